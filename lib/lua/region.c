/* region.c - Lua binding of tabula/region.h: g:region_<verb>(...).
 *
 *   g:region_map_new() -> map, g:region_map_free(map)
 *   g:region_add(map, {name=, kind=, terrain=, board=, number=}) -> region
 *   g:region_count(map) -> integer
 *   g:region_at(map, i) -> region or nil        i from 1, in id order
 *   g:region_find(map, name), g:region_find_land(map, board, number)
 *       -> region or nil
 *   g:region_map_of(region) -> map or nil
 *   g:region_info(region) -> {kind=, name=, terrain=, board=, number=}
 *       (terrain, board and number nil when none)
 *   g:region_matches(region [, filter]) -> boolean
 *   g:region_connect(a, b), g:region_disconnect(a, b)
 *   g:region_adjacent(a, b) -> boolean
 *   g:region_neighbors(region) -> {regions}
 *   g:region_mark_coastal(map [, ocean="ocean"])
 *   g:region_distance(a, b [, through]) -> steps, or nil when unreachable
 *   g:region_within(from, range [, match [, through]]) -> {regions}, {steps}
 *       from is a region or a list of them; range nil means any range
 *   g:region_select(map [, match]) -> {regions}
 *
 * Boards and land numbers are the printed ones (from 1), as in the C API.
 *
 * A filter is nil (every region), a table {kind=, terrain=, tag=, without=,
 * board=, pred=} whose every field given must hold, or a function, short for
 * {pred=f}. pred is called as pred(g, region) and keeps the region when it
 * returns a true value. The C API would call a test from inside its query;
 * a Lua error there would longjmp across the kernel's frames, so the
 * binding never lets it: a match filter's pred runs after the C query, on
 * the regions it kept (in their order), and a through filter's pred runs
 * before it, once on each region of the map that passes the other fields,
 * and the C query then tests membership in what it accepted. So a pred may
 * change the game, even add regions, and a through pred sees each such
 * region once, whether or not the search reaches it. A pred cannot yield
 * (ask for a decision): it runs inside a C call. */
#include <stdlib.h>
#include <string.h>

#include "binding.h"

/* A filter read from Lua: the C filter without its test, and the stack
 * index of the Lua predicate (0: none). */
typedef struct lfilter {
    tab_region_filter f;
    int pred;
} lfilter;

/* Reads the filter at idx into *out; returns whether there is one. A
 * predicate function is left on the stack, at out->pred. */
static int check_filter(lua_State *L, tab_game *g, int idx, lfilter *out)
{
    static const char *const known[] = {"kind", "terrain", "tag", "without", "board", "pred",
                                        NULL};
    memset(out, 0, sizeof *out);
    switch (lua_type(L, idx)) {
    case LUA_TNONE:
    case LUA_TNIL:
        return 0;
    case LUA_TFUNCTION:
        lua_pushvalue(L, idx);
        out->pred = lua_gettop(L);
        return 1;
    case LUA_TTABLE:
        break;
    default:
        luaL_typeerror(L, idx, "filter table, function or nil");
    }
    tabi_lua_check_fields(L, idx, known);
    out->f.kind = tabi_lua_field_atom(L, g, idx, "kind");
    out->f.terrain = tabi_lua_field_atom(L, g, idx, "terrain");
    out->f.tag = tabi_lua_field_atom(L, g, idx, "tag");
    out->f.without = tabi_lua_field_atom(L, g, idx, "without");
    out->f.board = (int32_t)tabi_lua_field_int(L, idx, "board", 0, 0, INT32_MAX);
    lua_getfield(L, idx, "pred");
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
    } else {
        if (!lua_isfunction(L, -1))
            tabi_lua_field_error(L, idx, "pred", "function expected");
        out->pred = lua_gettop(L);
    }
    return 1;
}

/* Runs the Lua predicate of f on region, outside any kernel call. */
static int keep(lua_State *L, const lfilter *f, tab_id region)
{
    if (!f->pred)
        return 1;
    lua_pushvalue(L, f->pred);
    lua_pushvalue(L, 1); /* the game, as the caller gave it */
    lua_pushinteger(L, region);
    lua_call(L, 2, 1);
    int yes = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return yes;
}

/* The regions a through filter's predicate accepted, in id order. */
typedef struct accepted {
    const tab_id *ids;
    uint32_t n;
} accepted;

static int cmp_id(const void *a, const void *b)
{
    tab_id x = *(const tab_id *)a, y = *(const tab_id *)b;
    return (x > y) - (x < y);
}

static bool in_accepted(tab_game *g, tab_id region, void *ud)
{
    (void)g;
    const accepted *set = ud;
    return set->n && bsearch(&region, set->ids, set->n, sizeof region, cmp_id) != NULL;
}

/* The regions of map matching f (its predicate too, run from here), into a
 * userdata pushed on the stack; their number in *n. */
static tab_id *select_into(lua_State *L, tab_game *g, tab_id map, const lfilter *f, uint32_t *n)
{
    uint32_t cap = tab_region_count(g, map);
    tab_id *ids = lua_newuserdatauv(L, (size_t)(cap ? cap : 1) * sizeof *ids, 0);
    if (tab_region_select(g, map, &f->f, ids, cap, n) != TAB_OK)
        tabi_lua_fail(L, g);
    if (*n > cap)
        *n = cap; /* cannot happen: select reports only the map's regions */
    uint32_t kept = 0;
    for (uint32_t i = 0; i < *n; i++)
        if (keep(L, f, ids[i]))
            ids[kept++] = ids[i];
    *n = kept;
    return ids;
}

/* Makes a through filter's predicate a membership test the kernel may call:
 * runs it now over the map's regions. set must live until the query. */
static void prepare_through(lua_State *L, tab_game *g, tab_id map, lfilter *f, accepted *set)
{
    if (!f->pred)
        return;
    set->ids = NULL;
    set->n = 0;
    /* A source that is no region: the query reports it. */
    if (map != TAB_ID_NONE)
        set->ids = select_into(L, g, map, f, &set->n);
    f->f.pred = in_accepted;
    f->f.ud = set;
}

/* ---- Maps and regions ---------------------------------------------------- */

static int l_map_new(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map;
    TABI_LUA_CHECK(L, g, tab_region_map_new(g, &map));
    lua_pushinteger(L, map);
    return 1;
}

static int l_map_free(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_region_map_free(g, tabi_lua_checkid(L, 2)));
    return 0;
}

/* g:region_add(map, {name=, kind=, terrain=, board=, number=}) -> region */
static int l_add(lua_State *L)
{
    static const char *const known[] = {"name", "kind", "terrain", "board", "number", NULL};
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    tabi_lua_check_fields(L, 3, known);
    tab_region_spec sp = {0};
    lua_getfield(L, 3, "name");
    if (lua_type(L, -1) != LUA_TSTRING)
        tabi_lua_field_error(L, 3, "name", "string expected");
    lua_pop(L, 1);
    sp.name = tabi_lua_field_atom(L, g, 3, "name");
    sp.kind = tabi_lua_field_atom(L, g, 3, "kind");
    sp.terrain = tabi_lua_field_atom(L, g, 3, "terrain");
    sp.board = (int32_t)tabi_lua_field_int(L, 3, "board", 0, 0, INT32_MAX);
    sp.number = (int32_t)tabi_lua_field_int(L, 3, "number", 0, 0, INT32_MAX);
    tab_id r;
    TABI_LUA_CHECK(L, g, tab_region_add(g, map, &sp, &r));
    lua_pushinteger(L, r);
    return 1;
}

static int l_count(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_region_count(g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* g:region_at(map, i) -> region or nil (i from 1) */
static int l_at(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    tabi_lua_pushid(L, tab_region_at(g, map, tabi_lua_topos(L, 3)));
    return 1;
}

static int l_find(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    tab_atom name = tab_atom_find(g, luaL_checkstring(L, 3)); /* no name, no region */
    tabi_lua_pushid(L, name ? tab_region_find(g, map, name) : TAB_ID_NONE);
    return 1;
}

static int l_find_land(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    lua_Integer board = luaL_checkinteger(L, 3), number = luaL_checkinteger(L, 4);
    tab_id r = TAB_ID_NONE;
    if (board >= 1 && board <= INT32_MAX && number >= 1 && number <= INT32_MAX)
        r = tab_region_find_land(g, map, (int32_t)board, (int32_t)number);
    tabi_lua_pushid(L, r);
    return 1;
}

static int l_map_of(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tabi_lua_pushid(L, tab_region_map_of(g, tabi_lua_checkid(L, 2)));
    return 1;
}

static void set_atom_field(lua_State *L, tab_game *g, const char *field, tab_atom a)
{
    if (!a)
        return;
    lua_pushstring(L, tab_atom_str(g, a));
    lua_setfield(L, -2, field);
}

/* g:region_info(region) -> {kind=, name=, terrain=, board=, number=} */
static int l_info(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_region_spec sp;
    TABI_LUA_CHECK(L, g, tab_region_info(g, tabi_lua_checkid(L, 2), &sp));
    lua_createtable(L, 0, 5);
    set_atom_field(L, g, "kind", sp.kind);
    set_atom_field(L, g, "name", sp.name);
    set_atom_field(L, g, "terrain", sp.terrain);
    if (sp.board) {
        lua_pushinteger(L, sp.board);
        lua_setfield(L, -2, "board");
    }
    if (sp.number) {
        lua_pushinteger(L, sp.number);
        lua_setfield(L, -2, "number");
    }
    return 1;
}

/* g:region_matches(region [, filter]) -> boolean */
static int l_matches(lua_State *L)
{
    lua_settop(L, 3); /* predicates and scratch go above the arguments */
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id r = tabi_lua_checkid(L, 2);
    lfilter f;
    int has = check_filter(L, g, 3, &f);
    int yes = tab_region_matches(g, r, has ? &f.f : NULL) && keep(L, &f, r);
    lua_pushboolean(L, yes);
    return 1;
}

/* ---- Adjacency ----------------------------------------------------------- */

static int l_connect(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id a = tabi_lua_checkid(L, 2), b = tabi_lua_checkid(L, 3);
    TABI_LUA_CHECK(L, g, tab_region_connect(g, a, b));
    return 0;
}

static int l_disconnect(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id a = tabi_lua_checkid(L, 2), b = tabi_lua_checkid(L, 3);
    TABI_LUA_CHECK(L, g, tab_region_disconnect(g, a, b));
    return 0;
}

static int l_adjacent(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id a = tabi_lua_checkid(L, 2), b = tabi_lua_checkid(L, 3);
    lua_pushboolean(L, tab_region_adjacent(g, a, b));
    return 1;
}

/* g:region_neighbors(region) -> {regions} in id order */
static int l_neighbors(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id r = tabi_lua_checkid(L, 2);
    /* Most regions have a few neighbours: room for 16 first, then the
     * scratch buffer (no userdata per call either way). */
    tab_id few[16];
    uint32_t n;
    TABI_LUA_CHECK(L, g, tab_region_neighbors(g, r, few, 16, &n));
    if (n <= 16) {
        tabi_lua_pushids(L, few, n);
        return 1;
    }
    uint32_t cap = n;
    tab_id *ids = tabi_lua_scratch(L, (size_t)cap * sizeof *ids);
    TABI_LUA_CHECK(L, g, tab_region_neighbors(g, r, ids, cap, &n));
    tabi_lua_pushids(L, ids, n < cap ? n : cap);
    tabi_lua_scratch_done(L, -2);
    return 1;
}

/* g:region_mark_coastal(map [, ocean]) */
static int l_mark_coastal(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    tab_atom ocean = lua_isnoneornil(L, 3) ? tab_atom_of(g, "ocean") : tabi_lua_checkatom(L, g, 3);
    TABI_LUA_CHECK(L, g, tab_region_mark_coastal(g, map, ocean));
    return 0;
}

/* ---- Queries ------------------------------------------------------------- */

/* g:region_distance(a, b [, through]) -> steps or nil */
static int l_distance(lua_State *L)
{
    lua_settop(L, 4); /* predicates and scratch go above the arguments */
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id a = tabi_lua_checkid(L, 2), b = tabi_lua_checkid(L, 3);
    lfilter through;
    int has = check_filter(L, g, 4, &through);
    accepted set;
    prepare_through(L, g, tab_region_map_of(g, a), &through, &set);
    int32_t d;
    TABI_LUA_CHECK(L, g, tab_region_distance(g, a, b, has ? &through.f : NULL, &d));
    if (d == TAB_REGION_UNREACHABLE)
        lua_pushnil(L);
    else
        lua_pushinteger(L, d);
    return 1;
}

/* g:region_within(from, range [, match [, through]]) -> {regions}, {steps} */
static int l_within(lua_State *L)
{
    lua_settop(L, 5); /* predicates and scratch go above the arguments */
    tab_game *g = tabi_lua_checkgame(L, 1);
    const tab_id *from;
    uint32_t nfrom;
    if (lua_type(L, 2) == LUA_TTABLE) {
        from = tabi_lua_checkids(L, 2, 1u << 24, &nfrom);
    } else {
        tab_id *one = lua_newuserdatauv(L, sizeof *one, 0);
        *one = tabi_lua_checkid(L, 2);
        from = one;
        nfrom = 1;
    }
    uint32_t range = TAB_REGION_ANY_RANGE;
    if (!lua_isnoneornil(L, 3)) {
        lua_Integer r = luaL_checkinteger(L, 3);
        luaL_argcheck(L, r >= 0, 3, "range must be 0 or more");
        if (r < (lua_Integer)TAB_REGION_ANY_RANGE)
            range = (uint32_t)r;
    }
    lfilter match, through;
    int has_match = check_filter(L, g, 4, &match);
    int has_through = check_filter(L, g, 5, &through);
    tab_id map = nfrom ? tab_region_map_of(g, from[0]) : TAB_ID_NONE;
    accepted set;
    prepare_through(L, g, map, &through, &set);
    uint32_t cap = tab_region_count(g, map), n;
    /* One scratch buffer for both lists (ids first: tab_id and int32_t
     * have the same alignment). The match predicate runs Lua below; a query
     * it makes gets a buffer of its own (see tabi_lua_scratch). */
    tab_id *ids = tabi_lua_scratch(L, (size_t)(cap ? cap : 1) * (sizeof *ids + sizeof(int32_t)));
    int buf = lua_gettop(L);
    int32_t *dist = (int32_t *)(ids + (cap ? cap : 1));
    TABI_LUA_CHECK(L, g, tab_region_within(g, from, nfrom, range, has_match ? &match.f : NULL,
                                           has_through ? &through.f : NULL, ids, dist, cap, &n));
    if (n > cap)
        n = cap; /* cannot happen: a map holds no more than its regions */
    lua_createtable(L, (int)n, 0);
    lua_createtable(L, (int)n, 0);
    lua_Integer kept = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (!keep(L, &match, ids[i]))
            continue;
        kept++;
        lua_pushinteger(L, ids[i]);
        lua_rawseti(L, -3, kept);
        lua_pushinteger(L, dist[i]);
        lua_rawseti(L, -2, kept);
    }
    tabi_lua_scratch_done(L, buf);
    return 2;
}

/* g:region_select(map [, match]) -> {regions} in id order */
static int l_select(lua_State *L)
{
    lua_settop(L, 3); /* predicates and scratch go above the arguments */
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    lfilter match;
    check_filter(L, g, 3, &match);
    uint32_t n;
    tab_id *ids = select_into(L, g, map, &match, &n);
    tabi_lua_pushids(L, ids, n);
    return 1;
}

void tabi_lua_region_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"region_map_new", l_map_new},
        {"region_map_free", l_map_free},
        {"region_add", l_add},
        {"region_count", l_count},
        {"region_at", l_at},
        {"region_find", l_find},
        {"region_find_land", l_find_land},
        {"region_map_of", l_map_of},
        {"region_info", l_info},
        {"region_matches", l_matches},
        {"region_connect", l_connect},
        {"region_disconnect", l_disconnect},
        {"region_adjacent", l_adjacent},
        {"region_neighbors", l_neighbors},
        {"region_mark_coastal", l_mark_coastal},
        {"region_distance", l_distance},
        {"region_within", l_within},
        {"region_select", l_select},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
