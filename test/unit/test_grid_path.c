/* test_grid_path.c - movement on square grids: reachable sets and cheapest
 * paths against the Tile Tactics and Dragon Tides rules, a slow reference
 * search on random maps, tie-breaks, callbacks, misuse and out of memory. */
#include <stdlib.h>

#include "test_grid.h"

#define MAXR 512

/* The reachable set as "x,y:cost/fall" items, in the order returned. */
static const char *reach_str(tab_game *g, tab_id grid, int x, int y,
                             const tab_grid_move_opts *mv)
{
    static char buf[4096];
    tab_grid_reached r[MAXR];
    uint32_t n;
    assert_ok(tab_grid_reachable(g, grid, x, y, mv, r, MAXR, &n));
    assert_true(n <= MAXR);
    buf[0] = 0;
    for (uint32_t i = 0; i < n; i++)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%d,%d:%d/%d", i ? " " : "",
                 r[i].x, r[i].y, r[i].cost, r[i].fall);
    return buf;
}

/* The path as "x,y x,y ...", or "none"; its cost in *cost. */
static const char *path_str(tab_game *g, tab_id grid, int x0, int y0, int x1, int y1,
                            const tab_grid_move_opts *mv, int32_t *cost, int32_t *fall)
{
    static char buf[4096];
    tab_grid_pos p[MAXR];
    uint32_t n;
    assert_ok(tab_grid_path(g, grid, x0, y0, x1, y1, mv, p, MAXR, &n, cost, fall));
    if (n == 0)
        return "none";
    buf[0] = 0;
    for (uint32_t i = 0; i < n; i++)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%d,%d", i ? " " : "", p[i].x,
                 p[i].y);
    return buf;
}

/* The cost of reaching (x, y), or -1. */
static int32_t cost_to(tab_game *g, tab_id grid, int x0, int y0, int x, int y,
                       const tab_grid_move_opts *mv, int32_t *fall)
{
    tab_grid_reached r[MAXR];
    uint32_t n;
    assert_ok(tab_grid_reachable(g, grid, x0, y0, mv, r, MAXR, &n));
    for (uint32_t i = 0; i < n && i < MAXR; i++)
        if (r[i].x == x && r[i].y == y) {
            if (fall)
                *fall = r[i].fall;
            return r[i].cost;
        }
    return -1;
}

/* Tile Tactics: "Movement cost double when on Water tile." */
static void test_water(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    const char *rows[] = {".~~~..", "......", NULL};
    tab_id grid = draw_grid(g, rows, NULL);
    tab_grid_move_opts mv = {.budget = -1};
    assert_int_equal(cost_to(g, grid, 0, 0, 1, 0, &mv, NULL), 2);
    assert_int_equal(cost_to(g, grid, 0, 0, 2, 0, &mv, NULL), 4);
    /* Through the water would cost 2 + 2 + 2 + 1 = 7; around, 6. */
    int32_t cost, fall;
    assert_string_equal(path_str(g, grid, 0, 0, 4, 0, &mv, &cost, &fall),
                        "0,0 0,1 1,1 2,1 3,1 4,1 4,0");
    assert_int_equal(cost, 6);
    assert_int_equal(fall, 0);
    tab_game_free(g);
}

/* Dragon Tides Sprint and Tile Tactics Move: who may be crossed, who ended on. */
static void test_occupants(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    const char *rows[] = {"..........", NULL};
    tab_id grid = draw_grid(g, rows, NULL);
    tab_id hero = piece(g, grid, 1, ROLE_UNIT, 0, 0, 1);
    piece(g, grid, 1, ROLE_UNIT, 1, 0, 1);     /* an ally: cross, not end */
    piece(g, grid, 0, ROLE_ITEM, 2, 0, 0);     /* an item: cross and end */
    piece(g, grid, 0, ROLE_OBSTACLE, 3, 0, 0); /* an obstacle: cross, not end */
    piece(g, grid, 2, ROLE_UNIT, 5, 0, 1);     /* an enemy: neither */
    tab_grid_move_opts mv = {.mover = hero, .budget = 10, .relation = team_relation};
    assert_string_equal(reach_str(g, grid, 0, 0, &mv), "0,0:0/0 2,0:2/0 4,0:4/0");
    /* Without a relation every occupant blocks; the mover never blocks itself. */
    mv.relation = NULL;
    assert_string_equal(reach_str(g, grid, 0, 0, &mv), "0,0:0/0");
    /* "You may not enter or move through spaces occupied by enemies, Cameos,
     * or Crowds." */
    tab_game_free(g);
    g = new_game(1);
    const char *rows2[] = {".....", ".....", NULL};
    grid = draw_grid(g, rows2, NULL);
    hero = piece(g, grid, 1, ROLE_UNIT, 0, 0, 1);
    piece(g, grid, 0, ROLE_CROWD, 1, 0, 1);
    piece(g, grid, 0, ROLE_CAMEO, 1, 1, 0);
    mv = (tab_grid_move_opts){.mover = hero, .budget = -1, .relation = team_relation};
    assert_string_equal(reach_str(g, grid, 0, 0, &mv), "0,0:0/0 0,1:1/0");
    tab_game_free(g);
}

/* Dragon Tides: "You may move over obstacles but you may not end your
 * movement on an obstacle." - as terrain this time. */
static void test_obstacle_terrain(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    const char *rows[] = {".oo..", NULL};
    tab_id grid = draw_grid(g, rows, NULL);
    tab_grid_move_opts mv = {.budget = 3};
    assert_string_equal(reach_str(g, grid, 0, 0, &mv), "0,0:0/0 3,0:3/0");
    assert_string_equal(path_str(g, grid, 0, 0, 1, 0, &mv, NULL, NULL), "none");
    tab_game_free(g);
}

/* Dragon Tides: "Characters can move into spaces containing a wall, as long
 * as the center of that space is on the correct side of the wall. Characters
 * cannot move across walls." The wall through the north part of (1, 1) lies
 * on its north edge: its centre is on the south side. */
static void test_wall_cell(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 3, 3, &grid));
    assert_ok(tab_grid_set_edge(g, grid, 1, 1, TAB_GRID_N, TAB_GRID_WALL));
    tab_grid_move_opts mv = {.budget = 1};
    int32_t cost;
    /* From the south: one step in. */
    assert_string_equal(path_str(g, grid, 1, 2, 1, 1, &mv, &cost, NULL), "1,2 1,1");
    assert_int_equal(cost, 1);
    /* From the north: not across the wall; a Take a Step cannot get there. */
    assert_string_equal(path_str(g, grid, 1, 0, 1, 1, &mv, &cost, NULL), "none");
    assert_int_equal(cost, -1);
    mv.budget = -1;
    assert_string_equal(path_str(g, grid, 1, 0, 1, 1, &mv, &cost, NULL), "1,0 2,0 2,1 1,1");
    assert_int_equal(cost, 3);
    /* The wall touches the corners of (1, 1): no slipping past diagonally. */
    mv.flags = TAB_GRID_DIAGONAL;
    assert_string_equal(path_str(g, grid, 0, 0, 1, 1, &mv, &cost, NULL), "0,0 0,1 1,1");
    /* E comes before SE: round the west side, then through (1, 1). */
    assert_string_equal(path_str(g, grid, 0, 0, 2, 2, &mv, &cost, NULL), "0,0 0,1 1,1 2,2");
    assert_string_equal(path_str(g, grid, 1, 2, 2, 1, &mv, &cost, NULL), "1,2 2,1");
    tab_game_free(g);
}

/* Dragon Tides: "You may not cross walls or closed doors." */
static void test_doors(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 3, 1, &grid));
    tab_grid_move_opts mv = {.budget = -1};
    struct { tab_grid_edge e; const char *want; } cases[] = {
        {TAB_GRID_DOOR_OPEN, "0,0:0/0 1,0:1/0 2,0:2/0"},
        {TAB_GRID_DOOR_CLOSED, "0,0:0/0 1,0:1/0"},
        {TAB_GRID_DOOR_LOCKED, "0,0:0/0 1,0:1/0"},
        {TAB_GRID_WALL, "0,0:0/0 1,0:1/0"},
        {TAB_GRID_EDGE_NONE, "0,0:0/0 1,0:1/0 2,0:2/0"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        assert_ok(tab_grid_set_edge(g, grid, 1, 0, TAB_GRID_E, cases[i].e));
        assert_string_equal(reach_str(g, grid, 0, 0, &mv), cases[i].want);
    }
    tab_game_free(g);
}

/* Tile Tactics Jump and falls. */
static void test_heights(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    const char *rows[] = {"......", NULL};
    const char *hts[] = {"012304", NULL};
    tab_id grid = draw_grid(g, rows, hts);
    /* "Vertical limit of what tiles you can Move up to." "Vertical movement
     * does not consume Move unless otherwise stated." */
    tab_grid_move_opts mv = {.budget = -1, .jump = 1};
    assert_string_equal(reach_str(g, grid, 0, 0, &mv), "0,0:0/0 1,0:1/0 2,0:2/0 3,0:3/0");
    mv.jump = 0;
    assert_string_equal(reach_str(g, grid, 0, 0, &mv), "0,0:0/0");
    /* "Voluntarily falling only causes Fall Damage after the equivalent of
     * your Jump height": dropping 3 with jump 1 takes 2. */
    mv = (tab_grid_move_opts){.budget = -1, .jump = 1, .flags = TAB_GRID_FALLS};
    assert_string_equal(reach_str(g, grid, 0, 0, &mv),
                        "0,0:0/0 1,0:1/0 2,0:2/0 3,0:3/0 4,0:4/2");
    /* From the top, jump 3: dropping 3 is free; climbing 4 is not allowed. */
    mv.jump = 3;
    assert_string_equal(reach_str(g, grid, 3, 0, &mv),
                        "0,0:3/0 1,0:2/0 2,0:1/0 3,0:0/0 4,0:1/0");
    mv.jump = 4;
    assert_string_equal(reach_str(g, grid, 3, 0, &mv),
                        "0,0:3/0 1,0:2/0 2,0:1/0 3,0:0/0 4,0:1/0 5,0:2/0");
    mv.jump = 2;
    assert_string_equal(reach_str(g, grid, 3, 0, &mv), "0,0:3/0 1,0:2/0 2,0:1/0 3,0:0/0 4,0:1/1");
    tab_game_free(g);

    /* "Water prevents fall damage." */
    g = new_game(1);
    const char *rows2[] = {"..~", NULL};
    const char *hts2[] = {"300", NULL};
    grid = draw_grid(g, rows2, hts2);
    mv = (tab_grid_move_opts){.budget = -1, .flags = TAB_GRID_FALLS};
    assert_string_equal(reach_str(g, grid, 0, 0, &mv), "0,0:0/0 1,0:1/3 2,0:3/3");
    int32_t cost, fall;
    assert_string_equal(path_str(g, grid, 0, 0, 2, 0, &mv, &cost, &fall), "0,0 1,0 2,0");
    assert_int_equal(fall, 3);
    /* Among equal costs the fewest fall tiles: into the water first. */
    tab_game_free(g);
    g = new_game(1);
    const char *rows3[] = {"...", ".~.", NULL};
    const char *hts3[] = {"300", "300", NULL};
    grid = draw_grid(g, rows3, hts3);
    assert_ok(tab_grid_define_terrain(g, grid, A(g, "water"), 1, TAB_GRID_T_SOFT));
    assert_string_equal(path_str(g, grid, 0, 0, 2, 1, &mv, &cost, &fall), "0,0 0,1 1,1 2,1");
    assert_int_equal(cost, 3);
    assert_int_equal(fall, 0);
    assert_string_equal(reach_str(g, grid, 0, 0, &mv),
                        "0,0:0/0 1,0:1/3 2,0:2/3 0,1:1/0 1,1:2/0 2,1:3/0");
    tab_game_free(g);
}

/* Tile Tactics: "You may leap across gaps the distance of 1 tile. The empty
 * tile you are crossing counts towards your Move total." */
static void test_leap(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    const char *rows[] = {"._..__.", NULL};
    tab_id grid = draw_grid(g, rows, NULL);
    tab_grid_move_opts mv = {.budget = -1};
    assert_string_equal(reach_str(g, grid, 0, 0, &mv), "0,0:0/0");
    mv.flags = TAB_GRID_LEAP;
    assert_string_equal(reach_str(g, grid, 0, 0, &mv), "0,0:0/0 2,0:2/0 3,0:3/0");
    int32_t cost;
    assert_string_equal(path_str(g, grid, 0, 0, 3, 0, &mv, &cost, NULL), "0,0 2,0 3,0");
    assert_int_equal(cost, 3);
    /* A wall on either half stops the leap. */
    assert_ok(tab_grid_set_edge(g, grid, 1, 0, TAB_GRID_E, TAB_GRID_WALL));
    assert_string_equal(reach_str(g, grid, 0, 0, &mv), "0,0:0/0");
    tab_game_free(g);

    /* A gap between two towers: lower than both. A tree is not a gap. */
    g = new_game(1);
    const char *rows2[] = {"....T..", NULL};
    const char *hts2[] = {"2022022", NULL};
    grid = draw_grid(g, rows2, hts2);
    mv = (tab_grid_move_opts){.budget = -1, .flags = TAB_GRID_LEAP};
    assert_string_equal(reach_str(g, grid, 0, 0, &mv), "0,0:0/0 2,0:2/0 3,0:3/0");
    /* With a jump of 2, walking down and up is as cheap; the step comes
     * before the leap in the same direction. */
    mv.jump = 2;
    assert_string_equal(path_str(g, grid, 0, 0, 2, 0, &mv, &cost, NULL), "0,0 1,0 2,0");
    assert_int_equal(cost, 2);
    /* Water in the gap costs more to wade than the leap. */
    assert_ok(tab_grid_set_terrain(g, grid, 1, 0, 1, 1, A(g, "water")));
    assert_string_equal(path_str(g, grid, 0, 0, 2, 0, &mv, &cost, NULL), "0,0 2,0");
    assert_int_equal(cost, 2);
    tab_game_free(g);
}

static void test_diagonal(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    const char *rows[] = {"....", ".#..", "....", NULL};
    tab_id grid = draw_grid(g, rows, NULL);
    tab_grid_move_opts mv = {.budget = -1, .flags = TAB_GRID_DIAGONAL};
    int32_t cost;
    /* A blocking cell beside the corner does not stop a diagonal step. */
    assert_string_equal(path_str(g, grid, 0, 0, 2, 2, &mv, &cost, NULL), "0,0 1,0 2,1 2,2");
    assert_int_equal(cost, 3);
    assert_string_equal(path_str(g, grid, 2, 2, 0, 0, &mv, &cost, NULL), "2,2 2,1 1,0 0,0");
    assert_string_equal(path_str(g, grid, 0, 2, 3, 0, &mv, &cost, NULL), "0,2 1,2 2,1 3,0");
    tab_game_free(g);
}

/* Every tie broken the documented way: first steps first clockwise from N. */
static void test_tie_breaks(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 3, 3, &grid));
    tab_grid_move_opts mv = {.budget = -1};
    assert_string_equal(path_str(g, grid, 0, 0, 2, 2, &mv, NULL, NULL), "0,0 1,0 2,0 2,1 2,2");
    assert_string_equal(path_str(g, grid, 2, 2, 0, 0, &mv, NULL, NULL), "2,2 2,1 2,0 1,0 0,0");
    assert_string_equal(path_str(g, grid, 0, 2, 2, 0, &mv, NULL, NULL), "0,2 0,1 0,0 1,0 2,0");
    assert_string_equal(path_str(g, grid, 2, 0, 0, 2, &mv, NULL, NULL), "2,0 2,1 2,2 1,2 0,2");
    assert_string_equal(path_str(g, grid, 1, 1, 1, 1, &mv, NULL, NULL), "1,1");
    /* The reachable set: row by row. */
    mv.budget = 2;
    assert_string_equal(reach_str(g, grid, 1, 1, &mv),
                        "0,0:2/0 1,0:1/0 2,0:2/0 0,1:1/0 1,1:0/0 2,1:1/0 0,2:2/0 1,2:1/0 2,2:2/0");
    mv = (tab_grid_move_opts){.budget = -1, .flags = TAB_GRID_DIAGONAL};
    assert_string_equal(path_str(g, grid, 0, 1, 2, 1, &mv, NULL, NULL), "0,1 1,0 2,1");
    tab_game_free(g);
}

/* The per-step callback: ladders, what only a script knows. */
typedef struct ladder {
    int x, y, calls;
    bool mutate;
} ladder;

static int32_t ladder_step(void *ud, tab_game *g, const tab_grid_step_info *s)
{
    ladder *l = ud;
    l->calls++;
    if (l->mutate)
        tab_event_emit(g, A(g, "oops"), 0, 0, 0, 0, 0);
    /* "Ladders are presumed to reach top of the terrain they are leaning
     * against without additional Jump." */
    if (s->to.x == l->x && s->to.y == l->y)
        return s->cost < 0 ? 1 : s->cost;
    /* Lava: never walked into by this mover. */
    tab_atom t;
    assert_ok(tab_grid_terrain_at(g, s->grid, s->to.x, s->to.y, &t));
    if (t == tab_atom_find(g, "lava"))
        return -1;
    /* Wading costs 3 here; the kernel's cost otherwise, leaps raised to 2. */
    return t == tab_atom_find(g, "water") ? 3 : s->leap ? 0 : s->cost;
}

static void test_step_callback(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    const char *rows[] = {"...L~..", NULL};
    const char *hts[] = {"0300000", NULL};
    tab_id grid = draw_grid(g, rows, hts);
    ladder l = {1, 0, 0, false};
    tab_grid_move_opts mv = {.budget = -1, .jump = 0, .flags = TAB_GRID_FALLS,
                             .step = ladder_step, .step_ud = &l};
    assert_string_equal(reach_str(g, grid, 0, 0, &mv), "0,0:0/0 1,0:1/0 2,0:2/3");
    assert_true(l.calls > 0);
    /* No leaps here: no cell is lower than both its neighbours. */
    mv.flags |= TAB_GRID_LEAP;
    assert_string_equal(reach_str(g, grid, 0, 0, &mv), "0,0:0/0 1,0:1/0 2,0:2/3");
    assert_ok(tab_grid_set_terrain(g, grid, 3, 0, 1, 1, A(g, "open")));
    assert_string_equal(reach_str(g, grid, 0, 0, &mv),
                        "0,0:0/0 1,0:1/0 2,0:2/3 3,0:3/3 4,0:6/3 5,0:7/3 6,0:8/3");
    /* A callback that changes the game ends the search. */
    l.mutate = true;
    tab_grid_reached r[8];
    uint32_t n;
    assert_int_equal(tab_grid_reachable(g, grid, 0, 0, &mv, r, 8, &n), TAB_EMISUSE);
    assert_true(strstr(tab_game_error(g), "callback") != NULL);
    tab_grid_pos p[8];
    assert_int_equal(tab_grid_path(g, grid, 0, 0, 5, 0, &mv, p, 8, &n, NULL, NULL), TAB_EMISUSE);
    tab_game_free(g);
}

static uint32_t mutating_relation(void *ud, tab_game *g, tab_id mover, tab_id occ)
{
    (void)ud;
    (void)mover;
    (void)occ;
    tab_event_emit(g, A(g, "oops"), 0, 0, 0, 0, 0);
    return TAB_GRID_SHARE;
}

static void test_misuse(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 4, 4, &grid));
    tab_id thing = piece(g, grid, 1, ROLE_UNIT, 2, 2, 0);
    tab_grid_move_opts mv = {.budget = -1};
    tab_grid_reached r[4];
    tab_grid_pos p[4];
    uint32_t n;
    int32_t cost = 7, fall = 7;
    assert_int_equal(tab_grid_reachable(g, grid, 0, 0, NULL, r, 4, &n), TAB_EMISUSE);
    assert_int_equal(tab_grid_reachable(g, grid, 0, 0, &mv, NULL, 4, &n), TAB_EMISUSE);
    assert_int_equal(tab_grid_reachable(g, grid, 0, 0, &mv, r, 4, NULL), TAB_EMISUSE);
    assert_int_equal(tab_grid_reachable(g, grid, 4, 0, &mv, r, 4, &n), TAB_EINVAL);
    assert_int_equal(tab_grid_path(g, grid, 0, 0, 0, 4, &mv, p, 4, &n, NULL, NULL), TAB_EINVAL);
    assert_int_equal(tab_grid_path(g, grid, 0, 0, 1, 1, NULL, p, 4, &n, NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_grid_path(g, grid, 0, 0, 1, 1, &mv, NULL, 4, &n, NULL, NULL),
                     TAB_EMISUSE);
    mv.jump = -1;
    assert_int_equal(tab_grid_reachable(g, grid, 0, 0, &mv, r, 4, &n), TAB_EINVAL);
    mv.jump = 0;
    mv.flags = 0x100;
    assert_int_equal(tab_grid_path(g, grid, 0, 0, 1, 1, &mv, p, 4, &n, NULL, NULL), TAB_EINVAL);
    mv.flags = 0;
    mv.mover = 999;
    assert_int_equal(tab_grid_reachable(g, grid, 0, 0, &mv, r, 4, &n), TAB_ENOTFOUND);
    mv.mover = 0;
    mv.relation = mutating_relation;
    assert_int_equal(tab_grid_reachable(g, grid, 0, 0, &mv, r, 4, &n), TAB_EMISUSE);
    mv.relation = NULL;
    /* Too small a buffer: the count, and the first cap. */
    assert_ok(tab_grid_reachable(g, grid, 0, 0, &mv, r, 2, &n));
    assert_int_equal(n, 15);
    assert_int_equal(r[1].cost, 1);
    assert_ok(tab_grid_path(g, grid, 0, 0, 3, 3, &mv, p, 2, &n, &cost, &fall));
    assert_int_equal(n, 7);
    assert_int_equal(cost, 6);
    assert_int_equal(p[1].x, 1);
    assert_ok(tab_grid_path(g, grid, 0, 0, 3, 3, &mv, NULL, 0, &n, NULL, NULL));
    assert_int_equal(n, 7);
    /* No way to an occupied cell. */
    assert_ok(tab_grid_path(g, grid, 0, 0, 2, 2, &mv, p, 4, &n, &cost, &fall));
    assert_int_equal(n, 0);
    assert_int_equal(cost, -1);
    assert_int_equal(fall, -1);
    /* Unless it is the mover's own cell. */
    mv.mover = thing;
    assert_ok(tab_grid_path(g, grid, 2, 2, 2, 2, &mv, p, 4, &n, &cost, &fall));
    assert_int_equal(n, 1);
    assert_int_equal(cost, 0);
    tab_game_free(g);
}

/* ---- A slow reference: Bellman-Ford over the documented rules --------- */

typedef struct ref {
    int w, h;
    int32_t height[256], cost[256];
    uint32_t tflags[256], allow[256];
    tab_grid_edge east[256], south[256];
} ref;

static void ref_build(tab_game *g, tab_id grid, const tab_grid_move_opts *mv, ref *R)
{
    assert_ok(tab_grid_size(g, grid, &R->w, &R->h));
    assert_true(R->w * R->h <= 256);
    for (int y = 0; y < R->h; y++)
        for (int x = 0; x < R->w; x++) {
            int c = y * R->w + x;
            tab_atom t;
            assert_ok(tab_grid_terrain_at(g, grid, x, y, &t));
            assert_ok(tab_grid_terrain_info(g, grid, t, &R->cost[c], &R->tflags[c]));
            assert_ok(tab_grid_height_at(g, grid, x, y, &R->height[c]));
            assert_ok(tab_grid_edge_at(g, grid, x, y, TAB_GRID_E, &R->east[c]));
            assert_ok(tab_grid_edge_at(g, grid, x, y, TAB_GRID_S, &R->south[c]));
            uint32_t a = TAB_GRID_SHARE;
            if (R->tflags[c] & (TAB_GRID_T_BLOCKS_MOVE | TAB_GRID_T_GAP))
                a = 0;
            if (R->tflags[c] & TAB_GRID_T_NO_END)
                a &= ~TAB_GRID_END;
            tab_id occ[16];
            uint32_t n;
            assert_ok(tab_grid_occupants(g, grid, x, y, occ, 16, &n));
            for (uint32_t i = 0; i < n; i++)
                if (occ[i] != mv->mover)
                    a &= mv->relation ? mv->relation(NULL, g, mv->mover, occ[i]) : 0;
            R->allow[c] = a;
        }
}

static bool ref_shut(tab_grid_edge e)
{
    return e == TAB_GRID_WALL || e == TAB_GRID_DOOR_CLOSED || e == TAB_GRID_DOOR_LOCKED;
}

/* The edge between orthogonal neighbours a and b (cell indices). */
static bool ref_edge_shut(const ref *R, int ax, int ay, int bx, int by)
{
    if (bx < ax || by < ay)
        return ref_edge_shut(R, bx, by, ax, ay);
    return ref_shut(bx > ax ? R->east[ay * R->w + ax] : R->south[ay * R->w + ax]);
}

static bool ref_step_open(const ref *R, int x, int y, int dx, int dy)
{
    if (!dx || !dy)
        return !ref_edge_shut(R, x, y, x + dx, y + dy);
    return !ref_edge_shut(R, x, y, x + dx, y) && !ref_edge_shut(R, x, y, x, y + dy) &&
           !ref_edge_shut(R, x + dx, y, x + dx, y + dy) &&
           !ref_edge_shut(R, x, y + dy, x + dx, y + dy);
}

static const int DX[8] = {0, 1, 1, 1, 0, -1, -1, -1}, DY[8] = {-1, -1, 0, 1, 1, 1, 0, -1};

/* The move from (x, y) by direction d (a leap when leap): false when
 * refused; else its landing cell and (cost, fall). */
static bool ref_move(tab_game *g, tab_id grid, const ref *R, const tab_grid_move_opts *mv,
                     int x, int y, int d, int leap, int *to, int64_t *cost, int64_t *fall)
{
    int n = leap ? 2 : 1, tx = x + n * DX[d], ty = y + n * DY[d];
    if (tx < 0 || ty < 0 || tx >= R->w || ty >= R->h)
        return false;
    if (!ref_step_open(R, x, y, DX[d], DY[d]))
        return false;
    int from = y * R->w + x, dest = ty * R->w + tx;
    if (leap) {
        int mx = x + DX[d], my = y + DY[d], m = my * R->w + mx;
        if (!ref_step_open(R, mx, my, DX[d], DY[d]))
            return false;
        bool gap = (R->tflags[m] & TAB_GRID_T_GAP) ||
                   (!(R->tflags[m] & TAB_GRID_T_BLOCKS_MOVE) && R->height[m] < R->height[from] &&
                    R->height[m] < R->height[dest]);
        if (!gap)
            return false;
    }
    int rise = R->height[dest] - R->height[from];
    bool ok = rise <= mv->jump && (-rise <= mv->jump || (mv->flags & TAB_GRID_FALLS));
    int64_t c = R->cost[dest] + leap;
    if (mv->step) {
        tab_grid_step_info info = {grid, mv->mover, {x, y}, {tx, ty}, rise, leap != 0,
                                   ok ? (int32_t)c : -1};
        int32_t r = mv->step(mv->step_ud, g, &info);
        if (r < 0)
            return false;
        c = r < n ? n : r;
    } else if (!ok)
        return false;
    *to = dest;
    *cost = c;
    *fall = -rise > mv->jump && !(R->tflags[dest] & TAB_GRID_T_SOFT) ? -rise - mv->jump : 0;
    return true;
}

static bool less(int64_t c1, int64_t f1, int64_t c2, int64_t f2)
{
    return c1 < c2 || (c1 == c2 && f1 < f2);
}

#define INF INT64_MAX

/* Forward distances from s. */
static void ref_forward(tab_game *g, tab_id grid, const ref *R, const tab_grid_move_opts *mv,
                        int s, int64_t *dc, int64_t *df)
{
    int cells = R->w * R->h, dstep = (mv->flags & TAB_GRID_DIAGONAL) ? 1 : 2;
    for (int c = 0; c < cells; c++)
        dc[c] = df[c] = INF;
    dc[s] = df[s] = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (int u = 0; u < cells; u++) {
            if (dc[u] == INF || (u != s && !(R->allow[u] & TAB_GRID_PASS)))
                continue;
            for (int d = 0; d < 8; d += dstep)
                for (int leap = 0; leap <= ((mv->flags & TAB_GRID_LEAP) != 0); leap++) {
                    int v;
                    int64_t c, f;
                    if (!ref_move(g, grid, R, mv, u % R->w, u / R->w, d, leap, &v, &c, &f) ||
                        !(R->allow[v] & TAB_GRID_SHARE) || v == s)
                        continue;
                    c += dc[u];
                    f += df[u];
                    if ((mv->budget < 0 || c <= mv->budget) && less(c, f, dc[v], df[v])) {
                        dc[v] = c;
                        df[v] = f;
                        changed = true;
                    }
                }
        }
    }
}

/* Distances to t (over moves from s or crossable cells), then the walk. */
static int ref_path(tab_game *g, tab_id grid, const ref *R, const tab_grid_move_opts *mv, int s,
                    int t, int *path, int64_t *cost, int64_t *fall)
{
    int cells = R->w * R->h, dstep = (mv->flags & TAB_GRID_DIAGONAL) ? 1 : 2;
    int leaps = (mv->flags & TAB_GRID_LEAP) != 0;
    int64_t dc[256], df[256];
    for (int c = 0; c < cells; c++)
        dc[c] = df[c] = INF;
    if (t != s && !(R->allow[t] & TAB_GRID_END))
        return 0;
    dc[t] = df[t] = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (int u = 0; u < cells; u++) {
            if (u == t || (u != s && !(R->allow[u] & TAB_GRID_PASS)))
                continue;
            for (int d = 0; d < 8; d += dstep)
                for (int leap = 0; leap <= leaps; leap++) {
                    int v;
                    int64_t c, f;
                    if (!ref_move(g, grid, R, mv, u % R->w, u / R->w, d, leap, &v, &c, &f) ||
                        dc[v] == INF || v == s || (v != t && !(R->allow[v] & TAB_GRID_PASS)))
                        continue;
                    if (less(c + dc[v], f + df[v], dc[u], df[u])) {
                        dc[u] = c + dc[v];
                        df[u] = f + df[v];
                        changed = true;
                    }
                }
        }
    }
    if (dc[s] == INF || (mv->budget >= 0 && dc[s] > mv->budget))
        return 0;
    *cost = dc[s];
    *fall = df[s];
    int n = 0, u = s;
    path[n++] = s;
    while (u != t) {
        int next = -1;
        for (int d = 0; d < 8 && next < 0; d += dstep)
            for (int leap = 0; leap <= leaps && next < 0; leap++) {
                int v;
                int64_t c, f;
                if (ref_move(g, grid, R, mv, u % R->w, u / R->w, d, leap, &v, &c, &f) &&
                    dc[v] != INF && v != s && (v == t || (R->allow[v] & TAB_GRID_PASS)) &&
                    dc[v] + c == dc[u] && df[v] + f == df[u])
                    next = v;
            }
        assert_true(next >= 0);
        path[n++] = u = next;
    }
    return n;
}

static int32_t random_step(void *ud, tab_game *g, const tab_grid_step_info *s)
{
    (void)g;
    int k = *(int *)ud;
    int h = (s->from.x * 7 + s->from.y * 3 + s->to.x * 5 + s->to.y * 11 + k) % 9;
    if (h == 0)
        return -1;                            /* refused */
    if (h == 1 && s->cost < 0)
        return 1;                             /* a ladder */
    return s->cost < 0 ? -1 : s->cost + (h == 2 ? 2 : 0) - (h == 3 && s->leap ? 5 : 0);
}

static void test_against_reference(void **state)
{
    (void)state;
    srand(12345);
    const char terr[] = "......~~To_L#";
    int checked_paths = 0;
    for (int round = 0; round < 300; round++) {
        tab_game *g = new_game((uint64_t)round);
        int w = 2 + rand() % 10, h = 1 + rand() % 9;
        tab_id grid;
        assert_ok(tab_grid_new(g, w, h, &grid));
        define_terrains(g, grid);
        if (rand() % 2)
            assert_ok(tab_grid_define_terrain(g, grid, A(g, "water"), 1 + rand() % 3,
                                              (uint32_t)(rand() % 2) * TAB_GRID_T_SOFT));
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                char c = terr[rand() % (int)(sizeof terr - 1)];
                if (c != '.')
                    assert_ok(tab_grid_set_terrain(g, grid, x, y, 1, 1, A(g, terrain_name(c))));
                if (rand() % 3)
                    assert_ok(tab_grid_set_height(g, grid, x, y, 1, 1, rand() % 4));
                if (x + 1 < w && rand() % 6 == 0)
                    assert_ok(tab_grid_set_edge(g, grid, x, y, TAB_GRID_E,
                                                (tab_grid_edge)(1 + rand() % 4)));
                if (y + 1 < h && rand() % 6 == 0)
                    assert_ok(tab_grid_set_edge(g, grid, x, y, TAB_GRID_S,
                                                (tab_grid_edge)(1 + rand() % 4)));
            }
        int sx = rand() % w, sy = rand() % h;
        tab_id mover = piece(g, grid, 1, ROLE_UNIT, sx, sy, 1);
        for (int k = rand() % 6; k > 0; k--)
            piece(g, grid, 1 + rand() % 2, 1 + rand() % 5, rand() % w, rand() % h, 1);
        int salt = rand();
        tab_grid_move_opts mv = {
            .mover = rand() % 4 ? mover : TAB_ID_NONE,
            .budget = rand() % 3 ? -1 : rand() % 12,
            .jump = rand() % 3,
            .flags = (rand() % 2 ? TAB_GRID_DIAGONAL : 0) | (rand() % 2 ? TAB_GRID_FALLS : 0) |
                     (rand() % 2 ? TAB_GRID_LEAP : 0),
            .relation = rand() % 4 ? team_relation : NULL,
            .step = rand() % 4 ? NULL : random_step,
            .step_ud = &salt,
        };
        ref R;
        ref_build(g, grid, &mv, &R);
        int s = sy * w + sx;
        /* The reachable set. */
        int64_t dc[256], df[256];
        ref_forward(g, grid, &R, &mv, s, dc, df);
        tab_grid_reached r[256];
        uint32_t n;
        assert_ok(tab_grid_reachable(g, grid, sx, sy, &mv, r, 256, &n));
        uint32_t want = 0;
        for (int c = 0; c < w * h; c++)
            want += dc[c] != INF && (c == s || (R.allow[c] & TAB_GRID_END));
        assert_int_equal(n, want);
        for (uint32_t i = 0; i < n; i++) {
            int c = r[i].y * w + r[i].x;
            assert_int_equal(r[i].cost, dc[c]);
            assert_int_equal(r[i].fall, df[c]);
            if (i) /* row by row */
                assert_true(r[i - 1].y * w + r[i - 1].x < c);
        }
        /* Paths to every cell. */
        for (int t = 0; t < w * h; t++) {
            int rp[256];
            int64_t rc = -1, rf = -1;
            int rn = ref_path(g, grid, &R, &mv, s, t, rp, &rc, &rf);
            tab_grid_pos p[256];
            int32_t cost, fall;
            assert_ok(tab_grid_path(g, grid, sx, sy, t % w, t / w, &mv, p, 256, &n, &cost, &fall));
            assert_int_equal(n, rn);
            if (!rn) {
                assert_int_equal(cost, -1);
                continue;
            }
            checked_paths++;
            assert_int_equal(cost, rc);
            assert_int_equal(fall, rf);
            /* The path's cost is the set's cost to that cell, when it may stop there. */
            if (t == s || (R.allow[t] & TAB_GRID_END))
                assert_int_equal(cost, dc[t]);
            for (int i = 0; i < rn; i++) {
                assert_int_equal(p[i].x, rp[i] % w);
                assert_int_equal(p[i].y, rp[i] / w);
            }
        }
        tab_game_free(g);
    }
    assert_true(checked_paths > 1000);
}

/* Same calls, same answers, and queries change nothing. */
static void test_deterministic(void **state)
{
    (void)state;
    tab_game *g = new_game(9);
    const char *rows[] = {"..~~....", ".T..o...", "...._...", "..L.....", NULL};
    const char *hts[] = {"00011222", "00011222", "00000111", "00000000", NULL};
    tab_id grid = draw_grid(g, rows, hts);
    tab_id hero = piece(g, grid, 1, ROLE_UNIT, 0, 0, 1);
    piece(g, grid, 1, ROLE_UNIT, 1, 0, 1);
    piece(g, grid, 2, ROLE_UNIT, 5, 3, 1);
    tab_grid_move_opts mv = {.mover = hero, .budget = 9, .jump = 1,
                             .flags = TAB_GRID_FALLS | TAB_GRID_LEAP,
                             .relation = team_relation};
    uint64_t h0 = hash_of(g), ev0 = tab_event_end(g);
    char first[4096];
    snprintf(first, sizeof first, "%s", reach_str(g, grid, 0, 0, &mv));
    char path[4096];
    snprintf(path, sizeof path, "%s", path_str(g, grid, 0, 0, 7, 0, &mv, NULL, NULL));
    for (int i = 0; i < 5; i++) {
        assert_string_equal(reach_str(g, grid, 0, 0, &mv), first);
        assert_string_equal(path_str(g, grid, 0, 0, 7, 0, &mv, NULL, NULL), path);
    }
    assert_int_equal(hash_of(g), h0);
    assert_int_equal(tab_event_end(g), ev0);
    tab_game_free(g);
}

static void test_oom(void **state)
{
    (void)state;
    test_allocator al;
    tab_game *g = counted_game(&al, 1);
    const char *rows[] = {"........", ".T..o...", "...._...", "........", NULL};
    tab_id grid = draw_grid(g, rows, NULL);
    tab_id hero = piece(g, grid, 1, ROLE_UNIT, 0, 0, 1);
    tab_grid_move_opts mv = {.mover = hero, .budget = -1, .flags = TAB_GRID_LEAP,
                             .relation = team_relation};
    tab_grid_reached r[64];
    tab_grid_pos p[64];
    uint32_t n;
    int failures = 0;
    for (long k = 1;; k++) {
        al.count = 0;
        al.fail_at = k;
        tab_status s = tab_grid_reachable(g, grid, 0, 0, &mv, r, 64, &n);
        al.fail_at = 0;
        if (s == TAB_OK)
            break;
        assert_int_equal(s, TAB_ENOMEM);
        failures++;
    }
    assert_int_equal(n, 29); /* all but the tree, the obstacle and the gap */
    for (long k = 1;; k++) {
        al.count = 0;
        al.fail_at = k;
        tab_status s = tab_grid_path(g, grid, 0, 0, 7, 3, &mv, p, 64, &n, NULL, NULL);
        al.fail_at = 0;
        if (s == TAB_OK)
            break;
        assert_int_equal(s, TAB_ENOMEM);
        failures++;
    }
    assert_int_equal(n, 11);
    assert_true(failures >= 3);
    tab_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_water),          cmocka_unit_test(test_occupants),
        cmocka_unit_test(test_obstacle_terrain), cmocka_unit_test(test_wall_cell),
        cmocka_unit_test(test_doors),          cmocka_unit_test(test_heights),
        cmocka_unit_test(test_leap),           cmocka_unit_test(test_diagonal),
        cmocka_unit_test(test_tie_breaks),     cmocka_unit_test(test_step_callback),
        cmocka_unit_test(test_misuse),         cmocka_unit_test(test_against_reference),
        cmocka_unit_test(test_deterministic),  cmocka_unit_test(test_oom),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
