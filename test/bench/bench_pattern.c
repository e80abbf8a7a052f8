/* bench_pattern.c - nanoseconds per call of typical patterns, stock string
 * library against the sandbox's bounded one, and their ratio. */
#include "bench.h" /* first: it sets _POSIX_C_SOURCE */

#include <string.h>

#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>

#include "lua/pattern.h"

/* Each case: a name, and a Lua loop body over f (the library's function),
 * s and p (the subject and pattern) run n times. */
typedef struct bcase {
    const char *name;
    const char *fn;
    const char *subject; /* Lua expression */
    const char *pattern;
    const char *extra;   /* more arguments as Lua source, or "" */
} bcase;

static const bcase cases[] = {
    {"match key=value", "match", "'health = 12'", "^(%w+)%s*=%s*(%w+)$", ""},
    {"match trim", "match", "'   trim me please   '", "^%s*(.-)%s*$", ""},
    {"find plain word", "find", "'the quick brown fox jumps over the lazy dog'", "lazy", ""},
    {"find class, 1 KB miss", "find", "('abc '):rep(256)", "%d+", ""},
    {"gsub words", "gsub", "'hello world from the rules engine'", "%w+", ", '<%0>'"},
    {"gsub function", "gsub", "'$hp of $name'", "%$(%w+)",
     ", function(k) return k end"},
    {"gmatch words", "gmatch", "'hello world from the rules engine'", "%a+", ""},
    {"match frontier", "match", "'THE (quick) fox'", "%f[%a]%a+%f[%A]", ""},
    {"match balanced", "match", "'call(a, (b + c), d) rest'", "%b()", ""},
};

/* Seconds per call of lib.fn over the case, calling it n times from Lua. */
static double time_calls(lua_State *L, const char *lib, const bcase *c, long n)
{
    char code[1024];
    double t0;
    const char *loop = strcmp(c->fn, "gmatch") == 0
        ? "for _ = 1, n do for _ in f(s, p%s) do end end"
        : "for _ = 1, n do f(s, p%s) end";
    char body[256];
    snprintf(body, sizeof body, loop, c->extra);
    snprintf(code, sizeof code,
             "local f, s, p, n = %s.%s, %s, '%s', %ld\n%s",
             lib, c->fn, c->subject, c->pattern, n, body);
    if (luaL_loadstring(L, code) != LUA_OK) {
        fprintf(stderr, "bench_pattern: %s\n", lua_tostring(L, -1));
        return -1;
    }
    t0 = bench_clock();
    if (lua_pcall(L, 0, 0, 0) != LUA_OK) {
        fprintf(stderr, "bench_pattern: %s\n", lua_tostring(L, -1));
        return -1;
    }
    return (bench_clock() - t0) / (double)n;
}

int main(void)
{
    lua_State *L = luaL_newstate();
    if (!L)
        return 1;
    luaL_openlibs(L);
    tabi_lua_patterns_open(L, TABI_PATTERN_DEFAULT_BUDGET);
    lua_setglobal(L, "P");
    bench_group("runtime");
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const bcase *c = &cases[i];
        char name[96];
        long n = 20000;
        double t;
        /* Grow n until a run takes 50 ms; then runs of each alternating, so
         * a busy machine skews neither side. */
        bench_loop l = bench_loop_start(0.05);
        while ((t = time_calls(L, "string", c, n)) >= 0 && t * (double)n < l.seconds)
            n *= 2;
        bench_series stock = {0}, ours = {0};
        while (t >= 0 && bench_loop_next(&l)) {
            if ((t = time_calls(L, "P", c, n)) >= 0)
                bench_series_add(&ours, &l, 1.0 / t);
            if (t >= 0 && (t = time_calls(L, "string", c, n)) >= 0)
                bench_series_add(&stock, &l, 1.0 / t);
        }
        if (t < 0) {
            lua_close(L);
            return 1;
        }
        snprintf(name, sizeof name, "pattern %s: stock", c->name);
        bench_time_figure(name, "ns/call", 1e9, &stock);
        snprintf(name, sizeof name, "pattern %s: bounded", c->name);
        bench_time_figure(name, "ns/call", 1e9, &ours);
        snprintf(name, sizeof name, "pattern %s: bounded time / stock time", c->name);
        bench_ratio_figure(name, &stock, &ours);
    }
    /* What a bomb costs before it stops: the whole default budget. */
    {
        const char *bomb = "local s = ('a'):rep(3e4)\n"
                           "for _ = 1, 5 do assert(not pcall(P.find, s, '.-.-.-.-x')) end";
        double t0 = bench_clock();
        if (luaL_dostring(L, bomb) != LUA_OK) {
            fprintf(stderr, "bench_pattern: %s\n", lua_tostring(L, -1));
            lua_close(L);
            return 1;
        }
        bench_report("pattern: backtracking bomb to the default budget",
                     (bench_clock() - t0) / 5 * 1e3, "ms");
    }
    lua_close(L);
    return 0;
}
