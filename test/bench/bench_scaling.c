/* bench_scaling.c - how costs grow with size: a whole-map reachable set and
 * a line of sight on square grids and hex maps of four sizes, and a
 * snapshot, restore and hash of states of four sizes. */
#include "bench.h" /* first: it sets the POSIX level */

#define PAIRS 1024

static uint64_t seed = 0x2545f4914f6cdd1du;

static uint32_t rnd(uint32_t n)
{
    seed ^= seed << 13;
    seed ^= seed >> 7;
    seed ^= seed << 17;
    return (uint32_t)(seed % n);
}

static int64_t sink;

/* A side x side grid, one cell in ten rock (blocks movement and sight). */
static void grid(int side)
{
    tab_game *g = tab_game_new(NULL, NULL, 1);
    tab_id grid;
    tab_grid_new(g, side, side, &grid);
    tab_atom rock = tab_atom_of(g, "rock");
    tab_grid_define_terrain(g, grid, rock, 1, TAB_GRID_T_BLOCKS_MOVE | TAB_GRID_T_BLOCKS_LOS);
    uint8_t *is_rock = calloc((size_t)side * side, 1);
    for (int c = 0; c < side * side; c++)
        if (rnd(10) == 0) {
            is_rock[c] = 1;
            tab_grid_set_terrain(g, grid, c % side, c / side, 1, 1, rock);
        }
    static int pairs[PAIRS][4];
    long dist = 0;
    for (int i = 0; i < PAIRS; i++) {
        for (int k = 0; k < 2; k++) {
            int c;
            do
                c = (int)rnd((uint32_t)(side * side));
            while (is_rock[c]);
            pairs[i][2 * k] = c % side;
            pairs[i][2 * k + 1] = c / side;
        }
        dist += tab_grid_distance(TAB_GRID_CHEBYSHEV, pairs[i][0], pairs[i][1], pairs[i][2],
                                  pairs[i][3]);
    }
    uint32_t cells = (uint32_t)(side * side), n;
    tab_grid_reached *reach = malloc(sizeof *reach * cells);
    tab_grid_move_opts walk = {.budget = -1};
    char name[96];
    int i = 0;
    snprintf(name, sizeof name, "grid reachable set, whole map, %d x %d", side, side);
    bench_point("grid reachable set (whole map)", cells, "cells");
    BENCH_TIME(name, "us", 1e6, 1, 0.05, {
        int *p = pairs[i++ % PAIRS];
        tab_grid_reachable(g, grid, p[0], p[1], &walk, reach, cells, &n);
        sink += n;
    });
    snprintf(name, sizeof name, "grid line of sight, random pairs, %d x %d (mean %.0f apart)",
             side, side, (double)dist / PAIRS);
    bench_point("grid line of sight (random pairs)", (double)dist / PAIRS, "cells apart");
    BENCH_TIME(name, "ns", 1e9, 256, 0.05, {
        for (int k = 0; k < 256; k++, i++) {
            int *p = pairs[i % PAIRS];
            bool b;
            tab_grid_los(g, grid, p[0], p[1], p[2], p[3], 0, &b);
            sink += b;
        }
    });
    free(reach);
    free(is_rock);
    tab_game_free(g);
}

static tab_hex cell(int col, int row)
{
    tab_hex h = {0, 0};
    tab_hex_from_offset(TAB_HEX_ODD_R, (tab_hex_offset){col, row}, &h);
    return h;
}

/* A cols x rows hex map, one hex in ten impassable, one walking figure. */
static void hexes(int cols, int rows)
{
    tab_game *g = tab_game_new(NULL, NULL, 1);
    tab_id map, fig;
    tab_hex_map_new(g, TAB_HEX_ODD_R, cols, rows, &map);
    for (int c = 0; c < cols * rows; c++)
        if (rnd(10) == 0)
            tab_hex_set_terrain(g, map, cell(c % cols, c / cols), TAB_HEX_IMPASSABLE);
    tab_entity_new(g, tab_atom_of(g, "figure"), &fig);
    while (tab_hex_place(g, map, fig, cell((int)rnd((uint32_t)cols), (int)rnd((uint32_t)rows)),
                         0) != TAB_OK) {
    }
    static tab_hex a[PAIRS], b[PAIRS];
    long dist = 0;
    for (int i = 0; i < PAIRS; i++) {
        a[i] = cell((int)rnd((uint32_t)cols), (int)rnd((uint32_t)rows));
        b[i] = cell((int)rnd((uint32_t)cols), (int)rnd((uint32_t)rows));
        dist += tab_hex_distance(a[i], b[i]);
    }
    uint32_t size = (uint32_t)(cols * rows), n;
    tab_hex_step *steps = malloc(sizeof *steps * size);
    char name[96];
    int i = 0;
    snprintf(name, sizeof name, "hex reachable set, walk, unlimited, %d x %d", cols, rows);
    bench_point("hex reachable set (walk, unlimited)", size, "hexes");
    BENCH_TIME(name, "us", 1e6, 1, 0.05, {
        tab_hex_reachable(g, map, fig, NULL, -1, steps, size, &n);
        sink += n;
    });
    snprintf(name, sizeof name, "hex line of sight, random pairs, %d x %d (mean %.0f apart)",
             cols, rows, (double)dist / PAIRS);
    bench_point("hex line of sight (random pairs)", (double)dist / PAIRS, "hexes apart");
    BENCH_TIME(name, "ns", 1e9, 256, 0.05, {
        for (int k = 0; k < 256; k++, i++) {
            bool v;
            tab_hex_los(g, map, a[i % PAIRS], b[i % PAIRS], &v, NULL);
            sink += v;
        }
    });
    free(steps);
    tab_game_free(g);
}

/* A game of n cards with a property each, a third tagged, all in a zone. */
static void state(int entities)
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
    tab_snapshot *snap;
    tab_game_snapshot(g, &snap);
    double kb = (double)tab_snapshot_size(snap) / 1024.0;
    char name[96];
    snprintf(name, sizeof name, "snapshot, %d entities (%.0f KB)", entities, kb);
    bench_point("snapshot", kb, "KB");
    BENCH_TIME(name, "us", 1e6, 1, 0.05, {
        tab_snapshot *s2;
        tab_game_snapshot(g, &s2);
        tab_snapshot_free(s2);
    });
    snprintf(name, sizeof name, "restore, %d entities (%.0f KB)", entities, kb);
    bench_point("restore", kb, "KB");
    BENCH_TIME(name, "us", 1e6, 1, 0.05, tab_game_restore(g, snap));
    snprintf(name, sizeof name, "hash, %d entities (%.0f KB)", entities, kb);
    bench_point("hash", kb, "KB");
    BENCH_TIME(name, "us", 1e6, 1, 0.05, {
        uint64_t h;
        tab_game_hash(g, &h);
        sink += (int64_t)(h & 1);
    });
    tab_snapshot_free(snap);
    tab_game_free(g);
}

int main(void)
{
    bench_group("scaling");
    for (int side = 25; side <= 200; side *= 2)
        grid(side);
    for (int k = 1; k <= 8; k *= 2)
        hexes(20 * k, 13 * k);
    for (int n = 1000; n <= 64000; n *= 4)
        state(n);
    return sink == 42; /* keeps the work from being optimized away */
}
