/* sandbox.c - the environment content runs in, and its limits. Built from
 * explicit lists: no io, os, package, debug, load, string.dump,
 * collectgarbage or math.random. An instruction budget, a memory cap and a
 * time guard that pcall cannot swallow; errors that always name the content
 * file and line. The bounded and deterministic library functions are in
 * sandbox_lib.c. */
#define _POSIX_C_SOURCE 200809L
#include <lauxlib.h>
#include <lualib.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "pattern.h"
#include "profile.h"
#include "runtime.h"
#include "sandbox.h"

/* Instructions between two looks of the hook. */
#define HOOK_COUNT 1000
/* Instructions charged per protected call, so nested pcall bombs end fast. */
#define PCALL_COST 1000
/* Stack levels searched for the content frame an error is about. */
#define WHERE_LEVELS 1000
/* The time guard catches what the instruction budget cannot: an operation
 * that one instruction makes slow (comparing two long strings). It is a
 * last resort, never the judge of an ordinary run: it fires only once a
 * run has taken longer than INSTRUCTIONS_PER_SECOND allows for its budget
 * (default 50M instructions, 5 seconds) *and* its instructions went by
 * slower than MIN_INSTRUCTIONS_PER_MS, far below any interpreter's pace
 * (even under sanitizers on a loaded machine). A run that only executes
 * instructions therefore always ends on the budget, which is the same on
 * every machine. */
#define INSTRUCTIONS_PER_SECOND 10000000u
#define MIN_INSTRUCTIONS_PER_MS 1000u

tabi_runtime *tabi_sandbox_runtime(lua_State *L)
{
    void *ud;
    lua_getallocf(L, &ud);
    return ((tab_game *)ud)->rt;
}

/* ---- Where errors happen ------------------------------------------------- */

int tabi_sandbox_where(lua_State *L, char *buf, size_t size)
{
    lua_Debug ar;
    for (int level = 0; level < WHERE_LEVELS && lua_getstack(L, level, &ar); level++) {
        /* "Sl" reads the frame only: safe inside the allocator too. */
        if (lua_getinfo(L, "Sl", &ar) && ar.source && ar.source[0] == '@' &&
            ar.currentline > 0) {
            snprintf(buf, size, "%s:%d: ", ar.short_src, ar.currentline);
            return 1;
        }
    }
    if (size)
        buf[0] = '\0';
    return 0;
}

int tabi_sandbox_has_where(const char *msg)
{
    /* "name:123:" where name is not the prelude (an error the prelude raised
     * on content's behalf still needs content's position). */
    const char *p = msg;
    if (strncmp(msg, "prelude:", 8) == 0)
        return 0;
    while (*p && *p != ':' && *p != '\n')
        p++;
    if (p == msg || *p != ':' || p[1] < '0' || p[1] > '9')
        return 0;
    for (p++; *p >= '0' && *p <= '9'; p++)
        ;
    return *p == ':';
}

int tabi_sandbox_error(lua_State *L, const char *fmt, ...)
{
    char where[256];
    tabi_sandbox_where(L, where, sizeof where);
    va_list ap;
    va_start(ap, fmt);
    lua_pushstring(L, where);
    lua_pushvfstring(L, fmt, ap);
    va_end(ap);
    lua_concat(L, 2);
    return lua_error(L);
}

/* Pushes what an error value says, as a string naming file and line. */
static void push_error_text(lua_State *L, int idx)
{
    char where[256];
    idx = lua_absindex(L, idx);
    if (lua_type(L, idx) == LUA_TSTRING && tabi_sandbox_has_where(lua_tostring(L, idx))) {
        lua_pushvalue(L, idx);
        return;
    }
    tabi_sandbox_where(L, where, sizeof where);
    switch (lua_type(L, idx)) {
    case LUA_TSTRING:
        lua_pushfstring(L, "%s%s", where, lua_tostring(L, idx));
        break;
    case LUA_TNUMBER: case LUA_TBOOLEAN: case LUA_TNIL:
        /* Plain values print safely; tables are not asked (__tostring is
         * content code, and untrusted). */
        lua_pushfstring(L, "%serror object is a %s value (%s), not a string", where,
                        luaL_typename(L, idx), luaL_tolstring(L, idx, NULL));
        lua_remove(L, -2);
        break;
    default:
        lua_pushfstring(L, "%serror object is a %s value, not a string", where,
                        luaL_typename(L, idx));
    }
}

int tabi_sandbox_msgh(lua_State *L)
{
    push_error_text(L, 1);
    return 1;
}

/* ---- Limits -------------------------------------------------------------- */

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static uint64_t seconds_allowed(const tabi_runtime *rt)
{
    uint64_t s = rt->instruction_limit / INSTRUCTIONS_PER_SECOND;
    return s < 1 ? 1 : s;
}

/* Everything the game owns: kernel state, atoms, the runtime's buffers and
 * the Lua state (all of it goes through the game's allocator). Bounding the
 * total, not a run's growth, is what keeps a game that names a fresh
 * property every step from growing without end across runs. */
static size_t memory_used(lua_State *L)
{
    void *ud;
    lua_getallocf(L, &ud);
    return ((tab_game *)ud)->mem_used;
}

/* Whether the run's instructions went by so slowly that one of them must
 * be doing far more than an instruction's work (see MIN_INSTRUCTIONS_PER_MS). */
static int too_slow(const tabi_runtime *rt)
{
    uint64_t elapsed = now_ns() - rt->run_start_ns;
    if (elapsed <= seconds_allowed(rt) * 1000000000u)
        return 0;
    return rt->instructions < elapsed / 1000000u * MIN_INSTRUCTIONS_PER_MS;
}

static void hook(lua_State *L, lua_Debug *ar);

int tabi_sandbox_out_of_memory(lua_State *L)
{
    void *ud;
    lua_getallocf(L, &ud);
    tab_game *g = ud;
    return g->alloc_failures != g->rt->failures_seen;
}

/* Raises the limit error. The message is made once, where the limit
 * tripped; every later raise (each pcall on the way out re-raises, so that
 * none can swallow it) pushes the same text and re-arms the hook only on a
 * thread that is not armed yet: unwinding stays linear in the frames it
 * leaves, however deep the protected calls nest. */
static int raise_limit(lua_State *L, tabi_runtime *rt)
{
    /* From now on the hook fires on every instruction, so whatever code
     * catches this error is out within one instruction. */
    if (lua_gethookcount(L) != 1 || lua_gethook(L) != hook)
        lua_sethook(L, hook, LUA_MASKCOUNT, 1);
    if (!rt->limit_msg[0]) {
        char where[256];
        tabi_sandbox_where(L, where, sizeof where);
        switch (rt->tripped) {
        case 4:
            snprintf(rt->limit_msg, sizeof rt->limit_msg, "%sout of memory (the allocator "
                     "failed)", where);
            break;
        case 2:
            snprintf(rt->limit_msg, sizeof rt->limit_msg, "%smemory limit exceeded (%zu bytes)",
                     where, rt->memory_limit);
            break;
        case 3:
            snprintf(rt->limit_msg, sizeof rt->limit_msg, "%stime limit exceeded (%llu s for "
                     "%llu instructions: an operation took far longer than its instructions)",
                     where, (unsigned long long)seconds_allowed(rt),
                     (unsigned long long)rt->instruction_limit);
            break;
        default:
            snprintf(rt->limit_msg, sizeof rt->limit_msg, "%sinstruction limit exceeded "
                     "(%llu instructions)", where, (unsigned long long)rt->instruction_limit);
        }
    }
    lua_pushstring(L, rt->limit_msg);
    return lua_error(L);
}

/* Whether the game is over its memory: garbage counts only until it is
 * collected, so collect first (and charge the collection's work). */
static int over_memory(lua_State *L, tabi_runtime *rt)
{
    if (memory_used(L) <= rt->memory_limit)
        return 0;
    lua_gc(L, LUA_GCCOLLECT);
    rt->instructions += rt->lua_memory >> 6;
    return memory_used(L) > rt->memory_limit;
}

static void hook(lua_State *L, lua_Debug *ar)
{
    (void)ar;
    tabi_runtime *rt = tabi_sandbox_runtime(L);
    /* profile: a sample at every look, the looks as often as it asks */
    uint32_t count = rt->prof ? tabi_profile_interval_of(rt->prof) : HOOK_COUNT;
    if (rt->prof && !rt->tripped)
        tabi_profile_sample(rt->prof, L);
    if (!rt->tripped) {
        rt->instructions += (uint64_t)lua_gethookcount(L);
        if (tabi_sandbox_out_of_memory(L))
            rt->tripped = 4;
        else if (rt->instructions > rt->instruction_limit)
            rt->tripped = 1;
        else if (over_memory(L, rt))
            rt->tripped = 2;
        else if (too_slow(rt))
            rt->tripped = 3;
        else if (lua_gethookcount(L) != (int)count)
            lua_sethook(L, hook, LUA_MASKCOUNT, (int)count); /* the allocator asked for a look */
    }
    if (rt->tripped)
        raise_limit(L, rt);
}

void tabi_sandbox_begin_run(tab_game *g)
{
    tabi_runtime *rt = g->rt;
    rt->failures_seen = g->alloc_failures;
    rt->instructions = 0;
    rt->tripped = 0;
    rt->run_start_ns = now_ns();
    rt->limit_where[0] = '\0';
    rt->limit_msg[0] = '\0';
}

void tabi_sandbox_hook(lua_State *L)
{
    void *ud;
    lua_getallocf(L, &ud);
    tabi_runtime *rt = ((tab_game *)ud)->rt;
    tabi_sandbox_begin_run(ud);
    lua_sethook(L, hook, LUA_MASKCOUNT,
                rt->prof ? (int)tabi_profile_first_count(rt->prof) : HOOK_COUNT);
}

void tabi_sandbox_arm(lua_State *co)
{
    tabi_runtime *rt = tabi_sandbox_runtime(co);
    lua_sethook(co, hook, LUA_MASKCOUNT,
                rt->prof ? (int)tabi_profile_interval_of(rt->prof) : HOOK_COUNT);
}

void tabi_sandbox_charge(lua_State *L, tabi_runtime *rt, uint64_t n)
{
    rt->instructions += n;
    if (!rt->tripped && rt->instructions > rt->instruction_limit)
        rt->tripped = 1;
    if (rt->tripped)
        raise_limit(L, rt);
}

/* ---- Protected calls -------------------------------------------------------- */

/* After a protected call fails: a limit error goes on up, whatever the
 * script wanted, raised afresh here so it names this file and line even
 * when the error that came back is "error in error handling". */
static int finish_pcall(lua_State *L, int status, lua_KContext extra)
{
    tabi_runtime *rt = tabi_sandbox_runtime(L);
    if (status != LUA_OK && status != LUA_YIELD) {
        if (!rt->tripped && tabi_sandbox_out_of_memory(L))
            rt->tripped = 4; /* the error came of a failed allocation */
        if (rt->tripped)
            return raise_limit(L, rt);
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int)extra;
}

static int l_pcall(lua_State *L)
{
    luaL_checkany(L, 1);
    tabi_sandbox_charge(L, tabi_sandbox_runtime(L), PCALL_COST);
    lua_pushboolean(L, 1);
    lua_insert(L, 1);
    int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, finish_pcall);
    return finish_pcall(L, status, 0);
}

/* xpcall's message handler around content's. Once a limit tripped, the
 * error comes from inside the hook, and Lua calls the handler before
 * unwinding with hooks still off (they come back at the pcall): content's
 * handler would run unwatched, so it is not called at all. */
static int xpcall_handler(lua_State *L)
{
    if (tabi_sandbox_runtime(L)->tripped)
        return 1;
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

static int l_xpcall(lua_State *L)
{
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    tabi_sandbox_charge(L, tabi_sandbox_runtime(L), PCALL_COST);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, xpcall_handler, 1);
    lua_replace(L, 2);
    lua_pushboolean(L, 1);
    lua_pushvalue(L, 1);
    lua_rotate(L, 3, 2);
    int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, finish_pcall);
    return finish_pcall(L, status, 2);
}

/* ---- Coroutines ------------------------------------------------------------ */

int tabi_sandbox_is_main(lua_State *L, lua_State *co)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_MAINTHREAD);
    int main = lua_tothread(L, -1) == co;
    lua_pop(L, 1);
    return main;
}

/* coroutine.close, refusing the main thread: content meets it as
 * coroutine.running() while loading, and between runs it looks dead, so
 * the stock close would reset the stack the host is using. */
static int l_close(lua_State *L)
{
    lua_State *co = lua_tothread(L, 1);
    luaL_argexpected(L, co, 1, "coroutine");
    if (tabi_sandbox_is_main(L, co))
        return tabi_sandbox_error(L, "the main thread cannot be closed");
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

void tabi_sandbox_coroutine_lib(lua_State *L)
{
    static const char *const names[] = {"create", "status", "running", "isyieldable", "yield",
                                        NULL};
    luaL_requiref(L, LUA_COLIBNAME, luaopen_coroutine, 0);
    lua_newtable(L);
    for (int i = 0; names[i]; i++) {
        lua_getfield(L, -2, names[i]);
        lua_setfield(L, -2, names[i]);
    }
    lua_getfield(L, -2, "close");
    lua_pushcclosure(L, l_close, 1);
    lua_setfield(L, -2, "close");
    lua_remove(L, -2);
}

/* ---- Source checks ------------------------------------------------------------ */

/* The level of the long bracket opening at s[i] ('[' '='* '['), or -1. */
static long long_bracket(const char *s, size_t len, size_t i)
{
    size_t j = i + 1;
    while (j < len && s[j] == '=')
        j++;
    return j < len && s[j] == '[' ? (long)(j - i - 1) : -1;
}

/* The index after the long string or comment of the given level at s[i]. */
static size_t skip_long(const char *s, size_t len, size_t i, long level)
{
    for (i += (size_t)level + 2; i < len; i++) {
        if (s[i] != ']')
            continue;
        size_t j = i + 1;
        while (j < len && s[j] == '=')
            j++;
        if (j < len && s[j] == ']' && (long)(j - i - 1) == level)
            return j + 1;
    }
    return len;
}

/* The index of the next token at or after i: past white space (Lua's:
 * \v and \f too) and comments. */
static size_t skip_space(const char *s, size_t len, size_t i)
{
    for (;;) {
        while (i < len && s[i] && strchr(" \t\n\r\v\f", s[i]))
            i++;
        if (i + 1 < len && s[i] == '-' && s[i + 1] == '-') {
            long level = i + 2 < len && s[i + 2] == '[' ? long_bracket(s, len, i + 2) : -1;
            if (level >= 0) {
                i = skip_long(s, len, i + 2, level);
            } else {
                while (i < len && s[i] != '\n' && s[i] != '\r')
                    i++;
            }
            continue;
        }
        return i;
    }
}

static int is_name_char(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* The token at or after i: its start in *start, its end returned (len at
 * the end of the source). Strings and long strings are one token each. */
static size_t next_token(const char *s, size_t len, size_t i, size_t *start)
{
    i = skip_space(s, len, i);
    *start = i;
    if (i >= len)
        return len;
    char c = s[i];
    if (c == '"' || c == '\'') {
        for (i++; i < len && s[i] != c && s[i] != '\n' && s[i] != '\r'; i++)
            if (s[i] == '\\')
                i++;
        return i < len ? i + 1 : len;
    }
    if (c == '[' && long_bracket(s, len, i) >= 0)
        return skip_long(s, len, i, long_bracket(s, len, i));
    if (is_name_char(c)) {
        while (i < len && is_name_char(s[i]))
            i++;
        return i;
    }
    return i + 1;
}

static int token_is(const char *s, size_t start, size_t end, const char *word)
{
    size_t n = strlen(word);
    return end - start == n && memcmp(s + start, word, n) == 0;
}

const char *tabi_sandbox_find_close(const char *s, size_t len)
{
    /* Tokens as Lua's lexer reads them, so no spacing, line break or
     * comment between '<', 'close' and '>' hides the attribute. */
    size_t start, end, i = 0, a, b;
    while ((end = next_token(s, len, i, &start)) > start) {
        if (token_is(s, start, end, "<")) {
            size_t e1 = next_token(s, len, end, &a);
            size_t e2 = next_token(s, len, e1, &b);
            if (token_is(s, a, e1, "close") && token_is(s, b, e2, ">"))
                return s + start;
        }
        i = end;
    }
    return NULL;
}

const char *tabi_sandbox_find_deep(const char *s, size_t len, int depth)
{
    static const char *const open[] = {"(", "{", "[", "function", "do", "if", "repeat", NULL};
    static const char *const close[] = {")", "}", "]", "end", "until", NULL};
    size_t start, end, i = 0;
    int d = 0;
    while ((end = next_token(s, len, i, &start)) > start) {
        for (int k = 0; open[k]; k++)
            if (token_is(s, start, end, open[k]) && ++d > depth)
                return s + start;
        for (int k = 0; close[k]; k++)
            if (token_is(s, start, end, close[k]))
                d--;
        i = end;
    }
    return NULL;
}

/* ---- Building the environment ------------------------------------------------ */

/* Copies the named fields of the library table on the top of the stack into
 * a new table, which replaces it. */
static void pick(lua_State *L, const char *const *names)
{
    lua_newtable(L);
    for (int i = 0; names[i]; i++) {
        lua_getfield(L, -2, names[i]);
        lua_setfield(L, -2, names[i]);
    }
    lua_remove(L, -2);
}

/* The stock library table; luaL_requiref caches it under its own name in
 * the (unreachable) loaded table, so each opens once per state. */
static void open_lib(lua_State *L, const char *name, lua_CFunction open)
{
    luaL_requiref(L, name, open, 0);
}

void tabi_sandbox_open(lua_State *L, tabi_runtime *rt)
{
    lua_newtable(L);
    int env = lua_gettop(L);

    static const char *const base[] = {"assert", "error", "ipairs", "tonumber", "type",
                                       "rawequal", "getmetatable", "_VERSION", NULL};
    lua_pushglobaltable(L);
    luaL_requiref(L, "_G", luaopen_base, 0);
    lua_pop(L, 1);
    for (int i = 0; base[i]; i++) {
        lua_getfield(L, -1, base[i]);
        lua_setfield(L, env, base[i]);
    }
    lua_getfield(L, -1, "select");
    tabi_sandbox_lib_charged(L);
    lua_setfield(L, env, "select");
    lua_pop(L, 1);
    static const luaL_Reg protected_calls[] = {
        {"pcall", l_pcall}, {"xpcall", l_xpcall}, {NULL, NULL},
    };
    lua_pushvalue(L, env);
    luaL_setfuncs(L, protected_calls, 0);
    tabi_sandbox_lib_base(L);
    lua_pop(L, 1);

    static const char *const string_names[] = {"byte", "char", "format", "len", "lower",
        "rep", "reverse", "sub", "upper", NULL};
    open_lib(L, "string", luaopen_string);
    pick(L, string_names);
    tabi_sandbox_lib_string(L);
    /* Patterns with a step budget per call, every step also counted as an
     * instruction of the run. */
    tabi_lua_patterns_open_metered(L, TABI_PATTERN_DEFAULT_BUDGET, &rt->instructions);
    tabi_sandbox_lib_patterns(L);
    /* Method calls on strings ("x"):rep(n) must reach these, not the stock
     * functions; the guard keeps scripts from reaching the metatable. */
    lua_pushliteral(L, "");
    lua_createtable(L, 0, 2);
    lua_pushvalue(L, -3);
    lua_setfield(L, -2, "__index");
    lua_pushliteral(L, "string");
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
    lua_pop(L, 1);
    lua_setfield(L, env, "string");

    static const char *const table_names[] = {"move", "pack", NULL};
    open_lib(L, "table", luaopen_table);
    pick(L, table_names);
    tabi_sandbox_lib_table(L);
    lua_setfield(L, env, "table");

    static const char *const math_names[] = {"abs", "ceil", "cos", "deg", "exp", "floor",
        "fmod", "huge", "log", "max", "maxinteger", "min", "mininteger", "modf", "pi", "rad",
        "sin", "sqrt", "tan", "tointeger", "type", "ult", "atan", "asin", "acos", NULL};
    open_lib(L, "math", luaopen_math);
    pick(L, math_names);
    tabi_sandbox_lib_math(L);
    lua_setfield(L, env, "math");

    static const char *const utf8_names[] = {"char", "charpattern", "codes", "codepoint",
                                             "len", "offset", NULL};
    open_lib(L, "utf8", luaopen_utf8);
    pick(L, utf8_names);
    tabi_sandbox_lib_utf8(L);
    lua_setfield(L, env, "utf8");
    lua_settop(L, env);
}
