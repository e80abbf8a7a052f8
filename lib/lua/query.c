/* query.c - a host's question about a derived value: the rules' query{}
 * of that id (prelude.lua's internal.query) asked with a player's view, as
 * bots and renders ask it through view:query, its answer an integer. */
#include <lauxlib.h>

#include "binding.h"
#include "runtime.h"

typedef struct query_call {
    int player;
    const char *id;
    const int64_t *args;
    uint32_t nargs;
    int64_t *out;
} query_call;

/* Protected: arg 1 the game, arg 2 the call. */
static int call_query(lua_State *L)
{
    tab_game *g = lua_touserdata(L, 1);
    query_call *c = lua_touserdata(L, 2);
    tabi_runtime_push_internal(L, "query");
    lua_pushstring(L, c->id);
    tabi_lua_push_view(L, g, c->player);
    luaL_checkstack(L, (int)c->nargs, "query arguments");
    for (uint32_t i = 0; i < c->nargs; i++)
        lua_pushinteger(L, c->args[i]);
    uint64_t mark = tab_event_end(g);
    lua_call(L, (int)c->nargs + 2, 1);
    if (tab_event_end(g) != mark)
        return luaL_error(L, "query '%s' changed the game", c->id);
    int isint;
    lua_Integer v = lua_tointegerx(L, -1, &isint);
    if (lua_isboolean(L, -1))
        v = lua_toboolean(L, -1), isint = 1;
    if (!isint)
        return luaL_error(L, "query '%s' gave %s (an integer or a boolean is needed)", c->id,
                          luaL_tolstring(L, -1, NULL));
    *c->out = v;
    return tabi_freeze_verify(L);
}

tab_status tab_game_query(tab_game *g, int player, const char *id, const int64_t *args,
                          uint32_t nargs, int64_t *out)
{
    TABI_CHECK_GAME(g);
    if (!id || !out || (nargs && !args))
        return tabi_fail(g, TAB_EMISUSE, "tab_game_query: NULL argument");
    if (!g->rt || !g->rt->started)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_query: the game has not started");
    if (player < TAB_NO_PLAYER || player >= tab_game_players(g))
        return tabi_fail(g, TAB_EINVAL, "tab_game_query: no player %d (players are 0 to %d, or "
                         "TAB_NO_PLAYER)", player, tab_game_players(g) - 1);
    if (nargs > 16)
        return tabi_fail(g, TAB_EINVAL, "tab_game_query: %u arguments (at most 16)", nargs);
    query_call c = {player, id, args, nargs, out};
    return tabi_runtime_call(g, call_query, &c);
}
