/* test_hex_move.c - movement on hex maps: walking through allies, flight,
 * ethereal movers, jumping gaps, clockwise tie-breaks, open paths, per-step
 * costs, and giants that move and rotate. Rulebook quotes are Tidal Blades 2. */
#include "hexutil.h"

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

/* Dru: "Enemies may move through Dru's hex." An open figure of the heroes'
 * side lets an enemy through, never stay; closed again, it blocks. */
static void test_open_figure(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_hex m[128];
    static const char *const rows[] = {"e d b h"};
    tab_id map = draw_map(g, TAB_HEX_ODD_R, rows, 1, m);
    tab_id enemy = put(g, map, m['e'], ENEMIES);
    tab_id dru = put(g, map, m['d'], HEROES);
    put(g, map, m['h'], HEROES);
    tab_hex_step r[16];
    uint32_t n;
    assert_false(tab_hex_is_open(g, dru));
    assert_ok(tab_hex_reachable(g, map, enemy, &walk, -1, r, 16, &n));
    assert_int_equal(n, 1); /* only where it stands */
    assert_ok(tab_hex_set_open(g, dru, true));
    assert_true(tab_hex_is_open(g, dru));
    assert_ok(tab_hex_reachable(g, map, enemy, &walk, -1, r, 16, &n));
    assert_int_equal(cost_to(r, n, m['d']), -1); /* passed, never ended on */
    assert_int_equal(cost_to(r, n, m['b']), 2);
    assert_int_equal(cost_to(r, n, m['h']), -1); /* the hero still blocks */
    assert_int_equal(tab_hex_move(g, map, enemy, &walk, m['d'], -1, NULL), TAB_EINVAL);
    assert_error_mentions(g, "another figure");
    assert_ok(tab_hex_set_open(g, dru, false));
    assert_ok(tab_hex_reachable(g, map, enemy, &walk, -1, r, 16, &n));
    assert_int_equal(n, 1);
    assert_int_equal(tab_hex_set_open(g, 999, true), TAB_ENOTFOUND);
    assert_false(tab_hex_is_open(NULL, dru));
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

/* ---- Giants ------------------------------------------------------------------ */

/* A giant boss on a three-hex base: (3,2), (4,2), (3,3) on a pointy map. */
static tab_id giant(tab_game *g, tab_id map)
{
    tab_hex base[3] = {tab_hex_at(4, 2), tab_hex_at(3, 3), tab_hex_at(3, 2)};
    tab_id boss = figure(g);
    assert_ok(tab_hex_place_shape(g, map, boss, base, 3, ENEMIES));
    return boss;
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_walking_through_allies_not_enemies),
        cmocka_unit_test(test_open_figure),
        cmocka_unit_test(test_flight),
        cmocka_unit_test(test_ethereal),
        cmocka_unit_test(test_jumping_gaps),
        cmocka_unit_test(test_clockwise_tie_breaks),
        cmocka_unit_test(test_open_path),
        cmocka_unit_test(test_cost_callback),
        cmocka_unit_test(test_giant_moves_and_rotates),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
