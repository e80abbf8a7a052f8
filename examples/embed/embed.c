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

/* One event as player 0 may know it: its kind, its subject and its
 * arguments by name (atoms as text); a game's own kinds show a0..a3. */
static void print_event(tab_game *g, const tab_event *e)
{
    printf("  %s", tab_atom_str(g, e->kind));
    if (e->subject)
        printf(" subject %u", e->subject);
    for (int i = 0; i < 4; i++) {
        tab_event_arg type;
        const char *name = tab_event_field(e->kind, i, &type);
        if (!name && e->kind >= TAB_ATOM_BUILTIN_COUNT)
            printf(" a%d=%" PRId64, i, e->a[i]);
        else if (!name)
            break;
        else if (type == TAB_EVARG_ATOM) {
            const char *text = e->a[i] > 0 && e->a[i] <= UINT32_MAX
                                   ? tab_atom_str(g, (tab_atom)e->a[i]) : NULL;
            printf(" %s=%s", name, text ? text : "-");
        } else {
            printf(" %s=%" PRId64, name, e->a[i]);
        }
    }
    putchar('\n');
}

/* Every event since *mark, through player 0's eyes (tab_view_event: a
 * face-down card's identity blanked), as a UI would read them. */
static void print_events(tab_game *g, uint64_t *mark)
{
    tab_event e;
    for (; *mark < tab_event_end(g); (*mark)++)
        if (tab_view_event(g, *mark, 0, &e) == TAB_OK)
            print_event(g, &e);
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
