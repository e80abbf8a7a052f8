/* hidden.c - what the kernel says each player may not see, frame by frame,
 * for the replay viewer's browser test (check_viewer.py): replays a replay
 * as the viewer does (one frame per answer, then the end) and prints, as
 * JSON, for every frame and player, the live entities tab_view_can_see
 * refuses that player, with their names.
 * Usage: viewer_hidden REPLAY ROOT... (the roots as tabula adds them) */
#include <stdio.h>
#include <string.h>

#include "tabula.h"

static const char *name_of(tab_game *g, tab_id e)
{
    const char *keys[] = {"label", "name", "def"}; /* what the viewer names an entity by */
    for (size_t i = 0; i < 3; i++) {
        tab_atom key = tab_atom_find(g, keys[i]);
        tab_value v = {TAB_VNONE, {0}};
        if (key && tab_entity_get(g, e, key, &v) == TAB_OK && v.type == TAB_VATOM)
            return tab_atom_str(g, v.as.atom);
    }
    return NULL;
}

/* Names are words and labels ("Dragon Kick"): printed as they are, with
 * quotes and backslashes escaped. */
static void put_str(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            putchar('\\');
        if ((unsigned char)*s >= 0x20)
            putchar(*s);
    }
    putchar('"');
}

static void frame(tab_game *g, int players, int first)
{
    tab_atom step = tab_atom_find(g, "tabula.step");
    printf("%s[", first ? "" : ",\n");
    for (int p = 0; p < players; p++) {
        printf("%s[", p ? "," : "");
        int n = 0;
        for (tab_id e = tab_entity_next(g, 0, TAB_ATOM_NONE); e; e = tab_entity_next(g, e, TAB_ATOM_NONE)) {
            if (tab_entity_kind(g, e) == step || tab_view_can_see(g, e, p))
                continue;
            const char *name = name_of(g, e);
            printf("%s[%u,", n++ ? "," : "", e);
            put_str(name ? name : "");
            putchar(']');
        }
        putchar(']');
    }
    putchar(']');
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: viewer_hidden REPLAY ROOT...\n");
        return 2;
    }
    tab_game *ref = tab_game_new(NULL, NULL, 0), *g = NULL;
    for (int i = 2; i < argc; i++)
        tab_game_add_root(ref, argv[i]);
    if (tab_game_replay(ref, argv[1], 1) != TAB_OK ||
        tab_game_new_like(ref, tab_game_seed(ref), &g) != TAB_OK) {
        fprintf(stderr, "viewer_hidden: %s\n", tab_game_error(ref));
        return 1;
    }
    int players = tab_game_players(g);
    uint32_t answers = tab_game_answer_count(ref);
    printf("{\"players\":%d,\"answers\":%u,\"frames\":[\n", players, answers);
    for (uint32_t i = 0; i <= answers; i++) {
        tab_status s = tab_game_run(g);
        frame(g, players, i == 0);
        if (i == answers)
            break;
        int by;
        const uint32_t *picks;
        uint32_t n;
        if (s != TAB_DECISION || tab_game_answer_at(ref, i, &by, &picks, &n) != TAB_OK ||
            tab_game_answer_as(g, by, picks, n) != TAB_OK) {
            fprintf(stderr, "viewer_hidden: answer %u does not replay: %s\n", i + 1,
                    tab_game_error(g));
            return 1;
        }
    }
    printf("]}\n");
    tab_game_free(g);
    tab_game_free(ref);
    return 0;
}
