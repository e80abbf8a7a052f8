/* bench_state.c - the state core: random numbers, snapshot/restore, hash
 * and save/load on a game of a few thousand entities, per KB of state, side
 * by side with a memcpy and an XXH3 of the same bytes. */
#include "bench.h" /* first: it sets the POSIX level */

#include <xxhash.h>

static tab_game *sample_game(int entities)
{
    tab_game *g = tab_game_new(NULL, NULL, 42);
    tab_atom card = tab_atom_of(g, "card"), cost = tab_atom_of(g, "cost");
    tab_atom tapped = tab_atom_of(g, "tapped");
    tab_zone deck;
    tab_zone_new(g, tab_atom_of(g, "deck"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &deck);
    for (int i = 0; i < entities; i++) {
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
    tab_game *g = sample_game(4000);
    uint64_t sink = 0;
    BENCH_RATE("rng: u64 from the main stream", 1000, 0.1, {
        for (int i = 0; i < 1000; i++) {
            uint64_t v;
            tab_rng_u64(g, TAB_ATOM_NONE, &v);
            sink ^= v;
        }
    });
    BENCH_RATE("rng: range 1..6 from a named stream", 1000, 0.1, {
        for (int i = 0; i < 1000; i++) {
            int64_t v;
            tab_rng_range(g, tab_atom_of(g, "dice"), 1, 6, &v);
            sink += (uint64_t)v;
        }
    });

    tab_snapshot *snap;
    tab_game_snapshot(g, &snap);
    size_t bytes = tab_snapshot_size(snap);
    double kb = (double)bytes / 1024.0;
    bench_info("state of 4000 entities: %.1f KB", kb);
    unsigned char *copy_from = malloc(bytes), *copy_to = malloc(bytes);
    memset(copy_from, 7, bytes);
    memset(copy_to, 0, bytes);

    /* Each timed against a plain copy (or hash) of the same bytes, the two
     * alternating sample by sample. */
    bench_loop l = bench_loop_start(0.1);
    bench_series snaps = {0}, restores = {0}, both = {0}, hashes = {0}, copies = {0},
                 xxh = {0};
    while (bench_loop_next(&l)) {
        BENCH_SAMPLE(&l, &snaps, 1, {
            tab_snapshot *s2;
            tab_game_snapshot(g, &s2);
            tab_snapshot_free(s2);
        });
        BENCH_SAMPLE(&l, &restores, 1, tab_game_restore(g, snap));
        BENCH_SAMPLE(&l, &both, 1, {
            tab_snapshot *s2;
            tab_game_snapshot(g, &s2);
            tab_game_restore(g, s2);
            tab_snapshot_free(s2);
        });
        BENCH_SAMPLE(&l, &copies, 1, {
            memcpy(copy_to, copy_from, bytes);
            sink += copy_to[bytes / 2];
        });
        BENCH_SAMPLE(&l, &hashes, 1, {
            uint64_t h;
            tab_game_hash(g, &h);
            sink ^= h;
        });
        BENCH_SAMPLE(&l, &xxh, 1, sink ^= XXH3_64bits(copy_from, bytes));
    }
    bench_rate_figure("snapshot (4000 entities)", "ops/s", 1.0, &snaps);
    bench_rate_figure("restore (4000 entities)", "ops/s", 1.0, &restores);
    bench_rate_figure("hash (4000 entities)", "ops/s", 1.0, &hashes);
    bench_time_figure("snapshot per KB of state", "ns/KB", 1e9 / kb, &snaps);
    bench_time_figure("restore per KB of state", "ns/KB", 1e9 / kb, &restores);
    bench_time_figure("hash per KB of state", "ns/KB", 1e9 / kb, &hashes);
    bench_time_figure("snapshot + restore per KB of state", "ns/KB", 1e9 / kb, &both);
    bench_group("peers");
    bench_time_figure("memcpy per KB (the state's size)", "ns/KB", 1e9 / kb, &copies);
    bench_time_figure("XXH3-64 per KB (the state's size)", "ns/KB", 1e9 / kb, &xxh);
    bench_ratio_figure("snapshot + restore time / memcpy time", &copies, &both);
    bench_ratio_figure("hash speed / XXH3-64 speed, same bytes", &hashes, &xxh);
    bench_group("kernel");

    void *buf;
    size_t len;
    tab_game_save_buffer(g, &buf, &len);
    double mb = (double)len / (1024.0 * 1024.0);
    bench_info("save buffer of 4000 entities: %.1f KB", (double)len / 1024.0);
    l = bench_loop_start(0.1);
    bench_series saves = {0}, loads = {0};
    while (bench_loop_next(&l)) {
        BENCH_SAMPLE(&l, &saves, 1, {
            void *b2;
            size_t n2;
            tab_game_save_buffer(g, &b2, &n2);
            tab_game_free_buffer(g, b2, n2);
        });
        BENCH_SAMPLE(&l, &loads, 1, tab_game_load_buffer(g, buf, len));
    }
    bench_rate_figure("save to a buffer (4000 entities)", "MB/s", mb, &saves);
    bench_rate_figure("load from a buffer (4000 entities)", "MB/s", mb, &loads);
    bench_series round_trip = {0};
    for (int i = 0; i < saves.n && i < loads.n; i++)
        round_trip.rate[round_trip.n++] = 1.0 / (1.0 / saves.rate[i] + 1.0 / loads.rate[i]);
    bench_rate_figure("save+load buffer (4000 entities)", "ops/s", 1.0, &round_trip);
    tab_game_free_buffer(g, buf, len);
    free(copy_from);
    free(copy_to);
    tab_snapshot_free(snap);
    tab_game_free(g);
    return sink == 42; /* keeps the work from being optimized away */
}
