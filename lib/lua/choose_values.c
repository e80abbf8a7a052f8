/* choose_values.c - options with values (issue 22): g:choose{options =
 * {{label = "Move north", value = {x = 1, y = 0}}, ...}} returns the values
 * of the picked options instead of their numbers, so rules never parse a
 * label to learn what was chosen. The kernel, the replay and saves still
 * know only labels and indices: values live in the rules' own spec table,
 * which the suspended step keeps on its stack, and are looked up when the
 * answer comes back (a continuation of g:choose). A decision of plain
 * labels takes none of this path. */
#include <lauxlib.h>
#include <string.h>

#include "binding.h"
#include "runtime.h"

/* Registry: the spec of the pending decision with values, for bots (set by
 * g:choose, cleared when its answer is mapped). */
static const char spec_key = 'V';

/* Replaces the option index (from 1) at stack index at with the value of
 * that option of the list at stack index list. */
static void index_to_value(lua_State *L, int list, int at)
{
    lua_Integer i = lua_tointeger(L, at);
    lua_geti(L, list, i);
    lua_getfield(L, -1, "value");
    lua_replace(L, at);
    lua_pop(L, 1);
}

/* The answer at stack index at (an index, or a list of them) with values. */
static void answer_to_values(lua_State *L, int list, int at)
{
    at = lua_absindex(L, at);
    if (lua_isinteger(L, at)) {
        index_to_value(L, list, at);
        return;
    }
    /* A list of picks: made by the runtime for this answer alone, so it is
     * changed in place. */
    lua_Integer n = luaL_len(L, at);
    for (lua_Integer k = 1; k <= n; k++) {
        lua_geti(L, at, k);
        index_to_value(L, list, lua_gettop(L));
        lua_seti(L, at, k);
    }
}

/* The continuation of g:choose for options with values: the answer the
 * runtime passed (one value: see l_choose) is on the top; the spec is at 2. */
static int choose_values_done(lua_State *L, int status, lua_KContext several)
{
    (void)status;
    int answer = lua_gettop(L);
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &spec_key);
    int per_player = lua_getfield(L, 2, "options") != LUA_TTABLE;
    if (per_player) {
        lua_pop(L, 1);
        lua_getfield(L, 2, "options_for");
    }
    int lists = lua_gettop(L);
    if (!several) {
        if (per_player) {
            /* One player: named by player, or alone in players. */
            if (lua_getfield(L, 2, "player") == LUA_TNIL) {
                lua_pop(L, 1);
                lua_getfield(L, 2, "players");
                lua_geti(L, -1, 1);
                lua_remove(L, -2);
            }
            lua_gettable(L, lists);
        } else {
            lua_pushvalue(L, lists);
        }
        answer_to_values(L, lua_gettop(L), answer);
    } else {
        /* A table from player to answer; each player's own list if any. */
        lua_pushnil(L);
        while (lua_next(L, answer)) {
            if (per_player) {
                lua_pushvalue(L, -2);
                lua_gettable(L, lists);
            } else {
                lua_pushvalue(L, lists);
            }
            answer_to_values(L, lua_gettop(L), -2);
            lua_pop(L, 1);
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_rawset(L, answer);
        }
    }
    lua_settop(L, answer);
    return 1;
}

/* Whether the option table at stack index idx has a value. Its other
 * fields are the rules' own (Long Dark Sea's options carry their action's
 * data and are found again by number), so they are not checked. */
int tabi_choose_option_has_value(lua_State *L, int idx)
{
    int has = lua_getfield(L, idx, "value") != LUA_TNIL;
    lua_pop(L, 1);
    return has;
}

int tabi_choose_yield_values(lua_State *L, int several)
{
    lua_pushvalue(L, 2);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &spec_key);
    return lua_yieldk(L, 0, several, choose_values_done);
}

/* ---- What bots see ---------------------------------------------------------- */

#define PLAIN_DEPTH 4

/* Pushes what a bot may see of the value at idx, or nothing; returns
 * whether it pushed. Numbers, strings and booleans; content's own tables
 * (frozen after loading: read-only, and bots may read every definition
 * through content() already) as they are; a table the step made, copied
 * when it holds only such keys and values (a bot cannot change what the
 * rules get back). Functions, userdata and other tables are not shown: a
 * bot gets data, never a handle into the rules. */
static int push_plain(lua_State *L, int idx, int depth)
{
    idx = lua_absindex(L, idx);
    switch (lua_type(L, idx)) {
    case LUA_TNUMBER:
    case LUA_TSTRING:
    case LUA_TBOOLEAN:
        lua_pushvalue(L, idx);
        return 1;
    case LUA_TTABLE:
        break;
    default:
        return 0;
    }
    if (tabi_frozen_backing(L, idx)) {
        lua_pop(L, 1);
        lua_pushvalue(L, idx);
        return 1;
    }
    if (depth >= PLAIN_DEPTH || lua_getmetatable(L, idx)) {
        if (depth < PLAIN_DEPTH)
            lua_pop(L, 1);
        return 0;
    }
    lua_newtable(L);
    int copy = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        int kt = lua_type(L, -2);
        if ((kt != LUA_TNUMBER && kt != LUA_TSTRING && kt != LUA_TBOOLEAN) ||
            !push_plain(L, -1, depth + 1)) {
            lua_settop(L, copy - 1);
            return 0;
        }
        lua_pushvalue(L, -3);
        lua_insert(L, -2);
        lua_rawset(L, copy);
        lua_pop(L, 1);
    }
    return 1;
}

/* decision.values, made on the first read (the __index of the decision's
 * metatable): upvalue 1 the spec, 2 the player whose options they are. */
static int values_on_read(lua_State *L)
{
    if (lua_type(L, 2) != LUA_TSTRING || strcmp(lua_tostring(L, 2), "values") != 0)
        return 0;
    lua_getfield(L, lua_upvalueindex(1), "options");
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        lua_getfield(L, lua_upvalueindex(1), "options_for");
        lua_geti(L, -1, lua_tointeger(L, lua_upvalueindex(2)));
        lua_remove(L, -2);
    }
    int list = lua_gettop(L);
    lua_Integer n = luaL_len(L, list);
    lua_createtable(L, (int)n, 0);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, list, i);
        lua_getfield(L, -1, "value");
        if (push_plain(L, -1, 0))
            lua_rawseti(L, -4, i);
        lua_pop(L, 2);
    }
    lua_pushvalue(L, -1);
    lua_setfield(L, 1, "values"); /* the next read finds it */
    return 1;
}

void tabi_choose_set_values(lua_State *L, tab_game *g, int decision)
{
    const struct tab_decision *d = tab_game_decision(g);
    if (!d || !d->values)
        return;
    decision = lua_absindex(L, decision);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &spec_key) != LUA_TTABLE) {
        lua_pop(L, 1);
        return;
    }
    /* The options tab_decision_option shows: those of the first player
     * still to answer. The metatable hides itself (__metatable), so a bot
     * cannot reach the spec, the rules' own table. */
    lua_pushinteger(L, tab_decision_player(d, 0));
    lua_pushcclosure(L, values_on_read, 2);
    lua_createtable(L, 0, 2);
    lua_insert(L, -2);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, decision);
}
