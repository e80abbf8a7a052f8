/* bench_grid.c - square grids on 100 x 100 maps: reachable sets, cheapest
 * paths and line of sight; when built with libtcod (Debian's libtcod-dev,
 * found by pkg-config), also libtcod's A*, Dijkstra and field of view on the
 * same maps, with the ratios. */
#include "bench.h" /* first: it sets the POSIX level */

#include <stdlib.h>
#include <string.h>

#ifdef TABULA_HAVE_LIBTCOD
#include <libtcod/fov.h>
#include <libtcod/path.h>
#endif

#define W 100
#define H 100
#define PAIRS 512

/* The map as plain arrays too, for libtcod's callbacks. */
typedef struct map {
    tab_game *g;
    tab_id grid;
    int32_t height[W * H];
    uint8_t rock[W * H], water[W * H], east[W * H], south[W * H];
    int pairs[PAIRS][4];
} map;

static uint64_t seed = 0x9e3779b97f4a7c15u;

static uint32_t rnd(uint32_t n)
{
    seed ^= seed << 13;
    seed ^= seed >> 7;
    seed ^= seed << 17;
    return (uint32_t)(seed % n);
}

/* full: heights in plateaus, walls and closed doors on edges, water, rock.
 * Otherwise flat, rock cells only: what libtcod's own maps can say. */
static void build(map *m, bool full)
{
    memset(m, 0, sizeof *m);
    tab_game *g = m->g = tab_game_new(NULL, NULL, 1);
    tab_grid_new(g, W, H, &m->grid);
    tab_atom rock = tab_atom_of(g, "rock"), water = tab_atom_of(g, "water");
    tab_grid_define_terrain(g, m->grid, rock, 1, TAB_GRID_T_BLOCKS_MOVE | TAB_GRID_T_BLOCKS_LOS);
    tab_grid_define_terrain(g, m->grid, water, 2, TAB_GRID_T_SOFT);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int c = y * W + x;
            if (rnd(100) < (full ? 10u : 20u)) {
                m->rock[c] = 1;
                tab_grid_set_terrain(g, m->grid, x, y, 1, 1, rock);
            } else if (full && rnd(100) < 8) {
                m->water[c] = 1;
                tab_grid_set_terrain(g, m->grid, x, y, 1, 1, water);
            }
            if (!full)
                continue;
            m->height[c] = (x / 12 + y / 9) % 4 + (rnd(10) == 0);
            tab_grid_set_height(g, m->grid, x, y, 1, 1, m->height[c]);
            if (x + 1 < W && rnd(100) < 8) {
                m->east[c] = 1;
                tab_grid_set_edge(g, m->grid, x, y, TAB_GRID_E,
                                  rnd(2) ? TAB_GRID_WALL : TAB_GRID_DOOR_CLOSED);
            }
            if (y + 1 < H && rnd(100) < 8) {
                m->south[c] = 1;
                tab_grid_set_edge(g, m->grid, x, y, TAB_GRID_S, TAB_GRID_WALL);
            }
        }
    for (int i = 0; i < PAIRS; i++)
        for (int k = 0; k < 2; k++) {
            int c;
            do
                c = (int)rnd(W * H);
            while (m->rock[c]);
            m->pairs[i][2 * k] = c % W;
            m->pairs[i][2 * k + 1] = c / W;
        }
}

static const tab_grid_move_opts walker = {.budget = -1, .jump = 1, .flags = TAB_GRID_FALLS};

/* The walker's step cost under the same rules, for libtcod; 0: refused. */
static float step_cost(int x0, int y0, int x1, int y1, void *ud)
{
    const map *m = ud;
    int a = y0 * W + x0, b = y1 * W + x1;
    if (m->rock[b])
        return 0.0f;
    if ((x1 > x0 && m->east[a]) || (x1 < x0 && m->east[b]) || (y1 > y0 && m->south[a]) ||
        (y1 < y0 && m->south[b]))
        return 0.0f;
    if (m->height[b] - m->height[a] > walker.jump)
        return 0.0f;
    return m->water[b] ? 2.0f : 1.0f;
}

static int32_t sink;

static void bench_tabula(map *m, const char *what)
{
    char name[96];
    tab_grid_reached *reach = malloc(sizeof *reach * W * H);
    tab_grid_pos *path = malloc(sizeof *path * W * H);
    uint32_t n;
    int i = 0, found = 0;
    long total = 0;
    tab_grid_move_opts mv = walker;
    mv.budget = 20;
    snprintf(name, sizeof name, "grid %s: reachable set, budget 20", what);
    BENCH_RATE(name, 1, 0.1, {
        int *p = m->pairs[i++ % PAIRS];
        tab_grid_reachable(m->g, m->grid, p[0], p[1], &mv, reach, W * H, &n);
        sink += (int32_t)n;
    });
    mv.budget = -1;
    snprintf(name, sizeof name, "grid %s: reachable set, whole map", what);
    BENCH_RATE(name, 1, 0.1, {
        int *p = m->pairs[i++ % PAIRS];
        tab_grid_reachable(m->g, m->grid, p[0], p[1], &mv, reach, W * H, &n);
        sink += (int32_t)n;
    });
    for (int k = 0; k < PAIRS; k++) {
        int *p = m->pairs[k];
        tab_grid_path(m->g, m->grid, p[0], p[1], p[2], p[3], &walker, path, W * H, &n, NULL,
                      NULL);
        found += n > 0;
        total += n;
    }
    bench_info("grid %s: %d of %d random pairs joined, %.1f cells a path", what, found, PAIRS,
           found ? (double)total / found : 0.0);
    snprintf(name, sizeof name, "grid %s: cheapest path (A*), random pairs", what);
    BENCH_RATE(name, 1, 0.1, {
        int *p = m->pairs[i++ % PAIRS];
        tab_grid_path(m->g, m->grid, p[0], p[1], p[2], p[3], &walker, path, W * H, &n, NULL,
                      NULL);
        sink += (int32_t)n;
    });
    for (int f = 0; f < 2; f++) {
        uint32_t flags = f ? TAB_GRID_LOS_HEIGHTS : 0;
        snprintf(name, sizeof name, "grid %s: line of sight%s, random pairs", what,
                 f ? " with heights" : "");
        BENCH_RATE(name, 256, 0.1, {
            for (int k = 0; k < 256; k++) {
                int *p = m->pairs[(i + k) % PAIRS];
                bool b;
                tab_grid_los(m->g, m->grid, p[0], p[1], p[2], p[3], flags, &b);
                sink += b;
            }
            i += 256;
        });
    }
    free(reach);
    free(path);
}

#ifdef TABULA_HAVE_LIBTCOD
/* Samples of tabula and libtcod alternate, so a busy machine slows both
 * sides alike; the ratio is taken sample by sample. */
#define COMPARE(name_t, name_c, ratio_name, tabula_body, tcod_body)             \
    do {                                                                        \
        bench_loop l_ = bench_loop_start(0.1);                                  \
        bench_series st_ = {0}, sc_ = {0};                                      \
        while (bench_loop_next(&l_)) {                                          \
            BENCH_SAMPLE(&l_, &st_, 1, tabula_body);                            \
            BENCH_SAMPLE(&l_, &sc_, 1, tcod_body);                              \
        }                                                                       \
        bench_rate_figure(name_t, "ops/s", 1.0, &st_);                          \
        bench_rate_figure(name_c, "ops/s", 1.0, &sc_);                          \
        bench_ratio_figure(ratio_name, &st_, &sc_);                             \
    } while (0)

static void bench_tcod(map *m, bool full)
{
    const char *what = full ? "full map" : "flat map";
    char name[96];
    tab_grid_pos *path = malloc(sizeof *path * W * H);
    tab_grid_reached *reach = malloc(sizeof *reach * W * H);
    uint32_t n;
    int i = 0;
    TCOD_Map *tmap = TCOD_map_new(W, H);
    for (int c = 0; c < W * H; c++)
        TCOD_map_set_properties(tmap, c % W, c / W, !m->rock[c], !m->rock[c]);
    TCOD_path_t tp = full ? TCOD_path_new_using_function(W, H, step_cost, m, 0.0f)
                          : TCOD_path_new_using_map(tmap, 0.0f);
    /* Both find cheapest paths: their costs should agree. */
    int agree = 0, both = 0;
    for (int k = 0; k < PAIRS; k++) {
        int *p = m->pairs[k];
        int32_t cost;
        tab_grid_path(m->g, m->grid, p[0], p[1], p[2], p[3], &walker, path, W * H, &n, &cost,
                      NULL);
        if (!TCOD_path_compute(tp, p[0], p[1], p[2], p[3]) || !n)
            continue;
        both++;
        float tc = 0.0f;
        int x = p[0], y = p[1];
        for (int s = 0; s < TCOD_path_size(tp); s++) {
            int nx, ny;
            TCOD_path_get(tp, s, &nx, &ny);
            tc += full ? step_cost(x, y, nx, ny, m) : 1.0f;
            x = nx;
            y = ny;
        }
        agree += (int32_t)tc == cost;
    }
    bench_info("grid %s: libtcod and tabula path costs agree on %d of %d pairs", what, agree, both);
    char name_t[96], name_c[96];
    bench_group("peers");
    snprintf(name_t, sizeof name_t, "grid %s: tabula A* path, random pairs", what);
    snprintf(name_c, sizeof name_c, "grid %s: libtcod A* path, random pairs", what);
    snprintf(name, sizeof name, "grid %s: A* path, tabula / libtcod", what);
    COMPARE(name_t, name_c, name, {
        int *p = m->pairs[i++ % PAIRS];
        tab_grid_path(m->g, m->grid, p[0], p[1], p[2], p[3], &walker, path, W * H, &n, NULL,
                      NULL);
        sink += (int32_t)n;
    }, {
        int *p = m->pairs[i++ % PAIRS];
        sink += TCOD_path_compute(tp, p[0], p[1], p[2], p[3]);
    });
    TCOD_dijkstra_t td = full ? TCOD_dijkstra_new_using_function(W, H, step_cost, m, 0.0f)
                              : TCOD_dijkstra_new(tmap, 0.0f);
    snprintf(name_t, sizeof name_t, "grid %s: tabula reachable set, whole map", what);
    snprintf(name_c, sizeof name_c, "grid %s: libtcod Dijkstra, whole map", what);
    snprintf(name, sizeof name, "grid %s: whole-map search, tabula / libtcod", what);
    COMPARE(name_t, name_c, name, {
        int *p = m->pairs[i++ % PAIRS];
        tab_grid_reachable(m->g, m->grid, p[0], p[1], &walker, reach, W * H, &n);
        sink += (int32_t)n;
    }, {
        int *p = m->pairs[i++ % PAIRS];
        TCOD_dijkstra_compute(td, p[0], p[1]);
        sink += (int32_t)TCOD_dijkstra_get_distance(td, p[2], p[3]);
    });
    if (!full) {
        /* Field of view: every cell's visibility from one cell. libtcod
         * sweeps shadows once over the map; tabula answers an exact,
         * symmetric line-of-sight question per cell, so these differ in
         * kind (see the README). */
        tab_grid_pos *cells = malloc(sizeof *cells * W * H);
        tab_grid_area_opts view = {TAB_GRID_CHEBYSHEV, W + H, TAB_GRID_AREA_LOS, -1, -1};
        bench_loop l = bench_loop_start(0.1);
        bench_series area = {0}, each = {0}, shadow = {0}, rays = {0};
        while (bench_loop_next(&l)) {
            BENCH_SAMPLE(&l, &area, W * H, {
                int *p = m->pairs[i++ % PAIRS];
                tab_grid_area(m->g, m->grid, p[0], p[1], &view, cells, W * H, &n);
                sink += (int32_t)n;
            });
            BENCH_SAMPLE(&l, &each, W * H, {
                int *p = m->pairs[i++ % PAIRS];
                for (int c = 0; c < W * H; c++) {
                    bool b;
                    tab_grid_los(m->g, m->grid, p[0], p[1], c % W, c / W, 0, &b);
                    sink += b;
                }
            });
            BENCH_SAMPLE(&l, &shadow, W * H, {
                int *p = m->pairs[i++ % PAIRS];
                TCOD_map_compute_fov(tmap, p[0], p[1], 0, true, FOV_SYMMETRIC_SHADOWCAST);
                sink += TCOD_map_is_in_fov(tmap, p[2], p[3]);
            });
            BENCH_SAMPLE(&l, &rays, W * H, {
                int *p = m->pairs[i++ % PAIRS];
                TCOD_map_compute_fov(tmap, p[0], p[1], 0, true, FOV_BASIC);
                sink += TCOD_map_is_in_fov(tmap, p[2], p[3]);
            });
        }
        bench_rate_figure("grid flat map: tabula cells in sight (area with LOS)", "cells/s", 1.0,
                          &area);
        bench_rate_figure("grid flat map: tabula line of sight to each cell", "cells/s", 1.0,
                          &each);
        bench_rate_figure("grid flat map: libtcod symmetric shadowcast FOV", "cells/s", 1.0,
                          &shadow);
        bench_rate_figure("grid flat map: libtcod basic (ray) FOV", "cells/s", 1.0, &rays);
        bench_ratio_figure("grid flat map: field of view, tabula / libtcod shadowcast", &area,
                           &shadow);
        bench_ratio_figure("grid flat map: field of view, tabula / libtcod rays", &area, &rays);
        free(cells);
    }
    bench_group("kernel");
    TCOD_dijkstra_delete(td);
    TCOD_path_delete(tp);
    TCOD_map_delete(tmap);
    free(path);
    free(reach);
}
#endif

int main(void)
{
    static map m;
    for (int full = 1; full >= 0; full--) {
        build(&m, full);
        bench_tabula(&m, full ? "full map" : "flat map");
#ifdef TABULA_HAVE_LIBTCOD
        bench_tcod(&m, full);
#endif
        tab_game_free(m.g);
    }
#ifndef TABULA_HAVE_LIBTCOD
    bench_note("libtcod not found (Debian: libtcod-dev): no comparison with it");
#endif
    return sink == 42 ? 1 : 0;
}
