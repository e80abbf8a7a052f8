/* bot.c - bots answering decisions: "first" and "random" built in, and any
 * bot a game's scripts (or scripts/std/bots) define as
 *     bot { id = "name", choose = function(view, decision) ... end }
 * which sees the game only through the deciding player's observation. */
#include <lauxlib.h>
#include <stdio.h>
#include <string.h>

#include "binding.h"
#include "profile.h"
#include "runtime.h"
#include "../search/search.h"

/* SplitMix64: one bot call's own random numbers, from the seed it is given. */
static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static uint32_t below(uint64_t *x, uint32_t n)
{
    /* n is small (options); the bias of a 64-bit modulo is below 2^-40. */
    return (uint32_t)(splitmix(x) % n);
}

/* decision.random(n) -> 1..n */
static int l_random(lua_State *L)
{
    uint64_t *x = lua_touserdata(L, lua_upvalueindex(1));
    lua_Integer n = luaL_checkinteger(L, 1);
    luaL_argcheck(L, n >= 1 && n <= UINT32_MAX, 1, "out of range");
    lua_pushinteger(L, (lua_Integer)below(x, (uint32_t)n) + 1);
    return 1;
}

typedef struct bot_call {
    const char *name;
    int player;
    uint64_t seed;
    uint32_t *picks, room, n;
} bot_call;

/* Calls the named bot; protected, arg 1 g, arg 2 the call. */
static int call_bot(lua_State *L)
{
    tab_game *g = lua_touserdata(L, 1);
    bot_call *c = lua_touserdata(L, 2);
    const tab_decision *d = tab_game_decision(g);
    tabi_runtime_push_internal(L, "bot");
    lua_pushstring(L, c->name);
    lua_call(L, 1, 1);
    if (!lua_istable(L, -1))
        return luaL_error(L, "no bot named '%s' (built in: first, random; others are "
                          "bot{} definitions)", c->name);
    lua_getfield(L, -1, "choose");
    if (!lua_isfunction(L, -1))
        return luaL_error(L, "bot '%s' has no choose function", c->name);
    tabi_profile_enter(g->rt, TAB_PROFILE_VIEW, NULL);
    tabi_lua_push_view(L, g, c->player);
    lua_createtable(L, 0, 8);
    lua_pushinteger(L, c->player);
    lua_setfield(L, -2, "player");
    lua_pushstring(L, tab_decision_prompt(d));
    lua_setfield(L, -2, "prompt");
    lua_pushstring(L, tab_decision_kind(d));
    lua_setfield(L, -2, "kind");
    if (d->subject) {
        lua_pushinteger(L, d->subject);
        lua_setfield(L, -2, "subject");
    }
    uint32_t n = tab_decision_option_count(d), min, max;
    int order;
    tab_decision_picks(d, &min, &max, &order);
    lua_createtable(L, (int)n, 0);
    for (uint32_t i = 0; i < n; i++) {
        lua_pushstring(L, tab_decision_option(d, i));
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    lua_setfield(L, -2, "options");
    /* decision.values, plain data only, made when the bot first reads it
     * (a random bot never does): choose_values.c */
    tabi_choose_set_values(L, g, -1);
    lua_pushinteger(L, min);
    lua_setfield(L, -2, "min");
    lua_pushinteger(L, max);
    lua_setfield(L, -2, "max");
    lua_pushboolean(L, order);
    lua_setfield(L, -2, "order");
    uint64_t *state = lua_newuserdatauv(L, sizeof *state, 0);
    *state = c->seed;
    lua_pushcclosure(L, l_random, 1);
    lua_setfield(L, -2, "random");
    tabi_profile_leave(g->rt, TAB_PROFILE_VIEW);
    tabi_profile_enter(g->rt, TAB_PROFILE_BOT_LUA, NULL);
    lua_call(L, 2, 1);
    tabi_profile_leave(g->rt, TAB_PROFILE_BOT_LUA);
    c->n = 0;
    if (lua_isinteger(L, -1)) {
        lua_Integer i = lua_tointeger(L, -1);
        if (i < 1 || c->room < 1)
            return luaL_error(L, "bot '%s' answered option %d", c->name, (int)i);
        c->picks[c->n++] = (uint32_t)(i - 1);
    } else if (lua_istable(L, -1)) {
        lua_Integer k = luaL_len(L, -1);
        for (lua_Integer j = 1; j <= k; j++) {
            lua_geti(L, -1, j);
            lua_Integer i = lua_tointeger(L, -1);
            if (i < 1 || c->n >= c->room)
                return luaL_error(L, "bot '%s' answered a bad list of options", c->name);
            c->picks[c->n++] = (uint32_t)(i - 1);
            lua_pop(L, 1);
        }
    } else {
        return luaL_error(L, "bot '%s' must return an option number or a list of them", c->name);
    }
    tabi_profile_enter(g->rt, TAB_PROFILE_FREEZE, NULL);
    int r = tabi_freeze_verify(L);
    tabi_profile_leave(g->rt, TAB_PROFILE_FREEZE);
    return r;
}

static tab_status pick(tab_game *g, const char *bot, int player, uint64_t seed,
                       uint32_t *picks, uint32_t room, uint32_t *n)
{
    const tab_decision *d = tab_game_decision(g);
    if (!d || !bot || !picks || !n)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_bot: %s", d ? "NULL argument" : "no decision is pending");
    int asked = 0;
    for (uint32_t i = 0; i < tab_decision_player_count(d); i++)
        asked |= tab_decision_player(d, i) == player;
    if (!asked)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_bot: player %d has no answer to give", player);
    g->rt->last_search = NULL;
    if (tabi_search_is_spec(bot))
        return tabi_search_bot(g, &g->rt->searches, bot, player, seed, picks, room, n,
                               &g->rt->last_search);
    uint32_t options = tab_decision_option_count(d), min, max;
    tab_decision_picks(d, &min, &max, NULL);
    uint32_t count = min ? min : (max ? 1 : 0);
    if (strcmp(bot, "first") == 0 || strcmp(bot, "random") == 0) {
        if (count > room)
            return tabi_fail(g, TAB_EINVAL, "tab_game_bot: %u picks do not fit in %u", count, room);
        /* The first options, or distinct random ones: the r-th option not
         * picked yet, found by walking the picks so far in sorted order. */
        uint64_t x = seed;
        uint32_t sorted[256];
        int random = bot[0] == 'r' && count <= 256;
        for (uint32_t k = 0; k < count; k++) {
            uint32_t idx = random ? below(&x, options - k) : k;
            uint32_t at = 0;
            if (random)
                for (; at < k && sorted[at] <= idx; at++)
                    idx++;
            picks[k] = idx;
            if (random) {
                memmove(&sorted[at + 1], &sorted[at], (k - at) * sizeof *sorted);
                sorted[at] = idx;
            }
        }
        *n = count;
        return TAB_OK;
    }
    bot_call c = {bot, player, seed, picks, room, 0};
    tab_status s = tabi_runtime_call(g, call_bot, &c);
    *n = c.n;
    return s;
}

/* Whether the rules define a bot named by arg 2; protected, arg 1 g. */
static int find_bot(lua_State *L)
{
    const char *name = lua_touserdata(L, 2);
    tabi_runtime_push_internal(L, "bot");
    lua_pushstring(L, name);
    lua_call(L, 1, 1);
    if (!lua_istable(L, -1))
        return luaL_error(L, "no bot named '%s' (built in: first, random, mcts, ismcts; "
                          "others are bot{} definitions)", name);
    return 0;
}

tab_status tab_game_bot_check(tab_game *g, const char *bot)
{
    TABI_CHECK_GAME(g);
    if (!bot)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_bot_check: NULL bot");
    if (strcmp(bot, "first") == 0 || strcmp(bot, "random") == 0)
        return TAB_OK;
    if (!g->rt || !g->rt->started)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_bot_check: the game has not started");
    if (!tabi_search_is_spec(bot)) {
        tab_status s = tabi_runtime_call(g, find_bot, (void *)bot);
        if (s != TAB_ESCRIPT)
            return s;
        char why[sizeof g->err];
        snprintf(why, sizeof why, "%s", tab_game_error(g));
        return tabi_fail(g, TAB_EINVAL, "%s", why);
    }
    tabi_search_opts o;
    char err[300];
    if (!tabi_search_parse(bot, &o, err, sizeof err))
        return tabi_fail(g, TAB_EINVAL, "%s", err);
    const char *kind = o.info_sets ? "ismcts" : "mcts";
    if (tab_game_bot_check(g, o.rollout) != TAB_OK)
        return tabi_fail(g, TAB_EINVAL, "%s: rollout=%s: no such bot in %s", kind, o.rollout,
                         g->rt->game);
    const char *prior = tabi_search_prior(&o);
    if (prior && tab_game_bot_check(g, prior) != TAB_OK)
        return tabi_fail(g, TAB_EINVAL, "%s: prior=%s: no such bot in %s", kind, prior,
                         g->rt->game);
    if (o.depth) {
        tab_status s = tab_game_evaluate(g, NULL, 0);
        if (s == TAB_ENOTFOUND)
            return tabi_fail(g, TAB_EINVAL, "%s: depth=%u scores cut rollouts with the game's "
                             "evaluation, and %s has none (policy { id = \"evaluate\" })",
                             kind, o.depth, g->rt->game);
        if (s != TAB_OK)
            return s;
    }
    return TAB_OK;
}

uint32_t tab_game_bot_stats(tab_game *g, const struct tab_search_stat **stats,
                            uint32_t *iterations)
{
    if (stats)
        *stats = NULL;
    if (iterations)
        *iterations = 0;
    if (!g || !g->rt || !g->rt->last_search)
        return 0;
    return tab_search_stats(g->rt->last_search, stats, iterations);
}

void tabi_bots_free(tab_game *g, tabi_runtime *rt)
{
    tabi_search_cache_free(g, rt->searches);
    rt->searches = NULL;
    rt->last_search = NULL;
}

tab_status tab_game_bot(tab_game *g, const char *bot, int player, uint64_t seed,
                        uint32_t *picks, uint32_t room, uint32_t *n)
{
    TABI_CHECK_GAME(g);
    if (!g->rt) /* profile: the call's own time is what the phases inside leave */
        return pick(g, bot, player, seed, picks, room, n);
    tabi_profile_enter(g->rt, TAB_PROFILE_BOT, bot);
    tab_status s = pick(g, bot, player, seed, picks, room, n);
    tabi_profile_leave(g->rt, TAB_PROFILE_BOT);
    return s;
}
