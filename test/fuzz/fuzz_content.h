/* fuzz_content.h - the content loader on one file of Lua text: written
 * into a scratch root as a game's file (path), beside fixed others, then
 * the game is started and played for a few decisions. */
#ifndef TABULA_FUZZ_CONTENT_H
#define TABULA_FUZZ_CONTENT_H

#include "fuzz.h"

/* Makes root/dir (and its parents under root). */
static inline void fuzz_mkdirs(const char *root, const char *dir)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", root, dir);
    for (char *p = path + strlen(root) + 1; *p; p++)
        if (*p == '/') {
            *p = '\0';
            mkdir(path, 0700);
            *p = '/';
        }
    mkdir(path, 0700);
}

/* Writes data as root/file (the rest of the game as others, pairs of path
 * and text ending in NULL), starts "fuzz/<scenario>" (or, with scenario
 * NULL, the first scenario the game has) and plays on. */
static inline void fuzz_content(const uint8_t *data, size_t size, const char *file,
                                const char *const *others, const char *scenario)
{
    const char *root = fuzz_scratch();
    static int made;
    char path[512];
    if (!made) {
        fuzz_mkdirs(root, "scripts/fuzz");
        fuzz_mkdirs(root, "cards/fuzz");
        for (int i = 0; others && others[i]; i += 2) {
            snprintf(path, sizeof path, "%s/%s", root, others[i]);
            fuzz_write(path, (const uint8_t *)others[i + 1], strlen(others[i + 1]));
        }
        made = 1;
    }
    snprintf(path, sizeof path, "%s/%s", root, file);
    fuzz_write(path, data, size);
    tab_game *g = tab_game_new(NULL, NULL, 1);
    if (!g)
        abort();
    tab_game_add_root(g, root);
    tab_game_set_limit(g, TAB_LIMIT_INSTRUCTIONS, 2000000);
    tab_game_set_limit(g, TAB_LIMIT_MEMORY, 32u << 20);
    char id[256];
    int players = 1;
    if (scenario) {
        snprintf(id, sizeof id, "fuzz/%s", scenario);
    } else {
        /* The file's own first scenario, for as few players as it takes
         * (listing it loads the content once more: the loader again). */
        const tab_scenario_info *info;
        uint32_t n = 0;
        if (tab_game_scenarios(g, "fuzz", &info, &n) != TAB_OK || n == 0) {
            tab_game_free(g);
            return;
        }
        snprintf(id, sizeof id, "%s", info[0].id);
        players = info[0].min_players;
    }
    if (tab_game_start(g, id, players) == TAB_OK)
        for (int i = 0; i < 4 && tab_game_run(g) == TAB_DECISION; i++)
            tab_game_answer(g, 0);
    tab_game_free(g);
}

#endif
