/* bench_hex.c - hex maps on a 1,000-hex map (40 x 25, pointy-top): reachable
 * sets, paths and open paths, and line-of-sight queries per second. */
#include "bench.h"

#define COLS 40
#define ROWS 25

static uint32_t rng_state = 2463534242u;

static uint32_t next(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

static tab_hex cell(int col, int row)
{
    tab_hex h = {0, 0};
    tab_hex_from_offset(TAB_HEX_ODD_R, (tab_hex_offset){col, row}, &h);
    return h;
}

/* About 12% impassable and 5% gaps, in short walls and single hexes, and
 * a dozen figures of two sides. */
static tab_id sample_map(tab_game *g, tab_id *mover, tab_id *target)
{
    tab_id map;
    tab_hex_map_new(g, TAB_HEX_ODD_R, COLS, ROWS, &map);
    for (int i = 0; i < 40; i++) {
        int c = (int)(next() % COLS), r = (int)(next() % ROWS), dir = (int)(next() % 6);
        tab_hex h = cell(c, r);
        for (int k = 0; k < 3; k++, h = tab_hex_neighbor(TAB_HEX_POINTY, h, dir))
            tab_hex_set_terrain(g, map, h, TAB_HEX_IMPASSABLE);
    }
    for (int i = 0; i < 50; i++)
        tab_hex_set_terrain(g, map, cell((int)(next() % COLS), (int)(next() % ROWS)), TAB_HEX_GAP);
    tab_atom kind = tab_atom_of(g, "figure");
    for (int i = 0; i < 12; i++) {
        tab_id f;
        tab_entity_new(g, kind, &f);
        while (tab_hex_place(g, map, f, cell((int)(next() % COLS), (int)(next() % ROWS)), i % 2) !=
               TAB_OK) {
        }
        if (i == 0)
            *mover = f;
        if (i == 1)
            *target = f;
    }
    return map;
}

int main(void)
{
    tab_game *g = tab_game_new(NULL, NULL, 42);
    tab_id mover = 0, target = 0;
    tab_id map = sample_map(g, &mover, &target);
    static tab_hex_step steps[COLS * ROWS];
    static tab_hex path[2 * COLS * ROWS];
    uint32_t n = 0;
    int64_t sink = 0;
    const tab_hex_mover walk = {TAB_HEX_WALK, 0, NULL, NULL};
    const tab_hex_mover flight = {TAB_HEX_FLIGHT, 0, NULL, NULL};
    const tab_hex_mover jump = {TAB_HEX_WALK, 2, NULL, NULL};

    tab_hex_reachable(g, map, mover, &walk, -1, steps, COLS * ROWS, &n);
    bench_info("map: %d x %d = %d hexes; %u reachable by walking", COLS, ROWS, COLS * ROWS, n);
    BENCH_RATE("hex reachable set, walk, budget 6 (1000 hexes)", 1, 0.1, {
        tab_hex_reachable(g, map, mover, &walk, 6, steps, COLS * ROWS, &n);
        sink += n;
    });
    BENCH_RATE("hex reachable set, walk, unlimited", 1, 0.1, {
        tab_hex_reachable(g, map, mover, &walk, -1, steps, COLS * ROWS, &n);
        sink += n;
    });
    BENCH_RATE("hex reachable set, flight, unlimited", 1, 0.1, {
        tab_hex_reachable(g, map, mover, &flight, -1, steps, COLS * ROWS, &n);
        sink += n;
    });
    BENCH_RATE("hex reachable set, jump 2, unlimited", 1, 0.1, {
        tab_hex_reachable(g, map, mover, &jump, -1, steps, COLS * ROWS, &n);
        sink += n;
    });

    /* A path to the farthest hex it can reach. */
    tab_hex_reachable(g, map, mover, &walk, -1, steps, COLS * ROWS, &n);
    tab_hex far = steps[n - 1].hex;
    int32_t cost = 0;
    tab_hex_path(g, map, mover, &walk, far, path, 2 * COLS * ROWS, &n, &cost);
    bench_info("longest path: %u hexes, cost %d", n, cost);
    BENCH_RATE("hex path to the farthest reachable hex", 1, 0.1, {
        tab_hex_path(g, map, mover, &walk, far, path, 2 * COLS * ROWS, &n, &cost);
        sink += cost;
    });
    BENCH_RATE("hex open path to a target figure", 1, 0.1, {
        bool open;
        tab_hex_open_path(g, map, mover, &walk, target, &open, &cost, NULL);
        sink += cost;
    });

    /* Line of sight between random pairs of hexes on the map. */
    enum { PAIRS = 4096 };
    static tab_hex a[PAIRS], b[PAIRS];
    int visible = 0, blocked_pairs = 0;
    static tab_hex ba[PAIRS], bb[PAIRS];
    for (int i = 0; i < PAIRS; i++) {
        a[i] = cell((int)(next() % COLS), (int)(next() % ROWS));
        b[i] = cell((int)(next() % COLS), (int)(next() % ROWS));
        bool v;
        tab_hex_los(g, map, a[i], b[i], &v, NULL);
        visible += v;
        if (!v) {
            ba[blocked_pairs] = a[i];
            bb[blocked_pairs++] = b[i];
        }
    }
    bench_info("line of sight: %d of %d random pairs see each other", visible, PAIRS);
    BENCH_RATE("hex line of sight, random pairs", PAIRS, 0.1, {
        for (int i = 0; i < PAIRS; i++) {
            bool v;
            tab_hex_los(g, map, a[i], b[i], &v, NULL);
            sink += v;
        }
    });
    BENCH_RATE("hex line of sight, pairs without sight", blocked_pairs, 0.1, {
        for (int i = 0; i < blocked_pairs; i++) {
            bool v;
            tab_hex_los(g, map, ba[i], bb[i], &v, NULL);
            sink += v;
        }
    });
    BENCH_RATE("hex line of sight, centre line only", PAIRS, 0.1, {
        for (int i = 0; i < PAIRS; i++) {
            bool v;
            tab_hex_line_clear(g, map, a[i], b[i], -1, &v);
            sink += v;
        }
    });
    tab_game_free(g);
    return sink == 42; /* keeps the work from being optimized away */
}
