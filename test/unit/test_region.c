/* test_region.c - region maps: a small Spirit Island-like board (an ocean and
 * eight lands, coastal and inland) with adjacency, distances and range
 * queries; misuse; out of memory; determinism. */
#include <stdlib.h>

#include "testutil.h"

/* Board 1, made up for these tests (not a printed board):
 *
 *   ocean - 1, 2, 3            1 mountain  2 wetland  3 jungle
 *   1 - 2 - 3                  4 sands     5 jungle   6 mountain
 *   1 - 4, 2 - 5, 3 - 6        7 sands     8 wetland
 *   4 - 5 - 6
 *   4 - 7, 5 - 7, 6 - 8, 7 - 8
 *
 * Lands 1-3 touch the ocean (coastal), 4-8 do not (inland). The ocean is
 * added first, then lands 1 to 8, so id order is land-number order. */
typedef struct board {
    tab_game *g;
    tab_id map;
    tab_id ocean;
    tab_id land[9]; /* land[1..8] */
} board;

static const int edges[][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {2, 3}, {1, 4}, {2, 5},
                               {3, 6}, {4, 5}, {5, 6}, {4, 7}, {5, 7}, {6, 8}, {7, 8}};
static const char *const terrains[9] = {"ocean", "mountain", "wetland", "jungle", "sands",
                                        "jungle", "mountain", "sands", "wetland"};

static tab_id node(const board *b, int i)
{
    return i == 0 ? b->ocean : b->land[i];
}

static tab_status build(board *b, tab_game *g)
{
    b->g = g;
    tab_status s = tab_region_map_new(g, &b->map);
    if (s != TAB_OK)
        return s;
    for (int i = 0; i <= 8; i++) {
        char name[8];
        snprintf(name, sizeof name, "A%d", i);
        tab_region_spec sp = {.kind = tab_atom_of(g, i ? "land" : "ocean"),
                              .name = tab_atom_of(g, name),
                              .terrain = tab_atom_of(g, terrains[i]),
                              .board = 1,
                              .number = i};
        if ((s = tab_region_add(g, b->map, &sp, i ? &b->land[i] : &b->ocean)) != TAB_OK)
            return s;
    }
    for (size_t i = 0; i < sizeof edges / sizeof *edges; i++)
        if ((s = tab_region_connect(g, node(b, edges[i][0]), node(b, edges[i][1]))) != TAB_OK)
            return s;
    return TAB_OK;
}

static void setup(board *b)
{
    assert_ok(build(b, new_game(7)));
}

static int32_t dist(board *b, tab_id from, tab_id to)
{
    int32_t d;
    assert_ok(tab_region_distance(b->g, from, to, NULL, &d));
    return d;
}

/* The number of events of kind since mark. */
static int count_events(tab_game *g, uint64_t mark, tab_atom kind)
{
    int n = 0;
    for (uint64_t s = mark; s < tab_event_end(g); s++) {
        tab_event e;
        assert_ok(tab_event_get(g, s, &e));
        n += e.kind == kind;
    }
    return n;
}

static void test_build_and_iterate(void **state)
{
    (void)state;
    board b;
    setup(&b);
    tab_game *g = b.g;
    assert_int_equal(tab_region_count(g, b.map), 9);
    /* Ordered iteration: id order, which is the order regions were added. */
    assert_int_equal(tab_region_at(g, b.map, 0), b.ocean);
    for (int i = 1; i <= 8; i++) {
        assert_int_equal(tab_region_at(g, b.map, (uint32_t)i), b.land[i]);
        assert_true(b.land[i] > tab_region_at(g, b.map, (uint32_t)i - 1));
    }
    assert_int_equal(tab_region_at(g, b.map, 9), TAB_ID_NONE);
    assert_int_equal(tab_region_find(g, b.map, A(g, "A5")), b.land[5]);
    assert_int_equal(tab_region_find(g, b.map, A(g, "Z9")), TAB_ID_NONE);
    /* "the [Disease] goes in land #2 (with the City)" */
    assert_int_equal(tab_region_find_land(g, b.map, 1, 2), b.land[2]);
    assert_int_equal(tab_region_find_land(g, b.map, 1, 9), TAB_ID_NONE);
    assert_int_equal(tab_region_find_land(g, b.map, 2, 2), TAB_ID_NONE);
    assert_int_equal(tab_region_map_of(g, b.land[3]), b.map);
    assert_int_equal(tab_region_map_of(g, b.map), TAB_ID_NONE);

    tab_region_spec sp;
    assert_ok(tab_region_info(g, b.land[4], &sp));
    assert_int_equal(sp.kind, A(g, "land"));
    assert_int_equal(sp.name, A(g, "A4"));
    assert_int_equal(sp.terrain, A(g, "sands"));
    assert_int_equal(sp.board, 1);
    assert_int_equal(sp.number, 4);
    assert_ok(tab_region_info(g, b.ocean, &sp));
    assert_int_equal(sp.kind, A(g, "ocean"));
    assert_int_equal(sp.number, 0);
    /* A region with no kind given is a "region"; no terrain, no board. */
    tab_id plain;
    tab_region_spec ps = {.name = A(g, "somewhere")};
    assert_ok(tab_region_add(g, b.map, &ps, &plain));
    assert_ok(tab_region_info(g, plain, &sp));
    assert_int_equal(sp.kind, A(g, "region"));
    assert_int_equal(sp.terrain, TAB_ATOM_NONE);
    assert_int_equal(sp.board, 0);
    /* Regions are ordinary entities: the game's own properties sit beside. */
    assert_ok(tab_entity_set(g, b.land[1], A(g, "towns"), tab_int(2)));
    assert_int_equal(tab_entity_get_int(g, b.land[1], A(g, "towns"), 0), 2);
    tab_game_free(g);
}

static void test_adjacency_symmetric(void **state)
{
    (void)state;
    board b;
    setup(&b);
    tab_game *g = b.g;
    for (int i = 0; i <= 8; i++)
        for (int j = 0; j <= 8; j++) {
            int want = 0;
            for (size_t e = 0; e < sizeof edges / sizeof *edges; e++)
                want |= (edges[e][0] == i && edges[e][1] == j) ||
                        (edges[e][0] == j && edges[e][1] == i);
            assert_int_equal(tab_region_adjacent(g, node(&b, i), node(&b, j)), want);
        }
    /* Neighbours in id order, whatever order the edges were made in. */
    tab_id nb[8];
    uint32_t n;
    assert_ok(tab_region_neighbors(g, b.land[5], nb, 8, &n));
    assert_int_equal(n, 4);
    assert_int_equal(nb[0], b.land[2]);
    assert_int_equal(nb[1], b.land[4]);
    assert_int_equal(nb[2], b.land[6]);
    assert_int_equal(nb[3], b.land[7]);
    /* Too little room: the count still tells the whole. */
    assert_ok(tab_region_neighbors(g, b.ocean, nb, 1, &n));
    assert_int_equal(n, 3);
    assert_int_equal(nb[0], b.land[1]);
    assert_ok(tab_region_neighbors(g, b.ocean, NULL, 0, &n));
    assert_int_equal(n, 3);

    /* Connecting again changes nothing and says nothing. */
    uint64_t h = hash_of(g), mark = tab_event_end(g);
    assert_ok(tab_region_connect(g, b.land[2], b.land[1]));
    assert_int_equal(hash_of(g), h);
    assert_int_equal(tab_event_end(g), mark);
    /* Disconnecting from either side removes both directions. */
    assert_ok(tab_region_disconnect(g, b.land[5], b.land[2]));
    assert_false(tab_region_adjacent(g, b.land[2], b.land[5]));
    assert_false(tab_region_adjacent(g, b.land[5], b.land[2]));
    tab_event ev;
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &ev));
    assert_int_equal(ev.kind, TAB_EV_REGION_DISCONNECT);
    assert_int_equal(ev.subject, b.land[2]); /* the lower id first */
    assert_int_equal(ev.a[0], b.land[5]);
    assert_ok(tab_region_disconnect(g, b.land[5], b.land[2])); /* no-op */
    assert_ok(tab_region_connect(g, b.land[5], b.land[2]));
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &ev));
    assert_int_equal(ev.kind, TAB_EV_REGION_CONNECT);
    assert_int_equal(ev.subject, b.land[2]);
    assert_int_equal(ev.a[0], b.land[5]);
    /* Back as it was: the same state. */
    assert_int_equal(hash_of(g), h);
    tab_game_free(g);
}

static void test_coastal_and_inland(void **state)
{
    (void)state;
    board b;
    setup(&b);
    tab_game *g = b.g;
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_region_mark_coastal(g, b.map, A(g, "ocean")));
    /* Coastal lands are those touching the Ocean; "D) This is a land without
     * [Wilds]. It is Coastal, so an Explorer is added here." */
    tab_atom coastal = A(g, "coastal"), inland = A(g, "inland");
    for (int i = 1; i <= 8; i++) {
        assert_int_equal(tab_entity_has_tag(g, b.land[i], coastal), i <= 3);
        assert_int_equal(tab_entity_has_tag(g, b.land[i], inland), i > 3);
    }
    assert_false(tab_entity_has_tag(g, b.ocean, coastal));
    assert_false(tab_entity_has_tag(g, b.ocean, inland));
    assert_int_equal(count_events(g, mark, TAB_EV_ENTITY_TAG), 8);
    /* Marking again changes nothing. */
    uint64_t h = hash_of(g);
    assert_ok(tab_region_mark_coastal(g, b.map, A(g, "ocean")));
    assert_int_equal(hash_of(g), h);
    /* When tagging fails part way (land 8 has a property named "coastal",
     * and it is last), the tags already added are taken back. */
    assert_ok(tab_region_connect(g, b.ocean, b.land[8]));
    assert_ok(tab_region_connect(g, b.ocean, b.land[6]));
    assert_ok(tab_entity_set(g, b.land[8], coastal, tab_int(1)));
    h = hash_of(g);
    assert_int_equal(tab_region_mark_coastal(g, b.map, A(g, "ocean")), TAB_EINVAL);
    assert_int_equal(hash_of(g), h);
    assert_false(tab_entity_has_tag(g, b.land[6], coastal));
    assert_true(tab_entity_has_tag(g, b.land[6], inland));
    assert_ok(tab_entity_set(g, b.land[8], coastal, (tab_value){TAB_VNONE, {0}}));
    assert_ok(tab_region_disconnect(g, b.ocean, b.land[8]));
    assert_ok(tab_region_disconnect(g, b.ocean, b.land[6]));
    /* A land that comes to touch the ocean turns coastal, and loses inland. */
    assert_ok(tab_region_connect(g, b.ocean, b.land[7]));
    assert_ok(tab_region_mark_coastal(g, b.map, A(g, "ocean")));
    assert_true(tab_entity_has_tag(g, b.land[7], coastal));
    assert_false(tab_entity_has_tag(g, b.land[7], inland));

    /* "SEEKING THE INTERIOR: In each Coastal land: Push 1 [Explorer/Town]
     * from a land Inland" - the coastal lands, and an inland neighbour. */
    tab_region_filter coast = {.tag = coastal};
    tab_id out[9];
    uint32_t n;
    assert_ok(tab_region_select(g, b.map, &coast, out, 9, &n));
    assert_int_equal(n, 4);
    assert_int_equal(out[0], b.land[1]);
    assert_int_equal(out[3], b.land[7]);
    tab_region_filter in = {.tag = inland};
    assert_ok(tab_region_within(g, &b.land[1], 1, 1, &in, NULL, out, NULL, 9, &n));
    assert_int_equal(n, 1);
    assert_int_equal(out[0], b.land[4]);
    tab_game_free(g);
}

static void test_distance(void **state)
{
    (void)state;
    board b;
    setup(&b);
    /* Steps from land 1 and from land 8, by hand from the picture above. */
    static const int32_t from1[9] = {1, 0, 1, 2, 1, 2, 3, 2, 3};
    static const int32_t from8[9] = {3, 3, 3, 2, 2, 2, 1, 1, 0};
    for (int i = 0; i <= 8; i++) {
        assert_int_equal(dist(&b, b.land[1], node(&b, i)), from1[i]);
        assert_int_equal(dist(&b, node(&b, i), b.land[1]), from1[i]);
        assert_int_equal(dist(&b, b.land[8], node(&b, i)), from8[i]);
    }
    /* A region nothing reaches. */
    tab_id island;
    tab_region_spec sp = {.name = A(b.g, "island")};
    assert_ok(tab_region_add(b.g, b.map, &sp, &island));
    assert_int_equal(dist(&b, b.land[1], island), TAB_REGION_UNREACHABLE);
    assert_int_equal(dist(&b, island, island), 0);

    /* Paths that may not cross blighted lands: land 2 and land 4 can still be
     * reached, but not crossed. */
    tab_atom blighted = A(b.g, "blighted");
    assert_ok(tab_entity_tag(b.g, b.land[2], blighted));
    assert_ok(tab_entity_tag(b.g, b.land[4], blighted));
    tab_region_filter clear = {.without = blighted};
    static const int32_t around[9] = {1, 0, 1, 2, 1, 4, 3, 5, 4};
    for (int i = 0; i <= 8; i++) {
        int32_t d;
        assert_ok(tab_region_distance(b.g, b.land[1], node(&b, i), &clear, &d));
        assert_int_equal(d, around[i]);
    }
    tab_game_free(b.g);
}

static void test_within_range(void **state)
{
    (void)state;
    board b;
    setup(&b);
    tab_game *g = b.g;
    tab_id out[16];
    int32_t d[16];
    uint32_t n;
    /* Range 0 is the land itself. */
    assert_ok(tab_region_within(g, &b.land[1], 1, 0, NULL, NULL, out, d, 16, &n));
    assert_int_equal(n, 1);
    assert_int_equal(out[0], b.land[1]);
    assert_int_equal(d[0], 0);
    /* Range 1: by distance, then id order. */
    assert_ok(tab_region_within(g, &b.land[1], 1, 1, NULL, NULL, out, d, 16, &n));
    assert_int_equal(n, 4);
    tab_id want1[] = {b.land[1], b.ocean, b.land[2], b.land[4]};
    int32_t dist1[] = {0, 1, 1, 1};
    for (uint32_t i = 0; i < n; i++) {
        assert_int_equal(out[i], want1[i]);
        assert_int_equal(d[i], dist1[i]);
    }
    /* Range 2, lands only (kind): no ocean. */
    tab_region_filter lands = {.kind = A(g, "land")};
    assert_ok(tab_region_within(g, &b.land[1], 1, 2, &lands, NULL, out, d, 16, &n));
    tab_id want2[] = {b.land[1], b.land[2], b.land[4], b.land[3], b.land[5], b.land[7]};
    assert_int_equal(n, 6);
    for (uint32_t i = 0; i < n; i++)
        assert_int_equal(out[i], want2[i]);
    /* Terrain: the jungles within 2 of land 1. */
    tab_region_filter jungle = {.terrain = A(g, "jungle")};
    assert_ok(tab_region_within(g, &b.land[1], 1, 2, &jungle, NULL, out, d, 16, &n));
    assert_int_equal(n, 2);
    assert_int_equal(out[0], b.land[3]);
    assert_int_equal(out[1], b.land[5]);
    /* Several sources (Range from any land with Presence). */
    tab_id from[] = {b.land[8], b.land[1], b.land[8]};
    assert_ok(tab_region_within(g, from, 3, 1, NULL, NULL, out, d, 16, &n));
    tab_id want3[] = {b.land[1], b.land[8], b.ocean, b.land[2], b.land[4], b.land[6], b.land[7]};
    assert_int_equal(n, 7);
    for (uint32_t i = 0; i < n; i++)
        assert_int_equal(out[i], want3[i]);
    /* Little room: the first ones, and the whole count. */
    assert_ok(tab_region_within(g, from, 3, 1, NULL, NULL, out, NULL, 2, &n));
    assert_int_equal(n, 7);
    assert_int_equal(out[1], b.land[8]);
    assert_ok(tab_region_within(g, from, 3, TAB_REGION_ANY_RANGE, NULL, NULL, NULL, NULL, 0, &n));
    assert_int_equal(n, 9);
    tab_game_free(g);
}

/* Spirit Island's Explore: a land is explored when it is coastal or next to
 * a Town or City. "DISTANT EXPLORATION: Invaders Explore at +1 distance." */
static bool has_building(tab_game *g, tab_id r, void *ud)
{
    (void)ud;
    return tab_entity_get_int(g, r, tab_atom_of(g, "buildings"), 0) > 0;
}

static bool explores(board *b, tab_id land, uint32_t distance)
{
    tab_region_filter source = {.terrain = tab_atom_of(b->g, "ocean"), .pred = NULL};
    tab_region_filter building = {.pred = has_building};
    uint32_t n1, n2;
    assert_ok(tab_region_within(b->g, &land, 1, distance, &source, NULL, NULL, NULL, 0, &n1));
    assert_ok(tab_region_within(b->g, &land, 1, distance, &building, NULL, NULL, NULL, 0, &n2));
    return n1 + n2 > 0;
}

static void test_filters_with_callbacks(void **state)
{
    (void)state;
    board b;
    setup(&b);
    tab_game *g = b.g;
    assert_ok(tab_entity_set(g, b.land[6], A(g, "buildings"), tab_int(1)));
    /* "C) ... It is adjacent to a land with a Town or City, so normally the
     * Invaders would Explore here." */
    assert_true(explores(&b, b.land[8], 1));
    assert_true(explores(&b, b.land[2], 1)); /* coastal */
    assert_false(explores(&b, b.land[7], 1));
    assert_true(explores(&b, b.land[7], 2)); /* at +1 distance */
    /* "B) ... This land does not have [a building] and is not adjacent to a
     * source of Invaders, so no Explore happens here." */
    assert_false(explores(&b, b.land[4], 1));

    /* "Early Plantations: During Setup on each board, add 1 [Town] to the
     * highest-numbered land without [Town]." - the last of an id-ordered
     * selection of board 1 lands without one. */
    tab_atom town = A(g, "town");
    assert_ok(tab_entity_tag(g, b.land[8], town));
    tab_region_filter no_town = {.kind = A(g, "land"), .without = town, .board = 1};
    tab_id out[9];
    uint32_t n;
    assert_ok(tab_region_select(g, b.map, &no_town, out, 9, &n));
    assert_int_equal(n, 7);
    assert_int_equal(out[n - 1], b.land[7]);
    /* "The [Beasts] goes in the lowest-numbered land with no printed Setup
     * icons" - the first of one. */
    tab_atom icons = A(g, "setup-icons");
    assert_ok(tab_entity_tag(g, b.land[1], icons));
    assert_ok(tab_entity_tag(g, b.land[2], icons));
    tab_region_filter plain = {.kind = A(g, "land"), .without = icons};
    assert_ok(tab_region_select(g, b.map, &plain, out, 9, &n));
    assert_int_equal(out[0], b.land[3]);
    /* tab_region_matches: every field must hold. */
    tab_region_filter wet1 = {.terrain = A(g, "wetland"), .board = 1, .tag = town};
    assert_true(tab_region_matches(g, b.land[8], &wet1));
    assert_false(tab_region_matches(g, b.land[2], &wet1));
    wet1.board = 2;
    assert_false(tab_region_matches(g, b.land[8], &wet1));
    assert_true(tab_region_matches(g, b.land[8], NULL));
    assert_false(tab_region_matches(g, b.map, NULL));
    tab_game_free(g);
}

/* A second board joined to the first: boards, land numbers and a filter on
 * the board. */
static void test_two_boards(void **state)
{
    (void)state;
    board b;
    setup(&b);
    tab_game *g = b.g;
    tab_id l[4];
    for (int i = 1; i <= 3; i++) {
        char name[8];
        snprintf(name, sizeof name, "B%d", i);
        tab_region_spec sp = {.kind = A(g, "land"), .name = A(g, name),
                              .terrain = A(g, "sands"), .board = 2, .number = i};
        assert_ok(tab_region_add(g, b.map, &sp, &l[i]));
    }
    assert_ok(tab_region_connect(g, l[1], l[2]));
    assert_ok(tab_region_connect(g, l[2], l[3]));
    assert_ok(tab_region_connect(g, l[3], b.land[8])); /* where the boards meet */
    assert_int_equal(tab_region_find_land(g, b.map, 2, 2), l[2]);
    assert_int_equal(tab_region_find_land(g, b.map, 1, 2), b.land[2]);
    assert_int_equal(dist(&b, b.land[1], l[1]), 6);
    tab_region_filter board2 = {.board = 2};
    tab_id out[16];
    uint32_t n;
    assert_ok(tab_region_within(g, &b.land[7], 1, 3, &board2, NULL, out, NULL, 16, &n));
    assert_int_equal(n, 2);
    assert_int_equal(out[0], l[3]);
    assert_int_equal(out[1], l[2]);
    tab_game_free(g);
}

static void test_misuse(void **state)
{
    (void)state;
    board b;
    setup(&b);
    tab_game *g = b.g;
    tab_id out[4], other_map, stranger;
    int32_t d;
    uint32_t n;
    tab_region_spec sp = {.name = A(g, "X")};
    tab_region_filter f = {0};
    /* NULL game. */
    assert_int_equal(tab_region_map_new(NULL, &other_map), TAB_EMISUSE);
    assert_int_equal(tab_region_map_free(NULL, b.map), TAB_EMISUSE);
    assert_int_equal(tab_region_add(NULL, b.map, &sp, NULL), TAB_EMISUSE);
    assert_int_equal(tab_region_count(NULL, b.map), 0);
    assert_int_equal(tab_region_at(NULL, b.map, 0), TAB_ID_NONE);
    assert_int_equal(tab_region_find(NULL, b.map, sp.name), TAB_ID_NONE);
    assert_int_equal(tab_region_find_land(NULL, b.map, 1, 1), TAB_ID_NONE);
    assert_int_equal(tab_region_map_of(NULL, b.land[1]), TAB_ID_NONE);
    assert_int_equal(tab_region_info(NULL, b.land[1], &sp), TAB_EMISUSE);
    assert_false(tab_region_matches(NULL, b.land[1], &f));
    assert_int_equal(tab_region_connect(NULL, b.land[1], b.land[2]), TAB_EMISUSE);
    assert_int_equal(tab_region_disconnect(NULL, b.land[1], b.land[2]), TAB_EMISUSE);
    assert_false(tab_region_adjacent(NULL, b.land[1], b.land[2]));
    assert_int_equal(tab_region_neighbors(NULL, b.land[1], out, 4, &n), TAB_EMISUSE);
    assert_int_equal(tab_region_mark_coastal(NULL, b.map, sp.name), TAB_EMISUSE);
    assert_int_equal(tab_region_distance(NULL, b.land[1], b.land[2], NULL, &d), TAB_EMISUSE);
    assert_int_equal(tab_region_within(NULL, &b.land[1], 1, 1, NULL, NULL, out, NULL, 4, &n),
                     TAB_EMISUSE);
    assert_int_equal(tab_region_select(NULL, b.map, NULL, out, 4, &n), TAB_EMISUSE);

    uint64_t h = hash_of(g);
    uint32_t live = tab_entity_count(g);
    /* NULL outputs and specs. */
    assert_int_equal(tab_region_map_new(g, NULL), TAB_EMISUSE);
    assert_int_equal(tab_region_add(g, b.map, NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_region_info(g, b.land[1], NULL), TAB_EMISUSE);
    assert_int_equal(tab_region_neighbors(g, b.land[1], NULL, 4, &n), TAB_EMISUSE);
    assert_int_equal(tab_region_neighbors(g, b.land[1], out, 4, NULL), TAB_EMISUSE);
    assert_int_equal(tab_region_distance(g, b.land[1], b.land[2], NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_region_within(g, &b.land[1], 1, 1, NULL, NULL, NULL, NULL, 4, &n),
                     TAB_EMISUSE);
    assert_int_equal(tab_region_within(g, &b.land[1], 1, 1, NULL, NULL, out, NULL, 4, NULL),
                     TAB_EMISUSE);
    assert_int_equal(tab_region_select(g, b.map, NULL, NULL, 4, &n), TAB_EMISUSE);
    /* Not a map, not a region, no such entity. */
    assert_ok(tab_entity_new(g, A(g, "card"), &stranger));
    h = hash_of(g);
    live = tab_entity_count(g);
    assert_int_equal(tab_region_add(g, stranger, &sp, NULL), TAB_ENOTFOUND);
    assert_int_equal(tab_region_add(g, b.land[1], &sp, NULL), TAB_ENOTFOUND);
    assert_int_equal(tab_region_add(g, 9999, &sp, NULL), TAB_ENOTFOUND);
    assert_non_null(strstr(tab_game_error(g), "not a region map"));
    assert_int_equal(tab_region_map_free(g, stranger), TAB_ENOTFOUND);
    assert_int_equal(tab_region_map_free(g, b.land[1]), TAB_ENOTFOUND);
    assert_int_equal(tab_region_count(g, stranger), 0);
    assert_int_equal(tab_region_info(g, stranger, &sp), TAB_ENOTFOUND);
    assert_int_equal(tab_region_info(g, b.map, &sp), TAB_ENOTFOUND);
    assert_int_equal(tab_region_connect(g, b.land[1], stranger), TAB_ENOTFOUND);
    assert_int_equal(tab_region_connect(g, 0, b.land[1]), TAB_ENOTFOUND);
    assert_int_equal(tab_region_neighbors(g, stranger, out, 4, &n), TAB_ENOTFOUND);
    assert_int_equal(tab_region_distance(g, b.land[1], 9999, NULL, &d), TAB_ENOTFOUND);
    assert_int_equal(tab_region_within(g, &stranger, 1, 1, NULL, NULL, out, NULL, 4, &n),
                     TAB_ENOTFOUND);
    assert_int_equal(tab_region_select(g, stranger, NULL, out, 4, &n), TAB_ENOTFOUND);
    assert_int_equal(tab_region_mark_coastal(g, stranger, A(g, "ocean")), TAB_ENOTFOUND);
    /* An entity that merely carries a region's properties is not one. */
    assert_ok(tab_entity_set(g, stranger, A(g, "region.of"), tab_ref(b.map)));
    assert_ok(tab_entity_set(g, stranger, A(g, "region.index"), tab_int(1)));
    assert_int_equal(tab_region_map_of(g, stranger), TAB_ID_NONE);
    assert_ok(tab_entity_set(g, stranger, A(g, "region.of"), (tab_value){TAB_VNONE, {0}}));
    assert_ok(tab_entity_set(g, stranger, A(g, "region.index"), (tab_value){TAB_VNONE, {0}}));
    /* Bad specs. */
    sp = (tab_region_spec){.name = A(g, "A3")};
    assert_int_equal(tab_region_add(g, b.map, &sp, NULL), TAB_EINVAL); /* name taken */
    assert_non_null(strstr(tab_game_error(g), "A3"));
    sp = (tab_region_spec){.name = TAB_ATOM_NONE};
    assert_int_equal(tab_region_add(g, b.map, &sp, NULL), TAB_EINVAL);
    sp = (tab_region_spec){.name = 77777};
    assert_int_equal(tab_region_add(g, b.map, &sp, NULL), TAB_EINVAL);
    sp = (tab_region_spec){.name = A(g, "new"), .kind = 77777};
    assert_int_equal(tab_region_add(g, b.map, &sp, NULL), TAB_EINVAL);
    sp = (tab_region_spec){.name = A(g, "new"), .terrain = 77777};
    assert_int_equal(tab_region_add(g, b.map, &sp, NULL), TAB_EINVAL);
    sp = (tab_region_spec){.name = A(g, "new"), .board = -1};
    assert_int_equal(tab_region_add(g, b.map, &sp, NULL), TAB_EINVAL);
    sp = (tab_region_spec){.name = A(g, "new"), .number = -3};
    assert_int_equal(tab_region_add(g, b.map, &sp, NULL), TAB_EINVAL);
    sp = (tab_region_spec){.name = A(g, "new"), .board = 1, .number = 5}; /* land taken */
    assert_int_equal(tab_region_add(g, b.map, &sp, NULL), TAB_EINVAL);
    /* Bad adjacency and queries. */
    assert_int_equal(tab_region_connect(g, b.land[1], b.land[1]), TAB_EINVAL);
    assert_int_equal(tab_region_within(g, NULL, 1, 1, NULL, NULL, out, NULL, 4, &n), TAB_EINVAL);
    assert_int_equal(tab_region_within(g, &b.land[1], 0, 1, NULL, NULL, out, NULL, 4, &n),
                     TAB_EINVAL);
    assert_int_equal(tab_region_mark_coastal(g, b.map, TAB_ATOM_NONE), TAB_EINVAL);
    assert_int_equal(hash_of(g), h);
    assert_int_equal(tab_entity_count(g), live);
    /* Regions of two maps never meet. */
    tab_id far;
    assert_ok(tab_region_map_new(g, &other_map));
    sp = (tab_region_spec){.name = A(g, "A1")}; /* names are per map */
    assert_ok(tab_region_add(g, other_map, &sp, &far));
    assert_int_equal(tab_region_connect(g, b.land[1], far), TAB_EINVAL);
    assert_int_equal(tab_region_distance(g, b.land[1], far, NULL, &d), TAB_EINVAL);
    tab_id both[] = {b.land[1], far};
    assert_int_equal(tab_region_within(g, both, 2, 1, NULL, NULL, out, NULL, 4, &n), TAB_EINVAL);
    assert_false(tab_region_adjacent(g, b.land[1], far));
    /* Freeing a map frees its regions, and only them. */
    live = tab_entity_count(g);
    assert_ok(tab_region_map_free(g, b.map));
    assert_int_equal(tab_entity_count(g), live - 10);
    assert_false(tab_entity_exists(g, b.land[4]));
    assert_true(tab_entity_exists(g, far));
    assert_ok(tab_region_map_free(g, TAB_ID_NONE));
    tab_game_free(g);
}

/* A through-filter that adds a region to the map it is searching. */
static bool adds_a_region(tab_game *g, tab_id r, void *ud)
{
    static int count;
    char name[32];
    snprintf(name, sizeof name, "sprouted%d", count++);
    tab_region_spec sp = {.name = tab_atom_of(g, name)};
    assert_ok(tab_region_add(g, *(tab_id *)ud, &sp, NULL));
    (void)r;
    return true;
}

/* The map's state is game state that scripts can overwrite with anything;
 * queries must stay safe, and filters that change the map are refused. */
static void test_tampered_state(void **state)
{
    (void)state;
    board b;
    setup(&b);
    tab_game *g = b.g;
    tab_id out[16];
    uint32_t n;
    int32_t d;
    tab_region_filter grow = {.pred = adds_a_region, .ud = &b.map};
    assert_int_equal(tab_region_within(g, &b.land[1], 1, 3, NULL, &grow, out, NULL, 16, &n),
                     TAB_EMISUSE);
    assert_non_null(strstr(tab_game_error(g), "added or removed"));
    assert_int_equal(tab_region_distance(g, b.land[1], b.land[8], &grow, &d), TAB_EMISUSE);
    /* Pairs naming regions that do not exist, out of order. */
    int32_t junk[] = {1, 999, 0, 1, 1, -5, 999, 0, 1, 0};
    assert_ok(tab_entity_set_array(g, b.map, A(g, "region.adj"), TAB_VINT, junk, 10));
    assert_ok(tab_region_within(g, &b.land[1], 1, 5, NULL, NULL, out, NULL, 16, &n));
    assert_ok(tab_region_neighbors(g, b.ocean, out, 16, &n));
    assert_ok(tab_region_distance(g, b.ocean, b.land[8], NULL, &d));
    assert_ok(tab_region_mark_coastal(g, b.map, A(g, "ocean")));
    assert_ok(tab_region_connect(g, b.land[3], b.land[4]));
    /* Half an adjacency (land 1 to land 2 only): connecting makes it whole,
     * disconnecting removes what is there. */
    int32_t half[] = {1, 2};
    assert_ok(tab_entity_set_array(g, b.map, A(g, "region.adj"), TAB_VINT, half, 2));
    assert_true(tab_region_adjacent(g, b.land[1], b.land[2]));
    assert_false(tab_region_adjacent(g, b.land[2], b.land[1]));
    assert_ok(tab_region_connect(g, b.land[2], b.land[1]));
    assert_true(tab_region_adjacent(g, b.land[2], b.land[1]));
    assert_ok(tab_entity_set_array(g, b.map, A(g, "region.adj"), TAB_VINT, half, 2));
    assert_ok(tab_region_disconnect(g, b.land[2], b.land[1]));
    assert_false(tab_region_adjacent(g, b.land[1], b.land[2]));
    assert_ok(tab_region_neighbors(g, b.land[1], out, 16, &n));
    assert_int_equal(n, 0);
    /* A list that no longer agrees with a region: it is no region. */
    int32_t list[] = {(int32_t)b.land[2]};
    assert_ok(tab_entity_set_array(g, b.map, A(g, "region.list"), TAB_VREF, list, 1));
    assert_int_equal(tab_region_map_of(g, b.land[5]), TAB_ID_NONE);
    assert_int_equal(tab_region_distance(g, b.land[5], b.land[2], NULL, &d), TAB_ENOTFOUND);
    tab_game_free(g);
}

/* ---- Out of memory ------------------------------------------------------ */

typedef tab_status (*op_fn)(board *b, int i);

static tab_status op_add(board *b, int i)
{
    char name[16];
    snprintf(name, sizeof name, "N%d", i);
    tab_region_spec sp = {.kind = tab_atom_of(b->g, "land"), .name = tab_atom_of(b->g, name),
                          .terrain = tab_atom_of(b->g, "sands"), .board = 3, .number = i + 1};
    return tab_region_add(b->g, b->map, &sp, NULL);
}

/* The i-th pair of regions of board 1 that are not adjacent yet. */
static tab_status op_connect(board *b, int i)
{
    for (int x = 0; x <= 8; x++)
        for (int y = x + 1; y <= 8; y++)
            if (!tab_region_adjacent(b->g, node(b, x), node(b, y)) && i-- == 0)
                return tab_region_connect(b->g, node(b, x), node(b, y));
    return TAB_OK;
}

static tab_status op_disconnect(board *b, int i)
{
    return tab_region_disconnect(b->g, node(b, edges[i][0]), node(b, edges[i][1]));
}

/* Before op_coastal: land i + 1 turns the wrong way, and every land gets one
 * more tag, so that sooner or later adding a tag needs more room. */
static void prep_coastal(board *b, int i)
{
    tab_atom coastal = tab_atom_of(b->g, "coastal"), inland = tab_atom_of(b->g, "inland");
    tab_id l = b->land[i % 8 + 1];
    int was = tab_entity_has_tag(b->g, l, coastal);
    assert_ok(tab_entity_untag(b->g, l, was ? coastal : inland));
    assert_ok(tab_entity_tag(b->g, l, was ? inland : coastal));
    char name[16];
    snprintf(name, sizeof name, "t%d", i);
    for (int x = 1; x <= 8; x++)
        assert_ok(tab_entity_tag(b->g, b->land[x], A(b->g, name)));
}

static tab_status op_coastal(board *b, int i)
{
    (void)i;
    return tab_region_mark_coastal(b->g, b->map, tab_atom_of(b->g, "ocean"));
}

static tab_status op_map_new(board *b, int i)
{
    tab_id m;
    (void)i;
    return tab_region_map_new(b->g, &m);
}

static tab_status op_within(board *b, int i)
{
    tab_id out[9];
    uint32_t n;
    tab_region_filter f = {.kind = tab_atom_find(b->g, "land")};
    return tab_region_within(b->g, &b->land[i % 8 + 1], 1, 2, &f, &f, out, NULL, 9, &n);
}

static tab_status op_distance(board *b, int i)
{
    int32_t d;
    return tab_region_distance(b->g, b->land[1], node(b, i % 9), NULL, &d);
}

/* Runs op(b, 0..reps-1), each with the allocator failing at the 1st, 2nd, ...
 * allocation until it succeeds; each failure must be a clean TAB_ENOMEM that
 * changed nothing. Returns how many failures came after the first
 * allocation (the rollback paths). */
static int oom_loop(op_fn op, void (*prep)(board *, int), int reps)
{
    test_allocator al = {0};
    tab_game *g = tab_game_new(test_alloc, &al, 3);
    assert_non_null(g);
    board b;
    assert_ok(build(&b, g));
    assert_ok(tab_region_mark_coastal(g, b.map, A(g, "ocean")));
    int late = 0;
    for (int i = 0; i < reps; i++) {
        if (prep)
            prep(&b, i);
        for (long k = 1;; k++) {
            /* Atoms are interned outside the loop: they are not state. */
            char name[16];
            snprintf(name, sizeof name, "N%d", i);
            A(g, name);
            uint64_t h = hash_of(g);
            uint32_t live = tab_entity_count(g);
            al.count = 0;
            al.fail_at = k;
            tab_status s = op(&b, i);
            al.fail_at = 0;
            if (s == TAB_OK)
                break;
            assert_int_equal(s, TAB_ENOMEM);
            assert_int_equal(hash_of(g), h);
            assert_int_equal(tab_entity_count(g), live);
            assert_true(k < 100);
            late += k > 1;
        }
    }
    tab_game_free(g);
    return late;
}

static void test_oom(void **state)
{
    (void)state;
    /* Enough repetitions that the pools grow at some point, so failures
     * land after the region entity or the first tag exists. */
    assert_true(oom_loop(op_add, NULL, 40) > 0);
    assert_true(oom_loop(op_connect, NULL, 22) > 0);
    oom_loop(op_disconnect, NULL, 14);
    oom_loop(op_coastal, prep_coastal, 16);
    oom_loop(op_map_new, NULL, 20);
    oom_loop(op_within, NULL, 8);
    oom_loop(op_distance, NULL, 9);
}

/* ---- Determinism and the state -------------------------------------------- */

static void test_determinism(void **state)
{
    (void)state;
    board a, b;
    setup(&a);
    setup(&b);
    assert_int_equal(hash_of(a.g), hash_of(b.g));
    /* The same map built with its edges in another order is the same state. */
    tab_game *g = new_game(7);
    board c;
    c.g = g;
    assert_ok(tab_region_map_new(g, &c.map));
    for (int i = 0; i <= 8; i++) {
        char name[8];
        snprintf(name, sizeof name, "A%d", i);
        tab_region_spec sp = {.kind = A(g, i ? "land" : "ocean"), .name = A(g, name),
                              .terrain = A(g, terrains[i]), .board = 1, .number = i};
        assert_ok(tab_region_add(g, c.map, &sp, i ? &c.land[i] : &c.ocean));
    }
    for (size_t i = sizeof edges / sizeof *edges; i-- > 0;)
        assert_ok(tab_region_connect(g, node(&c, edges[i][1]), node(&c, edges[i][0])));
    assert_int_equal(hash_of(g), hash_of(a.g));
    tab_game_free(g);

    /* Snapshot and restore bring adjacency back; save and load keep it. */
    tab_snapshot *snap;
    assert_ok(tab_game_snapshot(a.g, &snap));
    assert_ok(tab_region_connect(a.g, a.land[1], a.land[8]));
    assert_int_equal(dist(&a, a.land[1], a.land[8]), 1);
    assert_ok(tab_game_restore(a.g, snap));
    tab_snapshot_free(snap);
    assert_int_equal(dist(&a, a.land[1], a.land[8]), 3);
    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(a.g, &buf, &len));
    tab_game *h = new_game(1);
    assert_ok(tab_game_load_buffer(h, buf, len));
    tab_game_free_buffer(a.g, buf, len);
    board l = a;
    l.g = h;
    assert_int_equal(dist(&l, a.land[1], a.land[8]), 3);
    assert_int_equal(tab_region_find(h, a.map, A(h, "A6")), a.land[6]);
    assert_int_equal(hash_of(h), hash_of(b.g));
    tab_game_free(h);
    tab_game_free(a.g);
    tab_game_free(b.g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_build_and_iterate),
        cmocka_unit_test(test_adjacency_symmetric),
        cmocka_unit_test(test_coastal_and_inland),
        cmocka_unit_test(test_distance),
        cmocka_unit_test(test_within_range),
        cmocka_unit_test(test_filters_with_callbacks),
        cmocka_unit_test(test_two_boards),
        cmocka_unit_test(test_misuse),
        cmocka_unit_test(test_tampered_state),
        cmocka_unit_test(test_oom),
        cmocka_unit_test(test_determinism),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
