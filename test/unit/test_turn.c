/* test_turn.c - turn order drivers: alternating activation (tile tactics),
 * team phases (Dragon Tides), simultaneous phases (Spirit Island), turn
 * token round-robin (Long Dark Sea), Tidal Blades 2 reveals and turns in
 * initiative order, and the round counter's end of game. */
#include "testutil.h"

static tab_id unit(tab_game *g)
{
    tab_id e;
    assert_ok(tab_entity_new(g, A(g, "unit"), &e));
    return e;
}

static tab_id driver(tab_game *g, tab_turn_mode mode, uint32_t sides, uint32_t per_turn,
                     uint32_t rounds, tab_id source, const tab_atom *names)
{
    tab_turn_def d = {.mode = mode, .sides = sides, .per_turn = per_turn, .rounds = rounds,
                      .source = source, .names = names};
    tab_id t;
    assert_ok(tab_turn_new(g, &d, &t));
    return t;
}

/* One whole activation. */
static void act(tab_game *g, tab_id t, tab_id u)
{
    assert_true(tab_turn_may_act(g, t, u));
    assert_ok(tab_turn_begin(g, t, u));
    assert_int_equal(tab_turn_active(g, t), u);
    assert_ok(tab_turn_end(g, t, u));
}

/* The last event of kind since mark; fails when there is none. */
static tab_event last_of(tab_game *g, uint64_t mark, tab_atom kind)
{
    tab_event found = {0};
    int n = 0;
    for (uint64_t s = mark; s < tab_event_end(g); s++) {
        tab_event e;
        assert_ok(tab_event_get(g, s, &e));
        if (e.kind == kind)
            found = e, n++;
    }
    assert_true(n > 0);
    return found;
}

static int count_of(tab_game *g, uint64_t mark, tab_atom kind)
{
    int n = 0;
    for (uint64_t s = mark; s < tab_event_end(g); s++) {
        tab_event e;
        assert_ok(tab_event_get(g, s, &e));
        n += e.kind == kind;
    }
    return n;
}

/* Tile tactics: "Players alternate by activating up to two units, until all
 * units have been activated, this completes a round. You can only activate a
 * unit once per round." "At the end of a round, it may be necessary for one
 * player to have multiple turns to be able to activate all remaining units."
 * "The next round always begins with the player who did not finish the prior
 * round." Five units (side 0) against three (side 1). */
static void alternating_five_against_three(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id t = driver(g, TAB_TURN_ALTERNATE, 2, 2, 0, 0, NULL);
    tab_id a[5], b[3];
    for (int i = 0; i < 5; i++)
        assert_ok(tab_turn_add(g, t, 0, a[i] = unit(g)));
    for (int i = 0; i < 3; i++)
        assert_ok(tab_turn_add(g, t, 1, b[i] = unit(g)));
    assert_true(tab_turn_round_over(g, t));
    assert_int_equal(tab_turn_round(g, t), 0);
    assert_ok(tab_turn_next_round(g, t));
    assert_int_equal(tab_turn_round(g, t), 1);

    /* Round 1: A2 B2 A2 B1, then B has none left and A activates the rest. */
    assert_int_equal(tab_turn_side(g, t), 0);
    assert_false(tab_turn_may_act(g, t, b[0]));
    assert_int_equal(tab_turn_begin(g, t, b[0]), TAB_EINVAL);
    act(g, t, a[0]);
    assert_int_equal(tab_turn_begin(g, t, a[0]), TAB_EINVAL); /* once per round */
    act(g, t, a[1]);
    assert_int_equal(tab_turn_side(g, t), 1);
    act(g, t, b[0]);
    act(g, t, b[1]);
    assert_int_equal(tab_turn_side(g, t), 0);
    act(g, t, a[2]);
    act(g, t, a[3]);
    assert_int_equal(tab_turn_side(g, t), 1);
    act(g, t, b[2]);
    assert_int_equal(tab_turn_side(g, t), 0); /* B is out of units */
    assert_int_equal(tab_turn_remaining(g, t, 1), 0);
    uint64_t mark = tab_event_end(g);
    act(g, t, a[4]);
    assert_true(tab_turn_round_over(g, t));
    tab_event end = last_of(g, mark, TAB_EV_TURN_ROUND_END);
    assert_int_equal(end.a[0], 1);
    assert_int_equal(end.a[1], 0); /* A finished round 1 */

    /* Round 2 starts with B. */
    mark = tab_event_end(g);
    assert_ok(tab_turn_next_round(g, t));
    assert_int_equal(tab_turn_side(g, t), 1);
    assert_int_equal(last_of(g, mark, TAB_EV_TURN_ROUND).a[1], 1);
    act(g, t, b[2]);
    act(g, t, b[0]);
    act(g, t, a[4]);
    act(g, t, a[0]);
    act(g, t, b[1]); /* B's last unit */
    mark = tab_event_end(g);
    act(g, t, a[1]);
    act(g, t, a[2]);
    /* A's turn of two is over, B has none: A takes another turn. */
    assert_int_equal(count_of(g, mark, TAB_EV_TURN_SIDE), 1);
    assert_int_equal(tab_turn_side(g, t), 0);
    act(g, t, a[3]);
    assert_true(tab_turn_round_over(g, t));
    assert_int_equal(last_of(g, mark, TAB_EV_TURN_ROUND_END).a[1], 0);
    assert_ok(tab_turn_next_round(g, t));
    assert_int_equal(tab_turn_side(g, t), 1); /* B again: A finished */
    tab_game_free(g);
}

/* Two units (side 0) against four (side 1): B finishes each round with two
 * turns in a row, so A starts every round. */
static void alternating_two_against_four(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id t = driver(g, TAB_TURN_ALTERNATE, 2, 2, 0, 0, NULL);
    tab_id a[2], b[4];
    for (int i = 0; i < 2; i++)
        assert_ok(tab_turn_add(g, t, 0, a[i] = unit(g)));
    for (int i = 0; i < 4; i++)
        assert_ok(tab_turn_add(g, t, 1, b[i] = unit(g)));
    assert_ok(tab_turn_next_round(g, t));
    for (int round = 1; round <= 2; round++) {
        assert_int_equal(tab_turn_side(g, t), 0); /* A starts rounds 1 and 2 */
        uint64_t mark = tab_event_end(g);
        act(g, t, a[0]);
        act(g, t, a[1]);
        assert_int_equal(tab_turn_side(g, t), 1);
        act(g, t, b[0]);
        act(g, t, b[1]);
        assert_int_equal(tab_turn_side(g, t), 1); /* A has none left */
        act(g, t, b[2]);
        act(g, t, b[3]);
        assert_int_equal(count_of(g, mark, TAB_EV_TURN_SIDE), 2); /* B, B */
        tab_event end = last_of(g, mark, TAB_EV_TURN_ROUND_END);
        assert_int_equal(end.a[0], round);
        assert_int_equal(end.a[1], 1); /* B finished */
        assert_ok(tab_turn_next_round(g, t));
    }
    tab_game_free(g);
}

/* "activating up to two units": a side may end its turn after one, never
 * before any; and a destroyed unit leaves the count. */
static void alternating_pass_and_losses(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id t = driver(g, TAB_TURN_ALTERNATE, 2, 2, 0, 0, NULL);
    tab_id a[3], b[2];
    for (int i = 0; i < 3; i++)
        assert_ok(tab_turn_add(g, t, 0, a[i] = unit(g)));
    for (int i = 0; i < 2; i++)
        assert_ok(tab_turn_add(g, t, 1, b[i] = unit(g)));
    assert_ok(tab_turn_next_round(g, t));
    assert_int_equal(tab_turn_pass(g, t), TAB_EMISUSE);
    assert_ok(tab_turn_begin(g, t, a[0]));
    assert_int_equal(tab_turn_pass(g, t), TAB_EMISUSE); /* a[0] is acting */
    assert_ok(tab_turn_remove(g, t, b[1]));             /* a[0] destroyed b[1] */
    assert_ok(tab_turn_end(g, t, a[0]));
    assert_ok(tab_turn_pass(g, t));
    assert_int_equal(tab_turn_side(g, t), 1);
    assert_int_equal(tab_turn_remaining(g, t, 1), 1);
    assert_int_equal(tab_turn_side_of(g, t, b[1]), -1);
    act(g, t, b[0]);
    assert_int_equal(tab_turn_side(g, t), 0);
    act(g, t, a[1]);
    act(g, t, a[2]);
    assert_true(tab_turn_round_over(g, t));
    tab_game_free(g);
}

/* Dragon Tides, "Playing Rounds in Movies": "Each scene will state ... which
 * team acts first. That team takes a phase. Within a phase, each member of
 * that team takes a turn. Players on that team may decide among themselves
 * the order in which teammates take their turns. ... Once both teams have
 * taken their phase, the round is complete. Some scenes may have things that
 * occur at the end of the round (like a conveyor belt moving ...). Then begin
 * another round in the same order as the previous one." */
static void dragon_tides_team_phases(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom names[] = {A(g, "villains"), A(g, "dragons")}; /* the scene: villains first */
    tab_id t = driver(g, TAB_TURN_PHASES, 2, 0, 0, 0, names);
    tab_id ivan = unit(g), goliath = unit(g), minion = unit(g), bruce = unit(g), luke = unit(g);
    assert_ok(tab_turn_add(g, t, 0, ivan));
    assert_ok(tab_turn_add(g, t, 0, goliath));
    assert_ok(tab_turn_add(g, t, 0, minion));
    assert_ok(tab_turn_add(g, t, 1, bruce));
    assert_ok(tab_turn_add(g, t, 1, luke));
    for (int round = 1; round <= 2; round++) {
        uint64_t mark = tab_event_end(g);
        assert_ok(tab_turn_next_round(g, t));
        assert_int_equal(last_of(g, mark, TAB_EV_TURN_SIDE).a[1], names[0]);
        assert_false(tab_turn_may_act(g, t, bruce));
        /* The villain player picks the order. */
        act(g, t, minion);
        act(g, t, ivan);
        assert_int_equal(tab_turn_begin(g, t, minion), TAB_EINVAL);
        mark = tab_event_end(g);
        act(g, t, goliath);
        tab_event side = last_of(g, mark, TAB_EV_TURN_SIDE);
        assert_int_equal(side.a[0], 1);
        assert_int_equal(side.a[1], names[1]);
        act(g, t, luke);
        assert_false(tab_turn_round_over(g, t));
        mark = tab_event_end(g);
        act(g, t, bruce);
        assert_true(tab_turn_round_over(g, t)); /* the conveyor belt moves now */
        assert_int_equal(last_of(g, mark, TAB_EV_TURN_ROUND_END).a[0], round);
    }
    tab_game_free(g);
}

/* Spirit Island, "All play is simultaneous." Spirit Phase, Fast Power Phase,
 * Invader Phase, Slow Power Phase, Time Passes: the spirits act together in
 * their phases; the invader phase and time passing are the game's own. */
static void spirit_island_simultaneous_phases(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom names[] = {A(g, "spirit"), A(g, "fast"), A(g, "invader"), A(g, "slow"),
                        A(g, "time")};
    tab_id t = driver(g, TAB_TURN_SIMULTANEOUS, 5, 0, 0, 0, names);
    tab_id s[3] = {unit(g), unit(g), unit(g)};
    for (uint32_t side = 0; side < 5; side++)
        for (int i = 0; side != 2 && side != 4 && i < 3; i++)
            assert_ok(tab_turn_add(g, t, side, s[i]));
    assert_int_equal(tab_turn_add(g, t, 1, s[0]), TAB_EINVAL); /* on that side already */
    assert_ok(tab_turn_next_round(g, t));
    assert_int_equal(tab_turn_begin(g, t, s[0]), TAB_EMISUSE);
    for (int i = 0; i < 3; i++)
        assert_true(tab_turn_may_act(g, t, s[i])); /* all at once */
    assert_ok(tab_turn_end(g, t, s[2]));
    assert_int_equal(tab_turn_end(g, t, s[2]), TAB_EINVAL);
    assert_ok(tab_turn_end(g, t, s[0]));
    assert_int_equal(tab_turn_side(g, t), 0);
    assert_ok(tab_turn_end(g, t, s[1]));
    assert_int_equal(tab_turn_side(g, t), 1); /* fast powers: the same spirits again */
    for (int i = 0; i < 3; i++)
        assert_ok(tab_turn_end(g, t, s[i]));
    assert_int_equal(tab_turn_side(g, t), 2); /* the invaders: no members */
    assert_int_equal(tab_turn_end(g, t, s[0]), TAB_EINVAL);
    assert_ok(tab_turn_pass(g, t)); /* ravage, build, explore done */
    assert_int_equal(tab_turn_side(g, t), 3);
    assert_ok(tab_turn_skip(g, t, s[1])); /* no slow power this turn */
    assert_ok(tab_turn_end(g, t, s[0]));
    assert_ok(tab_turn_end(g, t, s[2]));
    assert_int_equal(tab_turn_side(g, t), 4);
    assert_ok(tab_turn_pass(g, t));
    assert_true(tab_turn_round_over(g, t));
    assert_ok(tab_turn_next_round(g, t));
    assert_int_equal(tab_turn_round(g, t), 2);
    assert_int_equal(tab_turn_side(g, t), 0);
    assert_false(tab_turn_has_acted(g, t, s[0]));
    tab_game_free(g);
}

/* Long Dark Sea: "Choose the starting player, who takes the Turn Token" and
 * "When the active player ends their turn, they pass the Turn Token to the
 * next player". The Raid Stage "has an unlimited number of turns". */
static void long_dark_sea_turn_token(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id t = driver(g, TAB_TURN_SEQUENCE, 1, 0, 0, 0, NULL);
    tab_id p1 = unit(g), p2 = unit(g), p3 = unit(g);
    /* p2 starts: seats from the starting player round the table. */
    assert_ok(tab_turn_add(g, t, 0, p2));
    assert_ok(tab_turn_add(g, t, 0, p3));
    assert_ok(tab_turn_add(g, t, 0, p1));
    tab_id want[] = {p2, p3, p1};
    for (int round = 1; round <= 30; round++) {
        assert_ok(tab_turn_next_round(g, t));
        for (int i = 0; i < 3; i++) {
            assert_int_equal(tab_turn_next(g, t), want[i]);
            assert_false(tab_turn_may_act(g, t, want[(i + 1) % 3]));
            act(g, t, want[i]);
        }
        assert_true(tab_turn_round_over(g, t));
    }
    assert_int_equal(tab_turn_round(g, t), 30);
    assert_int_equal(tab_turn_pass(g, t), TAB_EMISUSE);
    tab_game_free(g);
}

/* Tidal Blades 2: reveals and turns follow the initiative track, "starting
 * at the top left and moving from left to right, then top to bottom", while
 * tokens move during the reveal. The rulebook example: the reveal order is
 * Mudcrabs, Axl, Dust, Seahounds, Eko, and the turns then go Axl, Mudcrabs,
 * Dust, Seahounds, Eko. A scenario has 12 rounds. */
static void tidal_blades_reveal_and_turns(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id track;
    assert_ok(tab_initiative_new(g, 5, &track));
    tab_id crabs = unit(g), axl = unit(g), dust = unit(g), hounds = unit(g), eko = unit(g);
    uint32_t level[] = {1, 1, 3, 3, 5};
    tab_id tok[] = {crabs, axl, dust, hounds, eko};
    for (int i = 0; i < 5; i++)
        assert_ok(tab_initiative_place(g, track, tok[i], level[i], TAB_INITIATIVE_RIGHT));
    tab_id reveal = driver(g, TAB_TURN_SEQUENCE, 1, 0, 0, track, NULL);
    tab_id turns = driver(g, TAB_TURN_SEQUENCE, 1, 0, 12, track, NULL);
    assert_int_equal(tab_turn_add(g, turns, 0, crabs), TAB_EMISUSE);

    assert_ok(tab_turn_next_round(g, reveal));
    int32_t modifier[] = {+1, +1, +2, -1, +1};
    for (int i = 0; i < 5; i++) {
        tab_id who = tab_turn_next(g, reveal);
        assert_int_equal(who, tok[i]);
        assert_ok(tab_turn_begin(g, reveal, who));
        assert_ok(tab_initiative_move(g, track, who, modifier[i]));
        assert_ok(tab_turn_end(g, reveal, who));
    }
    assert_true(tab_turn_round_over(g, reveal));

    assert_ok(tab_turn_next_round(g, turns));
    tab_id order[] = {axl, crabs, dust, hounds, eko};
    for (int i = 0; i < 5; i++) {
        assert_int_equal(tab_turn_next(g, turns), order[i]);
        assert_ok(tab_turn_begin(g, turns, order[i]));
        if (order[i] == dust) {
            /* "ADDING ENEMY GROUPS: ... Enemies that are added mid-round will
             * only act during the current round if their Initiative token is
             * after the currently active Initiative token." */
            tab_id early = unit(g), late = unit(g);
            assert_ok(tab_initiative_place(g, track, early, 1, TAB_INITIATIVE_LEFT));
            assert_ok(tab_turn_skip(g, turns, early));
            assert_ok(tab_initiative_place(g, track, late, 5, TAB_INITIATIVE_RIGHT));
            assert_ok(tab_turn_end(g, turns, order[i]));
            continue;
        }
        assert_ok(tab_turn_end(g, turns, order[i]));
    }
    assert_false(tab_turn_round_over(g, turns));
    tab_id late = tab_initiative_slowest(g, track);
    act(g, turns, late);
    assert_true(tab_turn_round_over(g, turns));

    /* Rounds 2..12, then the end of the scenario's length. */
    for (uint32_t round = 2; round <= 12; round++) {
        assert_ok(tab_turn_next_round(g, turns));
        uint64_t mark = tab_event_end(g);
        while (tab_turn_next(g, turns))
            act(g, turns, tab_turn_next(g, turns));
        tab_event end = last_of(g, mark, TAB_EV_TURN_ROUND_END);
        assert_int_equal(end.a[0], round);
        assert_int_equal(end.a[2], round == 12);
        assert_int_equal(count_of(g, mark, TAB_EV_TURN_GAME_END), round == 12);
    }
    uint64_t before = hash_of(g);
    assert_int_equal(tab_turn_next_round(g, turns), TAB_DONE);
    assert_int_equal(hash_of(g), before);
    assert_int_equal(tab_turn_round(g, turns), 12);
    tab_game_free(g);
}

/* A driver with no actors is a round counter: rounds end when the rules say. */
static void round_counter_alone(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id t = driver(g, TAB_TURN_SEQUENCE, 1, 0, 3, 0, NULL);
    for (int r = 1; r <= 3; r++) {
        assert_ok(tab_turn_next_round(g, t));
        assert_int_equal(tab_turn_next_round(g, t), TAB_EMISUSE); /* not over */
        uint64_t mark = tab_event_end(g);
        assert_ok(tab_turn_end_round(g, t));
        assert_int_equal(count_of(g, mark, TAB_EV_TURN_GAME_END), r == 3);
        assert_int_equal(tab_turn_end_round(g, t), TAB_EMISUSE);
    }
    assert_int_equal(tab_turn_next_round(g, t), TAB_DONE);
    tab_game_free(g);
}

static void misuse_is_refused(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id t, u = unit(g), w = unit(g);
    tab_turn_def d = {.mode = TAB_TURN_ALTERNATE, .sides = 2, .per_turn = 2};
    assert_int_equal(tab_turn_new(NULL, &d, &t), TAB_EMISUSE);
    assert_int_equal(tab_turn_new(g, NULL, &t), TAB_EMISUSE);
    assert_int_equal(tab_turn_new(g, &d, NULL), TAB_EMISUSE);
    tab_turn_def bad = d;
    bad.mode = (tab_turn_mode)9;
    assert_int_equal(tab_turn_new(g, &bad, &t), TAB_EINVAL);
    bad = d, bad.sides = 0;
    assert_int_equal(tab_turn_new(g, &bad, &t), TAB_EINVAL);
    bad = d, bad.per_turn = 0;
    assert_int_equal(tab_turn_new(g, &bad, &t), TAB_EINVAL);
    bad = d, bad.mode = TAB_TURN_SEQUENCE;
    assert_int_equal(tab_turn_new(g, &bad, &t), TAB_EINVAL); /* two sides */
    bad = d, bad.source = u;
    assert_int_equal(tab_turn_new(g, &bad, &t), TAB_EINVAL);
    bad = d, bad.mode = TAB_TURN_SEQUENCE, bad.sides = 1, bad.source = u;
    assert_int_equal(tab_turn_new(g, &bad, &t), TAB_EINVAL); /* not an initiative */
    tab_atom names[] = {A(g, "x"), 77777};
    bad = d, bad.names = names;
    assert_int_equal(tab_turn_new(g, &bad, &t), TAB_EINVAL);
    assert_int_equal(tab_entity_count(g), 2);

    assert_ok(tab_turn_new(g, &d, &t));
    assert_int_equal(tab_turn_add(g, t, 2, u), TAB_EINVAL);
    assert_int_equal(tab_turn_add(g, t, 0, 9999), TAB_ENOTFOUND);
    assert_int_equal(tab_turn_add(g, u, 0, w), TAB_ENOTFOUND);
    assert_non_null(strstr(tab_game_error(g), "not a turn driver"));
    assert_ok(tab_turn_add(g, t, 0, u));
    assert_int_equal(tab_turn_add(g, t, 1, u), TAB_EINVAL); /* on a side already */
    assert_int_equal(tab_turn_remove(g, t, w), TAB_ENOTFOUND);
    assert_int_equal(tab_turn_begin(g, t, u), TAB_EMISUSE); /* before round 1 */
    assert_int_equal(tab_turn_skip(g, t, u), TAB_EMISUSE);
    assert_int_equal(tab_turn_pass(g, t), TAB_EMISUSE);
    assert_ok(tab_turn_add(g, t, 1, w));
    assert_ok(tab_turn_next_round(g, t));
    assert_int_equal(tab_turn_next_round(g, t), TAB_EMISUSE);
    assert_int_equal(tab_turn_end(g, t, u), TAB_EINVAL); /* not acting */
    assert_int_equal(tab_turn_begin(g, t, w), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "side whose turn"));
    assert_ok(tab_turn_begin(g, t, u));
    assert_int_equal(tab_turn_begin(g, t, u), TAB_EMISUSE);
    assert_int_equal(tab_turn_end(g, t, w), TAB_EINVAL);
    assert_int_equal(tab_turn_skip(g, t, u), TAB_EINVAL); /* acting */
    assert_ok(tab_turn_end(g, t, u));
    assert_int_equal(tab_turn_skip(g, t, u), TAB_EINVAL); /* acted already */
    act(g, t, w);
    assert_int_equal(tab_turn_skip(g, t, u), TAB_EMISUSE); /* round over */
    assert_ok(tab_turn_next_round(g, t));
    assert_ok(tab_turn_skip(g, t, w));
    assert_int_equal(tab_turn_skip(g, t, w), TAB_EINVAL);
    assert_int_equal(tab_turn_round(NULL, t), 0);
    assert_int_equal(tab_turn_side(g, u), -1);
    assert_false(tab_turn_may_act(g, u, u));
    assert_int_equal(tab_turn_next(g, t), TAB_ID_NONE); /* not a sequence */
    assert_int_equal(tab_turn_remaining(g, t, 5), 0);
    tab_game_free(g);
}

static long sweep_failures;

/* Runs op with allocation number 1, 2, ... failing until it succeeds; each
 * failure must be TAB_ENOMEM and leave the game's hash as it was. */
#define SWEEP(al, g, op)                                                                  \
    do {                                                                                  \
        for (long fail_ = 1;; fail_++) {                                                  \
            uint64_t before_ = hash_of(g);                                                \
            (al).count = 0, (al).fail_at = fail_;                                         \
            tab_status s_ = (op);                                                         \
            (al).fail_at = 0;                                                             \
            if (s_ == TAB_OK)                                                             \
                break;                                                                    \
            assert_int_equal(s_, TAB_ENOMEM);                                             \
            assert_int_equal(hash_of(g), before_);                                        \
            sweep_failures++;                                                             \
        }                                                                                 \
    } while (0)

/* A driver whose state says more sides than a driver can have (a forged
 * save; the running-game fuzzer found one with 2^31, on which every
 * activation looped over the sides for minutes) is refused at once. */
static void impossible_side_count_is_refused(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id t = driver(g, TAB_TURN_ALTERNATE, 2, 1, 0, 0, NULL);
    tab_id u = unit(g);
    assert_ok(tab_turn_add(g, t, 0, u));
    assert_ok(tab_turn_add(g, t, 1, unit(g)));
    assert_ok(tab_turn_next_round(g, t));
    assert_ok(tab_turn_begin(g, t, u));
    assert_ok(tab_entity_set(g, t, A(g, "turn.sides"), tab_int(INT32_MAX)));
    assert_int_equal(tab_turn_end(g, t, u), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "has 2147483647 sides (1 to 64)"));
    tab_game_free(g);
}

static void out_of_memory_changes_nothing(void **state)
{
    (void)state;
    test_allocator al = {0};
    tab_game *g = tab_game_new(test_alloc, &al, 3);
    assert_non_null(g);
    tab_id u[140];
    for (int i = 0; i < 140; i++)
        assert_ok(tab_entity_new(g, A(g, "unit"), &u[i]));
    tab_id t = 0, s = 0;
    tab_turn_def d = {.mode = TAB_TURN_ALTERNATE, .sides = 2, .per_turn = 2, .rounds = 5};
    SWEEP(al, g, tab_turn_new(g, &d, &t));
    assert_true(sweep_failures > 0);
    tab_turn_def sd = {.mode = TAB_TURN_SIMULTANEOUS, .sides = 2};
    SWEEP(al, g, tab_turn_new(g, &sd, &s));
    for (int i = 0; i < 140; i++)
        SWEEP(al, g, tab_turn_add(g, t, (uint32_t)i % 2, u[i]));
    for (int i = 0; i < 3; i++)
        SWEEP(al, g, tab_turn_add(g, s, 0, u[i]));
    SWEEP(al, g, tab_turn_remove(g, t, u[139]));
    SWEEP(al, g, tab_turn_next_round(g, t));
    SWEEP(al, g, tab_turn_next_round(g, s));
    long before = sweep_failures;
    for (int n = 0; n < 139; n++) {
        tab_id who = 0;
        for (int i = 0; i < 139 && !who; i++)
            if (tab_turn_may_act(g, t, u[i]))
                who = u[i];
        assert_int_not_equal(who, 0);
        SWEEP(al, g, tab_turn_begin(g, t, who));
        SWEEP(al, g, tab_turn_end(g, t, who));
    }
    assert_true(sweep_failures > before + 50); /* recording an actor allocates */
    assert_true(tab_turn_round_over(g, t));
    SWEEP(al, g, tab_turn_next_round(g, t));
    SWEEP(al, g, tab_turn_end(g, s, u[1]));
    SWEEP(al, g, tab_turn_skip(g, s, u[0]));
    assert_int_equal(tab_turn_round(g, t), 2);
    assert_int_equal(tab_turn_remaining(g, s, 0), 1);
    tab_game_free(g);
}

/* Same seed, same calls: same state; a game saved mid-round and loaded goes
 * on exactly as the original. */
static void play(tab_game *g, tab_id t, int steps)
{
    for (int i = 0; i < steps; i++) {
        if (tab_turn_round_over(g, t)) {
            if (tab_turn_next_round(g, t) == TAB_DONE)
                return;
            continue;
        }
        tab_id pick = 0;
        uint32_t seen = 0;
        for (tab_id e = tab_entity_next(g, 0, A(g, "unit")); e;
             e = tab_entity_next(g, e, A(g, "unit")))
            if (tab_turn_may_act(g, t, e)) {
                uint64_t r;
                assert_ok(tab_rng_below(g, A(g, "bot"), ++seen, &r));
                if (r == 0)
                    pick = e;
            }
        assert_int_not_equal(pick, 0);
        act(g, t, pick);
    }
}

static tab_game *scripted(uint64_t seed)
{
    tab_game *g = new_game(seed);
    tab_id t = driver(g, TAB_TURN_ALTERNATE, 3, 2, 10, 0, NULL);
    for (int i = 0; i < 9; i++)
        assert_ok(tab_turn_add(g, t, (uint32_t)(i % 3 == 2 ? 1 : i % 3), unit(g)));
    play(g, t, 23);
    return g;
}

static void deterministic_and_saved(void **state)
{
    (void)state;
    tab_game *g1 = scripted(5), *g2 = scripted(5), *g3 = scripted(6);
    assert_int_equal(hash_of(g1), hash_of(g2));
    assert_int_not_equal(hash_of(g1), hash_of(g3));
    tab_id t = tab_entity_next(g1, 0, A(g1, "turn"));
    assert_false(tab_turn_round_over(g1, t)); /* mid-round */
    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(g1, &buf, &len));
    tab_game *copy = new_game(99);
    assert_ok(tab_game_load_buffer(copy, buf, len));
    tab_game_free_buffer(g1, buf, len);
    play(g1, t, 40);
    play(copy, t, 40);
    assert_int_equal(hash_of(copy), hash_of(g1));
    assert_int_equal(tab_turn_round(copy, t), tab_turn_round(g1, t));
    tab_game_free(copy);
    tab_game_free(g1);
    tab_game_free(g2);
    tab_game_free(g3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(alternating_five_against_three),
        cmocka_unit_test(alternating_two_against_four),
        cmocka_unit_test(alternating_pass_and_losses),
        cmocka_unit_test(dragon_tides_team_phases),
        cmocka_unit_test(spirit_island_simultaneous_phases),
        cmocka_unit_test(long_dark_sea_turn_token),
        cmocka_unit_test(tidal_blades_reveal_and_turns),
        cmocka_unit_test(round_counter_alone),
        cmocka_unit_test(misuse_is_refused),
        cmocka_unit_test(impossible_side_count_is_refused),
        cmocka_unit_test(out_of_memory_changes_nothing),
        cmocka_unit_test(deterministic_and_saved),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
