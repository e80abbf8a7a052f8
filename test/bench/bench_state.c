/* bench_state.c - the state core: random numbers, snapshot/restore, hash
 * and save/load on a game of a few thousand entities. */
#include "bench.h"

static tab_game *sample_game(void)
{
    tab_game *g = tab_game_new(NULL, NULL, 42);
    tab_atom card = tab_atom_of(g, "card"), cost = tab_atom_of(g, "cost");
    tab_atom tapped = tab_atom_of(g, "tapped");
    tab_zone deck;
    tab_zone_new(g, tab_atom_of(g, "deck"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &deck);
    for (int i = 0; i < 4000; i++) {
        tab_id e;
        tab_entity_new(g, card, &e);
        tab_entity_set(g, e, cost, tab_int(i % 7));
        if (i % 3 == 0)
            tab_entity_tag(g, e, tapped);
        tab_zone_insert(g, deck, e, TAB_ZONE_END);
    }
    return g;
}

int main(void)
{
    tab_game *g = sample_game();
    uint64_t sink = 0;
    BENCH_RATE("rng: u64 from the main stream", 1000, 0.3, {
        for (int i = 0; i < 1000; i++) {
            uint64_t v;
            tab_rng_u64(g, TAB_ATOM_NONE, &v);
            sink ^= v;
        }
    });
    tab_snapshot *snap;
    tab_game_snapshot(g, &snap);
    double kb = (double)tab_snapshot_size(snap) / 1024.0;
    printf("state of 4000 entities: %.1f KB\n", kb);
    BENCH_RATE("snapshot (4000 entities)", 1, 0.3, {
        tab_snapshot *s2;
        tab_game_snapshot(g, &s2);
        tab_snapshot_free(s2);
    });
    BENCH_RATE("restore (4000 entities)", 1, 0.3, { tab_game_restore(g, snap); });
    BENCH_RATE("hash (4000 entities)", 1, 0.3, {
        uint64_t h;
        tab_game_hash(g, &h);
        sink ^= h;
    });
    BENCH_RATE("save+load buffer (4000 entities)", 1, 0.3, {
        void *buf;
        size_t len;
        tab_game_save_buffer(g, &buf, &len);
        tab_game_load_buffer(g, buf, len);
        tab_game_free_buffer(g, buf, len);
    });
    tab_snapshot_free(snap);
    tab_game_free(g);
    return sink == 42; /* keeps the work from being optimized away */
}
