/* mcts.c - Monte Carlo tree search (UCT) over copies of a running game, and
 * its information-set form: each iteration copies the position, samples
 * what the searching player cannot know (ismcts) or only the future random
 * draws (mcts), walks the tree by UCB1 with availability counts (a move is
 * judged against the iterations in which it could be taken, since chance
 * and hidden cards change what is legal), adds one node, plays the rest
 * with the rollout bot and backs up every player's result. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime: the time budget */
#include <math.h>
#include <string.h>
#include <time.h>
#include <xxhash.h>

#include "search.h"

#define ROOT 1u
/* The most players a search backs results up for (the runtime's own limit
 * is lower). */
#define MAX_PLAYERS 32
/* A rollout this long is scored as a draw: a game that does not end under
 * its rollout bot must not hold the search forever. */
#define ROLLOUT_CAP 20000u
/* How much longer than its depth a rollout may go on to reach the end of
 * a player's turn before it is scored (a one-player game never changes
 * player). */
#define CUT_WAIT 4u
/* The move that ends a player's picks of a several-pick decision. */
#define STOP_KEY 0x73746f70u
/* Progressive bias: the prior bot's pick scores this much more, divided
 * by its visits plus one, so a budget too small to tell moves apart keeps
 * to the bot's judgement and a larger one overrules it where the rollouts
 * say so (a whole win at the first visit: results are 0 to 1). */
#define PRIOR_BIAS 1.0
/* The statistics entry counting a (node, player, picks so far)'s visits. */
#define VISITS_KEY 0x76697369u

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

/* ---- Setting up ------------------------------------------------------- */

static void *search_alloc(tab_search *s, void *p, size_t osize, size_t nsize)
{
    return s->alloc(s->ud, p, osize, nsize);
}

static int grow(tab_search *s, void **data, uint32_t *cap, uint32_t need, size_t elem)
{
    return tabi_search_grow(s->alloc, s->ud, data, cap, need, elem);
}

tab_status tab_search_new(tab_game *g, const char *spec, tab_search **out)
{
    TABI_CHECK_GAME(g);
    if (!spec || !out)
        return tabi_fail(g, TAB_EMISUSE, "tab_search_new: NULL argument");
    *out = NULL;
    tab_status st = tab_game_bot_check(g, spec);
    if (st != TAB_OK)
        return st;
    tab_search *s = g->alloc(g->alloc_ud, NULL, 0, sizeof *s);
    size_t len = strlen(spec) + 1;
    char *copy = s ? g->alloc(g->alloc_ud, NULL, 0, len) : NULL;
    if (!copy) {
        if (s)
            g->alloc(g->alloc_ud, s, sizeof *s, 0);
        return tabi_fail(g, TAB_ENOMEM, "tab_search_new: out of memory");
    }
    memset(s, 0, sizeof *s);
    s->alloc = g->alloc;
    s->ud = g->alloc_ud;
    memcpy(copy, spec, len);
    s->spec = copy;
    char err[256];
    tabi_search_parse(spec, &s->opts, err, sizeof err); /* checked above */
    *out = s;
    return TAB_OK;
}

void tab_search_free(tab_search *s)
{
    if (!s)
        return;
    tab_game_free(s->work);
    tabi_tree_free(&s->tree, s->alloc, s->ud);
    search_alloc(s, s->path, (size_t)s->path_cap * sizeof *s->path, 0);
    search_alloc(s, s->keys, (size_t)s->keys_cap * sizeof *s->keys, 0);
    search_alloc(s, s->picks, (size_t)s->picks_cap * sizeof *s->picks, 0);
    search_alloc(s, s->root_keys, (size_t)s->root_cap * sizeof *s->root_keys, 0);
    search_alloc(s, s->policy, (size_t)s->policy_cap * sizeof *s->policy, 0);
    search_alloc(s, s->eligible, s->eligible_cap, 0);
    search_alloc(s, s->ranked, (size_t)s->ranked_cap * sizeof *s->ranked, 0);
    search_alloc(s, s->out, (size_t)s->out_cap * sizeof *s->out, 0);
    search_alloc(s, s->labels, s->labels_size, 0);
    search_alloc(s, s->spec, strlen(s->spec) + 1, 0);
    search_alloc(s, s, sizeof *s, 0);
}

uint32_t tab_search_stats(const tab_search *s, const tab_search_stat **stats,
                          uint32_t *iterations)
{
    if (stats)
        *stats = s ? s->out : NULL;
    if (iterations)
        *iterations = s ? s->iterations_run : 0;
    return s ? s->nout : 0;
}

/* ---- Moves ------------------------------------------------------------ */

/* An option known by its label: the same move in every position a node
 * stands for, where its index may differ. */
static uint64_t label_key(const char *label)
{
    uint64_t k = XXH3_64bits(label, strlen(label));
    return k == STOP_KEY || k == VISITS_KEY || k == 0 ? k + 3 : k;
}

static uint64_t stat_key(uint32_t node, int player, uint64_t prefix, uint64_t move)
{
    return tabi_tree_mix(tabi_tree_mix(tabi_tree_mix(node, (uint64_t)(player + 1)), prefix), move);
}

/* Whether move m (an option index, or count for "stop") may be picked next
 * after the n picks so far: an option not picked yet (and, when order does
 * not matter, after the last one, so each set is reached one way, and only
 * while the options after it can still make up min), or stop once min
 * picks are made. */
static int legal(uint32_t m, uint32_t count, const uint32_t *picks, uint32_t n, uint32_t min,
                 int order)
{
    if (m == count)
        return n >= min;
    if (!order) /* and enough options after m to make up min */
        return (n == 0 || m > picks[n - 1]) && (n >= min || count - m >= min - n);
    for (uint32_t j = 0; j < n; j++)
        if (picks[j] == m)
            return 0;
    return 1;
}

static int note_step(tab_search *s, uint64_t key, int player)
{
    if (!grow(s, (void **)&s->path, &s->path_cap, s->path_len + 1, sizeof *s->path))
        return 0;
    s->path[s->path_len++] = (struct tabi_step){key, player};
    return 1;
}

/* The moves a node weighs grow with its visits (progressive widening): 2
 * plus the square root of its visits, besides the prior bot's own picks,
 * taken in an order fixed per node. A budget of hundreds then tries good
 * moves many times over instead of each of a wide decision's moves once. */
#define WIDEN_BASE 2u

static int is_policy_pick(const tab_search *s, uint32_t m)
{
    for (uint32_t i = 0; i < s->npolicy; i++)
        if (s->policy[i] == m)
            return 1;
    return 0;
}

/* Marks in s->eligible the legal moves (0..count, count for stop) this
 * visit weighs: all of them when few, else stop, the prior bot's picks
 * and the `room` others ranked first by a hash of the node and the move.
 * Returns 0 on ENOMEM. */
static int widen(tab_search *s, uint64_t where, uint32_t count, uint32_t n, uint32_t min,
                 int order, uint32_t room)
{
    if (!grow(s, (void **)&s->eligible, &s->eligible_cap, count + 1, 1) ||
        !grow(s, (void **)&s->ranked, &s->ranked_cap, room + 1, sizeof *s->ranked))
        return 0;
    uint32_t nlegal = 0;
    for (uint32_t m = 0; m <= count; m++)
        nlegal += s->eligible[m] = (unsigned char)legal(m, count, s->picks, n, min, order);
    if (nlegal <= room + 1)
        return 1;
    /* The room lowest ranks among the others, by insertion: room is small. */
    uint32_t kept = 0;
    for (uint32_t m = 0; m < count; m++) {
        if (!s->eligible[m] || is_policy_pick(s, m))
            continue;
        uint64_t rank = tabi_tree_mix(where, s->keys[m]);
        uint32_t at = kept < room ? kept++ : room;
        while (at > 0 && s->ranked[at - 1].rank > rank) {
            if (at < room)
                s->ranked[at] = s->ranked[at - 1];
            at--;
        }
        if (at < room)
            s->ranked[at] = (struct tabi_ranked){rank, m};
        s->eligible[m] = 0;
    }
    for (uint32_t i = 0; i < kept; i++)
        s->eligible[s->ranked[i].move] = 1;
    return 1;
}

/* Picks one move for player q by UCB1 over moves' statistics at (node,
 * prefix), among those widen lets in: an untried one first (the prior
 * bot's pick, else a random one), else the best mean plus exploration
 * (plus the prior's bias).
 * Every weighed move's availability counts this visit. Returns the move
 * (count for stop), count + 1 when none is legal, or UINT32_MAX on ENOMEM. */
static uint32_t ucb_move(tab_search *s, uint32_t node, int q, uint64_t prefix, uint32_t count,
                         uint32_t n, uint32_t min, int order, uint64_t *rng)
{
    uint64_t where = stat_key(node, q, prefix, VISITS_KEY);
    tabi_stat *visits = tabi_tree_stat(&s->tree, s->alloc, s->ud, where);
    if (!visits)
        return UINT32_MAX;
    uint32_t room = WIDEN_BASE + (uint32_t)sqrt((double)visits->visits++);
    if (!widen(s, where, count, n, min, order, room))
        return UINT32_MAX;
    uint32_t untried = 0, first = count + 1;
    for (uint32_t m = 0; m <= count; m++) {
        if (!s->eligible[m])
            continue;
        tabi_stat *st = tabi_tree_stat(&s->tree, s->alloc, s->ud,
                                       stat_key(node, q, prefix, m == count ? STOP_KEY : s->keys[m]));
        if (!st)
            return UINT32_MAX;
        st->avail++;
        if (st->visits == 0) {
            untried++;
            if (first > count && m < count && is_policy_pick(s, m))
                first = m;
        }
    }
    if (first <= count)
        return first;
    uint32_t best = count + 1, r = untried ? (uint32_t)(splitmix(rng) % untried) : 0;
    double best_score = -1;
    for (uint32_t m = 0; m <= count; m++) {
        if (!s->eligible[m])
            continue;
        const tabi_stat *st = tabi_tree_stat(&s->tree, s->alloc, s->ud,
                                             stat_key(node, q, prefix, m == count ? STOP_KEY : s->keys[m]));
        if (untried) {
            if (st->visits == 0 && r-- == 0)
                return m;
            continue;
        }
        double score = st->total / st->visits +
                       s->opts.c * sqrt(log((double)st->avail) / st->visits) +
                       (is_policy_pick(s, m) ? PRIOR_BIAS / (st->visits + 1) : 0);
        if (score > best_score)
            best_score = score, best = m;
    }
    return best;
}

/* Remembers the searching player's options at the root: the final choice
 * and its statistics are given in them. */
static tab_status note_root(tab_search *s, tab_game *g, const tab_decision *d, uint32_t count)
{
    if (!grow(s, (void **)&s->root_keys, &s->root_cap, count + 1, sizeof *s->root_keys) ||
        !grow(s, (void **)&s->out, &s->out_cap, count + 1, sizeof *s->out))
        return tabi_fail(g, TAB_ENOMEM, "search: out of memory");
    size_t text = 0;
    for (uint32_t i = 0; i < count; i++)
        text += strlen(tab_decision_option(d, i)) + 1;
    if (text > s->labels_size) {
        char *p = search_alloc(s, s->labels, s->labels_size, text);
        if (!p)
            return tabi_fail(g, TAB_ENOMEM, "search: out of memory");
        s->labels = p;
        s->labels_size = text;
    }
    size_t at = 0;
    for (uint32_t i = 0; i < count; i++) {
        const char *label = tab_decision_option(d, i);
        size_t len = strlen(label) + 1;
        memcpy(s->labels + at, label, len);
        s->out[i] = (tab_search_stat){i, s->labels + at, 0, 0};
        s->root_keys[i] = s->keys[i];
        at += len;
    }
    s->nroot = s->nout = count;
    tab_decision_picks(d, &s->root_min, &s->root_max, &s->root_order);
    return TAB_OK;
}

/* Player q's whole answer to the pending decision of the copy, move by
 * move from q's own statistics at node (at a simultaneous decision each
 * player's statistics are its own: decoupled UCT). Mixes the answer into
 * *joint, the key of the child it leads to. */
static tab_status tree_answer(tab_search *s, tab_game *g, uint32_t node, int q, int player,
                              uint64_t *rng, uint64_t *joint)
{
    tab_game *w = s->work;
    const tab_decision *d = tab_game_decision(w);
    uint32_t count = tab_decision_option_count(d), min, max;
    int order;
    tab_decision_picks(d, &min, &max, &order);
    if (max > count)
        max = count;
    if (!grow(s, (void **)&s->keys, &s->keys_cap, count + 1, sizeof *s->keys) ||
        !grow(s, (void **)&s->picks, &s->picks_cap, count + 1, sizeof *s->picks))
        return tabi_fail(g, TAB_ENOMEM, "search: out of memory");
    for (uint32_t i = 0; i < count; i++)
        s->keys[i] = label_key(tab_decision_option(d, i));
    if (node == ROOT && q == player && s->nroot == UINT32_MAX) {
        tab_status st = note_root(s, g, d, count);
        if (st != TAB_OK)
            return st;
    }
    /* The prior bot's answer guides the node: widened in, tried first and
     * favoured while it has few visits. */
    s->npolicy = 0;
    const char *prior = tabi_search_prior(&s->opts);
    if (prior && count > 1) {
        if (!grow(s, (void **)&s->policy, &s->policy_cap, count + 1, sizeof *s->policy))
            return tabi_fail(g, TAB_ENOMEM, "search: out of memory");
        tab_status st = tab_game_bot(w, prior, q, splitmix(rng), s->policy, count, &s->npolicy);
        if (st != TAB_OK)
            return tabi_fail(g, st, "search: %s", tab_game_error(w));
    }
    uint64_t prefix = 0;
    uint32_t n = 0;
    while (n < max) {
        uint32_t m = ucb_move(s, node, q, prefix, count, n, min, order, rng);
        if (m == UINT32_MAX)
            return tabi_fail(g, TAB_ENOMEM, "search: out of memory");
        if (m > count)
            break; /* nothing left to pick: answer_as judges the picks */
        uint64_t key = m == count ? STOP_KEY : s->keys[m];
        if (!note_step(s, stat_key(node, q, prefix, key), q))
            return tabi_fail(g, TAB_ENOMEM, "search: out of memory");
        if (m == count)
            break;
        s->picks[n++] = m;
        prefix = tabi_tree_mix(prefix, key);
    }
    *joint = tabi_tree_mix(tabi_tree_mix(*joint, (uint64_t)(q + 1)), prefix);
    tab_status st = tab_game_answer_as(w, q, s->picks, n);
    return st == TAB_OK ? TAB_OK : tabi_fail(g, st, "search: %s", tab_game_error(w));
}

/* ---- Iterations ------------------------------------------------------- */

/* Every player's result of a finished game: 1 won, 0 not, 1/2 a draw. */
static void results(tab_game *w, double *reward, int players)
{
    const char *reason = tab_game_result_reason(w);
    int draw = reason && strcmp(reason, "draw") == 0;
    for (int p = 0; p < players; p++)
        reward[p] = draw ? 0.5 : tab_game_result_won(w, p) ? 1.0 : 0.0;
}

/* One decision of the rollout, by the rollout bot. */
static tab_status rollout_answer(tab_search *s, tab_game *g, uint64_t *rng)
{
    tab_game *w = s->work;
    const tab_decision *d = tab_game_decision(w);
    int q = tab_decision_player(d, 0);
    uint32_t picks[256], n = 0;
    tab_status st = tab_game_bot(w, s->opts.rollout, q, splitmix(rng), picks, 256, &n);
    if (st == TAB_OK)
        st = tab_game_answer_as(w, q, picks, n);
    return st == TAB_OK ? TAB_OK : tabi_fail(g, st, "search rollout: %s", tab_game_error(w));
}

/* Walks from the root of a fresh copy of g to the end of a rollout, leaving
 * each player's result in reward. */
static tab_status playout(tab_search *s, tab_game *g, int player, uint64_t seed, double *reward,
                          int players)
{
    tab_game *w = s->work;
    uint64_t rng = seed;
    tab_status st = tab_game_copy(w, g);
    if (st == TAB_OK)
        st = s->opts.info_sets ? tab_game_determinize(w, player, splitmix(&rng))
                               : tab_rng_reseed(w, splitmix(&rng));
    if (st != TAB_OK)
        return tabi_fail(g, st, "search: %s", tab_game_error(w));
    uint32_t node = ROOT, rolled = 0;
    int in_tree = 1, last = -1; /* the player who answered last */
    s->path_len = 0;
    for (;;) {
        const tab_decision *d = tab_game_decision(w);
        if (!d) {
            st = tab_game_run(w);
            if (st == TAB_DECISION)
                continue;
            if (st != TAB_DONE)
                return tabi_fail(g, st, "search: %s", tab_game_error(w));
            results(w, reward, players);
            return TAB_OK;
        }
        if (in_tree) {
            uint64_t joint = 0;
            for (; d; d = tab_game_decision(w)) {
                last = tab_decision_player(d, 0);
                if ((st = tree_answer(s, g, node, last, player, &rng, &joint)) != TAB_OK)
                    return st;
            }
            uint32_t child = tabi_tree_child(&s->tree, s->alloc, s->ud, node, joint, 0);
            if (!child) {
                child = tabi_tree_child(&s->tree, s->alloc, s->ud, node, joint, 1);
                if (!child)
                    return tabi_fail(g, TAB_ENOMEM, "search: out of memory");
                in_tree = 0; /* one node added per iteration: the rest is rollout */
            }
            node = child;
            continue;
        }
        /* The cut waits for the end of a player's run of decisions (a turn
         * of several moves is judged whole: halfway, every option of its
         * first move looks the same), up to CUT_WAIT times the depth. */
        if (s->opts.depth && rolled >= s->opts.depth &&
            (tab_decision_player(d, 0) != last || rolled >= CUT_WAIT * s->opts.depth)) {
            st = tab_game_evaluate(w, reward, (uint32_t)players);
            return st == TAB_OK ? TAB_OK : tabi_fail(g, st, "search: %s", tab_game_error(w));
        }
        if (rolled++ >= ROLLOUT_CAP) {
            for (int p = 0; p < players; p++)
                reward[p] = 0.5;
            return TAB_OK;
        }
        last = tab_decision_player(d, 0);
        if ((st = rollout_answer(s, g, &rng)) != TAB_OK)
            return st;
    }
}

/* Each move of the iteration gets the result of the player who made it. */
static tab_status back_up(tab_search *s, tab_game *g, const double *reward)
{
    for (uint32_t i = 0; i < s->path_len; i++) {
        tabi_stat *st = tabi_tree_stat(&s->tree, s->alloc, s->ud, s->path[i].key);
        if (!st)
            return tabi_fail(g, TAB_ENOMEM, "search: out of memory");
        st->visits++;
        st->total += reward[s->path[i].player];
    }
    return TAB_OK;
}

/* ---- The choice ------------------------------------------------------- */

/* The most tried move for player at the root after the picks so far
 * (the lowest option among equals, stop after the options), or count + 1
 * when nothing legal was tried. */
static uint32_t most_tried(tab_search *s, int player, uint64_t prefix, uint32_t *picks,
                           uint32_t n)
{
    uint32_t count = s->nroot, best = count + 1, most = 0;
    for (uint32_t m = 0; m <= count; m++) {
        if (!legal(m, count, picks, n, s->root_min, s->root_order))
            continue;
        tabi_stat *st = tabi_tree_stat(&s->tree, s->alloc, s->ud,
                                       stat_key(ROOT, player, prefix,
                                                m == count ? STOP_KEY : s->root_keys[m]));
        if (st && st->visits > most)
            most = st->visits, best = m;
    }
    return best;
}

/* The answer: the most tried move, then the most tried after it, and so on
 * (a robust choice: means of rarely tried moves are noise); if the search
 * never tried enough picks, the first legal options fill up to min. */
static tab_status final_answer(tab_search *s, tab_game *g, int player, uint32_t *picks,
                               uint32_t room, uint32_t *n)
{
    uint32_t count = s->nroot, max = s->root_max < count ? s->root_max : count, k = 0;
    uint64_t prefix = 0;
    while (k < max) {
        uint32_t m = most_tried(s, player, prefix, picks, k);
        if (m > count) {
            if (k >= s->root_min)
                break;
            for (m = 0; m < count && !legal(m, count, picks, k, s->root_min, s->root_order); m++)
                ;
            if (m == count)
                break;
        }
        if (m == count)
            break;
        if (k == room)
            return tabi_fail(g, TAB_EINVAL, "tab_game_bot: %u picks do not fit in %u", k + 1, room);
        picks[k++] = m;
        prefix = tabi_tree_mix(prefix, s->root_keys[m]);
    }
    *n = k;
    for (uint32_t i = 0; i < count; i++) {
        const tabi_stat *st = tabi_tree_stat(&s->tree, s->alloc, s->ud,
                                             stat_key(ROOT, player, 0, s->root_keys[i]));
        if (!st)
            return tabi_fail(g, TAB_ENOMEM, "search: out of memory");
        s->out[i].visits = st->visits;
        s->out[i].mean = st->visits ? st->total / st->visits : 0;
    }
    return TAB_OK;
}

static double seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec * 1e-9;
}

tab_status tab_search_choose(tab_search *s, tab_game *g, int player, uint64_t seed,
                             uint32_t *picks, uint32_t room, uint32_t *n)
{
    TABI_CHECK_GAME(g);
    if (!s || !picks || !n)
        return tabi_fail(g, TAB_EMISUSE, "tab_search_choose: NULL argument");
    const tab_decision *d = tab_game_decision(g);
    int asked = 0;
    for (uint32_t i = 0; d && i < tab_decision_player_count(d); i++)
        asked |= tab_decision_player(d, i) == player;
    if (!asked)
        return tabi_fail(g, TAB_EMISUSE, "tab_search_choose: %s", d ? "the player has no answer "
                         "to give" : "no decision is pending");
    s->nout = s->iterations_run = 0;
    /* Nothing to weigh: the only answer there is. */
    uint32_t min, max;
    tab_decision_picks(d, &min, &max, NULL);
    if (tab_decision_player(d, 0) == player && tab_decision_option_count(d) == 1 && min == 1) {
        *n = 1;
        picks[0] = 0;
        return TAB_OK;
    }
    if (!s->work) {
        tab_status st = tab_game_new_like(g, 1, &s->work);
        if (st != TAB_OK)
            return st;
    }
    tabi_tree_reset(&s->tree);
    s->nroot = UINT32_MAX;
    int players = tab_game_players(g);
    double reward[MAX_PLAYERS];
    if (players < 1 || players > MAX_PLAYERS)
        return tabi_fail(g, TAB_EINVAL, "search: %d players (a search takes 1 to %d)", players,
                         MAX_PLAYERS);
    double deadline = s->opts.seconds ? seconds_now() + s->opts.seconds : 0;
    uint64_t rng = seed;
    for (uint32_t it = 0; it < s->opts.iterations; it++) {
        tab_status st = playout(s, g, player, splitmix(&rng), reward, players);
        if (st == TAB_OK)
            st = back_up(s, g, reward);
        if (st != TAB_OK)
            return st;
        s->iterations_run++;
        if (deadline && seconds_now() >= deadline)
            break;
    }
    if (s->nroot == UINT32_MAX)
        return tabi_fail(g, TAB_ESCRIPT, "search: the copy never reached player %d's decision",
                         player);
    return final_answer(s, g, player, picks, room, n);
}
