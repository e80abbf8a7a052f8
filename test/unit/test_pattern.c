/* test_pattern.c - the sandbox's bounded pattern matching against the stock
 * string library in the same lua_State (a case table and seeded random
 * cases), and patterns that would run for hours in stock Lua stopping with
 * "pattern too complex". */
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>

#include "testutil.h"
#include "lua/pattern.h"

/* A Lua state on cmocka's allocator (so a leak fails the test) with the
 * stock libraries and ours as the global P. */
static lua_State *new_lua(lua_Integer budget)
{
    lua_State *L = lua_newstate(test_alloc, NULL);
    assert_non_null(L);
    luaL_openlibs(L);
    assert_int_equal(tabi_lua_patterns_open(L, budget), 1);
    lua_setglobal(L, "P");
    return L;
}

/* Runs code as the chunk "rules.lua"; returns its status and leaves the
 * error message (or nothing) on the stack. */
static int run(lua_State *L, const char *code)
{
    int rc = luaL_loadbufferx(L, code, strlen(code), "=rules.lua", "t");
    if (rc == LUA_OK)
        rc = lua_pcall(L, 0, 0, 0);
    return rc;
}

static void expect_ok(lua_State *L, const char *code)
{
    if (run(L, code) != LUA_OK)
        fail_msg("%s\n  failed: %s", code, lua_tostring(L, -1));
}

/* code must fail with a message containing needle. */
static void expect_error(lua_State *L, const char *code, const char *needle)
{
    const char *msg;
    if (run(L, code) == LUA_OK)
        fail_msg("%s\n  did not fail", code);
    msg = lua_tostring(L, -1);
    if (!msg || !strstr(msg, needle))
        fail_msg("%s\n  failed with '%s', expected '%s'", code, msg ? msg : "?", needle);
    lua_pop(L, 1);
}

/* The differential checker, a Lua function check(fn, ...) that calls
 * string[fn](...) and P[fn](...) and returns nil when every result (values,
 * their types, error messages) is the same, else both results as text.
 * gmatch is run to exhaustion, each iteration's values compared. Argument
 * errors name the function differently ('string.find' vs '?'), so the name
 * is cut from them. */
static const char checker_src[] =
    "local P = P\n"
    "local function show(ok, ...)\n"
    "  local t = {ok and 'ok' or 'error', tostring(select('#', ...))}\n"
    "  for i = 1, select('#', ...) do\n"
    "    local v = select(i, ...)\n"
    "    if type(v) == 'string' then\n"
    "      if not ok then v = v:gsub(\"bad argument #(%d) to '[^']*'\", 'bad argument #%1') end\n"
    "      v = string.format('%q', v)\n"
    "    elseif math.type(v) then v = math.type(v) .. ':' .. tostring(v)\n"
    "    else v = tostring(v) end\n"
    "    t[#t + 1] = v\n"
    "  end\n"
    "  return table.concat(t, ' ')\n"
    "end\n"
    "local function all_of(lib, args)\n"
    "  local out = {}\n"
    "  local ok, err = pcall(function()\n"
    "    local it = lib.gmatch(table.unpack(args, 1, args.n))\n"
    "    for _ = 1, 100 do\n"
    "      local r = table.pack(it())\n"
    "      out[#out + 1] = show(true, table.unpack(r, 1, r.n))\n"
    "      if r.n == 0 then break end\n"
    "    end\n"
    "  end)\n"
    "  if not ok then out[#out + 1] = show(false, err) end\n"
    "  return table.concat(out, ' | ')\n"
    "end\n"
    "return function(fn, ...)\n"
    "  local args = table.pack(...)\n"
    "  local a, b\n"
    "  if fn == 'gmatch' then\n"
    "    a, b = all_of(string, args), all_of(P, args)\n"
    "  else\n"
    "    a = show(pcall(string[fn], table.unpack(args, 1, args.n)))\n"
    "    b = show(pcall(P[fn], table.unpack(args, 1, args.n)))\n"
    "  end\n"
    "  if a ~= b then return 'stock: ' .. a .. '\\n  ours:  ' .. b end\n"
    "end\n";

/* Replacement values the cases use: F (a function) and T (a table), with
 * nil, false and non-string results among them. */
static const char helpers_src[] =
    "F = function(a, b)\n"
    "  if a == 'a' then return nil elseif a == 'b' then return false end\n"
    "  if a == '!' then return {} end\n"
    "  return '<' .. tostring(a) .. ',' .. tostring(b) .. '>'\n"
    "end\n"
    "T = {a = 'A', b = false, ['('] = 7, [')'] = 1.5, [3] = 'three', x = {}}\n";

/* Pushes the checker function. */
static void push_checker(lua_State *L)
{
    expect_ok(L, helpers_src);
    assert_int_equal(luaL_loadbufferx(L, checker_src, sizeof checker_src - 1,
                                      "=checker", "t"), LUA_OK);
    assert_int_equal(lua_pcall(L, 0, 1, 0), LUA_OK);
}

/* Calls the checker (at index checker) with the nargs values on top of the
 * stack; returns the difference (in buf) or NULL. */
static const char *differ(lua_State *L, int checker, int nargs, char *buf, size_t size)
{
    const char *d;
    lua_pushvalue(L, checker);
    lua_insert(L, -nargs - 1);
    if (lua_pcall(L, nargs, 1, 0) != LUA_OK)
        fail_msg("checker failed: %s", lua_tostring(L, -1));
    d = lua_tostring(L, -1);
    if (d)
        snprintf(buf, size, "%s", d);
    lua_pop(L, 1);
    return d ? buf : NULL;
}

/* ---- The case table ------------------------------------------------------ */

/* A function name and its arguments as Lua source; F and T are the
 * replacement helpers above. */
typedef struct pcase {
    const char *fn;
    const char *args;
} pcase;

static const pcase cases[] = {
    /* find: plain, init, anchors */
    {"find", "'hello world', 'o'"},
    {"find", "'hello world', 'o', 6"},
    {"find", "'hello world', 'o', -3"},
    {"find", "'hello world', 'o', -100"},
    {"find", "'hello world', 'o', 0"},
    {"find", "'hello world', 'l+'"},
    {"find", "'hello world', 'xyz'"},
    {"find", "'hello', '', 1"},
    {"find", "'hello', '', 6"},
    {"find", "'hello', '', 7"},
    {"find", "'hello', '', 100"},
    {"find", "'', ''"},
    {"find", "'', 'a'"},
    {"find", "'', '.*'"},
    {"find", "'a.b', '.', 1, true"},
    {"find", "'a.b', '.', 2, true"},
    {"find", "'a+b', 'a+b', 1, true"},
    {"find", "'a+b', 'a+b'"},
    {"find", "'a%b', '%', 1, true"},
    {"find", "'abc', '^b'"},
    {"find", "'abc', '^a'"},
    {"find", "'abc', '^b', 2"},
    {"find", "'abc', 'c$'"},
    {"find", "'abc', 'b$'"},
    {"find", "'a$c', '$c'"},
    {"find", "'a^c', 'a^c'"},
    {"find", "'abc', '^'"},
    {"find", "'abc', '$'"},
    {"find", "'abc', '^$'"},
    {"find", "'', '^$'"},
    {"find", "'hello world', '(o)(r)'"},
    {"find", "'hello world', '()o()'"},
    {"find", "'hello world', 'w(o(r)l)d'"},
    {"find", "'key = value', '(%w+)%s*=%s*(%w+)'"},
    {"find", "'abc', 'b', 1, false"},
    {"find", "'a\\0b', '\\0'"},
    {"find", "'a\\0b', '%z'"},
    {"find", "'a\\0b\\0', '[\\0]', 3"},
    {"find", "'a\\0b', 'b', 1, nil"},
    {"find", "12345, 34"},
    {"find", "'x', 'x', 1.0"},
    {"find", "'abc', 'b', math.maxinteger"},
    {"find", "'abc', 'b', math.mininteger"},
    {"find", "'abc', 'b.', math.mininteger"},
    {"match", "'abc', '.', math.maxinteger"},
    {"match", "'abc', '.', -1"},
    {"match", "'abc', '.$', -2"},
    {"match", "'abc', '^.', -2"},
    /* match: classes */
    {"match", "'hello world', '%a+'"},
    {"match", "'hello world', '%A+'"},
    {"match", "'  trim me  ', '^%s*(.-)%s*$'"},
    {"match", "'abc123def', '%d+'"},
    {"match", "'abc123def', '%D+'"},
    {"match", "'Hello World', '%u%l+'"},
    {"match", "'Hello World', '%L+'"},
    {"match", "'a,b;c', '%p'"},
    {"match", "'a,b;c', '%P+'"},
    {"match", "'tab\\there', '%c'"},
    {"match", "'0x1F', '0x(%x+)'"},
    {"match", "'zz9_', '%w+'"},
    {"match", "'zz9_', '%W'"},
    {"match", "'a b\\tc', '%g+'"},
    {"match", "'a b\\tc', '%G+'"},
    {"match", "'caf\\xe9', '%a+'"},
    {"match", "'caf\\xe9', '[\\x80-\\xff]'"},
    {"match", "'\\xe9', '%W'"},
    {"match", "'100%', '%d+%%'"},
    {"match", "'a.b', '%.'"},
    {"match", "'a.b', 'a%.b'"},
    {"match", "'a-b', 'a%-b'"},
    {"match", "'a]b', '%]'"},
    /* match: sets */
    {"match", "'hello', '[aeiou]+'"},
    {"match", "'hello', '[^aeiou]+'"},
    {"match", "'x-y', '[a-]+'"},
    {"match", "'a-z', '[-a]+'"},
    {"match", "'bcd', '[a-c]+'"},
    {"match", "'x]y', '[]]'"},
    {"match", "'x]y', '[^]]+'"},
    {"match", "'a^b', '[%^]'"},
    {"match", "'a^b', '[b^]+'"},
    {"match", "'abc-', '[%a-]+'"},
    {"match", "'1a-', '[%d-z]+'"},
    {"match", "'%', '[%%]'"},
    {"match", "'[x]', '[[]'"},
    {"match", "'[x]', '%[(.-)%]'"},
    {"match", "'aB1_', '[%w_]+'"},
    {"match", "'aB1_', '[^%l]+'"},
    {"match", "'z', '[z-a]'"},
    {"match", "'-', '[z-a]'"},
    {"match", "'a', '[a]*'"},
    {"match", "'', '[a]*'"},
    /* repetition */
    {"match", "'aaab', 'a*'"},
    {"match", "'aaab', 'a+'"},
    {"match", "'aaab', 'a-b'"},
    {"match", "'aaab', 'a-'"},
    {"match", "'aaab', 'a?a?b'"},
    {"match", "'b', 'a?b'"},
    {"match", "'<a><b>', '<.->'"},
    {"match", "'<a><b>', '<.*>'"},
    {"match", "'aaa', '^(a*)(a)$'"},
    {"match", "'aaa', '^(a-)(a*)$'"},
    {"match", "'xyz', 'x*y+z?'"},
    {"match", "'***', '%*+'"},
    {"match", "'a*', 'a*%*'"},
    {"match", "'+', '+'"},
    {"match", "'-x', '-x'"},
    {"match", "'?', '?'"},
    {"match", "'a', '*'"},
    {"match", "'*a', '*a'"},
    {"match", "'ab', '.-b'"},
    {"match", "'', '.-'"},
    {"match", "'', 'a?'"},
    {"match", "'aaa', 'a-$'"},
    /* captures */
    {"match", "'hello world', '(h)(e)(l)(l)(o)'"},
    {"match", "'hello', '()ll()'"},
    {"match", "'hello', '(()l)'"},
    {"match", "'hello', '((l)(l))'"},
    {"match", "'date: 2024-05-17', '(%d+)-(%d+)-(%d+)'"},
    {"match", "'abcabc', '(abc)%1'"},
    {"match", "'abcabd', '(abc)%1'"},
    {"match", "'xx', '(x)%1'"},
    {"match", "'\"quoted\" rest', '([\"\\'])(.-)%1'"},
    {"match", "'aa', '(a)(%1)'"},
    {"match", "'a', '()%1'"},
    {"match", "'hello', '(h)(.)%2'"},
    {"match", "'hello', '(l+)'"},
    {"match", "'x', '(x)(y?)'"},
    /* %b and %f */
    {"match", "'f(a(b)c) d', '%b()'"},
    {"match", "'f(a(b)c d', '%b()'"},
    {"match", "'{[x]}', '%b[]'"},
    {"match", "'\"ab\"cd\"', '%b\"\"'"},
    {"match", "'(a)(b)', '%b()%b()'"},
    {"match", "'(a)b', '(%b())b'"},
    {"match", "'xy', '%bxy'"},
    {"match", "'the cat sat', '%f[%a]%a+'"},
    {"match", "'THE (quick) fox', '%f[%a]%a+%f[%A]'"},
    {"match", "'hello', '%f[%l]'"},
    {"match", "'hello', '%f[%z]'"},
    {"match", "'hello', '()%f[%z]'"},
    {"match", "'hello', '%f[^%z]()'"},
    {"match", "'aaa bbb', '%f[b]b+'"},
    {"match", "'x1y2', '%f[%d]%d'"},
    /* malformed patterns: same errors, raised lazily as stock does */
    {"find", "'a', 'a%'"},
    {"find", "'b', 'a%'"},
    {"match", "'a', '%'"},
    {"match", "'a', '[a'"},
    {"match", "'a', '[a%'"},
    {"match", "'a', '[^'"},
    {"match", "'a', '['"},
    {"match", "'a', '[]'"},
    {"match", "'a', '%f'"},
    {"match", "'a', '%fa'"},
    {"match", "'a', '%f[a'"},
    {"match", "'a', '%b'"},
    {"match", "'a', '%ba'"},
    {"match", "'a', '%1'"},
    {"match", "'a', '%0'"},
    {"match", "'a', '(a)%2'"},
    {"match", "'a', '(a%1)'"},
    {"match", "'a', '(a'"},
    {"match", "'b', '(a'"},
    {"match", "'a', 'a)'"},
    {"match", "'a', ')'"},
    {"find", "'a', '(a'"},
    {"find", "'a', '()'"},
    {"match", "'a', string.rep('()', 32)"},
    {"match", "'a', string.rep('()', 33)"},
    {"match", "string.rep('a', 300), string.rep('a?', 250)"},
    {"match", "string.rep('a', 300), string.rep('a*', 199)"},
    {"match", "string.rep('a', 300), string.rep('a*', 250)"},
    {"match", "string.rep('a', 300), string.rep('a?', 199)"},
    {"match", "string.rep('a', 300), string.rep('a?', 200)"},
    {"match", "string.rep('a', 300), string.rep('a-', 250)"},
    {"match", "string.rep('a', 10), string.rep('(', 40) .. 'a'"},
    {"find", "'a', 'a', 5"},
    {"find", "'a', '%', 5"},
    {"match", "'a', 'a', 'x'"},
    {"find", "nil, 'a'"},
    {"find", "'a'"},
    {"find", "'a', {}"},
    {"match", "'a', 'a', 1.5"},
    /* gmatch */
    {"gmatch", "'hello world from Lua', '%a+'"},
    {"gmatch", "'from=world, to=Lua', '(%w+)=(%w+)'"},
    {"gmatch", "'abc', ''"},
    {"gmatch", "'abc', '.-'"},
    {"gmatch", "'abc', 'a*'"},
    {"gmatch", "'aXbXc', '[^X]*'"},
    {"gmatch", "'abc', '()'"},
    {"gmatch", "'hello world', '%a+', 3"},
    {"gmatch", "'hello world', '%a+', -5"},
    {"gmatch", "'hello world', '%a+', 100"},
    {"gmatch", "'hello', '', 6"},
    {"gmatch", "'hello', '.', math.maxinteger"},
    {"gmatch", "'hello', '.', math.mininteger"},
    {"gmatch", "'^a^a', '^a'"},
    {"gmatch", "'a1b2', '%a(%d)'"},
    {"gmatch", "'a', '%'"},
    {"gmatch", "'ab', '(a'"},
    {"gmatch", "'ab', 'b(a'"},
    {"gmatch", "'', 'x*'"},
    {"gmatch", "'one two  three', '%S+'"},
    {"gmatch", "'((a)(b))', '%b()'"},
    {"gmatch", "'THE (quick) fox', '%f[%a]%a+'"},
    /* gsub: string replacements */
    {"gsub", "'hello world', 'o', '0'"},
    {"gsub", "'hello world', 'o', '0', 1"},
    {"gsub", "'hello world', 'o', '0', 0"},
    {"gsub", "'hello world', 'o', '0', -1"},
    {"gsub", "'hello world', '(%w+)', '%1 %1'"},
    {"gsub", "'hello world', '%w+', '%0 %0', 1"},
    {"gsub", "'hello world', '(%w+)%s*(%w+)', '%2 %1'"},
    {"gsub", "'abc', '', '-'"},
    {"gsub", "'abc', '.-', '-'"},
    {"gsub", "'abc', 'x*', '-'"},
    {"gsub", "'abc', '^', '>'"},
    {"gsub", "'abc', '$', '<'"},
    {"gsub", "'abc', '^a', 'X'"},
    {"gsub", "'aaa', '^a', 'X'"},
    {"gsub", "'abc', '%w', '%1'"},
    {"gsub", "'abc', '%w', '%2'"},
    {"gsub", "'abc', '(%w)', '%2'"},
    {"gsub", "'abc', '%w', '%%'"},
    {"gsub", "'abc', '%w', '%'"},
    {"gsub", "'abc', '%w', '%x'"},
    {"gsub", "'abc', '%w', 'a%'"},
    {"gsub", "'abc', 'b', '%\\0'"},
    {"gsub", "'abc', '()b()', '%1-%2'"},
    {"gsub", "'abc', '()', '%1'"},
    {"gsub", "'abc', 'b', 7"},
    {"gsub", "'abc', 'b', 7.5"},
    {"gsub", "'abc', 'x', 'y'"},
    {"gsub", "'', '', 'y'"},
    {"gsub", "'', 'x*', 'y'"},
    {"gsub", "'a b c', ' ', '', 1.0"},
    {"gsub", "'a b c', ' ', '', 1.5"},
    {"gsub", "'a b c', ' ', '', '2'"},
    {"gsub", "'a b c', ' ', '', math.maxinteger"},
    {"gsub", "'a b c', ' ', '', math.mininteger"},
    {"gsub", "'abc', 'b'"},
    {"gsub", "'abc', 'b', true"},
    {"gsub", "'abc', 'b', nil, 1"},
    {"gsub", "'a\\0b\\0c', '%z', '0'"},
    {"gsub", "'x = $name, y = $other', '%$(%w+)', T"},
    {"gsub", "'hello (world)', '%b()', ''"},
    {"gsub", "'THE (quick) fox', '%f[%a]%a+', '[%0]'"},
    {"gsub", "'abc', '(b', 'x'"},
    {"gsub", "'abc', '(x', 'y'"},
    /* gsub: table and function replacements */
    {"gsub", "'a b ( ) 3 x c', '%S', T"},
    {"gsub", "'a b ( ) 3 x c', '(%S)', T"},
    {"gsub", "'a b ( ) x c', '%S', F"},
    {"gsub", "'a=1, b=2, c=3', '(%w+)=(%w+)', F"},
    {"gsub", "'abc', '()', F"},
    {"gsub", "'abc', '()(.)', F"},
    {"gsub", "'a!', '!', F"},
    {"gsub", "'x', 'x', T"},
    {"gsub", "'abc', '%w', F, 2"},
    {"gsub", "'abc', '', F"},
    {"gsub", "'abc', '(', F"},
    {"gsub", "'abc', 'b', function() return 42 end"},
    {"gsub", "'abc', 'b', function() return 4.5 end"},
    {"gsub", "'abc', 'b', function() return true end"},
    {"gsub", "'abc', 'b', function() error('boom', 0) end"},
    {"gsub", "'abc', 'b', setmetatable({}, {__index = function(_, k) return k:upper() end})"},
};

/* Every case gives the same results, values and errors from both libraries. */
static void case_table(void **state)
{
    (void)state;
    lua_State *L = new_lua(TABI_PATTERN_DEFAULT_BUDGET);
    size_t n = sizeof cases / sizeof *cases;
    int failures = 0, checker;
    char buf[2048], src[1024];
    assert_true(n >= 150);
    push_checker(L);
    checker = lua_gettop(L);
    for (size_t i = 0; i < n; i++) {
        int top = lua_gettop(L), nargs;
        lua_pushstring(L, cases[i].fn);
        snprintf(src, sizeof src, "return %s", cases[i].args);
        if (luaL_loadstring(L, src) != LUA_OK || lua_pcall(L, 0, LUA_MULTRET, 0) != LUA_OK)
            fail_msg("case %zu does not load: %s", i, lua_tostring(L, -1));
        nargs = lua_gettop(L) - top;
        if (differ(L, checker, nargs, buf, sizeof buf)) {
            print_message("case %zu: %s(%s)\n  %s\n", i, cases[i].fn, cases[i].args, buf);
            failures++;
        }
        assert_int_equal(lua_gettop(L), top);
    }
    assert_int_equal(failures, 0);
    lua_close(L);
}

/* ---- Seeded random cases --------------------------------------------------- */

static uint64_t next_random(uint64_t *x)
{
    /* SplitMix64: enough for test inputs, and the same on every machine. */
    uint64_t z = (*x += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static unsigned below(uint64_t *x, unsigned n)
{
    return (unsigned)(next_random(x) % n);
}

/* Pattern pieces from a small alphabet, malformed ones included. */
static const char *const items[] = {
    "a", "a", "b", "b", "c", ".", ".", "%a", "%d", "%s", "%w", "%A", "%p", "%%",
    "%.", "%(", "[ab]", "[^a]", "[a-c]", "[%d]", "[]]", "[^]]", "[a-]", "[%a(]",
    "(", "(", ")", ")", "()", "%1", "%2", "%b()", "%bab", "%f[a]", "%f[%w]",
    "%f[^a]", "^", "$", " ", "-", "*", "+", "?", "%", "[", "]", "%f", "%b",
    "%0", "%z", "%Z", "%c", "[%z]", "\xe9",
};
static const char *const suffixes[] = {"", "", "", "", "*", "+", "-", "?"};
/* With a NUL: subjects are counted strings, and %z, %c and %f see it. */
static const char subject_chars[] = "aaabbc( ) 1.-\xe9\0";

static void random_pattern(uint64_t *x, char *out, size_t size)
{
    unsigned n = 1 + below(x, 5);
    out[0] = '\0';
    if (below(x, 6) == 0)
        strcat(out, "^");
    for (unsigned i = 0; i < n && strlen(out) + 16 < size; i++) {
        strcat(out, items[below(x, sizeof items / sizeof *items)]);
        strcat(out, suffixes[below(x, sizeof suffixes / sizeof *suffixes)]);
    }
    if (below(x, 6) == 0)
        strcat(out, "$");
}

static size_t random_subject(uint64_t *x, char *out)
{
    unsigned n = below(x, 12);
    for (unsigned i = 0; i < n; i++)
        out[i] = subject_chars[below(x, sizeof subject_chars - 1)];
    out[n] = '\0';
    return n;
}

/* Pushes an optional start position: nothing, or -12..12. */
static int push_init(lua_State *L, uint64_t *x)
{
    if (below(x, 3) == 0)
        return 0;
    lua_pushinteger(L, (lua_Integer)below(x, 25) - 12);
    return 1;
}

static int push_replacement(lua_State *L, uint64_t *x)
{
    static const char *const strings[] = {
        "x", "%0", "%1", "<%1%2>", "%%", "%", "%x", "", "[%0]",
    };
    unsigned k = below(x, 12);
    if (k < 9)
        lua_pushstring(L, strings[k]);
    else if (k == 9)
        lua_getglobal(L, "F");
    else if (k == 10)
        lua_getglobal(L, "T");
    else
        lua_pushinteger(L, 7);
    if (below(x, 3) == 0) {
        lua_pushinteger(L, (lua_Integer)below(x, 4));
        return 2;
    }
    return 1;
}

/* Several thousand generated cases, each function in turn, give the same
 * results from both libraries. */
static void random_cases(void **state)
{
    (void)state;
    static const char *const fns[] = {"find", "match", "gmatch", "gsub"};
    lua_State *L = new_lua(TABI_PATTERN_DEFAULT_BUDGET);
    uint64_t x = 20240517;
    int failures = 0, checker, errors = 0, hits = 0;
    char pat[128], subj[16], buf[2048];
    push_checker(L);
    checker = lua_gettop(L);
    for (int i = 0; i < 8000; i++) {
        const char *fn = fns[i % 4];
        int nargs = 3;
        random_pattern(&x, pat, sizeof pat);
        size_t ls = random_subject(&x, subj);
        lua_pushstring(L, fn);
        lua_pushlstring(L, subj, ls);
        lua_pushstring(L, pat);
        if (i % 4 == 3) {
            nargs += push_replacement(L, &x);
        } else {
            int has_init = push_init(L, &x);
            nargs += has_init;
            if (i % 4 == 0 && has_init && below(&x, 4) == 0) {
                lua_pushboolean(L, 1);
                nargs++;
            }
        }
        if (differ(L, checker, nargs, buf, sizeof buf)) {
            if (failures++ < 20)
                print_message("random case %d: %s('%s', '%s', ...)\n  %s\n", i, fn, subj,
                              pat, buf);
        }
        /* How often the generator hits errors and matches, to show it
         * explores both. */
        lua_getglobal(L, "string");
        lua_getfield(L, -1, "find");
        lua_pushlstring(L, subj, ls);
        lua_pushstring(L, pat);
        if (lua_pcall(L, 2, 1, 0) != LUA_OK)
            errors++;
        else
            hits += !lua_isnil(L, -1);
        lua_pop(L, 2);
    }
    print_message("random cases: %d stock errors, %d finds that matched, of 8000\n",
                  errors, hits);
    assert_int_equal(failures, 0);
    assert_true(errors > 400 && hits > 1000);
    lua_close(L);
}

/* ---- Bounds ------------------------------------------------------------------ */

/* Patterns that backtrack for hours in stock Lua stop with the budget error. */
static void backtracking_bombs_stop(void **state)
{
    (void)state;
    lua_State *L = new_lua(1000000);
    const char *budget = "pattern too complex (step budget 1000000 exceeded)";
    expect_error(L, "return P.find(('a'):rep(3e4), '.-.-.-.-x')", budget);
    expect_error(L, "return P.match(('a'):rep(5e4), 'a*a*a*a*a*b')", budget);
    expect_error(L, "return P.match(('a'):rep(5e4), '(.-)(.-)(.-)%3%2%1x')", budget);
    expect_error(L, "return P.gsub(('a'):rep(2e4), '.-.-.-b', '')", budget);
    expect_error(L, "for w in P.gmatch(('('):rep(1e5), '%b()') do end", budget);
    expect_error(L, "return P.find(('a'):rep(1e5), '(.*)%1b')", budget);
    expect_error(L, "return P.find(('ab'):rep(1e5), '[' .. ('%w'):rep(1000) .. ']*c')",
                 budget);
    /* Plain search of a long near-miss needle, and a replacement made of
     * many empty captures: linear-looking code, quadratic work. */
    expect_error(L, "local s = ('a'):rep(1e6)\n"
                    "return P.find(s, s:sub(1, 5e5) .. 'b', 1, true)", budget);
    expect_error(L, "return P.gsub(('a'):rep(1e5), '', ('%0'):rep(1000))", budget);
    /* The error is an ordinary one: a script may pcall it, and the library
     * works afterwards. */
    expect_ok(L, "local ok, e = pcall(P.find, ('a'):rep(3e4), '.-.-.-.-x')\n"
                 "assert(not ok and e:find('step budget', 1, true))\n"
                 "assert(P.find('abc', 'b') == 2)");
    lua_close(L);
}

/* Deep nesting is refused like stock Lua refuses it, whatever the budget. */
static void nesting_is_bounded(void **state)
{
    (void)state;
    lua_State *L = new_lua(TABI_PATTERN_DEFAULT_BUDGET);
    expect_error(L, "return P.match(('a'):rep(300), ('a?'):rep(250))",
                 "rules.lua:1: pattern too complex");
    expect_error(L, "return P.match('a', ('()'):rep(33))", "rules.lua:1: too many captures");
    expect_ok(L, "assert(select('#', P.match('a', ('()'):rep(32))) == 32)");
    lua_close(L);
}

/* Subjects, patterns and gsub results past the limits are refused with a
 * message that says which limit. */
static void size_limits(void **state)
{
    (void)state;
    lua_State *L = new_lua(TABI_PATTERN_DEFAULT_BUDGET);
    char code[512];
    snprintf(code, sizeof code, "return P.find(('a'):rep(%zu), 'a')",
             TABI_PATTERN_MAX_SUBJECT + 1);
    expect_error(L, code, "bad argument #1 to 'find' (subject too long: 1048577 bytes, "
                          "limit 1048576)");
    snprintf(code, sizeof code, "return P.gmatch(('a'):rep(%zu), 'a')",
             TABI_PATTERN_MAX_SUBJECT + 1);
    expect_error(L, code, "subject too long");
    snprintf(code, sizeof code, "return P.gsub(('a'):rep(%zu), 'a', 'b')",
             TABI_PATTERN_MAX_SUBJECT + 1);
    expect_error(L, code, "subject too long");
    snprintf(code, sizeof code, "return P.match('a', ('a'):rep(%zu))",
             TABI_PATTERN_MAX_PATTERN + 1);
    expect_error(L, code, "bad argument #2 to 'match' (pattern too long: 4097 bytes, "
                          "limit 4096)");
    /* At the limits everything works, with the default budget, even a
     * search that tries every position of the longest subject. */
    snprintf(code, sizeof code,
             "local s = ('a'):rep(%zu)\n"
             "assert(P.match(s, 'b$') == nil)\n"
             "assert(P.find(s, 'a$') == #s)\n"
             "assert(select(2, P.gsub(s, 'a', 'b')) == #s)\n"
             "assert(P.find(s, 'aab', 1, true) == nil)\n"
             "assert(P.find('a' .. ('b'):rep(%zu), 'b+$') == 2)",
             TABI_PATTERN_MAX_SUBJECT, TABI_PATTERN_MAX_PATTERN);
    expect_ok(L, code);
    /* A long plain needle is a string, not a pattern. */
    expect_ok(L, "local n = ('x'):rep(5000)\n"
                 "assert(P.find('a' .. n, n, 1, true) == 2)");
    snprintf(code, sizeof code, "return P.gsub(('a'):rep(%zu), 'a', ('b'):rep(16))",
             TABI_PATTERN_MAX_SUBJECT);
    expect_error(L, code, "rules.lua:1: gsub result too long (limit 8388608 bytes)");
    expect_error(L, "local r = ('x'):rep(9 << 20)\n"
                    "return P.gsub('a', 'a', function() return r end)",
                 "gsub result too long");
    lua_close(L);
}

/* The budget is per call, and per iteration for gmatch: many cheap calls add
 * up to more than one budget without an error (the instruction hook, not
 * the pattern budget, limits the script between calls). */
static void budget_is_per_call(void **state)
{
    (void)state;
    lua_State *L = new_lua(1000);
    expect_ok(L, "local n = 0\n"
                 "for w in P.gmatch(('ab '):rep(5000), '%a+') do n = n + 1 end\n"
                 "assert(n == 5000)\n"
                 "for i = 1, 5000 do assert(P.match('key=value', '(%w+)=(%w+)')) end");
    expect_error(L, "return P.match(('a'):rep(5000), 'b$')",
                 "rules.lua:1: pattern too complex (step budget 1000 exceeded)");
    expect_error(L, "return P.gsub(('a'):rep(5000), 'a', 'b')", "step budget 1000");
    lua_close(L);
    /* A budget below 1 counts as 1: nothing but the emptiest match runs. */
    L = new_lua(0);
    expect_error(L, "return P.match('a', 'a')", "step budget 1 exceeded");
    lua_close(L);
}

/* Errors carry the calling script's file and line, like stock ones. */
static void errors_name_file_and_line(void **state)
{
    (void)state;
    lua_State *L = new_lua(1000);
    expect_error(L, "local x = 1\nreturn P.find('a', 'a%')",
                 "rules.lua:2: malformed pattern (ends with '%')");
    expect_error(L, "\n\nreturn P.gsub('abc', '%w', '%2')",
                 "rules.lua:3: invalid capture index %2");
    expect_error(L, "for w in P.gmatch('abc', '[a') do end",
                 "rules.lua:1: malformed pattern (missing ']')");
    expect_error(L, "return ('x'):rep(10), P.find(('a'):rep(3e4), '.-.-x')",
                 "rules.lua:1: pattern too complex (step budget 1000 exceeded)");
    expect_error(L, "return P.gsub('abc', 'b')",
                 "rules.lua:1: bad argument #3 to 'gsub' (string/function/table expected, "
                 "got no value)");
    lua_close(L);
}

/* The meter adds up the steps of every call, gmatch's iterations and calls
 * that end in an error included, so the sandbox can charge a loop of calls
 * that each stay within the budget. */
static void meter_counts_every_step(void **state)
{
    (void)state;
    uint64_t meter = 0;
    lua_State *L = lua_newstate(test_alloc, NULL);
    assert_non_null(L);
    luaL_openlibs(L);
    assert_int_equal(tabi_lua_patterns_open_metered(L, 1000, &meter), 1);
    lua_setglobal(L, "P");
    expect_ok(L, "assert(P.find('hello', 'l+') == 3)");
    uint64_t one = meter;
    assert_true(one > 0);
    expect_ok(L, "for _ = 1, 10 do P.find('hello', 'l+') end");
    assert_int_equal(meter, 11 * one);
    meter = 0;
    expect_ok(L, "for w in P.gmatch('a b c', '%a') do end");
    assert_true(meter > 0);
    /* A call stopped by the budget counts the whole budget and more. */
    meter = 0;
    expect_error(L, "return P.match(('a'):rep(5000), 'b$')", "step budget 1000 exceeded");
    assert_true(meter >= 1000);
    /* An error that is not the budget's counts the steps taken before it. */
    meter = 0;
    expect_error(L, "return P.gsub(('ab'):rep(100), 'b', '%2')", "invalid capture index");
    assert_true(meter > 0);
    lua_close(L);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(case_table),
        cmocka_unit_test(random_cases),
        cmocka_unit_test(backtracking_bombs_stop),
        cmocka_unit_test(nesting_is_bounded),
        cmocka_unit_test(size_limits),
        cmocka_unit_test(budget_is_per_call),
        cmocka_unit_test(errors_name_file_and_line),
        cmocka_unit_test(meter_counts_every_step),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
