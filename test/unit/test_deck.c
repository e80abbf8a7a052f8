/* test_deck.c - decks: drawing, both refill policies, peeking, searching,
 * moving, recovering numbered cards, retiring, misuse, out of memory and
 * determinism. */
#include "testutil.h"

#include "core.h" /* to fill the property pool to the brim (setup_layout) */

/* A deck "deck" (face down) with discard "discard" (face up), a hand owned
 * by player 0, and cards numbered 1..n put in from the top down. */
typedef struct table {
    tab_game *g;
    tab_zone draw, discard, hand;
    tab_id deck;
    tab_id card[64]; /* card[i] has number i+1 */
    uint32_t n;
} table;

static void setup_table(table *t, tab_game *g, uint32_t n, tab_deck_refill_policy refill)
{
    memset(t, 0, sizeof *t);
    t->g = g;
    t->n = n;
    assert_ok(tab_zone_new(g, A(g, "deck"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &t->draw));
    assert_ok(tab_zone_new(g, A(g, "discard"), TAB_NO_PLAYER, TAB_SEE_ALL, &t->discard));
    assert_ok(tab_zone_new(g, A(g, "hand"), 0, TAB_SEE_OWNER, &t->hand));
    assert_ok(tab_deck_new(g, t->draw, t->discard, refill, &t->deck));
    for (uint32_t i = 0; i < n; i++) {
        assert_ok(tab_entity_new(g, A(g, "card"), &t->card[i]));
        assert_ok(tab_entity_set(g, t->card[i], A(g, "number"), tab_int(i + 1)));
        assert_ok(tab_deck_put(g, t->deck, t->card[i], TAB_ZONE_END));
    }
}

/* How many events of kind happened since mark. */
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

/* The first event of kind since mark (fails the test when there is none). */
static tab_event find_event(tab_game *g, uint64_t mark, tab_atom kind)
{
    for (uint64_t s = mark; s < tab_event_end(g); s++) {
        tab_event e;
        assert_ok(tab_event_get(g, s, &e));
        if (e.kind == kind)
            return e;
    }
    fail_msg("no event '%s' since %llu", tab_atom_str(g, kind), (unsigned long long)mark);
    return (tab_event){0};
}

static void test_new_and_info(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    table t;
    setup_table(&t, g, 5, TAB_DECK_REFILL_RESHUFFLE);
    tab_zone draw, discard;
    tab_deck_refill_policy refill;
    assert_ok(tab_deck_info(g, t.deck, &draw, &discard, &refill));
    assert_int_equal(draw, t.draw);
    assert_int_equal(discard, t.discard);
    assert_int_equal(refill, TAB_DECK_REFILL_RESHUFFLE);
    assert_ok(tab_deck_info(g, t.deck, NULL, NULL, NULL));
    assert_int_equal(tab_entity_kind(g, t.deck), A(g, "deck"));
    assert_int_equal(tab_entity_get_int(g, t.deck, A(g, "deck.draw"), 0), t.draw);
    /* The default stream is named after the draw pile. */
    tab_value v;
    assert_ok(tab_entity_get(g, t.deck, A(g, "deck.stream"), &v));
    assert_int_equal(v.type, TAB_VATOM);
    assert_int_equal(v.as.atom, A(g, "deck"));
    assert_int_equal(tab_deck_size(g, t.deck), 5);
    assert_int_equal(tab_deck_available(g, t.deck), 5);
    assert_int_equal(tab_deck_size(g, t.card[0]), 0); /* not a deck */

    /* A deck without a discard pile never refills. */
    tab_zone solo, other;
    tab_id d2;
    assert_ok(tab_zone_new(g, A(g, "solo"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &solo));
    assert_ok(tab_zone_new(g, A(g, "other"), TAB_NO_PLAYER, TAB_SEE_ALL, &other));
    assert_int_equal(tab_deck_new(g, solo, TAB_ZONE_NONE, TAB_DECK_REFILL_RESHUFFLE, &d2),
                     TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "has none"));
    assert_ok(tab_deck_new(g, solo, TAB_ZONE_NONE, TAB_DECK_REFILL_NONE, &d2));
    assert_ok(tab_deck_info(g, d2, NULL, &discard, NULL));
    assert_int_equal(discard, TAB_ZONE_NONE);
    assert_int_equal(tab_deck_set_refill(g, d2, TAB_DECK_REFILL_RESHUFFLE), TAB_EINVAL);
    assert_ok(tab_deck_set_refill(g, t.deck, TAB_DECK_REFILL_NONE));
    assert_ok(tab_deck_info(g, t.deck, NULL, NULL, &refill));
    assert_int_equal(refill, TAB_DECK_REFILL_NONE);
    assert_int_equal(tab_deck_set_refill(g, t.deck, (tab_deck_refill_policy)7), TAB_EINVAL);

    /* A zone belongs to one deck at most, and is not both of a deck's piles. */
    tab_id d3;
    assert_int_equal(tab_deck_new(g, t.draw, other, TAB_DECK_REFILL_NONE, &d3), TAB_EINVAL);
    assert_int_equal(tab_deck_new(g, other, t.discard, TAB_DECK_REFILL_NONE, &d3), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "already belongs"));
    assert_int_equal(tab_deck_new(g, other, other, TAB_DECK_REFILL_NONE, &d3), TAB_EINVAL);
    assert_int_equal(tab_deck_new(g, other, TAB_ZONE_NONE, (tab_deck_refill_policy)-1, &d3),
                     TAB_EINVAL);
    assert_int_equal(tab_deck_new(g, 99, TAB_ZONE_NONE, TAB_DECK_REFILL_NONE, &d3),
                     TAB_ENOTFOUND);
    assert_int_equal(tab_deck_new(g, other, 99, TAB_DECK_REFILL_NONE, &d3), TAB_ENOTFOUND);
    tab_game_free(g);
}

static void test_put_and_home(void **state)
{
    (void)state;
    tab_game *g = new_game(2);
    table t;
    setup_table(&t, g, 3, TAB_DECK_REFILL_NONE);
    tab_id x, y;
    assert_ok(tab_entity_new(g, A(g, "card"), &x));
    assert_ok(tab_entity_new(g, A(g, "card"), &y));
    assert_ok(tab_deck_put(g, t.deck, x, 0));
    assert_int_equal(tab_zone_at(g, t.draw, 0), x);
    assert_ok(tab_deck_put(g, t.deck, y, 2));
    assert_int_equal(tab_zone_at(g, t.draw, 2), y);
    assert_int_equal(tab_zone_size(g, t.draw), 5);
    /* Moving a card within the deck: the index counts without it. */
    assert_ok(tab_deck_put(g, t.deck, x, TAB_ZONE_END));
    assert_int_equal(tab_zone_at(g, t.draw, 4), x);
    assert_int_equal(tab_deck_put(g, t.deck, y, 5), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "past the end"));
    assert_int_equal(tab_deck_home(g, x), t.deck);

    /* The first deck a card is put in stays its original deck. */
    tab_zone other;
    tab_id d2;
    assert_ok(tab_zone_new(g, A(g, "weakness"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &other));
    assert_ok(tab_deck_new(g, other, TAB_ZONE_NONE, TAB_DECK_REFILL_NONE, &d2));
    assert_ok(tab_deck_put(g, d2, x, 0));
    assert_int_equal(tab_deck_home(g, x), t.deck);
    assert_int_equal(tab_zone_of(g, x, NULL), other);
    assert_int_equal(tab_deck_home(g, t.deck), TAB_ID_NONE);
    /* A deck is not a card. */
    assert_int_equal(tab_deck_put(g, t.deck, d2, 0), TAB_EINVAL);
    tab_game_free(g);
}

static void test_draw_top_and_bottom(void **state)
{
    (void)state;
    tab_game *g = new_game(3);
    table t;
    setup_table(&t, g, 5, TAB_DECK_REFILL_NONE);
    uint64_t mark = tab_event_end(g);
    tab_id c;
    assert_ok(tab_deck_draw(g, t.deck, TAB_DECK_TOP, t.hand, TAB_ZONE_END, &c));
    assert_int_equal(c, t.card[0]);
    tab_event e = find_event(g, mark, TAB_EV_DECK_DRAW);
    assert_int_equal(e.subject, c);
    assert_int_equal(e.a[0], t.deck);
    assert_int_equal(e.a[1], TAB_DECK_TOP);
    assert_int_equal(e.a[2], t.hand);
    e = find_event(g, mark, TAB_EV_ZONE_MOVE);
    assert_int_equal(e.a[0], t.draw);
    assert_int_equal(e.a[1], t.hand);

    assert_ok(tab_deck_draw(g, t.deck, TAB_DECK_BOTTOM, t.hand, 0, &c));
    assert_int_equal(c, t.card[4]);
    assert_int_equal(tab_zone_at(g, t.hand, 0), t.card[4]);
    /* Into no zone: revealed into play. */
    assert_ok(tab_deck_draw(g, t.deck, TAB_DECK_TOP, TAB_ZONE_NONE, 0, NULL));
    assert_int_equal(tab_zone_of(g, t.card[1], NULL), TAB_ZONE_NONE);
    assert_int_equal(tab_deck_size(g, t.deck), 2);
    assert_int_equal(tab_deck_draw(g, t.deck, (tab_deck_end)2, t.hand, 0, &c), TAB_EINVAL);
    assert_int_equal(tab_deck_draw(g, t.deck, TAB_DECK_TOP, t.hand, 9, &c), TAB_EINVAL);
    assert_int_equal(tab_deck_draw(g, t.deck, TAB_DECK_TOP, 77, 0, &c), TAB_ENOTFOUND);
    assert_int_equal(tab_deck_size(g, t.deck), 2);
    tab_game_free(g);
}

static void test_draw_n_order(void **state)
{
    (void)state;
    tab_game *g = new_game(4);
    table t;
    setup_table(&t, g, 6, TAB_DECK_REFILL_NONE);
    tab_id got[3];
    /* TAB_ZONE_END appends in the order drawn. */
    assert_ok(tab_deck_draw_n(g, t.deck, TAB_DECK_TOP, 3, t.hand, TAB_ZONE_END, got));
    for (int i = 0; i < 3; i++) {
        assert_int_equal(got[i], t.card[i]);
        assert_int_equal(tab_zone_at(g, t.hand, (uint32_t)i), t.card[i]);
    }
    /* Index 0 stacks them one by one: the last drawn on top. */
    assert_ok(tab_deck_draw_n(g, t.deck, TAB_DECK_TOP, 3, t.discard, 0, got));
    assert_int_equal(tab_zone_at(g, t.discard, 0), t.card[5]);
    assert_int_equal(tab_zone_at(g, t.discard, 2), t.card[3]);
    assert_ok(tab_deck_draw_n(g, t.deck, TAB_DECK_TOP, 0, t.hand, 0, NULL));
    tab_game_free(g);
}

/* Tidal Blades 2, Prepare next moves: "If your deck is empty and you need to
 * draw, shuffle the cards in your discard to form a new deck, and then
 * draw." */
static void test_refill_reshuffle(void **state)
{
    (void)state;
    tab_game *g = new_game(5);
    table t;
    setup_table(&t, g, 5, TAB_DECK_REFILL_RESHUFFLE);
    for (int i = 2; i < 5; i++)
        assert_ok(tab_deck_discard(g, t.deck, t.card[i]));
    assert_int_equal(tab_deck_size(g, t.deck), 2);
    assert_int_equal(tab_deck_available(g, t.deck), 5);
    uint64_t mark = tab_event_end(g);
    tab_id got[4];
    assert_ok(tab_deck_draw_n(g, t.deck, TAB_DECK_TOP, 4, t.hand, TAB_ZONE_END, got));
    /* The two left in the deck come first, then two from the new deck. */
    assert_int_equal(got[0], t.card[0]);
    assert_int_equal(got[1], t.card[1]);
    for (int i = 2; i < 4; i++)
        assert_true(got[i] == t.card[2] || got[i] == t.card[3] || got[i] == t.card[4]);
    assert_int_not_equal(got[2], got[3]);
    assert_int_equal(tab_zone_size(g, t.discard), 0);
    assert_int_equal(tab_deck_size(g, t.deck), 1);
    assert_int_equal(count_events(g, mark, TAB_EV_DECK_REFILL), 1);
    assert_int_equal(count_events(g, mark, TAB_EV_ZONE_SHUFFLE), 1);
    assert_int_equal(count_events(g, mark, TAB_EV_DECK_DRAW), 4);
    tab_event e = find_event(g, mark, TAB_EV_DECK_REFILL);
    assert_int_equal(e.subject, t.deck);
    assert_int_equal(e.a[0], t.draw);
    assert_int_equal(e.a[1], t.discard);
    assert_int_equal(e.a[2], 3);
    assert_int_equal(e.a[3], A(g, "deck"));
    /* The refill comes between the second and the third draw. */
    uint64_t refill_seq = 0, draws_before = 0;
    for (uint64_t s = mark; s < tab_event_end(g); s++) {
        tab_event ev;
        assert_ok(tab_event_get(g, s, &ev));
        if (ev.kind == TAB_EV_DECK_REFILL)
            refill_seq = s;
        if (ev.kind == TAB_EV_DECK_DRAW && !refill_seq)
            draws_before++;
    }
    assert_int_equal(draws_before, 2);

    /* With both piles empty there is nothing to draw. */
    assert_ok(tab_deck_draw(g, t.deck, TAB_DECK_TOP, t.hand, 0, NULL));
    uint64_t h = hash_of(g);
    assert_int_equal(tab_deck_draw(g, t.deck, TAB_DECK_TOP, t.hand, 0, NULL), TAB_EEMPTY);
    assert_non_null(strstr(tab_game_error(g), "discard pile 'discard' are empty"));
    assert_int_equal(hash_of(g), h);
    tab_game_free(g);
}

/* Long Dark Sea FAQ: "The discard pile is only shuffled to form a new deck
 * when a card must be revealed or drawn. Effects such as Scout or Discard do
 * not trigger a shuffle." */
static void test_refill_only_when_drawing(void **state)
{
    (void)state;
    tab_game *g = new_game(6);
    table t;
    setup_table(&t, g, 4, TAB_DECK_REFILL_RESHUFFLE);
    tab_id c;
    for (int i = 0; i < 4; i++)
        assert_ok(tab_deck_draw(g, t.deck, TAB_DECK_TOP, t.discard, 0, &c));
    assert_int_equal(tab_deck_size(g, t.deck), 0);
    uint64_t h = hash_of(g), mark = tab_event_end(g);
    /* Looking (Scout) finds nothing and reshuffles nothing. */
    tab_id seen[4];
    uint32_t got = 99;
    assert_ok(tab_deck_peek(g, t.deck, TAB_DECK_TOP, 2, seen, &got));
    assert_int_equal(got, 0);
    /* Discarding from the top of the deck (Commandeer) fails on an empty deck. */
    assert_int_equal(tab_deck_move(g, t.draw, TAB_DECK_TOP, 1, t.discard, 0), TAB_EEMPTY);
    assert_int_equal(hash_of(g), h);
    assert_int_equal(count_events(g, mark, TAB_EV_DECK_REFILL), 0);
    /* Discarding a card from hand does not reshuffle either. */
    tab_id extra;
    assert_ok(tab_entity_new(g, A(g, "card"), &extra));
    assert_ok(tab_deck_discard(g, t.deck, extra));
    assert_int_equal(tab_deck_size(g, t.deck), 0);
    assert_int_equal(tab_zone_size(g, t.discard), 5);
    assert_int_equal(count_events(g, mark, TAB_EV_DECK_REFILL), 0);
    /* A card that must be revealed does. */
    assert_ok(tab_deck_draw(g, t.deck, TAB_DECK_TOP, TAB_ZONE_NONE, 0, &c));
    assert_int_equal(count_events(g, mark, TAB_EV_DECK_REFILL), 1);
    assert_int_equal(tab_deck_size(g, t.deck), 4);
    assert_int_equal(tab_zone_size(g, t.discard), 0);
    tab_game_free(g);
}

static void test_refill_none(void **state)
{
    (void)state;
    tab_game *g = new_game(7);
    table t;
    setup_table(&t, g, 2, TAB_DECK_REFILL_NONE);
    assert_ok(tab_deck_draw(g, t.deck, TAB_DECK_TOP, t.discard, 0, NULL));
    assert_int_equal(tab_deck_available(g, t.deck), 1);
    uint64_t h = hash_of(g), mark = tab_event_end(g);
    tab_id got[2] = {0, 0};
    /* All or nothing: one card is there, two are asked for. */
    assert_int_equal(tab_deck_draw_n(g, t.deck, TAB_DECK_TOP, 2, t.hand, 0, got), TAB_EEMPTY);
    assert_non_null(strstr(tab_game_error(g), "never refills"));
    assert_non_null(strstr(tab_game_error(g), "1 of 2"));
    assert_int_equal(hash_of(g), h);
    assert_int_equal(tab_event_end(g), mark);
    assert_int_equal(got[0], 0);
    assert_ok(tab_deck_draw(g, t.deck, TAB_DECK_TOP, t.hand, 0, NULL));
    assert_int_equal(tab_deck_draw(g, t.deck, TAB_DECK_TOP, t.hand, 0, NULL), TAB_EEMPTY);
    assert_int_equal(tab_zone_size(g, t.discard), 1);
    tab_game_free(g);
}

/* Drawing into the deck's own discard pile (Spirit Island: "put the top Power
 * from the appropriate deck straight into the discard pile (shuffling the
 * discard first if necessary)") keeps every card and refills as needed. */
static void test_draw_into_discard(void **state)
{
    (void)state;
    tab_game *g = new_game(8);
    table t;
    setup_table(&t, g, 3, TAB_DECK_REFILL_RESHUFFLE);
    assert_ok(tab_deck_move(g, t.draw, TAB_DECK_TOP, 2, t.discard, 0));
    assert_ok(tab_deck_draw_n(g, t.deck, TAB_DECK_TOP, 7, t.discard, 0, NULL));
    assert_int_equal(tab_zone_size(g, t.draw) + tab_zone_size(g, t.discard), 3);
    /* An index into the discard pile that a refill would empty is refused. */
    assert_ok(tab_deck_move(g, t.draw, TAB_DECK_TOP, tab_zone_size(g, t.draw), t.discard, 0));
    uint64_t h = hash_of(g);
    assert_int_equal(tab_deck_draw(g, t.deck, TAB_DECK_TOP, t.discard, 2, NULL), TAB_EINVAL);
    assert_int_equal(hash_of(g), h);
    assert_ok(tab_deck_draw(g, t.deck, TAB_DECK_TOP, t.discard, 0, NULL));
    assert_int_equal(tab_zone_size(g, t.discard), 1);
    tab_game_free(g);
}

static void test_peek(void **state)
{
    (void)state;
    tab_game *g = new_game(9);
    table t;
    setup_table(&t, g, 5, TAB_DECK_REFILL_RESHUFFLE);
    tab_id seen[8];
    uint32_t got;
    uint64_t h = hash_of(g), mark = tab_event_end(g);
    assert_ok(tab_deck_peek(g, t.deck, TAB_DECK_TOP, 3, seen, &got));
    assert_int_equal(got, 3);
    assert_int_equal(seen[0], t.card[0]);
    assert_int_equal(seen[2], t.card[2]);
    assert_ok(tab_deck_peek(g, t.deck, TAB_DECK_BOTTOM, 8, seen, &got));
    assert_int_equal(got, 5);
    assert_int_equal(seen[0], t.card[4]);
    assert_int_equal(seen[4], t.card[0]);
    assert_ok(tab_deck_peek(g, t.deck, TAB_DECK_TOP, 0, NULL, &got));
    assert_int_equal(got, 0);
    assert_int_equal(hash_of(g), h);
    assert_int_equal(tab_event_end(g), mark);
    assert_int_equal(tab_deck_peek(g, t.deck, TAB_DECK_TOP, 2, NULL, &got), TAB_EMISUSE);
    assert_int_equal(tab_deck_peek(g, t.deck, TAB_DECK_TOP, 2, seen, NULL), TAB_EMISUSE);
    assert_int_equal(tab_deck_peek(g, t.deck, (tab_deck_end)5, 2, seen, &got), TAB_EINVAL);
    tab_game_free(g);
}

/* The order of the draw pile, as ids. */
static void order_of(tab_game *g, tab_zone z, tab_id *out)
{
    for (uint32_t i = 0; i < tab_zone_size(g, z); i++)
        out[i] = tab_zone_at(g, z, i);
}

static void test_shuffle_streams(void **state)
{
    (void)state;
    tab_id a[20], b[20], c[20];
    for (int run = 0; run < 3; run++) {
        tab_game *g = new_game(10);
        table t;
        setup_table(&t, g, 20, TAB_DECK_REFILL_NONE);
        if (run == 1) {
            /* Another draw from "main" does not shift the deck's shuffle. */
            uint64_t v;
            assert_ok(tab_rng_u64(g, TAB_ATOM_NONE, &v));
        }
        if (run == 2)
            assert_ok(tab_deck_set_stream(g, t.deck, A(g, "elsewhere")));
        uint64_t mark = tab_event_end(g);
        assert_ok(tab_deck_shuffle(g, t.deck));
        tab_event e = find_event(g, mark, TAB_EV_ZONE_SHUFFLE);
        assert_int_equal(e.a[0], t.draw);
        assert_int_equal(e.a[1], run == 2 ? A(g, "elsewhere") : A(g, "deck"));
        order_of(g, t.draw, run == 0 ? a : run == 1 ? b : c);
        tab_game_free(g);
    }
    assert_memory_equal(a, b, sizeof a);
    assert_memory_not_equal(a, c, sizeof a);
}

/* Tidal Blades 2: "shuffle their discarded action cards into their deck". */
static void test_reshuffle(void **state)
{
    (void)state;
    tab_game *g = new_game(11);
    table t;
    setup_table(&t, g, 6, TAB_DECK_REFILL_NONE);
    assert_ok(tab_deck_move(g, t.draw, TAB_DECK_TOP, 3, t.discard, 0));
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_deck_reshuffle(g, t.deck));
    assert_int_equal(tab_deck_size(g, t.deck), 6);
    assert_int_equal(tab_zone_size(g, t.discard), 0);
    assert_int_equal(find_event(g, mark, TAB_EV_DECK_REFILL).a[2], 3);
    assert_int_equal(count_events(g, mark, TAB_EV_ZONE_MOVE), 3);
    tab_zone solo;
    tab_id d2;
    assert_ok(tab_zone_new(g, A(g, "solo"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &solo));
    assert_ok(tab_deck_new(g, solo, TAB_ZONE_NONE, TAB_DECK_REFILL_NONE, &d2));
    assert_int_equal(tab_deck_reshuffle(g, d2), TAB_EINVAL);
    assert_int_equal(tab_deck_discard(g, d2, t.card[0]), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "no discard pile"));
    tab_game_free(g);
}

/* Tidal Blades 2: "look in the Hero Upgrade deck for a card with the
 * corresponding number and add it to your deck." */
static void test_find_and_take(void **state)
{
    (void)state;
    tab_game *g = new_game(12);
    table t;
    setup_table(&t, g, 6, TAB_DECK_REFILL_NONE);
    tab_id found;
    uint32_t at;
    assert_ok(tab_deck_find(g, t.deck, A(g, "number"), tab_int(4), &found, &at));
    assert_int_equal(found, t.card[3]);
    assert_int_equal(at, 3);
    assert_ok(tab_deck_take(g, t.deck, found, t.hand, TAB_ZONE_END));
    assert_int_equal(tab_zone_of(g, found, NULL), t.hand);
    assert_ok(tab_deck_find(g, t.deck, A(g, "number"), tab_int(4), &found, NULL));
    assert_int_equal(found, TAB_ID_NONE);
    assert_ok(tab_deck_find(g, t.deck, A(g, "number"), tab_atomv(A(g, "number")), &found, NULL));
    assert_int_equal(found, TAB_ID_NONE);
    assert_int_equal(tab_deck_find(g, t.deck, 9999, tab_int(1), &found, NULL), TAB_EINVAL);
    assert_int_equal(tab_deck_find(g, t.deck, A(g, "number"), tab_int(1), NULL, NULL),
                     TAB_EMISUSE);
    /* Only a card in the draw pile can be taken from it. */
    assert_int_equal(tab_deck_take(g, t.deck, t.card[3], t.discard, 0), TAB_ENOTFOUND);
    assert_non_null(strstr(tab_game_error(g), "not in deck 'deck'"));
    /* Taking a card to the top of its own deck ("search your deck"). */
    assert_ok(tab_deck_take(g, t.deck, t.card[5], t.draw, 0));
    assert_int_equal(tab_zone_at(g, t.draw, 0), t.card[5]);
    assert_ok(tab_deck_take(g, t.deck, t.card[0], TAB_ZONE_NONE, 0));
    assert_int_equal(tab_zone_of(g, t.card[0], NULL), TAB_ZONE_NONE);
    tab_game_free(g);
}

/* Long Dark Sea: "Commandeer X. Discard X cards from the top of your deck." */
static void test_move(void **state)
{
    (void)state;
    tab_game *g = new_game(13);
    table t;
    setup_table(&t, g, 5, TAB_DECK_REFILL_RESHUFFLE);
    assert_ok(tab_deck_move(g, t.draw, TAB_DECK_TOP, 2, t.discard, 0));
    assert_int_equal(tab_zone_at(g, t.discard, 0), t.card[1]);
    assert_int_equal(tab_zone_at(g, t.discard, 1), t.card[0]);
    assert_ok(tab_deck_move(g, t.draw, TAB_DECK_BOTTOM, 1, t.hand, TAB_ZONE_END));
    assert_int_equal(tab_zone_at(g, t.hand, 0), t.card[4]);
    uint64_t h = hash_of(g);
    assert_int_equal(tab_deck_move(g, t.draw, TAB_DECK_TOP, 3, t.discard, 0), TAB_EEMPTY);
    assert_int_equal(tab_deck_move(g, t.draw, TAB_DECK_TOP, 1, t.draw, 0), TAB_EINVAL);
    assert_int_equal(tab_deck_move(g, t.draw, TAB_DECK_TOP, 1, t.discard, 5), TAB_EINVAL);
    assert_int_equal(tab_deck_move(g, 99, TAB_DECK_TOP, 1, t.discard, 0), TAB_ENOTFOUND);
    assert_int_equal(tab_deck_move(g, t.draw, TAB_DECK_TOP, 1, 99, 0), TAB_ENOTFOUND);
    assert_int_equal(hash_of(g), h);
    /* Discard a whole hand, and move a zone into no zone. */
    assert_ok(tab_deck_move(g, t.hand, TAB_DECK_TOP, 1, t.discard, 0));
    assert_ok(tab_deck_move(g, t.draw, TAB_DECK_TOP, 2, TAB_ZONE_NONE, 0));
    assert_int_equal(tab_deck_size(g, t.deck), 0);
    tab_game_free(g);
}

/* Long Dark Sea: "Recover. When a card is recovered, place it face down on
 * the bottom of its original deck." */
static void test_recover_bottom(void **state)
{
    (void)state;
    tab_game *g = new_game(14);
    table t;
    setup_table(&t, g, 4, TAB_DECK_REFILL_NONE);
    tab_id c;
    assert_ok(tab_deck_draw(g, t.deck, TAB_DECK_TOP, TAB_ZONE_NONE, 0, &c));
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_deck_recover(g, c));
    assert_int_equal(tab_zone_at(g, t.draw, 3), c);
    tab_event e = find_event(g, mark, TAB_EV_DECK_RECOVER);
    assert_int_equal(e.subject, c);
    assert_int_equal(e.a[0], t.deck);
    assert_int_equal(e.a[1], 3);
    /* Numbers mean nothing until the deck says it is numbered. */
    assert_ok(tab_deck_draw(g, t.deck, TAB_DECK_TOP, t.hand, 0, &c));
    assert_int_equal(c, t.card[1]);
    assert_ok(tab_deck_recover(g, c));
    assert_int_equal(tab_zone_at(g, t.draw, 3), c);
    /* A card from another deck goes back to its own. */
    tab_zone wz;
    tab_id weak, w;
    assert_ok(tab_zone_new(g, A(g, "weakness"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &wz));
    assert_ok(tab_deck_new(g, wz, TAB_ZONE_NONE, TAB_DECK_REFILL_NONE, &weak));
    assert_ok(tab_entity_new(g, A(g, "card"), &w));
    assert_ok(tab_deck_put(g, weak, w, 0));
    assert_ok(tab_deck_put(g, t.deck, w, 0));
    assert_ok(tab_deck_recover(g, w));
    assert_int_equal(tab_zone_of(g, w, NULL), wz);
    /* Rehomed for good: it recovers to its new deck. */
    assert_ok(tab_deck_set_home(g, w, t.deck));
    assert_int_equal(tab_deck_home(g, w), t.deck);
    assert_ok(tab_deck_recover(g, w));
    assert_int_equal(tab_zone_of(g, w, NULL), t.draw);
    assert_int_equal(tab_deck_set_home(g, w, w), TAB_EINVAL);      /* not a deck */
    assert_int_equal(tab_deck_set_home(g, t.deck, weak), TAB_EINVAL); /* a deck is no card */
    assert_int_equal(tab_deck_set_home(g, 9999, weak), TAB_ENOTFOUND);
    assert_int_equal(tab_deck_home(g, w), t.deck);
    assert_ok(tab_deck_set_home(g, w, weak));
    /* Misuse: no original deck, a deck that is gone. */
    tab_id stray;
    assert_ok(tab_entity_new(g, A(g, "card"), &stray));
    assert_int_equal(tab_deck_recover(g, stray), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "no original deck"));
    assert_ok(tab_entity_free(g, weak));
    assert_int_equal(tab_deck_recover(g, w), TAB_EINVAL);
    assert_int_equal(tab_deck_home(g, w), TAB_ID_NONE);
    assert_int_equal(tab_deck_recover(g, 9999), TAB_ENOTFOUND);
    tab_game_free(g);
}

/* Long Dark Sea FAQ: "When a numbered card is recovered, it returns face down
 * to its original deck, respecting its initial order. If there are multiple
 * cards with the same number, place it at the bottom of that set." */
static void test_recover_numbered(void **state)
{
    (void)state;
    tab_game *g = new_game(15);
    tab_zone cz;
    tab_id chapter;
    assert_ok(tab_zone_new(g, A(g, "chapter"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &cz));
    assert_ok(tab_deck_new(g, cz, TAB_ZONE_NONE, TAB_DECK_REFILL_NONE, &chapter));
    assert_ok(tab_deck_set_numbered(g, chapter, A(g, "number")));
    /* The Chapter deck, "arranged in numerical order", with two cards 5
     * (told apart by a tag) and one card without a number. */
    const int numbers[] = {1, 2, 3, 4, 5, 5, 6, 7, 0};
    tab_id c[9];
    for (int i = 0; i < 9; i++) {
        assert_ok(tab_entity_new(g, A(g, "card"), &c[i]));
        if (numbers[i])
            assert_ok(tab_entity_set(g, c[i], A(g, "number"), tab_int(numbers[i])));
        assert_ok(tab_deck_put(g, chapter, c[i], TAB_ZONE_END));
    }
    /* Reveal 1, 2, 3 and 4; then take the first 5 and the 7 out of the deck. */
    assert_ok(tab_deck_draw_n(g, chapter, TAB_DECK_TOP, 4, TAB_ZONE_NONE, 0, NULL));
    assert_ok(tab_deck_take(g, chapter, c[4], TAB_ZONE_NONE, 0));
    assert_ok(tab_deck_take(g, chapter, c[7], TAB_ZONE_NONE, 0));
    /* Deck now: 5b 6 (none). */
    assert_int_equal(tab_zone_size(g, cz), 3);

    /* 3 goes before 5b: to the top. */
    assert_ok(tab_deck_recover(g, c[2]));
    assert_int_equal(tab_zone_at(g, cz, 0), c[2]);
    /* The first 5 goes after the 5 already there: the bottom of that set. */
    assert_ok(tab_deck_recover(g, c[4]));
    assert_int_equal(tab_zone_at(g, cz, 1), c[5]);
    assert_int_equal(tab_zone_at(g, cz, 2), c[4]);
    assert_int_equal(tab_zone_at(g, cz, 3), c[6]);
    /* 7 is greater than every number: the bottom, past the unnumbered card. */
    assert_ok(tab_deck_recover(g, c[7]));
    assert_int_equal(tab_zone_at(g, cz, 5), c[7]);
    /* 1 goes back on top; 4 between 3 and the 5s. */
    assert_ok(tab_deck_recover(g, c[0]));
    assert_ok(tab_deck_recover(g, c[3]));
    const int want[] = {0, 2, 3, 5, 4, 6, 8, 7};
    for (uint32_t i = 0; i < 8; i++)
        assert_int_equal(tab_zone_at(g, cz, i), c[want[i]]);
    /* Recovering a card already in its deck keeps it in its numbered place. */
    assert_ok(tab_deck_recover(g, c[2]));
    assert_int_equal(tab_zone_at(g, cz, 1), c[2]);
    /* An unnumbered card goes to the bottom. */
    assert_ok(tab_deck_recover(g, c[8]));
    assert_int_equal(tab_zone_at(g, cz, 7), c[8]);
    assert_ok(tab_deck_set_numbered(g, chapter, TAB_ATOM_NONE));
    assert_ok(tab_deck_recover(g, c[0]));
    assert_int_equal(tab_zone_at(g, cz, 7), c[0]);
    assert_int_equal(tab_deck_set_numbered(g, chapter, 9999), TAB_EINVAL);
    tab_game_free(g);
}

/* Long Dark Sea: "Retire. When a card is retired, it permanently leaves the
 * game from any area." */
static void test_retire(void **state)
{
    (void)state;
    tab_game *g = new_game(16);
    table t;
    setup_table(&t, g, 4, TAB_DECK_REFILL_NONE);
    assert_int_equal(tab_deck_retired_zone(g), TAB_ZONE_NONE);
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_deck_retire(g, t.card[1]));
    tab_zone rz = tab_deck_retired_zone(g);
    assert_int_not_equal(rz, TAB_ZONE_NONE);
    tab_atom name;
    int owner;
    tab_visibility vis;
    assert_ok(tab_zone_info(g, rz, &name, &owner, &vis));
    assert_string_equal(tab_atom_str(g, name), "deck.retired");
    assert_int_equal(owner, TAB_NO_PLAYER);
    assert_int_equal(vis, TAB_SEE_UNORDERED);
    tab_event e = find_event(g, mark, TAB_EV_DECK_RETIRE);
    assert_int_equal(e.subject, t.card[1]);
    assert_int_equal(e.a[0], t.draw);
    assert_int_equal(e.a[1], rz);
    assert_int_equal(count_events(g, mark, TAB_EV_ZONE_NEW), 1);
    assert_ok(tab_deck_draw(g, t.deck, TAB_DECK_TOP, TAB_ZONE_NONE, 0, NULL));
    assert_ok(tab_deck_retire(g, t.card[0]));
    assert_int_equal(tab_zone_size(g, rz), 2);
    assert_int_equal(tab_zone_at(g, rz, 1), t.card[0]);
    /* Retiring again changes nothing. */
    mark = tab_event_end(g);
    assert_ok(tab_deck_retire(g, t.card[1]));
    assert_int_equal(tab_event_end(g), mark);
    assert_int_equal(tab_zone_at(g, rz, 0), t.card[1]);
    assert_int_equal(tab_deck_retire(g, t.deck), TAB_EINVAL);
    assert_int_equal(tab_deck_retire(g, 9999), TAB_ENOTFOUND);
    tab_game_free(g);
}

/* A host's own permanent-discard zone is used when it exists. */
static void test_retire_host_zone(void **state)
{
    (void)state;
    tab_game *g = new_game(17);
    tab_zone mine;
    tab_id c;
    assert_ok(tab_zone_new(g, A(g, "deck.retired"), TAB_NO_PLAYER, TAB_SEE_ALL, &mine));
    assert_ok(tab_entity_new(g, A(g, "token"), &c));
    assert_ok(tab_deck_retire(g, c));
    assert_int_equal(tab_deck_retired_zone(g), mine);
    assert_int_equal(tab_zone_of(g, c, NULL), mine);
    tab_game_free(g);
}

static void test_misuse(void **state)
{
    (void)state;
    tab_id id;
    uint32_t got;
    tab_zone z;
    assert_int_equal(tab_deck_new(NULL, 1, 0, TAB_DECK_REFILL_NONE, &id), TAB_EMISUSE);
    assert_int_equal(tab_deck_info(NULL, 1, &z, NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_deck_set_refill(NULL, 1, TAB_DECK_REFILL_NONE), TAB_EMISUSE);
    assert_int_equal(tab_deck_set_stream(NULL, 1, 0), TAB_EMISUSE);
    assert_int_equal(tab_deck_set_numbered(NULL, 1, 0), TAB_EMISUSE);
    assert_int_equal(tab_deck_size(NULL, 1), 0);
    assert_int_equal(tab_deck_available(NULL, 1), 0);
    assert_int_equal(tab_deck_draw(NULL, 1, TAB_DECK_TOP, 0, 0, &id), TAB_EMISUSE);
    assert_int_equal(tab_deck_draw_n(NULL, 1, TAB_DECK_TOP, 2, 0, 0, NULL), TAB_EMISUSE);
    assert_int_equal(tab_deck_peek(NULL, 1, TAB_DECK_TOP, 1, &id, &got), TAB_EMISUSE);
    assert_int_equal(tab_deck_put(NULL, 1, 2, 0), TAB_EMISUSE);
    assert_int_equal(tab_deck_discard(NULL, 1, 2), TAB_EMISUSE);
    assert_int_equal(tab_deck_shuffle(NULL, 1), TAB_EMISUSE);
    assert_int_equal(tab_deck_reshuffle(NULL, 1), TAB_EMISUSE);
    assert_int_equal(tab_deck_find(NULL, 1, 1, tab_int(1), &id, NULL), TAB_EMISUSE);
    assert_int_equal(tab_deck_take(NULL, 1, 2, 0, 0), TAB_EMISUSE);
    assert_int_equal(tab_deck_move(NULL, 1, TAB_DECK_TOP, 1, 2, 0), TAB_EMISUSE);
    assert_int_equal(tab_deck_recover(NULL, 1), TAB_EMISUSE);
    assert_int_equal(tab_deck_retire(NULL, 1), TAB_EMISUSE);
    assert_int_equal(tab_deck_home(NULL, 1), TAB_ID_NONE);
    assert_int_equal(tab_deck_retired_zone(NULL), TAB_ZONE_NONE);

    tab_game *g = new_game(18);
    table t;
    setup_table(&t, g, 3, TAB_DECK_REFILL_NONE);
    assert_int_equal(tab_deck_new(g, t.draw, 0, TAB_DECK_REFILL_NONE, NULL), TAB_EMISUSE);
    /* Not a deck: an unknown id, a card. */
    const tab_id bad[] = {0, 9999, t.card[0]};
    const tab_status want[] = {TAB_ENOTFOUND, TAB_ENOTFOUND, TAB_EINVAL};
    for (int i = 0; i < 3; i++) {
        tab_id d = bad[i];
        tab_status w = want[i];
        assert_int_equal(tab_deck_info(g, d, &z, NULL, NULL), w);
        assert_int_equal(tab_deck_draw(g, d, TAB_DECK_TOP, t.hand, 0, &id), w);
        assert_int_equal(tab_deck_peek(g, d, TAB_DECK_TOP, 1, &id, &got), w);
        assert_int_equal(tab_deck_put(g, d, t.card[1], 0), w);
        assert_int_equal(tab_deck_discard(g, d, t.card[1]), w);
        assert_int_equal(tab_deck_shuffle(g, d), w);
        assert_int_equal(tab_deck_reshuffle(g, d), w);
        assert_int_equal(tab_deck_take(g, d, t.card[1], t.hand, 0), w);
        assert_int_equal(tab_deck_set_stream(g, d, TAB_ATOM_MAIN), w);
        assert_int_equal(tab_deck_size(g, d), 0);
        assert_int_equal(tab_deck_available(g, d), 0);
    }
    assert_non_null(strstr(tab_game_error(g), "not a deck"));
    assert_int_equal(tab_deck_put(g, t.deck, 9999, 0), TAB_ENOTFOUND);
    assert_int_equal(tab_deck_discard(g, t.deck, 9999), TAB_ENOTFOUND);
    assert_int_equal(tab_deck_set_stream(g, t.deck, 9999), TAB_EINVAL);
    /* A deck whose properties were tampered with is refused, not trusted. */
    assert_ok(tab_entity_set(g, t.deck, A(g, "deck.draw"), tab_int(4000)));
    assert_int_equal(tab_deck_draw(g, t.deck, TAB_DECK_TOP, t.hand, 0, &id), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "bad deck.* properties"));
    tab_game_free(g);
}

/* ---- Out of memory ------------------------------------------------------ */

typedef tab_status (*op_fn)(table *t);

static tab_status op_new(table *t)
{
    tab_zone z = tab_zone_find(t->g, tab_atom_find(t->g, "spare"));
    tab_id d;
    tab_status s = tab_deck_new(t->g, z, TAB_ZONE_NONE, TAB_DECK_REFILL_NONE, &d);
    if (s == TAB_OK) /* a whole deck, not one missing properties */
        assert_ok(tab_deck_info(t->g, d, NULL, NULL, NULL));
    return s;
}

static tab_status op_put(table *t)
{
    tab_id c = tab_entity_next(t->g, t->card[t->n - 1], tab_atom_find(t->g, "card"));
    return tab_deck_put(t->g, t->deck, c, 1);
}

static tab_status op_draw_refill(table *t)
{
    return tab_deck_draw_n(t->g, t->deck, TAB_DECK_TOP, 6, t->hand, 0, NULL);
}

static tab_status op_reveal_refill(table *t)
{
    return tab_deck_draw_n(t->g, t->deck, TAB_DECK_TOP, 6, TAB_ZONE_NONE, 0, NULL);
}

static tab_status op_reshuffle(table *t)
{
    return tab_deck_reshuffle(t->g, t->deck);
}

static tab_status op_discard(table *t)
{
    return tab_deck_discard(t->g, t->deck, t->card[0]);
}

/* The whole discard pile into the hand: more cards than the hand holds, so
 * the hand's list grows more than once. */
static tab_status op_move(table *t)
{
    uint32_t n = tab_zone_size(t->g, t->discard);
    return tab_deck_move(t->g, t->discard, TAB_DECK_TOP, n, t->hand, TAB_ZONE_END);
}

static tab_status op_take(table *t)
{
    return tab_deck_take(t->g, t->deck, t->card[1], t->hand, 0);
}

static tab_status op_recover(table *t)
{
    return tab_deck_recover(t->g, t->card[t->n - 1]);
}

static tab_status op_retire(table *t)
{
    return tab_deck_retire(t->g, t->card[2]);
}

static tab_status op_numbered(table *t)
{
    return tab_deck_set_numbered(t->g, t->deck, tab_atom_of(t->g, "number"));
}

/* Where the zones and pools stand when an operation runs out of memory. */
enum layout {
    PLAIN,     /* room to spare in every zone */
    FULL_POOL, /* the property pool full: a new entity's records need more */
    TIGHT      /* draw pile, discard pile, hand and both pools exactly full */
};

/* Fills the property pool (and the entity-list pool when items) with little
 * entities and zones until a new list no longer fits in them, so the next
 * list that grows must allocate. */
static void fill_pools(tab_game *g, int items)
{
    tab_atom k = A(g, "filler");
    char name[32];
    for (int i = 0; g->st.props.cap - g->st.props.len >= 4 ||
                    (items && g->st.items.cap - g->st.items.len >= 4); i++) {
        tab_id e;
        tab_zone z;
        assert_ok(tab_entity_new(g, k, &e));
        assert_ok(tab_entity_set(g, e, k, tab_int(1)));
        if (items && g->st.items.cap - g->st.items.len >= 4) {
            snprintf(name, sizeof name, "filler.%d", i);
            assert_ok(tab_zone_new(g, A(g, name), TAB_NO_PLAYER, TAB_SEE_ALL, &z));
            assert_ok(tab_zone_insert(g, z, e, 0));
        }
    }
}

/* Sets t up in g for layout: a deck of t->n cards with card[0..2] in the
 * draw pile, card[n-1] recoverable from elsewhere, a discard pile to refill
 * from, a card with no home after card[n-1], and a zone "spare". */
static void setup_layout(table *t, tab_game *g, enum layout layout)
{
    tab_zone spare, pile;
    tab_id extra;
    if (layout != TIGHT) {
        setup_table(t, g, 8, TAB_DECK_REFILL_RESHUFFLE);
        assert_ok(tab_zone_new(g, A(g, "pile"), TAB_NO_PLAYER, TAB_SEE_ALL, &pile));
        assert_ok(tab_entity_new(g, A(g, "card"), &extra));
        /* Half the deck to the discard pile, the last card out of it. */
        for (int i = 4; i < 7; i++)
            assert_ok(tab_deck_discard(g, t->deck, t->card[i]));
        assert_ok(tab_zone_insert(g, pile, t->card[7], 0));
    } else {
        /* Zone lists hold 4, 8, 16... entries: 4 in the draw pile, 8 in the
         * discard pile and 4 in hand fill each to the brim. */
        setup_table(t, g, 0, TAB_DECK_REFILL_RESHUFFLE);
        t->n = 16;
        for (uint32_t i = 0; i < 16; i++) {
            assert_ok(tab_entity_new(g, A(g, "card"), &t->card[i]));
            if (i < 4)
                assert_ok(tab_deck_put(g, t->deck, t->card[i], TAB_ZONE_END));
            else
                assert_ok(tab_entity_set(g, t->card[i], A(g, "deck.home"), tab_ref(t->deck)));
            if (i >= 4 && i < 7)
                assert_ok(tab_zone_insert(g, t->hand, t->card[i], TAB_ZONE_END));
            if (i >= 8)
                assert_ok(tab_zone_insert(g, t->discard, t->card[i], TAB_ZONE_END));
        }
        assert_ok(tab_entity_new(g, A(g, "card"), &extra));
        assert_ok(tab_zone_insert(g, t->hand, extra, TAB_ZONE_END));
    }
    assert_ok(tab_zone_new(g, A(g, "spare"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &spare));
    if (layout != PLAIN)
        fill_pools(g, layout == TIGHT);
}

/* Runs op with the k-th next allocation failing, k = 1, 2, ... until it
 * succeeds; each failure must be a clean TAB_ENOMEM that changes nothing.
 * Returns how many failures there were. */
static long oom_sweep(op_fn op, enum layout layout)
{
    test_allocator a = {0};
    tab_game *g = tab_game_new(test_alloc, &a, 19);
    assert_non_null(g);
    table t;
    setup_layout(&t, g, layout);
    tab_status s = TAB_ENOMEM;
    long k;
    for (k = 1; k < 500 && s == TAB_ENOMEM; k++) {
        uint64_t h = hash_of(g), mark = tab_event_end(g);
        a.fail_at = a.count + k;
        s = op(&t);
        a.fail_at = 0;
        if (s == TAB_ENOMEM) {
            assert_int_equal(hash_of(g), h);
            assert_int_equal(tab_event_end(g), mark);
        }
    }
    assert_ok(s);
    tab_game_free(g);
    return k - 2;
}

static void test_oom(void **state)
{
    (void)state;
    const op_fn ops[] = {op_new,     op_put,  op_draw_refill, op_reveal_refill,
                         op_reshuffle, op_discard, op_move, op_take,
                         op_recover, op_retire, op_numbered};
    long tight_failures = 0;
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
        oom_sweep(ops[i], PLAIN);
        tight_failures += oom_sweep(ops[i], TIGHT);
    }
    /* The tight layout does make the moves allocate. */
    assert_true(tight_failures >= 8);
    /* A deck made when its properties need a bigger pool: still all or
     * nothing (no entity id used up by a half-made deck). */
    assert_true(oom_sweep(op_new, FULL_POOL) >= 1);
}

/* ---- Determinism and state ---------------------------------------------- */

/* A scripted little game: shuffles, draws through refills, recovers and
 * retires. Returns the hash and the order drawn. */
static uint64_t play(uint64_t seed, tab_id drawn[24])
{
    tab_game *g = new_game(seed);
    table t;
    setup_table(&t, g, 12, TAB_DECK_REFILL_RESHUFFLE);
    assert_ok(tab_deck_shuffle(g, t.deck));
    for (int round = 0; round < 6; round++) {
        assert_ok(tab_deck_draw_n(g, t.deck, TAB_DECK_TOP, 4, t.hand, TAB_ZONE_END,
                                  &drawn[round * 4]));
        if (round == 2)
            assert_ok(tab_deck_retire(g, tab_zone_at(g, t.hand, 0)));
        if (round == 3)
            assert_ok(tab_deck_recover(g, tab_zone_at(g, t.hand, 0)));
        assert_ok(tab_deck_move(g, t.hand, TAB_DECK_TOP, tab_zone_size(g, t.hand), t.discard, 0));
    }
    uint64_t h = hash_of(g);
    tab_game_free(g);
    return h;
}

static void test_determinism(void **state)
{
    (void)state;
    tab_id a[24], b[24], c[24];
    uint64_t ha = play(20, a), hb = play(20, b), hc = play(21, c);
    assert_int_equal(ha, hb);
    assert_memory_equal(a, b, sizeof a);
    assert_int_not_equal(ha, hc);
    assert_memory_not_equal(a, c, sizeof a);
}

/* A deck is game state: a restore or a load brings back its order, its
 * discard pile and its stream, so the next draws are the same. */
static void test_snapshot_and_save(void **state)
{
    (void)state;
    tab_game *g = new_game(22);
    table t;
    setup_table(&t, g, 10, TAB_DECK_REFILL_RESHUFFLE);
    assert_ok(tab_deck_shuffle(g, t.deck));
    assert_ok(tab_deck_draw_n(g, t.deck, TAB_DECK_TOP, 7, t.discard, 0, NULL));
    tab_snapshot *snap;
    void *buf;
    size_t len;
    assert_ok(tab_game_snapshot(g, &snap));
    assert_ok(tab_game_save_buffer(g, &buf, &len));
    tab_id first[6], again[6], loaded[6];
    assert_ok(tab_deck_draw_n(g, t.deck, TAB_DECK_TOP, 6, t.hand, TAB_ZONE_END, first));
    uint64_t h = hash_of(g);
    assert_ok(tab_game_restore(g, snap));
    assert_ok(tab_deck_draw_n(g, t.deck, TAB_DECK_TOP, 6, t.hand, TAB_ZONE_END, again));
    assert_memory_equal(first, again, sizeof first);
    assert_int_equal(hash_of(g), h);
    tab_game *g2 = new_game(0);
    assert_ok(tab_game_load_buffer(g2, buf, len));
    assert_ok(tab_deck_draw_n(g2, t.deck, TAB_DECK_TOP, 6, t.hand, TAB_ZONE_END, loaded));
    assert_memory_equal(first, loaded, sizeof first);
    assert_int_equal(hash_of(g2), h);
    tab_game_free_buffer(g, buf, len);
    tab_snapshot_free(snap);
    tab_game_free(g2);
    tab_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_and_info),
        cmocka_unit_test(test_put_and_home),
        cmocka_unit_test(test_draw_top_and_bottom),
        cmocka_unit_test(test_draw_n_order),
        cmocka_unit_test(test_refill_reshuffle),
        cmocka_unit_test(test_refill_only_when_drawing),
        cmocka_unit_test(test_refill_none),
        cmocka_unit_test(test_draw_into_discard),
        cmocka_unit_test(test_peek),
        cmocka_unit_test(test_shuffle_streams),
        cmocka_unit_test(test_reshuffle),
        cmocka_unit_test(test_find_and_take),
        cmocka_unit_test(test_move),
        cmocka_unit_test(test_recover_bottom),
        cmocka_unit_test(test_recover_numbered),
        cmocka_unit_test(test_retire),
        cmocka_unit_test(test_retire_host_zone),
        cmocka_unit_test(test_misuse),
        cmocka_unit_test(test_oom),
        cmocka_unit_test(test_determinism),
        cmocka_unit_test(test_snapshot_and_save),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
