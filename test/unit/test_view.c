/* test_view.c - a player's view of a zone: every visibility for the owner,
 * another player and an onlooker; zones shared with allies; the face-down deck that shows its size and
 * nothing else; short buffers; views that change nothing; misuse. */
#include <stdlib.h>

#include "testutil.h"

#define SENTINEL 0xdeadbeefu

/* A zone of 5 entities in an order that is not id order: 3 1 5 2 4. */
static tab_zone five(tab_game *g, const char *name, int owner, tab_visibility vis, tab_id e[6])
{
    tab_zone z;
    assert_ok(tab_zone_new(g, A(g, name), owner, vis, &z));
    for (int i = 1; i <= 5; i++)
        assert_ok(tab_entity_new(g, A(g, "card"), &e[i]));
    const int order[5] = {3, 1, 5, 2, 4};
    for (int i = 0; i < 5; i++)
        assert_ok(tab_zone_insert(g, z, e[order[i]], TAB_ZONE_END));
    return z;
}

static void fill(tab_id *buf, size_t n)
{
    for (size_t i = 0; i < n; i++)
        buf[i] = SENTINEL;
}

/* Every visibility x {owner, another player, onlooker}: the level and the
 * exact buffer each of them gets. */
static void test_every_visibility(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id e[6];
    tab_zone z = five(g, "zone", 0, TAB_SEE_ALL, e);
    const tab_id real[5] = {e[3], e[1], e[5], e[2], e[4]};
    const tab_id sorted[5] = {e[1], e[2], e[3], e[4], e[5]};
    const tab_id none[5] = {0, 0, 0, 0, 0};
    const int players[3] = {0, 1, TAB_NO_PLAYER}; /* owner, another, onlooker */
    struct {
        tab_visibility vis;
        tab_view_level level[3];
        const tab_id *shows[3];
    } cases[] = {
        {TAB_SEE_ALL, {TAB_VIEW_ORDER, TAB_VIEW_ORDER, TAB_VIEW_ORDER}, {real, real, real}},
        {TAB_SEE_OWNER, {TAB_VIEW_ORDER, TAB_VIEW_SIZE, TAB_VIEW_SIZE}, {real, none, none}},
        {TAB_SEE_NOBODY, {TAB_VIEW_SIZE, TAB_VIEW_SIZE, TAB_VIEW_SIZE}, {none, none, none}},
        {TAB_SEE_UNORDERED,
         {TAB_VIEW_CONTENTS, TAB_VIEW_CONTENTS, TAB_VIEW_CONTENTS},
         {sorted, sorted, sorted}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        assert_ok(tab_zone_set_visibility(g, z, 0, cases[c].vis));
        for (int p = 0; p < 3; p++) {
            tab_id buf[7];
            fill(buf, 7);
            uint32_t size = 0;
            tab_view_level level = (tab_view_level)99, level2 = (tab_view_level)99;
            assert_ok(tab_view_zone(g, z, players[p], buf, 7, &size, &level));
            assert_ok(tab_view_zone_level(g, z, players[p], &level2));
            assert_int_equal(size, 5);
            assert_int_equal(level, cases[c].level[p]);
            assert_int_equal(level2, level);
            assert_memory_equal(buf, cases[c].shows[p], 5 * sizeof *buf);
            assert_int_equal(buf[5], SENTINEL); /* nothing past the size */
            assert_int_equal(buf[6], SENTINEL);
            for (int i = 1; i <= 5; i++)
                assert_int_equal(tab_view_can_see(g, e[i], players[p]),
                                 cases[c].level[p] != TAB_VIEW_SIZE);
        }
    }
    /* An owner-only zone nobody owns: an onlooker is not its owner. */
    assert_ok(tab_zone_set_visibility(g, z, TAB_NO_PLAYER, TAB_SEE_OWNER));
    tab_view_level level;
    assert_ok(tab_view_zone_level(g, z, TAB_NO_PLAYER, &level));
    assert_int_equal(level, TAB_VIEW_SIZE);
    assert_ok(tab_view_zone_level(g, z, 0, &level));
    assert_int_equal(level, TAB_VIEW_SIZE);
    tab_game_free(g);
}

/* Issue 7: allies see each other's face-down moves, opponents do not. A
 * hand owned by player 0 shared with player 2 (its ally): 0 and 2 know it
 * in order, 1 and an onlooker only its size; the sharing survives a
 * visibility change, a save and a snapshot, and changes the hash. */
static void test_shared_with_allies(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id e[6];
    tab_zone z = five(g, "hand", 0, TAB_SEE_OWNER, e);
    uint64_t unshared = hash_of(g);
    assert_ok(tab_zone_share(g, z, 1u << 2));
    assert_true(hash_of(g) != unshared);
    const int players[4] = {0, 1, 2, TAB_NO_PLAYER};
    const tab_view_level want[4] = {TAB_VIEW_ORDER, TAB_VIEW_SIZE, TAB_VIEW_ORDER, TAB_VIEW_SIZE};
    for (int p = 0; p < 4; p++) {
        tab_view_level level;
        assert_ok(tab_view_zone_level(g, z, players[p], &level));
        assert_int_equal(level, want[p]);
        assert_int_equal(tab_view_can_see(g, e[1], players[p]), want[p] == TAB_VIEW_ORDER);
    }
    uint32_t shared = 0;
    assert_ok(tab_zone_shared(g, z, &shared));
    assert_int_equal(shared, 1u << 2);

    /* Face down for everybody, the set kept for when it is owner-only again. */
    tab_view_level level;
    assert_ok(tab_zone_set_visibility(g, z, 0, TAB_SEE_NOBODY));
    assert_ok(tab_view_zone_level(g, z, 2, &level));
    assert_int_equal(level, TAB_VIEW_SIZE);
    assert_ok(tab_zone_set_visibility(g, z, 0, TAB_SEE_OWNER));
    assert_ok(tab_view_zone_level(g, z, 2, &level));
    assert_int_equal(level, TAB_VIEW_ORDER);

    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(g, &buf, &len));
    tab_game *h = new_game(0);
    assert_ok(tab_game_load_buffer(h, buf, len));
    assert_true(hash_of(h) == hash_of(g));
    assert_ok(tab_zone_shared(h, z, &shared));
    assert_int_equal(shared, 1u << 2);
    tab_game_free_buffer(g, buf, len);
    tab_game_free(h);

    tab_snapshot *snap;
    assert_ok(tab_game_snapshot(g, &snap));
    assert_ok(tab_zone_share(g, z, 0));
    assert_true(hash_of(g) == unshared);
    assert_ok(tab_view_zone_level(g, z, 2, &level));
    assert_int_equal(level, TAB_VIEW_SIZE);
    assert_ok(tab_game_restore(g, snap));
    assert_ok(tab_zone_shared(g, z, &shared));
    assert_int_equal(shared, 1u << 2);
    tab_snapshot_free(snap);

    assert_int_equal(tab_zone_share(g, 99, 1), TAB_ENOTFOUND);
    assert_int_equal(tab_zone_shared(g, z, NULL), TAB_EMISUSE);
    tab_game_free(g);
}

/* The events of sequence [from, to) of kind, as player may know them. */
static int events_of(tab_game *g, uint64_t from, uint64_t to, tab_atom kind, int player,
                     tab_event *out, int cap)
{
    int n = 0;
    for (uint64_t seq = from; seq < to; seq++) {
        tab_event e;
        assert_ok(tab_view_event(g, seq, player, &e));
        if (e.kind == kind && n < cap)
            out[n++] = e;
    }
    return n;
}

/* A card drawn from a face-down deck into player 0's hand: player 0 learns
 * which card and where it went; player 1 and an onlooker see only that a
 * card went from the deck to that hand. Marking the card in hand is hidden
 * from them too; playing it to the table shows it to everyone. */
static void test_events_hide_hidden_cards(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_zone draw, discard, hand;
    assert_ok(tab_zone_new(g, A(g, "draw"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &draw));
    assert_ok(tab_zone_new(g, A(g, "discard"), TAB_NO_PLAYER, TAB_SEE_ALL, &discard));
    assert_ok(tab_zone_new(g, A(g, "hand.0"), 0, TAB_SEE_OWNER, &hand));
    tab_id deck, card, c;
    assert_ok(tab_deck_new(g, draw, discard, TAB_DECK_REFILL_RESHUFFLE, &deck));
    for (int i = 0; i < 3; i++) {
        assert_ok(tab_entity_new(g, A(g, "card"), &c));
        assert_ok(tab_deck_put(g, deck, c, TAB_ZONE_END));
    }
    uint64_t from = tab_event_end(g);
    assert_ok(tab_deck_draw(g, deck, TAB_DECK_TOP, hand, TAB_ZONE_END, &card));
    assert_ok(tab_entity_set(g, card, A(g, "marked"), tab_int(1)));
    uint64_t to = tab_event_end(g);
    const int players[3] = {0, 1, TAB_NO_PLAYER};
    for (int p = 0; p < 3; p++) {
        int owner = players[p] == 0;
        tab_event ev[2];
        assert_int_equal(events_of(g, from, to, TAB_EV_ZONE_MOVE, players[p], ev, 2), 1);
        assert_int_equal(ev[0].subject, owner ? card : TAB_ID_NONE);
        assert_int_equal(ev[0].a[0], draw); /* where from and to stay known */
        assert_int_equal(ev[0].a[1], hand);
        assert_int_equal(events_of(g, from, to, TAB_EV_DECK_DRAW, players[p], ev, 2), 1);
        assert_int_equal(ev[0].subject, owner ? card : TAB_ID_NONE);
        assert_int_equal(events_of(g, from, to, TAB_EV_ENTITY_SET, players[p], ev, 2), 1);
        assert_int_equal(ev[0].subject, owner ? card : TAB_ID_NONE);
        assert_int_equal(ev[0].a[2], owner ? 1 : 0);
    }
    /* The log itself is untouched: the omniscient reading still has it. */
    tab_event raw;
    assert_ok(tab_event_get(g, from, &raw));
    assert_int_equal(raw.subject, card);
    /* A deck that is gone hides its draws rather than showing them. */
    uint64_t drawn_from = from, drawn_to = to;
    assert_ok(tab_entity_free(g, deck));
    tab_event after[1];
    assert_int_equal(events_of(g, drawn_from, drawn_to, TAB_EV_DECK_DRAW, 1, after, 1), 1);
    assert_int_equal(after[0].subject, TAB_ID_NONE);

    /* Played face up: everybody sees which card left the hand. */
    from = tab_event_end(g);
    assert_ok(tab_zone_remove(g, card));
    tab_event ev[1];
    assert_int_equal(events_of(g, from, tab_event_end(g), TAB_EV_ZONE_MOVE, 1, ev, 1), 1);
    assert_int_equal(ev[0].subject, card);

    assert_int_equal(tab_view_event(g, from, 0, NULL), TAB_EMISUSE);
    assert_int_equal(tab_view_event(g, from, -2, ev), TAB_EINVAL);
    assert_int_equal(tab_view_event(g, tab_event_end(g), 0, ev), TAB_ENOTFOUND);
    tab_game_free(g);
}

/* Issue 3: "a player's view of a face-down deck shows its size and nothing
 * else". Nothing else: not the cards, not their order, not which deck of
 * that size it is; the view before and after a shuffle is the same. */
static void test_face_down_deck(void **state)
{
    (void)state;
    tab_game *g = new_game(2);
    tab_zone draw, discard, other;
    tab_id deck, deck2, cards[10];
    assert_ok(tab_zone_new(g, A(g, "deck"), 0, TAB_SEE_NOBODY, &draw));
    assert_ok(tab_zone_new(g, A(g, "discard"), 0, TAB_SEE_ALL, &discard));
    assert_ok(tab_zone_new(g, A(g, "other"), 1, TAB_SEE_NOBODY, &other));
    assert_ok(tab_deck_new(g, draw, discard, TAB_DECK_REFILL_RESHUFFLE, &deck));
    assert_ok(tab_deck_new(g, other, TAB_ZONE_NONE, TAB_DECK_REFILL_NONE, &deck2));
    for (int i = 0; i < 10; i++) {
        assert_ok(tab_entity_new(g, A(g, "card"), &cards[i]));
        assert_ok(tab_deck_put(g, i < 5 ? deck : deck2, cards[i], TAB_ZONE_END));
    }
    const int players[3] = {0, 1, TAB_NO_PLAYER};
    for (int p = 0; p < 3; p++) {
        tab_id before[8], after[8], other_view[8];
        fill(before, 8), fill(after, 8), fill(other_view, 8);
        uint32_t size = 0, size2 = 0;
        tab_view_level level;
        assert_ok(tab_view_zone(g, draw, players[p], before, 8, &size, &level));
        assert_int_equal(size, 5);
        assert_int_equal(level, TAB_VIEW_SIZE);
        for (int i = 0; i < 5; i++)
            assert_int_equal(before[i], TAB_ID_NONE);
        for (int i = 5; i < 8; i++)
            assert_int_equal(before[i], SENTINEL);
        assert_ok(tab_deck_shuffle(g, deck));
        assert_ok(tab_view_zone(g, draw, players[p], after, 8, &size2, NULL));
        assert_int_equal(size2, size);
        assert_memory_equal(before, after, sizeof before);
        /* A different deck of the same size looks exactly the same. */
        assert_ok(tab_view_zone(g, other, players[p], other_view, 8, &size2, NULL));
        assert_int_equal(size2, size);
        assert_memory_equal(before, other_view, sizeof before);
        for (int i = 0; i < 10; i++)
            assert_false(tab_view_can_see(g, cards[i], players[p]));
    }
    /* Drawn face up into the discard, a card is seen by all. */
    tab_id c;
    assert_ok(tab_deck_draw(g, deck, TAB_DECK_TOP, discard, 0, &c));
    assert_true(tab_view_can_see(g, c, 1));
    tab_id buf[1];
    uint32_t size;
    assert_ok(tab_view_zone(g, discard, 1, buf, 1, &size, NULL));
    assert_int_equal(buf[0], c);
    assert_ok(tab_view_zone(g, draw, 1, NULL, 0, &size, NULL));
    assert_int_equal(size, 4);
    tab_game_free(g);
}

static int by_id(const void *a, const void *b)
{
    tab_id x = *(const tab_id *)a, y = *(const tab_id *)b;
    return (x > y) - (x < y);
}

/* A buffer shorter than the zone gets the first entries of the view: for an
 * unordered zone, the smallest ids in order, whatever the zone's order. */
static void test_short_buffers(void **state)
{
    (void)state;
    tab_game *g = new_game(3);
    enum { N = 200 };
    tab_zone z;
    tab_id ids[N], ref[N];
    assert_ok(tab_zone_new(g, A(g, "pool"), 0, TAB_SEE_UNORDERED, &z));
    for (int i = 0; i < N; i++) {
        assert_ok(tab_entity_new(g, A(g, "token"), &ids[i]));
        assert_ok(tab_zone_insert(g, z, ids[i], TAB_ZONE_END));
    }
    for (int round = 0; round < 4; round++) {
        assert_ok(tab_zone_shuffle(g, z, TAB_ATOM_NONE));
        for (uint32_t i = 0; i < N; i++)
            ref[i] = tab_zone_at(g, z, i);
        qsort(ref, N, sizeof *ref, by_id);
        const uint32_t caps[] = {0, 1, 2, 7, 100, 199, 200, 250};
        for (size_t c = 0; c < sizeof caps / sizeof *caps; c++) {
            tab_id buf[N + 50];
            fill(buf, N + 50);
            uint32_t size;
            assert_ok(tab_view_zone(g, z, 1, caps[c] ? buf : NULL, caps[c], &size, NULL));
            uint32_t k = caps[c] < N ? caps[c] : N;
            assert_int_equal(size, N);
            if (k)
                assert_memory_equal(buf, ref, k * sizeof *buf);
            if (caps[c])
                assert_int_equal(buf[k], SENTINEL);
        }
    }
    /* Ordered and size-only views cut short too. */
    tab_id buf[4];
    fill(buf, 4);
    assert_ok(tab_zone_set_visibility(g, z, 0, TAB_SEE_ALL));
    assert_ok(tab_view_zone(g, z, 1, buf, 3, NULL, NULL));
    for (uint32_t i = 0; i < 3; i++)
        assert_int_equal(buf[i], tab_zone_at(g, z, i));
    assert_int_equal(buf[3], SENTINEL);
    assert_ok(tab_zone_set_visibility(g, z, 0, TAB_SEE_OWNER));
    assert_ok(tab_view_zone(g, z, 1, buf, 2, NULL, NULL));
    assert_int_equal(buf[0], TAB_ID_NONE);
    assert_int_equal(buf[1], TAB_ID_NONE);
    assert_int_equal(buf[2], tab_zone_at(g, z, 2));
    tab_game_free(g);
}

/* Looking changes nothing: no state, no event, no memory. */
static void test_views_change_nothing(void **state)
{
    (void)state;
    tab_game *g = new_game(4);
    tab_id e[6];
    tab_zone z = five(g, "zone", 0, TAB_SEE_UNORDERED, e);
    uint64_t h = hash_of(g), mark = tab_event_end(g);
    size_t mem = tab_game_memory(g);
    tab_id buf[5];
    tab_view_level level;
    for (int p = -1; p < 3; p++) {
        assert_ok(tab_view_zone(g, z, p, buf, 5, NULL, NULL));
        assert_ok(tab_view_zone_level(g, z, p, &level));
    }
    assert_int_equal(hash_of(g), h);
    assert_int_equal(tab_event_end(g), mark);
    assert_int_equal(tab_game_memory(g), mem);
    const int order[5] = {3, 1, 5, 2, 4};
    for (int i = 0; i < 5; i++)
        assert_int_equal(tab_zone_at(g, z, (uint32_t)i), e[order[i]]);
    tab_game_free(g);
}

static void test_misuse(void **state)
{
    (void)state;
    tab_id buf[2];
    uint32_t size;
    tab_view_level level;
    assert_int_equal(tab_view_zone(NULL, 1, 0, buf, 2, &size, &level), TAB_EMISUSE);
    assert_int_equal(tab_view_zone_level(NULL, 1, 0, &level), TAB_EMISUSE);
    assert_false(tab_view_can_see(NULL, 1, 0));
    tab_game *g = new_game(5);
    tab_id e[6];
    tab_zone z = five(g, "zone", 0, TAB_SEE_ALL, e);
    assert_int_equal(tab_view_zone(g, 0, 0, buf, 2, &size, &level), TAB_ENOTFOUND);
    assert_int_equal(tab_view_zone(g, 99, 0, buf, 2, &size, &level), TAB_ENOTFOUND);
    assert_non_null(strstr(tab_game_error(g), "no zone 99"));
    assert_int_equal(tab_view_zone(g, z, -2, buf, 2, &size, &level), TAB_EINVAL);
    assert_int_equal(tab_view_zone(g, z, 0, NULL, 2, &size, &level), TAB_EMISUSE);
    assert_int_equal(tab_view_zone_level(g, z, 0, NULL), TAB_EMISUSE);
    assert_int_equal(tab_view_zone_level(g, 99, 0, &level), TAB_ENOTFOUND);
    assert_int_equal(tab_view_zone_level(g, z, -5, &level), TAB_EINVAL);
    assert_false(tab_view_can_see(g, 9999, 0));
    assert_false(tab_view_can_see(g, e[1], -2));
    /* In no zone: on the table, seen by all. */
    assert_ok(tab_zone_remove(g, e[1]));
    assert_true(tab_view_can_see(g, e[1], 3));
    assert_ok(tab_entity_free(g, e[1]));
    assert_false(tab_view_can_see(g, e[1], 0));
    tab_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_visibility),
        cmocka_unit_test(test_shared_with_allies),
        cmocka_unit_test(test_events_hide_hidden_cards),
        cmocka_unit_test(test_face_down_deck),
        cmocka_unit_test(test_short_buffers),
        cmocka_unit_test(test_views_change_nothing),
        cmocka_unit_test(test_misuse),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
