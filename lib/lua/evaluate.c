/* evaluate.c - the game's own evaluation of a position, for search bots
 * that cut rollouts short: the rules' policy "evaluate" gives each player's
 * value from that player's observation, so it reads no more than the
 * player may know. */
#include <lauxlib.h>

#include "binding.h"
#include "runtime.h"

typedef struct eval_call {
    double *values;
    uint32_t n;
    int found;
} eval_call;

/* Protected: arg 1 the game, arg 2 the call. */
static int call_evaluate(lua_State *L)
{
    tab_game *g = lua_touserdata(L, 1);
    eval_call *c = lua_touserdata(L, 2);
    tabi_runtime_push_internal(L, "policy");
    lua_pushliteral(L, "evaluate");
    lua_call(L, 1, 1);
    if (!lua_istable(L, -1))
        return 0;
    lua_getfield(L, -1, "value");
    if (!lua_isfunction(L, -1))
        return luaL_error(L, "policy 'evaluate' has no value function (value = function(view) "
                          "return 0 to 1 end)");
    c->found = 1;
    for (uint32_t p = 0; c->values && p < c->n; p++) {
        lua_pushvalue(L, -1);
        tabi_lua_push_view(L, g, (int)p);
        lua_call(L, 1, 1);
        int isnum;
        double v = lua_tonumberx(L, -1, &isnum);
        if (!isnum || !(v >= 0 && v <= 1))
            return luaL_error(L, "policy 'evaluate' gave %s for player %d (a number from 0 to 1 "
                              "is needed)", luaL_tolstring(L, -1, NULL), (int)p);
        c->values[p] = v;
        lua_pop(L, 1);
    }
    return tabi_freeze_verify(L);
}

tab_status tab_game_evaluate(tab_game *g, double *values, uint32_t n)
{
    TABI_CHECK_GAME(g);
    if (!g->rt || !g->rt->started)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_evaluate: the game has not started");
    if (values && n != (uint32_t)tab_game_players(g))
        return tabi_fail(g, TAB_EINVAL, "tab_game_evaluate: room for %u values, the game has %d "
                         "players", n, tab_game_players(g));
    eval_call c = {values, n, 0};
    tab_status s = tabi_runtime_call(g, call_evaluate, &c);
    if (s == TAB_OK && !c.found)
        return tabi_fail(g, TAB_ENOTFOUND, "%s has no evaluation (policy { id = \"evaluate\", "
                         "value = function(view) ... end })", g->rt->game);
    return s;
}
