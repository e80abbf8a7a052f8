/* grid.c - Lua binding of tabula/grid.h: g:grid_<verb>(...). Cells are
 * 0-based x, y as in the C API (they are coordinates, not positions in a
 * list).
 *
 *   g:grid_new(w, h) -> grid;  g:grid_size(grid) -> w, h
 *   g:grid_define_terrain(grid, name [, {cost=1, blocks_move=false,
 *       blocks_los=false, no_end=false, gap=false, soft=false}])
 *   g:grid_terrain_info(grid, name) -> that table, every field given
 *   g:grid_set_terrain(grid, x, y, name [, w=1, h=1]) (a rectangle)
 *   g:grid_terrain_at(grid, x, y) -> name
 *   g:grid_set_height(grid, x, y, height [, w=1, h=1])
 *   g:grid_height_at(grid, x, y) -> height
 *   g:grid_set_edge(grid, x, y, side, feature), g:grid_edge_at(grid, x, y,
 *       side) -> feature; side "n"|"e"|"s"|"w", feature "none"|"wall"|
 *       "open"|"closed"|"locked" (TAB_GRID_EDGE_NONE, TAB_GRID_WALL,
 *       TAB_GRID_DOOR_OPEN, _CLOSED, _LOCKED)
 *   g:grid_place(grid, e, x, y [, sight=0]), g:grid_move(grid, e, x, y),
 *   g:grid_remove(grid, e), g:grid_locate(grid, e) -> x, y (nil when e is
 *   not on the grid), g:grid_occupant(grid, x, y) -> id (the lowest) or
 *   nil, and how many pieces the cell holds; g:grid_occupants(grid, x, y
 *   [, out]) -> {ids} (out: a table to fill and return instead of a new one)
 *   g:grid_neighbours(grid, x, y [, {diagonal=false, open=false} [, out]])
 *       -> {{x=, y=}, ...} clockwise from north (out: a table to refill)
 *   g:grid_distance(metric, x0, y0, x1, y1) -> integer; metric "manhattan"|
 *       "chebyshev"|"circle"|"reach" (INT32_MAX when it does not fit)
 *   g:grid_reachable(grid, x, y [, opts [, out]]) -> {{x=, y=, cost=, fall=},
 *       ...} (out: a table to refill)
 *   g:grid_path(grid, x0, y0, x1, y1 [, opts]) -> {{x=, y=}, ...}, cost, fall
 *       (an empty list and nil, nil when there is no way)
 *       opts = {mover=, budget=-1, jump=0, diagonal=false, falls=false,
 *               leap=false, relation=, step=}
 *   g:grid_los(grid, x0, y0, x1, y1 [, heights=false]) -> boolean
 *   g:grid_area(grid, x, y, {metric=, radius=, no_centre=false, los=false,
 *       heights=false, max_up=-1, max_down=-1} [, out]) -> {{x=, y=}, ...}
 *   g:grid_push_plan(grid, attacker, target, dir, count [, relation]),
 *   g:grid_push(...) -> {from={x=, y=}, to={x=, y=}, moved=, fall=, damage=,
 *       stopped=, blocker= (nil: none)}; dir "back"|"left"|"right"|"forward"
 *   g:grid_tiles(length, tile) -> tiles; g:grid_fall_damage(fallen,
 *       free_tiles [, soft=false]) -> damage
 *
 * A relation is a function(mover, occupant) (mover nil when none) or a table
 * {[occupant] = answer}; the answer is "block", "pass", "end", "pass_end" or
 * "share" (the same as "pass_end"), nil meaning "block". A step is a
 * function(info), info = {grid=, from={x=, y=}, to={x=, y=}, rise=, leap=,
 * cost= (-1: only heights refuse it), mover= (nil: none)}, returning the
 * step's cost, a negative number to refuse it, or nil for info.cost. The
 * info table (and its from and to) is the same for every step of one
 * query, refilled each time: copy what is to be kept.
 *
 * The kernel calls these from inside its searches; a Lua error there must not
 * longjmp across its frames (it would leak the search's scratch). So each
 * call runs under lua_pcall; the first error is kept, every later callback
 * refuses without running Lua, and once the C call has returned the error is
 * raised at the caller (an instruction or memory limit too: the runtime's
 * hook would raise it again anyway). A callback runs inside a C call, so it
 * cannot yield (ask for a decision), and must not change the game: the
 * query then fails with the kernel's TAB_EMISUSE message. reachable, path
 * and area ask for at most SCRATCH_CELLS results first and, when there are
 * more, ask again with room for all: callbacks may then run twice. Their C
 * results go to a scratch buffer reused across calls (tabi_lua_scratch), not
 * to a new userdata each time. */
#include <string.h>

#include "binding.h"

/* The most results a first query makes room for. */
#define SCRATCH_CELLS 4096u

static const char *const side_names[] = {"n", "e", "s", "w", NULL};
static const tab_grid_dir sides[] = {TAB_GRID_N, TAB_GRID_E, TAB_GRID_S, TAB_GRID_W};
static const char *const edge_names[] = {"none", "wall", "open", "closed", "locked", NULL};
static const char *const metric_names[] = {"manhattan", "chebyshev", "circle", "reach", NULL};
static const char *const push_names[] = {"back", "left", "right", "forward", NULL};

/* ---- Arguments ---------------------------------------------------------- */

static int32_t check_i32(lua_State *L, int idx)
{
    lua_Integer v = luaL_checkinteger(L, idx);
    luaL_argcheck(L, v >= INT32_MIN && v <= INT32_MAX, idx, "not a 32-bit integer");
    return (int32_t)v;
}

static int32_t opt_i32(lua_State *L, int idx, int32_t def)
{
    return lua_isnoneornil(L, idx) ? def : check_i32(L, idx);
}

static int opt_bool(lua_State *L, int idx, int def)
{
    if (lua_isnoneornil(L, idx))
        return def;
    luaL_checktype(L, idx, LUA_TBOOLEAN);
    return lua_toboolean(L, idx);
}

#define INT32_FIELD(L, idx, name, def) \
    (int32_t)tabi_lua_field_int((L), (idx), (name), (def), INT32_MIN, INT32_MAX)

/* The cells of grid (raising its error when it is not one). */
static uint32_t cells_of(lua_State *L, tab_game *g, tab_id grid)
{
    int32_t w, h;
    if (tab_grid_size(g, grid, &w, &h) != TAB_OK)
        tabi_lua_fail(L, g);
    return (uint32_t)w * (uint32_t)h;
}

/* The terrain type named at idx, without interning a name nobody defined
 * (a failed call must leave the state as it was). */
static tab_atom check_terrain(lua_State *L, tab_game *g, tab_id grid, int idx)
{
    const char *s = luaL_checkstring(L, idx);
    tab_atom a = tab_atom_find(g, s);
    if (a == TAB_ATOM_NONE) {
        cells_of(L, g, grid);
        luaL_error(L, "grid %d has no terrain type '%s'", (int)grid, s);
    }
    return a;
}

static void push_pos(lua_State *L, int32_t x, int32_t y)
{
    lua_createtable(L, 0, 2);
    lua_pushinteger(L, x);
    lua_setfield(L, -2, "x");
    lua_pushinteger(L, y);
    lua_setfield(L, -2, "y");
}

/* Sets t.x, t.y (t on the top of the stack), raw: out tables are the
 * caller's own. */
static void set_pos(lua_State *L, int32_t x, int32_t y)
{
    lua_pushliteral(L, "x");
    lua_pushinteger(L, x);
    lua_rawset(L, -3);
    lua_pushliteral(L, "y");
    lua_pushinteger(L, y);
    lua_rawset(L, -3);
}

/* Pushes the n cells as a list of {x=, y=}, into the table at out when out
 * is not 0: a cell table already at its place in out is refilled, not made
 * again; entries after the last cell are cleared. */
static void push_positions_into(lua_State *L, const tab_grid_pos *p, uint32_t n, int out)
{
    lua_pushvalue(L, out);
    lua_Unsigned old = lua_rawlen(L, -1);
    for (uint32_t i = 0; i < n; i++) {
        if (lua_rawgeti(L, -1, (lua_Integer)i + 1) == LUA_TTABLE) {
            set_pos(L, p[i].x, p[i].y);
            lua_pop(L, 1);
        } else {
            lua_pop(L, 1);
            push_pos(L, p[i].x, p[i].y);
            lua_rawseti(L, -2, (lua_Integer)i + 1);
        }
    }
    for (lua_Unsigned i = old; i > n; i--) {
        lua_pushnil(L);
        lua_rawseti(L, -2, (lua_Integer)i);
    }
}

static void push_positions(lua_State *L, const tab_grid_pos *p, uint32_t n)
{
    lua_createtable(L, (int)n, 0);
    for (uint32_t i = 0; i < n; i++) {
        push_pos(L, p[i].x, p[i].y);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
}

/* ---- Callbacks ------------------------------------------------------------ */

/* What the C callbacks need: the stack slots of the Lua relation and step
 * (0: none) and of the first error, once there is one. */
typedef struct callbacks {
    lua_State *L;
    int rel, step;
    int rel_plain; /* the relation is a table without a metatable: read raw */
    int info;  /* the step's info table, refilled for every step (0: none) */
    tabi_lua_first_error err;
} callbacks;

/* Reserves the error slot and room on the stack for the callbacks' calls;
 * rel and step are the stack slots of the Lua values (0: none). A step
 * gets one info table for the whole query, refilled at each call: a search
 * asks thousands of steps, and three new tables a step were most of it. */
static void callbacks_init(lua_State *L, callbacks *c, int rel, int step)
{
    luaL_checkstack(L, 8, "grid callbacks");
    c->L = L;
    c->rel = rel;
    c->step = step;
    /* A plain table's answers are read without a protected call each: no
     * metamethod can run, so nothing can raise but a bad answer. */
    c->rel_plain = 0;
    if (rel && lua_istable(L, rel)) {
        c->rel_plain = !lua_getmetatable(L, rel);
        if (!c->rel_plain)
            lua_pop(L, 1);
    }
    tabi_lua_first_error_open(L, &c->err);
    c->info = 0;
    if (step) {
        lua_createtable(L, 0, 7);
        push_pos(L, 0, 0);
        lua_setfield(L, -2, "from");
        push_pos(L, 0, 0);
        lua_setfield(L, -2, "to");
        c->info = lua_gettop(L);
    }
}

/* The C answer for the relation's answer on the top of the stack (popped),
 * or -1 when it is none of them. */
static int64_t relation_answer(lua_State *L)
{
    static const char *const names[] = {"block", "pass", "end", "pass_end", "share", NULL};
    static const uint32_t answers[] = {TAB_GRID_BLOCK, TAB_GRID_PASS, TAB_GRID_END,
                                       TAB_GRID_SHARE, TAB_GRID_SHARE};
    int64_t r = TAB_GRID_BLOCK;
    if (!lua_isnil(L, -1)) {
        const char *s = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
        int i = 0;
        while (s && names[i] && strcmp(names[i], s) != 0)
            i++;
        r = s && names[i] ? (int64_t)answers[i] : -1;
    }
    if (r >= 0)
        lua_pop(L, 1);
    return r;
}

/* Replaces the bad answer on the top with the error naming it. */
static void push_bad_answer(lua_State *L)
{
    const char *s = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    lua_pushfstring(L, "grid relation: %s is not \"block\", \"pass\", \"end\" or \"pass_end\"",
                    s ? lua_pushfstring(L, "'%s'", s) : luaL_typename(L, -1));
    if (s)
        lua_remove(L, -2);
    lua_remove(L, -2);
}

/* Protected: (relation, mover or nil, occupant) -> the C answer. */
static int relation_protected(lua_State *L)
{
    if (lua_isfunction(L, 1)) {
        lua_pushvalue(L, 1);
        lua_pushvalue(L, 2);
        lua_pushvalue(L, 3);
        lua_call(L, 2, 1);
    } else {
        lua_pushvalue(L, 3);
        lua_gettable(L, 1);
    }
    int64_t r = relation_answer(L);
    if (r < 0) {
        push_bad_answer(L);
        return lua_error(L);
    }
    lua_pushinteger(L, r);
    return 1;
}

static uint32_t relation_cb(void *ud, tab_game *g, tab_id mover, tab_id occupant)
{
    (void)g;
    callbacks *c = ud;
    if (c->err.failed)
        return TAB_GRID_BLOCK;
    lua_State *L = c->L;
    if (c->rel_plain) {
        lua_rawgeti(L, c->rel, occupant);
        int64_t r = relation_answer(L);
        if (r >= 0)
            return (uint32_t)r;
        push_bad_answer(L);
        tabi_lua_first_error_keep(L, &c->err);
        return TAB_GRID_BLOCK;
    }
    lua_pushcfunction(L, relation_protected);
    lua_pushvalue(L, c->rel);
    if (mover == TAB_ID_NONE)
        lua_pushnil(L);
    else
        lua_pushinteger(L, mover);
    lua_pushinteger(L, occupant);
    if (lua_pcall(L, 3, 1, 0) != LUA_OK) {
        tabi_lua_first_error_keep(L, &c->err);
        return TAB_GRID_BLOCK;
    }
    uint32_t r = (uint32_t)lua_tointeger(L, -1);
    lua_pop(L, 1);
    return r;
}

/* Sets the x and y of the position table in field name of the table on
 * the top, making it again if the callback took it away. */
static void refill_pos(lua_State *L, const char *name, int32_t x, int32_t y)
{
    if (lua_getfield(L, -1, name) != LUA_TTABLE) {
        lua_pop(L, 1);
        push_pos(L, x, y);
        lua_setfield(L, -2, name);
        return;
    }
    set_pos(L, x, y);
    lua_pop(L, 1);
}

/* Protected: (step function, info as light userdata, the info table to
 * refill) -> the cost. */
static int step_protected(lua_State *L)
{
    const tab_grid_step_info *s = lua_touserdata(L, 2);
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 3);
    lua_pushinteger(L, s->grid);
    lua_setfield(L, -2, "grid");
    refill_pos(L, "from", s->from.x, s->from.y);
    refill_pos(L, "to", s->to.x, s->to.y);
    lua_pushinteger(L, s->rise);
    lua_setfield(L, -2, "rise");
    lua_pushboolean(L, s->leap);
    lua_setfield(L, -2, "leap");
    lua_pushinteger(L, s->cost);
    lua_setfield(L, -2, "cost");
    tabi_lua_pushid(L, s->mover);
    lua_setfield(L, -2, "mover");
    lua_call(L, 1, 1);
    if (lua_isnil(L, -1)) {
        lua_pushinteger(L, s->cost);
        return 1;
    }
    int ok;
    lua_Integer v = lua_tointegerx(L, -1, &ok);
    if (!ok || lua_type(L, -1) != LUA_TNUMBER)
        return luaL_error(L, "grid step: the cost is %s, not an integer", luaL_typename(L, -1));
    if (v > INT32_MAX)
        return luaL_error(L, "grid step: cost %I is too large", v);
    lua_pushinteger(L, v < 0 ? -1 : v);
    return 1;
}

static int32_t step_cb(void *ud, tab_game *g, const tab_grid_step_info *s)
{
    (void)g;
    callbacks *c = ud;
    if (c->err.failed)
        return -1;
    lua_State *L = c->L;
    lua_pushcfunction(L, step_protected);
    lua_pushvalue(L, c->step);
    lua_pushlightuserdata(L, (void *)s);
    lua_pushvalue(L, c->info);
    if (lua_pcall(L, 3, 1, 0) != LUA_OK) {
        tabi_lua_first_error_keep(L, &c->err);
        return -1;
    }
    int32_t r = (int32_t)lua_tointeger(L, -1);
    lua_pop(L, 1);
    return r;
}

/* The relation at idx (function, table or nil): its slot, or 0 for none. */
static int check_relation(lua_State *L, int idx)
{
    int t = lua_type(L, idx);
    if (t == LUA_TNONE || t == LUA_TNIL)
        return 0;
    if (t != LUA_TFUNCTION && t != LUA_TTABLE)
        luaL_typeerror(L, idx, "relation function, table or nil");
    return lua_absindex(L, idx);
}

/* Reads the move options at idx into *mv, with c's callbacks. */
static void check_move_opts(lua_State *L, int idx, tab_grid_move_opts *mv, callbacks *c)
{
    static const char *const known[] = {"mover", "budget", "jump", "diagonal", "falls",
                                        "leap", "relation", "step", NULL};
    memset(mv, 0, sizeof *mv);
    mv->budget = -1;
    int rel = 0, step = 0;
    if (!lua_isnoneornil(L, idx)) {
        tabi_lua_check_fields(L, idx, known);
        mv->mover = tabi_lua_field_id(L, idx, "mover");
        mv->budget = INT32_FIELD(L, idx, "budget", -1);
        mv->jump = INT32_FIELD(L, idx, "jump", 0);
        if (tabi_lua_field_bool(L, idx, "diagonal", 0))
            mv->flags |= TAB_GRID_DIAGONAL;
        if (tabi_lua_field_bool(L, idx, "falls", 0))
            mv->flags |= TAB_GRID_FALLS;
        if (tabi_lua_field_bool(L, idx, "leap", 0))
            mv->flags |= TAB_GRID_LEAP;
        lua_getfield(L, idx, "relation");
        int t = lua_type(L, -1);
        if (t == LUA_TFUNCTION || t == LUA_TTABLE)
            rel = lua_gettop(L);
        else if (t != LUA_TNIL)
            tabi_lua_field_error(L, idx, "relation", "function or table expected");
        lua_getfield(L, idx, "step");
        t = lua_type(L, -1);
        if (t == LUA_TFUNCTION)
            step = lua_gettop(L);
        else if (t != LUA_TNIL)
            tabi_lua_field_error(L, idx, "step", "function expected");
    }
    callbacks_init(L, c, rel, step);
    if (rel) {
        mv->relation = relation_cb;
        mv->relation_ud = c;
    }
    if (step) {
        mv->step = step_cb;
        mv->step_ud = c;
    }
}

/* ---- Grids ---------------------------------------------------------------- */

static int l_new(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    int32_t w = check_i32(L, 2), h = check_i32(L, 3);
    tab_id grid;
    TABI_LUA_CHECK(L, g, tab_grid_new(g, w, h, &grid));
    lua_pushinteger(L, grid);
    return 1;
}

static int l_size(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    int32_t w, h;
    TABI_LUA_CHECK(L, g, tab_grid_size(g, tabi_lua_checkid(L, 2), &w, &h));
    lua_pushinteger(L, w);
    lua_pushinteger(L, h);
    return 2;
}

static const struct {
    const char *name;
    uint32_t flag;
} terrain_flags[] = {
    {"blocks_move", TAB_GRID_T_BLOCKS_MOVE}, {"blocks_los", TAB_GRID_T_BLOCKS_LOS},
    {"no_end", TAB_GRID_T_NO_END},           {"gap", TAB_GRID_T_GAP},
    {"soft", TAB_GRID_T_SOFT},
};
#define NFLAGS (sizeof terrain_flags / sizeof *terrain_flags)

/* g:grid_define_terrain(grid, name [, {cost=, blocks_move=, ...}]) */
static int l_define_terrain(lua_State *L)
{
    static const char *const known[] = {"cost", "blocks_move", "blocks_los", "no_end", "gap",
                                        "soft", NULL};
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    luaL_checkstring(L, 3);
    int32_t cost = 1;
    uint32_t flags = 0;
    if (!lua_isnoneornil(L, 4)) {
        tabi_lua_check_fields(L, 4, known);
        cost = (int32_t)tabi_lua_field_int(L, 4, "cost", 1, 1, TAB_GRID_MAX_COST);
        for (size_t i = 0; i < NFLAGS; i++)
            if (tabi_lua_field_bool(L, 4, terrain_flags[i].name, 0))
                flags |= terrain_flags[i].flag;
    }
    cells_of(L, g, grid); /* no name interned for a grid that is not one */
    TABI_LUA_CHECK(L, g, tab_grid_define_terrain(g, grid, tabi_lua_checkatom(L, g, 3), cost,
                                                 flags));
    return 0;
}

/* g:grid_terrain_info(grid, name) -> {cost=, blocks_move=, ...} */
static int l_terrain_info(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    tab_atom name = check_terrain(L, g, grid, 3);
    int32_t cost;
    uint32_t flags;
    TABI_LUA_CHECK(L, g, tab_grid_terrain_info(g, grid, name, &cost, &flags));
    lua_createtable(L, 0, 1 + (int)NFLAGS);
    lua_pushinteger(L, cost);
    lua_setfield(L, -2, "cost");
    for (size_t i = 0; i < NFLAGS; i++) {
        lua_pushboolean(L, (flags & terrain_flags[i].flag) != 0);
        lua_setfield(L, -2, terrain_flags[i].name);
    }
    return 1;
}

/* g:grid_set_terrain(grid, x, y, name [, w=1, h=1]) */
static int l_set_terrain(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    int32_t x = check_i32(L, 3), y = check_i32(L, 4);
    int32_t w = opt_i32(L, 6, 1), h = opt_i32(L, 7, 1);
    tab_atom name = check_terrain(L, g, grid, 5);
    TABI_LUA_CHECK(L, g, tab_grid_set_terrain(g, grid, x, y, w, h, name));
    return 0;
}

static int l_terrain_at(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    int32_t x = check_i32(L, 3), y = check_i32(L, 4);
    tab_atom a;
    TABI_LUA_CHECK(L, g, tab_grid_terrain_at(g, grid, x, y, &a));
    lua_pushstring(L, tab_atom_str(g, a));
    return 1;
}

/* g:grid_set_height(grid, x, y, height [, w=1, h=1]) */
static int l_set_height(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    int32_t x = check_i32(L, 3), y = check_i32(L, 4), height = check_i32(L, 5);
    int32_t w = opt_i32(L, 6, 1), h = opt_i32(L, 7, 1);
    TABI_LUA_CHECK(L, g, tab_grid_set_height(g, grid, x, y, w, h, height));
    return 0;
}

static int l_height_at(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    int32_t x = check_i32(L, 3), y = check_i32(L, 4);
    int32_t height;
    TABI_LUA_CHECK(L, g, tab_grid_height_at(g, grid, x, y, &height));
    lua_pushinteger(L, height);
    return 1;
}

/* g:grid_set_edge(grid, x, y, side, feature) */
static int l_set_edge(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    int32_t x = check_i32(L, 3), y = check_i32(L, 4);
    tab_grid_dir side = sides[tabi_lua_checkoption(L, 5, NULL, side_names)];
    tab_grid_edge feature = (tab_grid_edge)tabi_lua_checkoption(L, 6, NULL, edge_names);
    TABI_LUA_CHECK(L, g, tab_grid_set_edge(g, grid, x, y, side, feature));
    return 0;
}

/* g:grid_edge_at(grid, x, y, side) -> feature */
static int l_edge_at(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    int32_t x = check_i32(L, 3), y = check_i32(L, 4);
    tab_grid_dir side = sides[tabi_lua_checkoption(L, 5, NULL, side_names)];
    tab_grid_edge e;
    TABI_LUA_CHECK(L, g, tab_grid_edge_at(g, grid, x, y, side, &e));
    lua_pushstring(L, e <= TAB_GRID_DOOR_LOCKED ? edge_names[e] : "?");
    return 1;
}

/* ---- Occupants ------------------------------------------------------------ */

/* g:grid_place(grid, e, x, y [, sight=0]) */
static int l_place(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2), e = tabi_lua_checkid(L, 3);
    int32_t x = check_i32(L, 4), y = check_i32(L, 5), sight = opt_i32(L, 6, 0);
    TABI_LUA_CHECK(L, g, tab_grid_place(g, grid, e, x, y, sight));
    return 0;
}

static int l_move(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2), e = tabi_lua_checkid(L, 3);
    int32_t x = check_i32(L, 4), y = check_i32(L, 5);
    TABI_LUA_CHECK(L, g, tab_grid_move(g, grid, e, x, y));
    return 0;
}

static int l_remove(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2), e = tabi_lua_checkid(L, 3);
    TABI_LUA_CHECK(L, g, tab_grid_remove(g, grid, e));
    return 0;
}

/* g:grid_locate(grid, e) -> x, y, or nil when e is not on the grid */
static int l_locate(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2), e = tabi_lua_checkid(L, 3);
    cells_of(L, g, grid);
    tab_grid_pos p;
    tab_status st = tab_grid_locate(g, grid, e, &p);
    if (st == TAB_ENOTFOUND) {
        lua_pushnil(L);
        return 1;
    }
    TABI_LUA_CHECK(L, g, st);
    lua_pushinteger(L, p.x);
    lua_pushinteger(L, p.y);
    return 2;
}

/* g:grid_occupant(grid, x, y) -> the id of the piece on the cell (the
 * lowest, when several share it) and how many there are, or nil and 0:
 * the one-piece-a-cell question of most boards, answered without a table. */
static int l_occupant(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    int32_t x = check_i32(L, 3), y = check_i32(L, 4);
    tab_id first;
    uint32_t n;
    TABI_LUA_CHECK(L, g, tab_grid_occupants(g, grid, x, y, &first, 1, &n));
    if (n)
        lua_pushinteger(L, (lua_Integer)first);
    else
        lua_pushnil(L);
    lua_pushinteger(L, (lua_Integer)n);
    return 2;
}

/* g:grid_occupants(grid, x, y [, out]) -> {ids} in id order. With a table
 * out, fills and returns it (entries after the last id cleared), so a loop
 * over cells can reuse one table instead of making one per cell; the ids
 * are the same either way. */
static int l_occupants(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    int32_t x = check_i32(L, 3), y = check_i32(L, 4);
    int out = tabi_lua_optout(L, 5);
    /* Most cells hold a few pieces: ask with room for 8 first. */
    tab_id few[8];
    uint32_t n;
    TABI_LUA_CHECK(L, g, tab_grid_occupants(g, grid, x, y, few, 8, &n));
    if (n <= 8) {
        tabi_lua_pushids_into(L, few, n, out);
        return 1;
    }
    tab_id *ids = tabi_lua_scratch(L, n * sizeof *ids);
    int buf = lua_gettop(L);
    TABI_LUA_CHECK(L, g, tab_grid_occupants(g, grid, x, y, ids, n, &n));
    tabi_lua_pushids_into(L, ids, n, out);
    tabi_lua_scratch_done(L, buf);
    return 1;
}

/* Fills the table at out (made when 0) with the n values push_at pushes,
 * clearing entries after them as tabi_lua_pushids_into does; leaves it on
 * the top of the stack. */
static void fill_array(lua_State *L, int out, uint32_t n, void (*push_at)(lua_State *, tab_game *,
                       const void *, uint32_t), tab_game *g, const void *vals)
{
    if (out)
        lua_pushvalue(L, out);
    else
        lua_createtable(L, (int)n, 0);
    lua_Unsigned old = out ? lua_rawlen(L, -1) : 0;
    for (uint32_t i = 0; i < n; i++) {
        push_at(L, g, vals, i);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    for (lua_Unsigned i = old; i > n; i--) { /* from the end: the length stays n */
        lua_pushnil(L);
        lua_rawseti(L, -2, (lua_Integer)i);
    }
}

static void push_height(lua_State *L, tab_game *g, const void *vals, uint32_t i)
{
    (void)g;
    lua_pushinteger(L, ((const int32_t *)vals)[i]);
}

static void push_terrain(lua_State *L, tab_game *g, const void *vals, uint32_t i)
{
    lua_pushstring(L, tab_atom_str(g, ((const tab_atom *)vals)[i]));
}

/* g:grid_cells(grid [, heights [, terrains]]) -> heights, terrains: every
 * cell's height and terrain name, as grid_height_at and grid_terrain_at give
 * them, in two arrays where cell (x, y) is at y * width + x + 1. A whole
 * board in one call, where reading it cell by cell is two calls a cell;
 * tables given are refilled (entries past the board cleared). */
static int l_cells(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    int out_h = tabi_lua_optout(L, 3), out_t = tabi_lua_optout(L, 4);
    uint32_t n;
    TABI_LUA_CHECK(L, g, tab_grid_cells(g, grid, NULL, NULL, 0, &n));
    int32_t *heights = tabi_lua_scratch(L, (size_t)n * (sizeof *heights + sizeof(tab_atom)));
    int buf = lua_gettop(L);
    tab_atom *terrains = (tab_atom *)(heights + n);
    TABI_LUA_CHECK(L, g, tab_grid_cells(g, grid, heights, terrains, n, &n));
    fill_array(L, out_h, n, push_height, g, heights);
    fill_array(L, out_t, n, push_terrain, g, terrains);
    tabi_lua_scratch_done(L, buf);
    return 2;
}

/* ---- Neighbours and distances ------------------------------------------- */

/* g:grid_neighbours(grid, x, y [, {diagonal=, open=} [, out]]) -> {{x=, y=},
 * ...}. With a table out, fills and returns it: the {x=, y=} tables already
 * in it are refilled (so keep none of them across calls), others made, and
 * entries after the last neighbour cleared; a loop over cells then makes no
 * table at all once out has grown. The cells are the same either way. */
static int l_neighbours(lua_State *L)
{
    static const char *const known[] = {"diagonal", "open", NULL};
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    int32_t x = check_i32(L, 3), y = check_i32(L, 4);
    uint32_t flags = 0;
    if (!lua_isnoneornil(L, 5)) {
        tabi_lua_check_fields(L, 5, known);
        if (tabi_lua_field_bool(L, 5, "diagonal", 0))
            flags |= TAB_GRID_DIAGONAL;
        if (tabi_lua_field_bool(L, 5, "open", 0))
            flags |= TAB_GRID_OPEN;
    }
    int into = tabi_lua_optout(L, 6);
    tab_grid_pos out[8];
    uint32_t n;
    TABI_LUA_CHECK(L, g, tab_grid_neighbours(g, grid, x, y, flags, out, &n));
    if (into)
        push_positions_into(L, out, n, into);
    else
        push_positions(L, out, n);
    return 1;
}

/* g:grid_distance(metric, x0, y0, x1, y1) -> integer */
static int l_distance(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    tab_grid_metric m = (tab_grid_metric)tabi_lua_checkoption(L, 2, NULL, metric_names);
    int32_t x0 = check_i32(L, 3), y0 = check_i32(L, 4);
    int32_t x1 = check_i32(L, 5), y1 = check_i32(L, 6);
    lua_pushinteger(L, tab_grid_distance(m, x0, y0, x1, y1));
    return 1;
}

/* ---- Movement ------------------------------------------------------------ */

/* g:grid_reachable(grid, x, y [, opts [, out]]) -> {{x=, y=, cost=, fall=},
 * ...}. With a table out, fills and returns it as grid_neighbours does: the
 * cell tables already in it are refilled (keep none of them across calls),
 * others made, entries after the last cell cleared. */
static int l_reachable(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    int32_t x = check_i32(L, 3), y = check_i32(L, 4);
    tab_grid_move_opts mv;
    callbacks c;
    int into = tabi_lua_optout(L, 6);
    check_move_opts(L, 5, &mv, &c);
    uint32_t cells = cells_of(L, g, grid);
    uint32_t cap = cells < SCRATCH_CELLS ? cells : SCRATCH_CELLS, n;
    tab_grid_reached *out = tabi_lua_scratch(L, cap * sizeof *out);
    tabi_lua_first_error_raise(L, g, &c.err, tab_grid_reachable(g, grid, x, y, &mv, out, cap, &n));
    if (n > cap) {
        cap = n;
        out = tabi_lua_scratch(L, cap * sizeof *out);
        tabi_lua_first_error_raise(L, g, &c.err, tab_grid_reachable(g, grid, x, y, &mv, out, cap, &n));
        n = n < cap ? n : cap;
    }
    tabi_lua_scratch_done(L, -1);
    lua_Unsigned old = 0;
    if (into) {
        lua_pushvalue(L, into);
        old = lua_rawlen(L, -1);
    } else {
        lua_createtable(L, (int)n, 0);
    }
    for (uint32_t i = 0; i < n; i++) {
        if (into && lua_rawgeti(L, -1, (lua_Integer)i + 1) == LUA_TTABLE) {
            set_pos(L, out[i].x, out[i].y);
            lua_pushliteral(L, "cost");
            lua_pushinteger(L, out[i].cost);
            lua_rawset(L, -3);
            lua_pushliteral(L, "fall");
            lua_pushinteger(L, out[i].fall);
            lua_rawset(L, -3);
            lua_pop(L, 1);
            continue;
        }
        if (into)
            lua_pop(L, 1);
        lua_createtable(L, 0, 4);
        lua_pushinteger(L, out[i].x);
        lua_setfield(L, -2, "x");
        lua_pushinteger(L, out[i].y);
        lua_setfield(L, -2, "y");
        lua_pushinteger(L, out[i].cost);
        lua_setfield(L, -2, "cost");
        lua_pushinteger(L, out[i].fall);
        lua_setfield(L, -2, "fall");
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    for (lua_Unsigned i = old; i > n; i--) {
        lua_pushnil(L);
        lua_rawseti(L, -2, (lua_Integer)i);
    }
    return 1;
}

/* g:grid_path(grid, x0, y0, x1, y1 [, opts]) -> {{x=, y=}, ...}, cost, fall */
static int l_path(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    int32_t x0 = check_i32(L, 3), y0 = check_i32(L, 4);
    int32_t x1 = check_i32(L, 5), y1 = check_i32(L, 6);
    tab_grid_move_opts mv;
    callbacks c;
    check_move_opts(L, 7, &mv, &c);
    uint32_t cells = cells_of(L, g, grid);
    uint32_t cap = cells < SCRATCH_CELLS ? cells : SCRATCH_CELLS, n;
    int32_t cost, fall;
    tab_grid_pos *out = tabi_lua_scratch(L, cap * sizeof *out);
    tabi_lua_first_error_raise(L, g, &c.err,
                     tab_grid_path(g, grid, x0, y0, x1, y1, &mv, out, cap, &n, &cost, &fall));
    if (n > cap) {
        cap = n;
        out = tabi_lua_scratch(L, cap * sizeof *out);
        tabi_lua_first_error_raise(L, g, &c.err, tab_grid_path(g, grid, x0, y0, x1, y1, &mv, out, cap, &n,
                                                 &cost, &fall));
        n = n < cap ? n : cap;
    }
    tabi_lua_scratch_done(L, -1);
    push_positions(L, out, n);
    if (!n) {
        lua_pushnil(L);
        lua_pushnil(L);
    } else {
        lua_pushinteger(L, cost);
        lua_pushinteger(L, fall);
    }
    return 3;
}

/* ---- Line of sight and areas --------------------------------------------- */

/* g:grid_los(grid, x0, y0, x1, y1 [, heights=false]) -> boolean */
static int l_los(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    int32_t x0 = check_i32(L, 3), y0 = check_i32(L, 4);
    int32_t x1 = check_i32(L, 5), y1 = check_i32(L, 6);
    uint32_t flags = opt_bool(L, 7, 0) ? TAB_GRID_LOS_HEIGHTS : 0;
    bool sees;
    TABI_LUA_CHECK(L, g, tab_grid_los(g, grid, x0, y0, x1, y1, flags, &sees));
    lua_pushboolean(L, sees);
    return 1;
}

/* g:grid_area(grid, x, y, {metric=, radius=, ...} [, out]) -> {{x=, y=},
 * ...}; a table out is filled and returned as by grid_neighbours. */
static int l_area(lua_State *L)
{
    static const char *const known[] = {"metric", "radius", "no_centre", "los", "heights",
                                        "max_up", "max_down", NULL};
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    int32_t x = check_i32(L, 3), y = check_i32(L, 4);
    tabi_lua_check_fields(L, 5, known);
    tab_grid_area_opts o = {0};
    o.metric = (tab_grid_metric)tabi_lua_field_option(L, 5, "metric", NULL, metric_names);
    lua_getfield(L, 5, "radius");
    if (lua_isnil(L, -1))
        tabi_lua_field_error(L, 5, "radius", "integer expected, got nil");
    lua_pop(L, 1);
    o.radius = INT32_FIELD(L, 5, "radius", 0);
    if (tabi_lua_field_bool(L, 5, "no_centre", 0))
        o.flags |= TAB_GRID_AREA_NO_CENTRE;
    if (tabi_lua_field_bool(L, 5, "los", 0))
        o.flags |= TAB_GRID_AREA_LOS;
    if (tabi_lua_field_bool(L, 5, "heights", 0))
        o.flags |= TAB_GRID_LOS_HEIGHTS;
    o.max_up = INT32_FIELD(L, 5, "max_up", -1);
    o.max_down = INT32_FIELD(L, 5, "max_down", -1);
    int into = tabi_lua_optout(L, 6);
    uint32_t cells = cells_of(L, g, grid);
    uint32_t cap = cells < SCRATCH_CELLS ? cells : SCRATCH_CELLS, n;
    tab_grid_pos *out = tabi_lua_scratch(L, cap * sizeof *out);
    TABI_LUA_CHECK(L, g, tab_grid_area(g, grid, x, y, &o, out, cap, &n));
    if (n > cap) {
        cap = n;
        out = tabi_lua_scratch(L, cap * sizeof *out);
        TABI_LUA_CHECK(L, g, tab_grid_area(g, grid, x, y, &o, out, cap, &n));
        n = n < cap ? n : cap;
    }
    tabi_lua_scratch_done(L, -1);
    if (into)
        push_positions_into(L, out, n, into);
    else
        push_positions(L, out, n);
    return 1;
}

/* ---- Push and falls --------------------------------------------------------- */

typedef tab_status (*push_fn)(tab_game *, tab_id, tab_id, tab_id, tab_grid_push_dir, int32_t,
                              tab_grid_relation_fn, void *, tab_grid_push_result *);

/* g:grid_push_plan / g:grid_push(grid, attacker, target, dir, count
 * [, relation]) -> {from=, to=, moved=, fall=, damage=, stopped=, blocker=} */
static int do_push(lua_State *L, push_fn fn)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    tab_id attacker = tabi_lua_checkid(L, 3), target = tabi_lua_checkid(L, 4);
    tab_grid_push_dir dir = (tab_grid_push_dir)tabi_lua_checkoption(L, 5, NULL, push_names);
    int32_t count = check_i32(L, 6);
    int rel = check_relation(L, 7);
    callbacks c;
    callbacks_init(L, &c, rel, 0);
    tab_grid_push_result r;
    tabi_lua_first_error_raise(L, g, &c.err, fn(g, grid, attacker, target, dir, count,
                                  rel ? relation_cb : NULL, &c, &r));
    lua_createtable(L, 0, 7);
    push_pos(L, r.from.x, r.from.y);
    lua_setfield(L, -2, "from");
    push_pos(L, r.to.x, r.to.y);
    lua_setfield(L, -2, "to");
    lua_pushinteger(L, r.moved);
    lua_setfield(L, -2, "moved");
    lua_pushinteger(L, r.fall);
    lua_setfield(L, -2, "fall");
    lua_pushinteger(L, r.damage);
    lua_setfield(L, -2, "damage");
    lua_pushboolean(L, r.stopped);
    lua_setfield(L, -2, "stopped");
    tabi_lua_pushid(L, r.blocker);
    lua_setfield(L, -2, "blocker");
    return 1;
}

static int l_push_plan(lua_State *L)
{
    return do_push(L, tab_grid_push_plan);
}

static int l_push(lua_State *L)
{
    return do_push(L, tab_grid_push);
}

/* g:grid_tiles(length, tile) -> whole tiles, rounded down */
static int l_tiles(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    int32_t length = check_i32(L, 2), tile = check_i32(L, 3);
    luaL_argcheck(L, length >= 0, 2, "negative length");
    luaL_argcheck(L, tile > 0, 3, "tile length not positive");
    lua_pushinteger(L, tab_grid_tiles(length, tile));
    return 1;
}

/* g:grid_fall_damage(fallen, free_tiles [, soft=false]) -> damage */
static int l_fall_damage(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    int32_t fallen = check_i32(L, 2), free_tiles = check_i32(L, 3);
    lua_pushinteger(L, tab_grid_fall_damage(fallen, free_tiles, opt_bool(L, 4, 0)));
    return 1;
}

void tabi_lua_grid_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"grid_new", l_new},
        {"grid_size", l_size},
        {"grid_cells", l_cells},
        {"grid_define_terrain", l_define_terrain},
        {"grid_terrain_info", l_terrain_info},
        {"grid_set_terrain", l_set_terrain},
        {"grid_terrain_at", l_terrain_at},
        {"grid_set_height", l_set_height},
        {"grid_height_at", l_height_at},
        {"grid_set_edge", l_set_edge},
        {"grid_edge_at", l_edge_at},
        {"grid_place", l_place},
        {"grid_move", l_move},
        {"grid_remove", l_remove},
        {"grid_locate", l_locate},
        {"grid_occupant", l_occupant},
        {"grid_occupants", l_occupants},
        {"grid_neighbours", l_neighbours},
        {"grid_distance", l_distance},
        {"grid_reachable", l_reachable},
        {"grid_path", l_path},
        {"grid_los", l_los},
        {"grid_area", l_area},
        {"grid_push_plan", l_push_plan},
        {"grid_push", l_push},
        {"grid_tiles", l_tiles},
        {"grid_fall_damage", l_fall_damage},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
