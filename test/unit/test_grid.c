/* test_grid.c - square grids: cells, terrain, heights, walls and doors,
 * occupants, neighbours, distances; misuse, out of memory, state. */
#include "test_grid.h"

/* The last event of kind, which must exist among the newest events. */
static tab_event last_event(tab_game *g, tab_atom kind)
{
    tab_event ev;
    for (uint64_t s = tab_event_end(g); s-- > tab_event_begin(g);) {
        assert_ok(tab_event_get(g, s, &ev));
        if (ev.kind == kind)
            return ev;
    }
    fail_msg("no event %s", tab_atom_str(g, kind));
    return ev;
}

static void test_new_grid(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 7, 5, &grid));
    assert_int_equal(tab_entity_kind(g, grid), A(g, "grid"));
    int32_t w, h;
    assert_ok(tab_grid_size(g, grid, &w, &h));
    assert_int_equal(w, 7);
    assert_int_equal(h, 5);
    tab_event ev = last_event(g, TAB_EV_GRID_NEW);
    assert_int_equal(ev.subject, grid);
    assert_int_equal(ev.a[0], 7);
    assert_int_equal(ev.a[1], 5);
    tab_atom t;
    int32_t height;
    tab_grid_edge e;
    assert_ok(tab_grid_terrain_at(g, grid, 6, 4, &t));
    assert_int_equal(t, A(g, "open"));
    assert_ok(tab_grid_height_at(g, grid, 3, 2, &height));
    assert_int_equal(height, 0);
    assert_ok(tab_grid_edge_at(g, grid, 3, 2, TAB_GRID_E, &e));
    assert_int_equal(e, TAB_GRID_EDGE_NONE);
    int32_t cost;
    uint32_t flags;
    assert_ok(tab_grid_terrain_info(g, grid, A(g, "open"), &cost, &flags));
    assert_int_equal(cost, 1);
    assert_int_equal(flags, 0);
    /* The cells are ordinary array properties of the entity. */
    tab_vtype elem;
    const int32_t *vals;
    uint32_t n;
    assert_ok(tab_entity_get_array(g, grid, A(g, "grid.height"), &elem, &vals, &n));
    assert_int_equal(elem, TAB_VINT);
    assert_int_equal(n, 35);
    /* Sizes. */
    assert_int_equal(tab_grid_new(g, 0, 5, &grid), TAB_EINVAL);
    assert_int_equal(tab_grid_new(g, 5, TAB_GRID_MAX_SIDE + 1, &grid), TAB_EINVAL);
    assert_ok(tab_grid_new(g, 1, 1, &grid));
    assert_int_equal(tab_grid_new(g, 3, 3, NULL), TAB_EMISUSE);
    tab_game_free(g);
}

static void test_terrain(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 6, 4, &grid));
    tab_atom water = A(g, "water"), lava = A(g, "lava");
    assert_ok(tab_grid_define_terrain(g, grid, water, 2, TAB_GRID_T_SOFT));
    tab_event ev = last_event(g, TAB_EV_GRID_TERRAIN_DEF);
    assert_int_equal(ev.a[0], water);
    assert_int_equal(ev.a[1], 2);
    assert_int_equal(ev.a[2], TAB_GRID_T_SOFT);
    /* Redefining changes it in place. */
    assert_ok(tab_grid_define_terrain(g, grid, water, 3, TAB_GRID_T_SOFT | TAB_GRID_T_NO_END));
    int32_t cost;
    uint32_t flags;
    assert_ok(tab_grid_terrain_info(g, grid, water, &cost, &flags));
    assert_int_equal(cost, 3);
    assert_int_equal(flags, TAB_GRID_T_SOFT | TAB_GRID_T_NO_END);
    assert_int_equal(tab_grid_terrain_info(g, grid, lava, &cost, &flags), TAB_ENOTFOUND);
    /* A rectangle, then one cell. */
    assert_ok(tab_grid_set_terrain(g, grid, 1, 1, 3, 2, water));
    ev = last_event(g, TAB_EV_GRID_TERRAIN);
    assert_int_equal(ev.a[0], 1 + 1 * 6);
    assert_int_equal(ev.a[1], 3);
    assert_int_equal(ev.a[2], 2);
    assert_int_equal(ev.a[3], water);
    assert_ok(tab_grid_define_terrain(g, grid, lava, 1, 0));
    assert_ok(tab_grid_set_terrain(g, grid, 2, 2, 1, 1, lava));
    const char *expect[4] = {"......", ".www..", ".wlw..", "......"};
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 6; x++) {
            tab_atom t;
            assert_ok(tab_grid_terrain_at(g, grid, x, y, &t));
            char c = expect[y][x];
            assert_int_equal(t, c == 'w' ? water : c == 'l' ? lava : A(g, "open"));
        }
    /* Errors leave the cells alone. */
    uint64_t before = hash_of(g);
    assert_int_equal(tab_grid_set_terrain(g, grid, 4, 0, 3, 1, water), TAB_EINVAL);
    assert_int_equal(tab_grid_set_terrain(g, grid, -1, 0, 1, 1, water), TAB_EINVAL);
    assert_int_equal(tab_grid_set_terrain(g, grid, 0, 0, 0, 1, water), TAB_EINVAL);
    assert_int_equal(tab_grid_set_terrain(g, grid, 0, 0, 1, 1, A(g, "swamp")), TAB_ENOTFOUND);
    assert_int_equal(tab_grid_define_terrain(g, grid, water, 0, 0), TAB_EINVAL);
    assert_int_equal(tab_grid_define_terrain(g, grid, water, TAB_GRID_MAX_COST + 1, 0),
                     TAB_EINVAL);
    assert_int_equal(tab_grid_define_terrain(g, grid, water, 1, 0x100), TAB_EINVAL);
    assert_int_equal(tab_grid_define_terrain(g, grid, TAB_ATOM_NONE, 1, 0), TAB_EINVAL);
    assert_int_equal(tab_grid_define_terrain(g, grid, 99999, 1, 0), TAB_EINVAL);
    assert_int_equal(hash_of(g), before);
    /* At most TAB_GRID_MAX_TERRAIN types: open, water and lava are 3. */
    char name[32];
    for (int i = 3; i < TAB_GRID_MAX_TERRAIN; i++) {
        snprintf(name, sizeof name, "t%d", i);
        assert_ok(tab_grid_define_terrain(g, grid, A(g, name), 1, 0));
    }
    assert_int_equal(tab_grid_define_terrain(g, grid, A(g, "one-too-many"), 1, 0), TAB_EINVAL);
    assert_ok(tab_grid_define_terrain(g, grid, A(g, "t63"), 5, 0));
    tab_game_free(g);
}

static void test_heights(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 4, 4, &grid));
    assert_ok(tab_grid_set_height(g, grid, 0, 0, 4, 4, 1));
    assert_ok(tab_grid_set_height(g, grid, 1, 1, 2, 2, 3));
    assert_ok(tab_grid_set_height(g, grid, 3, 3, 1, 1, -2));
    tab_event ev = last_event(g, TAB_EV_GRID_HEIGHT);
    assert_int_equal(ev.a[0], 15);
    assert_int_equal(ev.a[3], -2);
    const char *expect[4] = {"1111", "1331", "1331", "111-"};
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 4; x++) {
            int32_t h;
            assert_ok(tab_grid_height_at(g, grid, x, y, &h));
            assert_int_equal(h, expect[y][x] == '-' ? -2 : expect[y][x] - '0');
        }
    assert_int_equal(tab_grid_set_height(g, grid, 0, 0, 1, 1, TAB_GRID_MAX_HEIGHT + 1),
                     TAB_EINVAL);
    assert_int_equal(tab_grid_set_height(g, grid, 0, 0, 5, 1, 0), TAB_EINVAL);
    assert_int_equal(tab_grid_height_at(g, grid, 4, 0, &(int32_t){0}), TAB_EINVAL);
    assert_int_equal(tab_grid_height_at(g, grid, 0, 0, NULL), TAB_EMISUSE);
    tab_game_free(g);
}

static void test_edges(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 4, 3, &grid));
    assert_ok(tab_grid_set_edge(g, grid, 1, 1, TAB_GRID_E, TAB_GRID_WALL));
    assert_ok(tab_grid_set_edge(g, grid, 1, 1, TAB_GRID_N, TAB_GRID_DOOR_CLOSED));
    assert_ok(tab_grid_set_edge(g, grid, 1, 1, TAB_GRID_S, TAB_GRID_DOOR_OPEN));
    assert_ok(tab_grid_set_edge(g, grid, 1, 1, TAB_GRID_W, TAB_GRID_DOOR_LOCKED));
    tab_event ev = last_event(g, TAB_EV_GRID_EDGE);
    assert_int_equal(ev.a[0], 1 + 1 * 4);
    assert_int_equal(ev.a[1], TAB_GRID_W);
    assert_int_equal(ev.a[2], TAB_GRID_DOOR_LOCKED);
    /* One edge, seen from both of its cells. */
    struct { int x, y; tab_grid_dir side; tab_grid_edge want; } cases[] = {
        {1, 1, TAB_GRID_E, TAB_GRID_WALL},        {2, 1, TAB_GRID_W, TAB_GRID_WALL},
        {1, 1, TAB_GRID_N, TAB_GRID_DOOR_CLOSED}, {1, 0, TAB_GRID_S, TAB_GRID_DOOR_CLOSED},
        {1, 1, TAB_GRID_S, TAB_GRID_DOOR_OPEN},   {1, 2, TAB_GRID_N, TAB_GRID_DOOR_OPEN},
        {1, 1, TAB_GRID_W, TAB_GRID_DOOR_LOCKED}, {0, 1, TAB_GRID_E, TAB_GRID_DOOR_LOCKED},
        {2, 1, TAB_GRID_N, TAB_GRID_EDGE_NONE},   {0, 0, TAB_GRID_N, TAB_GRID_EDGE_NONE},
        {3, 2, TAB_GRID_E, TAB_GRID_EDGE_NONE},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tab_grid_edge e;
        assert_ok(tab_grid_edge_at(g, grid, cases[i].x, cases[i].y, cases[i].side, &e));
        assert_int_equal(e, cases[i].want);
    }
    /* Opening the door from the other side. */
    assert_ok(tab_grid_set_edge(g, grid, 1, 0, TAB_GRID_S, TAB_GRID_DOOR_OPEN));
    tab_grid_edge e;
    assert_ok(tab_grid_edge_at(g, grid, 1, 1, TAB_GRID_N, &e));
    assert_int_equal(e, TAB_GRID_DOOR_OPEN);
    assert_ok(tab_grid_edge_at(g, grid, 1, 1, TAB_GRID_E, &e)); /* the wall stayed */
    assert_int_equal(e, TAB_GRID_WALL);
    uint64_t before = hash_of(g);
    assert_int_equal(tab_grid_set_edge(g, grid, 0, 0, TAB_GRID_N, TAB_GRID_WALL), TAB_EINVAL);
    assert_int_equal(tab_grid_set_edge(g, grid, 3, 1, TAB_GRID_E, TAB_GRID_WALL), TAB_EINVAL);
    assert_int_equal(tab_grid_set_edge(g, grid, 1, 1, TAB_GRID_NE, TAB_GRID_WALL), TAB_EINVAL);
    assert_int_equal(tab_grid_set_edge(g, grid, 1, 1, (tab_grid_dir)9, TAB_GRID_WALL), TAB_EINVAL);
    assert_int_equal(tab_grid_set_edge(g, grid, 1, 1, TAB_GRID_E, (tab_grid_edge)5), TAB_EINVAL);
    assert_int_equal(tab_grid_set_edge(g, grid, 4, 1, TAB_GRID_W, TAB_GRID_WALL), TAB_EINVAL);
    assert_int_equal(tab_grid_edge_at(g, grid, 1, 1, TAB_GRID_SE, &e), TAB_EINVAL);
    assert_int_equal(hash_of(g), before);
    tab_game_free(g);
}

static void test_occupants(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 5, 5, &grid));
    tab_id hero = piece(g, grid, 1, ROLE_UNIT, 2, 2, 1);
    tab_event ev = last_event(g, TAB_EV_GRID_PLACE);
    assert_int_equal(ev.subject, hero);
    assert_int_equal(ev.a[0], grid);
    assert_int_equal(ev.a[1], 2 + 2 * 5);
    assert_int_equal(ev.a[2], 1);
    tab_id coin = piece(g, grid, 0, ROLE_ITEM, 2, 2, 0);
    tab_id thug = piece(g, grid, 2, ROLE_UNIT, 0, 4, 1);
    tab_id ids[4];
    uint32_t n;
    assert_ok(tab_grid_occupants(g, grid, 2, 2, ids, 4, &n));
    assert_int_equal(n, 2);
    assert_int_equal(ids[0], hero);
    assert_int_equal(ids[1], coin);
    assert_ok(tab_grid_occupants(g, grid, 2, 2, ids, 1, &n)); /* too small: count, first */
    assert_int_equal(n, 2);
    assert_int_equal(ids[0], hero);
    assert_ok(tab_grid_occupants(g, grid, 1, 1, NULL, 0, &n));
    assert_int_equal(n, 0);
    tab_grid_pos p;
    assert_ok(tab_grid_locate(g, grid, thug, &p));
    assert_int_equal(p.x, 0);
    assert_int_equal(p.y, 4);
    /* Move and remove. */
    assert_ok(tab_grid_move(g, grid, hero, 4, 0));
    ev = last_event(g, TAB_EV_GRID_MOVE);
    assert_int_equal(ev.subject, hero);
    assert_int_equal(ev.a[1], 12);
    assert_int_equal(ev.a[2], 4);
    assert_int_equal(ev.a[3], 0);
    assert_ok(tab_grid_locate(g, grid, hero, &p));
    assert_int_equal(p.x, 4);
    assert_int_equal(p.y, 0);
    assert_ok(tab_grid_occupants(g, grid, 2, 2, ids, 4, &n));
    assert_int_equal(n, 1);
    assert_int_equal(ids[0], coin);
    assert_ok(tab_grid_remove(g, grid, coin));
    ev = last_event(g, TAB_EV_GRID_REMOVE);
    assert_int_equal(ev.subject, coin);
    assert_int_equal(ev.a[1], 12);
    assert_int_equal(tab_grid_locate(g, grid, coin, &p), TAB_ENOTFOUND);
    assert_int_equal(tab_grid_remove(g, grid, coin), TAB_ENOTFOUND);
    /* Errors. */
    uint64_t before = hash_of(g);
    assert_int_equal(tab_grid_place(g, grid, hero, 1, 1, 0), TAB_EINVAL); /* twice */
    assert_int_equal(tab_grid_place(g, grid, coin, 5, 1, 0), TAB_EINVAL);
    assert_int_equal(tab_grid_place(g, grid, coin, 1, 1, -1), TAB_EINVAL);
    assert_int_equal(tab_grid_place(g, grid, 9999, 1, 1, 0), TAB_ENOTFOUND);
    assert_int_equal(tab_grid_place(g, grid, grid, 1, 1, 0), TAB_EINVAL);
    assert_int_equal(tab_grid_move(g, grid, coin, 1, 1), TAB_ENOTFOUND);
    assert_int_equal(tab_grid_move(g, grid, hero, 1, -1), TAB_EINVAL);
    assert_int_equal(hash_of(g), before);
    /* A piece may stand on two grids. */
    tab_id other;
    assert_ok(tab_grid_new(g, 2, 2, &other));
    assert_ok(tab_grid_place(g, other, hero, 1, 1, 0));
    assert_ok(tab_grid_locate(g, grid, hero, &p));
    assert_int_equal(p.x, 4);
    /* A freed piece is ignored, and the game still saves and loads. */
    assert_ok(tab_entity_free(g, thug));
    assert_ok(tab_grid_occupants(g, grid, 0, 4, ids, 4, &n));
    assert_int_equal(n, 0);
    assert_int_equal(tab_grid_locate(g, grid, thug, &p), TAB_ENOTFOUND);
    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(g, &buf, &len));
    tab_game *g2 = new_game(2);
    assert_ok(tab_game_load_buffer(g2, buf, len));
    assert_int_equal(hash_of(g2), hash_of(g));
    tab_game_free_buffer(g, buf, len);
    tab_game_free(g2);
    assert_ok(tab_grid_remove(g, grid, thug)); /* its record can still go */
    tab_game_free(g);
}

static void test_neighbours(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 3, 3, &grid));
    tab_grid_pos nb[8];
    uint32_t n;
    /* Clockwise from north. */
    assert_ok(tab_grid_neighbours(g, grid, 1, 1, 0, nb, &n));
    tab_grid_pos four[4] = {{1, 0}, {2, 1}, {1, 2}, {0, 1}};
    assert_int_equal(n, 4);
    assert_memory_equal(nb, four, sizeof four);
    assert_ok(tab_grid_neighbours(g, grid, 1, 1, TAB_GRID_DIAGONAL, nb, &n));
    tab_grid_pos eight[8] = {{1, 0}, {2, 0}, {2, 1}, {2, 2}, {1, 2}, {0, 2}, {0, 1}, {0, 0}};
    assert_int_equal(n, 8);
    assert_memory_equal(nb, eight, sizeof eight);
    assert_ok(tab_grid_neighbours(g, grid, 0, 0, TAB_GRID_DIAGONAL, nb, &n));
    tab_grid_pos corner[3] = {{1, 0}, {1, 1}, {0, 1}};
    assert_int_equal(n, 3);
    assert_memory_equal(nb, corner, sizeof corner);
    /* Dragon Tides: "Adjacent. Two spaces which are next to each other, with
     * nothing that blocks Line of Sight (such as a wall) between them." */
    assert_ok(tab_grid_set_edge(g, grid, 1, 1, TAB_GRID_E, TAB_GRID_WALL));
    assert_ok(tab_grid_set_edge(g, grid, 1, 1, TAB_GRID_S, TAB_GRID_DOOR_OPEN));
    assert_ok(tab_grid_neighbours(g, grid, 1, 1, TAB_GRID_DIAGONAL | TAB_GRID_OPEN, nb, &n));
    /* East is walled; the wall touches the NE and SE corners too. */
    tab_grid_pos open[5] = {{1, 0}, {1, 2}, {0, 2}, {0, 1}, {0, 0}};
    assert_int_equal(n, 5);
    assert_memory_equal(nb, open, sizeof open);
    assert_int_equal(tab_grid_neighbours(g, grid, 1, 1, 0x80, nb, &n), TAB_EINVAL);
    assert_int_equal(tab_grid_neighbours(g, grid, 3, 1, 0, nb, &n), TAB_EINVAL);
    assert_int_equal(tab_grid_neighbours(g, grid, 1, 1, 0, NULL, &n), TAB_EMISUSE);
    for (int d = 0; d < 8; d++) {
        tab_grid_pos o = tab_grid_dir_offset((tab_grid_dir)d);
        assert_int_equal(o.x, eight[d].x - 1);
        assert_int_equal(o.y, eight[d].y - 1);
    }
    tab_grid_pos none = tab_grid_dir_offset((tab_grid_dir)8);
    assert_int_equal(none.x, 0);
    assert_int_equal(none.y, 0);
    tab_game_free(g);
}

static void test_distances(void **state)
{
    (void)state;
    assert_int_equal(tab_grid_distance(TAB_GRID_MANHATTAN, 1, 1, 4, -3), 7);
    assert_int_equal(tab_grid_distance(TAB_GRID_CHEBYSHEV, 1, 1, 4, -3), 4);
    /* The rough circle: centre within radius r + 1/2. */
    struct { int dx, dy, circle, reach; } cases[] = {
        {0, 0, 0, 0}, {1, 0, 1, 1}, {1, 1, 1, 2}, {2, 0, 2, 2}, {2, 1, 2, 3},
        {2, 2, 3, 3}, {3, 0, 3, 3}, {3, 1, 3, 3}, {3, 2, 4, 4}, {0, 4, 4, 4},
        {3, 3, 4, 4}, {4, 2, 4, 4}, {5, 0, 5, 5}, {4, 3, 5, 5},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        assert_int_equal(tab_grid_distance(TAB_GRID_CIRCLE, 0, 0, cases[i].dx, cases[i].dy),
                         cases[i].circle);
        assert_int_equal(tab_grid_distance(TAB_GRID_REACH, 5, 5, 5 - cases[i].dx,
                                           5 + cases[i].dy), cases[i].reach);
    }
    /* The circle of radius r is exactly the cells with dx^2 + dy^2 <= r^2 + r. */
    for (int dx = -12; dx <= 12; dx++)
        for (int dy = -12; dy <= 12; dy++)
            for (int r = 0; r <= 12; r++)
                assert_int_equal(tab_grid_distance(TAB_GRID_CIRCLE, 0, 0, dx, dy) <= r,
                                 dx * dx + dy * dy <= r * r + r);
    assert_int_equal(tab_grid_distance((tab_grid_metric)9, 0, 0, 1, 1), -1);
    assert_int_equal(tab_grid_distance(TAB_GRID_MANHATTAN, INT32_MIN, INT32_MIN, INT32_MAX,
                                       INT32_MAX), INT32_MAX);
    assert_int_equal(tab_grid_distance(TAB_GRID_CIRCLE, INT32_MIN, 0, INT32_MAX, 0), INT32_MAX);
    assert_int_equal(tab_grid_distance(TAB_GRID_CIRCLE, 0, 0, INT32_MAX, INT32_MAX),
                     INT32_MAX);
    assert_int_equal(tab_grid_distance(TAB_GRID_CIRCLE, 0, 0, 1000000, 0), 1000000);
}

static void test_misuse(void **state)
{
    (void)state;
    tab_id grid = 1, e = 2;
    tab_grid_pos p, nb[8];
    uint32_t n;
    int32_t i32;
    uint32_t u32;
    tab_atom a;
    tab_grid_edge edge;
    bool b;
    tab_grid_move_opts mv = {0};
    tab_grid_reached r;
    tab_grid_area_opts ao = {0};
    tab_grid_push_result pr;
    assert_int_equal(tab_grid_new(NULL, 2, 2, &grid), TAB_EMISUSE);
    assert_int_equal(tab_grid_size(NULL, grid, &i32, &i32), TAB_EMISUSE);
    assert_int_equal(tab_grid_define_terrain(NULL, grid, 1, 1, 0), TAB_EMISUSE);
    assert_int_equal(tab_grid_terrain_info(NULL, grid, 1, &i32, &u32), TAB_EMISUSE);
    assert_int_equal(tab_grid_set_terrain(NULL, grid, 0, 0, 1, 1, 1), TAB_EMISUSE);
    assert_int_equal(tab_grid_terrain_at(NULL, grid, 0, 0, &a), TAB_EMISUSE);
    assert_int_equal(tab_grid_set_height(NULL, grid, 0, 0, 1, 1, 1), TAB_EMISUSE);
    assert_int_equal(tab_grid_height_at(NULL, grid, 0, 0, &i32), TAB_EMISUSE);
    assert_int_equal(tab_grid_set_edge(NULL, grid, 0, 0, TAB_GRID_E, TAB_GRID_WALL), TAB_EMISUSE);
    assert_int_equal(tab_grid_edge_at(NULL, grid, 0, 0, TAB_GRID_E, &edge), TAB_EMISUSE);
    assert_int_equal(tab_grid_place(NULL, grid, e, 0, 0, 0), TAB_EMISUSE);
    assert_int_equal(tab_grid_move(NULL, grid, e, 0, 0), TAB_EMISUSE);
    assert_int_equal(tab_grid_remove(NULL, grid, e), TAB_EMISUSE);
    assert_int_equal(tab_grid_locate(NULL, grid, e, &p), TAB_EMISUSE);
    assert_int_equal(tab_grid_occupants(NULL, grid, 0, 0, NULL, 0, &n), TAB_EMISUSE);
    assert_int_equal(tab_grid_neighbours(NULL, grid, 0, 0, 0, nb, &n), TAB_EMISUSE);
    assert_int_equal(tab_grid_reachable(NULL, grid, 0, 0, &mv, &r, 1, &n), TAB_EMISUSE);
    assert_int_equal(tab_grid_path(NULL, grid, 0, 0, 1, 1, &mv, &p, 1, &n, NULL, NULL),
                     TAB_EMISUSE);
    assert_int_equal(tab_grid_los(NULL, grid, 0, 0, 1, 1, 0, &b), TAB_EMISUSE);
    assert_int_equal(tab_grid_area(NULL, grid, 0, 0, &ao, &p, 1, &n), TAB_EMISUSE);
    assert_int_equal(tab_grid_push_plan(NULL, grid, e, e, TAB_GRID_PUSH_BACK, 1, NULL, NULL, &pr),
                     TAB_EMISUSE);
    assert_int_equal(tab_grid_push(NULL, grid, e, e, TAB_GRID_PUSH_BACK, 1, NULL, NULL, &pr),
                     TAB_EMISUSE);

    /* Ids that are not grids: none, a plain entity, a freed grid. */
    tab_game *g = new_game(1);
    tab_id plain, dead;
    assert_ok(tab_entity_new(g, A(g, "piece"), &plain));
    assert_ok(tab_grid_new(g, 2, 2, &dead));
    assert_ok(tab_entity_free(g, dead));
    tab_id bad[] = {0, plain, dead, 12345};
    for (size_t k = 0; k < sizeof bad / sizeof *bad; k++) {
        grid = bad[k];
        assert_int_equal(tab_grid_size(g, grid, &i32, &i32), TAB_ENOTFOUND);
        assert_int_equal(tab_grid_define_terrain(g, grid, A(g, "x"), 1, 0), TAB_ENOTFOUND);
        assert_int_equal(tab_grid_set_terrain(g, grid, 0, 0, 1, 1, A(g, "x")), TAB_ENOTFOUND);
        assert_int_equal(tab_grid_set_height(g, grid, 0, 0, 1, 1, 1), TAB_ENOTFOUND);
        assert_int_equal(tab_grid_set_edge(g, grid, 0, 0, TAB_GRID_E, TAB_GRID_WALL),
                         TAB_ENOTFOUND);
        assert_int_equal(tab_grid_place(g, grid, plain, 0, 0, 0), TAB_ENOTFOUND);
        assert_int_equal(tab_grid_reachable(g, grid, 0, 0, &mv, &r, 1, &n), TAB_ENOTFOUND);
        assert_int_equal(tab_grid_path(g, grid, 0, 0, 1, 1, &mv, &p, 1, &n, NULL, NULL),
                         TAB_ENOTFOUND);
        assert_int_equal(tab_grid_los(g, grid, 0, 0, 1, 1, 0, &b), TAB_ENOTFOUND);
        assert_int_equal(tab_grid_area(g, grid, 0, 0, &ao, &p, 1, &n), TAB_ENOTFOUND);
        assert_int_equal(tab_grid_push(g, grid, plain, plain, 0, 1, NULL, NULL, &pr),
                         TAB_ENOTFOUND);
        assert_true(strstr(tab_game_error(g), "grid") != NULL);
    }
    /* A grid whose arrays were broken by hand is refused, not read. */
    assert_ok(tab_grid_new(g, 3, 3, &grid));
    assert_ok(tab_entity_set_array(g, grid, A(g, "grid.height"), TAB_VINT, NULL, 0));
    assert_int_equal(tab_grid_size(g, grid, &i32, &i32), TAB_EINVAL);
    assert_int_equal(tab_grid_los(g, grid, 0, 0, 1, 1, 0, &b), TAB_EINVAL);
    assert_ok(tab_grid_new(g, 3, 3, &grid));
    assert_ok(tab_entity_set(g, grid, A(g, "grid.w"), tab_int(0)));
    assert_int_equal(tab_grid_size(g, grid, &i32, &i32), TAB_EINVAL);
    assert_ok(tab_grid_new(g, 3, 3, &grid));
    assert_ok(tab_entity_set_array(g, grid, A(g, "grid.occ"), TAB_VINT, (int32_t[]){1, 2}, 2));
    assert_int_equal(tab_grid_remove(g, grid, plain), TAB_EINVAL);
    /* A terrain index edited by hand shuts the cell rather than leaking. */
    assert_ok(tab_grid_new(g, 3, 1, &grid));
    assert_ok(tab_entity_array_put(g, grid, A(g, "grid.terrain"), 1, 77));
    assert_ok(tab_grid_los(g, grid, 0, 0, 2, 0, 0, &b));
    assert_false(b);
    assert_ok(tab_grid_terrain_at(g, grid, 1, 0, &a));
    assert_int_equal(a, TAB_ATOM_NONE);
    tab_game_free(g);
}

/* Each out-of-memory failure is clean: TAB_ENOMEM, the state unchanged. */
typedef tab_status (*grid_op)(tab_game *g, tab_id grid, void *ud);

static void oom_loop(tab_game *g, test_allocator *al, tab_id grid, grid_op op, void *ud)
{
    for (long k = 1;; k++) {
        uint64_t before = hash_of(g);
        al->count = 0;
        al->fail_at = k;
        tab_status s = op(g, grid, ud);
        al->fail_at = 0;
        if (s == TAB_OK)
            return;
        assert_int_equal(s, TAB_ENOMEM);
        if (hash_of(g) != before)
            fail_msg("state changed by a failure at allocation %ld: %s", k, tab_game_error(g));
        assert_true(k < 1000);
    }
}

static tab_status op_new(tab_game *g, tab_id grid, void *ud)
{
    (void)grid;
    return tab_grid_new(g, 9, 7, ud);
}

static tab_status op_terrain(tab_game *g, tab_id grid, void *ud)
{
    (void)ud;
    return tab_grid_set_terrain(g, grid, 1, 1, 3, 3, tab_atom_find(g, "water"));
}

static tab_status op_height(tab_game *g, tab_id grid, void *ud)
{
    (void)ud;
    return tab_grid_set_height(g, grid, 0, 0, 2, 2, 4);
}

static tab_status op_place(tab_game *g, tab_id grid, void *ud)
{
    return tab_grid_place(g, grid, *(tab_id *)ud, 3, 3, 1);
}

static tab_status op_move(tab_game *g, tab_id grid, void *ud)
{
    return tab_grid_move(g, grid, *(tab_id *)ud, 0, 6);
}

static tab_status op_remove(tab_game *g, tab_id grid, void *ud)
{
    return tab_grid_remove(g, grid, *(tab_id *)ud);
}

static void test_oom(void **state)
{
    (void)state;
    test_allocator al;
    tab_game *g = counted_game(&al, 3);
    tab_id grid, grid2;
    oom_loop(g, &al, 0, op_new, &grid);
    assert_ok(tab_grid_size(g, grid, NULL, NULL));
    /* A failed tab_grid_new gave its id back: the next entity gets the next id. */
    tab_id next;
    assert_ok(tab_entity_new(g, A(g, "piece"), &next));
    assert_int_equal(next, grid + 1);
    assert_ok(tab_grid_define_terrain(g, grid, A(g, "water"), 2, 0));
    oom_loop(g, &al, grid, op_terrain, NULL);
    oom_loop(g, &al, grid, op_height, NULL);
    oom_loop(g, &al, grid, op_place, &next);
    oom_loop(g, &al, grid, op_move, &next);
    tab_grid_pos p;
    assert_ok(tab_grid_locate(g, grid, next, &p));
    assert_int_equal(p.y, 6);
    oom_loop(g, &al, grid, op_remove, &next);
    assert_int_equal(tab_grid_locate(g, grid, next, &p), TAB_ENOTFOUND);
    oom_loop(g, &al, 0, op_new, &grid2);
    assert_int_equal(grid2, next + 1);
    tab_game_free(g);
}

/* The same calls give the same state; snapshots and saves cover grids. */
static void build_board(tab_game *g, tab_id *grid, tab_id *hero)
{
    assert_ok(tab_grid_new(g, 8, 6, grid));
    assert_ok(tab_grid_define_terrain(g, *grid, A(g, "water"), 2, TAB_GRID_T_SOFT));
    assert_ok(tab_grid_set_terrain(g, *grid, 2, 2, 3, 2, A(g, "water")));
    assert_ok(tab_grid_set_height(g, *grid, 5, 0, 3, 3, 2));
    assert_ok(tab_grid_set_edge(g, *grid, 1, 1, TAB_GRID_S, TAB_GRID_DOOR_CLOSED));
    *hero = piece(g, *grid, 1, ROLE_UNIT, 0, 0, 1);
    piece(g, *grid, 2, ROLE_UNIT, 7, 5, 1);
}

static void test_state(void **state)
{
    (void)state;
    tab_game *g1 = new_game(42), *g2 = new_game(42);
    tab_id grid, hero;
    build_board(g1, &grid, &hero);
    build_board(g2, &grid, &hero);
    assert_int_equal(hash_of(g1), hash_of(g2));
    tab_snapshot *snap;
    assert_ok(tab_game_snapshot(g1, &snap));
    uint64_t h0 = hash_of(g1);
    assert_ok(tab_grid_move(g1, grid, hero, 3, 3));
    assert_ok(tab_grid_set_edge(g1, grid, 1, 1, TAB_GRID_S, TAB_GRID_DOOR_OPEN));
    assert_int_not_equal(hash_of(g1), h0);
    assert_ok(tab_game_restore(g1, snap));
    tab_snapshot_free(snap);
    assert_int_equal(hash_of(g1), h0);
    tab_grid_pos p;
    assert_ok(tab_grid_locate(g1, grid, hero, &p));
    assert_int_equal(p.x, 0);
    /* A save loads into a game whose atoms were made in another order. */
    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(g1, &buf, &len));
    tab_game *g3 = new_game(7);
    A(g3, "zzz");
    A(g3, "water");
    A(g3, "open");
    assert_ok(tab_game_load_buffer(g3, buf, len));
    tab_game_free_buffer(g1, buf, len);
    assert_int_equal(hash_of(g3), h0);
    tab_atom t;
    assert_ok(tab_grid_terrain_at(g3, grid, 3, 3, &t));
    assert_string_equal(tab_atom_str(g3, t), "water");
    tab_grid_edge e;
    assert_ok(tab_grid_edge_at(g3, grid, 1, 2, TAB_GRID_N, &e));
    assert_int_equal(e, TAB_GRID_DOOR_CLOSED);
    tab_game_free(g1);
    tab_game_free(g2);
    tab_game_free(g3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_grid),   cmocka_unit_test(test_terrain),
        cmocka_unit_test(test_heights),    cmocka_unit_test(test_edges),
        cmocka_unit_test(test_occupants),  cmocka_unit_test(test_neighbours),
        cmocka_unit_test(test_distances),  cmocka_unit_test(test_misuse),
        cmocka_unit_test(test_oom),        cmocka_unit_test(test_state),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
