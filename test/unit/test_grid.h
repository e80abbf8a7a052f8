/* test_grid.h - what the grid tests share: maps drawn as text, pieces with a
 * team and a role, and the relation a game would give them. */
#ifndef TABULA_TEST_GRID_H
#define TABULA_TEST_GRID_H

#include "testutil.h"

/* Terrain letters in a drawn map:
 *   .  open (cost 1)          ~  water (cost 2, soft: no fall damage)
 *   T  tree (blocks movement and sight)   o  obstacle (may cross, not end on)
 *   _  gap (open air: leap it or fall in)  L  lava (cost 1; deadly to the game)
 *   #  rock wall cell (blocks movement and sight) */
static inline void define_terrains(tab_game *g, tab_id grid)
{
    assert_ok(tab_grid_define_terrain(g, grid, A(g, "water"), 2, TAB_GRID_T_SOFT));
    assert_ok(tab_grid_define_terrain(g, grid, A(g, "tree"), 1,
                                      TAB_GRID_T_BLOCKS_MOVE | TAB_GRID_T_BLOCKS_LOS));
    assert_ok(tab_grid_define_terrain(g, grid, A(g, "obstacle"), 1, TAB_GRID_T_NO_END));
    assert_ok(tab_grid_define_terrain(g, grid, A(g, "gap"), 1, TAB_GRID_T_GAP));
    assert_ok(tab_grid_define_terrain(g, grid, A(g, "lava"), 1, 0));
    assert_ok(tab_grid_define_terrain(g, grid, A(g, "rock"), 1,
                                      TAB_GRID_T_BLOCKS_MOVE | TAB_GRID_T_BLOCKS_LOS));
}

static inline const char *terrain_name(char c)
{
    switch (c) {
    case '~': return "water";
    case 'T': return "tree";
    case 'o': return "obstacle";
    case '_': return "gap";
    case 'L': return "lava";
    case '#': return "rock";
    default: return "open";
    }
}

/* A grid drawn row by row (north first); heights, when not NULL, drawn the
 * same way with digits. */
static inline tab_id draw_grid(tab_game *g, const char *const *rows, const char *const *heights)
{
    int32_t h = 0, w = (int32_t)strlen(rows[0]);
    while (rows[h])
        h++;
    tab_id grid;
    assert_ok(tab_grid_new(g, w, h, &grid));
    define_terrains(g, grid);
    for (int32_t y = 0; y < h; y++) {
        assert_int_equal((int32_t)strlen(rows[y]), w);
        for (int32_t x = 0; x < w; x++) {
            if (rows[y][x] != '.')
                assert_ok(tab_grid_set_terrain(g, grid, x, y, 1, 1,
                                               A(g, terrain_name(rows[y][x]))));
            if (heights && heights[y][x] != '0')
                assert_ok(tab_grid_set_height(g, grid, x, y, 1, 1, heights[y][x] - '0'));
        }
    }
    return grid;
}

/* Pieces: "team" (int) and "role" (int) properties. */
enum { ROLE_UNIT = 1, ROLE_ITEM = 2, ROLE_OBSTACLE = 3, ROLE_CROWD = 4, ROLE_CAMEO = 5 };

static inline tab_id piece(tab_game *g, tab_id grid, int team, int role, int32_t x, int32_t y,
                    int32_t sight)
{
    tab_id e;
    assert_ok(tab_entity_new(g, A(g, "piece"), &e));
    assert_ok(tab_entity_set(g, e, A(g, "team"), tab_int(team)));
    assert_ok(tab_entity_set(g, e, A(g, "role"), tab_int(role)));
    assert_ok(tab_grid_place(g, grid, e, x, y, sight));
    return e;
}

/* Dragon Tides Sprint / Tile Tactics Move: "You may move through spaces
 * occupied by allies but may not end in one"; "You may move through items
 * and end your move on items"; "You may move over obstacles but you may not
 * end your movement on an obstacle"; "You may not enter or move through
 * spaces occupied by enemies, Cameos, or Crowds." */
static inline uint32_t team_relation(void *ud, tab_game *g, tab_id mover, tab_id occ)
{
    (void)ud;
    tab_atom team = tab_atom_find(g, "team"), role = tab_atom_find(g, "role");
    switch (tab_entity_get_int(g, occ, role, 0)) {
    case ROLE_ITEM: return TAB_GRID_SHARE;
    case ROLE_OBSTACLE: return TAB_GRID_PASS;
    case ROLE_CROWD:
    case ROLE_CAMEO: return TAB_GRID_BLOCK;
    default:
        return tab_entity_get_int(g, occ, team, -1) == tab_entity_get_int(g, mover, team, -2)
                   ? TAB_GRID_PASS
                   : TAB_GRID_BLOCK;
    }
}

/* A game on a counting allocator, for out-of-memory loops. */
static inline tab_game *counted_game(test_allocator *a, uint64_t seed)
{
    memset(a, 0, sizeof *a);
    tab_game *g = tab_game_new(test_alloc, a, seed);
    assert_non_null(g);
    return g;
}

#endif
