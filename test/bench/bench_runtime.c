/* bench_runtime.c - the Lua runtime: Lua -> kernel call overhead, decisions
 * per second through the C host loop, and the memory of a fresh game with a
 * scenario loaded. */
#include "bench.h"

#include <lauxlib.h>
#include <lualib.h>

int luaopen_tabula(lua_State *L);

/* ns per call of a Lua loop calling method on a game, minus an empty loop. */
static double ns_per_call(lua_State *L, const char *body, long n)
{
    char code[512];
    snprintf(code, sizeof code,
             "local g, n = ... local t0 = os.clock() for i = 1, n do %s end "
             "local t1 = os.clock() for i = 1, n do end return (t1 - t0) - (os.clock() - t1)",
             body);
    luaL_loadstring(L, code);
    lua_pushvalue(L, 1);
    lua_pushinteger(L, n);
    lua_call(L, 2, 1);
    double s = lua_tonumber(L, -1);
    lua_pop(L, 1);
    return s * 1e9 / (double)n;
}

int main(void)
{
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    luaL_requiref(L, "tabula", luaopen_tabula, 0);
    lua_getfield(L, -1, "new_game");
    lua_pushinteger(L, 1);
    lua_call(L, 1, 1);
    lua_replace(L, 1);
    lua_settop(L, 1);
    lua_pushvalue(L, 1);
    lua_setglobal(L, "g");
    (void)luaL_dostring(L, "e = g:entity_new('card') g:entity_set(e, 'cost', 3)");
    bench_report("lua->kernel: g:entity_get (trivial call)", ns_per_call(L, "g:entity_get(e, 'cost')", 2000000), "ns/call");
    bench_report("lua->kernel: g:rng_range(1, 6)", ns_per_call(L, "g:rng_range(1, 6)", 2000000), "ns/call");
    lua_close(L);

    /* Decisions through the host loop, on the duel example. */
    double t0 = bench_now();
    long decisions = 0, games = 0;
    while (bench_now() - t0 < 1.0) {
        tab_game *g = tab_game_new(NULL, NULL, (uint64_t)games);
        tab_game_add_root(g, TABULA_SOURCE_ROOT "/examples/new-scenario");
        if (tab_game_start(g, "duel/classic", 2) != TAB_OK) {
            fprintf(stderr, "%s\n", tab_game_error(g));
            return 1;
        }
        while (tab_game_run(g) == TAB_DECISION) {
            tab_game_answer(g, 0);
            decisions++;
        }
        tab_game_free(g);
        games++;
    }
    double t = bench_now() - t0;
    bench_report("host loop: decisions (duel, first option)", (double)decisions / t, "decisions/s");
    bench_report("host loop: whole duel games (load + play)", (double)games / t, "games/s");

    tab_game *g = tab_game_new(NULL, NULL, 1);
    tab_game_add_root(g, TABULA_SOURCE_ROOT "/examples/new-scenario");
    tab_game_start(g, "duel/classic", 2);
    bench_report("memory of a fresh game, duel loaded", (double)tab_game_memory(g) / 1024.0, "KiB");
    tab_game_free(g);
    return 0;
}
