/* host.c - helpers for hosts around the runtime: print routing, eval of a
 * single file, and listing a game's scenarios. */
#include <lauxlib.h>
#include <string.h>

#include "binding.h"
#include "runtime.h"

/* ---- eval ------------------------------------------------------------------ */

typedef struct eval_args {
    const char *path;
    char *out;
    size_t out_size;
} eval_args;

static void write_result(lua_State *L, int idx, eval_args *a)
{
    const char *text;
    switch (lua_type(L, idx)) {
    case LUA_TNIL: text = "nil"; break;
    case LUA_TSTRING: case LUA_TNUMBER: case LUA_TBOOLEAN:
        text = luaL_tolstring(L, idx, NULL); break;
    default: text = lua_typename(L, lua_type(L, idx)); /* no __tostring: untrusted */
    }
    if (a->out && a->out_size)
        snprintf(a->out, a->out_size, "%s", text);
}

/* The step eval runs: calls the file's function with the game. Upvalue 1:
 * the function; 2: the eval arguments. */
static int eval_step(lua_State *L)
{
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_callk(L, lua_gettop(L) - 1, 1, 0, NULL);
    write_result(L, -1, lua_touserdata(L, lua_upvalueindex(2)));
    return 0;
}

/* Loads the file as content and freezes; leaves on the stack the coroutine
 * to run next (or nothing). Protected; arg 1 g, arg 2 the eval arguments. */
static int eval_load(lua_State *L)
{
    tab_game *g = lua_touserdata(L, 1);
    eval_args *a = lua_touserdata(L, 2);
    lua_getfield(L, LUA_REGISTRYINDEX, "tabula.env");
    int env = lua_gettop(L);
    g->rt->instructions = 0;
    tabi_load_script(L, g->rt, env, a->path);
    int result = lua_gettop(L);
    lua_pushvalue(L, env);
    tabi_freeze(L);
    lua_pop(L, 1);
    /* What the file returned is content too (a function's upvalues may not
     * change during the step); held in a list so it is not named "global". */
    lua_createtable(L, 1, 0);
    lua_pushvalue(L, result);
    lua_rawseti(L, -2, 1);
    tabi_freeze(L);
    lua_pop(L, 1);
    if (!lua_isfunction(L, result)) {
        write_result(L, result, a);
        lua_pushnil(L);
        return 1;
    }
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, result);
    lua_pushlightuserdata(L, a);
    lua_pushcclosure(L, eval_step, 2);
    lua_xmove(L, co, 1);
    lua_rawgetp(co, LUA_REGISTRYINDEX, &tabi_rules_game_key);
    return 1;
}

tab_status tab_game_eval(tab_game *g, const char *path, char *out, size_t out_size)
{
    TABI_CHECK_GAME(g);
    if (!path)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_eval: no file");
    tabi_runtime *rt = tabi_runtime_of(g);
    if (!rt)
        return TAB_ENOMEM;
    if (rt->started || rt->L)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_eval: the game is in use");
    if (out && out_size)
        out[0] = '\0';
    tabi_free(g, rt->game, rt->game ? strlen(rt->game) + 1 : 0);
    rt->game = NULL; /* no game's scripts: the file alone */
    tab_status s = tabi_runtime_open_lua(g, rt);
    if (s != TAB_OK)
        return s;
    lua_State *L = rt->L;
    eval_args args = {path, out, out_size};
    lua_pushcfunction(L, eval_load);
    lua_pushlightuserdata(L, g);
    lua_pushlightuserdata(L, &args);
    rt->running = L;
    rt->tripped = 0;
    int status = lua_pcall(L, 2, 1, 0);
    rt->running = NULL;
    if (status != LUA_OK) {
        s = tabi_runtime_error(g, L, status);
    } else if (lua_isthread(L, -1)) {
        lua_State *co = lua_tothread(L, -1);
        rt->co_ref = luaL_ref(L, LUA_REGISTRYINDEX);
        s = tabi_runtime_resume(g, rt, co, 1);
        if (s == TAB_DECISION)
            s = tabi_fail(g, TAB_ESCRIPT, "%s: asked for a decision, which eval cannot answer", path);
        luaL_unref(L, LUA_REGISTRYINDEX, rt->co_ref);
        rt->co_ref = LUA_NOREF;
    }
    tabi_runtime_close_lua(g, rt);
    return s;
}

/* ---- Scenario lists ---------------------------------------------------------- */

static void free_infos(tab_game *g, tabi_runtime *rt)
{
    tabi_free(g, rt->infos, rt->infos_size);
    rt->infos = NULL;
    rt->infos_size = 0;
}

/* Copies what each scenario says into one block: the info array, then the
 * strings. Protected; arg 1 is g. */
static int collect_scenarios(lua_State *L)
{
    tab_game *g = lua_touserdata(L, 1);
    tabi_runtime *rt = g->rt;
    tabi_runtime_push_internal(L, "scenarios");
    lua_call(L, 0, 1);
    int list = lua_gettop(L);
    lua_Integer n = luaL_len(L, list);
    static const char *const fields[] = {"id", "name", "description"};
    /* Each scenario's declared options as one line (prelude.lua), in a
     * table beside the list: summaries[i], or false. */
    lua_createtable(L, (int)n, 0);
    int summaries = lua_gettop(L);
    size_t bytes = (size_t)n * (sizeof(tab_scenario_info) + sizeof(char *));
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, list, i);
        bytes += strlen(rt->game) + 2;
        for (int f = 0; f < 3; f++) {
            lua_getfield(L, -1, fields[f]);
            bytes += (lua_type(L, -1) == LUA_TSTRING ? lua_rawlen(L, -1) : 0) + 1;
            lua_pop(L, 1);
        }
        tabi_runtime_push_internal(L, "options_summary");
        lua_getfield(L, -2, "id");
        lua_call(L, 1, 1);
        if (lua_type(L, -1) == LUA_TSTRING)
            bytes += lua_rawlen(L, -1) + 1;
        else
            lua_pushboolean(L, 0), lua_replace(L, -2);
        lua_rawseti(L, summaries, i);
        lua_pop(L, 1);
    }
    free_infos(g, rt);
    rt->infos = tabi_realloc(g, NULL, 0, bytes ? bytes : 1);
    if (!rt->infos)
        return luaL_error(L, "out of memory listing scenarios");
    rt->infos_size = bytes ? bytes : 1;
    rt->ninfos = (uint32_t)n;
    tab_scenario_info *info = rt->infos;
    const char **options = (const char **)(info + n);
    char *text = (char *)(options + n);
    for (lua_Integer i = 1; i <= n; i++) {
        if (lua_rawgeti(L, summaries, i) == LUA_TSTRING) {
            options[i - 1] = text;
            text += sprintf(text, "%s", lua_tostring(L, -1)) + 1;
        } else {
            options[i - 1] = NULL;
        }
        lua_pop(L, 1);
        lua_geti(L, list, i);
        tab_scenario_info *s = &info[i - 1];
        const char **dest[] = {&s->id, &s->name, &s->description};
        for (int f = 0; f < 3; f++) {
            lua_getfield(L, -1, fields[f]);
            const char *v = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "";
            *dest[f] = text;
            text += f == 0 ? sprintf(text, "%s/%s", rt->game, v) + 1 : sprintf(text, "%s", v) + 1;
            lua_pop(L, 1);
        }
        s->min_players = 1;
        s->max_players = 16;
        int t = lua_getfield(L, -1, "players");
        if (t == LUA_TNUMBER) {
            s->min_players = s->max_players = (int)lua_tointeger(L, -1);
        } else if (t == LUA_TTABLE) {
            lua_geti(L, -1, 1);
            lua_geti(L, -2, 2);
            s->min_players = (int)luaL_optinteger(L, -2, 1);
            s->max_players = (int)luaL_optinteger(L, -1, s->min_players);
            lua_pop(L, 2);
        }
        lua_pop(L, 2);
    }
    return 0;
}

const char *tab_game_scenario_options(tab_game *g, uint32_t i)
{
    if (!g || !g->rt || !g->rt->infos || i >= g->rt->ninfos)
        return NULL;
    const tab_scenario_info *info = g->rt->infos;
    return ((const char *const *)(info + g->rt->ninfos))[i];
}

tab_status tab_game_scenarios(tab_game *g, const char *game, const tab_scenario_info **out,
                              uint32_t *n)
{
    TABI_CHECK_GAME(g);
    if (!game || !out || !n)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_scenarios: NULL argument");
    tabi_runtime *rt = tabi_runtime_of(g);
    if (!rt)
        return TAB_ENOMEM;
    if (rt->started || rt->L)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_scenarios: the game is in use");
    char id[300];
    snprintf(id, sizeof id, "%s/x", game);
    tab_status s = tabi_runtime_parse_scenario(g, rt, id);
    if (s != TAB_OK)
        return s;
    rt->scenario[0] = '\0'; /* no scenario to check: list them all */
    if ((s = tabi_runtime_open_lua(g, rt)) != TAB_OK)
        return s == TAB_ESCRIPT && strstr(tab_game_error(g), "no game '") ? TAB_ENOTFOUND : s;
    /* A script error (a misspelt scenario field) keeps its message. */
    s = tabi_runtime_call(g, collect_scenarios, NULL);
    tabi_runtime_close_lua(g, rt);
    *out = rt->infos;
    *n = s == TAB_OK ? rt->ninfos : 0;
    return s;
}

/* ---- Rendering -------------------------------------------------------------- */

typedef struct render_args {
    int player;
    char *out;
    size_t out_size;
    int found;
} render_args;

/* Calls the rules' render with the player's view. Protected. */
static int call_render(lua_State *L)
{
    tab_game *g = lua_touserdata(L, 1);
    render_args *a = lua_touserdata(L, 2);
    tabi_runtime_push_internal(L, "render");
    tabi_lua_push_view(L, g, a->player);
    lua_call(L, 1, 1);
    if (lua_isnil(L, -1))
        return 0;
    if (!lua_isstring(L, -1))
        return luaL_error(L, "render must return a string");
    a->found = 1;
    snprintf(a->out, a->out_size, "%s", lua_tostring(L, -1));
    return tabi_freeze_verify(L);
}

tab_status tab_game_render(tab_game *g, int player, char *out, size_t out_size)
{
    TABI_CHECK_GAME(g);
    tabi_runtime *rt = g->rt;
    if (!rt || !rt->started || !out || !out_size)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_render: %s", out ? "not started" : "no buffer");
    render_args a = {player, out, out_size, 0};
    out[0] = '\0';
    tab_status s = tabi_runtime_call(g, call_render, &a);
    if (s != TAB_OK)
        return s;
    return a.found ? TAB_OK : tabi_fail(g, TAB_ENOTFOUND, "the rules have no render function");
}
