/* test_track.c - tracks: thresholds, reset points, levels that remember
 * their first crossing, and charge/activate, from the rulebooks. */
#include "testutil.h"

/* The events of kind since mark, copied to out (at most cap); returns how
 * many there were. */
static int events_of(tab_game *g, uint64_t mark, tab_atom kind, tab_event *out, int cap)
{
    int n = 0;
    for (uint64_t s = mark; s < tab_event_end(g); s++) {
        tab_event e;
        assert_ok(tab_event_get(g, s, &e));
        if (e.kind != kind)
            continue;
        if (n < cap)
            out[n] = e;
        n++;
    }
    return n;
}

static int32_t value_of(tab_game *g, tab_id t)
{
    int32_t v;
    assert_ok(tab_track_value(g, t, &v));
    return v;
}

static tab_id plain_track(tab_game *g, int32_t min, int32_t max, int32_t start,
                          tab_track_overflow o)
{
    tab_track_def d = {.min = min, .max = max, .start = start, .reset = start, .overflow = o};
    tab_id t;
    assert_ok(tab_track_new(g, &d, &t));
    return t;
}

/* Long Dark Sea: "When either track reaches its limit, immediately draw and
 * resolve its corresponding card. Once resolved, the track is reset and
 * returned to the space indicated by the selected Difficulty." and "Any
 * excess Successes or Misses rolled after reaching a track's limit are
 * lost." The track's length and the difficulty spaces are not printed in the
 * rulebook; 8 spaces with Normal at 2 are chosen to fit. */
static void long_dark_sea_mission_track_resets_and_loses_excess(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_track_def d = {.min = 0, .max = 8, .start = 2, .reset = 2,
                       .overflow = TAB_TRACK_RESET};
    tab_id mission;
    assert_ok(tab_track_new(g, &d, &mission));
    int32_t lost = -1;
    assert_ok(tab_track_add(g, mission, 4, &lost)); /* four Success results */
    assert_int_equal(value_of(g, mission), 6);
    assert_int_equal(lost, 0);

    uint64_t mark = tab_event_end(g);
    assert_ok(tab_track_add(g, mission, 5, &lost)); /* reaches 8 with 3 to spare */
    assert_int_equal(lost, 3);
    assert_int_equal(value_of(g, mission), 2);
    tab_event ev[4];
    assert_int_equal(events_of(g, mark, TAB_EV_TRACK_FILL, ev, 4), 1);
    assert_int_equal(ev[0].subject, mission);
    assert_int_equal(ev[0].a[0], 1); /* filled once: draw one Mission card */
    assert_int_equal(ev[0].a[1], 3); /* excess lost */
    assert_int_equal(events_of(g, mark, TAB_EV_TRACK_MOVE, ev, 4), 1);
    assert_int_equal(ev[0].a[0], 6);
    assert_int_equal(ev[0].a[1], 2);
    assert_int_equal(ev[0].a[2], 5);
    assert_int_equal(ev[0].a[3], 3);

    /* "Choose the difficulty for each track. This will be its reset point." */
    assert_ok(tab_track_set_reset(g, mission, 4)); /* Easy, say */
    assert_ok(tab_track_add(g, mission, 6, NULL));
    assert_int_equal(value_of(g, mission), 4);
    assert_int_equal(tab_track_set_reset(g, mission, 8), TAB_EINVAL); /* never rests at max */
    tab_game_free(g);
}

/* The same rule with the reset left to the rules: the track waits at its
 * limit while the card resolves, then tab_track_reset. */
static void clamped_track_waits_for_its_reset(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_track_def d = {.min = 0, .max = 8, .start = 3, .reset = 3,
                       .overflow = TAB_TRACK_CLAMP};
    tab_id threat;
    assert_ok(tab_track_new(g, &d, &threat));
    uint64_t mark = tab_event_end(g);
    int32_t lost;
    assert_ok(tab_track_add(g, threat, 7, &lost));
    assert_int_equal(value_of(g, threat), 8);
    assert_int_equal(lost, 2);
    tab_event ev[2];
    assert_int_equal(events_of(g, mark, TAB_EV_TRACK_FILL, ev, 2), 1);
    /* More while full is lost and fills nothing again. */
    mark = tab_event_end(g);
    assert_ok(tab_track_add(g, threat, 1, &lost));
    assert_int_equal(lost, 1);
    assert_int_equal(events_of(g, mark, TAB_EV_TRACK_FILL, ev, 2), 0);
    mark = tab_event_end(g);
    assert_ok(tab_track_reset(g, threat));
    assert_int_equal(value_of(g, threat), 3);
    assert_int_equal(events_of(g, mark, TAB_EV_TRACK_RESET, ev, 2), 1);
    assert_int_equal(ev[0].a[0], 8);
    assert_int_equal(ev[0].a[1], 3);
    tab_game_free(g);
}

/* Tidal Blades 2 health, for a hero with 7 Resilience: "The health track is
 * divided into three levels: Healthy (top), Wounded (middle), and Critical
 * (bottom)." "If you reach the end of a level and still have health to lose,
 * return to the rightmost place in the next lower level to continue. When
 * advancing to a lower level for the first time, gain a Wound." "You may
 * advance back up a level, however, you will not heal the Wound by moving
 * back up. You will not take another Wound if you cross the same level
 * again." "If you move past the last space on the health track, you are
 * knocked out." Spaces count as one value: 15..21 Healthy, 8..14 Wounded,
 * 1..7 Critical, 0 knocked out. */
typedef struct health {
    tab_game *g;
    tab_id track;
    tab_atom healthy, wounded, critical;
    int wounds, knocked_out;
} health;

/* Applies a change of health and counts what the crossings mean. */
static void hp(health *h, int32_t delta)
{
    uint64_t mark = tab_event_end(h->g);
    assert_ok(tab_track_add(h->g, h->track, delta, NULL));
    tab_event ev[8];
    int n = events_of(h->g, mark, TAB_EV_TRACK_CROSS, ev, 8);
    for (int i = 0; i < n; i++) {
        if (ev[i].a[2] != -1)
            continue;
        if (ev[i].a[0] == h->critical)
            h->knocked_out = 1;
        else if (ev[i].a[3] == 1)
            h->wounds++;
    }
}

static void tidal_blades_health_levels_wound_once(void **state)
{
    (void)state;
    health h = {.g = new_game(1)};
    h.healthy = A(h.g, "healthy");
    h.wounded = A(h.g, "wounded");
    h.critical = A(h.g, "critical");
    int32_t at[] = {1, 8, 15};
    tab_atom names[] = {h.critical, h.wounded, h.healthy};
    /* "She places her health tracker in the 7th space of the top health track." */
    tab_track_def d = {.min = 0, .max = 21, .start = 21, .reset = 21,
                       .overflow = TAB_TRACK_CLAMP, .thresholds = 3, .at = at,
                       .names = names};
    assert_ok(tab_track_new(h.g, &d, &h.track));
    uint32_t level;
    tab_atom name;
    assert_ok(tab_track_level(h.g, h.track, &level, &name));
    assert_int_equal(level, 3);
    assert_int_equal(name, h.healthy);

    hp(&h, -7); /* from the 7th space of Healthy to the 7th of Wounded */
    assert_int_equal(value_of(h.g, h.track), 14);
    assert_int_equal(h.wounds, 1);
    assert_ok(tab_track_level(h.g, h.track, &level, &name));
    assert_int_equal(name, h.wounded);

    hp(&h, +3); /* back up a level: the Wound stays */
    assert_int_equal(value_of(h.g, h.track), 17);
    assert_int_equal(h.wounds, 1);
    hp(&h, -5); /* crossing the same level again: no new Wound */
    assert_int_equal(h.wounds, 1);
    bool crossed;
    assert_ok(tab_track_crossed(h.g, h.track, h.healthy, -1, &crossed));
    assert_true(crossed);
    assert_ok(tab_track_crossed(h.g, h.track, h.wounded, -1, &crossed));
    assert_false(crossed);

    /* One heavy hit through Wounded and Critical: a second Wound, then out;
     * the crossings come in the order they are met. */
    uint64_t mark = tab_event_end(h.g);
    hp(&h, -20);
    tab_event ev[4];
    assert_int_equal(events_of(h.g, mark, TAB_EV_TRACK_CROSS, ev, 4), 2);
    assert_int_equal(ev[0].a[0], h.wounded);
    assert_int_equal(ev[1].a[0], h.critical);
    assert_int_equal(h.wounds, 2);
    assert_true(h.knocked_out);
    assert_int_equal(value_of(h.g, h.track), 0);
    assert_ok(tab_track_level(h.g, h.track, &level, &name));
    assert_int_equal(level, 0);
    assert_int_equal(name, TAB_ATOM_NONE);

    /* Revived: "Place your health tracker on the rightmost space of your
     * bottom health track." Heroes may not gain beyond max health. */
    assert_ok(tab_track_set(h.g, h.track, 7));
    int32_t lost;
    assert_ok(tab_track_add(h.g, h.track, 30, &lost));
    assert_int_equal(value_of(h.g, h.track), 21);
    assert_int_equal(lost, 16);

    /* Between scenarios Wounds heal: the track forgets. */
    assert_ok(tab_track_forget(h.g, h.track));
    assert_ok(tab_track_crossed(h.g, h.track, h.healthy, -1, &crossed));
    assert_false(crossed);
    hp(&h, -7);
    assert_int_equal(h.wounds, 3);
    tab_game_free(h.g);
}

/* Dragon Tides: "Each time you win a Showdown, advance the marker on your
 * SUPER track one space. When your SUPER is fully charged ... you can
 * activate it! ... At the end of the current turn, flip your marker back to
 * its inactive side and return it to 0%." Soda: "Increase your SUPER by 2
 * steps." The track's number of steps is not printed; 3 is chosen. */
static void dragon_tides_super_charges_and_activates(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id super = plain_track(g, 0, 3, 0, TAB_TRACK_CLAMP);
    assert_ok(tab_track_add(g, super, 1, NULL)); /* a Showdown won */
    assert_ok(tab_track_add(g, super, 1, NULL));
    assert_int_equal(tab_track_activate(g, super), TAB_EMISUSE); /* not charged */
    uint64_t mark = tab_event_end(g);
    int32_t lost;
    assert_ok(tab_track_add(g, super, 2, &lost)); /* Soda */
    assert_int_equal(lost, 1);
    tab_event ev[2];
    assert_int_equal(events_of(g, mark, TAB_EV_TRACK_FILL, ev, 2), 1); /* charged */
    assert_ok(tab_track_activate(g, super));
    tab_track_info info;
    assert_ok(tab_track_get(g, super, &info));
    assert_true(info.active);
    assert_int_equal(tab_track_activate(g, super), TAB_EMISUSE);
    mark = tab_event_end(g);
    assert_ok(tab_track_deactivate(g, super)); /* end of the turn */
    assert_int_equal(events_of(g, mark, TAB_EV_TRACK_DEACTIVATE, ev, 2), 1);
    assert_int_equal(ev[0].a[0], 3);
    assert_int_equal(ev[0].a[1], 0);
    assert_ok(tab_track_get(g, super, &info));
    assert_false(info.active);
    assert_int_equal(info.value, 0);
    assert_int_equal(tab_track_deactivate(g, super), TAB_EMISUSE);
    tab_game_free(g);
}

/* Spirit Island: the Fear Pool holds 4 fear per player; when it empties a
 * Fear Card is earned and the pool refills, leftover fear carrying on. The
 * Fear deck is 3/3/3: Terror Level II after 3 earned cards, III after 6,
 * and earning all 9 is a victory. Two players: 8 fear per card. */
static void spirit_island_fear_earns_cards_and_terror_levels(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom t2 = A(g, "terror-2"), t3 = A(g, "terror-3"), win = A(g, "fear-victory");
    int32_t at[] = {3, 6, 9};
    tab_atom names[] = {t2, t3, win};
    tab_track_def ed = {.min = 0, .max = 9, .overflow = TAB_TRACK_CLAMP, .thresholds = 3,
                        .at = at, .names = names};
    tab_id earned, fear;
    assert_ok(tab_track_new(g, &ed, &earned));
    tab_track_def fd = {.min = 0, .max = 8, .overflow = TAB_TRACK_WRAP, .carry = earned};
    assert_ok(tab_track_new(g, &fd, &fear));

    assert_ok(tab_track_add(g, fear, 5, NULL));
    assert_int_equal(value_of(g, fear), 5);
    assert_int_equal(value_of(g, earned), 0);
    assert_ok(tab_track_add(g, fear, 5, NULL)); /* 10 fear: one card, 2 over */
    assert_int_equal(value_of(g, fear), 2);
    assert_int_equal(value_of(g, earned), 1);

    uint64_t mark = tab_event_end(g);
    assert_ok(tab_track_add(g, fear, 17, NULL)); /* 19 fear: two cards, 3 over */
    assert_int_equal(value_of(g, fear), 3);
    assert_int_equal(value_of(g, earned), 3);
    tab_event ev[4];
    assert_int_equal(events_of(g, mark, TAB_EV_TRACK_FILL, ev, 4), 1);
    assert_int_equal(ev[0].subject, fear);
    assert_int_equal(ev[0].a[0], 2);
    assert_int_equal(events_of(g, mark, TAB_EV_TRACK_CROSS, ev, 4), 1);
    assert_int_equal(ev[0].subject, earned);
    assert_int_equal(ev[0].a[0], t2);
    assert_int_equal(ev[0].a[2], 1);
    assert_int_equal(ev[0].a[3], 1);
    uint32_t level;
    tab_atom name;
    assert_ok(tab_track_level(g, earned, &level, &name));
    assert_int_equal(level, 1);
    assert_int_equal(name, t2);
    tab_game_free(g);
}

static void thresholds_report_both_directions(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom lo = A(g, "lo"), hi = A(g, "hi");
    int32_t at[] = {3, 6};
    tab_atom names[] = {lo, hi};
    tab_track_def d = {.min = -5, .max = 10, .start = 0, .reset = 0,
                       .overflow = TAB_TRACK_CLAMP, .thresholds = 2, .at = at,
                       .names = names};
    tab_id t;
    assert_ok(tab_track_new(g, &d, &t));
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_track_add(g, t, 2, NULL)); /* 2: below lo still */
    tab_event ev[4];
    assert_int_equal(events_of(g, mark, TAB_EV_TRACK_CROSS, ev, 4), 0);
    assert_ok(tab_track_add(g, t, 1, NULL)); /* 3: reaching a threshold crosses it */
    assert_int_equal(events_of(g, mark, TAB_EV_TRACK_CROSS, ev, 4), 1);
    assert_int_equal(ev[0].a[0], lo);
    assert_int_equal(ev[0].a[1], 3);
    mark = tab_event_end(g);
    assert_ok(tab_track_add(g, 0 + t, 0, NULL)); /* nothing, no events */
    assert_int_equal(tab_event_end(g), mark);
    assert_ok(tab_track_set(g, t, 9));
    assert_ok(tab_track_set(g, t, 2));
    assert_int_equal(events_of(g, mark, TAB_EV_TRACK_CROSS, ev, 4), 3);
    assert_int_equal(ev[0].a[0], hi);
    assert_int_equal(ev[0].a[2], 1);
    assert_int_equal(ev[0].a[3], 1);
    assert_int_equal(ev[1].a[0], hi);
    assert_int_equal(ev[1].a[2], -1);
    assert_int_equal(ev[2].a[0], lo);
    assert_int_equal(ev[2].a[2], -1);
    assert_int_equal(ev[2].a[3], 1);
    mark = tab_event_end(g);
    assert_ok(tab_track_set(g, t, 3));
    assert_int_equal(events_of(g, mark, TAB_EV_TRACK_CROSS, ev, 4), 1);
    assert_int_equal(ev[0].a[3], 0); /* lo crossed upward before */
    int32_t lost;
    assert_ok(tab_track_add(g, t, -20, &lost));
    assert_int_equal(value_of(g, t), -5);
    assert_int_equal(lost, 12);
    int32_t v;
    tab_atom n;
    assert_ok(tab_track_threshold(g, t, 1, &v, &n));
    assert_int_equal(v, 6);
    assert_int_equal(n, hi);
    assert_int_equal(tab_track_threshold(g, t, 2, &v, &n), TAB_ENOTFOUND);
    tab_game_free(g);
}

static void misuse_is_refused(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom a = A(g, "a"), b = A(g, "b");
    tab_track_def d = {.min = 0, .max = 5, .start = 1};
    tab_id t, other;
    int32_t v;
    assert_int_equal(tab_track_new(NULL, &d, &t), TAB_EMISUSE);
    assert_int_equal(tab_track_new(g, NULL, &t), TAB_EMISUSE);
    assert_int_equal(tab_track_new(g, &d, NULL), TAB_EMISUSE);
    tab_track_def bad = d;
    bad.max = 0;
    assert_int_equal(tab_track_new(g, &bad, &t), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "below max"));
    bad = d, bad.start = 6;
    assert_int_equal(tab_track_new(g, &bad, &t), TAB_EINVAL);
    bad = d, bad.reset = -1;
    assert_int_equal(tab_track_new(g, &bad, &t), TAB_EINVAL);
    bad = d, bad.overflow = TAB_TRACK_WRAP, bad.reset = 5;
    assert_int_equal(tab_track_new(g, &bad, &t), TAB_EINVAL);
    bad = d, bad.overflow = (tab_track_overflow)7;
    assert_int_equal(tab_track_new(g, &bad, &t), TAB_EINVAL);
    int32_t down[] = {3, 2};
    tab_atom names[] = {a, b};
    bad = d, bad.thresholds = 2, bad.at = down, bad.names = names;
    assert_int_equal(tab_track_new(g, &bad, &t), TAB_EINVAL);
    int32_t outside[] = {2, 9};
    bad.at = outside;
    assert_int_equal(tab_track_new(g, &bad, &t), TAB_EINVAL);
    int32_t fine[] = {2, 4};
    tab_atom bad_names[] = {a, 99999};
    bad.at = fine, bad.names = bad_names;
    assert_int_equal(tab_track_new(g, &bad, &t), TAB_EINVAL);
    bad.names = NULL;
    assert_int_equal(tab_track_new(g, &bad, &t), TAB_EMISUSE);
    bad = d, bad.thresholds = TAB_TRACK_MAX_THRESHOLDS + 1, bad.at = fine, bad.names = names;
    assert_int_equal(tab_track_new(g, &bad, &t), TAB_EINVAL);
    tab_id card;
    assert_ok(tab_entity_new(g, A(g, "card"), &card));
    bad = d, bad.carry = card;
    assert_int_equal(tab_track_new(g, &bad, &t), TAB_EINVAL);
    assert_int_equal(tab_entity_count(g), 1); /* failed creations left nothing */

    assert_ok(tab_track_new(g, &d, &t));
    assert_int_equal(tab_track_add(NULL, t, 1, NULL), TAB_EMISUSE);
    assert_int_equal(tab_track_add(g, card, 1, NULL), TAB_ENOTFOUND);
    assert_non_null(strstr(tab_game_error(g), "not a track"));
    assert_int_equal(tab_track_add(g, 12345, 1, NULL), TAB_ENOTFOUND);
    assert_int_equal(tab_track_value(g, t, NULL), TAB_EMISUSE);
    assert_int_equal(tab_track_value(g, card, &v), TAB_ENOTFOUND);
    assert_int_equal(tab_track_get(g, t, NULL), TAB_EMISUSE);
    assert_int_equal(tab_track_set(g, t, 6), TAB_EINVAL);
    assert_int_equal(tab_track_set(g, t, -1), TAB_EINVAL);
    bool crossed;
    assert_int_equal(tab_track_crossed(g, t, a, 0, &crossed), TAB_EINVAL);
    assert_int_equal(tab_track_crossed(g, t, a, 1, NULL), TAB_EMISUSE);
    assert_int_equal(tab_track_crossed(g, t, a, 1, &crossed), TAB_ENOTFOUND);
    assert_int_equal(tab_track_reset(g, card), TAB_ENOTFOUND);
    assert_int_equal(tab_track_set_reset(g, t, 9), TAB_EINVAL);
    assert_int_equal(tab_track_forget(NULL, t), TAB_EMISUSE);
    assert_int_equal(tab_track_level(g, card, NULL, NULL), TAB_ENOTFOUND);

    /* A carry track that is gone stops the move before anything changes. */
    tab_track_def cd = {.min = 0, .max = 3};
    assert_ok(tab_track_new(g, &cd, &other));
    tab_track_def wd = {.min = 0, .max = 2, .overflow = TAB_TRACK_WRAP, .carry = other};
    tab_id w;
    assert_ok(tab_track_new(g, &wd, &w));
    assert_ok(tab_entity_free(g, other));
    uint64_t before = hash_of(g);
    assert_int_equal(tab_track_add(g, w, 5, NULL), TAB_ENOTFOUND);
    assert_int_equal(hash_of(g), before);
    tab_game_free(g);
}

/* Making a track allocates; each failure must leave the game as it was.
 * Moving one never allocates at all. */
static void out_of_memory_changes_nothing(void **state)
{
    (void)state;
    test_allocator al = {0};
    tab_game *g = tab_game_new(test_alloc, &al, 5);
    assert_non_null(g);
    tab_atom names[] = {A(g, "x"), A(g, "y"), A(g, "z")};
    int32_t at[] = {2, 4, 6};
    tab_track_def cd = {.min = 0, .max = 9};
    tab_id carry;
    assert_ok(tab_track_new(g, &cd, &carry));
    tab_track_def d = {.min = 0, .max = 8, .overflow = TAB_TRACK_WRAP, .carry = carry,
                       .thresholds = 3, .at = at, .names = names};
    tab_id t = 0;
    int failures = 0;
    for (long fail = 1;; fail++) {
        uint64_t before = hash_of(g);
        uint32_t count = tab_entity_count(g);
        al.count = 0, al.fail_at = fail;
        tab_status s = tab_track_new(g, &d, &t);
        al.fail_at = 0;
        if (s == TAB_OK)
            break;
        assert_int_equal(s, TAB_ENOMEM);
        assert_int_equal(hash_of(g), before);
        assert_int_equal(tab_entity_count(g), count);
        failures++;
    }
    assert_true(failures > 0);
    /* Moves, resets and queries: every allocation fails, none is needed. */
    al.count = 0, al.fail_at = 1, al.failures = 0;
    assert_ok(tab_track_add(g, t, 19, NULL));
    assert_ok(tab_track_add(g, t, -1, NULL));
    assert_ok(tab_track_reset(g, t));
    assert_ok(tab_track_set(g, t, 5));
    assert_ok(tab_track_forget(g, t));
    assert_int_equal(al.failures, 0);
    al.fail_at = 0;
    assert_int_equal(value_of(g, carry), 2);
    tab_game_free(g);
}

/* Same seed, same calls: same state; and the state survives a save. */
static uint64_t scripted(uint64_t seed, tab_game **keep)
{
    tab_game *g = new_game(seed);
    tab_atom names[] = {A(g, "half")};
    int32_t at[] = {5};
    tab_track_def d = {.min = 0, .max = 10, .overflow = TAB_TRACK_WRAP, .thresholds = 1,
                       .at = at, .names = names};
    tab_id t;
    assert_ok(tab_track_new(g, &d, &t));
    for (int i = 0; i < 50; i++) {
        int64_t r;
        assert_ok(tab_rng_range(g, TAB_ATOM_NONE, -4, 7, &r));
        assert_ok(tab_track_add(g, t, (int32_t)r, NULL));
    }
    uint64_t h = hash_of(g);
    if (keep)
        *keep = g;
    else
        tab_game_free(g);
    return h;
}

static void deterministic_and_saved(void **state)
{
    (void)state;
    tab_game *g;
    uint64_t h = scripted(77, &g);
    assert_int_equal(scripted(77, NULL), h);
    assert_int_not_equal(scripted(78, NULL), h);
    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(g, &buf, &len));
    tab_game *copy = new_game(1);
    assert_ok(tab_game_load_buffer(copy, buf, len));
    tab_game_free_buffer(g, buf, len);
    assert_int_equal(hash_of(copy), h);
    tab_id t = tab_entity_next(copy, 0, A(copy, "track"));
    int32_t a, b;
    assert_ok(tab_track_value(copy, t, &a));
    assert_ok(tab_track_value(g, t, &b));
    assert_int_equal(a, b);
    bool c1, c2;
    assert_ok(tab_track_crossed(copy, t, A(copy, "half"), 1, &c1));
    assert_ok(tab_track_crossed(g, t, A(g, "half"), 1, &c2));
    assert_true(c1);
    assert_int_equal(c1, c2);
    tab_game_free(copy);
    tab_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(long_dark_sea_mission_track_resets_and_loses_excess),
        cmocka_unit_test(clamped_track_waits_for_its_reset),
        cmocka_unit_test(tidal_blades_health_levels_wound_once),
        cmocka_unit_test(dragon_tides_super_charges_and_activates),
        cmocka_unit_test(spirit_island_fear_earns_cards_and_terror_levels),
        cmocka_unit_test(thresholds_report_both_directions),
        cmocka_unit_test(misuse_is_refused),
        cmocka_unit_test(out_of_memory_changes_nothing),
        cmocka_unit_test(deterministic_and_saved),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
