/* wrap_runtime.c - Lua binding of tabula/runtime.h for host scripts (rule
 * tests, playtest scripts): g:start, g:run, g:decision, g:answer, ... */
#include <string.h>

#include "binding.h"

static const char *const status_names[] = {"ok", "decision", "done"};

/* Statuses that are not errors become strings; errors are raised. */
static int push_flow(lua_State *L, tab_game *g, tab_status s)
{
    if (TAB_IS_ERROR(s))
        return tabi_lua_fail(L, g);
    lua_pushstring(L, status_names[s]);
    return 1;
}

/* g:add_root(path): a folder to find scripts in (scripts/<game>/, cards/<game>/) */
static int l_add_root(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_game_add_root(g, luaL_checkstring(L, 2)));
    return 0;
}

/* g:set_option(key, value): a scenario option, before the game starts */
static int l_set_option(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_game_set_option(g, luaL_checkstring(L, 2), luaL_checkstring(L, 3)));
    return 0;
}

/* g:set_limit(which, value): "instructions" (per run), "memory" (bytes of the whole game) or
 * "decisions" (answers the game takes) */
static int l_set_limit(lua_State *L)
{
    static const char *const names[] = {"instructions", "memory", "decisions", NULL};
    tab_game *g = tabi_lua_checkgame(L, 1);
    int which = tabi_lua_checkoption(L, 2, NULL, names);
    lua_Integer v = luaL_checkinteger(L, 3);
    luaL_argcheck(L, v > 0, 3, "must be positive");
    TABI_LUA_CHECK(L, g, tab_game_set_limit(g, (tab_limit)which, (uint64_t)v));
    return 0;
}

/* g:start(scenario, players): loads "game/scenario" and starts it */
static int l_start(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    const char *scenario = luaL_checkstring(L, 2);
    lua_Integer players = luaL_checkinteger(L, 3);
    luaL_argcheck(L, players >= 1 && players <= 64, 3, "players out of range");
    TABI_LUA_CHECK(L, g, tab_game_start(g, scenario, (int)players));
    return 0;
}

/* g:run() -> "decision" or "done"; raises the script error otherwise */
static int l_run(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    return push_flow(L, g, tab_game_run(g));
}

/* g:decision() -> {prompt=, kind=, players={...}, options={...}, min=, max=,
 * order=} for the first player still to answer, or nil */
static int l_decision(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    const tab_decision *d = tab_game_decision(g);
    if (!d) {
        lua_pushnil(L);
        return 1;
    }
    lua_createtable(L, 0, 7);
    lua_pushstring(L, tab_decision_prompt(d));
    lua_setfield(L, -2, "prompt");
    lua_pushstring(L, tab_decision_kind(d));
    lua_setfield(L, -2, "kind");
    uint32_t np = tab_decision_player_count(d);
    lua_createtable(L, (int)np, 0);
    for (uint32_t i = 0; i < np; i++) {
        lua_pushinteger(L, tab_decision_player(d, i));
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    lua_setfield(L, -2, "players");
    uint32_t n = tab_decision_option_count(d);
    lua_createtable(L, (int)n, 0);
    for (uint32_t i = 0; i < n; i++) {
        lua_pushstring(L, tab_decision_option(d, i));
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    lua_setfield(L, -2, "options");
    uint32_t min, max;
    int order;
    tab_decision_picks(d, &min, &max, &order);
    lua_pushinteger(L, min);
    lua_setfield(L, -2, "min");
    lua_pushinteger(L, max);
    lua_setfield(L, -2, "max");
    lua_pushboolean(L, order);
    lua_setfield(L, -2, "order");
    return 1;
}

/* Reads picks (from 1) at idx: an integer or a list. */
static uint32_t check_picks(lua_State *L, int idx, uint32_t *picks, uint32_t max)
{
    if (lua_isinteger(L, idx)) {
        lua_Integer i = lua_tointeger(L, idx);
        luaL_argcheck(L, i >= 1, idx, "options count from 1");
        picks[0] = (uint32_t)(i - 1);
        return 1;
    }
    luaL_checktype(L, idx, LUA_TTABLE);
    lua_Integer n = luaL_len(L, idx);
    luaL_argcheck(L, n >= 0 && (uint64_t)n <= max, idx, "too many picks");
    for (lua_Integer k = 1; k <= n; k++) {
        lua_geti(L, idx, k);
        lua_Integer i = lua_tointeger(L, -1);
        luaL_argcheck(L, i >= 1, idx, "options count from 1");
        picks[k - 1] = (uint32_t)(i - 1);
        lua_pop(L, 1);
    }
    return (uint32_t)n;
}

/* g:answer(option or {options...}): for the first player still to answer */
static int l_answer(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    const tab_decision *d = tab_game_decision(g);
    if (!d)
        return luaL_error(L, "answer: no decision is pending");
    uint32_t picks[256];
    uint32_t n = check_picks(L, 2, picks, 256);
    TABI_LUA_CHECK(L, g, tab_game_answer_as(g, tab_decision_player(d, 0), picks, n));
    return 0;
}

/* g:answer_as(player, option or {options...}) */
static int l_answer_as(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    int player = (int)luaL_checkinteger(L, 2);
    uint32_t picks[256];
    uint32_t n = check_picks(L, 3, picks, 256);
    TABI_LUA_CHECK(L, g, tab_game_answer_as(g, player, picks, n));
    return 0;
}

/* g:bot(name, player [, seed]) -> {options...}: what bot name would pick
 * for player on the pending decision (options from 1), for the host to give
 * with g:answer_as; the bot sees only player's view. */
/* The spec of a search bot given as name and options table, "name:k=v,...",
 * with the keys sorted (the spec names the search a game keeps). */
static const char *search_spec(lua_State *L, const char *name, int opts)
{
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    lua_newtable(L); /* the keys, to sort */
    int keys = lua_gettop(L);
    lua_Integer n = 0;
    for (lua_pushnil(L); lua_next(L, opts); lua_pop(L, 1)) {
        if (lua_type(L, -2) != LUA_TSTRING)
            luaL_error(L, "bot options: keys must be names");
        lua_pushvalue(L, -2);
        lua_rawseti(L, keys, ++n);
    }
    lua_getglobal(L, "table");
    lua_getfield(L, -1, "sort");
    lua_pushvalue(L, keys);
    lua_call(L, 1, 0);
    lua_pop(L, 1);
    luaL_addstring(&b, name);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, keys, i);
        lua_pushvalue(L, -1);
        lua_gettable(L, opts);
        if (!lua_isstring(L, -1))
            luaL_error(L, "bot option '%s' must be a number or a string", lua_tostring(L, -2));
        luaL_addchar(&b, i == 1 ? ':' : ',');
        lua_pushfstring(L, "%s=%s", lua_tostring(L, -2), lua_tostring(L, -1));
        luaL_addvalue(&b);
        lua_pop(L, 2);
    }
    lua_remove(L, keys);
    luaL_pushresult(&b);
    return lua_tostring(L, -1);
}

/* g:bot(name, player [, options] [, seed]) -> the picks (option numbers);
 * options, for a search bot, as a table: {iterations = 500, rollout = "heuristic"} */
static int l_bot(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    const char *bot = luaL_checkstring(L, 2);
    int player = (int)luaL_checkinteger(L, 3);
    int seed_at = 4;
    if (lua_istable(L, 4)) {
        bot = search_spec(L, bot, 4);
        seed_at = 5;
    }
    uint64_t seed = (uint64_t)luaL_optinteger(L, seed_at, 1);
    uint32_t picks[256], n;
    TABI_LUA_CHECK(L, g, tab_game_bot(g, bot, player, seed, picks, 256, &n));
    lua_createtable(L, (int)n, 0);
    for (uint32_t i = 0; i < n; i++) {
        lua_pushinteger(L, (lua_Integer)picks[i] + 1);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

/* g:bot_stats() -> what the last search bot's choice rests on:
 * {iterations = n, {option = i, label = "...", visits = v, mean = m}, ...},
 * or nil after any other bot */
static int l_bot_stats(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    const tab_search_stat *st;
    uint32_t iterations, n = tab_game_bot_stats(g, &st, &iterations);
    if (!n)
        return 0;
    lua_createtable(L, (int)n, 1);
    lua_pushinteger(L, iterations);
    lua_setfield(L, -2, "iterations");
    for (uint32_t i = 0; i < n; i++) {
        lua_createtable(L, 0, 4);
        lua_pushinteger(L, (lua_Integer)st[i].option + 1);
        lua_setfield(L, -2, "option");
        lua_pushstring(L, st[i].label);
        lua_setfield(L, -2, "label");
        lua_pushinteger(L, st[i].visits);
        lua_setfield(L, -2, "visits");
        lua_pushnumber(L, st[i].mean);
        lua_setfield(L, -2, "mean");
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

/* g:query(player, id, ...) -> the game's query id (query{}) asked with
 * player's view and the integer arguments (tab_game_query): an integer */
static int l_query(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    int player = (int)luaL_checkinteger(L, 2);
    const char *id = luaL_checkstring(L, 3);
    int64_t args[16], out;
    int n = lua_gettop(L) - 3;
    luaL_argcheck(L, n <= 16, 4 + 16, "a query takes at most 16 arguments");
    for (int i = 0; i < n; i++)
        args[i] = luaL_checkinteger(L, 4 + i);
    TABI_LUA_CHECK(L, g, tab_game_query(g, player, id, args, (uint32_t)n, &out));
    lua_pushinteger(L, out);
    return 1;
}

/* g:render(player) -> the rules' text picture of the game as player sees it,
 * or nil when the rules give none */
static int l_render(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    int player = (int)luaL_checkinteger(L, 2);
    luaL_Buffer b;
    char *out = luaL_buffinitsize(L, &b, 1 << 16);
    tab_status s = tab_game_render(g, player, out, 1 << 16);
    if (s == TAB_ENOTFOUND) {
        lua_pushnil(L);
        return 1;
    }
    TABI_LUA_CHECK(L, g, s);
    luaL_pushresultsize(&b, strlen(out));
    return 1;
}

/* g:result() -> {reason=, winners={...}, scores={[p]=n}} or nil */
static int l_result(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    const char *reason = tab_game_result_reason(g);
    if (!reason) {
        lua_pushnil(L);
        return 1;
    }
    lua_createtable(L, 0, 3);
    lua_pushstring(L, reason);
    lua_setfield(L, -2, "reason");
    lua_newtable(L);
    lua_newtable(L);
    int won = 0;
    for (int p = 0; p < tab_game_players(g); p++) {
        if (tab_game_result_won(g, p)) {
            lua_pushinteger(L, p);
            lua_rawseti(L, -3, ++won);
        }
        lua_pushinteger(L, tab_game_result_score(g, p));
        lua_rawseti(L, -2, p);
    }
    lua_setfield(L, -3, "scores");
    lua_setfield(L, -2, "winners");
    return 1;
}

/* g:players() -> how many players the game has */
static int l_players(lua_State *L)
{
    lua_pushinteger(L, tab_game_players(tabi_lua_checkgame(L, 1)));
    return 1;
}

/* g:answer_count() -> answers given so far */
static int l_answers(lua_State *L)
{
    lua_pushinteger(L, tab_game_answer_count(tabi_lua_checkgame(L, 1)));
    return 1;
}

/* g:set_answer_hashes(on): whether answers are logged with the state hash */
static int l_set_answer_hashes(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    luaL_checktype(L, 2, LUA_TBOOLEAN);
    TABI_LUA_CHECK(L, g, tab_game_set_answer_hashes(g, lua_toboolean(L, 2)));
    return 0;
}

/* g:copy_from(other): other's whole position, into g (same scenario and
 * content, started): see tab_game_copy */
static int l_copy_from(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_game_copy(g, tabi_lua_checkgame(L, 2)));
    return 0;
}

/* g:determinize(player, seed): g becomes one of the positions player cannot
 * tell from it; see tab_game_determinize */
static int l_determinize(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_Integer player = luaL_checkinteger(L, 2);
    luaL_argcheck(L, player >= TAB_NO_PLAYER && player < 64, 2, "no such player");
    TABI_LUA_CHECK(L, g, tab_game_determinize(g, (int)player, (uint64_t)luaL_checkinteger(L, 3)));
    return 0;
}

/* g:view_hash(player) -> integer: tab_view_hash, the hash of what player may know */
static int l_view_hash(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_Integer player = luaL_checkinteger(L, 2);
    luaL_argcheck(L, player >= TAB_NO_PLAYER && player < 64, 2, "no such player");
    uint64_t h;
    TABI_LUA_CHECK(L, g, tab_view_hash(g, (int)player, &h));
    lua_pushinteger(L, (lua_Integer)h);
    return 1;
}

/* g:restart(seed): the same scenario again, scripts kept loaded */
static int l_restart(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_game_restart(g, (uint64_t)luaL_checkinteger(L, 2)));
    return 0;
}

/* g:write_replay(path): the game so far as a replay file */
static int l_write_replay(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_game_write_replay(g, luaL_checkstring(L, 2)));
    return 0;
}

/* g:replay(path [, verify]): the recorded game played again, checking the state hashes when
 * verify */
static int l_replay(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_game_replay(g, luaL_checkstring(L, 2), lua_toboolean(L, 3)));
    return 0;
}

void tabi_lua_runtime_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"add_root", l_add_root}, {"set_option", l_set_option}, {"set_limit", l_set_limit},
        {"start", l_start}, {"restart", l_restart}, {"run", l_run}, {"decision", l_decision},
        {"answer", l_answer}, {"answer_as", l_answer_as}, {"result", l_result},
        {"players", l_players}, {"answer_count", l_answers},
        {"set_answer_hashes", l_set_answer_hashes}, {"copy_from", l_copy_from},
        {"write_replay", l_write_replay}, {"replay", l_replay},
        {"bot", l_bot}, {"bot_stats", l_bot_stats}, {"render", l_render},
        {"determinize", l_determinize}, {"view_hash", l_view_hash}, {"query", l_query},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
