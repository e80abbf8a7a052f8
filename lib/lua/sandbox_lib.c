/* sandbox_lib.c - the library functions content gets in place of the stock
 * ones: deterministic pairs, next, sort and tostring; setmetatable that
 * refuses finalizers and weak tables and copies the metamethods it is
 * given; string and table building that is
 * bounded and charged to the instruction budget, since work done inside one
 * C call is invisible to the instruction hook. */
#include <lauxlib.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "sandbox.h"

/* The longest string string.rep, string.format and table.concat build. */
#define MAX_STRING ((size_t)16 << 20)
/* The most elements table.move copies, table.insert/remove shift and
 * table.sort sorts in one call. */
#define MAX_ELEMENTS ((lua_Integer)1 << 20)

static void charge(lua_State *L, uint64_t n)
{
    tabi_sandbox_charge(L, tabi_sandbox_runtime(L), n);
}

/* Calls upvalue 1 with the arguments, charging one instruction per
 * argument and per result (and, with upvalue 2 true, one per 16 bytes of a
 * string first argument: the function scans it). */
static int l_charged(lua_State *L)
{
    int n = lua_gettop(L);
    uint64_t cost = (uint64_t)n;
    if (lua_toboolean(L, lua_upvalueindex(2)) && lua_type(L, 1) == LUA_TSTRING)
        cost += lua_rawlen(L, 1) >> 4;
    charge(L, cost);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, n, LUA_MULTRET);
    charge(L, (uint64_t)lua_gettop(L));
    return lua_gettop(L);
}

static void make_charged(lua_State *L, int by_length)
{
    lua_pushboolean(L, by_length);
    lua_pushcclosure(L, l_charged, 2);
}

void tabi_sandbox_lib_charged(lua_State *L)
{
    make_charged(L, 0);
}

/* Replaces field name of the table on the top with a charged version. */
static void charged_field(lua_State *L, const char *name, int by_length)
{
    lua_getfield(L, -1, name);
    make_charged(L, by_length);
    lua_setfield(L, -2, name);
}

/* Replaces field name of the table on the top with f, the old value as its
 * upvalue. */
static void wrap(lua_State *L, const char *name, lua_CFunction f)
{
    lua_getfield(L, -1, name);
    lua_pushcclosure(L, f, 1);
    lua_setfield(L, -2, name);
}

/* Calls upvalue 1 with the arguments; returns the number of results. */
static int call_original(lua_State *L)
{
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/* ---- The order of keys ---------------------------------------------------- */

/* Integers and floats by value, then strings bytewise, then false before
 * true. Keys of other types have no defined order. */
typedef struct key_entry {
    int rank; /* 0 number, 1 string, 2 boolean */
    int is_int;
    lua_Integer i;
    lua_Number f;
    const char *s; /* anchored by the table of keys while sorting */
    size_t len;
    lua_Integer slot;
} key_entry;

/* Fills e from the key at idx; returns 0 if it has no defined order. */
static int key_of(lua_State *L, int idx, key_entry *e)
{
    switch (lua_type(L, idx)) {
    case LUA_TNUMBER:
        e->rank = 0;
        e->is_int = lua_isinteger(L, idx);
        e->i = lua_tointeger(L, idx);
        e->f = lua_tonumber(L, idx);
        return 1;
    case LUA_TSTRING:
        e->rank = 1;
        e->s = lua_tolstring(L, idx, &e->len);
        return 1;
    case LUA_TBOOLEAN:
        e->rank = 2;
        e->i = lua_toboolean(L, idx);
        return 1;
    default:
        return 0;
    }
}

/* An integer against a float key (never equal: a float key with an
 * integer value is stored as that integer). */
static int cmp_int_float(lua_Integer i, lua_Number f)
{
    if (f >= 9223372036854775808.0)
        return -1;
    if (f < -9223372036854775808.0)
        return 1;
    lua_Integer t = (lua_Integer)f; /* truncated: in range here */
    if (i != t)
        return i < t ? -1 : 1;
    return (lua_Number)t < f ? -1 : (lua_Number)t > f ? 1 : 0;
}

static int key_cmp(const key_entry *a, const key_entry *b)
{
    if (a->rank != b->rank)
        return a->rank < b->rank ? -1 : 1;
    if (a->rank == 1) {
        size_t n = a->len < b->len ? a->len : b->len;
        int c = memcmp(a->s, b->s, n);
        if (c)
            return c < 0 ? -1 : 1;
        return a->len == b->len ? 0 : a->len < b->len ? -1 : 1;
    }
    if (a->rank == 0) {
        if (a->is_int && b->is_int)
            return a->i == b->i ? 0 : a->i < b->i ? -1 : 1;
        if (!a->is_int && !b->is_int)
            return a->f == b->f ? 0 : a->f < b->f ? -1 : 1;
        return a->is_int ? cmp_int_float(a->i, b->f) : -cmp_int_float(b->i, a->f);
    }
    return a->i == b->i ? 0 : a->i < b->i ? -1 : 1;
}

static int key_qsort_cmp(const void *a, const void *b)
{
    return key_cmp(a, b);
}

/* The table to iterate for t: a frozen table's backing, or t itself. */
static int iteration_table(lua_State *L, int idx)
{
    luaL_checktype(L, idx, LUA_TTABLE);
    if (tabi_frozen_backing(L, idx))
        return lua_gettop(L);
    return lua_absindex(L, idx);
}

static int no_order(lua_State *L, const char *who, int idx)
{
    return luaL_error(L, "%s: a key of type %s has no defined order", who, luaL_typename(L, idx));
}

/* ---- next and pairs ----------------------------------------------------------- */

/* next(t, k): the key after k in the defined order. O(n) a call, and
 * charged so (4 instructions a key, about what the scan costs): pairs is
 * the way to walk a table. */
static int l_next(lua_State *L)
{
    lua_settop(L, 2);
    int t = iteration_table(L, 1);
    key_entry after, best, cur;
    int have_after = !lua_isnil(L, 2), have_best = 0;
    if (have_after && !key_of(L, 2, &after))
        return no_order(L, "next", 2);
    lua_pushnil(L); /* slot for the best key */
    int best_idx = lua_gettop(L);
    uint64_t n = 0;
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        n++;
        if (!key_of(L, -1, &cur))
            return no_order(L, "next", -1);
        if ((!have_after || key_cmp(&after, &cur) < 0) && (!have_best || key_cmp(&cur, &best) < 0)) {
            lua_pushvalue(L, -1);
            lua_replace(L, best_idx);
            key_of(L, best_idx, &best); /* points into the slot's string */
            have_best = 1;
        }
    }
    charge(L, 4 * n);
    if (!have_best) {
        lua_pushnil(L);
        return 1;
    }
    lua_pushvalue(L, best_idx);
    lua_pushvalue(L, best_idx);
    lua_rawget(L, t);
    return 2;
}

/* pairs' iterator. Upvalues: the sorted keys, the position, the table. */
static int pairs_step(lua_State *L)
{
    lua_Integer i = lua_tointeger(L, lua_upvalueindex(2)) + 1;
    lua_pushinteger(L, i);
    lua_replace(L, lua_upvalueindex(2));
    if (lua_rawgeti(L, lua_upvalueindex(1), i) == LUA_TNIL)
        return 1;
    lua_pushvalue(L, -1);
    lua_rawget(L, lua_upvalueindex(3));
    return 2;
}

static uint64_t log2_ceil(uint64_t n)
{
    uint64_t b = 0;
    while (((uint64_t)1 << b) < n)
        b++;
    return b;
}

/* pairs(t): every key in the defined order. The sort is charged before it
 * starts, so a giant table stops at the budget instead of inside C. */
static int l_pairs(lua_State *L)
{
    int t = iteration_table(L, 1);
    lua_newtable(L);
    int keys = lua_gettop(L);
    lua_Integer n = 0;
    key_entry probe;
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        if (!key_of(L, -1, &probe))
            return no_order(L, "pairs", -1);
        lua_pushvalue(L, -1);
        lua_rawseti(L, keys, ++n);
    }
    /* About what the collection, the sort and the new list cost. */
    charge(L, (uint64_t)n * (16 + 4 * log2_ceil((uint64_t)n)));
    if (n > 1) {
        key_entry *e = lua_newuserdatauv(L, (size_t)n * sizeof *e, 0);
        for (lua_Integer j = 0; j < n; j++) {
            lua_rawgeti(L, keys, j + 1);
            key_of(L, -1, &e[j]); /* the string stays anchored in keys */
            e[j].slot = j + 1;
            lua_pop(L, 1);
        }
        qsort(e, (size_t)n, sizeof *e, key_qsort_cmp);
        lua_createtable(L, (int)n, 0);
        for (lua_Integer j = 0; j < n; j++) {
            lua_rawgeti(L, keys, e[j].slot);
            lua_rawseti(L, -2, j + 1);
        }
        lua_replace(L, keys);
    }
    lua_settop(L, keys);
    lua_pushinteger(L, 0);
    lua_pushvalue(L, t);
    lua_pushcclosure(L, pairs_step, 3);
    tabi_freeze_note_stateful(L, -1);
    lua_pushnil(L);
    lua_pushnil(L);
    return 3;
}

/* ---- Safe base functions ----------------------------------------------- */

/* tostring without addresses: two runs must print the same. */
static int l_tostring(lua_State *L)
{
    luaL_checkany(L, 1);
    int t = lua_type(L, 1);
    if ((t == LUA_TTABLE || t == LUA_TUSERDATA) && luaL_getmetafield(L, 1, "__tostring") != LUA_TNIL) {
        lua_pop(L, 1);
        luaL_tolstring(L, 1, NULL);
        return 1;
    }
    switch (t) {
    case LUA_TTABLE: case LUA_TFUNCTION: case LUA_TUSERDATA: case LUA_TTHREAD:
    case LUA_TLIGHTUSERDATA:
        lua_pushstring(L, lua_typename(L, t));
        return 1;
    default:
        luaL_tolstring(L, 1, NULL);
        return 1;
    }
}

static int l_print(lua_State *L)
{
    tabi_runtime *rt = tabi_sandbox_runtime(L);
    int n = lua_gettop(L);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (int i = 1; i <= n; i++) {
        lua_pushcfunction(L, l_tostring);
        lua_pushvalue(L, i);
        lua_call(L, 1, 1);
        if (i > 1)
            luaL_addchar(&b, '\t');
        luaL_addvalue(&b);
    }
    luaL_pushresult(&b);
    if (rt->print)
        rt->print(rt->print_ud, lua_tostring(L, -1));
    return 0;
}

/* ---- Metatables -------------------------------------------------------------- */

/* A table content passes to setmetatable is not the metatable Lua uses: Lua
 * gets a copy of its metamethods taken then (the proxy), whose __metatable
 * gives the original back to getmetatable. Content may change its table
 * afterwards, but nothing it adds counts: no __gc, __close or __mode after
 * the check, no __call chain (Lua 5.4.4 follows one inside a single call,
 * shifting the stack at every link: hours without an instruction). */

static const char proxy_key = 'P';   /* a field of every proxy */
static const char proxies_key = 'Q'; /* registry: weak-keyed table -> its proxy */

/* The events Lua (and lauxlib) look up in a metatable; __gc, __mode,
 * __close and __metatable are refused instead. */
static const char *const events[] = {"__index", "__newindex", "__len", "__eq", "__add",
    "__sub", "__mul", "__mod", "__pow", "__div", "__idiv", "__band", "__bor", "__bxor",
    "__shl", "__shr", "__unm", "__bnot", "__lt", "__le", "__concat", "__call", "__tostring",
    "__name", NULL};

static int raw_field(lua_State *L, int t, const char *name)
{
    lua_pushstring(L, name);
    return lua_rawget(L, t);
}

/* Raw reads, as Lua looks metamethods up: what mt's own __index would
 * give does not count, and running it here would be running content. */
static void check_metatable(lua_State *L, int mt)
{
    static const char *const refused[] = {"__gc", "__close", "__mode", "__metatable", NULL};
    for (int i = 0; refused[i]; i++) {
        if (raw_field(L, mt, refused[i]) != LUA_TNIL)
            luaL_error(L, "setmetatable: metatables with '%s' are not allowed in content",
                       refused[i]);
        lua_pop(L, 1);
    }
    int call = raw_field(L, mt, "__call");
    if (call != LUA_TNIL && call != LUA_TFUNCTION)
        luaL_error(L, "setmetatable: '__call' must be a function in content, not a %s",
                   lua_typename(L, call));
    lua_pop(L, 1);
}

/* Whether the proxy at p still copies mt's metamethods. */
static int proxy_matches(lua_State *L, int p, int mt)
{
    for (int i = 0; events[i]; i++) {
        raw_field(L, p, events[i]);
        raw_field(L, mt, events[i]);
        int same = lua_rawequal(L, -1, -2);
        lua_pop(L, 2);
        if (!same)
            return 0;
    }
    return 1;
}

/* Pushes the proxy for the table at mt: the cached one while mt has not
 * changed, else a new one. */
static void push_proxy(lua_State *L, int mt)
{
    tabi_push_weak_registry(L, &proxies_key);
    int cache = lua_gettop(L);
    lua_pushvalue(L, mt);
    if (lua_rawget(L, cache) == LUA_TTABLE && proxy_matches(L, lua_gettop(L), mt)) {
        lua_remove(L, cache);
        return;
    }
    lua_pop(L, 1);
    lua_createtable(L, 0, 4);
    int p = lua_gettop(L);
    for (int i = 0; events[i]; i++) {
        if (raw_field(L, mt, events[i]) == LUA_TNIL) {
            lua_pop(L, 1);
            continue;
        }
        lua_setfield(L, p, events[i]);
    }
    lua_pushvalue(L, mt);
    lua_setfield(L, p, "__metatable");
    lua_pushboolean(L, 1);
    lua_rawsetp(L, p, &proxy_key);
    lua_pushvalue(L, mt);
    lua_pushvalue(L, p);
    lua_rawset(L, cache);
    lua_remove(L, cache);
}

static int l_setmetatable(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    int t = lua_type(L, 2);
    luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
    lua_settop(L, 2);
    if (lua_getmetatable(L, 1)) {
        /* Only a metatable set here may be replaced (not a frozen one). */
        int ours = lua_rawgetp(L, -1, &proxy_key) != LUA_TNIL;
        lua_pop(L, 2);
        if (!ours)
            return luaL_error(L, "cannot change a protected or frozen metatable");
    }
    if (t == LUA_TTABLE) {
        check_metatable(L, 2);
        push_proxy(L, 2);
    } else {
        lua_pushnil(L);
    }
    lua_setmetatable(L, 1);
    lua_settop(L, 1);
    return 1;
}

static int l_rawset(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checkany(L, 2);
    luaL_checkany(L, 3);
    if (tabi_frozen_backing(L, 1))
        return luaL_error(L, "attempt to write to a frozen table (content is read-only after loading)");
    if (tabi_protected_name(L, 1, 2))
        return tabi_sandbox_error(L, "attempt to replace the library name '%s': the libraries "
                                  "are read-only (no content may change what other content "
                                  "sees)", lua_tostring(L, 2));
    lua_settop(L, 3);
    lua_rawset(L, 1);
    return 1;
}

static int l_rawget(lua_State *L)
{
    int t = iteration_table(L, 1);
    luaL_checkany(L, 2);
    lua_pushvalue(L, 2);
    lua_rawget(L, t);
    return 1;
}

static int l_rawlen(lua_State *L)
{
    int t = lua_type(L, 1);
    luaL_argexpected(L, t == LUA_TTABLE || t == LUA_TSTRING, 1, "table or string");
    int idx = t == LUA_TTABLE ? iteration_table(L, 1) : 1;
    lua_pushinteger(L, (lua_Integer)lua_rawlen(L, idx));
    return 1;
}

void tabi_sandbox_lib_base(lua_State *L)
{
    static const luaL_Reg fns[] = {
        {"pairs", l_pairs}, {"next", l_next}, {"tostring", l_tostring},
        {"print", l_print}, {"setmetatable", l_setmetatable}, {"rawset", l_rawset},
        {"rawget", l_rawget}, {"rawlen", l_rawlen}, {NULL, NULL},
    };
    luaL_setfuncs(L, fns, 0);
}

/* ---- string ---------------------------------------------------------------- */

static int l_rep(lua_State *L)
{
    size_t l, lsep;
    luaL_checklstring(L, 1, &l);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &lsep);
    /* Stock rep loops n times even when every copy is empty. */
    if (n <= 0 || l + lsep == 0) {
        lua_pushliteral(L, "");
        return 1;
    }
    /* n copies and n - 1 separators, compared without overflow. */
    if (l > MAX_STRING || (uint64_t)(n - 1) > (MAX_STRING - l) / (l + lsep))
        return luaL_error(L, "string.rep: result longer than %I bytes", (LUAI_UACINT)MAX_STRING);
    return call_original(L);
}

static int in_set(char c, const char *set)
{
    return c && strchr(set, c);
}

/* string.format without %p, without addresses in %s, and with a bound on
 * the result that is checked before anything is built. */
static int l_format(lua_State *L)
{
    size_t n;
    const char *fmt = luaL_checklstring(L, 1, &n);
    int top = lua_gettop(L), arg = 1;
    size_t total = 0;
    /* Indices, not pointers: the whole format, zeros included, is read. */
    for (size_t i = 0; i < n; i++) {
        total++;
        if (fmt[i] != '%' || i + 1 == n)
            continue;
        if (fmt[++i] == '%')
            continue;
        arg++;
        while (i < n && in_set(fmt[i], "-+ #0123456789."))
            i++;
        char conv = i < n ? fmt[i] : '\0';
        if (conv == 'p')
            return luaL_error(L, "string.format: '%%p' is not available to content");
        /* The widest item is a 99-wide float: a few hundred bytes. */
        total += 512;
        /* A string or a number is what the original makes of it: only
         * other values go through the sandbox's tostring (no addresses). */
        int t = arg <= top ? lua_type(L, arg) : LUA_TNONE;
        if (conv == 's' && t == LUA_TSTRING) {
            total += lua_rawlen(L, arg);
        } else if (conv == 's' && t != LUA_TNUMBER && t != LUA_TNONE) {
            lua_pushcfunction(L, l_tostring);
            lua_pushvalue(L, arg);
            lua_call(L, 1, 1);
            lua_replace(L, arg);
            total += lua_rawlen(L, arg);
        } else if (arg <= top && conv == 'q' && lua_type(L, arg) == LUA_TSTRING) {
            total += 4 * lua_rawlen(L, arg); /* "\ddd" at worst */
        }
        if (total > MAX_STRING)
            return luaL_error(L, "string.format: result longer than %I bytes",
                              (LUAI_UACINT)MAX_STRING);
    }
    return call_original(L);
}

void tabi_sandbox_lib_string(lua_State *L)
{
    wrap(L, "rep", l_rep);
    wrap(L, "format", l_format);
    charged_field(L, "byte", 0);
    charged_field(L, "char", 0);
}

/* find, match and gsub: the metered call, then a look at the budget, so a
 * loop of calls that are each within their step budget still stops. */
static int l_pattern(lua_State *L)
{
    int n = call_original(L);
    charge(L, 1);
    return n;
}

static int l_gmatch_step(lua_State *L)
{
    lua_settop(L, 0);
    int n = call_original(L);
    charge(L, 1);
    return n;
}

static int l_gmatch(lua_State *L)
{
    call_original(L);
    lua_settop(L, 1);
    tabi_freeze_note_stateful(L, 1); /* the metered iterator, which keeps its place */
    lua_pushcclosure(L, l_gmatch_step, 1);
    tabi_freeze_note_stateful(L, -1); /* and its wrapper, so a change names the local */
    return 1;
}

void tabi_sandbox_lib_patterns(lua_State *L)
{
    static const char *const names[] = {"find", "match", "gsub", NULL};
    for (int i = 0; names[i]; i++) {
        lua_getfield(L, -1, names[i]);
        lua_pushcclosure(L, l_pattern, 1);
        lua_setfield(L, -3, names[i]);
    }
    lua_getfield(L, -1, "gmatch");
    lua_pushcclosure(L, l_gmatch, 1);
    lua_setfield(L, -3, "gmatch");
    lua_pop(L, 1);
}

/* ---- table ----------------------------------------------------------------- */

/* Elements from f to e (inclusive), 0 when e < f, without overflow (the
 * whole integer range counts as the largest unsigned number). */
static lua_Unsigned span(lua_Integer f, lua_Integer e)
{
    if (e < f)
        return 0;
    lua_Unsigned d = (lua_Unsigned)e - (lua_Unsigned)f;
    return d == ~(lua_Unsigned)0 ? d : d + 1u;
}

/* Elements a shift between pos and end moves. */
static lua_Unsigned shift_of(lua_Integer pos, lua_Integer end)
{
    return pos < end ? (lua_Unsigned)end - (lua_Unsigned)pos : 0;
}

static void check_elements(lua_State *L, const char *who, lua_Unsigned n)
{
    if (n > (lua_Unsigned)MAX_ELEMENTS)
        luaL_error(L, "%s: more than %I elements", who, (LUAI_UACINT)MAX_ELEMENTS);
    charge(L, (uint64_t)n);
}

/* table.concat, with the result bounded and every element charged. */
static int l_concat(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    size_t lsep;
    const char *sep = luaL_optlstring(L, 2, "", &lsep);
    lua_Integer i = luaL_optinteger(L, 3, 1);
    lua_Integer last = luaL_opt(L, luaL_checkinteger, 4, luaL_len(L, 1));
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (; i <= last; i++) {
        charge(L, 1);
        lua_geti(L, 1, i);
        if (!lua_isstring(L, -1))
            return luaL_error(L, "invalid value (at index %I) in table for 'concat'",
                              (LUAI_UACINT)i);
        size_t l;
        lua_tolstring(L, -1, &l);
        if (l + (i < last ? lsep : 0) > MAX_STRING - luaL_bufflen(&b))
            return luaL_error(L, "table.concat: result longer than %I bytes",
                              (LUAI_UACINT)MAX_STRING);
        luaL_addvalue(&b);
        if (i == last)
            break; /* i + 1 could overflow */
        luaL_addlstring(&b, sep, lsep);
    }
    luaL_pushresult(&b);
    return 1;
}

/* table.insert, shifting at most MAX_ELEMENTS, each charged: the length
 * may come from a __len and the moves may go through C metamethods. */
static int l_insert(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer e = luaL_intop(+, luaL_len(L, 1), 1); /* the first empty slot */
    lua_Integer pos;
    switch (lua_gettop(L)) {
    case 2:
        pos = e;
        break;
    case 3:
        pos = luaL_checkinteger(L, 2);
        luaL_argcheck(L, (lua_Unsigned)pos - 1u < (lua_Unsigned)e, 2, "position out of bounds");
        check_elements(L, "table.insert", shift_of(pos, e));
        for (lua_Integer i = e; i > pos; i--) {
            lua_geti(L, 1, i - 1);
            lua_seti(L, 1, i);
        }
        break;
    default:
        return luaL_error(L, "wrong number of arguments to 'insert'");
    }
    lua_seti(L, 1, pos);
    return 0;
}

static int l_remove(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer size = luaL_len(L, 1);
    lua_Integer pos = luaL_optinteger(L, 2, size);
    if (pos != size)
        luaL_argcheck(L, (lua_Unsigned)pos - 1u <= (lua_Unsigned)size, 2, "position out of bounds");
    check_elements(L, "table.remove", shift_of(pos, size));
    lua_geti(L, 1, pos);
    for (; pos < size; pos++) {
        lua_geti(L, 1, pos + 1);
        lua_seti(L, 1, pos);
    }
    lua_pushnil(L);
    lua_seti(L, 1, pos);
    return 1;
}

static int l_unpack(lua_State *L)
{
    lua_Integer i = luaL_optinteger(L, 2, 1);
    lua_Integer e = luaL_opt(L, luaL_checkinteger, 3, luaL_len(L, 1));
    lua_Unsigned n = span(i, e);
    if (n == 0)
        return 0;
    if (n >= (lua_Unsigned)INT_MAX || !lua_checkstack(L, (int)n))
        return luaL_error(L, "too many results to unpack");
    charge(L, (uint64_t)n);
    for (; i < e; i++)
        lua_geti(L, 1, i);
    lua_geti(L, 1, e);
    return (int)n;
}

static int l_move(lua_State *L)
{
    lua_Integer f = luaL_checkinteger(L, 2), e = luaL_checkinteger(L, 3);
    check_elements(L, "table.move", span(f, e));
    return call_original(L);
}

/* a < b for the two values on the top of the stack (popped), with comp
 * (a stack index) or the < operator. */
static int sort_less(lua_State *L, int comp)
{
    int r;
    if (comp) {
        lua_pushvalue(L, comp);
        lua_rotate(L, -3, 1);
        lua_call(L, 2, 1);
        r = lua_toboolean(L, -1);
        lua_pop(L, 1);
    } else {
        r = lua_compare(L, -2, -1, LUA_OPLT);
        lua_pop(L, 2);
    }
    return r;
}

/* Merge sort: stable and deterministic (stock table.sort picks random
 * pivots for large arrays). Works on scratch tables, then writes back
 * through the metamethods, so a frozen table refuses it. */
static int l_sort(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer n = luaL_len(L, 1);
    if (n < 0)
        n = 0;
    check_elements(L, "table.sort", (lua_Unsigned)n);
    int comp = 0;
    if (!lua_isnoneornil(L, 2)) {
        luaL_checktype(L, 2, LUA_TFUNCTION);
        comp = 2;
    }
    lua_settop(L, 2);
    lua_createtable(L, (int)n, 0);
    int a = lua_gettop(L);
    lua_createtable(L, (int)n, 0);
    int b = lua_gettop(L);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 1, i);
        lua_rawseti(L, a, i);
    }
    for (lua_Integer width = 1; width < n; width *= 2) {
        charge(L, (uint64_t)n * 4);
        for (lua_Integer lo = 1; lo <= n; lo += 2 * width) {
            lua_Integer mid = lo + width < n + 1 ? lo + width : n + 1;
            lua_Integer hi = lo + 2 * width < n + 1 ? lo + 2 * width : n + 1;
            lua_Integer i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                lua_rawgeti(L, a, j);
                lua_rawgeti(L, a, i);
                /* take from the right only when strictly less: stable */
                lua_pushvalue(L, -2);
                lua_pushvalue(L, -2);
                int right_first = sort_less(L, comp);
                lua_pop(L, 2);
                lua_rawgeti(L, a, right_first ? j++ : i++);
                lua_rawseti(L, b, k++);
            }
            while (i < mid) {
                lua_rawgeti(L, a, i++);
                lua_rawseti(L, b, k++);
            }
            while (j < hi) {
                lua_rawgeti(L, a, j++);
                lua_rawseti(L, b, k++);
            }
        }
        lua_pushvalue(L, a);
        lua_pushvalue(L, b);
        lua_replace(L, a);
        lua_replace(L, b);
    }
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, a, i);
        lua_seti(L, 1, i);
    }
    return 0;
}

void tabi_sandbox_lib_table(lua_State *L)
{
    static const luaL_Reg fns[] = {
        {"concat", l_concat}, {"insert", l_insert}, {"remove", l_remove},
        {"unpack", l_unpack}, {"sort", l_sort}, {NULL, NULL},
    };
    luaL_setfuncs(L, fns, 0);
    wrap(L, "move", l_move);
    charged_field(L, "pack", 0);
}

/* ---- math and utf8 ------------------------------------------------------------ */

void tabi_sandbox_lib_math(lua_State *L)
{
    charged_field(L, "max", 0);
    charged_field(L, "min", 0);
}

void tabi_sandbox_lib_utf8(lua_State *L)
{
    charged_field(L, "char", 0);
    charged_field(L, "codepoint", 0);
    charged_field(L, "len", 1);
    charged_field(L, "offset", 1);
}
