/* turn.c - Lua binding of tabula/turn.h: g:turn_<verb>(...).
 *
 *   g:turn_new{mode="sequence", sides=, per_turn=1, rounds=0, source=nil,
 *              names={"heroes", "enemies"}} -> id
 *       mode is "sequence", "alternate", "phases" or "simultaneous"; sides
 *       defaults to #names, or 1; rounds 0 (or nil) means no end; source is
 *       an initiative giving a sequence its order
 *   g:turn_add(t, side, actor), g:turn_remove(t, actor)
 *   g:turn_begin(t, actor), g:turn_end(t, actor), g:turn_skip(t, actor)
 *   g:turn_pass(t), g:turn_end_round(t)
 *   g:turn_next_round(t) -> true, or false when the game's length has been
 *       played (nothing changes then)
 *   g:turn_round(t) -> integer (0 before the first)
 *   g:turn_side(t) -> side, or nil when the round is over
 *   g:turn_round_over(t), g:turn_may_act(t, actor),
 *   g:turn_has_acted(t, actor) -> boolean
 *   g:turn_active(t), g:turn_next(t) -> actor or nil
 *   g:turn_side_of(t, actor) -> side or nil
 *   g:turn_remaining(t, side) -> integer
 *
 * Sides are numbered as in the C API and its events, from 0 (side 0 starts
 * the first round), like player numbers: they are names of sides, not
 * positions in a list. */
#include "binding.h"

static const char *const mode_names[] = {"sequence", "alternate", "phases", "simultaneous",
                                         NULL};

/* g:turn_new{...} -> id */
static int l_new(lua_State *L)
{
    static const char *const known[] = {"mode", "sides", "per_turn", "rounds", "source",
                                        "names", NULL};
    tab_game *g = tabi_lua_checkgame(L, 1);
    tabi_lua_check_fields(L, 2, known);
    tab_turn_def d = {0};
    d.mode = (tab_turn_mode)tabi_lua_field_option(L, 2, "mode", "sequence", mode_names);
    d.per_turn = (uint32_t)tabi_lua_field_int(L, 2, "per_turn", 1, 0, UINT32_MAX);
    d.rounds = (uint32_t)tabi_lua_field_int(L, 2, "rounds", 0, 0, UINT32_MAX);
    d.source = tabi_lua_field_id(L, 2, "source");
    lua_getfield(L, 2, "names");
    lua_Integer nnames = 0;
    if (!lua_isnil(L, -1)) {
        if (!lua_istable(L, -1))
            tabi_lua_field_error(L, 2, "names", "table of strings expected");
        nnames = luaL_len(L, -1);
        if (nnames < 0 || nnames > (lua_Integer)TAB_TURN_MAX_SIDES)
            tabi_lua_field_error(L, 2, "names", "more names than sides may be");
        tab_atom *names = lua_newuserdatauv(L, (size_t)(nnames ? nnames : 1) * sizeof *names, 0);
        for (lua_Integer i = 1; i <= nnames; i++) {
            if (lua_geti(L, -2, i) != LUA_TSTRING)
                tabi_lua_field_error(L, 2, "names", lua_pushfstring(L, "entry %I is not a string", i));
            names[i - 1] = tab_atom_of(g, lua_tostring(L, -1));
            if (!names[i - 1])
                tabi_lua_field_error(L, 2, "names", tab_game_error(g));
            lua_pop(L, 1);
        }
        d.names = names;
    }
    d.sides = (uint32_t)tabi_lua_field_int(L, 2, "sides", nnames ? nnames : 1, 1,
                                           TAB_TURN_MAX_SIDES);
    if (d.names && d.sides != (uint32_t)nnames)
        tabi_lua_field_error(L, 2, "names", lua_pushfstring(L, "%I names for %d sides", nnames,
                                                            (int)d.sides));
    tab_id t;
    TABI_LUA_CHECK(L, g, tab_turn_new(g, &d, &t));
    lua_pushinteger(L, t);
    return 1;
}

static uint32_t check_side(lua_State *L, int idx)
{
    lua_Integer v = luaL_checkinteger(L, idx);
    luaL_argcheck(L, v >= 0 && v <= (lua_Integer)UINT32_MAX, idx, "sides count from 0");
    return (uint32_t)v;
}

/* g:turn_add(t, side, actor) */
static int l_add(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2);
    uint32_t side = check_side(L, 3);
    TABI_LUA_CHECK(L, g, tab_turn_add(g, t, side, tabi_lua_checkid(L, 4)));
    return 0;
}

/* The methods of the form g:turn_<verb>(t, actor). */
#define ACTOR_METHOD(fn, call)                                           \
    static int fn(lua_State *L)                                          \
    {                                                                    \
        tab_game *g = tabi_lua_checkgame(L, 1);                          \
        tab_id t = tabi_lua_checkid(L, 2);                               \
        TABI_LUA_CHECK(L, g, call(g, t, tabi_lua_checkid(L, 3)));        \
        return 0;                                                        \
    }

ACTOR_METHOD(l_remove, tab_turn_remove)
ACTOR_METHOD(l_begin, tab_turn_begin)
ACTOR_METHOD(l_end, tab_turn_end)
ACTOR_METHOD(l_skip, tab_turn_skip)

static int l_pass(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_turn_pass(g, tabi_lua_checkid(L, 2)));
    return 0;
}

static int l_end_round(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_turn_end_round(g, tabi_lua_checkid(L, 2)));
    return 0;
}

/* g:turn_next_round(t) -> true, or false once the game's length is played */
static int l_next_round(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_status s = tab_turn_next_round(g, tabi_lua_checkid(L, 2));
    if (s != TAB_OK && s != TAB_DONE)
        return tabi_lua_fail(L, g);
    lua_pushboolean(L, s == TAB_OK);
    return 1;
}

static int l_round(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_turn_round(g, tabi_lua_checkid(L, 2)));
    return 1;
}

static void push_side(lua_State *L, int side)
{
    if (side < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, side);
}

static int l_side(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    push_side(L, tab_turn_side(g, tabi_lua_checkid(L, 2)));
    return 1;
}

static int l_round_over(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushboolean(L, tab_turn_round_over(g, tabi_lua_checkid(L, 2)));
    return 1;
}

static int l_active(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tabi_lua_pushid(L, tab_turn_active(g, tabi_lua_checkid(L, 2)));
    return 1;
}

static int l_next(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tabi_lua_pushid(L, tab_turn_next(g, tabi_lua_checkid(L, 2)));
    return 1;
}

static int l_may_act(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2);
    lua_pushboolean(L, tab_turn_may_act(g, t, tabi_lua_checkid(L, 3)));
    return 1;
}

static int l_has_acted(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2);
    lua_pushboolean(L, tab_turn_has_acted(g, t, tabi_lua_checkid(L, 3)));
    return 1;
}

static int l_side_of(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2);
    push_side(L, tab_turn_side_of(g, t, tabi_lua_checkid(L, 3)));
    return 1;
}

static int l_remaining(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2);
    lua_pushinteger(L, tab_turn_remaining(g, t, check_side(L, 3)));
    return 1;
}

void tabi_lua_turn_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"turn_new", l_new},
        {"turn_add", l_add},
        {"turn_remove", l_remove},
        {"turn_begin", l_begin},
        {"turn_end", l_end},
        {"turn_skip", l_skip},
        {"turn_pass", l_pass},
        {"turn_end_round", l_end_round},
        {"turn_next_round", l_next_round},
        {"turn_round", l_round},
        {"turn_side", l_side},
        {"turn_round_over", l_round_over},
        {"turn_active", l_active},
        {"turn_next", l_next},
        {"turn_may_act", l_may_act},
        {"turn_has_acted", l_has_acted},
        {"turn_side_of", l_side_of},
        {"turn_remaining", l_remaining},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
