/* bench_initiative.c - initiative moves on a Tidal Blades 2 sized track,
 * with the neighbours that run as often: value orders, track moves and
 * turn-driver activations. */
#include "bench.h"

int main(void)
{
    tab_game *g = tab_game_new(NULL, NULL, 42);
    tab_atom kind = tab_atom_of(g, "token");
    uint64_t sink = 0;

    /* Four heroes and six enemy groups on five levels, one fixed token. */
    tab_id track, tok[11];
    tab_initiative_new(g, 5, &track);
    for (int i = 0; i < 11; i++)
        tab_entity_new(g, kind, &tok[i]);
    for (int i = 0; i < 10; i++)
        tab_initiative_place(g, track, tok[i], (uint32_t)(i % 5) + 1, TAB_INITIATIVE_RIGHT);
    tab_initiative_place(g, track, tok[10], 3, TAB_INITIATIVE_FIXED_RIGHT);
    uint32_t k = 0;
    static const int32_t up[] = {1, -1, 2, -2, 1, 3, -1, -3};
    BENCH_RATE("initiative: moves (10 tokens, 5 levels)", 1000, 0.1, {
        for (int i = 0; i < 1000; i++, k++)
            tab_initiative_move(g, track, tok[k % 10], up[k % 8]);
    });
    sink += tab_initiative_at(g, track, 0);

    tab_id big, many[60];
    tab_initiative_new(g, 5, &big);
    for (int i = 0; i < 60; i++) {
        tab_entity_new(g, kind, &many[i]);
        tab_initiative_place(g, big, many[i], (uint32_t)(i % 5) + 1, TAB_INITIATIVE_RIGHT);
    }
    BENCH_RATE("initiative: moves (60 tokens, 5 levels)", 1000, 0.1, {
        for (int i = 0; i < 1000; i++, k++)
            tab_initiative_move(g, big, many[k % 60], (k % 3) ? 1 : -2);
    });

    tab_initiative_value_def def = {.descending = true};
    tab_id byval, vt[10];
    tab_initiative_new_by_value(g, &def, &byval);
    for (int i = 0; i < 10; i++) {
        tab_entity_new(g, kind, &vt[i]);
        tab_initiative_set_value(g, byval, vt[i], i * 3);
    }
    BENCH_RATE("initiative: value changes (10 tokens)", 1000, 0.1, {
        for (int i = 0; i < 1000; i++, k++)
            tab_initiative_set_value(g, byval, vt[k % 10], (int32_t)(k * 7 % 31));
    });

    tab_atom names[] = {tab_atom_of(g, "critical"), tab_atom_of(g, "wounded"),
                        tab_atom_of(g, "healthy")};
    int32_t at[] = {1, 8, 15};
    tab_track_def td = {.min = 0, .max = 21, .start = 21, .reset = 21, .thresholds = 3,
                        .at = at, .names = names};
    tab_id health;
    tab_track_new(g, &td, &health);
    BENCH_RATE("track: adds (3 thresholds)", 1000, 0.1, {
        for (int i = 0; i < 1000; i++, k++)
            tab_track_add(g, health, (k % 2) ? 9 : -9, NULL);
    });

    tab_turn_def sd = {.mode = TAB_TURN_SEQUENCE, .sides = 1, .source = track};
    tab_id turns;
    tab_turn_new(g, &sd, &turns);
    BENCH_RATE("turn: activations in initiative order (11)", 11, 0.1, {
        tab_turn_next_round(g, turns);
        for (tab_id e; (e = tab_turn_next(g, turns)) != TAB_ID_NONE;) {
            tab_turn_begin(g, turns, e);
            tab_turn_end(g, turns, e);
        }
    });
    sink += tab_turn_round(g, turns);

    tab_game_free(g);
    return sink == 42; /* keeps the work from being optimized away */
}
