/* test_grid_los.c - line of sight on square grids: Dragon Tides doors,
 * walls and crowds, corners, Tile Tactics heights, and a reference that
 * tests every cell, edge and corner of the map against the segment. */
#include <stdlib.h>

#include "test_grid.h"

static bool sees(tab_game *g, tab_id grid, int x0, int y0, int x1, int y1, uint32_t flags)
{
    bool a, b;
    assert_ok(tab_grid_los(g, grid, x0, y0, x1, y1, flags, &a));
    assert_ok(tab_grid_los(g, grid, x1, y1, x0, y0, flags, &b));
    assert_int_equal(a, b); /* symmetric */
    return a;
}

/* Dragon Tides: "trace a line from the center of your space to the center of
 * the target space ... If the line does cross any walls, closed doors, or
 * Crowds, Line of Sight is blocked". */
static void test_dragon_tides(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 5, 3, &grid));
    assert_true(sees(g, grid, 0, 1, 4, 1, 0));
    assert_ok(tab_grid_set_edge(g, grid, 1, 1, TAB_GRID_E, TAB_GRID_DOOR_CLOSED));
    assert_false(sees(g, grid, 0, 1, 4, 1, 0));
    assert_ok(tab_grid_set_edge(g, grid, 1, 1, TAB_GRID_E, TAB_GRID_DOOR_LOCKED));
    assert_false(sees(g, grid, 0, 1, 4, 1, 0));
    assert_ok(tab_grid_set_edge(g, grid, 1, 1, TAB_GRID_E, TAB_GRID_DOOR_OPEN));
    assert_true(sees(g, grid, 0, 1, 4, 1, 0));
    assert_ok(tab_grid_set_edge(g, grid, 1, 1, TAB_GRID_E, TAB_GRID_WALL));
    assert_false(sees(g, grid, 0, 1, 4, 1, 0));
    assert_true(sees(g, grid, 0, 0, 4, 0, 0)); /* the next row is clear */
    assert_ok(tab_grid_set_edge(g, grid, 1, 1, TAB_GRID_E, TAB_GRID_EDGE_NONE));
    /* A crowd between blocks; a crowd in the target space is the target. */
    tab_id crowd = piece(g, grid, 0, ROLE_CROWD, 2, 1, 1);
    assert_false(sees(g, grid, 0, 1, 4, 1, 0));
    assert_true(sees(g, grid, 0, 1, 2, 1, 0));
    assert_false(sees(g, grid, 0, 0, 4, 2, 0)); /* through the crowd's centre */
    assert_true(sees(g, grid, 0, 0, 4, 0, 0));
    assert_ok(tab_grid_move(g, grid, crowd, 2, 0));
    assert_true(sees(g, grid, 0, 1, 4, 1, 0));
    /* An item does not block sight. */
    piece(g, grid, 0, ROLE_ITEM, 3, 1, 0);
    assert_true(sees(g, grid, 0, 1, 4, 1, 0));
    /* A freed crowd no longer blocks. */
    assert_false(sees(g, grid, 0, 0, 4, 0, 0));
    assert_ok(tab_entity_free(g, crowd));
    assert_true(sees(g, grid, 0, 0, 4, 0, 0));
    tab_game_free(g);
}

/* Through corners: grazing one blocker passes, squeezing between two does not. */
static void test_corners(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 3, 3, &grid));
    define_terrains(g, grid);
    /* (0,0) to (2,2) runs through corners (1,1) and (2,2) and cell (1,1). */
    assert_true(sees(g, grid, 0, 0, 2, 2, 0));
    assert_ok(tab_grid_set_terrain(g, grid, 1, 0, 1, 1, A(g, "tree")));
    assert_true(sees(g, grid, 0, 0, 2, 2, 0));
    assert_true(sees(g, grid, 0, 0, 1, 1, 0));
    assert_ok(tab_grid_set_terrain(g, grid, 0, 1, 1, 1, A(g, "tree")));
    assert_false(sees(g, grid, 0, 0, 1, 1, 0));
    assert_false(sees(g, grid, 0, 0, 2, 2, 0));
    assert_ok(tab_grid_set_terrain(g, grid, 0, 0, 3, 3, A(g, "open")));
    /* A wall ending at the corner is grazed; a wall through it is crossed. */
    assert_ok(tab_grid_set_edge(g, grid, 0, 0, TAB_GRID_E, TAB_GRID_WALL));
    assert_true(sees(g, grid, 0, 0, 1, 1, 0));
    assert_ok(tab_grid_set_edge(g, grid, 1, 0, TAB_GRID_S, TAB_GRID_WALL)); /* an L */
    assert_true(sees(g, grid, 0, 0, 1, 1, 0));
    assert_ok(tab_grid_set_edge(g, grid, 0, 1, TAB_GRID_E, TAB_GRID_WALL)); /* a line */
    assert_false(sees(g, grid, 0, 0, 1, 1, 0));
    assert_ok(tab_grid_set_edge(g, grid, 0, 1, TAB_GRID_E, TAB_GRID_EDGE_NONE));
    assert_ok(tab_grid_set_edge(g, grid, 0, 0, TAB_GRID_S, TAB_GRID_WALL)); /* a wall and a cross */
    assert_false(sees(g, grid, 0, 0, 1, 1, 0));
    /* A blocker beside a corner that is also walled on the other side. */
    assert_ok(tab_grid_new(g, 3, 3, &grid));
    define_terrains(g, grid);
    assert_ok(tab_grid_set_terrain(g, grid, 1, 0, 1, 1, A(g, "tree")));
    assert_ok(tab_grid_set_edge(g, grid, 0, 1, TAB_GRID_E, TAB_GRID_DOOR_CLOSED));
    assert_false(sees(g, grid, 0, 0, 1, 1, 0));
    assert_ok(tab_grid_set_edge(g, grid, 0, 1, TAB_GRID_E, TAB_GRID_DOOR_OPEN));
    assert_true(sees(g, grid, 0, 0, 1, 1, 0));
    /* Neighbours always see each other unless an edge is shut. */
    assert_true(sees(g, grid, 0, 0, 0, 1, 0));
    assert_true(sees(g, grid, 1, 1, 1, 1, 0));
    tab_game_free(g);
}

/* A shallow line: which cells it passes through is decided exactly. */
static void test_shallow(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 7, 3, &grid));
    define_terrains(g, grid);
    /* (0,0) to (6,1): y = 0.5 + t, x = 0.5 + 6t; it crosses y = 1 at x = 3.5,
     * the middle of cell 3: cells (0..3, 0) and (3..6, 1). */
    const char *through[] = {"xxxx...", "...xxxx", "......."};
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 7; x++) {
            if ((x == 0 && y == 0) || (x == 6 && y == 1))
                continue;
            assert_ok(tab_grid_set_terrain(g, grid, x, y, 1, 1, A(g, "tree")));
            assert_int_equal(sees(g, grid, 0, 0, 6, 1, 0), through[y][x] != 'x');
            assert_ok(tab_grid_set_terrain(g, grid, x, y, 1, 1, A(g, "open")));
        }
    tab_game_free(g);
}

/* Tile Tactics: "Line of sight works by connecting a straight line through
 * space from attacker to target. If no other unit or terrain blocks this
 * line then the Attack is valid." Eyes half a tile above each top. */
static void test_heights(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    const char *rows[] = {"....", NULL};
    struct { const char *h; bool flat, high; } cases[] = {
        {"0000", true, true},
        {"0010", true, false},  /* a step up in between */
        {"1001", true, true},   /* over a dip */
        {"3210", true, true},   /* the slope touches the line exactly: z = 3, 2, 1 */
        {"3220", true, false},  /* one tile above it */
        {"3310", true, false},
        {"0123", true, true},
        {"0133", true, false},
        {"0233", true, false},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tab_game *gg = new_game(1);
        const char *hts[] = {cases[i].h, NULL};
        tab_id grid = draw_grid(gg, rows, hts);
        assert_int_equal(sees(gg, grid, 0, 0, 3, 0, 0), cases[i].flat);
        assert_int_equal(sees(gg, grid, 0, 0, 3, 0, TAB_GRID_LOS_HEIGHTS), cases[i].high);
        tab_game_free(gg);
    }
    /* Units stand one tile tall; from a tower the line passes over them. */
    const char *hts[] = {"3000", NULL};
    tab_id grid = draw_grid(g, rows, hts);
    tab_id unit = piece(g, grid, 2, ROLE_UNIT, 2, 0, 1);
    assert_false(sees(g, grid, 0, 0, 3, 0, 0));
    assert_true(sees(g, grid, 0, 0, 3, 0, TAB_GRID_LOS_HEIGHTS)); /* z = 2 .. 1, top 1 */
    tab_id tall = piece(g, grid, 2, ROLE_UNIT, 1, 0, 2);
    assert_true(sees(g, grid, 0, 0, 3, 0, TAB_GRID_LOS_HEIGHTS)); /* z = 3 .. 2, top 2 */
    assert_ok(tab_grid_move(g, grid, tall, 2, 0));
    assert_false(sees(g, grid, 0, 0, 3, 0, TAB_GRID_LOS_HEIGHTS)); /* the taller one counts */
    assert_ok(tab_grid_remove(g, grid, tall));
    assert_ok(tab_grid_remove(g, grid, unit));
    /* "Trees block LOS": at any height; so do walls. */
    assert_ok(tab_grid_set_terrain(g, grid, 2, 0, 1, 1, A(g, "tree")));
    assert_false(sees(g, grid, 0, 0, 3, 0, TAB_GRID_LOS_HEIGHTS));
    assert_ok(tab_grid_set_terrain(g, grid, 2, 0, 1, 1, A(g, "open")));
    assert_true(sees(g, grid, 0, 0, 3, 0, TAB_GRID_LOS_HEIGHTS));
    assert_ok(tab_grid_set_edge(g, grid, 2, 0, TAB_GRID_E, TAB_GRID_WALL));
    assert_false(sees(g, grid, 0, 0, 3, 0, TAB_GRID_LOS_HEIGHTS));
    tab_game_free(g);
}

static void test_misuse(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    bool b;
    assert_ok(tab_grid_new(g, 3, 3, &grid));
    assert_int_equal(tab_grid_los(g, grid, 0, 0, 3, 0, 0, &b), TAB_EINVAL);
    assert_int_equal(tab_grid_los(g, grid, -1, 0, 1, 0, 0, &b), TAB_EINVAL);
    assert_int_equal(tab_grid_los(g, grid, 0, 0, 1, 0, 0x10, &b), TAB_EINVAL);
    assert_int_equal(tab_grid_los(g, grid, 0, 0, 1, 0, 0, NULL), TAB_EMISUSE);
    tab_game_free(g);
}

/* ---- The reference: every cell, edge and corner against the segment ---- */

typedef struct rat {
    int64_t n, d; /* d > 0 */
} rat;

static rat mk(int64_t n, int64_t d)
{
    return d < 0 ? (rat){-n, -d} : (rat){n, d};
}

static int cmp(rat a, rat b)
{
    int64_t l = a.n * b.d, r = b.n * a.d;
    return l < r ? -1 : l > r;
}

typedef struct rmap {
    int w, h;
    int32_t height[144], top[144];
    bool opaque[144]; /* BLOCKS_LOS terrain */
    int32_t sight[144];
    tab_grid_edge east[144], south[144];
} rmap;

static bool rshut(tab_grid_edge e)
{
    return e == TAB_GRID_WALL || e == TAB_GRID_DOOR_CLOSED || e == TAB_GRID_DOOR_LOCKED;
}

/* Whether the edge between orthogonal neighbours is shut. */
static bool redge(const rmap *M, int ax, int ay, int bx, int by)
{
    if (bx < ax || by < ay)
        return redge(M, bx, by, ax, ay);
    return rshut(bx > ax ? M->east[ay * M->w + ax] : M->south[ay * M->w + ax]);
}

typedef struct seg {
    int64_t X0, Y0, DX, DY, Z0, DZ; /* doubled */
    bool heights;
} seg;

/* Whether cell c stands above the segment at t. */
static bool rblocks(const rmap *M, const seg *S, int c, rat t)
{
    if (M->opaque[c])
        return true;
    if (!S->heights)
        return M->sight[c] > 0;
    /* 2 top > Z0 + DZ t */
    return cmp(mk(2 * (int64_t)M->top[c], 1), mk(S->Z0 * t.d + S->DZ * t.n, t.d)) > 0;
}

static bool ref_los(const rmap *M, int x0, int y0, int x1, int y1, bool heights)
{
    seg S = {2 * x0 + 1, 2 * y0 + 1, 2 * (x1 - x0), 2 * (y1 - y0), 0, 0, heights};
    S.Z0 = 2 * (int64_t)M->height[y0 * M->w + x0] + 1;
    S.DZ = 2 * (int64_t)M->height[y1 * M->w + x1] + 1 - S.Z0;
    rat zero = {0, 1}, one = {1, 1};
    /* Cells between the ends whose inside the segment passes through. */
    for (int cy = 0; cy < M->h; cy++)
        for (int cx = 0; cx < M->w; cx++) {
            if ((cx == x0 && cy == y0) || (cx == x1 && cy == y1))
                continue;
            rat lo = zero, hi = one;
            bool inside = true;
            int64_t P0[2] = {S.X0, S.Y0}, D[2] = {S.DX, S.DY}, lo_b[2] = {2 * cx, 2 * cy};
            for (int k = 0; k < 2; k++) {
                if (D[k] == 0) {
                    inside &= P0[k] > lo_b[k] && P0[k] < lo_b[k] + 2;
                    continue;
                }
                rat a = mk(lo_b[k] - P0[k], D[k]), b = mk(lo_b[k] + 2 - P0[k], D[k]);
                if (cmp(a, b) > 0) {
                    rat t = a;
                    a = b;
                    b = t;
                }
                if (cmp(a, lo) > 0)
                    lo = a;
                if (cmp(b, hi) < 0)
                    hi = b;
            }
            if (!inside || cmp(lo, hi) >= 0)
                continue;
            int c = cy * M->w + cx;
            if (rblocks(M, &S, c, lo) || rblocks(M, &S, c, hi))
                return false;
        }
    /* Edges crossed through their middle part; corners passed through. */
    for (int ey = 0; ey <= M->h; ey++)
        for (int ex = 0; ex <= M->w; ex++) {
            /* The vertical line x = ex over row ey. */
            if (S.DX && ex > 0 && ex < M->w && ey < M->h) {
                rat t = mk(2 * ex - S.X0, S.DX);
                if (cmp(t, zero) > 0 && cmp(t, one) < 0) {
                    rat yt = mk(S.Y0 * t.d + S.DY * t.n, t.d);
                    if (cmp(yt, mk(2 * ey, 1)) > 0 && cmp(yt, mk(2 * ey + 2, 1)) < 0 &&
                        redge(M, ex - 1, ey, ex, ey))
                        return false;
                }
            }
            /* The horizontal line y = ey over column ex. */
            if (S.DY && ey > 0 && ey < M->h && ex < M->w) {
                rat t = mk(2 * ey - S.Y0, S.DY);
                if (cmp(t, zero) > 0 && cmp(t, one) < 0) {
                    rat xt = mk(S.X0 * t.d + S.DX * t.n, t.d);
                    if (cmp(xt, mk(2 * ex, 1)) > 0 && cmp(xt, mk(2 * ex + 2, 1)) < 0 &&
                        redge(M, ex, ey - 1, ex, ey))
                        return false;
                }
            }
            /* The corner (ex, ey), inside the map. */
            if (S.DX && S.DY && ex > 0 && ey > 0 && ex < M->w && ey < M->h) {
                rat t = mk(2 * ex - S.X0, S.DX), u = mk(2 * ey - S.Y0, S.DY);
                if (cmp(t, u) != 0 || cmp(t, zero) <= 0 || cmp(t, one) >= 0)
                    continue;
                int sx = S.DX > 0 ? 1 : -1, sy = S.DY > 0 ? 1 : -1;
                int ax = sx > 0 ? ex - 1 : ex, ay = sy > 0 ? ey - 1 : ey;
                int bx = ax + sx, by = ay, cx = ax, cy = ay + sy, dx = ax + sx, dy = ay + sy;
                bool via_b = redge(M, ax, ay, bx, by) || redge(M, bx, by, dx, dy) ||
                             rblocks(M, &S, by * M->w + bx, t);
                bool via_c = redge(M, ax, ay, cx, cy) || redge(M, cx, cy, dx, dy) ||
                             rblocks(M, &S, cy * M->w + cx, t);
                if (via_b && via_c)
                    return false;
            }
        }
    return true;
}

static void test_against_reference(void **state)
{
    (void)state;
    srand(777);
    long visible = 0, hidden = 0;
    for (int round = 0; round < 60; round++) {
        tab_game *g = new_game((uint64_t)round);
        rmap M;
        memset(&M, 0, sizeof M);
        M.w = 2 + rand() % 8;
        M.h = 1 + rand() % 8;
        tab_id grid;
        assert_ok(tab_grid_new(g, M.w, M.h, &grid));
        define_terrains(g, grid);
        int density = 4 + rand() % 12;
        for (int y = 0; y < M.h; y++)
            for (int x = 0; x < M.w; x++) {
                int c = y * M.w + x;
                if (rand() % density == 0) {
                    assert_ok(tab_grid_set_terrain(g, grid, x, y, 1, 1, A(g, "tree")));
                    M.opaque[c] = true;
                }
                M.height[c] = rand() % 3 ? 0 : rand() % 4;
                assert_ok(tab_grid_set_height(g, grid, x, y, 1, 1, M.height[c]));
                if (rand() % density == 0) {
                    int s = 1 + rand() % 2;
                    piece(g, grid, 0, ROLE_CROWD, x, y, s);
                    M.sight[c] = s;
                }
                if (rand() % (2 * density) == 0)
                    piece(g, grid, 0, ROLE_ITEM, x, y, 0);
                M.top[c] = M.height[c] + M.sight[c];
                if (x + 1 < M.w && rand() % (2 * density) == 0) {
                    M.east[c] = (tab_grid_edge)(1 + rand() % 4);
                    assert_ok(tab_grid_set_edge(g, grid, x, y, TAB_GRID_E, M.east[c]));
                }
                if (y + 1 < M.h && rand() % (2 * density) == 0) {
                    M.south[c] = (tab_grid_edge)(1 + rand() % 4);
                    assert_ok(tab_grid_set_edge(g, grid, x, y, TAB_GRID_S, M.south[c]));
                }
            }
        for (int a = 0; a < M.w * M.h; a++)
            for (int b = 0; b < M.w * M.h; b++)
                for (int hts = 0; hts < 2; hts++) {
                    bool got;
                    uint32_t flags = hts ? TAB_GRID_LOS_HEIGHTS : 0;
                    assert_ok(tab_grid_los(g, grid, a % M.w, a / M.w, b % M.w, b / M.w, flags,
                                           &got));
                    bool want = ref_los(&M, a % M.w, a / M.w, b % M.w, b / M.w, hts);
                    if (got != want)
                        fail_msg("round %d: (%d,%d) to (%d,%d) heights %d: got %d, want %d",
                                 round, a % M.w, a / M.w, b % M.w, b / M.w, hts, got, want);
                    got ? visible++ : hidden++;
                }
        tab_game_free(g);
    }
    assert_true(visible > 1000 && hidden > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dragon_tides), cmocka_unit_test(test_corners),
        cmocka_unit_test(test_shallow),      cmocka_unit_test(test_heights),
        cmocka_unit_test(test_misuse),       cmocka_unit_test(test_against_reference),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
