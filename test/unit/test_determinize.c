/* test_determinize.c - the kernel's part of determinization: zone pools in
 * the state (snapshot, hash, save) with the old encoding kept for zones
 * without one; tab_rng_reseed; tab_view_hash; resampling what a player
 * cannot see (sizes and visible zones kept, hidden ones shuffled, pools
 * dealt again, the same for the same view and seed); pools that cannot be
 * determinized. */
#include <stdio.h>
#include <stdlib.h>
#include <xxhash.h>

#include "testutil.h"

/* A two-player card table. Player 0's hand (owner only) and deck (nobody)
 * form pool "cards.0", player 1's likewise "cards.1"; a public discard, an
 * unordered offer (everyone knows which, nobody the order) and a face-down
 * bag of tokens without a pool. Each zone's entities are dealt in an order
 * that is not id order. */
typedef struct table {
    tab_game *g;
    tab_zone hand[2], deck[2], discard, offer, bag;
} table;

static void fill(tab_game *g, tab_zone z, const char *kind, int n)
{
    for (int i = 0; i < n; i++) {
        tab_id e;
        assert_ok(tab_entity_new(g, A(g, kind), &e));
        assert_ok(tab_entity_set(g, e, A(g, "value"), tab_int(i * 7 % 5)));
        assert_ok(tab_zone_insert(g, z, e, i % 2 ? 0 : TAB_ZONE_END));
    }
}

static tab_zone zone(tab_game *g, const char *name, int owner, tab_visibility vis,
                     const char *pool)
{
    tab_zone z;
    assert_ok(tab_zone_new(g, A(g, name), owner, vis, &z));
    if (pool)
        assert_ok(tab_zone_set_pool(g, z, A(g, pool)));
    return z;
}

static table table_on(tab_game *g)
{
    table t;
    t.g = g;
    const char *pools[2] = {"cards.0", "cards.1"};
    const char *hands[2] = {"hand.0", "hand.1"}, *decks[2] = {"deck.0", "deck.1"};
    for (int p = 0; p < 2; p++) {
        t.hand[p] = zone(g, hands[p], p, TAB_SEE_OWNER, pools[p]);
        t.deck[p] = zone(g, decks[p], p, TAB_SEE_NOBODY, pools[p]);
    }
    t.discard = zone(g, "discard", TAB_NO_PLAYER, TAB_SEE_ALL, NULL);
    t.offer = zone(g, "offer", TAB_NO_PLAYER, TAB_SEE_UNORDERED, NULL);
    t.bag = zone(g, "bag", TAB_NO_PLAYER, TAB_SEE_NOBODY, NULL);
    for (int p = 0; p < 2; p++) {
        fill(g, t.hand[p], "card", 4);
        fill(g, t.deck[p], "card", 9);
    }
    fill(g, t.discard, "card", 3);
    fill(g, t.offer, "card", 5);
    fill(g, t.bag, "token", 6);
    return t;
}

static table make_table(uint64_t seed)
{
    return table_on(new_game(seed));
}

static uint64_t view_of(tab_game *g, int player)
{
    uint64_t h;
    assert_ok(tab_view_hash(g, player, &h));
    return h;
}

static void zone_ids(tab_game *g, tab_zone z, tab_id *out)
{
    for (uint32_t i = 0; i < tab_zone_size(g, z); i++)
        out[i] = tab_zone_at(g, z, i);
}

static int same_ids(tab_game *a, tab_game *b, tab_zone z)
{
    if (tab_zone_size(a, z) != tab_zone_size(b, z))
        return 0;
    for (uint32_t i = 0; i < tab_zone_size(a, z); i++)
        if (tab_zone_at(a, z, i) != tab_zone_at(b, z, i))
            return 0;
    return 1;
}

/* ---- Pools in the state --------------------------------------------------- */

static void pool_set_read_and_refused(void **state)
{
    (void)state;
    table t = make_table(1);
    tab_game *g = t.g;
    assert_int_equal(tab_zone_pool(g, t.hand[0]), A(g, "cards.0"));
    assert_int_equal(tab_zone_pool(g, t.bag), TAB_ATOM_NONE);
    assert_int_equal(tab_zone_pool(g, 999), TAB_ATOM_NONE);
    assert_int_equal(tab_zone_pool(NULL, 1), TAB_ATOM_NONE);
    uint64_t events = tab_event_end(g);
    assert_ok(tab_zone_set_pool(g, t.bag, A(g, "tokens")));
    assert_int_equal(tab_event_end(g), events); /* no event */
    assert_ok(tab_zone_set_pool(g, t.bag, TAB_ATOM_NONE));
    assert_int_equal(tab_zone_set_pool(g, 999, A(g, "x")), TAB_ENOTFOUND);
    assert_int_equal(tab_zone_set_pool(g, t.bag, 99999), TAB_EINVAL);
    assert_int_equal(tab_zone_set_pool(NULL, 1, 0), TAB_EMISUSE);
    tab_game_free(g);
}

/* A pool is state: it changes the hash, survives a snapshot and a save; a
 * zone without one hashes and saves as if pools did not exist (a pool set
 * and taken away leaves the same bytes). */
static void pool_in_snapshot_hash_and_save(void **state)
{
    (void)state;
    table t = make_table(2);
    tab_game *g = t.g;
    A(g, "other"); /* every atom in the table before the first save */
    uint64_t with = hash_of(g);
    void *before;
    size_t before_len;
    assert_ok(tab_zone_set_pool(g, t.hand[1], TAB_ATOM_NONE));
    assert_ok(tab_zone_set_pool(g, t.deck[1], TAB_ATOM_NONE));
    uint64_t without = hash_of(g);
    assert_int_not_equal(with, without);
    assert_ok(tab_game_save_buffer(g, &before, &before_len));
    assert_ok(tab_zone_set_pool(g, t.hand[1], A(g, "cards.1")));
    assert_ok(tab_zone_set_pool(g, t.deck[1], A(g, "cards.1")));
    assert_int_equal(hash_of(g), with);

    tab_snapshot *snap;
    assert_ok(tab_game_snapshot(g, &snap));
    assert_ok(tab_zone_set_pool(g, t.hand[0], A(g, "other")));
    assert_ok(tab_game_restore(g, snap));
    assert_int_equal(tab_zone_pool(g, t.hand[0]), A(g, "cards.0"));
    tab_snapshot_free(snap);

    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(g, &buf, &len));
    tab_game *h = new_game(0);
    assert_ok(tab_game_load_buffer(h, buf, len));
    assert_int_equal(hash_of(h), with);
    assert_string_equal(tab_atom_str(h, tab_zone_pool(h, t.deck[1])), "cards.1");
    assert_int_equal(tab_zone_pool(h, t.bag), TAB_ATOM_NONE);
    tab_game_free_buffer(g, buf, len);

    /* Taken away again, the zones save to the very bytes of before. */
    assert_ok(tab_zone_set_pool(g, t.hand[1], TAB_ATOM_NONE));
    assert_ok(tab_zone_set_pool(g, t.deck[1], TAB_ATOM_NONE));
    assert_ok(tab_game_save_buffer(g, &buf, &len));
    assert_int_equal(len, before_len);
    assert_memory_equal(buf, before, len);
    tab_game_free_buffer(g, buf, len);
    tab_game_free_buffer(g, before, before_len);
    tab_game_free(h);
    tab_game_free(g);
}

static void reseal(uint8_t *buf, size_t len)
{
    uint64_t sum = XXH3_64bits(buf, len - 8);
    for (int i = 0; i < 8; i++)
        buf[len - 8 + i] = (uint8_t)(sum >> (8 * i));
}

/* A save whose pool names no atom is refused, naming the pool. */
static void pool_decode_is_validated(void **state)
{
    (void)state;
    tab_game *g = new_game(3);
    tab_zone z = zone(g, "only", 0, TAB_SEE_OWNER, "pool");
    (void)z;
    void *saved;
    size_t len;
    assert_ok(tab_game_save_buffer(g, &saved, &len));
    uint8_t *buf = saved;
    /* The zone: name atom, owner 0, visibility byte 1 | 0x40, pool atom. */
    uint32_t name = A(g, "only");
    uint8_t pattern[9] = {(uint8_t)name, (uint8_t)(name >> 8), (uint8_t)(name >> 16),
                          (uint8_t)(name >> 24), 0, 0, 0, 0, TAB_SEE_OWNER | 0x40};
    size_t at = 0;
    while (at + 9 <= len && memcmp(buf + at, pattern, 9) != 0)
        at++;
    assert_true(at + 13 <= len);
    const uint32_t bad[2] = {0, 0xfffffu};
    for (int i = 0; i < 2; i++) {
        uint8_t *copy = malloc(len);
        memcpy(copy, buf, len);
        for (int b = 0; b < 4; b++)
            copy[at + 9 + b] = (uint8_t)(bad[i] >> (8 * b));
        reseal(copy, len);
        tab_game *h = new_game(0);
        assert_int_equal(tab_game_load_buffer(h, copy, len), TAB_EFORMAT);
        assert_non_null(strstr(tab_game_error(h), "zone pool"));
        tab_game_free(h);
        free(copy);
    }
    tab_game_free_buffer(g, saved, len);
    tab_game_free(g);
}

/* ---- Reseeding ---------------------------------------------------------------- */

static void reseed_starts_every_stream_over(void **state)
{
    (void)state;
    tab_game *g = new_game(10), *fresh = new_game(77);
    uint64_t a, b;
    for (int i = 0; i < 5; i++)
        assert_ok(tab_rng_u64(g, TAB_ATOM_NONE, &a));
    assert_ok(tab_rng_u64(g, A(g, "dice"), &a));
    uint64_t events = tab_event_end(g), h = hash_of(g);
    assert_ok(tab_rng_reseed(g, 77));
    assert_int_equal(tab_event_end(g), events);
    assert_int_not_equal(hash_of(g), h);
    assert_int_equal(tab_game_seed(g), 77);
    /* Existing streams, and one made after the reseed, as in a game made
     * with the new seed. */
    const char *names[3] = {"main", "dice", "later"};
    for (int round = 0; round < 3; round++) {
        for (int s = 0; s < 3; s++) {
            assert_ok(tab_rng_u64(g, A(g, names[s]), &a));
            assert_ok(tab_rng_u64(fresh, A(fresh, names[s]), &b));
            assert_int_equal(a, b);
        }
    }
    assert_int_equal(tab_rng_reseed(NULL, 1), TAB_EMISUSE);
    tab_game_free(g);
    tab_game_free(fresh);
}

/* ---- The view hash ------------------------------------------------------------ */

/* What player 0 cannot see changes nothing of its view hash; what it sees
 * does; the streams never do. */
static void view_hash_sees_only_the_view(void **state)
{
    (void)state;
    table t = make_table(4);
    tab_game *g = t.g;
    uint64_t v0 = view_of(g, 0), v1 = view_of(g, 1), vn = view_of(g, TAB_NO_PLAYER);
    assert_int_not_equal(v0, v1);
    assert_int_not_equal(v0, vn);

    /* Hidden from 0: the order of player 1's hand, 0's own deck, the bag,
     * the offer; a hidden card's property; a card between 1's hand and
     * deck (sizes swapped back). */
    uint64_t x;
    assert_ok(tab_rng_u64(g, TAB_ATOM_NONE, &x));
    assert_ok(tab_zone_shuffle(g, t.hand[1], TAB_ATOM_NONE));
    assert_ok(tab_zone_shuffle(g, t.deck[0], TAB_ATOM_NONE));
    assert_ok(tab_zone_shuffle(g, t.bag, TAB_ATOM_NONE));
    assert_ok(tab_zone_insert(g, t.offer, tab_zone_at(g, t.offer, 0), TAB_ZONE_END));
    assert_ok(tab_entity_set(g, tab_zone_at(g, t.deck[1], 0), A(g, "value"), tab_int(99)));
    tab_id h1 = tab_zone_at(g, t.hand[1], 0), d1 = tab_zone_at(g, t.deck[1], 0);
    assert_ok(tab_zone_insert(g, t.deck[1], h1, 0));
    assert_ok(tab_zone_insert(g, t.hand[1], d1, 0));
    assert_int_equal(view_of(g, 0), v0);
    assert_int_not_equal(view_of(g, 1), v1);

    /* Seen by 0: the order of its hand, the discard, a visible card's
     * property, a zone's size. */
    uint64_t seen[4];
    assert_ok(tab_zone_insert(g, t.hand[0], tab_zone_at(g, t.hand[0], 0), TAB_ZONE_END));
    seen[0] = view_of(g, 0);
    assert_ok(tab_zone_insert(g, t.discard, tab_zone_at(g, t.discard, 0), TAB_ZONE_END));
    seen[1] = view_of(g, 0);
    assert_ok(tab_entity_set(g, tab_zone_at(g, t.offer, 0), A(g, "value"), tab_int(42)));
    seen[2] = view_of(g, 0);
    assert_ok(tab_zone_insert(g, t.discard, tab_zone_at(g, t.deck[1], 0), 0));
    seen[3] = view_of(g, 0);
    uint64_t prev = v0;
    for (int i = 0; i < 4; i++) {
        assert_int_not_equal(seen[i], prev);
        prev = seen[i];
    }

    assert_int_equal(tab_view_hash(g, 0, NULL), TAB_EMISUSE);
    assert_int_equal(tab_view_hash(g, -2, &x), TAB_EINVAL);
    assert_int_equal(tab_view_hash(NULL, 0, &x), TAB_EMISUSE);
    tab_game_free(g);
}

/* ---- Resampling ------------------------------------------------------------------ */

/* For player 0: its hand and the discard are untouched, every size is
 * kept, the offer keeps its cards, player 1's hand and deck are dealt
 * again among themselves (cards cross), and no event is emitted. The view
 * hash stays; every moved entity knows its zone. */
static void resampling_keeps_the_view(void **state)
{
    (void)state;
    int crossed = 0, shuffled_bag = 0, shuffled_deck = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        table t = make_table(5), o = make_table(5);
        tab_game *g = t.g;
        uint64_t view = view_of(g, 0), events = tab_event_end(g);
        assert_ok(tab_game_determinize(g, 0, seed));
        assert_int_equal(tab_event_end(g), events);
        assert_int_equal(view_of(g, 0), view);
        assert_true(same_ids(g, o.g, t.hand[0]));
        assert_true(same_ids(g, o.g, t.discard));
        for (tab_zone z = 1; z <= tab_zone_count(g); z++) {
            assert_int_equal(tab_zone_size(g, z), tab_zone_size(o.g, z));
            for (uint32_t i = 0; i < tab_zone_size(g, z); i++) {
                uint32_t at;
                assert_int_equal(tab_zone_of(g, tab_zone_at(g, z, i), &at), z);
                assert_int_equal(at, i);
            }
        }
        /* The offer keeps its cards (its order is nobody's to know). */
        tab_id a[5], b[5];
        tab_view_zone(g, t.offer, 0, a, 5, NULL, NULL);
        tab_view_zone(o.g, t.offer, 0, b, 5, NULL, NULL);
        assert_memory_equal(a, b, sizeof a);
        /* The bag's tokens stay in the bag; 1's cards stay 1's. */
        for (uint32_t i = 0; i < tab_zone_size(g, t.bag); i++)
            assert_int_equal(tab_zone_of(o.g, tab_zone_at(g, t.bag, i), NULL), t.bag);
        for (uint32_t i = 0; i < tab_zone_size(g, t.hand[1]); i++) {
            tab_zone was = tab_zone_of(o.g, tab_zone_at(g, t.hand[1], i), NULL);
            assert_true(was == t.hand[1] || was == t.deck[1]);
            crossed += was == t.deck[1];
        }
        shuffled_bag += !same_ids(g, o.g, t.bag);
        shuffled_deck += !same_ids(g, o.g, t.deck[0]);
        tab_game_free(g);
        tab_game_free(o.g);
    }
    assert_true(crossed > 0);
    assert_true(shuffled_bag > 10);
    assert_true(shuffled_deck > 10);
}

/* The owner's own pool: its hand is known (kept), its deck is not (shuffled
 * alone): no card of 0's deck reaches 0's hand when 0 determinizes. */
static void own_hand_stays(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 10; seed++) {
        table t = make_table(6);
        tab_id hand[4];
        zone_ids(t.g, t.hand[0], hand);
        assert_ok(tab_game_determinize(t.g, 0, seed));
        for (int i = 0; i < 4; i++)
            assert_int_equal(tab_zone_at(t.g, t.hand[0], (uint32_t)i), hand[i]);
        tab_game_free(t.g);
    }
}

/* The same view and seed give the same state, whatever the hidden truth
 * was: two tables that differ only in what player 0 cannot see end equal,
 * streams included. Another seed gives another state. */
static void resampling_depends_on_view_and_seed(void **state)
{
    (void)state;
    table a = make_table(7), b = make_table(7);
    assert_ok(tab_zone_shuffle(b.g, b.hand[1], A(b.g, "x")));
    assert_ok(tab_zone_shuffle(b.g, b.deck[1], A(b.g, "x")));
    assert_ok(tab_zone_shuffle(b.g, b.bag, A(b.g, "x")));
    assert_ok(tab_zone_shuffle(a.g, a.bag, A(a.g, "x")));
    tab_id h1 = tab_zone_at(b.g, b.hand[1], 0), d1 = tab_zone_at(b.g, b.deck[1], 0);
    assert_ok(tab_zone_insert(b.g, b.deck[1], h1, 0));
    assert_ok(tab_zone_insert(b.g, b.hand[1], d1, 0));
    assert_int_equal(view_of(a.g, 0), view_of(b.g, 0));
    assert_int_not_equal(hash_of(a.g), hash_of(b.g));
    assert_ok(tab_game_determinize(a.g, 0, 42));
    assert_ok(tab_game_determinize(b.g, 0, 42));
    assert_int_equal(hash_of(a.g), hash_of(b.g));
    uint64_t x, y;
    assert_ok(tab_rng_u64(a.g, A(a.g, "new"), &x));
    assert_ok(tab_rng_u64(b.g, A(b.g, "new"), &y));
    assert_int_equal(x, y);
    uint64_t h42 = hash_of(a.g);
    assert_ok(tab_game_determinize(a.g, 0, 43));
    assert_int_not_equal(hash_of(a.g), h42);
    tab_game_free(a.g);
    tab_game_free(b.g);
}

/* A pool whose hidden entities are of two kinds fails before changing
 * anything, naming the pool and the zones of each kind; for a player who
 * sees the mixed zone it is fine. */
static void incompatible_pool_fails(void **state)
{
    (void)state;
    table t = make_table(8);
    tab_game *g = t.g;
    assert_ok(tab_zone_set_pool(g, t.bag, A(g, "cards.1")));
    uint64_t h = hash_of(g), events = tab_event_end(g);
    assert_int_equal(tab_game_determinize(g, 0, 1), TAB_EINVAL);
    const char *msg = tab_game_error(g);
    assert_non_null(strstr(msg, "'cards.1'"));
    assert_non_null(strstr(msg, "'card' in 'hand.1', 'deck.1'"));
    assert_non_null(strstr(msg, "'token' in 'bag'"));
    assert_int_equal(hash_of(g), h);
    assert_int_equal(tab_event_end(g), events);
    /* An empty zone of another kind's pool is no conflict. */
    assert_ok(tab_zone_set_pool(g, t.bag, TAB_ATOM_NONE));
    tab_zone empty = zone(g, "tray", TAB_NO_PLAYER, TAB_SEE_NOBODY, "cards.1");
    (void)empty;
    assert_ok(tab_game_determinize(g, 0, 1));
    tab_game_free(g);
}

/* ---- Pools that trade faces ------------------------------------------------ */

/* A face-down line of cards, each lying on a numbered sector (a property of
 * its own, as content names where a card lies), and a face-down deck: pool
 * "raid", whose cards trade their faces ("def", and "bonus" that some lack)
 * among those of the same back. One token of another kind sits in the deck
 * and one card lies face up. */
typedef struct raid {
    tab_game *g;
    tab_zone line, deck, shown;
} raid;

static void raid_card(tab_game *g, tab_zone z, const char *kind, int def, int back, int sector)
{
    tab_id e;
    char name[16];
    snprintf(name, sizeof name, "d%d", def);
    assert_ok(tab_entity_new(g, A(g, kind), &e));
    assert_ok(tab_entity_set(g, e, A(g, "def"), tab_atomv(A(g, name))));
    assert_ok(tab_entity_set(g, e, A(g, "back"), tab_int(back)));
    if (def % 3 == 0)
        assert_ok(tab_entity_set(g, e, A(g, "bonus"), tab_int(def)));
    if (sector)
        assert_ok(tab_entity_set(g, e, A(g, "sector"), tab_int(sector)));
    assert_ok(tab_zone_insert(g, z, e, TAB_ZONE_END));
}

static raid make_raid(uint64_t seed)
{
    raid r;
    r.g = new_game(seed);
    tab_game *g = r.g;
    r.line = zone(g, "line", TAB_NO_PLAYER, TAB_SEE_NOBODY, "raid");
    r.deck = zone(g, "deck", TAB_NO_PLAYER, TAB_SEE_NOBODY, "raid");
    r.shown = zone(g, "shown", TAB_NO_PLAYER, TAB_SEE_ALL, "raid");
    for (int i = 0; i < 5; i++)
        raid_card(g, r.line, "card", i, i % 2, i + 1);
    for (int i = 5; i < 14; i++)
        raid_card(g, r.deck, "card", i, i % 2, 0);
    raid_card(g, r.deck, "token", 99, 0, 0);
    raid_card(g, r.shown, "card", 50, 0, 0);
    tab_atom faces[2] = {A(g, "def"), A(g, "bonus")};
    assert_ok(tab_pool_set_faces(g, A(g, "raid"), faces, 2, A(g, "back")));
    return r;
}

static int64_t prop_of(tab_game *g, tab_id e, const char *key)
{
    return tab_entity_get_int(g, e, A(g, key), -1);
}

static tab_atom def_of(tab_game *g, tab_id e)
{
    tab_value v;
    assert_ok(tab_entity_get(g, e, A(g, "def"), &v));
    return v.as.atom;
}

/* Every card keeps its id, place, back and sector; the faces of each back
 * are the same set as before, dealt again; the face-up card and the token
 * keep theirs; the view and the event log do not change. */
static void faces_are_dealt_within_their_back(void **state)
{
    (void)state;
    int moved = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        raid r = make_raid(3), o = make_raid(3);
        tab_game *g = r.g;
        uint64_t view = view_of(g, 0), events = tab_event_end(g);
        assert_ok(tab_game_determinize(g, 0, seed));
        assert_int_equal(view_of(g, 0), view);
        assert_int_equal(tab_event_end(g), events);
        int64_t faces_now[2] = {0, 0}, faces_then[2] = {0, 0};
        for (tab_zone z = 1; z <= tab_zone_count(g); z++) {
            assert_true(same_ids(g, o.g, z));
            for (uint32_t i = 0; i < tab_zone_size(g, z); i++) {
                tab_id e = tab_zone_at(g, z, i);
                assert_int_equal(prop_of(g, e, "back"), prop_of(o.g, e, "back"));
                assert_int_equal(prop_of(g, e, "sector"), prop_of(o.g, e, "sector"));
                if (z == r.shown || tab_entity_kind(g, e) == A(g, "token")) {
                    assert_int_equal(def_of(g, e), def_of(o.g, e));
                    continue;
                }
                /* def n carries bonus n when n % 3 == 0: the pair moves whole. */
                int def = atoi(tab_atom_str(g, def_of(g, e)) + 1);
                assert_int_equal(prop_of(g, e, "bonus"), def % 3 == 0 ? def : -1);
                assert_int_equal(def % 2, prop_of(g, e, "back"));
                int back = (int)prop_of(g, e, "back");
                faces_now[back] += (int64_t)1 << def;
                faces_then[back] += (int64_t)1 << atoi(tab_atom_str(o.g, def_of(o.g, e)) + 1);
                moved += def_of(g, e) != def_of(o.g, e);
            }
        }
        assert_memory_equal(faces_now, faces_then, sizeof faces_now);
        tab_game_free(g);
        tab_game_free(o.g);
    }
    assert_true(moved > 20 * 5);
}

/* Two positions that differ only in which face-down card lies where end
 * the same for the same seed: the deal depends on what player sees. A
 * player who may see the line (here: everyone, once it is turned face up)
 * keeps its faces. */
static void faces_dealt_depend_on_the_view(void **state)
{
    (void)state;
    raid a = make_raid(4), b = make_raid(4);
    /* d0 on sector 1 and d6 in the deck: both back 0, both with a bonus. */
    tab_id x = tab_zone_at(b.g, b.line, 0), y = tab_zone_at(b.g, b.deck, 1);
    for (int k = 0; k < 2; k++) {
        tab_atom key = A(b.g, k ? "bonus" : "def");
        tab_value vx, vy;
        assert_ok(tab_entity_get(b.g, x, key, &vx));
        assert_ok(tab_entity_get(b.g, y, key, &vy));
        assert_ok(tab_entity_set(b.g, x, key, vy));
        assert_ok(tab_entity_set(b.g, y, key, vx));
    }
    assert_int_equal(view_of(a.g, 0), view_of(b.g, 0));
    assert_int_not_equal(hash_of(a.g), hash_of(b.g));
    assert_ok(tab_game_determinize(a.g, 0, 9));
    assert_ok(tab_game_determinize(b.g, 0, 9));
    assert_int_equal(hash_of(a.g), hash_of(b.g));
    raid c = make_raid(4);
    assert_ok(tab_zone_set_visibility(c.g, c.line, TAB_NO_PLAYER, TAB_SEE_ALL));
    tab_id line[5];
    tab_atom defs[5];
    zone_ids(c.g, c.line, line);
    for (int i = 0; i < 5; i++)
        defs[i] = def_of(c.g, line[i]);
    assert_ok(tab_game_determinize(c.g, 0, 9));
    for (int i = 0; i < 5; i++)
        assert_int_equal(def_of(c.g, line[i]), defs[i]);
    tab_game_free(a.g);
    tab_game_free(b.g);
    tab_game_free(c.g);
}

/* Bad declarations name what is wrong; a pool declared again is replaced. */
static void faces_declaration_refused(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom keys[TAB_POOL_MAX_FACES + 1];
    for (int i = 0; i <= TAB_POOL_MAX_FACES; i++) {
        char name[8];
        snprintf(name, sizeof name, "k%d", i);
        keys[i] = A(g, name);
    }
    tab_atom pool = A(g, "p");
    assert_int_equal(tab_pool_set_faces(NULL, pool, keys, 1, 0), TAB_EMISUSE);
    assert_int_equal(tab_pool_set_faces(g, pool, NULL, 1, 0), TAB_EMISUSE);
    assert_int_equal(tab_pool_set_faces(g, pool, keys, 0, 0), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "pool 'p' declares 0 faces"));
    assert_int_equal(tab_pool_set_faces(g, pool, keys, TAB_POOL_MAX_FACES + 1, 0), TAB_EINVAL);
    assert_int_equal(tab_pool_set_faces(g, TAB_ATOM_NONE, keys, 1, 0), TAB_EINVAL);
    assert_int_equal(tab_pool_set_faces(g, 9999, keys, 1, 0), TAB_EINVAL);
    tab_atom bad[2] = {keys[0], 9999};
    assert_int_equal(tab_pool_set_faces(g, pool, bad, 2, 0), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "face 2 of pool 'p'"));
    assert_int_equal(tab_pool_set_faces(g, pool, keys, 1, 9999), TAB_EINVAL);
    for (int i = 0; i < TAB_POOL_MAX_FACED; i++) {
        char name[8];
        snprintf(name, sizeof name, "p%d", i);
        assert_ok(tab_pool_set_faces(g, A(g, name), keys, 2, 0));
    }
    assert_ok(tab_pool_set_faces(g, A(g, "p0"), keys, 3, A(g, "k8"))); /* again: replaced */
    tab_atom got[4], back;
    assert_int_equal(tab_pool_faces(g, A(g, "p0"), got, 4, &back), 3);
    assert_memory_equal(got, keys, 3 * sizeof *got);
    assert_int_equal(back, A(g, "k8"));
    assert_int_equal(tab_pool_faces(g, pool, got, 4, &back), 0);
    assert_int_equal(back, TAB_ATOM_NONE);
    assert_int_equal(tab_pool_faces(NULL, pool, NULL, 0, NULL), 0);
    assert_int_equal(tab_pool_set_faces(g, pool, keys, 1, 0), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "more than 16 pools"));
    tab_game_free(g);
}

static void determinize_misuse(void **state)
{
    (void)state;
    table t = make_table(9);
    assert_int_equal(tab_game_determinize(NULL, 0, 1), TAB_EMISUSE);
    assert_int_equal(tab_game_determinize(t.g, -2, 1), TAB_EMISUSE);
    /* An onlooker sees no hand: both pools are dealt again. */
    assert_ok(tab_game_determinize(t.g, TAB_NO_PLAYER, 1));
    tab_game_free(t.g);
}

/* Out of memory for the scratch buffers: an error, and nothing changed. */
static void out_of_memory_changes_nothing(void **state)
{
    (void)state;
    test_allocator a = {0, 0, 0};
    table t = table_on(tab_game_new(test_alloc, &a, 11));
    uint64_t h = hash_of(t.g), v;
    a.fail_at = a.count + 1;
    assert_int_equal(tab_view_hash(t.g, 0, &v), TAB_ENOMEM);
    assert_int_equal(tab_game_determinize(t.g, 0, 1), TAB_ENOMEM);
    a.fail_at = 0;
    assert_int_equal(hash_of(t.g), h);
    assert_ok(tab_game_determinize(t.g, 0, 1));
    tab_game_free(t.g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(pool_set_read_and_refused),
        cmocka_unit_test(pool_in_snapshot_hash_and_save),
        cmocka_unit_test(pool_decode_is_validated),
        cmocka_unit_test(reseed_starts_every_stream_over),
        cmocka_unit_test(view_hash_sees_only_the_view),
        cmocka_unit_test(resampling_keeps_the_view),
        cmocka_unit_test(own_hand_stays),
        cmocka_unit_test(resampling_depends_on_view_and_seed),
        cmocka_unit_test(incompatible_pool_fails),
        cmocka_unit_test(faces_are_dealt_within_their_back),
        cmocka_unit_test(faces_dealt_depend_on_the_view),
        cmocka_unit_test(faces_declaration_refused),
        cmocka_unit_test(determinize_misuse),
        cmocka_unit_test(out_of_memory_changes_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
