/* bench_region.c - region maps and sector grids: range queries, distances
 * and Raid Line advances per second. */
#include "bench.h"

#define SIDE_W 40
#define SIDE_H 25

/* Four Spirit Island-sized boards (an ocean and eight lands each) side by
 * side, land 8 of one board touching land 1 of the next. */
static tab_id island(tab_game *g, tab_id *lands)
{
    static const int edges[][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {2, 3}, {1, 4}, {2, 5},
                                   {3, 6}, {4, 5}, {5, 6}, {4, 7}, {5, 7}, {6, 8}, {7, 8}};
    tab_id map, r[4][9];
    tab_region_map_new(g, &map);
    for (int b = 0; b < 4; b++) {
        for (int i = 0; i <= 8; i++) {
            char name[16];
            snprintf(name, sizeof name, "%c%d", 'A' + b, i);
            tab_region_spec sp = {.kind = tab_atom_of(g, i ? "land" : "ocean"),
                                  .name = tab_atom_of(g, name),
                                  .terrain = tab_atom_of(g, i ? "jungle" : "ocean"),
                                  .board = b + 1, .number = i};
            tab_region_add(g, map, &sp, &r[b][i]);
        }
        for (size_t e = 0; e < sizeof edges / sizeof *edges; e++)
            tab_region_connect(g, r[b][edges[e][0]], r[b][edges[e][1]]);
        if (b > 0)
            tab_region_connect(g, r[b - 1][8], r[b][1]);
        for (int i = 0; i < 8; i++)
            lands[b * 8 + i] = r[b][i + 1];
    }
    return map;
}

/* A 40 x 25 lattice of 1,000 regions, each touching its four neighbours. */
static tab_id lattice(tab_game *g, tab_id *cells)
{
    tab_id map;
    tab_region_map_new(g, &map);
    for (int i = 0; i < SIDE_W * SIDE_H; i++) {
        char name[16];
        snprintf(name, sizeof name, "c%d", i);
        tab_region_spec sp = {.name = tab_atom_of(g, name)};
        tab_region_add(g, map, &sp, &cells[i]);
    }
    for (int y = 0; y < SIDE_H; y++)
        for (int x = 0; x < SIDE_W; x++) {
            if (x + 1 < SIDE_W)
                tab_region_connect(g, cells[y * SIDE_W + x], cells[y * SIDE_W + x + 1]);
            if (y + 1 < SIDE_H)
                tab_region_connect(g, cells[y * SIDE_W + x], cells[(y + 1) * SIDE_W + x]);
        }
    return map;
}

int main(void)
{
    tab_game *g = tab_game_new(NULL, NULL, 42);
    uint64_t sink = 0;
    tab_id lands[32], out[1024];
    uint32_t n;
    tab_id map = island(g, lands);
    tab_region_mark_coastal(g, map, tab_atom_of(g, "ocean"));
    tab_region_filter inland = {.kind = tab_atom_of(g, "land"),
                                .tag = tab_atom_of(g, "inland")};
    BENCH_RATE("region: within range 2, inland lands (36 regions)", 1000, 0.1, {
        for (int i = 0; i < 1000; i++) {
            tab_region_within(g, &lands[i % 32], 1, 2, &inland, NULL, out, NULL, 64, &n);
            sink += n;
        }
    });
    BENCH_RATE("region: distance across 4 boards (36 regions)", 1000, 0.1, {
        for (int i = 0; i < 1000; i++) {
            int32_t d;
            tab_region_distance(g, lands[i % 8], lands[24 + i % 8], NULL, &d);
            sink += (uint64_t)d;
        }
    });

    static tab_id cells[SIDE_W * SIDE_H];
    BENCH_TIME("region: build a 1,000-region lattice", "ms", 1e3, 1, 0.1, {
        tab_game *scratch = tab_game_new(NULL, NULL, 1);
        lattice(scratch, cells);
        tab_game_free(scratch);
    });
    lattice(g, cells);
    BENCH_RATE("region: within range 3 (1,000 regions)", 100, 0.1, {
        for (int i = 0; i < 100; i++) {
            tab_region_within(g, &cells[(i * 37) % 1000], 1, 3, NULL, NULL, out, NULL, 1024, &n);
            sink += n;
        }
    });
    BENCH_RATE("region: within any range (1,000 regions)", 10, 0.1, {
        for (int i = 0; i < 10; i++) {
            tab_region_within(g, &cells[i], 1, TAB_REGION_ANY_RANGE, NULL, NULL, out, NULL,
                              1024, &n);
            sink += n;
        }
    });
    BENCH_RATE("region: distance corner to corner (1,000 regions)", 10, 0.1, {
        for (int i = 0; i < 10; i++) {
            int32_t d;
            tab_region_distance(g, cells[0], cells[SIDE_W * SIDE_H - 1], NULL, &d);
            sink += (uint64_t)d;
        }
    });

    /* The Raid Line: advance a card, pushing a full line of nine, one off. */
    tab_id grid, cards[10], exited = 0;
    tab_sector_grid_new(g, 3, 4, TAB_SECTOR_PATH_TWO, &grid);
    for (int i = 0; i < 10; i++)
        tab_entity_new(g, tab_atom_of(g, "raid"), &cards[i]);
    for (int i = 0; i < 9; i++)
        tab_sector_advance(g, grid, cards[i], &exited);
    tab_id next = cards[9];
    tab_event_set_capacity(g, 1024);
    BENCH_RATE("sector: advance along a full Raid Line", 1000, 0.1, {
        for (int i = 0; i < 1000; i++) {
            tab_sector_advance(g, grid, next, &exited);
            next = exited;
        }
    });
    tab_game_free(g);
    return sink == 42;
}
