/* decision.c - the pending decision as hosts read it, answers and their
 * log (the replay), and the results the rules left in the kernel. */
#include <string.h>

#include "profile.h"
#include "runtime.h"

const tab_decision *tab_game_decision(tab_game *g)
{
    if (!g || !g->rt || !g->rt->decision.active)
        return NULL;
    /* Answered by everyone, it waits only for tab_game_run to go on. */
    return tab_decision_player_count(&g->rt->decision) ? &g->rt->decision : NULL;
}

/* The index of the first player still to answer (0 if all did). */
static uint32_t first_pending(const tab_decision *d)
{
    for (uint32_t p = 0; p < d->nplayers; p++)
        if (!d->answered[p])
            return p;
    return 0;
}

const char *tab_decision_prompt(const tab_decision *d) { return d ? d->prompt : ""; }
const char *tab_decision_kind(const tab_decision *d) { return d ? d->kind : ""; }

uint32_t tab_decision_option_count(const tab_decision *d)
{
    return d ? d->option_count[first_pending(d)] : 0;
}

const char *tab_decision_option(const tab_decision *d, uint32_t i)
{
    if (!d)
        return NULL;
    uint32_t p = first_pending(d);
    if (i >= d->option_count[p])
        return NULL;
    return d->options[(d->per_player ? d->first_option[p] : 0) + i];
}

void tab_decision_picks(const tab_decision *d, uint32_t *min, uint32_t *max, int *order)
{
    if (min)
        *min = d ? d->min : 0;
    if (max)
        *max = d ? d->max : 0;
    if (order)
        *order = d ? d->order : 0;
}

uint32_t tab_decision_player_count(const tab_decision *d)
{
    uint32_t n = 0;
    for (uint32_t p = 0; d && p < d->nplayers; p++)
        n += !d->answered[p];
    return n;
}

int tab_decision_player(const tab_decision *d, uint32_t i)
{
    for (uint32_t p = 0; d && p < d->nplayers; p++)
        if (!d->answered[p] && i-- == 0)
            return d->players[p];
    return TAB_NO_PLAYER;
}

static tab_status log_answer(tab_game *g, tabi_runtime *rt, int player, const uint32_t *picks,
                             uint32_t n, uint64_t hash)
{
    tab_status s = tabi_grow(g, (void **)&rt->answers, &rt->answers_cap, rt->nanswers + 1,
                             sizeof *rt->answers);
    if (s == TAB_OK)
        s = tabi_grow(g, (void **)&rt->picks, &rt->picks_cap, rt->npicks + n + 1, sizeof *rt->picks);
    if (s != TAB_OK)
        return s;
    rt->answers[rt->nanswers++] = (tabi_answer){player, rt->npicks, n, hash};
    memcpy(rt->picks + rt->npicks, picks, n * sizeof *picks);
    rt->npicks += n;
    return TAB_OK;
}

/* The answer of player; fn names the API call in messages. */
static tab_status answer(tab_game *g, const char *fn, int player, const uint32_t *picks,
                         uint32_t n)
{
    tabi_runtime *rt = g->rt;
    struct tab_decision *d = rt ? &rt->decision : NULL;
    if (!d || !d->active)
        return tabi_fail(g, TAB_EMISUSE, "%s: no decision is pending", fn);
    uint32_t p = 0;
    while (p < d->nplayers && (d->players[p] != player || d->answered[p]))
        p++;
    if (p == d->nplayers)
        return tabi_fail(g, TAB_EINVAL, "%s: player %d has no answer to give", fn, player);
    if (n < d->min || n > d->max || (n && !picks))
        return tabi_fail(g, TAB_EINVAL, "%s: '%s' needs %u to %u picks, not %u", fn,
                         d->prompt, d->min, d->max, n);
    for (uint32_t i = 0; i < n; i++) {
        if (picks[i] >= d->option_count[p])
            return tabi_fail(g, TAB_EINVAL, "%s: option %u of %u does not exist", fn,
                             picks[i] + 1, d->option_count[p]);
        for (uint32_t j = 0; j < i; j++)
            if (picks[i] == picks[j])
                return tabi_fail(g, TAB_EINVAL, "%s: option %u picked twice", fn,
                                 picks[i] + 1);
    }
    /* The hash of the whole state grows with it: taken only for games
     * whose answers are kept to be checked (replays, saves). */
    uint64_t hash = 0;
    tabi_profile_enter(rt, TAB_PROFILE_ANSWER_LOG, NULL);
    tab_status s = rt->unhashed ? TAB_OK : tab_game_hash(g, &hash);
    if (s == TAB_OK)
        s = log_answer(g, rt, player, picks, n, hash);
    tabi_profile_leave(rt, TAB_PROFILE_ANSWER_LOG);
    if (s != TAB_OK)
        return s;
    d->picks[p] = d->pick_buf + (size_t)p * (d->max ? d->max : 1);
    memcpy(d->picks[p], picks, n * sizeof *picks);
    d->npicks[p] = n;
    d->answered[p] = 1;
    return TAB_OK;
}

tab_status tab_game_answer_as(tab_game *g, int player, const uint32_t *picks, uint32_t n)
{
    TABI_CHECK_GAME(g);
    return answer(g, "tab_game_answer_as", player, picks, n);
}

tab_status tab_game_answer(tab_game *g, uint32_t option)
{
    TABI_CHECK_GAME(g);
    const tab_decision *d = tab_game_decision(g);
    if (!d)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_answer: no decision is pending");
    return answer(g, "tab_game_answer", tab_decision_player(d, 0), &option, 1);
}

/* ---- Results and replays ----------------------------------------------------- */

static int64_t result_element(tab_game *g, const char *key, int player)
{
    const int32_t *vals;
    uint32_t n;
    if (!g || !g->rt || player < 0 ||
        tab_entity_get_array(g, g->rt->game_entity, tab_atom_find(g, key), NULL, &vals, &n) != TAB_OK ||
        (uint32_t)player >= n)
        return 0;
    return vals[player];
}

const char *tab_game_result_reason(tab_game *g)
{
    tab_value v = {TAB_VNONE, {0}};
    if (g && g->rt && g->rt->started)
        tab_entity_get(g, g->rt->game_entity, tab_atom_find(g, "result.reason"), &v);
    return v.type == TAB_VATOM ? tab_atom_str(g, v.as.atom) : NULL;
}

int tab_game_result_won(tab_game *g, int player)
{
    return result_element(g, "result.won", player) != 0;
}

int64_t tab_game_result_score(tab_game *g, int player)
{
    return result_element(g, "result.score", player);
}

int tab_game_players(tab_game *g)
{
    return g && g->rt ? g->rt->players : 0;
}

uint32_t tab_game_answer_count(tab_game *g)
{
    return g && g->rt ? g->rt->nanswers : 0;
}

tab_status tab_game_answer_at(tab_game *g, uint32_t i, int *player, const uint32_t **picks,
                              uint32_t *n)
{
    TABI_CHECK_GAME(g);
    if (!g->rt || i >= g->rt->nanswers)
        return tabi_fail(g, TAB_ENOTFOUND, "tab_game_answer_at: no answer %u", i);
    const tabi_answer *a = &g->rt->answers[i];
    if (player)
        *player = a->player;
    if (picks)
        *picks = g->rt->picks + a->off;
    if (n)
        *n = a->n;
    return TAB_OK;
}

uint64_t tab_game_answer_hash(tab_game *g, uint32_t i)
{
    return g && g->rt && i < g->rt->nanswers ? g->rt->answers[i].hash : 0;
}

uint64_t tab_game_content_hash(tab_game *g)
{
    return g && g->rt ? g->rt->content_hash : 0;
}

tab_status tab_game_set_answer_hashes(tab_game *g, int on)
{
    TABI_CHECK_GAME(g);
    tabi_runtime *rt = tabi_runtime_of(g);
    if (!rt)
        return TAB_ENOMEM;
    rt->unhashed = !on;
    return TAB_OK;
}
