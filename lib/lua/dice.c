/* dice.c - Lua binding of tabula/dice.h: g:dice_<verb>(...). Faces and the
 * dice of a pool count from 1, as Lua arrays do. A face is a table
 * {value = n, symbols = {hit = 1, focus = 2}} (or just its value); a score is
 * a symbol name, a table of weights by symbol name ({hit = 1, miss = -1}), or
 * nil for the total of the values; in both, "value" stands for the face's
 * value (TAB_DICE_VALUE), so no die may have a symbol of that name. Lists of
 * dice are arrays of die type ids; streams are names, nil meaning "main". */
#include <string.h>

#include "binding.h"

#define VALUE_NAME "value"
#define MAX_FORCED (1 << 24)

/* Content tables are frozen after loading: freeze.c moves their pairs into
 * a hidden backing table that reads reach through __index, so lua_next on
 * one finds nothing. Declared in runtime.h, which a binding does not
 * include (it is the runtime's side of the kernel). */
TABI_LUA_HIDDEN int tabi_frozen_backing(lua_State *L, int idx);

/* The table to walk with lua_next for the table at idx: its backing when
 * frozen (pushed), else itself. */
static int pairs_table(lua_State *L, int idx)
{
    idx = lua_absindex(L, idx);
    return tabi_frozen_backing(L, idx) ? lua_gettop(L) : idx;
}

/* Whether id is an entity of the kind the header documents ("dice.die",
 * "dice.pool"): 1-based indices are range-checked here, so that their
 * messages count from 1, while a bad id gets the module's own message. */
static int is_kind(tab_game *g, tab_id id, const char *kind)
{
    tab_atom k = tab_atom_find(g, kind);
    return k != TAB_ATOM_NONE && tab_entity_kind(g, id) == k;
}

/* Whether the value at stack index at is an integer that fits 32 bits;
 * stores it in *out. */
static int to_i32(lua_State *L, int at, int32_t *out)
{
    int ok = lua_type(L, at) == LUA_TNUMBER;
    lua_Integer v = ok ? lua_tointegerx(L, at, &ok) : 0;
    if (!ok || v < INT32_MIN || v > INT32_MAX)
        return 0;
    *out = (int32_t)v;
    return 1;
}

/* The array of ids at idx (at most max entries) in a buffer owned by Lua,
 * left on the stack, so that a later error frees it with the rest. */
static uint32_t check_ids(lua_State *L, int idx, uint32_t max, tab_id **out)
{
    luaL_checktype(L, idx, LUA_TTABLE);
    lua_Integer n = luaL_len(L, idx);
    if (n < 0 || n > (lua_Integer)max)
        luaL_argerror(L, idx, lua_pushfstring(L, "%d dice; at most %d", (int)n, (int)max));
    tab_id *ids = lua_newuserdatauv(L, (size_t)(n ? n : 1) * sizeof *ids, 0);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, idx, i);
        int ok = lua_type(L, -1) == LUA_TNUMBER;
        lua_Integer v = ok ? lua_tointegerx(L, -1, &ok) : 0;
        if (!ok || v < 0 || v > (lua_Integer)UINT32_MAX)
            luaL_argerror(L, idx, lua_pushfstring(L, "entry %d is not a die type id", (int)i));
        ids[i - 1] = (tab_id)v;
        lua_pop(L, 1);
    }
    *out = ids;
    return (uint32_t)n;
}

/* Name/number pairs of a symbols or score table, sorted by name: Lua's
 * table order varies between runs, the game's state must not. */
typedef struct named {
    const char *name;
    int32_t n;
} named;

static void sort_named(named *a, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && strcmp(a[j - 1].name, a[j].name) > 0; j--) {
            named t = a[j];
            a[j] = a[j - 1];
            a[j - 1] = t;
        }
}

/* "face <face>: " for face > 0, else "": the start of an error message. */
static const char *face_prefix(lua_State *L, lua_Integer face)
{
    return face ? lua_pushfstring(L, "face %d: ", (int)face) : "";
}

/* Reads the table at t (names to integers) into a[0..max-1]; errors are
 * raised on argument idx, naming the face when face > 0. */
static int read_named(lua_State *L, int idx, int t, named *a, int max, lua_Integer face)
{
    int top = lua_gettop(L);
    t = pairs_table(L, t);
    int n = 0;
    lua_pushnil(L);
    while (lua_next(L, t)) {
        if (lua_type(L, -2) != LUA_TSTRING) {
            const char *type = luaL_typename(L, -2); /* before the prefix is pushed */
            luaL_argerror(L, idx, lua_pushfstring(L, "%ssymbols are named by strings, not %s",
                                                  face_prefix(L, face), type));
        }
        if (n == max)
            luaL_argerror(L, idx, lua_pushfstring(L, "%smore than %d %s", face_prefix(L, face),
                                                  max, face ? "symbols" : "score terms"));
        a[n].name = lua_tostring(L, -2);
        if (!to_i32(L, -1, &a[n].n))
            luaL_argerror(L, idx, lua_pushfstring(L, "%s%s of '%s' is not a 32-bit integer",
                                                  face_prefix(L, face),
                                                  face ? "count" : "weight", a[n].name));
        lua_pop(L, 1);
        n++;
    }
    lua_settop(L, top); /* the names stay alive in the table itself */
    sort_named(a, n);
    return n;
}

static tab_atom name_atom(lua_State *L, tab_game *g, int idx, const char *name)
{
    tab_atom a = tab_atom_of(g, name);
    if (a == TAB_ATOM_NONE)
        luaL_argerror(L, idx, tab_game_error(g));
    return a;
}

/* The score at idx into terms (room for TAB_DICE_MAX_TERMS); its length. */
static uint32_t check_score(lua_State *L, tab_game *g, int idx, tab_dice_term *terms)
{
    switch (lua_type(L, idx)) {
    case LUA_TNONE:
    case LUA_TNIL:
        terms[0] = (tab_dice_term){TAB_DICE_VALUE, 1};
        return 1;
    case LUA_TSTRING: {
        const char *s = lua_tostring(L, idx);
        terms[0].sym = strcmp(s, VALUE_NAME) == 0 ? TAB_DICE_VALUE : name_atom(L, g, idx, s);
        terms[0].weight = 1;
        return 1;
    }
    case LUA_TTABLE:
        break;
    default:
        luaL_typeerror(L, idx, "symbol name, table of weights or nil");
    }
    named a[TAB_DICE_MAX_TERMS];
    int n = read_named(L, idx, idx, a, TAB_DICE_MAX_TERMS, 0);
    for (int i = 0; i < n; i++) {
        terms[i].sym = strcmp(a[i].name, VALUE_NAME) == 0 ? TAB_DICE_VALUE
                                                           : name_atom(L, g, idx, a[i].name);
        terms[i].weight = a[i].n;
    }
    return (uint32_t)n;
}

/* Face i of the faces table at idx, on the top of the stack, into *f. */
static void check_face(lua_State *L, tab_game *g, int idx, lua_Integer i, tab_die_face *f)
{
    int t = lua_gettop(L);
    memset(f, 0, sizeof *f);
    if (lua_type(L, t) == LUA_TNUMBER) {
        if (!to_i32(L, t, &f->value))
            luaL_argerror(L, idx, lua_pushfstring(L, "face %d is not a 32-bit integer", (int)i));
        return;
    }
    if (!lua_istable(L, t))
        luaL_argerror(L, idx, lua_pushfstring(L, "face %d is %s, not a table or an integer",
                                              (int)i, luaL_typename(L, t)));
    int kt = pairs_table(L, t);
    lua_pushnil(L);
    while (lua_next(L, kt)) {
        const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : NULL;
        if (!k || (strcmp(k, "value") != 0 && strcmp(k, "symbols") != 0))
            luaL_argerror(L, idx, lua_pushfstring(L, "face %d: unknown field %s%s%s (value "
                                                  "and symbols are known)", (int)i,
                                                  k ? "'" : "", k ? k : luaL_typename(L, -2),
                                                  k ? "'" : " key"));
        lua_pop(L, 1);
    }
    if (lua_getfield(L, t, "value") != LUA_TNIL && !to_i32(L, -1, &f->value))
        luaL_argerror(L, idx, lua_pushfstring(L, "face %d: value is not a 32-bit integer",
                                              (int)i));
    int type = lua_getfield(L, t, "symbols");
    if (type != LUA_TNIL) {
        if (type != LUA_TTABLE)
            luaL_argerror(L, idx, lua_pushfstring(L, "face %d: symbols is %s, not a table",
                                                  (int)i, luaL_typename(L, -1)));
        named a[TAB_DICE_FACE_SYMBOLS];
        int n = read_named(L, idx, lua_gettop(L), a, TAB_DICE_FACE_SYMBOLS, i);
        for (int j = 0; j < n; j++) {
            if (strcmp(a[j].name, VALUE_NAME) == 0)
                luaL_argerror(L, idx, lua_pushfstring(L, "face %d: '" VALUE_NAME "' names the "
                                                      "face's value, not a symbol", (int)i));
            f->sym[j] = name_atom(L, g, idx, a[j].name);
            f->count[j] = a[j].n;
        }
    }
    lua_settop(L, t);
}

static void push_face(lua_State *L, tab_game *g, const tab_die_face *f)
{
    lua_createtable(L, 0, 2);
    lua_pushinteger(L, f->value);
    lua_setfield(L, -2, "value");
    lua_createtable(L, 0, TAB_DICE_FACE_SYMBOLS);
    for (int j = 0; j < TAB_DICE_FACE_SYMBOLS && f->sym[j] != TAB_ATOM_NONE; j++) {
        lua_pushinteger(L, f->count[j]);
        lua_setfield(L, -2, tab_atom_str(g, f->sym[j]));
    }
    lua_setfield(L, -2, "symbols");
}

/* ---- Die types ------------------------------------------------------------ */

/* g:dice_new(name, {face, ...}) -> die type id */
static int l_new(lua_State *L)
{
    lua_settop(L, 3); /* buffers go above the arguments */
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_atom name = tabi_lua_checkatom(L, g, 2);
    luaL_checktype(L, 3, LUA_TTABLE);
    lua_Integer n = luaL_len(L, 3);
    if (n < 1 || n > TAB_DICE_MAX_FACES)
        luaL_argerror(L, 3, lua_pushfstring(L, "%d faces; a die has 1 to %d", (int)n,
                                            TAB_DICE_MAX_FACES));
    tab_die_face *faces = lua_newuserdatauv(L, (size_t)n * sizeof *faces, 0);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 3, i);
        check_face(L, g, 3, i, &faces[i - 1]);
        lua_pop(L, 1);
    }
    tab_id die;
    TABI_LUA_CHECK(L, g, tab_dice_new(g, name, faces, (uint32_t)n, &die));
    lua_pushinteger(L, die);
    return 1;
}

/* g:dice_numeric(sides) -> die type id of "d<sides>" */
static int l_numeric(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_Integer sides = luaL_checkinteger(L, 2);
    luaL_argcheck(L, sides >= 0 && sides <= (lua_Integer)UINT32_MAX, 2, "sides out of range");
    tab_id die;
    TABI_LUA_CHECK(L, g, tab_dice_numeric(g, (uint32_t)sides, &die));
    lua_pushinteger(L, die);
    return 1;
}

/* g:dice_find(name) -> die type id or nil */
static int l_find(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_atom name = tab_atom_find(g, luaL_checkstring(L, 2));
    tabi_lua_pushid(L, name ? tab_dice_find(g, name) : TAB_ID_NONE);
    return 1;
}

/* g:dice_faces(die) -> number of faces (0: not a die type) */
static int l_faces(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_dice_faces(g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* g:dice_face(die, f) -> {value =, symbols = {name = count}}, f from 1 */
static int l_face(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id die = tabi_lua_checkid(L, 2);
    lua_Integer f = luaL_checkinteger(L, 3);
    uint32_t nf = tab_dice_faces(g, die);
    if (f < 1 || (nf > 0 && f > nf))
        luaL_argerror(L, 3, lua_pushfstring(L, "die type %d has faces 1 to %d", (int)die,
                                            (int)nf));
    luaL_argcheck(L, f <= TAB_DICE_MAX_FACES, 3, "face out of range");
    tab_die_face face;
    TABI_LUA_CHECK(L, g, tab_dice_face(g, die, (uint32_t)(f - 1), &face));
    push_face(L, g, &face);
    return 1;
}

/* ---- Pools ------------------------------------------------------------------ */

/* g:dice_pool_new({die, ...}) -> pool id */
static int l_pool_new(lua_State *L)
{
    lua_settop(L, 2); /* buffers go above the arguments */
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id *dice;
    uint32_t n = check_ids(L, 2, TAB_DICE_MAX_POOL, &dice);
    tab_id pool;
    TABI_LUA_CHECK(L, g, tab_dice_pool_new(g, dice, n, &pool));
    lua_pushinteger(L, pool);
    return 1;
}

/* g:dice_pool_notation("3d6+2") -> pool id */
static int l_pool_notation(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    const char *text = luaL_checkstring(L, 2);
    tab_id pool;
    TABI_LUA_CHECK(L, g, tab_dice_pool_notation(g, text, &pool));
    lua_pushinteger(L, pool);
    return 1;
}

/* g:dice_pool_free(pool): the pool is gone */
static int l_pool_free(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_dice_pool_free(g, tabi_lua_checkid(L, 2)));
    return 0;
}

/* g:dice_pool_roll(pool [, stream]) */
static int l_pool_roll(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id pool = tabi_lua_checkid(L, 2);
    TABI_LUA_CHECK(L, g, tab_dice_pool_roll(g, pool, tabi_lua_optatom(L, g, 3)));
    return 0;
}

/* g:dice_pool_reroll(pool, {i, ...} [, stream]), i from 1 */
static int l_pool_reroll(lua_State *L)
{
    lua_settop(L, 4); /* buffers go above the arguments */
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id pool = tabi_lua_checkid(L, 2);
    luaL_checktype(L, 3, LUA_TTABLE);
    tab_atom stream = tabi_lua_optatom(L, g, 4);
    lua_Integer n = luaL_len(L, 3);
    luaL_argcheck(L, n >= 0 && n <= TAB_DICE_MAX_POOL, 3, "too many dice");
    /* Range and repeats are checked here only for a real pool, so that
     * messages count from 1; the module checks again, and checks the rest. */
    uint32_t size = is_kind(g, pool, "dice.pool") ? tab_dice_pool_size(g, pool) : UINT32_MAX;
    uint32_t *idx = lua_newuserdatauv(L, (size_t)(n ? n : 1) * sizeof *idx, 0);
    uint8_t seen[TAB_DICE_MAX_POOL / 8] = {0};
    for (lua_Integer j = 1; j <= n; j++) {
        lua_geti(L, 3, j);
        int ok = lua_type(L, -1) == LUA_TNUMBER;
        lua_Integer i = ok ? lua_tointegerx(L, -1, &ok) : 0;
        lua_pop(L, 1);
        if (!ok || i < 1 || i > TAB_DICE_MAX_POOL)
            luaL_argerror(L, 3, lua_pushfstring(L, "entry %d is not a die's index", (int)j));
        if (size != UINT32_MAX && (uint32_t)i > size)
            luaL_argerror(L, 3, lua_pushfstring(L, "die %d is beyond the pool's %d dice", (int)i,
                                                (int)size));
        if (seen[(i - 1) / 8] & (1u << ((i - 1) % 8)))
            luaL_argerror(L, 3, lua_pushfstring(L, "die %d is listed twice", (int)i));
        seen[(i - 1) / 8] |= (uint8_t)(1u << ((i - 1) % 8));
        idx[j - 1] = (uint32_t)(i - 1);
    }
    TABI_LUA_CHECK(L, g, tab_dice_pool_reroll(g, pool, idx, (uint32_t)n, stream));
    return 0;
}

/* g:dice_pool_add(pool, {die, ...} [, stream]) */
static int l_pool_add(lua_State *L)
{
    lua_settop(L, 4); /* buffers go above the arguments */
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id pool = tabi_lua_checkid(L, 2);
    tab_id *dice;
    uint32_t n = check_ids(L, 3, TAB_DICE_MAX_POOL, &dice);
    TABI_LUA_CHECK(L, g, tab_dice_pool_add(g, pool, dice, n, tabi_lua_optatom(L, g, 4)));
    return 0;
}

/* g:dice_pool_size(pool) -> how many dice the pool has */
static int l_pool_size(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_dice_pool_size(g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* g:dice_pool_rolled(pool) -> whether the pool has been rolled */
static int l_pool_rolled(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushboolean(L, tab_dice_pool_rolled(g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* g:dice_pool_modifier(pool) -> the pool's modifier ("3d6+2": 2) */
static int l_pool_modifier(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_dice_pool_modifier(g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* g:dice_pool_die(pool, i) -> die type id, face showing (from 1; nil when
 * not rolled) */
static int l_pool_die(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id pool = tabi_lua_checkid(L, 2);
    lua_Integer i = luaL_checkinteger(L, 3);
    luaL_argcheck(L, i >= 1 && i <= TAB_DICE_MAX_POOL, 3, "index out of range");
    if (is_kind(g, pool, "dice.pool")) {
        uint32_t size = tab_dice_pool_size(g, pool);
        if ((uint32_t)i > size)
            luaL_argerror(L, 3, lua_pushfstring(L, "die %d is beyond the pool's %d dice",
                                                (int)i, (int)size));
    }
    tab_id die;
    int32_t face;
    TABI_LUA_CHECK(L, g, tab_dice_pool_die(g, pool, (uint32_t)(i - 1), &die, &face));
    lua_pushinteger(L, die);
    if (face >= 0)
        lua_pushinteger(L, (lua_Integer)face + 1);
    else
        lua_pushnil(L);
    return 2;
}

/* g:dice_pool_count(pool [, symbol]) -> sum; no symbol (or "value"): the
 * values' total plus the modifier */
static int l_pool_count(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id pool = tabi_lua_checkid(L, 2);
    tab_atom sym = TAB_DICE_VALUE;
    if (!lua_isnoneornil(L, 3) && strcmp(luaL_checkstring(L, 3), VALUE_NAME) != 0)
        sym = tabi_lua_checkatom(L, g, 3);
    int64_t n;
    TABI_LUA_CHECK(L, g, tab_dice_pool_count(g, pool, sym, &n));
    lua_pushinteger(L, n);
    return 1;
}

/* g:dice_pool_score(pool, score) -> score of the faces showing */
static int l_pool_score(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id pool = tabi_lua_checkid(L, 2);
    tab_dice_term terms[TAB_DICE_MAX_TERMS];
    uint32_t nt = check_score(L, g, 3, terms);
    int64_t n;
    TABI_LUA_CHECK(L, g, tab_dice_pool_score(g, pool, terms, nt, &n));
    lua_pushinteger(L, n);
    return 1;
}

/* ---- Forced outcomes -------------------------------------------------------- */

/* g:dice_force({face, ...} [, stream]), faces from 1 */
static int l_force(lua_State *L)
{
    lua_settop(L, 3); /* buffers go above the arguments */
    tab_game *g = tabi_lua_checkgame(L, 1);
    luaL_checktype(L, 2, LUA_TTABLE);
    tab_atom stream = tabi_lua_optatom(L, g, 3);
    lua_Integer n = luaL_len(L, 2);
    luaL_argcheck(L, n >= 0 && n <= MAX_FORCED, 2, "too many faces");
    int32_t *faces = lua_newuserdatauv(L, (size_t)(n ? n : 1) * sizeof *faces, 0);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 2, i);
        int ok = lua_type(L, -1) == LUA_TNUMBER;
        lua_Integer f = ok ? lua_tointegerx(L, -1, &ok) : 0;
        lua_pop(L, 1);
        if (!ok || f < 1 || f > TAB_DICE_MAX_FACES)
            luaL_argerror(L, 2, lua_pushfstring(L, "entry %d is not a face from 1 to %d", (int)i,
                                                TAB_DICE_MAX_FACES));
        faces[i - 1] = (int32_t)(f - 1);
    }
    TABI_LUA_CHECK(L, g, tab_dice_force(g, stream, faces, (uint32_t)n));
    return 0;
}

/* g:dice_forced([stream]) -> faces still queued */
static int l_forced(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_dice_forced(g, tabi_lua_optatom(L, g, 2)));
    return 1;
}

/* g:dice_force_clear([stream]): forgets the faces forced on the stream (nil: "main") */
static int l_force_clear(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_dice_force_clear(g, tabi_lua_optatom(L, g, 2)));
    return 0;
}

/* ---- Exact distributions ------------------------------------------------------ */

/* g:dice_dist({die, ...} [, score]) -> {p, ...}, min: p[k] is the
 * probability of the score min + k - 1. Sized first, then filled into a
 * buffer Lua owns (tab_dice_dist_new's buffer would leak on a Lua error). */
static int l_dist(lua_State *L)
{
    lua_settop(L, 3); /* buffers go above the arguments */
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id *dice;
    uint32_t n = check_ids(L, 2, TAB_DICE_MAX_POOL, &dice);
    tab_dice_term terms[TAB_DICE_MAX_TERMS];
    uint32_t nt = check_score(L, g, 3, terms);
    int64_t min;
    uint32_t len;
    TABI_LUA_CHECK(L, g, tab_dice_dist(g, dice, n, terms, nt, NULL, 0, &min, &len));
    double *p = lua_newuserdatauv(L, (size_t)len * sizeof *p, 0);
    TABI_LUA_CHECK(L, g, tab_dice_dist(g, dice, n, terms, nt, p, len, &min, &len));
    lua_createtable(L, (int)len, 0);
    for (uint32_t k = 0; k < len; k++) {
        lua_pushnumber(L, p[k]);
        lua_rawseti(L, -2, (lua_Integer)k + 1);
    }
    lua_pushinteger(L, min);
    return 2;
}

/* g:dice_dist_exact({die, ...} [, score]) -> {count, ...}, min, total:
 * count[k] of total outcomes give the score min + k - 1. */
static int l_dist_exact(lua_State *L)
{
    lua_settop(L, 3); /* buffers go above the arguments */
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id *dice;
    uint32_t n = check_ids(L, 2, TAB_DICE_MAX_POOL, &dice);
    tab_dice_term terms[TAB_DICE_MAX_TERMS];
    uint32_t nt = check_score(L, g, 3, terms);
    int64_t min;
    uint32_t len;
    uint64_t total;
    TABI_LUA_CHECK(L, g, tab_dice_dist_exact(g, dice, n, terms, nt, NULL, 0, &min, &len, &total));
    if (total > (uint64_t)LUA_MAXINTEGER)
        return luaL_error(L, "dice_dist_exact: the dice have more outcomes than a Lua integer "
                             "holds; use dice_dist");
    uint64_t *c = lua_newuserdatauv(L, (size_t)len * sizeof *c, 0);
    TABI_LUA_CHECK(L, g, tab_dice_dist_exact(g, dice, n, terms, nt, c, len, &min, &len, &total));
    lua_createtable(L, (int)len, 0);
    for (uint32_t k = 0; k < len; k++) {
        lua_pushinteger(L, (lua_Integer)c[k]);
        lua_rawseti(L, -2, (lua_Integer)k + 1);
    }
    lua_pushinteger(L, min);
    lua_pushinteger(L, (lua_Integer)total);
    return 3;
}

/* g:dice_at_least({die, ...}, score, k) -> P(score >= k) */
static int l_at_least(lua_State *L)
{
    lua_settop(L, 4); /* buffers go above the arguments */
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id *dice;
    uint32_t n = check_ids(L, 2, TAB_DICE_MAX_POOL, &dice);
    tab_dice_term terms[TAB_DICE_MAX_TERMS];
    uint32_t nt = check_score(L, g, 3, terms);
    lua_Integer k = luaL_checkinteger(L, 4);
    double p;
    TABI_LUA_CHECK(L, g, tab_dice_at_least(g, dice, n, terms, nt, k, &p));
    lua_pushnumber(L, p);
    return 1;
}

void tabi_lua_dice_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"dice_new", l_new},
        {"dice_numeric", l_numeric},
        {"dice_find", l_find},
        {"dice_faces", l_faces},
        {"dice_face", l_face},
        {"dice_pool_new", l_pool_new},
        {"dice_pool_notation", l_pool_notation},
        {"dice_pool_free", l_pool_free},
        {"dice_pool_roll", l_pool_roll},
        {"dice_pool_reroll", l_pool_reroll},
        {"dice_pool_add", l_pool_add},
        {"dice_pool_size", l_pool_size},
        {"dice_pool_rolled", l_pool_rolled},
        {"dice_pool_modifier", l_pool_modifier},
        {"dice_pool_die", l_pool_die},
        {"dice_pool_count", l_pool_count},
        {"dice_pool_score", l_pool_score},
        {"dice_force", l_force},
        {"dice_forced", l_forced},
        {"dice_force_clear", l_force_clear},
        {"dice_dist", l_dist},
        {"dice_dist_exact", l_dist_exact},
        {"dice_at_least", l_at_least},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
