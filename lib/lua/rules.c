/* rules.c - what rules call beyond the kernel's bindings: g:choose,
 * g:push, g:finish, g:option, g:players, g:scenario, g:metric, g:tally, and
 * the primitives the prelude builds content coroutines on. */
#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <string.h>

#include "../atom.h"
#include "binding.h"
#include "runtime.h"
#include "sandbox.h"

/* The keys of a pushed step's arguments, as literals: their atoms are
 * found by address, without hashing the text. */
const char *const tabi_step_arg_keys[TABI_MAX_STEP_ARGS] = {"arg1", "arg2", "arg3", "arg4",
    "arg5", "arg6", "arg7", "arg8", "arg9", "arg10", "arg11", "arg12", "arg13", "arg14",
    "arg15", "arg16"};

static tab_game *rules_game(lua_State *L)
{
    return tabi_lua_checkgame(L, 1);
}

/* An atom by text, raising a Lua error when it cannot be interned. */
static tab_atom atom(lua_State *L, tab_game *g, const char *s)
{
    tab_atom a = tab_atom_of(g, s);
    if (!a)
        luaL_error(L, "%s", tab_game_error(g));
    return a;
}

/* As atom, for text at an address that never changes (a literal). */
static tab_atom literal(lua_State *L, tab_game *g, const char *s)
{
    tab_atom a = tabi_atom_literal(g, s);
    if (!a)
        luaL_error(L, "%s", tab_game_error(g));
    return a;
}

static tab_atom atomf(lua_State *L, tab_game *g, const char *fmt, const char *s)
{
    lua_pushfstring(L, fmt, s);
    tab_atom a = atom(L, g, lua_tostring(L, -1));
    lua_pop(L, 1);
    return a;
}

/* Whether label is among the n labels before it (lens: their lengths).
 * Few options are compared with each other (no table to build), lengths
 * first (labels of one decision often share long beginnings); many go
 * through a set, as comparing every pair of 100000 labels would keep the
 * host in this call for minutes. */
static int seen_before(lua_State *L, const char *const *labels, const size_t *lens, uint32_t n,
                       int set)
{
    if (!set) {
        for (uint32_t j = 0; j < n; j++)
            if (lens[j] == lens[n] && memcmp(labels[j], labels[n], lens[n]) == 0)
                return 1;
        return 0;
    }
    lua_pushvalue(L, -1);
    if (lua_rawget(L, set) != LUA_TNIL) {
        lua_pop(L, 1);
        return 1;
    }
    lua_pop(L, 1);
    lua_pushvalue(L, -1);
    lua_pushboolean(L, 1);
    lua_rawset(L, set);
    return 0;
}

#define FEW_OPTIONS 32
/* The longest option label, prompt and kind a decision takes: enough for
 * any text a person reads at a table, and a bound on what a host must copy
 * or draw (a 16 MiB prompt was accepted before issue 20). */
#define MAX_LABEL_BYTES 4096
#define MAX_PROMPT_BYTES 65536
#define MAX_KIND_BYTES 256

/* Reads the option labels at table idx into d->options[base..]. The strings
 * stay referenced by the table (the step waits with it on its stack). */
static void read_options(lua_State *L, tab_game *g, int idx, uint32_t *count)
{
    struct tab_decision *d = &g->rt->decision;
    luaL_checktype(L, idx, LUA_TTABLE);
    lua_Integer n = luaL_len(L, idx);
    if (n < 1 || n > 100000)
        luaL_error(L, "choose: between 1 and 100000 options are needed, not %d", (int)n);
    uint32_t need = d->noptions + (uint32_t)n;
    if (need > d->options_cap) {
        const char **grown = tabi_realloc(g, d->options, (size_t)d->options_cap * sizeof *grown,
                                          (size_t)need * sizeof *grown);
        if (!grown)
            luaL_error(L, "out of memory for a decision");
        d->options = grown;
        d->options_cap = need;
    }
    int set = 0;
    if (n > FEW_OPTIONS) {
        lua_createtable(L, 0, (int)n);
        set = lua_gettop(L);
    }
    const char **labels = d->options + d->noptions;
    size_t lens[FEW_OPTIONS];
    lua_Integer valued = 0;
    for (lua_Integer i = 1; i <= n; i++) {
        int t = lua_geti(L, idx, i);
        if (t == LUA_TTABLE) {
            valued += tabi_choose_option_has_value(L, -1);
            lua_getfield(L, -1, "label");
            lua_remove(L, -2);
        }
        if (lua_type(L, -1) != LUA_TSTRING)
            luaL_error(L, "choose: option %d needs a string label", (int)i);
        if (lua_rawlen(L, -1) > MAX_LABEL_BYTES)
            luaL_error(L, "choose: option %d's label has %d bytes (at most %d)", (int)i,
                       (int)lua_rawlen(L, -1), MAX_LABEL_BYTES);
        labels[i - 1] = lua_tostring(L, -1);
        if (!set)
            lens[i - 1] = lua_rawlen(L, -1);
        if (seen_before(L, labels, lens, (uint32_t)i - 1, set))
            luaL_error(L, "choose: two options have the label '%s'", lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    /* All or none: a decision whose answer is sometimes a value and
     * sometimes a number would make every caller check which. */
    if (valued && valued < n)
        luaL_error(L, "choose: %d of %d options have a value (all or none may)", (int)valued, (int)n);
    if (d->noptions && (valued > 0) != d->values) /* not the first of options_for's lists */
        luaL_error(L, "choose: one player's options have values, another's do not");
    d->values = valued > 0;
    d->noptions += (uint32_t)n;
    if (set)
        lua_remove(L, set);
    *count = (uint32_t)n;
}

/* g:choose{player = p | players = {...}, prompt = "...", kind = "...",
 *          subject = e, options = {...} | options_for = {[p] = {...}},
 *          min = 1, max = 1, order = false}
 * Suspends the step until every named player has answered. Returns the
 * option index (from 1) for one player picking one option; a list of them
 * for several picks; for several players, a table from player to that.
 * Options given as {label = ..., value = ...} give their values in place
 * of the indices (choose_values.c). Unknown fields are an error. */
static const char *const choose_fields[] = {"player", "players", "prompt", "kind", "subject",
    "options", "options_for", "min", "max", "order", NULL};

static int l_choose(lua_State *L)
{
    tab_game *g = rules_game(L);
    tabi_runtime *rt = g->rt;
    luaL_checktype(L, 2, LUA_TTABLE);
    tabi_lua_check_known(L, 2, "choose", choose_fields);
    if (tab_entity_has_tag(g, rt->game_entity, tabi_atom_literal_find(g, "tabula.over")))
        return luaL_error(L, "choose: the game is over (g:finish was called)");
    if (!lua_isyieldable(L) || rt->co_ref == LUA_NOREF)
        return luaL_error(L, "choose: only a running step can ask for a decision");
    if (rt->decision.active)
        return luaL_error(L, "choose: a decision is already pending");
    lua_settop(L, 2);
    struct tab_decision *d = &rt->decision;
    tabi_decision_clear(g, rt);
    /* Players. */
    if (lua_getfield(L, 2, "player") != LUA_TNIL) {
        d->players[0] = (int)luaL_checkinteger(L, -1);
        d->nplayers = 1;
    } else if (lua_getfield(L, 2, "players") == LUA_TTABLE) {
        lua_Integer n = luaL_len(L, -1);
        if (n < 1 || n > TABI_MAX_PLAYERS)
            return luaL_error(L, "choose: 1 to %d players may answer", TABI_MAX_PLAYERS);
        for (lua_Integer i = 1; i <= n; i++) {
            lua_geti(L, -1, i);
            d->players[d->nplayers++] = (int)luaL_checkinteger(L, -1);
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    } else {
        return luaL_error(L, "choose: name the deciding player (player = p or players = {...})");
    }
    lua_pop(L, 1);
    for (uint32_t i = 0; i < d->nplayers; i++) {
        if (d->players[i] < 0 || d->players[i] >= rt->players)
            return luaL_error(L, "choose: there is no player %d (players are 0 to %d)",
                              d->players[i], rt->players - 1);
        for (uint32_t j = 0; j < i; j++)
            if (d->players[i] == d->players[j])
                return luaL_error(L, "choose: player %d is named twice", d->players[i]);
    }
    /* Options: one list for all, or one per player. */
    uint32_t counts[TABI_MAX_PLAYERS];
    if (lua_getfield(L, 2, "options") == LUA_TTABLE) {
        read_options(L, g, lua_gettop(L), &counts[0]);
        for (uint32_t i = 1; i < d->nplayers; i++)
            counts[i] = counts[0];
        d->per_player = 0;
    } else if (lua_getfield(L, 2, "options_for") == LUA_TTABLE) {
        for (uint32_t i = 0; i < d->nplayers; i++) {
            lua_geti(L, -1, d->players[i]);
            if (!lua_istable(L, -1))
                return luaL_error(L, "choose: options_for has no list for player %d", d->players[i]);
            d->first_option[i] = d->noptions;
            read_options(L, g, lua_gettop(L), &counts[i]);
            lua_pop(L, 1);
        }
        d->per_player = 1;
        lua_pop(L, 1);
    } else {
        return luaL_error(L, "choose: options = {...} (or options_for) is needed");
    }
    lua_pop(L, 1);
    for (uint32_t i = 0; i < d->nplayers; i++)
        d->option_count[i] = counts[i];
    /* Left on the stack, which the suspended step keeps (a number given as
     * the prompt is converted there). */
    lua_getfield(L, 2, "prompt");
    size_t len;
    d->prompt = luaL_optlstring(L, -1, "Choose", &len);
    if (len > MAX_PROMPT_BYTES)
        return luaL_error(L, "choose: the prompt has %d bytes (at most %d)", (int)len,
                          MAX_PROMPT_BYTES);
    lua_getfield(L, 2, "kind");
    d->kind = luaL_optlstring(L, -1, "choice", &len);
    if (len > MAX_KIND_BYTES)
        return luaL_error(L, "choose: the kind has %d bytes (at most %d)", (int)len,
                          MAX_KIND_BYTES);
    /* subject: the entity the decision is about (the hero acting, when one
     * player decides for several): bots read it as decision.subject instead
     * of parsing the prompt. The rules' own, like the prompt: not state. */
    int type = lua_getfield(L, 2, "subject");
    lua_Integer subject = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : 0;
    if (type != LUA_TNIL && !lua_isinteger(L, -1))
        return luaL_error(L, "choose: subject must be an entity id, not a %s", luaL_typename(L, -1));
    lua_pop(L, 1);
    if (type != LUA_TNIL && (subject <= 0 || subject > UINT32_MAX ||
                             !tab_entity_exists(g, (tab_id)subject)))
        return luaL_error(L, "choose: subject %I is no entity", subject);
    d->subject = (tab_id)subject;
    lua_getfield(L, 2, "min");
    lua_getfield(L, 2, "max");
    lua_Integer min = luaL_optinteger(L, -2, 1), max = luaL_optinteger(L, -1, min > 1 ? min : 1);
    lua_pop(L, 2);
    if (min < 0 || max < min || max > 100000)
        return luaL_error(L, "choose: bad min %d / max %d", (int)min, (int)max);
    d->min = (uint32_t)min;
    d->max = (uint32_t)max;
    lua_getfield(L, 2, "order");
    d->order = lua_toboolean(L, -1);
    lua_pop(L, 1);
    for (uint32_t i = 0; i < d->nplayers; i++)
        if (d->max > d->option_count[i])
            d->max = d->option_count[i];
    if (d->min > d->max)
        return luaL_error(L, "choose: min %d picks but only %d options", (int)d->min, (int)d->max);
    /* Room for every player's picks. */
    size_t room = (size_t)d->nplayers * (d->max ? d->max : 1) * sizeof *d->pick_buf;
    if (room > d->pick_buf_size) {
        uint32_t *grown = tabi_realloc(g, d->pick_buf, d->pick_buf_size, room);
        if (!grown)
            return luaL_error(L, "out of memory for a decision");
        d->pick_buf = grown;
        d->pick_buf_size = room;
    }
    d->active = 1;
    if (d->values)
        return tabi_choose_yield_values(L, d->nplayers > 1);
    return lua_yield(L, 0);
}

/* g:push(step, args...): runs step after the current one (steps pushed by
 * one step run in the order pushed). Arguments: integers, strings, booleans. */
static int l_push(lua_State *L)
{
    tab_game *g = rules_game(L);
    tabi_runtime *rt = g->rt;
    const char *name = luaL_checkstring(L, 2);
    int argc = lua_gettop(L) - 2;
    if (argc > TABI_MAX_STEP_ARGS)
        return luaL_error(L, "push: at most %d step arguments", TABI_MAX_STEP_ARGS);
    tab_id e;
    TABI_LUA_CHECK(L, g, tab_entity_new(g, literal(L, g, "tabula.step"), &e));
    TABI_LUA_CHECK(L, g, tab_entity_set(g, e, literal(L, g, "step"), tab_atomv(atom(L, g, name))));
    TABI_LUA_CHECK(L, g, tab_entity_set(g, e, literal(L, g, "argc"), tab_int(argc)));
    for (int i = 1; i <= argc; i++) {
        const char *key = tabi_step_arg_keys[i - 1];
        int t = lua_type(L, 2 + i);
        if (t != LUA_TNUMBER && t != LUA_TSTRING && t != LUA_TBOOLEAN)
            return luaL_error(L, "push: step argument %d is a %s (integers, strings and "
                              "booleans can be kept in the kernel)", i, lua_typename(L, t));
        TABI_LUA_CHECK(L, g, tab_entity_set(g, e, literal(L, g, key), tabi_lua_checkvalue(L, g, 2 + i)));
    }
    TABI_LUA_CHECK(L, g, tab_zone_insert(g, rt->agenda, e, rt->pushed));
    rt->pushed++;
    return 0;
}

static const char *const finish_fields[] = {"winners", "reason", "scores", NULL};

/* g:finish{winners = {p...}, reason = "...", scores = {[p] = n}}
 * Records the result and ends the step there: nothing after the call runs
 * (not the rest of the step, not the subscribers of its events), so rules
 * need no flag to unwind with. It suspends the step's coroutine for good
 * (the runtime sees the game over and empties it), which no pcall in
 * content can catch. Where the step cannot be suspended (inside a sort
 * comparator or a metamethod) the result is recorded and the step runs on
 * to its end, as before. */
static int l_finish(lua_State *L)
{
    tab_game *g = rules_game(L);
    tabi_runtime *rt = g->rt;
    luaL_checktype(L, 2, LUA_TTABLE);
    tabi_lua_check_known(L, 2, "finish", finish_fields);
    int32_t won[TABI_MAX_PLAYERS] = {0}, score[TABI_MAX_PLAYERS] = {0};
    if (lua_getfield(L, 2, "winners") == LUA_TTABLE) {
        for (lua_Integer i = 1; i <= luaL_len(L, -1); i++) {
            lua_geti(L, -1, i);
            lua_Integer p = luaL_checkinteger(L, -1);
            if (p < 0 || p >= rt->players)
                return luaL_error(L, "finish: there is no player %d", (int)p);
            won[p] = 1;
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
    if (lua_getfield(L, 2, "scores") == LUA_TTABLE) {
        for (int p = 0; p < rt->players; p++) {
            lua_geti(L, -1, p);
            score[p] = (int32_t)luaL_optinteger(L, -1, 0);
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
    lua_getfield(L, 2, "reason");
    const char *reason = luaL_optstring(L, -1, "over");
    tab_id e = rt->game_entity;
    TABI_LUA_CHECK(L, g, tab_entity_set(g, e, atom(L, g, "result.reason"), tab_atomv(atom(L, g, reason))));
    TABI_LUA_CHECK(L, g, tab_entity_set_array(g, e, atom(L, g, "result.won"), TAB_VINT, won, (uint32_t)rt->players));
    TABI_LUA_CHECK(L, g, tab_entity_set_array(g, e, atom(L, g, "result.score"), TAB_VINT, score, (uint32_t)rt->players));
    TABI_LUA_CHECK(L, g, tab_entity_tag(g, e, atom(L, g, "tabula.over")));
    if (rt->co_ref == LUA_NOREF || !lua_isyieldable(L))
        return 0;
    /* The events of the step so far still reach their subscribers (here,
     * where no subscriber can yield: one that finishes again just records,
     * one that asks is refused as the game is over). */
    if (rt->step_events_mark) {
        lua_Integer from = (lua_Integer)(rt->step_events_mark - 1);
        rt->step_events_mark = 0;
        tabi_runtime_push_internal(L, "dispatch");
        lua_pushvalue(L, 1);
        lua_pushinteger(L, from);
        lua_call(L, 2, 0);
    }
    return lua_yield(L, 0);
}

/* g:option(key) -> the option's value (a string): the one given, else the
 * scenario's declared default, else nil */
static int l_option(lua_State *L)
{
    tab_game *g = rules_game(L);
    const char *name = luaL_checkstring(L, 2);
    tab_atom key = tab_atom_find(g, lua_pushfstring(L, "option.%s", name));
    tab_value v = {TAB_VNONE, {0}};
    if (key)
        tab_entity_get(g, g->rt->game_entity, key, &v);
    if (v.type != TAB_VNONE) {
        tabi_lua_pushvalue(L, g, v);
        return 1;
    }
    /* Not given: the default, from the declaration (never from the state:
     * saves and replays hold the options given, as before declarations),
     * remembered by name in the registry (false for none): rules ask for
     * an option every turn, and the declaration never changes. */
    if (lua_getfield(L, LUA_REGISTRYINDEX, "tabula.option_defaults") != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setfield(L, LUA_REGISTRYINDEX, "tabula.option_defaults");
    }
    int memo = lua_gettop(L);
    if (lua_getfield(L, memo, name) != LUA_TNIL) {
        if (!lua_toboolean(L, -1))
            lua_pushnil(L);
        return 1;
    }
    tabi_runtime_push_internal(L, "option_default");
    lua_pushstring(L, g->rt->scenario);
    lua_pushstring(L, name);
    lua_call(L, 2, 1);
    lua_pushvalue(L, -1);
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        lua_pushboolean(L, 0);
    }
    lua_setfield(L, memo, name);
    return 1;
}

/* g:players() -> how many players the game has */
static int l_players(lua_State *L)
{
    lua_pushinteger(L, rules_game(L)->rt->players);
    return 1;
}

/* g:scenario() -> the scenario's definition table and its id */
static int l_scenario(lua_State *L)
{
    tab_game *g = rules_game(L);
    tabi_runtime_push_internal(L, "scenario_def");
    lua_pushstring(L, g->rt->scenario);
    lua_call(L, 1, 1);
    lua_pushstring(L, g->rt->scenario);
    return 2;
}

/* g:metric(name, value): a game-defined figure for playtest reports, an
 * integer (kept in the state as a property; scale fractions yourself). */
static int l_metric(lua_State *L)
{
    tab_game *g = rules_game(L);
    tab_atom key = atomf(L, g, "metric.%s", luaL_checkstring(L, 2));
    TABI_LUA_CHECK(L, g, tab_entity_set(g, g->rt->game_entity, key, tab_int(luaL_checkinteger(L, 3))));
    return 0;
}

/* g:tally(name [, n]): adds n (default 1) to a counter, e.g. card usage. */
static int l_tally(lua_State *L)
{
    tab_game *g = rules_game(L);
    tab_atom key = atomf(L, g, "tally.%s", luaL_checkstring(L, 2));
    int64_t now = tab_entity_get_int(g, g->rt->game_entity, key, 0);
    TABI_LUA_CHECK(L, g, tab_entity_set(g, g->rt->game_entity, key, tab_int(now + luaL_optinteger(L, 3, 1))));
    return 0;
}

/* prim.step_events_from(seq): notes where the current step's events begin. */
static int l_step_events_from(lua_State *L)
{
    lua_Integer seq = luaL_checkinteger(L, 1);
    tabi_runtime_from(L)->step_events_mark = seq < 0 ? 0 : (uint64_t)seq + 1;
    return 0;
}

/* prim.to_host() -> whether a content coroutine yielded for the host, not
 * for its resumer: a decision is pending, or g:finish ended the step. */
static int l_to_host(lua_State *L)
{
    tabi_runtime *rt = tabi_runtime_from(L);
    lua_rawgetp(L, LUA_REGISTRYINDEX, &tabi_rules_game_key);
    tab_game *g = ((tabi_lua_game *)lua_touserdata(L, -1))->g;
    lua_pop(L, 1);
    lua_pushboolean(L, rt->decision.active ||
                       (rt->started && tab_entity_has_tag(g, rt->game_entity,
                                           tabi_atom_literal_find(g, "tabula.over"))));
    return 1;
}

/* prim.resume(co, ...): coroutine.resume with bounded nesting, and limits
 * that no resume can swallow. */
static int l_resume(lua_State *L)
{
    tabi_runtime *rt = tabi_runtime_from(L);
    lua_State *co = lua_tothread(L, 1);
    luaL_argexpected(L, co, 1, "coroutine");
    /* Errors name content's line, not the prelude's that called here. */
    if (tabi_sandbox_is_main(L, co))
        return tabi_sandbox_error(L, "the main thread cannot be resumed");
    if (rt->depth >= TABI_MAX_COROUTINE_DEPTH)
        return tabi_sandbox_error(L, "coroutines nested deeper than %d", TABI_MAX_COROUTINE_DEPTH);
    int nargs = lua_gettop(L) - 1;
    if (!lua_checkstack(co, nargs))
        return tabi_sandbox_error(L, "too many arguments to resume");
    lua_xmove(L, co, nargs);
    lua_State *prev = rt->running;
    rt->running = co;
    rt->depth++;
    int nres;
    tabi_sandbox_arm(co);
    int status = lua_resume(co, L, nargs, &nres);
    rt->depth--;
    rt->running = prev;
    /* What co ran since its last look is unseen by the hook (its count is
     * its own): charged as the most it can be, so that short coroutines
     * cannot slip the budget. */
    if (!rt->tripped)
        tabi_sandbox_charge(L, rt, (uint64_t)lua_gethookcount(co));
    if (status == LUA_OK || status == LUA_YIELD) {
        if (!lua_checkstack(L, nres + 1)) {
            lua_pop(co, nres);
            return tabi_sandbox_error(L, "too many results to resume");
        }
        lua_pushboolean(L, 1);
        lua_xmove(co, L, nres);
        return nres + 1;
    }
    lua_xmove(co, L, 1);
    if (!rt->tripped && tabi_sandbox_out_of_memory(L))
        rt->tripped = 4;
    if (rt->tripped)
        tabi_sandbox_charge(L, rt, 0); /* raises the limit error afresh, here */
    lua_pushboolean(L, 0);
    lua_insert(L, -2);
    return 2;
}

void tabi_rules_metatable(lua_State *L)
{
    static const luaL_Reg runtime_methods[] = {
        {"choose", l_choose}, {"push", l_push}, {"finish", l_finish},
        {"option", l_option}, {"players", l_players}, {"scenario", l_scenario},
        {"metric", l_metric}, {"tally", l_tally}, {NULL, NULL},
    };
    luaL_newmetatable(L, TABI_LUA_RULES_GAME);
    lua_newtable(L);
    tabi_lua_module_methods(L);
    luaL_setfuncs(L, runtime_methods, 0);
    lua_setfield(L, -2, "__index");
    lua_pushliteral(L, "tabula.rules");
    lua_setfield(L, -2, "__metatable");
}


static const char subscribed_key = 'S'; /* registry: atom hash -> whether subscribed */

/* next_subscribed(g, seq, subscribers) -> the first event at or after seq
 * whose kind has subscribers, or nil. The prelude's dispatch looks at every
 * event of a step; walking them here, with each kind's answer remembered by
 * its atom's hash (the same in every game, so a copied position keeps it
 * right), costs no string and no call per event. The subscribers are fixed
 * once content is loaded, which is what makes remembering them sound. */
static int l_next_subscribed(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_Integer seq = luaL_checkinteger(L, 2);
    luaL_checktype(L, 3, LUA_TTABLE);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &subscribed_key) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &subscribed_key);
    }
    int known = lua_gettop(L);
    uint64_t end = tab_event_end(g);
    for (uint64_t i = seq < 0 ? 0 : (uint64_t)seq; i < end; i++) {
        tab_event e;
        if (tab_event_get(g, i, &e) != TAB_OK)
            continue;
        lua_Integer h = (lua_Integer)tabi_atom_hash(g, e.kind);
        int t = lua_rawgeti(L, known, h);
        int yes = lua_toboolean(L, -1);
        lua_pop(L, 1);
        if (t == LUA_TNIL) {
            /* The subscribers table is frozen content: a plain read. */
            lua_pushstring(L, tab_atom_str(g, e.kind));
            yes = lua_gettable(L, 3) != LUA_TNIL;
            lua_pop(L, 1);
            lua_pushboolean(L, yes);
            lua_rawseti(L, known, h);
        }
        if (yes) {
            lua_pushinteger(L, (lua_Integer)i);
            return 1;
        }
    }
    lua_pushnil(L);
    return 1;
}

void tabi_rules_primitives(lua_State *L)
{
    lua_newtable(L);
    tabi_sandbox_coroutine_lib(L);
    lua_setfield(L, -2, "coroutine");
    lua_pushcfunction(L, l_resume);
    lua_setfield(L, -2, "resume");
    tabi_lua_event_fields_primitive(L);
    lua_pushcfunction(L, l_step_events_from);
    lua_setfield(L, -2, "step_events_from");
    lua_pushcfunction(L, l_to_host);
    lua_setfield(L, -2, "to_host");
    lua_pushcfunction(L, l_next_subscribed);
    lua_setfield(L, -2, "next_subscribed");
}
