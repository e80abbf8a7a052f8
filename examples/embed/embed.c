/* embed.c - the smallest host app: load a scenario, answer every decision
 * with a simple policy (always the last option), print what happened.
 *
 * Build it against an installed tabula:
 *     cc embed.c $(pkg-config --cflags --libs tabula) -o embed
 * and run it with the folder holding the scenario's scripts/ and cards/:
 *     ./embed examples/new-scenario duel/classic 2                      */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include <tabula.h>

static void print_events(tab_game *g, uint64_t *mark)
{
    tab_event e;
    for (; *mark < tab_event_end(g); (*mark)++)
        if (tab_event_get(g, *mark, &e) == TAB_OK)
            printf("  event %-14s subject %u  %" PRId64 " %" PRId64 "\n",
                   tab_atom_str(g, e.kind), e.subject, e.a[0], e.a[1]);
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: %s ROOT SCENARIO PLAYERS\n", argv[0]);
        return 2;
    }
    tab_game *g = tab_game_new(NULL, NULL, 42);
    if (!g || tab_game_add_root(g, argv[1]) != TAB_OK ||
        tab_game_start(g, argv[2], atoi(argv[3])) != TAB_OK) {
        fprintf(stderr, "cannot start: %s\n", tab_game_error(g));
        tab_game_free(g);
        return 1;
    }
    uint64_t mark = 0;
    tab_status s;
    while ((s = tab_game_run(g)) == TAB_DECISION) {
        print_events(g, &mark);
        const tab_decision *d = tab_game_decision(g);
        uint32_t last = tab_decision_option_count(d) - 1;
        printf("player %d: %s -> %s\n", tab_decision_player(d, 0), tab_decision_prompt(d),
               tab_decision_option(d, last));
        if (tab_game_answer(g, last) != TAB_OK)
            break;
    }
    print_events(g, &mark);
    if (s == TAB_DONE) {
        printf("over: %s;", tab_game_result_reason(g));
        for (int p = 0; p < tab_game_players(g); p++)
            printf(" player %d %s", p, tab_game_result_won(g, p) ? "won" : "did not win");
        printf("\n");
    } else {
        fprintf(stderr, "error: %s\n", tab_game_error(g));
    }
    tab_game_free(g);
    return s == TAB_DONE ? 0 : 1;
}
