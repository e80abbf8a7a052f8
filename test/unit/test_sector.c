/* test_sector.c - sector grids: Long Dark Sea's 3 rows of 4 sectors, range,
 * adjacency and "vertical", the "2"-shaped Raid Line and its push chains
 * (immovable cards passed over, a card leaving the last sector); misuse; out
 * of memory; determinism. */
#include "testutil.h"

typedef struct sea {
    tab_game *g;
    tab_id grid;
    tab_id card[16]; /* card[1..15], kind "raid" */
} sea;

static void setup_in(sea *s, tab_game *g)
{
    s->g = g;
    assert_ok(tab_sector_grid_new(g, 3, 4, TAB_SECTOR_PATH_TWO, &s->grid));
    for (int i = 1; i < 16; i++)
        assert_ok(tab_entity_new(g, A(g, "raid"), &s->card[i]));
}

static void setup(sea *s)
{
    setup_in(s, new_game(11));
}

/* The card at step i of the line. */
static tab_id at_step(sea *s, uint32_t i)
{
    return tab_sector_card(s->g, s->grid, tab_sector_path_at(s->g, s->grid, i));
}

static tab_id advance(sea *s, tab_id card)
{
    tab_id out = 12345;
    assert_ok(tab_sector_advance(s->g, s->grid, card, &out));
    return out;
}

static void immovable(sea *s, tab_id card)
{
    assert_ok(tab_entity_tag(s->g, card, A(s->g, TAB_SECTOR_IMMOVABLE)));
}

static void test_geometry(void **state)
{
    (void)state;
    sea s;
    setup(&s);
    tab_game *g = s.g;
    uint32_t rows, cols;
    assert_ok(tab_sector_grid_size(g, s.grid, &rows, &cols));
    assert_int_equal(rows, 3);
    assert_int_equal(cols, 4);
    assert_int_equal(tab_sector_at(g, s.grid, 1, 2), 6);
    assert_int_equal(tab_sector_at(g, s.grid, 3, 0), TAB_SECTOR_NONE);
    assert_int_equal(tab_sector_at(g, s.grid, 0, 4), TAB_SECTOR_NONE);
    /* "the top row is at Long Range, the middle row at Medium Range, and the
     * bottom row - also called the Imminent Zone - at Short Range." */
    for (uint32_t sec = 0; sec < 12; sec++)
        assert_int_equal(tab_sector_range(g, s.grid, sec), 3 - sec / 4);
    assert_int_equal(tab_sector_range(g, s.grid, 12), 0);
    /* "Thus, the Short Range icon only allows actions in the Imminent Zone,
     * while the Long Range icon allows actions in any of the three rows." */
    int short_reach = 0, long_reach = 0;
    for (uint32_t sec = 0; sec < 12; sec++) {
        short_reach += tab_sector_range(g, s.grid, sec) <= 1;
        long_reach += tab_sector_range(g, s.grid, sec) <= 3;
    }
    assert_int_equal(short_reach, 4);
    assert_int_equal(long_reach, 12);
    /* "Adjacent. Sectors next to each other within the same Range row are
     * considered adjacent." */
    assert_true(tab_sector_adjacent(g, s.grid, 0, 1));
    assert_true(tab_sector_adjacent(g, s.grid, 10, 9));
    assert_false(tab_sector_adjacent(g, s.grid, 3, 4)); /* end of one row, start of the next */
    assert_false(tab_sector_adjacent(g, s.grid, 0, 2));
    assert_false(tab_sector_adjacent(g, s.grid, 1, 5)); /* vertical, not adjacent */
    assert_false(tab_sector_adjacent(g, s.grid, 1, 1));
    assert_false(tab_sector_adjacent(g, s.grid, 11, 12));
    /* "Vertical. Sectors above or below another in the same column are
     * considered vertical, even if they are at different Ranges." */
    assert_true(tab_sector_vertical(g, s.grid, 1, 5));
    assert_true(tab_sector_vertical(g, s.grid, 9, 1)); /* two rows apart */
    assert_false(tab_sector_vertical(g, s.grid, 1, 1));
    assert_false(tab_sector_vertical(g, s.grid, 1, 2));
    assert_false(tab_sector_vertical(g, s.grid, 1, 13));
    tab_game_free(g);
}

static void test_two_shaped_line(void **state)
{
    (void)state;
    sea s;
    setup(&s);
    tab_game *g = s.g;
    /* Top row left to right, the middle sector under the diagonal, bottom
     * row left to right: Sector 9 down to Sector 1. */
    static const uint32_t two[9] = {0, 1, 2, 3, 6, 8, 9, 10, 11};
    assert_int_equal(tab_sector_path_len(g, s.grid), 9);
    for (uint32_t i = 0; i < 9; i++) {
        assert_int_equal(tab_sector_path_at(g, s.grid, i), two[i]);
        assert_int_equal(tab_sector_number(g, s.grid, two[i]), 9 - i);
        assert_int_equal(tab_sector_by_number(g, s.grid, 9 - i), two[i]);
    }
    assert_int_equal(tab_sector_path_at(g, s.grid, 9), TAB_SECTOR_NONE);
    assert_int_equal(tab_sector_number(g, s.grid, 4), 0); /* off the line */
    assert_int_equal(tab_sector_number(g, s.grid, 5), 0);
    assert_int_equal(tab_sector_number(g, s.grid, 7), 0);
    assert_int_equal(tab_sector_by_number(g, s.grid, 0), TAB_SECTOR_NONE);
    assert_int_equal(tab_sector_by_number(g, s.grid, 10), TAB_SECTOR_NONE);
    /* The farthest numbered sector is at Long Range, Sector 1 at Short. */
    assert_int_equal(tab_sector_range(g, s.grid, tab_sector_by_number(g, s.grid, 9)), 3);
    assert_int_equal(tab_sector_range(g, s.grid, tab_sector_by_number(g, s.grid, 5)), 2);
    assert_int_equal(tab_sector_range(g, s.grid, tab_sector_by_number(g, s.grid, 1)), 1);

    /* The shape on other sizes, and the snake. */
    struct {
        uint32_t rows, cols;
        tab_sector_path_shape shape;
        uint32_t n, path[16];
    } cases[] = {
        {3, 4, TAB_SECTOR_PATH_SNAKE, 12, {0, 1, 2, 3, 7, 6, 5, 4, 8, 9, 10, 11}},
        {4, 4, TAB_SECTOR_PATH_TWO, 10, {0, 1, 2, 3, 6, 9, 12, 13, 14, 15}},
        {2, 2, TAB_SECTOR_PATH_TWO, 4, {0, 1, 2, 3}},
        {1, 3, TAB_SECTOR_PATH_TWO, 3, {0, 1, 2}},
        {3, 1, TAB_SECTOR_PATH_TWO, 3, {0, 1, 2}},
        {3, 4, TAB_SECTOR_PATH_NONE, 0, {0}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        tab_id grid;
        assert_ok(tab_sector_grid_new(g, cases[c].rows, cases[c].cols, cases[c].shape, &grid));
        assert_int_equal(tab_sector_path_len(g, grid), cases[c].n);
        for (uint32_t i = 0; i < cases[c].n; i++)
            assert_int_equal(tab_sector_path_at(g, grid, i), cases[c].path[i]);
    }
    tab_game_free(g);
}

static void test_advance_pushes_in_a_chain(void **state)
{
    (void)state;
    sea s;
    setup(&s);
    tab_game *g = s.g;
    /* "place the top card of the Raid deck in the Sector closest to the
     * deck, without revealing it." - Sector 9. */
    assert_int_equal(advance(&s, s.card[1]), TAB_ID_NONE);
    assert_int_equal(tab_sector_card(g, s.grid, tab_sector_by_number(g, s.grid, 9)), s.card[1]);
    /* "If that Sector is already occupied, push the card toward the next
     * closest Sector, creating a chain reaction that ends when a card reaches
     * an empty Sector" */
    uint64_t mark = tab_event_end(g);
    assert_int_equal(advance(&s, s.card[2]), TAB_ID_NONE);
    assert_int_equal(at_step(&s, 0), s.card[2]);
    assert_int_equal(at_step(&s, 1), s.card[1]);
    tab_event ev;
    int moves = 0;
    for (uint64_t q = mark; q < tab_event_end(g); q++) {
        assert_ok(tab_event_get(g, q, &ev));
        if (ev.kind != TAB_EV_SECTOR_MOVE)
            continue;
        /* First the new card in, then the one it pushed. */
        assert_int_equal(ev.subject, moves == 0 ? s.card[2] : s.card[1]);
        assert_int_equal(ev.a[0], s.grid);
        assert_int_equal(ev.a[1], moves == 0 ? -1 : 0);
        assert_int_equal(ev.a[2], moves == 0 ? 0 : 1);
        moves++;
    }
    assert_int_equal(moves, 2);
    /* A gap stops the chain: the card beyond it stays. */
    assert_ok(tab_sector_place(g, s.grid, tab_sector_path_at(g, s.grid, 3), s.card[3]));
    assert_int_equal(advance(&s, s.card[4]), TAB_ID_NONE);
    assert_int_equal(at_step(&s, 0), s.card[4]);
    assert_int_equal(at_step(&s, 1), s.card[2]);
    assert_int_equal(at_step(&s, 2), s.card[1]);
    assert_int_equal(at_step(&s, 3), s.card[3]);
    assert_int_equal(at_step(&s, 4), TAB_ID_NONE);
    /* Sectors off the line never take part. */
    assert_ok(tab_sector_place(g, s.grid, 5, s.card[9]));
    assert_int_equal(advance(&s, s.card[5]), TAB_ID_NONE);
    assert_int_equal(tab_sector_card(g, s.grid, 5), s.card[9]);
    assert_int_equal(at_step(&s, 4), s.card[3]);
    tab_game_free(g);
}

static void test_card_leaves_the_last_sector(void **state)
{
    (void)state;
    sea s;
    setup(&s);
    tab_game *g = s.g;
    /* "she places the top card of the Raid deck in Sector 9, pushing the
     * other cards." Nine advances fill the line from Sector 9 to Sector 1. */
    for (int i = 1; i <= 9; i++)
        assert_int_equal(advance(&s, s.card[i]), TAB_ID_NONE);
    for (uint32_t n = 1; n <= 9; n++)
        assert_int_equal(tab_sector_card(g, s.grid, tab_sector_by_number(g, s.grid, n)),
                         s.card[n]);
    /* "If it manages to leave the board through the closest Sector, the card
     * is recovered and a penalty is applied." The tenth pushes the first off. */
    uint64_t mark = tab_event_end(g);
    assert_int_equal(advance(&s, s.card[10]), s.card[1]);
    assert_int_equal(tab_sector_find(g, s.grid, s.card[1]), TAB_SECTOR_NONE);
    assert_true(tab_entity_exists(g, s.card[1])); /* off the grid, still a card */
    for (uint32_t n = 1; n <= 9; n++)
        assert_int_equal(tab_sector_card(g, s.grid, tab_sector_by_number(g, s.grid, n)),
                         s.card[n + 1]);
    tab_event last;
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &last));
    assert_int_equal(last.kind, TAB_EV_SECTOR_EXIT);
    assert_int_equal(last.subject, s.card[1]);
    assert_int_equal(last.a[0], s.grid);
    assert_int_equal(last.a[1], 11); /* Sector 1, bottom right */
    int moves = 0;
    for (uint64_t q = mark; q < tab_event_end(g); q++) {
        tab_event ev;
        assert_ok(tab_event_get(g, q, &ev));
        moves += ev.kind == TAB_EV_SECTOR_MOVE;
    }
    assert_int_equal(moves, 9);
    /* "The Scenario Phase: all revealed cards are activated one by one,
     * starting with the Sector closest to the players and ending with the
     * farthest one (Sector 9)." */
    tab_id order[9];
    for (uint32_t n = 1; n <= 9; n++)
        order[n - 1] = tab_sector_card(g, s.grid, tab_sector_by_number(g, s.grid, n));
    assert_int_equal(order[0], s.card[2]);
    assert_int_equal(order[8], s.card[10]);
    tab_game_free(g);
}

static void test_immovable_cards_are_passed_over(void **state)
{
    (void)state;
    sea s;
    setup(&s);
    tab_game *g = s.g;
    /* Steps 0, 1 (immovable) and 2 held. */
    assert_ok(tab_sector_place(g, s.grid, tab_sector_path_at(g, s.grid, 0), s.card[1]));
    assert_ok(tab_sector_place(g, s.grid, tab_sector_path_at(g, s.grid, 1), s.card[2]));
    assert_ok(tab_sector_place(g, s.grid, tab_sector_path_at(g, s.grid, 2), s.card[3]));
    immovable(&s, s.card[2]);
    /* "Cards with the «Immovable» keyword do not move. Instead, the card
     * attempting to push them bypasses them and is placed in the next
     * available Sector." */
    uint64_t mark = tab_event_end(g);
    assert_int_equal(advance(&s, s.card[4]), TAB_ID_NONE);
    assert_int_equal(at_step(&s, 0), s.card[4]);
    assert_int_equal(at_step(&s, 1), s.card[2]); /* did not move */
    assert_int_equal(at_step(&s, 2), s.card[1]); /* passed over it */
    assert_int_equal(at_step(&s, 3), s.card[3]); /* pushed on in turn */
    /* The events tell it in order: in, bypass, move, move. */
    tab_atom want[] = {TAB_EV_SECTOR_MOVE, TAB_EV_SECTOR_BYPASS, TAB_EV_SECTOR_MOVE,
                       TAB_EV_SECTOR_MOVE};
    tab_id who[] = {s.card[4], s.card[1], s.card[1], s.card[3]};
    int k = 0;
    for (uint64_t q = mark; q < tab_event_end(g); q++) {
        tab_event ev;
        assert_ok(tab_event_get(g, q, &ev));
        if (ev.kind < TAB_EV_SECTOR_MOVE || ev.kind > TAB_EV_SECTOR_EXIT)
            continue;
        assert_true(k < 4);
        assert_int_equal(ev.kind, want[k]);
        assert_int_equal(ev.subject, who[k]);
        if (ev.kind == TAB_EV_SECTOR_BYPASS) {
            assert_int_equal(ev.a[1], s.card[2]);
            assert_int_equal(ev.a[2], tab_sector_path_at(g, s.grid, 1));
        }
        if (k == 2) {
            assert_int_equal(ev.a[1], tab_sector_path_at(g, s.grid, 0));
            assert_int_equal(ev.a[2], tab_sector_path_at(g, s.grid, 2));
        }
        k++;
    }
    assert_int_equal(k, 4);
    tab_game_free(g);
}

static void test_immovable_at_the_ends(void **state)
{
    (void)state;
    sea s;
    setup(&s);
    tab_game *g = s.g;
    /* An immovable card in Sector 9: a new card enters past it. */
    assert_ok(tab_sector_place(g, s.grid, tab_sector_by_number(g, s.grid, 9), s.card[1]));
    immovable(&s, s.card[1]);
    assert_int_equal(advance(&s, s.card[2]), TAB_ID_NONE);
    assert_int_equal(at_step(&s, 0), s.card[1]);
    assert_int_equal(at_step(&s, 1), s.card[2]);
    /* Two immovable cards in a row are both passed over. */
    assert_ok(tab_sector_place(g, s.grid, tab_sector_by_number(g, s.grid, 7), s.card[3]));
    immovable(&s, s.card[3]);
    assert_int_equal(advance(&s, s.card[4]), TAB_ID_NONE);
    assert_int_equal(at_step(&s, 1), s.card[4]);
    assert_int_equal(at_step(&s, 2), s.card[3]);
    assert_int_equal(at_step(&s, 3), s.card[2]);
    tab_game_free(g);

    /* An immovable card in Sector 1: the card pushed into it leaves the line
     * past it, from Sector 2. */
    setup(&s);
    g = s.g;
    assert_ok(tab_sector_place(g, s.grid, tab_sector_by_number(g, s.grid, 1), s.card[1]));
    immovable(&s, s.card[1]);
    for (int i = 2; i <= 9; i++)
        assert_int_equal(advance(&s, s.card[i]), TAB_ID_NONE);
    assert_int_equal(advance(&s, s.card[10]), s.card[2]);
    assert_int_equal(tab_sector_card(g, s.grid, tab_sector_by_number(g, s.grid, 1)), s.card[1]);
    assert_int_equal(tab_sector_card(g, s.grid, tab_sector_by_number(g, s.grid, 2)), s.card[3]);
    tab_event ev;
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &ev));
    assert_int_equal(ev.kind, TAB_EV_SECTOR_EXIT);
    assert_int_equal(ev.subject, s.card[2]);
    assert_int_equal(ev.a[1], tab_sector_by_number(g, s.grid, 2));
    assert_ok(tab_event_get(g, tab_event_end(g) - 2, &ev));
    assert_int_equal(ev.kind, TAB_EV_SECTOR_BYPASS);
    assert_int_equal(ev.a[1], s.card[1]);
    tab_game_free(g);

    /* A line of immovable cards only: the new card goes straight through
     * and off, never placed (a1 -1). */
    setup(&s);
    g = s.g;
    for (uint32_t n = 1; n <= 9; n++) {
        assert_ok(tab_sector_place(g, s.grid, tab_sector_by_number(g, s.grid, n), s.card[n]));
        immovable(&s, s.card[n]);
    }
    uint64_t h = hash_of(g);
    assert_int_equal(advance(&s, s.card[10]), s.card[10]);
    assert_int_equal(hash_of(g), h);
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &ev));
    assert_int_equal(ev.kind, TAB_EV_SECTOR_EXIT);
    assert_int_equal(ev.a[1], -1);
    tab_game_free(g);
}

static void test_insert_and_cards(void **state)
{
    (void)state;
    sea s;
    setup(&s);
    tab_game *g = s.g;
    for (int i = 1; i <= 4; i++)
        advance(&s, s.card[i]); /* steps 0-3: cards 4, 3, 2, 1 */
    /* A card put on the line at step 2 pushes only those from there on. */
    tab_id out = 1;
    assert_ok(tab_sector_insert(g, s.grid, 2, s.card[5], &out));
    assert_int_equal(out, TAB_ID_NONE);
    assert_int_equal(at_step(&s, 0), s.card[4]);
    assert_int_equal(at_step(&s, 1), s.card[3]);
    assert_int_equal(at_step(&s, 2), s.card[5]);
    assert_int_equal(at_step(&s, 3), s.card[2]);
    assert_int_equal(at_step(&s, 4), s.card[1]);
    /* At the last step, the card there leaves; exited may be NULL. */
    assert_ok(tab_sector_place(g, s.grid, tab_sector_by_number(g, s.grid, 1), s.card[6]));
    assert_ok(tab_sector_insert(g, s.grid, 8, s.card[7], NULL));
    assert_int_equal(tab_sector_find(g, s.grid, s.card[6]), TAB_SECTOR_NONE);
    assert_int_equal(tab_sector_find(g, s.grid, s.card[7]), 11);
    /* place moves a card within the grid; remove takes it off. */
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_sector_place(g, s.grid, 4, s.card[7]));
    assert_int_equal(tab_sector_card(g, s.grid, 11), TAB_ID_NONE);
    assert_int_equal(tab_sector_card(g, s.grid, 4), s.card[7]);
    tab_event ev;
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &ev));
    assert_int_equal(ev.kind, TAB_EV_SECTOR_MOVE);
    assert_int_equal(ev.a[1], 11);
    assert_int_equal(ev.a[2], 4);
    assert_true(tab_event_end(g) > mark);
    assert_ok(tab_sector_place(g, s.grid, 4, s.card[7])); /* already there: no-op */
    assert_int_equal(tab_sector_place(g, s.grid, 4, s.card[8]), TAB_EINVAL); /* occupied */
    assert_ok(tab_sector_remove(g, s.grid, s.card[7]));
    assert_int_equal(tab_sector_card(g, s.grid, 4), TAB_ID_NONE);
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &ev));
    assert_int_equal(ev.a[1], 4);
    assert_int_equal(ev.a[2], -1);
    mark = tab_event_end(g);
    assert_ok(tab_sector_remove(g, s.grid, s.card[7])); /* not there: no-op */
    assert_int_equal(tab_event_end(g), mark);
    /* A line of one's own. */
    uint32_t mine[] = {4, 5, 6, 7};
    assert_ok(tab_sector_set_path(g, s.grid, mine, 4));
    assert_int_equal(tab_sector_number(g, s.grid, 4), 4);
    assert_int_equal(tab_sector_number(g, s.grid, 0), 0);
    assert_ok(tab_sector_advance(g, s.grid, s.card[8], &out));
    assert_int_equal(tab_sector_card(g, s.grid, 4), s.card[8]);
    assert_ok(tab_sector_set_path(g, s.grid, NULL, 0));
    assert_int_equal(tab_sector_advance(g, s.grid, s.card[9], &out), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "no line"));
    tab_game_free(g);
}

/* A card freed while on the grid leaves its sector empty: a chain stops
 * there, and tab_sector_remove clears the stale id. */
static void test_freed_card(void **state)
{
    (void)state;
    sea s;
    setup(&s);
    tab_game *g = s.g;
    for (int i = 1; i <= 3; i++)
        advance(&s, s.card[i]); /* steps 0-2: cards 3, 2, 1 */
    assert_ok(tab_entity_free(g, s.card[2]));
    assert_int_equal(at_step(&s, 1), TAB_ID_NONE);
    assert_int_equal(advance(&s, s.card[4]), TAB_ID_NONE);
    assert_int_equal(at_step(&s, 0), s.card[4]);
    assert_int_equal(at_step(&s, 1), s.card[3]);
    assert_int_equal(at_step(&s, 2), s.card[1]); /* not pushed: the gap took card 3 */
    assert_ok(tab_entity_free(g, s.card[1]));
    assert_ok(tab_sector_remove(g, s.grid, s.card[1]));
    assert_int_equal(tab_sector_find(g, s.grid, s.card[1]), TAB_SECTOR_NONE);
    tab_game_free(g);
}

static void test_misuse(void **state)
{
    (void)state;
    sea s;
    setup(&s);
    tab_game *g = s.g;
    tab_id grid, out;
    uint32_t rows;
    /* NULL game. */
    assert_int_equal(tab_sector_grid_new(NULL, 3, 4, TAB_SECTOR_PATH_TWO, &grid), TAB_EMISUSE);
    assert_int_equal(tab_sector_grid_size(NULL, s.grid, &rows, NULL), TAB_EMISUSE);
    assert_int_equal(tab_sector_at(NULL, s.grid, 0, 0), TAB_SECTOR_NONE);
    assert_int_equal(tab_sector_range(NULL, s.grid, 0), 0);
    assert_false(tab_sector_adjacent(NULL, s.grid, 0, 1));
    assert_false(tab_sector_vertical(NULL, s.grid, 0, 4));
    assert_int_equal(tab_sector_set_path(NULL, s.grid, NULL, 0), TAB_EMISUSE);
    assert_int_equal(tab_sector_path_len(NULL, s.grid), 0);
    assert_int_equal(tab_sector_path_at(NULL, s.grid, 0), TAB_SECTOR_NONE);
    assert_int_equal(tab_sector_number(NULL, s.grid, 0), 0);
    assert_int_equal(tab_sector_by_number(NULL, s.grid, 1), TAB_SECTOR_NONE);
    assert_int_equal(tab_sector_card(NULL, s.grid, 0), TAB_ID_NONE);
    assert_int_equal(tab_sector_find(NULL, s.grid, s.card[1]), TAB_SECTOR_NONE);
    assert_int_equal(tab_sector_place(NULL, s.grid, 0, s.card[1]), TAB_EMISUSE);
    assert_int_equal(tab_sector_remove(NULL, s.grid, s.card[1]), TAB_EMISUSE);
    assert_int_equal(tab_sector_advance(NULL, s.grid, s.card[1], &out), TAB_EMISUSE);
    assert_int_equal(tab_sector_insert(NULL, s.grid, 0, s.card[1], &out), TAB_EMISUSE);

    advance(&s, s.card[1]);
    uint64_t h = hash_of(g);
    uint32_t live = tab_entity_count(g);
    /* Bad sizes, shapes, outputs. */
    assert_int_equal(tab_sector_grid_new(g, 3, 4, TAB_SECTOR_PATH_TWO, NULL), TAB_EMISUSE);
    assert_int_equal(tab_sector_grid_new(g, 0, 4, TAB_SECTOR_PATH_TWO, &grid), TAB_EINVAL);
    assert_int_equal(tab_sector_grid_new(g, 3, 65, TAB_SECTOR_PATH_TWO, &grid), TAB_EINVAL);
    assert_int_equal(tab_sector_grid_new(g, 3, 4, (tab_sector_path_shape)7, &grid), TAB_EINVAL);
    /* Not a grid. */
    tab_id notgrid = s.card[2];
    assert_int_equal(tab_sector_grid_size(g, notgrid, &rows, NULL), TAB_ENOTFOUND);
    assert_non_null(strstr(tab_game_error(g), "not a sector grid"));
    assert_int_equal(tab_sector_grid_size(g, 9999, &rows, NULL), TAB_ENOTFOUND);
    assert_int_equal(tab_sector_set_path(g, notgrid, NULL, 0), TAB_ENOTFOUND);
    assert_int_equal(tab_sector_place(g, notgrid, 0, s.card[3]), TAB_ENOTFOUND);
    assert_int_equal(tab_sector_remove(g, notgrid, s.card[3]), TAB_ENOTFOUND);
    assert_int_equal(tab_sector_advance(g, notgrid, s.card[3], &out), TAB_ENOTFOUND);
    assert_int_equal(tab_sector_path_len(g, notgrid), 0);
    assert_int_equal(tab_sector_card(g, notgrid, 0), TAB_ID_NONE);
    assert_int_equal(tab_sector_range(g, notgrid, 0), 0);
    /* Bad sectors, steps and cards. */
    assert_int_equal(tab_sector_card(g, s.grid, 12), TAB_ID_NONE);
    assert_false(tab_sector_vertical(g, s.grid, 0, 12));
    assert_int_equal(tab_sector_place(g, s.grid, 12, s.card[3]), TAB_EINVAL);
    assert_int_equal(tab_sector_place(g, s.grid, 1, 9999), TAB_ENOTFOUND);
    assert_int_equal(tab_sector_place(g, s.grid, 1, TAB_ID_NONE), TAB_ENOTFOUND);
    assert_int_equal(tab_sector_advance(g, s.grid, 9999, &out), TAB_ENOTFOUND);
    assert_int_equal(tab_sector_advance(g, s.grid, s.card[1], &out), TAB_EINVAL); /* on it */
    assert_int_equal(tab_sector_insert(g, s.grid, 9, s.card[3], &out), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "step 9"));
    uint32_t dup[] = {0, 1, 0}, far[] = {0, 12};
    assert_int_equal(tab_sector_set_path(g, s.grid, dup, 3), TAB_EINVAL);
    assert_int_equal(tab_sector_set_path(g, s.grid, far, 2), TAB_EINVAL);
    assert_int_equal(tab_sector_set_path(g, s.grid, NULL, 2), TAB_EMISUSE);
    uint32_t big[13] = {0};
    assert_int_equal(tab_sector_set_path(g, s.grid, big, 13), TAB_EINVAL);
    assert_int_equal(hash_of(g), h);
    assert_int_equal(tab_entity_count(g), live);
    /* The arrays are game state a script could overwrite: a line leading off
     * the grid, or a size that disagrees with the cards, makes no grid. */
    int32_t wild[] = {0, 99};
    assert_ok(tab_entity_set_array(g, s.grid, A(g, "sector.path"), TAB_VINT, wild, 2));
    assert_int_equal(tab_sector_advance(g, s.grid, s.card[3], &out), TAB_ENOTFOUND);
    int32_t size[] = {65536, 65536};
    assert_ok(tab_entity_set_array(g, s.grid, A(g, "sector.size"), TAB_VINT, size, 2));
    assert_int_equal(tab_sector_card(g, s.grid, 0), TAB_ID_NONE);
    assert_int_equal(tab_sector_grid_size(g, s.grid, &rows, NULL), TAB_ENOTFOUND);
    tab_game_free(g);
}

/* ---- Out of memory ------------------------------------------------------ */

static void test_oom(void **state)
{
    (void)state;
    test_allocator al = {0};
    tab_game *g = tab_game_new(test_alloc, &al, 5);
    assert_non_null(g);
    sea s;
    setup_in(&s, g);
    A(g, TAB_SECTOR_IMMOVABLE);
    immovable(&s, s.card[15]);
    assert_ok(tab_sector_place(g, s.grid, tab_sector_path_at(g, s.grid, 4), s.card[15]));
    /* Each call with the allocator failing at the 1st, 2nd, ... allocation
     * until it succeeds: a clean TAB_ENOMEM that changed nothing. */
    int late = 0;
    uint32_t two[] = {0, 1, 2, 3, 6, 8, 9, 10, 11}, line[] = {11, 10, 9, 8};
    for (int rep = 0; rep < 40; rep++) {
        tab_id c = s.card[rep / 4 % 14 + 1];
        if (rep % 4 == 3) {
            assert_ok(tab_sector_remove(g, s.grid, c));
            assert_ok(tab_sector_set_path(g, s.grid, two, 9));
        }
        for (long k = 1;; k++) {
            uint64_t h = hash_of(g);
            uint32_t live = tab_entity_count(g);
            tab_id grid, out;
            tab_status st;
            al.count = 0;
            al.fail_at = k;
            switch (rep % 4) {
            case 0: st = tab_sector_grid_new(g, 3, 4, TAB_SECTOR_PATH_TWO, &grid); break;
            case 1: st = tab_sector_set_path(g, s.grid, line, 4); break;
            case 2: st = tab_sector_set_path(g, s.grid, NULL, 0); break;
            default: st = tab_sector_advance(g, s.grid, c, &out); break;
            }
            al.fail_at = 0;
            if (st == TAB_OK)
                break;
            assert_int_equal(st, TAB_ENOMEM);
            assert_int_equal(hash_of(g), h);
            assert_int_equal(tab_entity_count(g), live);
            assert_true(k < 100);
            late += k > 1;
        }
    }
    assert_true(late > 0); /* some failed after the grid entity existed */
    tab_game_free(g);
}

/* ---- Determinism and the state -------------------------------------------- */

static uint64_t play(sea *s)
{
    setup(s);
    immovable(s, s->card[5]);
    for (int i = 1; i <= 15; i++)
        advance(s, s->card[i]);
    return hash_of(s->g);
}

static void test_determinism(void **state)
{
    (void)state;
    sea a, b;
    uint64_t ha = play(&a), hb = play(&b);
    assert_int_equal(ha, hb);
    for (uint32_t sec = 0; sec < 12; sec++)
        assert_int_equal(tab_sector_card(a.g, a.grid, sec), tab_sector_card(b.g, b.grid, sec));
    /* Snapshot and restore bring the line back; save and load keep it. */
    tab_snapshot *snap;
    assert_ok(tab_game_snapshot(a.g, &snap));
    tab_id extra, out;
    assert_ok(tab_entity_new(a.g, A(a.g, "raid"), &extra));
    assert_ok(tab_sector_advance(a.g, a.grid, extra, &out));
    assert_int_not_equal(hash_of(a.g), ha);
    assert_ok(tab_game_restore(a.g, snap));
    tab_snapshot_free(snap);
    assert_int_equal(hash_of(a.g), ha);
    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(a.g, &buf, &len));
    tab_game *h = new_game(1);
    assert_ok(tab_game_load_buffer(h, buf, len));
    tab_game_free_buffer(a.g, buf, len);
    assert_int_equal(hash_of(h), ha);
    for (uint32_t n = 1; n <= 9; n++)
        assert_int_equal(tab_sector_card(h, a.grid, tab_sector_by_number(h, a.grid, n)),
                         tab_sector_card(a.g, a.grid, tab_sector_by_number(a.g, a.grid, n)));
    tab_game_free(h);
    tab_game_free(a.g);
    tab_game_free(b.g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_geometry),
        cmocka_unit_test(test_two_shaped_line),
        cmocka_unit_test(test_advance_pushes_in_a_chain),
        cmocka_unit_test(test_card_leaves_the_last_sector),
        cmocka_unit_test(test_immovable_cards_are_passed_over),
        cmocka_unit_test(test_immovable_at_the_ends),
        cmocka_unit_test(test_insert_and_cards),
        cmocka_unit_test(test_freed_card),
        cmocka_unit_test(test_misuse),
        cmocka_unit_test(test_oom),
        cmocka_unit_test(test_determinism),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
