/* common.c - the root folder, game creation and messages for every
 * subcommand. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

static const char *root_override;

void cli_set_root(const char *root)
{
    root_override = root;
}

static int is_dir(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0 && S_ISDIR(sb.st_mode);
}

const char *cli_root(void)
{
    if (root_override)
        return root_override;
    const char *env = getenv("TABULA_ROOT");
    if (env && *env)
        return env;
    /* Decided once, on the main thread: playtest workers call this too. */
    static const char *found;
    if (!found) {
        char scripts[4096];
        snprintf(scripts, sizeof scripts, "%s/scripts", TABULA_SOURCE_ROOT);
        found = is_dir(scripts) ? TABULA_SOURCE_ROOT : TABULA_DATA_ROOT;
    }
    return found;
}

tab_game *cli_new_game(unsigned long long seed)
{
    tab_game *g = tab_game_new(NULL, NULL, seed);
    if (!g) {
        cli_error("out of memory");
        exit(1);
    }
    tab_game_add_root(g, cli_root());
    const char *extra = getenv("TABULA_PATH");
    if (extra && *extra) {
        char *copy = strdup(extra);
        char *save = NULL;
        for (char *tok = strtok_r(copy, ":", &save); tok; tok = strtok_r(NULL, ":", &save))
            if (*tok)
                tab_game_add_root(g, tok);
        free(copy);
    }
    return g;
}

void cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("tabula: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

int cli_scenario_players(const char *scenario, int *min, int *max)
{
    tab_game *probe = cli_new_game(0);
    char game[256];
    snprintf(game, sizeof game, "%.*s", (int)strcspn(scenario, "/"), scenario);
    const tab_scenario_info *info;
    uint32_t count;
    int found = 0;
    if (tab_game_scenarios(probe, game, &info, &count) != TAB_OK) {
        cli_error("%s", tab_game_error(probe));
        tab_game_free(probe);
        return 0;
    }
    for (uint32_t k = 0; k < count && !found; k++) {
        if (strcmp(info[k].id, scenario) == 0) {
            *min = info[k].min_players;
            *max = info[k].max_players;
            found = 1;
        }
    }
    if (!found)
        cli_error("%s: no such scenario (tabula list shows them)", scenario);
    tab_game_free(probe);
    return found;
}
