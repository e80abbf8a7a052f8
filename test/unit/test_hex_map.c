/* test_hex_map.c - hex maps: terrain, figures, movement for walking, flying,
 * ethereal and jumping figures, open paths, flanking, three-hex figures,
 * misuse, out-of-memory and determinism. Rulebook quotes are Tidal Blades 2. */
#include "testutil.h"

/* ---- Helpers -------------------------------------------------------------- */

/* The hex at offset (col, row) of layout l. */
static tab_hex at(tab_hex_layout l, int col, int row)
{
    tab_hex h;
    assert_true(tab_hex_from_offset(l, (tab_hex_offset){col, row}, &h));
    return h;
}

/* A map drawn as text, one string per row, one symbol per hex (spaces are
 * ignored: odd rows may be indented to look like the table): '.' normal,
 * '#' impassable, '~' gap, 'x' void; a letter is a normal hex whose position
 * is kept in marks[letter]. */
static tab_id draw_map(tab_game *g, tab_hex_layout l, const char *const *rows, int nrows,
                       tab_hex *marks)
{
    int cols = 0;
    for (const char *p = rows[0]; *p; p++)
        cols += *p != ' ';
    tab_id map;
    assert_ok(tab_hex_map_new(g, l, cols, nrows, &map));
    for (int r = 0; r < nrows; r++) {
        int c = 0;
        for (const char *p = rows[r]; *p; p++) {
            if (*p == ' ')
                continue;
            tab_hex h = at(l, c++, r);
            tab_hex_terrain t = *p == '#' ? TAB_HEX_IMPASSABLE
                                : *p == '~' ? TAB_HEX_GAP
                                : *p == 'x' ? TAB_HEX_VOID
                                            : TAB_HEX_NORMAL;
            assert_ok(tab_hex_set_terrain(g, map, h, t));
            if (marks && ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')))
                marks[(unsigned char)*p] = h;
        }
        assert_int_equal(c, cols);
    }
    return map;
}

static tab_id figure(tab_game *g)
{
    tab_id e;
    assert_ok(tab_entity_new(g, A(g, "figure"), &e));
    return e;
}

static tab_id put(tab_game *g, tab_id map, tab_hex h, int side)
{
    tab_id e = figure(g);
    assert_ok(tab_hex_place(g, map, e, h, side));
    return e;
}

static tab_hex where(tab_game *g, tab_id map, tab_id fig)
{
    tab_hex cells[TAB_HEX_SHAPE_MAX];
    uint32_t n;
    assert_ok(tab_hex_figure_cells(g, map, fig, cells, TAB_HEX_SHAPE_MAX, &n, NULL));
    assert_true(n >= 1);
    return cells[0];
}

static int32_t cost_to(const tab_hex_step *steps, uint32_t n, tab_hex h)
{
    for (uint32_t i = 0; i < n; i++)
        if (tab_hex_eq(steps[i].hex, h))
            return steps[i].cost;
    return -1;
}

static void assert_error_mentions(tab_game *g, const char *word)
{
    if (!strstr(tab_game_error(g), word))
        fail_msg("message \"%s\" does not mention \"%s\"", tab_game_error(g), word);
}

static const tab_hex_mover walk = {TAB_HEX_WALK, 0, NULL, NULL};
static const tab_hex_mover flight = {TAB_HEX_FLIGHT, 0, NULL, NULL};
static const tab_hex_mover ethereal = {TAB_HEX_ETHEREAL, 0, NULL, NULL};

enum { HEROES = 0, ENEMIES = 1 };

/* ---- Map state ------------------------------------------------------------ */

static void test_map_new_and_terrain(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    uint64_t mark = tab_event_end(g);
    tab_id map;
    assert_ok(tab_hex_map_new(g, TAB_HEX_EVEN_Q, 5, 4, &map));
    assert_int_equal(tab_entity_kind(g, map), A(g, "hexmap"));
    tab_hex_layout l;
    int32_t cols, rows;
    assert_ok(tab_hex_map_info(g, map, &l, &cols, &rows));
    assert_int_equal(l, TAB_HEX_EVEN_Q);
    assert_int_equal(cols, 5);
    assert_int_equal(rows, 4);
    tab_event ev;
    assert_ok(tab_event_get(g, mark, &ev));
    assert_int_equal(ev.kind, TAB_EV_ENTITY_NEW);

    /* Every hex of the rectangle starts normal; outside is void. */
    tab_hex_terrain t;
    for (int c = 0; c < 5; c++)
        for (int r = 0; r < 4; r++) {
            assert_ok(tab_hex_terrain_at(g, map, at(l, c, r), &t));
            assert_int_equal(t, TAB_HEX_NORMAL);
            assert_true(tab_hex_on_map(g, map, at(l, c, r)));
        }
    assert_ok(tab_hex_terrain_at(g, map, at(l, 5, 0), &t));
    assert_int_equal(t, TAB_HEX_VOID);
    assert_false(tab_hex_on_map(g, map, at(l, -1, 2)));
    assert_false(tab_hex_on_map(g, map, tab_hex_at(INT32_MAX, INT32_MIN)));

    /* Setting terrain emits hex.terrain with the packed hex, new and old. */
    tab_hex h = at(l, 2, 3);
    mark = tab_event_end(g);
    assert_ok(tab_hex_set_terrain(g, map, h, TAB_HEX_GAP));
    int found = 0;
    for (uint64_t s = mark; s < tab_event_end(g); s++) {
        assert_ok(tab_event_get(g, s, &ev));
        if (ev.kind == TAB_EV_HEX_TERRAIN) {
            found = 1;
            assert_int_equal(ev.subject, map);
            assert_true(tab_hex_eq(tab_hex_unpack(ev.a[0]), h));
            assert_int_equal(ev.a[1], TAB_HEX_GAP);
            assert_int_equal(ev.a[2], TAB_HEX_NORMAL);
        }
    }
    assert_true(found);
    mark = tab_event_end(g);
    assert_ok(tab_hex_set_terrain(g, map, h, TAB_HEX_GAP)); /* no change, no event */
    assert_int_equal(tab_event_end(g), mark);
    assert_ok(tab_hex_set_terrain(g, map, h, TAB_HEX_VOID));
    assert_false(tab_hex_on_map(g, map, h));

    /* All at once, in offset order. */
    int32_t all[20] = {0};
    all[0] = TAB_HEX_IMPASSABLE;
    all[19] = TAB_HEX_GAP;
    assert_ok(tab_hex_set_terrain_all(g, map, all, 20));
    assert_ok(tab_hex_terrain_at(g, map, at(l, 0, 0), &t));
    assert_int_equal(t, TAB_HEX_IMPASSABLE);
    assert_ok(tab_hex_terrain_at(g, map, at(l, 4, 3), &t));
    assert_int_equal(t, TAB_HEX_GAP);
    assert_ok(tab_hex_terrain_at(g, map, h, &t));
    assert_int_equal(t, TAB_HEX_NORMAL);
    tab_game_free(g);
}

static void test_figures(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_hex m[128];
    static const char *const rows[] = {
        "a b # .",
        " . ~ . x",
    };
    tab_id map = draw_map(g, TAB_HEX_ODD_R, rows, 2, m);
    tab_id f = figure(g);
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_hex_place(g, map, f, m['a'], ENEMIES));
    tab_event ev;
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &ev));
    assert_int_equal(ev.kind, TAB_EV_HEX_PLACE);
    assert_int_equal(ev.subject, f);
    assert_int_equal(ev.a[0], map);
    assert_true(tab_hex_eq(tab_hex_unpack(ev.a[1]), m['a']));
    assert_int_equal(ev.a[2], 1);
    assert_int_equal(ev.a[3], ENEMIES);
    assert_true(tab_event_end(g) > mark);

    tab_id who;
    assert_ok(tab_hex_figure_at(g, map, m['a'], &who));
    assert_int_equal(who, f);
    assert_ok(tab_hex_figure_at(g, map, m['b'], &who));
    assert_int_equal(who, TAB_ID_NONE);
    assert_ok(tab_hex_figure_at(g, map, tab_hex_at(50, 50), &who));
    assert_int_equal(who, TAB_ID_NONE);
    tab_hex cells[4];
    uint32_t n;
    int32_t side = -7;
    assert_ok(tab_hex_figure_cells(g, map, f, cells, 4, &n, &side));
    assert_int_equal(n, 1);
    assert_true(tab_hex_eq(cells[0], m['a']));
    assert_int_equal(side, ENEMIES);

    /* Refusals leave the state as it was. */
    uint64_t h0 = hash_of(g);
    tab_id f2 = figure(g);
    h0 = hash_of(g);
    assert_int_equal(tab_hex_place(g, map, f2, m['a'], 0), TAB_EINVAL); /* occupied */
    assert_error_mentions(g, "holds figure");
    assert_int_equal(tab_hex_place(g, map, f2, at(TAB_HEX_ODD_R, 2, 0), 0), TAB_EINVAL);
    assert_error_mentions(g, "impassable");
    assert_int_equal(tab_hex_place(g, map, f2, at(TAB_HEX_ODD_R, 3, 1), 0), TAB_EINVAL);
    assert_error_mentions(g, "not on the map");
    assert_int_equal(tab_hex_place(g, map, f, m['b'], 0), TAB_EINVAL); /* already on it */
    assert_error_mentions(g, "already");
    tab_hex apart[2] = {m['a'], at(TAB_HEX_ODD_R, 3, 0)};
    assert_int_equal(tab_hex_place_shape(g, map, f2, apart, 2, 0), TAB_EINVAL);
    tab_hex twice[2] = {m['b'], m['b']};
    assert_int_equal(tab_hex_place_shape(g, map, f2, twice, 2, 0), TAB_EINVAL);
    assert_int_equal(tab_hex_set_terrain(g, map, m['a'], TAB_HEX_VOID), TAB_EINVAL);
    int32_t voids[8] = {TAB_HEX_VOID, 0, 0, 0, 0, 0, 0, 0};
    assert_int_equal(tab_hex_set_terrain_all(g, map, voids, 8), TAB_EINVAL);
    assert_int_equal(hash_of(g), h0);

    /* A figure may stand on a gap (a flyer hovering). */
    assert_ok(tab_hex_place(g, map, f2, at(TAB_HEX_ODD_R, 1, 1), HEROES));

    /* Removing, and freeing the entity, both free the hex. */
    assert_ok(tab_hex_remove(g, map, f));
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &ev));
    assert_int_equal(ev.kind, TAB_EV_HEX_REMOVE);
    assert_true(tab_hex_eq(tab_hex_unpack(ev.a[1]), m['a']));
    assert_ok(tab_hex_figure_cells(g, map, f, cells, 4, &n, NULL));
    assert_int_equal(n, 0);
    assert_int_equal(tab_hex_remove(g, map, f), TAB_EINVAL);
    assert_ok(tab_entity_free(g, f2));
    assert_ok(tab_hex_figure_at(g, map, at(TAB_HEX_ODD_R, 1, 1), &who));
    assert_int_equal(who, TAB_ID_NONE);
    /* A save still loads: occupants are not references that can dangle. */
    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(g, &buf, &len));
    assert_ok(tab_game_load_buffer(g, buf, len));
    tab_game_free_buffer(g, buf, len);
    tab_game_free(g);
}

/* ---- Movement --------------------------------------------------------------- */

/* "A figure may not move into a hex occupied by an enemy figure. A figure
 * may move through a hex occupied by an allied figure. Enemies may not end
 * any move in another figure's hex." */
static void test_walking_through_allies_not_enemies(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_hex m[128];
    static const char *const rows[] = {"h b a c e d ."};
    tab_id map = draw_map(g, TAB_HEX_ODD_R, rows, 1, m);
    tab_id hero = put(g, map, m['h'], HEROES);
    put(g, map, m['a'], HEROES);
    tab_id enemy = put(g, map, m['e'], ENEMIES);
    tab_hex_step r[16];
    uint32_t n;
    assert_ok(tab_hex_reachable(g, map, hero, &walk, -1, r, 16, &n));
    assert_int_equal(n, 3); /* h, b, and c through the ally; not a, not past e */
    assert_int_equal(cost_to(r, n, m['h']), 0);
    assert_int_equal(cost_to(r, n, m['b']), 1);
    assert_int_equal(cost_to(r, n, m['c']), 3);
    assert_int_equal(cost_to(r, n, m['a']), -1);
    assert_int_equal(cost_to(r, n, m['d']), -1);
    /* A budget of 2 stops short of c. */
    assert_ok(tab_hex_reachable(g, map, hero, NULL, 2, r, 16, &n));
    assert_int_equal(n, 2);

    uint64_t h0 = hash_of(g);
    assert_int_equal(tab_hex_move(g, map, hero, &walk, m['a'], -1, NULL), TAB_EINVAL);
    assert_error_mentions(g, "another figure");
    assert_int_equal(tab_hex_move(g, map, hero, &walk, m['d'], -1, NULL), TAB_EINVAL);
    assert_error_mentions(g, "no way");
    assert_int_equal(tab_hex_move(g, map, hero, &walk, m['c'], 2, NULL), TAB_EINVAL);
    assert_error_mentions(g, "budget");
    assert_int_equal(hash_of(g), h0);

    int32_t cost = 0;
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_hex_move(g, map, hero, &walk, m['c'], 3, &cost));
    assert_int_equal(cost, 3);
    assert_true(tab_hex_eq(where(g, map, hero), m['c']));
    tab_event ev;
    int moves = 0;
    for (uint64_t s = mark; s < tab_event_end(g); s++) {
        assert_ok(tab_event_get(g, s, &ev));
        if (ev.kind != TAB_EV_HEX_MOVE)
            continue;
        moves++;
        assert_int_equal(ev.subject, hero);
        assert_int_equal(ev.a[0], map);
        assert_true(tab_hex_eq(tab_hex_unpack(ev.a[1]), m['h']));
        assert_true(tab_hex_eq(tab_hex_unpack(ev.a[2]), m['c']));
        assert_int_equal(ev.a[3], 3);
    }
    assert_int_equal(moves, 1);

    /* The path lists every hex stood on. */
    tab_hex path[8];
    assert_ok(tab_hex_path(g, map, hero, NULL, m['h'], path, 8, &n, &cost));
    assert_int_equal(n, 4);
    assert_int_equal(cost, 3);
    assert_true(tab_hex_eq(path[0], m['c']));
    assert_true(tab_hex_eq(path[1], m['a']));
    assert_true(tab_hex_eq(path[2], m['b']));
    assert_true(tab_hex_eq(path[3], m['h']));
    /* And the enemy sees the hero the same way. */
    assert_ok(tab_hex_path(g, map, enemy, NULL, m['h'], path, 8, &n, &cost));
    assert_int_equal(n, 0);
    assert_int_equal(cost, -1);
    tab_game_free(g);
}

/* "FLIGHT: Enemies with Flight are able to move through and end their turn
 * in gap hexes. They can move through hexes occupied by other figures, as
 * long as they end their movement in an unoccupied hex." The issue asks that
 * a flyer ending on a gap be refused; TAB_HEX_END_ON_GAP gives the rulebook's
 * ability text. */
static void test_flight(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_hex m[128];
    static const char *const rows[] = {"f g h b c # d"};
    tab_id map = draw_map(g, TAB_HEX_ODD_R, rows, 1, m);
    assert_ok(tab_hex_set_terrain(g, map, m['g'], TAB_HEX_GAP));
    assert_ok(tab_hex_set_terrain(g, map, m['b'], TAB_HEX_GAP));
    tab_id flyer = put(g, map, m['f'], ENEMIES);
    put(g, map, m['h'], HEROES);
    tab_hex_step r[16];
    uint32_t n;
    assert_ok(tab_hex_reachable(g, map, flyer, &flight, -1, r, 16, &n));
    assert_int_equal(n, 2); /* f itself and c: over a gap, a hero, a gap */
    assert_int_equal(cost_to(r, n, m['c']), 4);
    assert_int_equal(cost_to(r, n, m['d']), -1); /* impassable blocks flyers too */
    /* A walker gets nowhere. */
    assert_ok(tab_hex_reachable(g, map, flyer, &walk, -1, r, 16, &n));
    assert_int_equal(n, 1);

    /* A flying enemy ending on a gap is refused. */
    uint64_t h0 = hash_of(g);
    assert_int_equal(tab_hex_move(g, map, flyer, &flight, m['b'], -1, NULL), TAB_EINVAL);
    assert_error_mentions(g, "gap");
    assert_int_equal(tab_hex_move(g, map, flyer, &flight, m['h'], -1, NULL), TAB_EINVAL);
    assert_int_equal(hash_of(g), h0);

    tab_hex_mover hover = {TAB_HEX_FLIGHT | TAB_HEX_END_ON_GAP, 0, NULL, NULL};
    assert_ok(tab_hex_reachable(g, map, flyer, &hover, -1, r, 16, &n));
    assert_int_equal(n, 4);
    assert_int_equal(cost_to(r, n, m['g']), 1);
    assert_int_equal(cost_to(r, n, m['b']), 3);
    int32_t cost;
    assert_ok(tab_hex_move(g, map, flyer, &hover, m['b'], 3, &cost));
    assert_int_equal(cost, 3);
    tab_game_free(g);
}

/* "ETHEREAL: Enemies with Ethereal are able to move through objects, walls,
 * and heroes. Impassable terrain does not block their movements. Ethereal
 * enemies may not end their movement on impassable terrain." */
static void test_ethereal(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_hex m[128];
    static const char *const rows[] = {
        "g # h # # c",
        " # # # # # #",
    };
    tab_id map = draw_map(g, TAB_HEX_ODD_R, rows, 2, m);
    tab_id ghost = put(g, map, m['g'], ENEMIES);
    put(g, map, m['h'], HEROES);
    tab_hex_step r[16];
    uint32_t n;
    assert_ok(tab_hex_reachable(g, map, ghost, &ethereal, -1, r, 16, &n));
    assert_int_equal(n, 2);
    assert_int_equal(cost_to(r, n, m['c']), 5);
    uint64_t h0 = hash_of(g);
    assert_int_equal(tab_hex_move(g, map, ghost, &ethereal, at(TAB_HEX_ODD_R, 1, 0), -1, NULL),
                     TAB_EINVAL);
    assert_error_mentions(g, "impassable");
    assert_int_equal(tab_hex_move(g, map, ghost, &ethereal, m['h'], -1, NULL), TAB_EINVAL);
    assert_int_equal(hash_of(g), h0);
    assert_ok(tab_hex_move(g, map, ghost, &ethereal, m['c'], 5, NULL));
    assert_true(tab_hex_eq(where(g, map, ghost), m['c']));
    /* Walking, it is walled in. */
    assert_ok(tab_hex_reachable(g, map, ghost, &walk, -1, r, 16, &n));
    assert_int_equal(n, 1);
    tab_game_free(g);
}

/* Gap hexes "may be jumped over when specified in the scenario". A jumper
 * crosses up to jump gaps in a straight line; each hex crossed is paid. */
static void test_jumping_gaps(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_hex m[128];
    static const char *const rows[] = {"j ~ ~ a ~ b c"};
    tab_id map = draw_map(g, TAB_HEX_ODD_R, rows, 1, m);
    tab_id jumper = put(g, map, m['j'], HEROES);
    tab_hex_step r[16];
    uint32_t n;
    tab_hex_mover one = {TAB_HEX_WALK, 1, NULL, NULL}, two = {TAB_HEX_WALK, 2, NULL, NULL};
    assert_ok(tab_hex_reachable(g, map, jumper, &one, -1, r, 16, &n));
    assert_int_equal(n, 1); /* two gaps in a row are too wide */
    assert_ok(tab_hex_reachable(g, map, jumper, &two, -1, r, 16, &n));
    assert_int_equal(n, 4);
    assert_int_equal(cost_to(r, n, m['a']), 3);
    assert_int_equal(cost_to(r, n, m['b']), 5);
    assert_int_equal(cost_to(r, n, m['c']), 6);
    tab_hex path[10];
    int32_t cost;
    assert_ok(tab_hex_path(g, map, jumper, &two, m['b'], path, 10, &n, &cost));
    assert_int_equal(n, 6);
    assert_int_equal(cost, 5);
    for (uint32_t i = 0; i < n; i++)
        assert_true(tab_hex_eq(path[i], at(TAB_HEX_ODD_R, (int)i, 0)));
    /* Never ending on a gap. */
    assert_int_equal(tab_hex_move(g, map, jumper, &two, at(TAB_HEX_ODD_R, 1, 0), -1, NULL),
                     TAB_EINVAL);
    assert_error_mentions(g, "gap");
    /* An enemy standing (flying) over the gap cannot be jumped past. */
    put(g, map, at(TAB_HEX_ODD_R, 4, 0), ENEMIES);
    assert_ok(tab_hex_reachable(g, map, jumper, &two, -1, r, 16, &n));
    assert_int_equal(n, 2);
    assert_ok(tab_hex_move(g, map, jumper, &two, m['a'], 3, &cost));
    assert_int_equal(cost, 3);
    tab_game_free(g);
}

/* "CLOCKWISE: If there are multiple hexes that fulfill the requirements, an
 * enemy will move towards the hex closest to North (the top of the map), in
 * clockwise order." */
static void test_clockwise_tie_breaks(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id map;
    assert_ok(tab_hex_map_new(g, TAB_HEX_ODD_R, 9, 9, &map));
    tab_hex o = at(TAB_HEX_ODD_R, 4, 4);
    tab_id e = put(g, map, o, ENEMIES);

    /* The reachable set: cost, then clockwise from north. */
    tab_hex_step r[128];
    uint32_t n;
    assert_ok(tab_hex_reachable(g, map, e, NULL, 2, r, 128, &n));
    assert_int_equal(n, 19);
    assert_true(tab_hex_eq(r[0].hex, o));
    for (int d = 0; d < 6; d++) {
        assert_true(tab_hex_eq(r[1 + d].hex, tab_hex_neighbor(TAB_HEX_POINTY, o, d)));
        assert_int_equal(r[1 + d].cost, 1);
    }
    assert_true(tab_hex_eq(r[7].hex, tab_hex_add(o, tab_hex_at(1, -2)))); /* due north */
    assert_int_equal(r[7].cost, 2);

    /* Two equally short paths to (q+1, r+1): east then south-east, or
     * south-east then east. East comes first clockwise from north. */
    tab_hex goal = tab_hex_add(o, tab_hex_at(1, 1)), path[4];
    int32_t cost;
    assert_ok(tab_hex_path(g, map, e, NULL, goal, path, 4, &n, &cost));
    assert_int_equal(n, 3);
    assert_int_equal(cost, 2);
    assert_true(tab_hex_eq(path[1], tab_hex_neighbor(TAB_HEX_POINTY, o, 1)));
    /* With a hero east of it, the other way. */
    tab_id hero = put(g, map, tab_hex_neighbor(TAB_HEX_POINTY, o, 1), HEROES);
    assert_ok(tab_hex_path(g, map, e, NULL, goal, path, 4, &n, &cost));
    assert_int_equal(cost, 2);
    assert_true(tab_hex_eq(path[1], tab_hex_neighbor(TAB_HEX_POINTY, o, 2)));

    /* "If a figure would be added into a hex where there is already a
     * figure, place it into the first open adjacent hex clockwise from
     * north": neighbours come in that order. */
    put(g, map, tab_hex_neighbor(TAB_HEX_POINTY, o, 0), HEROES);
    tab_hex spot = o;
    for (int d = 0; d < 6; d++) {
        tab_id who;
        assert_ok(tab_hex_figure_at(g, map, tab_hex_neighbor(TAB_HEX_POINTY, o, d), &who));
        if (!who) {
            spot = tab_hex_neighbor(TAB_HEX_POINTY, o, d);
            break;
        }
    }
    assert_true(tab_hex_eq(spot, tab_hex_neighbor(TAB_HEX_POINTY, o, 2)));

    /* Flat-top maps start at north itself. */
    tab_id flat;
    assert_ok(tab_hex_map_new(g, TAB_HEX_ODD_Q, 7, 7, &flat));
    tab_hex fo = at(TAB_HEX_ODD_Q, 3, 3);
    assert_ok(tab_hex_remove(g, map, hero));
    assert_ok(tab_hex_place(g, flat, hero, fo, HEROES));
    assert_ok(tab_hex_reachable(g, flat, hero, NULL, 1, r, 128, &n));
    assert_int_equal(n, 7);
    assert_true(tab_hex_eq(r[1].hex, tab_hex_add(fo, tab_hex_at(0, -1))));
    tab_game_free(g);
}

/* "A path is considered open if the enemy could move adjacent to the target
 * with infinite movement." */
static void test_open_path(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_hex m[128];
    static const char *const rows[] = {
        ". . . . . . .",
        " . . # # . . .",
        "e . # t ~ . .",
        " . . # # . . .",
        ". . . . . . .",
    };
    tab_id map = draw_map(g, TAB_HEX_ODD_R, rows, 5, m);
    tab_id enemy = put(g, map, m['e'], ENEMIES);
    tab_id target = put(g, map, m['t'], HEROES);
    bool open = true;
    int32_t cost = 0;
    tab_hex end;
    assert_ok(tab_hex_open_path(g, map, enemy, NULL, target, &open, &cost, &end));
    assert_false(open); /* walled in, the gap closes the way */
    assert_int_equal(cost, -1);
    /* Flying, the only hex next to it is the gap, which a flyer may not end
     * on; hovering flyers may. */
    assert_ok(tab_hex_open_path(g, map, enemy, &flight, target, &open, &cost, &end));
    assert_false(open);
    tab_hex_mover hover = {TAB_HEX_FLIGHT | TAB_HEX_END_ON_GAP, 0, NULL, NULL};
    assert_ok(tab_hex_open_path(g, map, enemy, &hover, target, &open, &cost, &end));
    assert_true(open);
    assert_true(tab_hex_eq(end, tab_hex_neighbor(TAB_HEX_POINTY, m['t'], 1)));
    assert_true(cost > tab_hex_distance(m['e'], end)); /* round the wall */
    /* Opening the wall: the cheapest adjacent hex, clockwise first on ties. */
    assert_ok(tab_hex_set_terrain(g, map, tab_hex_neighbor(TAB_HEX_POINTY, m['t'], 5),
                                  TAB_HEX_NORMAL));
    assert_ok(tab_hex_open_path(g, map, enemy, NULL, target, &open, &cost, &end));
    assert_true(open);
    assert_true(tab_hex_eq(end, tab_hex_neighbor(TAB_HEX_POINTY, m['t'], 5)));
    assert_int_equal(cost, tab_hex_distance(m['e'], end));
    /* Already adjacent: open at cost 0 without moving. */
    tab_id near = put(g, map, tab_hex_neighbor(TAB_HEX_POINTY, m['t'], 5), ENEMIES);
    assert_ok(tab_hex_open_path(g, map, near, NULL, target, &open, &cost, &end));
    assert_true(open);
    assert_int_equal(cost, 0);
    assert_int_equal(tab_hex_open_path(g, map, near, NULL, near, &open, &cost, &end), TAB_EINVAL);
    tab_game_free(g);
}

/* What only a script knows, as a per-step cost: here, entering row 1 costs
 * 3, and stepping onto a marked hex is forbidden. */
typedef struct costs {
    tab_hex forbidden;
    int calls;
} costs;

static int32_t step_cost(void *ud, tab_hex from, tab_hex to)
{
    costs *c = ud;
    (void)from;
    c->calls++;
    if (tab_hex_eq(to, c->forbidden))
        return 0;
    return to.r == 1 ? 3 : 1;
}

static void test_cost_callback(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id map;
    assert_ok(tab_hex_map_new(g, TAB_HEX_ODD_R, 6, 3, &map));
    tab_id f = put(g, map, at(TAB_HEX_ODD_R, 0, 1), HEROES);
    costs c = {at(TAB_HEX_ODD_R, 1, 0), 0};
    tab_hex_mover mv = {TAB_HEX_WALK, 0, step_cost, &c};
    tab_hex path[16];
    uint32_t n;
    int32_t cost;
    /* Along row 1 costs 3 a step; up to row 0 and back down is cheaper. */
    assert_ok(tab_hex_path(g, map, f, &mv, at(TAB_HEX_ODD_R, 5, 1), path, 16, &n, &cost));
    assert_true(c.calls > 0);
    /* Row 0 is cut at the forbidden hex, so: down to row 2 (1), four steps
     * east (4), back up into row 1 (3). */
    assert_int_equal(cost, 1 + 4 + 3);
    for (uint32_t i = 1; i + 1 < n; i++)
        assert_int_not_equal(path[i].r, 1);
    for (uint32_t i = 0; i < n; i++)
        assert_false(tab_hex_eq(path[i], c.forbidden));
    tab_game_free(g);
}

/* ---- Flanking -------------------------------------------------------------- */

/* "If a pair of allied figures are adjacent to a target on directly
 * opposite sides, they are flanking." */
static void test_flanking(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id map;
    assert_ok(tab_hex_map_new(g, TAB_HEX_ODD_Q, 7, 7, &map));
    tab_hex t = at(TAB_HEX_ODD_Q, 3, 3);
    tab_id target = put(g, map, t, ENEMIES);
    tab_id a = put(g, map, tab_hex_neighbor(TAB_HEX_FLAT, t, 1), HEROES);
    tab_id b = put(g, map, tab_hex_neighbor(TAB_HEX_FLAT, t, 4), HEROES);
    put(g, map, tab_hex_neighbor(TAB_HEX_FLAT, t, 3), HEROES);
    put(g, map, tab_hex_neighbor(TAB_HEX_FLAT, t, 0), ENEMIES);
    tab_id p;
    assert_ok(tab_hex_flank_partner(g, map, target, tab_hex_neighbor(TAB_HEX_FLAT, t, 1), HEROES, &p));
    assert_int_equal(p, b);
    assert_ok(tab_hex_flank_partner(g, map, target, tab_hex_neighbor(TAB_HEX_FLAT, t, 4), HEROES, &p));
    assert_int_equal(p, a);
    /* North is an enemy of the heroes: the hero south has no partner. */
    assert_ok(tab_hex_flank_partner(g, map, target, tab_hex_neighbor(TAB_HEX_FLAT, t, 3), HEROES, &p));
    assert_int_equal(p, TAB_ID_NONE);
    /* An AI asks before moving: an empty hex opposite the hero at 4. */
    assert_ok(tab_hex_remove(g, map, a));
    assert_ok(tab_hex_flank_partner(g, map, target, tab_hex_neighbor(TAB_HEX_FLAT, t, 1), HEROES, &p));
    assert_int_equal(p, b);
    /* Not adjacent: nobody. */
    assert_ok(tab_hex_flank_partner(g, map, target, tab_hex_add(t, tab_hex_at(3, 0)), HEROES, &p));
    assert_int_equal(p, TAB_ID_NONE);
    assert_int_equal(tab_hex_opposite(1), 4);
    assert_int_equal(tab_hex_opposite(5), 2);
    tab_game_free(g);
}

/* ---- Giants ------------------------------------------------------------------ */

/* A giant boss on a three-hex base: (3,2), (4,2), (3,3) on a pointy map. */
static tab_id giant(tab_game *g, tab_id map)
{
    tab_hex base[3] = {tab_hex_at(4, 2), tab_hex_at(3, 3), tab_hex_at(3, 2)};
    tab_id boss = figure(g);
    assert_ok(tab_hex_place_shape(g, map, boss, base, 3, ENEMIES));
    return boss;
}

/* "FLANKING: Heroes are able to flank a giant boss (3 hex base) if they are
 * on opposite sides of one hexagonal section of the boss." */
static void test_giant_flanking(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id map;
    assert_ok(tab_hex_map_new(g, TAB_HEX_ODD_R, 8, 6, &map));
    tab_id boss = giant(g, map);
    tab_hex cells[4];
    uint32_t n;
    assert_ok(tab_hex_figure_cells(g, map, boss, cells, 4, &n, NULL));
    assert_int_equal(n, 3);
    assert_true(tab_hex_eq(cells[0], tab_hex_at(3, 2))); /* the anchor: first in offset order */
    /* Section (3,2): north-east (4,1) and south-west (2,3) are opposite. */
    tab_id h1 = put(g, map, tab_hex_at(4, 1), HEROES);
    tab_id h2 = put(g, map, tab_hex_at(2, 3), HEROES);
    tab_id p;
    assert_ok(tab_hex_flank_partner(g, map, boss, tab_hex_at(4, 1), HEROES, &p));
    assert_int_equal(p, h2);
    assert_ok(tab_hex_flank_partner(g, map, boss, tab_hex_at(2, 3), HEROES, &p));
    assert_int_equal(p, h1);
    /* West of (3,2) faces the boss's own hex (4,2): no pair there. */
    put(g, map, tab_hex_at(2, 2), HEROES);
    assert_ok(tab_hex_flank_partner(g, map, boss, tab_hex_at(2, 2), HEROES, &p));
    assert_int_equal(p, TAB_ID_NONE);
    assert_ok(tab_hex_flank_partner(g, map, boss, tab_hex_at(3, 2), HEROES, &p));
    assert_int_equal(p, TAB_ID_NONE);
    tab_game_free(g);
}

/* "ROTATING: Giant bosses (that occupy 3 hexes) may use 1 rotate action to
 * rotate around one of the hexes they occupy, moving their other points to
 * new hexes. They cannot move through hero hexes and must always rotate or
 * move into 3 hexes that are unoccupied by heroes." */
static void test_giant_moves_and_rotates(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id map;
    assert_ok(tab_hex_map_new(g, TAB_HEX_ODD_R, 8, 6, &map));
    tab_id boss = giant(g, map);
    tab_hex pivot = tab_hex_at(3, 2);

    /* A sixth clockwise about (3,2): (4,2) -> (3,3), (3,3) -> (2,3). */
    bool ok = false;
    assert_ok(tab_hex_can_rotate(g, map, boss, pivot, 1, NULL, &ok));
    assert_true(ok);
    /* Three sixths pass (2,3) on the way; a hero there blocks it, although
     * the final hexes (3,2), (2,2), (3,1) are free. */
    tab_id hero = put(g, map, tab_hex_at(2, 3), HEROES);
    assert_ok(tab_hex_can_rotate(g, map, boss, pivot, 3, NULL, &ok));
    assert_false(ok);
    assert_error_mentions(g, "(2, 3)");
    uint64_t h0 = hash_of(g);
    assert_int_equal(tab_hex_rotate_figure(g, map, boss, pivot, 3, NULL), TAB_EINVAL);
    assert_int_equal(tab_hex_rotate_figure(g, map, boss, pivot, 1, NULL), TAB_EINVAL);
    assert_int_equal(hash_of(g), h0);
    /* Counterclockwise is clear: (4,2) -> (4,1), (3,3) -> (4,2). */
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_hex_rotate_figure(g, map, boss, pivot, -1, NULL));
    tab_hex cells[4];
    uint32_t n;
    assert_ok(tab_hex_figure_cells(g, map, boss, cells, 4, &n, NULL));
    assert_int_equal(n, 3);
    assert_true(tab_hex_eq(cells[0], tab_hex_at(4, 1)));
    assert_true(tab_hex_eq(cells[1], tab_hex_at(3, 2)));
    assert_true(tab_hex_eq(cells[2], tab_hex_at(4, 2)));
    tab_event ev;
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &ev));
    assert_int_equal(ev.kind, TAB_EV_HEX_ROTATE);
    assert_true(tab_hex_eq(tab_hex_unpack(ev.a[1]), pivot));
    assert_int_equal(ev.a[2], -1);
    assert_true(tab_hex_eq(tab_hex_unpack(ev.a[3]), tab_hex_at(4, 1)));
    assert_true(tab_event_end(g) > mark);

    /* Now at (4,1), (3,2), (4,2). An allied enemy at (3,3) may be passed
     * while rotating (three sixths pass it), but not ended on (one sixth). */
    assert_ok(tab_hex_remove(g, map, hero));
    tab_id ally = put(g, map, tab_hex_at(3, 3), ENEMIES);
    assert_ok(tab_hex_can_rotate(g, map, boss, pivot, 3, NULL, &ok));
    assert_true(ok);
    assert_ok(tab_hex_can_rotate(g, map, boss, pivot, 1, NULL, &ok));
    assert_false(ok);
    assert_error_mentions(g, "another figure");

    /* Moving: the whole base moves; heroes' hexes are not entered. */
    assert_ok(tab_hex_remove(g, map, ally));
    tab_hex_step r[256];
    assert_ok(tab_hex_reachable(g, map, boss, NULL, 1, r, 256, &n));
    assert_int_equal(n, 7);
    tab_id wall = put(g, map, tab_hex_at(5, 2), HEROES);
    assert_ok(tab_hex_reachable(g, map, boss, NULL, 1, r, 256, &n));
    assert_int_equal(n, 6); /* east is blocked: (4,2) + (1,0) is a hero's */
    int32_t cost;
    assert_int_equal(tab_hex_move(g, map, boss, NULL, tab_hex_at(5, 1), -1, NULL), TAB_EINVAL);
    assert_ok(tab_hex_move(g, map, boss, NULL, tab_hex_at(4, 2), -1, &cost));
    assert_int_equal(cost, 1);
    assert_ok(tab_hex_figure_cells(g, map, boss, cells, 4, &n, NULL));
    assert_true(tab_hex_eq(cells[0], tab_hex_at(4, 2)));
    assert_true(tab_hex_eq(cells[1], tab_hex_at(3, 3)));
    assert_true(tab_hex_eq(cells[2], tab_hex_at(4, 3)));
    assert_ok(tab_hex_figure_at(g, map, tab_hex_at(5, 2), &ally));
    assert_int_equal(ally, wall);
    /* Giants do not jump. */
    tab_hex_mover jumper = {TAB_HEX_WALK, 1, NULL, NULL};
    assert_int_equal(tab_hex_reachable(g, map, boss, &jumper, 1, r, 256, &n), TAB_EINVAL);
    tab_game_free(g);
}

/* ---- Misuse ---------------------------------------------------------------- */

static void test_misuse(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id map, f, none = 999;
    tab_hex h = tab_hex_at(0, 0), path[4];
    tab_hex_step r[4];
    uint32_t n;
    int32_t cost;
    bool b;
    tab_id who;
    tab_hex_terrain t;
    assert_int_equal(tab_hex_map_new(NULL, TAB_HEX_ODD_R, 3, 3, &map), TAB_EMISUSE);
    assert_int_equal(tab_hex_map_new(g, TAB_HEX_ODD_R, 3, 3, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_map_new(g, TAB_HEX_DOUBLED_R, 3, 3, &map), TAB_EINVAL);
    assert_int_equal(tab_hex_map_new(g, (tab_hex_layout)-1, 3, 3, &map), TAB_EINVAL);
    assert_int_equal(tab_hex_map_new(g, TAB_HEX_ODD_R, 0, 3, &map), TAB_EINVAL);
    assert_int_equal(tab_hex_map_new(g, TAB_HEX_ODD_R, 3, TAB_HEX_MAP_MAX_SIDE + 1, &map),
                     TAB_EINVAL);
    assert_ok(tab_hex_map_new(g, TAB_HEX_ODD_R, 3, 3, &map));
    f = put(g, map, h, 0);
    tab_id other = figure(g);

    /* Not a map. */
    assert_int_equal(tab_hex_map_info(g, f, NULL, NULL, NULL), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_map_info(g, none, NULL, NULL, NULL), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_terrain_at(g, f, h, &t), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_set_terrain(g, 0, h, TAB_HEX_GAP), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_place(g, none, other, h, 0), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_reachable(g, f, f, NULL, 1, r, 4, &n), TAB_ENOTFOUND);
    assert_false(tab_hex_on_map(g, f, h));
    assert_false(tab_hex_on_map(NULL, map, h));

    /* NULL game, NULL outputs. */
    assert_int_equal(tab_hex_map_info(NULL, map, NULL, NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_terrain_at(NULL, map, h, &t), TAB_EMISUSE);
    assert_int_equal(tab_hex_terrain_at(g, map, h, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_set_terrain(NULL, map, h, TAB_HEX_GAP), TAB_EMISUSE);
    assert_int_equal(tab_hex_set_terrain_all(NULL, map, NULL, 0), TAB_EMISUSE);
    assert_int_equal(tab_hex_set_terrain_all(g, map, NULL, 9), TAB_EMISUSE);
    assert_int_equal(tab_hex_place(NULL, map, f, h, 0), TAB_EMISUSE);
    assert_int_equal(tab_hex_place_shape(g, map, other, NULL, 1, 0), TAB_EMISUSE);
    assert_int_equal(tab_hex_remove(NULL, map, f), TAB_EMISUSE);
    assert_int_equal(tab_hex_figure_at(NULL, map, h, &who), TAB_EMISUSE);
    assert_int_equal(tab_hex_figure_at(g, map, h, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_figure_cells(NULL, map, f, path, 4, &n, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_figure_cells(g, map, f, NULL, 4, &n, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_figure_cells(g, map, f, path, 4, NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_reachable(NULL, map, f, NULL, 1, r, 4, &n), TAB_EMISUSE);
    assert_int_equal(tab_hex_reachable(g, map, f, NULL, 1, NULL, 4, &n), TAB_EMISUSE);
    assert_int_equal(tab_hex_reachable(g, map, f, NULL, 1, r, 4, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_path(NULL, map, f, NULL, h, path, 4, &n, &cost), TAB_EMISUSE);
    assert_int_equal(tab_hex_path(g, map, f, NULL, h, path, 4, &n, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_move(NULL, map, f, NULL, h, 1, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_open_path(NULL, map, f, NULL, f, &b, &cost, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_open_path(g, map, f, NULL, f, NULL, &cost, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_flank_partner(NULL, map, f, h, 0, &who), TAB_EMISUSE);
    assert_int_equal(tab_hex_flank_partner(g, map, f, h, 0, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_can_rotate(NULL, map, f, h, 1, NULL, &b), TAB_EMISUSE);
    assert_int_equal(tab_hex_can_rotate(g, map, f, h, 1, NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_rotate_figure(NULL, map, f, h, 1, NULL), TAB_EMISUSE);

    /* Bad figures, values and movers. */
    assert_int_equal(tab_hex_place(g, map, none, tab_hex_at(1, 1), 0), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_place(g, map, map, tab_hex_at(1, 1), 0), TAB_EINVAL);
    assert_int_equal(tab_hex_place_shape(g, map, other, path, 0, 0), TAB_EINVAL);
    assert_int_equal(tab_hex_place_shape(g, map, other, path, TAB_HEX_SHAPE_MAX + 1, 0),
                     TAB_EINVAL);
    assert_int_equal(tab_hex_remove(g, map, none), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_remove(g, map, other), TAB_EINVAL);
    assert_int_equal(tab_hex_figure_cells(g, map, none, path, 4, &n, NULL), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_set_terrain(g, map, h, (tab_hex_terrain)9), TAB_EINVAL);
    assert_int_equal(tab_hex_set_terrain(g, map, tab_hex_at(-40, 0), TAB_HEX_GAP), TAB_EINVAL);
    assert_int_equal(tab_hex_set_terrain(g, map, tab_hex_at(INT32_MIN, INT32_MAX), TAB_HEX_GAP),
                     TAB_EINVAL);
    int32_t bad[9] = {0, 0, 0, 0, 7, 0, 0, 0, 0};
    assert_int_equal(tab_hex_set_terrain_all(g, map, bad, 9), TAB_EINVAL);
    assert_int_equal(tab_hex_set_terrain_all(g, map, bad, 8), TAB_EINVAL);
    assert_int_equal(tab_hex_reachable(g, map, other, NULL, 1, r, 4, &n), TAB_EINVAL);
    assert_int_equal(tab_hex_reachable(g, map, none, NULL, 1, r, 4, &n), TAB_ENOTFOUND);
    tab_hex_mover mv = {0x100, 0, NULL, NULL};
    assert_int_equal(tab_hex_reachable(g, map, f, &mv, 1, r, 4, &n), TAB_EINVAL);
    mv = (tab_hex_mover){0, -1, NULL, NULL};
    assert_int_equal(tab_hex_move(g, map, f, &mv, h, 1, NULL), TAB_EINVAL);
    assert_int_equal(tab_hex_move(g, map, f, NULL, tab_hex_at(INT32_MAX, 0), 1, NULL), TAB_EINVAL);
    assert_int_equal(tab_hex_open_path(g, map, f, NULL, other, &b, &cost, NULL), TAB_EINVAL);
    assert_int_equal(tab_hex_flank_partner(g, map, other, h, 0, &who), TAB_EINVAL);
    assert_int_equal(tab_hex_can_rotate(g, map, f, tab_hex_at(1, 1), 1, NULL, &b), TAB_EINVAL);
    assert_int_equal(tab_hex_can_rotate(g, map, f, h, 0, NULL, &b), TAB_EINVAL);
    assert_int_equal(tab_hex_can_rotate(g, map, f, h, 6, NULL, &b), TAB_EINVAL);
    assert_int_equal(tab_hex_rotate_figure(g, map, other, h, 1, NULL), TAB_EINVAL);
    /* A one-hex figure rotating about itself goes nowhere: allowed. */
    assert_ok(tab_hex_can_rotate(g, map, f, h, 2, NULL, &b));
    assert_true(b);
    /* Paths to places a figure may not end on are simply none. */
    assert_ok(tab_hex_path(g, map, f, NULL, tab_hex_at(50, 50), path, 4, &n, &cost));
    assert_int_equal(n, 0);
    assert_int_equal(cost, -1);
    assert_string_not_equal(tab_game_error(g), "");
    tab_game_free(g);
}

/* ---- Out of memory ------------------------------------------------------------ */

typedef tab_status (*op_fn)(tab_game *g, void *ud);

/* Runs op with allocation k failing, for k = 1, 2, ... until it succeeds:
 * each failure must be a clean TAB_ENOMEM that leaves the state alone. */
static void fail_each_allocation(tab_game *g, test_allocator *ta, op_fn op, void *ud)
{
    uint64_t h0 = hash_of(g);
    for (long k = 1;; k++) {
        ta->fail_at = ta->count + k;
        tab_status s = op(g, ud);
        ta->fail_at = 0;
        if (s == TAB_OK)
            break;
        assert_int_equal(s, TAB_ENOMEM);
        assert_int_equal(hash_of(g), h0);
        assert_true(k < 1000);
    }
}

typedef struct oom_ctx {
    tab_id map, fig, target;
    tab_hex to;
} oom_ctx;

static tab_status op_map_new(tab_game *g, void *ud)
{
    return tab_hex_map_new(g, TAB_HEX_EVEN_R, 30, 20, &((oom_ctx *)ud)->map);
}

static tab_status op_reachable(tab_game *g, void *ud)
{
    oom_ctx *c = ud;
    tab_hex_step r[8];
    uint32_t n;
    return tab_hex_reachable(g, c->map, c->fig, &flight, -1, r, 8, &n);
}

static tab_status op_path(tab_game *g, void *ud)
{
    oom_ctx *c = ud;
    tab_hex p[64];
    uint32_t n;
    int32_t cost;
    return tab_hex_path(g, c->map, c->fig, NULL, c->to, p, 64, &n, &cost);
}

static tab_status op_open(tab_game *g, void *ud)
{
    oom_ctx *c = ud;
    bool open;
    int32_t cost;
    return tab_hex_open_path(g, c->map, c->fig, NULL, c->target, &open, &cost, NULL);
}

static tab_status op_move(tab_game *g, void *ud)
{
    oom_ctx *c = ud;
    return tab_hex_move(g, c->map, c->fig, NULL, c->to, -1, NULL);
}

static tab_status op_rotate(tab_game *g, void *ud)
{
    oom_ctx *c = ud;
    return tab_hex_rotate_figure(g, c->map, c->target, tab_hex_at(20, 10), 1, NULL);
}

static tab_status op_terrain_all(tab_game *g, void *ud)
{
    oom_ctx *c = ud;
    static int32_t t[600];
    t[17] = TAB_HEX_GAP;
    return tab_hex_set_terrain_all(g, c->map, t, 600);
}

static void test_out_of_memory(void **state)
{
    (void)state;
    test_allocator ta = {0, 0, 0};
    tab_game *g = tab_game_new(test_alloc, &ta, 5);
    assert_non_null(g);
    oom_ctx c = {0, 0, 0, {0, 0}};
    fail_each_allocation(g, &ta, op_map_new, &c);
    assert_true(tab_entity_exists(g, c.map));
    c.fig = put(g, c.map, tab_hex_at(2, 2), HEROES);
    tab_hex base[3] = {tab_hex_at(20, 10), tab_hex_at(21, 10), tab_hex_at(20, 11)};
    c.target = figure(g);
    assert_ok(tab_hex_place_shape(g, c.map, c.target, base, 3, ENEMIES));
    c.to = tab_hex_at(9, 14);
    fail_each_allocation(g, &ta, op_reachable, &c);
    fail_each_allocation(g, &ta, op_path, &c);
    fail_each_allocation(g, &ta, op_open, &c);
    fail_each_allocation(g, &ta, op_terrain_all, &c);
    fail_each_allocation(g, &ta, op_rotate, &c);
    fail_each_allocation(g, &ta, op_move, &c);
    assert_true(tab_hex_eq(where(g, c.map, c.fig), c.to));
    assert_true(ta.failures > 0);
    tab_game_free(g);
}

/* ---- Determinism and whole-state operations ----------------------------------- */

static uint64_t scripted_game(uint64_t seed)
{
    tab_game *g = new_game(seed);
    tab_hex m[128];
    static const char *const rows[] = {
        ". . # . . ~ .",
        " . # . . ~ . .",
        "a . . # . . b",
        " . . ~ . . # .",
    };
    tab_id map = draw_map(g, TAB_HEX_ODD_R, rows, 4, m);
    tab_id x = put(g, map, m['a'], HEROES), y = put(g, map, m['b'], ENEMIES);
    tab_hex_step r[64];
    uint32_t n;
    assert_ok(tab_hex_reachable(g, map, y, &flight, 3, r, 64, &n));
    assert_ok(tab_hex_move(g, map, y, &flight, r[n - 1].hex, 3, NULL));
    assert_ok(tab_hex_reachable(g, map, x, NULL, 4, r, 64, &n));
    assert_ok(tab_hex_move(g, map, x, NULL, r[n - 1].hex, 4, NULL));
    uint64_t h = hash_of(g);
    tab_game_free(g);
    return h;
}

static void test_determinism_snapshot_save(void **state)
{
    (void)state;
    assert_int_equal(scripted_game(7), scripted_game(7));

    tab_game *g = new_game(3);
    tab_id map;
    assert_ok(tab_hex_map_new(g, TAB_HEX_ODD_Q, 6, 6, &map));
    tab_id f = put(g, map, tab_hex_at(1, 1), HEROES);
    uint64_t h0 = hash_of(g);
    tab_snapshot *snap;
    assert_ok(tab_game_snapshot(g, &snap));
    assert_ok(tab_hex_move(g, map, f, NULL, tab_hex_at(3, 1), -1, NULL));
    assert_ok(tab_hex_set_terrain(g, map, tab_hex_at(2, 2), TAB_HEX_IMPASSABLE));
    assert_int_not_equal(hash_of(g), h0);
    uint64_t h1 = hash_of(g);
    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(g, &buf, &len));
    assert_ok(tab_game_restore(g, snap));
    assert_int_equal(hash_of(g), h0);
    assert_true(tab_hex_eq(where(g, map, f), tab_hex_at(1, 1)));
    assert_ok(tab_game_load_buffer(g, buf, len));
    assert_int_equal(hash_of(g), h1);
    assert_true(tab_hex_eq(where(g, map, f), tab_hex_at(3, 1)));
    tab_hex_terrain t;
    assert_ok(tab_hex_terrain_at(g, map, tab_hex_at(2, 2), &t));
    assert_int_equal(t, TAB_HEX_IMPASSABLE);
    tab_game_free_buffer(g, buf, len);
    tab_snapshot_free(snap);
    tab_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_map_new_and_terrain),
        cmocka_unit_test(test_figures),
        cmocka_unit_test(test_walking_through_allies_not_enemies),
        cmocka_unit_test(test_flight),
        cmocka_unit_test(test_ethereal),
        cmocka_unit_test(test_jumping_gaps),
        cmocka_unit_test(test_clockwise_tie_breaks),
        cmocka_unit_test(test_open_path),
        cmocka_unit_test(test_cost_callback),
        cmocka_unit_test(test_flanking),
        cmocka_unit_test(test_giant_flanking),
        cmocka_unit_test(test_giant_moves_and_rotates),
        cmocka_unit_test(test_misuse),
        cmocka_unit_test(test_out_of_memory),
        cmocka_unit_test(test_determinism_snapshot_save),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
