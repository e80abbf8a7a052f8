/* runtime.c - a game driven by Lua rules: the Lua state and its limits, the
 * step loop with checkpoints, decisions and answers, results. */
#include <lauxlib.h>
#include <lualib.h>
#include <stdlib.h>
#include <string.h>

#include "../atom.h"
#include "binding.h"
#include "profile.h"
#include "runtime.h"
#include "sandbox.h"

#define DEFAULT_INSTRUCTIONS 50000000u
#define DEFAULT_MEMORY (64u << 20)
/* Steps one tab_game_run may take without a decision: a safety cap on rules
 * that loop. */
#define MAX_STEPS_PER_RUN 1000000

static const char runtime_key = 'R'; /* registry: light userdata of the runtime */
static const char internal_key = 'I'; /* registry: the prelude's internal table */
const char tabi_rules_game_key = 'G'; /* registry: the game as rules see it */

tabi_runtime *tabi_runtime_from(lua_State *L)
{
    lua_rawgetp(L, LUA_REGISTRYINDEX, &runtime_key);
    tabi_runtime *rt = lua_touserdata(L, -1);
    lua_pop(L, 1);
    return rt;
}

static char *copy_string(tab_game *g, const char *s)
{
    size_t n = strlen(s) + 1;
    char *c = tabi_realloc(g, NULL, 0, n);
    if (c)
        memcpy(c, s, n);
    return c;
}

static void free_string(tab_game *g, char *s)
{
    if (s)
        tabi_free(g, s, strlen(s) + 1);
}

/* What the kernel reaches of the runtime (core.h): its free and its part
 * of a save (replay.c). */
static const tabi_extension runtime_extension = {
    .free = tabi_runtime_free,
    .saved_state = tabi_runtime_saved_state,
    .save_section = tabi_runtime_save_section,
    .check_section = tabi_runtime_check_section,
    .load_section = tabi_runtime_load_section,
};

tabi_runtime *tabi_runtime_of(tab_game *g)
{
    if (g->rt)
        return g->rt;
    tabi_runtime *rt = tabi_realloc(g, NULL, 0, sizeof *rt);
    if (!rt) {
        tabi_fail(g, TAB_ENOMEM, "out of memory creating the runtime");
        return NULL;
    }
    memset(rt, 0, sizeof *rt);
    rt->instruction_limit = DEFAULT_INSTRUCTIONS;
    rt->memory_limit = DEFAULT_MEMORY;
    rt->co_ref = rt->spare_ref = LUA_NOREF;
    g->rt = rt;
    g->ext = &runtime_extension;
    return rt;
}

void tabi_decision_clear(tab_game *g, tabi_runtime *rt)
{
    (void)g;
    struct tab_decision *d = &rt->decision;
    struct tab_decision kept = {0};
    kept.options = d->options;
    kept.options_cap = d->options_cap;
    kept.pick_buf = d->pick_buf;
    kept.pick_buf_size = d->pick_buf_size;
    *d = kept;
}

/* The decision's buffers, for good. */
static void decision_free(tab_game *g, tabi_runtime *rt)
{
    struct tab_decision *d = &rt->decision;
    tabi_free(g, d->pick_buf, d->pick_buf_size);
    tabi_free(g, d->options, (size_t)d->options_cap * sizeof *d->options);
    memset(d, 0, sizeof *d);
}

void tabi_runtime_close_lua(tab_game *g, tabi_runtime *rt)
{
    tabi_decision_clear(g, rt);
    if (rt->L)
        lua_close(rt->L);
    rt->L = NULL;
    rt->co_ref = rt->spare_ref = LUA_NOREF;
    g->mid_step = 0;
    tabi_snapshot_owned_free(g, &rt->checkpoint);
    tabi_snapshot_owned_free(g, &rt->copy_buf);
}

void tabi_runtime_free(tab_game *g)
{
    tabi_runtime *rt = g->rt;
    if (!rt)
        return;
    tabi_runtime_close_lua(g, rt);
    tabi_bots_free(g, rt);
    for (uint32_t i = 0; i < rt->nroots; i++)
        free_string(g, rt->roots[i]);
    tabi_free(g, rt->roots, (size_t)rt->nroots * sizeof *rt->roots);
    for (uint32_t i = 0; i < rt->noptions; i++) {
        free_string(g, rt->option_keys[i]);
        free_string(g, rt->option_values[i]);
    }
    tabi_free(g, rt->option_keys, (size_t)rt->noptions * sizeof *rt->option_keys);
    tabi_free(g, rt->option_values, (size_t)rt->noptions * sizeof *rt->option_values);
    free_string(g, rt->game);
    free_string(g, rt->scenario);
    tabi_free(g, rt->answers, (size_t)rt->answers_cap * sizeof *rt->answers);
    tabi_free(g, rt->picks, (size_t)rt->picks_cap * sizeof *rt->picks);
    tabi_free(g, rt->infos, rt->infos_size);
    decision_free(g, rt);
    tabi_free(g, rt, sizeof *rt);
    g->rt = NULL;
    g->ext = NULL;
}

/* ---- Setting up ---------------------------------------------------------- */

static tab_status append_string(tab_game *g, char ***list, uint32_t n, const char *s)
{
    char *copy = copy_string(g, s);
    char **grown = copy ? tabi_realloc(g, *list, n * sizeof **list, (n + 1) * sizeof **list) : NULL;
    if (!grown) {
        free_string(g, copy);
        return tabi_fail(g, TAB_ENOMEM, "out of memory");
    }
    grown[n] = copy;
    *list = grown;
    return TAB_OK;
}

tab_status tab_game_add_root(tab_game *g, const char *root)
{
    TABI_CHECK_GAME(g);
    if (!root || !*root)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_add_root: no folder");
    tabi_runtime *rt = tabi_runtime_of(g);
    if (!rt)
        return TAB_ENOMEM;
    if (rt->started)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_add_root: the game has started");
    /* "dir/" and "dir" are one folder: paths under it, and the content
     * hash over them, must not depend on how it was spelled. */
    size_t n = strlen(root);
    while (n > 1 && root[n - 1] == '/')
        n--;
    char *trimmed = tabi_realloc(g, NULL, 0, n + 1);
    if (!trimmed)
        return tabi_fail(g, TAB_ENOMEM, "out of memory");
    memcpy(trimmed, root, n);
    trimmed[n] = '\0';
    tab_status s = append_string(g, &rt->roots, rt->nroots, trimmed);
    tabi_free(g, trimmed, n + 1);
    if (s == TAB_OK)
        rt->nroots++;
    return s;
}

tab_status tab_game_set_limit(tab_game *g, tab_limit which, uint64_t value)
{
    TABI_CHECK_GAME(g);
    tabi_runtime *rt = tabi_runtime_of(g);
    if (!rt)
        return TAB_ENOMEM;
    if (value == 0)
        return tabi_fail(g, TAB_EINVAL, "tab_game_set_limit: a limit must be positive");
    switch (which) {
    case TAB_LIMIT_INSTRUCTIONS: rt->instruction_limit = value; return TAB_OK;
    case TAB_LIMIT_MEMORY: rt->memory_limit = (size_t)value; return TAB_OK;
    case TAB_LIMIT_DECISIONS: rt->decision_limit = value; return TAB_OK;
    }
    return tabi_fail(g, TAB_EINVAL, "tab_game_set_limit: unknown limit %d", (int)which);
}

tab_status tab_game_set_option(tab_game *g, const char *key, const char *value)
{
    TABI_CHECK_GAME(g);
    if (!key || !*key || !value || strlen(key) > 200 || strlen(value) > TAB_ATOM_MAX_LEN)
        return tabi_fail(g, TAB_EINVAL, "tab_game_set_option: an option needs a key (1-200 "
                         "bytes) and a value (up to %d bytes)", TAB_ATOM_MAX_LEN);
    tabi_runtime *rt = tabi_runtime_of(g);
    if (!rt)
        return TAB_ENOMEM;
    if (rt->started)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_set_option: the game has started");
    tab_status s = append_string(g, &rt->option_keys, rt->noptions, key);
    if (s != TAB_OK)
        return s;
    s = append_string(g, &rt->option_values, rt->noptions, value);
    if (s != TAB_OK) {
        free_string(g, rt->option_keys[rt->noptions]);
        return s;
    }
    rt->noptions++;
    return TAB_OK;
}

/* Lua's allocations, counted against the game's limits. Past the soft cap
 * the running thread's hook looks at once (collecting garbage first) and
 * stops the script; the hard cap far above is reached only by a single
 * instruction that builds something huge (a concatenation of many long
 * strings), so allocations inside the VM do not fail mid-operation. Bytes
 * allocated are charged as instructions: building a long string is work
 * the instruction hook does not see. */
static void *lua_alloc(void *ud, void *p, size_t osize, size_t nsize)
{
    tab_game *g = ud;
    tabi_runtime *rt = g->rt;
    size_t old = p ? osize : 0;
    if (nsize == 0) {
        tabi_free(g, p, old);
        rt->lua_memory -= old;
        return NULL;
    }
    size_t margin = (size_t)64 << 20;
    size_t hard = rt->memory_limit > (SIZE_MAX - margin) / 4 ? SIZE_MAX
                                                             : rt->memory_limit * 4 + margin;
    if (nsize > old && nsize - old > hard - (rt->lua_memory < hard ? rt->lua_memory : hard)) {
        if (rt->running && !rt->tripped) {
            rt->tripped = 2; /* no pcall may swallow the memory error */
            tabi_sandbox_where(rt->running, rt->limit_where, sizeof rt->limit_where);
            lua_sethook(rt->running, lua_gethook(rt->running), LUA_MASKCOUNT, 1);
        }
        return NULL;
    }
    void *q = tabi_realloc(g, p, old, nsize);
    if (!q) {
        /* The host's allocator failed: the game is out of memory, not over
         * a limit. Like a limit, no pcall may swallow it (the script would
         * go on with the state half made); it ends the run as TAB_ENOMEM. */
        if (rt->running && !rt->tripped) {
            rt->tripped = 4;
            tabi_sandbox_where(rt->running, rt->limit_where, sizeof rt->limit_where);
            lua_sethook(rt->running, lua_gethook(rt->running), LUA_MASKCOUNT, 1);
        }
    }
    if (q) {
        rt->lua_memory = rt->lua_memory - old + nsize;
        if (nsize > old)
            rt->instructions += (nsize - old) >> 4;
        if (rt->lua_memory > rt->memory_limit && !rt->tripped && rt->running)
            lua_sethook(rt->running, lua_gethook(rt->running), LUA_MASKCOUNT, 1);
    }
    return q;
}

tab_status tabi_runtime_error(tab_game *g, lua_State *L, int status)
{
    tabi_runtime *rt = g->rt;
    const char *msg = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    int host_oom = rt->tripped == 4 || g->alloc_failures != rt->failures_seen;
    if (status == LUA_ERRMEM)
        msg = host_oom ? "out of memory (the allocator failed)"
                       : "memory limit exceeded (an allocation failed)";
    /* Every error names content's file and line: from the message, else
     * from the stack of L (a coroutine that died keeps it), else from where
     * an allocation was refused. Without allocating: this is not protected. */
    char where[256] = "";
    if ((!msg || !tabi_sandbox_has_where(msg)) && !tabi_sandbox_where(L, where, sizeof where))
        snprintf(where, sizeof where, "%s", rt->limit_where);
    if (msg)
        tabi_fail(g, TAB_ESCRIPT, "%s%s", where, msg);
    else
        tabi_fail(g, TAB_ESCRIPT, "%serror object is a %s value, not a string", where,
                  lua_typename(L, lua_type(L, -1)));
    if (host_oom)
        return TAB_ENOMEM;
    if (rt->tripped || status == LUA_ERRMEM)
        return TAB_ELIMIT;
    return TAB_ESCRIPT;
}

/* ---- Starting ------------------------------------------------------------ */

static tab_status check_scenario(lua_State *L, tab_game *g);

/* Builds the Lua state: sandbox, prelude, the game's scripts, freeze. Runs
 * in protected mode; the state is on the top of the stack in arg 1. */
static int build_state(lua_State *L)
{
    tab_game *g = lua_touserdata(L, 1);
    tabi_runtime *rt = g->rt;
    lua_pushlightuserdata(L, rt);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &runtime_key);
    tabi_rules_metatable(L);
    lua_pop(L, 1);
    tabi_lua_game_metatable(L); /* for luaL_testudata of host games */
    lua_pop(L, 1);
    tabi_lua_game *ud = lua_newuserdatauv(L, sizeof *ud, 0);
    ud->mark = &tabi_lua_game_mark;
    ud->g = g;
    ud->owned = 0;
    luaL_setmetatable(L, TABI_LUA_RULES_GAME);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &tabi_rules_game_key);

    tabi_sandbox_open(L, rt);
    int env = lua_gettop(L);
    /* The prelude gets the environment and the primitives it builds on. */
    if (luaL_loadbufferx(L, tabi_prelude_lua, strlen(tabi_prelude_lua), "=prelude", "t") != LUA_OK)
        return lua_error(L);
    lua_pushvalue(L, env);
    lua_setupvalue(L, -2, 1);
    lua_pushvalue(L, env);
    tabi_rules_primitives(L);
    lua_call(L, 2, 1);
    /* Views answer view:query through it (observe.c, which knows only the
     * registry's name for it). */
    lua_getfield(L, -1, "query");
    lua_setfield(L, LUA_REGISTRYINDEX, TABI_LUA_QUERY);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &internal_key);
    lua_pushvalue(L, env);
    lua_setfield(L, LUA_REGISTRYINDEX, "tabula.env");
    tabi_protect_libraries(L, env);
    if (!rt->game)
        return 0; /* tab_game_eval loads its one file itself, then freezes */
    int status = tabi_load_game(L, rt, env);
    if (status != LUA_OK)
        return lua_error(L);
    lua_pushvalue(L, env);
    tabi_freeze(L);
    lua_pushinteger(L, rt->scenario[0] ? check_scenario(L, g) : TAB_OK);
    return 1;
}

/* Splits "game/scenario" into rt->game and rt->scenario. */
tab_status tabi_runtime_parse_scenario(tab_game *g, tabi_runtime *rt, const char *id)
{
    const char *slash = id ? strchr(id, '/') : NULL;
    if (!slash || slash == id || !slash[1] || strchr(slash + 1, '/'))
        return tabi_fail(g, TAB_EINVAL, "scenario '%s' is not of the form <game>/<scenario>",
                         id ? id : "(null)");
    for (const char *p = id; *p; p++)
        if (!(*p == '-' || *p == '_' || *p == '/' || (*p >= 'a' && *p <= 'z') ||
              (*p >= '0' && *p <= '9')))
            return tabi_fail(g, TAB_EINVAL, "scenario '%s': names use a-z, 0-9, '-' and '_'", id);
    free_string(g, rt->game);
    free_string(g, rt->scenario);
    rt->scenario = copy_string(g, slash + 1);
    rt->game = tabi_realloc(g, NULL, 0, (size_t)(slash - id) + 1);
    if (!rt->game || !rt->scenario)
        return tabi_fail(g, TAB_ENOMEM, "out of memory");
    memcpy(rt->game, id, (size_t)(slash - id));
    rt->game[slash - id] = '\0';
    return TAB_OK;
}

/* Declares to the kernel the pools rules{ pools = ... } names (the prelude
 * checked their shape): the faces their hidden entities trade. */
static tab_status declare_pools(lua_State *L, tab_game *g, int internal)
{
    int top = lua_gettop(L);
    lua_getfield(L, internal, "pools");
    lua_call(L, 0, 1);
    tab_status s = TAB_OK;
    for (lua_Integer i = 1; s == TAB_OK && lua_geti(L, -1, i) == LUA_TTABLE; i++) {
        tab_atom keys[TAB_POOL_MAX_FACES], back = TAB_ATOM_NONE;
        uint32_t n = 0;
        lua_getfield(L, -1, "faces");
        for (; n < TAB_POOL_MAX_FACES && lua_geti(L, -1, n + 1) == LUA_TSTRING; n++) {
            keys[n] = tab_atom_of(g, lua_tostring(L, -1));
            lua_pop(L, 1);
        }
        lua_pop(L, n < TAB_POOL_MAX_FACES ? 2 : 1); /* the faces (and what ended them) */
        if (lua_getfield(L, -1, "back") == LUA_TSTRING)
            back = tab_atom_of(g, lua_tostring(L, -1));
        lua_getfield(L, -2, "name");
        s = tab_pool_set_faces(g, tab_atom_of(g, lua_tostring(L, -1)), keys, n, back);
        lua_pop(L, 3);
    }
    lua_settop(L, top);
    return s;
}

/* Checks that the scenario exists and takes rt->players, and leaves the
 * first step's name (scenario.start, rules.start, or "setup") in the
 * registry as "tabula.start". Runs in protected mode; a problem that is
 * not a script error is returned as a status with the message set. */
static tab_status check_scenario(lua_State *L, tab_game *g)
{
    tabi_runtime *rt = g->rt;
    lua_rawgetp(L, LUA_REGISTRYINDEX, &internal_key);
    int internal = lua_gettop(L);
    lua_getfield(L, internal, "scenario");
    lua_pushstring(L, rt->scenario);
    lua_call(L, 1, 1);
    if (!lua_istable(L, -1))
        return tabi_fail(g, TAB_ENOTFOUND, "game '%s' has no scenario '%s' (tabula list shows them)",
                         rt->game, rt->scenario);
    int scenario = lua_gettop(L);
    lua_Integer min = 1, max = TABI_MAX_PLAYERS;
    int t = lua_getfield(L, scenario, "players");
    if (t == LUA_TNUMBER) {
        min = max = lua_tointeger(L, -1);
    } else if (t == LUA_TTABLE) {
        lua_geti(L, -1, 1);
        lua_geti(L, -2, 2);
        min = luaL_optinteger(L, -2, 1);
        max = luaL_optinteger(L, -1, min);
    }
    if (max > TABI_MAX_PLAYERS)
        max = TABI_MAX_PLAYERS;
    if (rt->players < min || rt->players > max)
        return tabi_fail(g, TAB_EINVAL, "scenario %s/%s is for %d to %d players, not %d",
                         rt->game, rt->scenario, (int)min, (int)max, rt->players);
    if (lua_getfield(L, scenario, "start") != LUA_TSTRING) {
        lua_getfield(L, internal, "rules");
        lua_call(L, 0, 1);
        lua_getfield(L, -1, "start");
        if (lua_type(L, -1) != LUA_TSTRING)
            lua_pushliteral(L, "setup");
    }
    lua_setfield(L, LUA_REGISTRYINDEX, "tabula.start");
    tab_status s = declare_pools(L, g, internal);
    /* The viewer{} declarations, for tab_game_viewer_hint. */
    lua_getfield(L, internal, "viewer_props");
    lua_call(L, 0, 1);
    lua_setfield(L, LUA_REGISTRYINDEX, "tabula.viewer");
    lua_settop(L, internal - 1);
    return s != TAB_OK ? s : tabi_scenario_check_options(L, g);
}

/* The kernel side of a new game: the game entity (scenario, players,
 * options) and the agenda holding the first step. */
static tab_status create_game_state(tab_game *g, tabi_runtime *rt, const char *start)
{
    tab_status s;
    tab_id e;
    tab_atom kind = tab_atom_of(g, "tabula.game");
    if (!kind || (s = tab_entity_new(g, kind, &e)) != TAB_OK)
        return kind ? s : TAB_ENOMEM;
    rt->game_entity = e;
    char id[600];
    snprintf(id, sizeof id, "%s/%s", rt->game, rt->scenario);
    tab_atom sc = tab_atom_of(g, id);
    if (!sc || (s = tab_entity_set(g, e, tab_atom_of(g, "scenario"), tab_atomv(sc))) != TAB_OK ||
        (s = tab_entity_set(g, e, tab_atom_of(g, "players"), tab_int(rt->players))) != TAB_OK)
        return sc ? s : TAB_ENOMEM;
    for (uint32_t i = 0; i < rt->noptions; i++) {
        char key[220];
        snprintf(key, sizeof key, "option.%s", rt->option_keys[i]);
        tab_atom k = tab_atom_of(g, key), v = tab_atom_of(g, rt->option_values[i]);
        if (!k || !v)
            return TAB_EINVAL;
        if ((s = tab_entity_set(g, e, k, tab_atomv(v))) != TAB_OK)
            return s;
    }
    tab_atom agenda = tab_atom_of(g, "tabula.agenda");
    if (!agenda || (s = tab_zone_new(g, agenda, TAB_NO_PLAYER, TAB_SEE_ALL, &rt->agenda)) != TAB_OK)
        return agenda ? s : TAB_ENOMEM;
    tab_id step;
    tab_atom step_kind = tab_atom_of(g, "tabula.step"), step_key = tab_atom_of(g, "step");
    tab_atom name = tab_atom_of(g, start), argc = tab_atom_of(g, "argc");
    if (!step_kind || !step_key || !name || !argc)
        return TAB_EINVAL;
    if ((s = tab_entity_new(g, step_kind, &step)) != TAB_OK ||
        (s = tab_entity_set(g, step, step_key, tab_atomv(name))) != TAB_OK ||
        (s = tab_entity_set(g, step, argc, tab_int(0))) != TAB_OK ||
        (s = tab_zone_insert(g, rt->agenda, step, 0)) != TAB_OK)
        return s;
    return TAB_OK;
}

tab_status tabi_runtime_open_lua(tab_game *g, tabi_runtime *rt)
{
    rt->lua_memory = 0;
    rt->frozen = 0;
    /* Everything counted against the last state's limits goes with it (a
     * failed start may be retried): tabi_sandbox_hook starts the load's
     * run with a fresh budget and no limit tripped. */
    tabi_sandbox_begin_run(g);
    rt->L = lua_newstate(lua_alloc, g);
    if (!rt->L)
        return tabi_fail(g, TAB_ENOMEM, "out of memory creating a Lua state");
    lua_State *L = rt->L;
    rt->running = L;
    tabi_sandbox_hook(L);
    lua_pushcfunction(L, build_state);
    lua_pushlightuserdata(L, g);
    int status = lua_pcall(L, 1, 1, 0);
    rt->running = NULL;
    tab_status s = status == LUA_OK ? (tab_status)lua_tointeger(L, -1)
                                    : tabi_runtime_error(g, L, status);
    lua_pop(L, 1);
    if (s != TAB_OK)
        tabi_runtime_close_lua(g, rt);
    rt->atoms_mark = g->atoms.len;
    return s;
}

tab_status tab_game_start(tab_game *g, const char *scenario, int players)
{
    TABI_CHECK_GAME(g);
    tabi_runtime *rt = tabi_runtime_of(g);
    if (!rt)
        return TAB_ENOMEM;
    if (rt->started)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_start: the game has started already");
    if (rt->nroots == 0)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_start: no root folder (tab_game_add_root)");
    if (players < 1 || players > TABI_MAX_PLAYERS)
        return tabi_fail(g, TAB_EINVAL, "tab_game_start: %d players (1 to %d)", players,
                         TABI_MAX_PLAYERS);
    tab_status s = tabi_runtime_parse_scenario(g, rt, scenario);
    if (s != TAB_OK)
        return s;
    rt->players = players;
    if ((s = tabi_runtime_open_lua(g, rt)) != TAB_OK)
        return s;
    lua_State *L = rt->L;
    tab_snapshot *before;
    if ((s = tab_game_snapshot(g, &before)) != TAB_OK) {
        tabi_runtime_close_lua(g, rt);
        return s;
    }
    lua_getfield(L, LUA_REGISTRYINDEX, "tabula.start");
    uint32_t failures = g->alloc_failures;
    s = create_game_state(g, rt, lua_tostring(L, -1));
    lua_pop(L, 1);
    if (s != TAB_OK) {
        /* A name that could not be interned: out of memory when the
         * allocator failed, else a bad name (an option's, the start's). */
        if (s == TAB_EINVAL && g->alloc_failures != failures) {
            s = TAB_ENOMEM;
        } else if (s == TAB_EINVAL) {
            char msg[sizeof g->err];
            snprintf(msg, sizeof msg, "%s", tab_game_error(g));
            s = tabi_fail(g, TAB_EINVAL, "tab_game_start: %s", msg);
        }
        tabi_game_restore(g, before);
        tab_snapshot_free(before);
        tabi_runtime_close_lua(g, rt);
        return s;
    }
    tab_snapshot_free(before);
    rt->started = 1;
    rt->nanswers = rt->npicks = 0;
    return TAB_OK;
}

void tabi_runtime_drop_step(tab_game *g, tabi_runtime *rt)
{
    if (rt->co_ref != LUA_NOREF) {
        luaL_unref(rt->L, LUA_REGISTRYINDEX, rt->co_ref);
        rt->co_ref = LUA_NOREF;
    }
    g->mid_step = 0;
    g->determinized = 0;
}

tab_status tab_game_restart(tab_game *g, uint64_t seed)
{
    TABI_CHECK_GAME(g);
    tabi_runtime *rt = g->rt;
    if (!rt || !rt->started)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_restart: the game has not started");
    tabi_decision_clear(g, rt);
    tabi_runtime_drop_step(g, rt);
    rt->nanswers = rt->npicks = 0;
    tabi_state_clear(&g->st);
    tabi_state_replaced(g);
    g->seed = seed;
    g->log.begin = g->log.end = 0;
    /* The names the last game made are named by nothing now (the state is
     * gone, content names keys by text): forgotten, so that a worker
     * playing thousands of games with fresh names stays the same size. */
    tabi_atoms_truncate(g, rt->atoms_mark);
    lua_gc(rt->L, LUA_GCCOLLECT);
    /* The same first step the loaded scenario named at its start. */
    lua_getfield(rt->L, LUA_REGISTRYINDEX, "tabula.start");
    tab_status s = create_game_state(g, rt, lua_tostring(rt->L, -1));
    lua_pop(rt->L, 1);
    if (s != TAB_OK) {
        tabi_state_clear(&g->st);
        tabi_state_replaced(g);
        rt->started = 0;
        return s == TAB_EINVAL ? tabi_fail(g, TAB_ENOMEM, "tab_game_restart: out of memory") : s;
    }
    return TAB_OK;
}

/* ---- Running ----------------------------------------------------------------- */

/* Takes the next step off the agenda into a new coroutine, referenced by
 * rt->co_ref, with run_step, g, name and args on its stack. Protected (arg
 * 1 is g); returns the number of values after run_step, or 0 when the
 * agenda is empty (message set). */
static int prepare_step(lua_State *L)
{
    tab_game *g = lua_touserdata(L, 1);
    tabi_runtime *rt = g->rt;
    tab_id step = tab_zone_at(g, rt->agenda, 0);
    if (!step) {
        tabi_fail(g, TAB_ESCRIPT, "the rules ran out of steps before the game finished "
                  "(no step was pushed and g:finish was not called)");
        lua_pushinteger(L, 0);
        return 1;
    }
    /* A coroutine that finished its step is as good as new (its stack is
     * empty): reusing it saves making one and collecting it per step. */
    lua_State *co;
    if (rt->spare_ref != LUA_NOREF) {
        rt->co_ref = rt->spare_ref;
        rt->spare_ref = LUA_NOREF;
        lua_rawgeti(L, LUA_REGISTRYINDEX, rt->co_ref);
        co = lua_tothread(L, -1);
        lua_pop(L, 1);
    } else {
        co = lua_newthread(L);
        rt->co_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    }
    tab_value name;
    tab_entity_get(g, step, tabi_atom_literal_find(g, "step"), &name);
    int64_t argc64 = tab_entity_get_int(g, step, tabi_atom_literal_find(g, "argc"), 0);
    /* The count comes from the state, which a save may have forged: never
     * more values than were pushed (found by the save fuzzer). */
    if (argc64 < 0 || argc64 > TABI_MAX_STEP_ARGS) {
        tabi_fail(g, TAB_ESCRIPT, "a step on the agenda has %lld arguments (0 to %d): the "
                  "state is not one the rules made", (long long)argc64, TABI_MAX_STEP_ARGS);
        lua_pushinteger(L, 0);
        return 1;
    }
    int argc = (int)argc64;
    lua_rawgetp(co, LUA_REGISTRYINDEX, &internal_key);
    lua_getfield(co, -1, "run_step");
    lua_remove(co, -2);
    lua_rawgetp(co, LUA_REGISTRYINDEX, &tabi_rules_game_key);
    lua_pushstring(co, name.type == TAB_VATOM ? tab_atom_str(g, name.as.atom) : "?");
    for (int i = 1; i <= argc; i++) {
        tab_value v = {TAB_VNONE, {0}};
        tab_entity_get(g, step, tabi_atom_literal_find(g, tabi_step_arg_keys[i - 1]), &v);
        tabi_lua_pushvalue(co, g, v);
    }
    tab_entity_free(g, step);
    lua_pushinteger(L, 2 + argc);
    return 1;
}

/* Pushes the answers of the pending decision onto the step coroutine as
 * choose returns them. Protected (arg 1 is g, arg 2 the coroutine). */
static int prepare_answers(lua_State *L)
{
    tab_game *g = lua_touserdata(L, 1);
    lua_State *co = lua_tothread(L, 2);
    struct tab_decision *d = &g->rt->decision;
    int single = d->min == 1 && d->max == 1;
    if (d->nplayers > 1)
        lua_createtable(co, 0, (int)d->nplayers);
    for (uint32_t p = 0; p < d->nplayers; p++) {
        if (d->nplayers > 1)
            lua_pushinteger(co, d->players[p]);
        if (single) {
            lua_pushinteger(co, (lua_Integer)d->picks[p][0] + 1);
        } else {
            lua_createtable(co, (int)d->npicks[p], 0);
            for (uint32_t i = 0; i < d->npicks[p]; i++) {
                lua_pushinteger(co, (lua_Integer)d->picks[p][i] + 1);
                lua_rawseti(co, -2, (lua_Integer)i + 1);
            }
        }
        if (d->nplayers > 1)
            lua_rawset(co, -3);
    }
    return 0;
}

/* Runs f(g, extra) in protected mode on the main thread; returns its
 * integer result, or -1 with the message set when it failed. */
int tabi_runtime_protected(tab_game *g, lua_CFunction f, lua_State *extra)
{
    lua_State *L = g->rt->L;
    lua_pushcfunction(L, f);
    lua_pushlightuserdata(L, g);
    if (extra)
        lua_pushthread(extra), lua_xmove(extra, L, 1);
    else
        lua_pushnil(L);
    if (lua_pcall(L, 2, 1, 0) != LUA_OK) {
        lua_pop(L, 1);
        return -1;
    }
    int r = (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
    return r;
}

/* Puts the state back to the checkpoint after a failed step and drops the
 * answers given since. */
static void roll_back(tab_game *g, tabi_runtime *rt)
{
    char msg[sizeof g->err];
    memcpy(msg, g->err, sizeof msg);
    if (rt->checkpoint)
        tabi_game_restore(g, rt->checkpoint);
    memcpy(g->err, msg, sizeof msg);
    rt->nanswers = rt->checkpoint_answer;
    rt->npicks = rt->nanswers ? rt->answers[rt->nanswers - 1].off + rt->answers[rt->nanswers - 1].n : 0;
    tabi_decision_clear(g, rt);
    tabi_runtime_drop_step(g, rt);
    lua_gc(rt->L, LUA_GCCOLLECT);
}

/* Appends the coroutine's traceback to the game's message. Protected. */
static int traceback(lua_State *L)
{
    tab_game *g = lua_touserdata(L, 1);
    luaL_traceback(L, lua_tothread(L, 2), NULL, 0);
    size_t used = strlen(g->err);
    snprintf(g->err + used, sizeof g->err - used, "\n%s", lua_tostring(L, -1));
    return 0;
}

/* Checks that the step kept no state in content locals. */
static int verify_frozen(lua_State *L)
{
    return tabi_freeze_verify(L);
}

/* Resumes the step coroutine with nargs values on its stack: TAB_OK when
 * the step finished, TAB_DECISION when it waits, an error otherwise. */
tab_status tabi_runtime_resume(tab_game *g, tabi_runtime *rt, lua_State *co, int nargs)
{
    rt->running = co;
    tabi_sandbox_hook(co);
    int nres;
    tabi_profile_enter(rt, TAB_PROFILE_RULES, NULL);
    int status = lua_resume(co, rt->L, nargs, &nres);
    tabi_profile_leave(rt, TAB_PROFILE_RULES);
    rt->running = NULL;
    if (status == LUA_YIELD) {
        lua_pop(co, nres);
        if (rt->decision.active)
            return TAB_DECISION;
        if (!tab_entity_has_tag(g, rt->game_entity, tabi_atom_literal_find(g, "tabula.over"))) {
            tabi_fail(g, TAB_ESCRIPT, "a step yielded without asking for a decision "
                      "(coroutine.yield outside a coroutine of its own)");
            return TAB_ESCRIPT;
        }
        /* g:finish ended the step where it stood (rules.c): the coroutine,
         * emptied, is as good as one that returned. */
        rt->running = co;
        lua_resetthread(co); /* a to-be-closed variable's error is dropped */
        lua_settop(co, 0);
        rt->running = NULL;
    } else if (status != LUA_OK) {
        tab_status s = tabi_runtime_error(g, co, status);
        tabi_runtime_protected(g, traceback, co); /* without room for it, the message alone */
        /* Content locals the failed step changed go back as they were
         * loaded (their change is the step's own error, or beside it). */
        lua_pushcfunction(rt->L, verify_frozen);
        if (lua_pcall(rt->L, 0, 0, 0) != LUA_OK)
            lua_pop(rt->L, 1);
        return s;
    } else {
        lua_pop(co, nres);
    }
    if (!rt->watched) /* no content local can be assigned: nothing to check */
        return TAB_OK;
    lua_pushcfunction(rt->L, verify_frozen);
    tabi_profile_enter(rt, TAB_PROFILE_FREEZE, NULL);
    int frozen = lua_pcall(rt->L, 0, 0, 0);
    tabi_profile_leave(rt, TAB_PROFILE_FREEZE);
    if (frozen != LUA_OK) {
        tabi_fail(g, TAB_ESCRIPT, "%s", lua_tostring(rt->L, -1));
        lua_pop(rt->L, 1);
        return TAB_ESCRIPT;
    }
    return TAB_OK;
}

static int game_over(tab_game *g, tabi_runtime *rt)
{
    return tab_entity_has_tag(g, rt->game_entity, tabi_atom_literal_find(g, "tabula.over"));
}

/* TAB_DECISION, or TAB_ELIMIT once the game has had the answers its host
 * allowed (TAB_LIMIT_DECISIONS): the decision stays pending. */
static tab_status decision_or_limit(tab_game *g, const tabi_runtime *rt)
{
    if (rt->decision_limit && rt->nanswers >= rt->decision_limit)
        return tabi_fail(g, TAB_ELIMIT, "the game reached its limit of %llu decisions "
                         "(tab_game_set_limit, TAB_LIMIT_DECISIONS) without ending",
                         (unsigned long long)rt->decision_limit);
    return TAB_DECISION;
}

static tab_status run_steps(tab_game *g)
{
    TABI_CHECK_GAME(g);
    tabi_runtime *rt = g->rt;
    if (!rt || !rt->started)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_run: the game has not started (tab_game_start)");
    struct tab_decision *d = &rt->decision;
    for (long steps = 0; steps < MAX_STEPS_PER_RUN; steps++) {
        lua_State *co;
        int nargs;
        if (d->active) {
            for (uint32_t p = 0; p < d->nplayers; p++)
                if (!d->answered[p])
                    return decision_or_limit(g, rt);
            lua_rawgeti(rt->L, LUA_REGISTRYINDEX, rt->co_ref);
            co = lua_tothread(rt->L, -1);
            lua_pop(rt->L, 1);
            int before = lua_gettop(co);
            tabi_profile_enter(rt, TAB_PROFILE_ANSWER_PASS, NULL);
            int passed = tabi_runtime_protected(g, prepare_answers, co);
            tabi_profile_leave(rt, TAB_PROFILE_ANSWER_PASS);
            if (passed < 0) {
                tabi_fail(g, TAB_ENOMEM, "out of memory passing answers to the rules");
                roll_back(g, rt);
                return TAB_ENOMEM;
            }
            nargs = lua_gettop(co) - before;
            tabi_decision_clear(g, rt);
        } else {
            if (game_over(g, rt))
                return TAB_DONE;
            /* A checkpoint: no rule is suspended. */
            tabi_profile_enter(rt, TAB_PROFILE_CHECKPOINT, NULL);
            tab_status s = tabi_snapshot_owned(g, g, &rt->checkpoint);
            tabi_profile_leave(rt, TAB_PROFILE_CHECKPOINT);
            if (s != TAB_OK)
                return s;
            rt->checkpoint_answer = rt->nanswers;
            rt->pushed = 0;
            g->determinized = 0; /* this checkpoint is the position again */
            tabi_profile_enter(rt, TAB_PROFILE_STEP_SETUP, NULL);
            nargs = tabi_runtime_protected(g, prepare_step, NULL);
            tabi_profile_leave(rt, TAB_PROFILE_STEP_SETUP);
            if (nargs <= 0) {
                if (nargs < 0)
                    tabi_fail(g, TAB_ENOMEM, "out of memory starting a step");
                roll_back(g, rt);
                return nargs < 0 ? TAB_ENOMEM : TAB_ESCRIPT;
            }
            lua_rawgeti(rt->L, LUA_REGISTRYINDEX, rt->co_ref);
            co = lua_tothread(rt->L, -1);
            lua_pop(rt->L, 1);
        }
        tab_status s = tabi_runtime_resume(g, rt, co, nargs);
        if (s == TAB_DECISION) {
            g->mid_step = 1;
            return decision_or_limit(g, rt);
        }
        if (s != TAB_OK) {
            roll_back(g, rt);
            return s;
        }
        rt->spare_ref = rt->co_ref;
        rt->co_ref = LUA_NOREF;
        g->mid_step = 0;
    }
    return tabi_fail(g, TAB_ELIMIT, "the rules took %d steps without a decision; stopped",
                     MAX_STEPS_PER_RUN);
}

tab_status tab_game_run(tab_game *g)
{
    /* profile: the step loop's own time is what the phases inside leave */
    if (!g || !g->rt)
        return run_steps(g);
    tabi_profile_enter(g->rt, TAB_PROFILE_RUN, NULL);
    tab_status s = run_steps(g);
    tabi_profile_leave(g->rt, TAB_PROFILE_RUN);
    return s;
}

tab_status tabi_runtime_call(tab_game *g, lua_CFunction f, void *arg)
{
    tabi_runtime *rt = g->rt;
    lua_State *L = rt->L;
    /* The handler names the file and line of an error that does not (a
     * bot's error({})): the stack is gone once pcall returns. */
    lua_pushcfunction(L, tabi_sandbox_msgh);
    int handler = lua_gettop(L);
    lua_pushcfunction(L, f);
    lua_pushlightuserdata(L, g);
    lua_pushlightuserdata(L, arg);
    /* A run of its own from now: the time a person took to answer, or the
     * host's own work since the last step, is not the script's. */
    tabi_sandbox_hook(L);
    rt->running = L;
    int status = lua_pcall(L, 2, 0, handler);
    rt->running = NULL;
    if (status == LUA_OK) {
        lua_pop(L, 1);
        return TAB_OK;
    }
    tab_status s = tabi_runtime_error(g, L, status);
    lua_pop(L, 2);
    return s;
}

void tabi_runtime_push_internal(lua_State *L, const char *name)
{
    lua_rawgetp(L, LUA_REGISTRYINDEX, &internal_key);
    lua_getfield(L, -1, name);
    lua_remove(L, -2);
}

tab_status tab_game_set_print(tab_game *g, tab_print_fn fn, void *ud)
{
    TABI_CHECK_GAME(g);
    tabi_runtime *rt = tabi_runtime_of(g);
    if (!rt)
        return TAB_ENOMEM;
    rt->print = fn;
    rt->print_ud = ud;
    return TAB_OK;
}

tab_status tab_game_viewer_hint(tab_game *g, uint32_t i, const char **key, const char **text)
{
    TABI_CHECK_GAME(g);
    if (!key || !text)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_viewer_hint: NULL argument");
    *key = *text = NULL;
    tabi_runtime *rt = g->rt;
    if (!rt || !rt->started || !rt->L)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_viewer_hint: the game has not started");
    lua_State *L = rt->L;
    int top = lua_gettop(L);
    /* Key, text, key, text...: strings the registry holds while the
     * content is loaded, so the pointers stay valid as long. */
    if (lua_getfield(L, LUA_REGISTRYINDEX, "tabula.viewer") == LUA_TTABLE &&
        lua_rawgeti(L, -1, 2 * (lua_Integer)i + 1) == LUA_TSTRING &&
        lua_rawgeti(L, -2, 2 * (lua_Integer)i + 2) == LUA_TSTRING) {
        *key = lua_tostring(L, -2);
        *text = lua_tostring(L, -1);
    }
    lua_settop(L, top);
    return *key ? TAB_OK : TAB_ENOTFOUND;
}
