/* hex.c - Lua binding of tabula/hex.h: g:hex_<verb>(...).
 *
 *   hexes are tables {q=, r=} (arrays {q, r} accepted; each cube coordinate
 *   within +-TAB_HEX_COORD_MAX); directions and corners count 1..6 (the C
 *   number + 1, clockwise from north); orient "pointy" | "flat" | a map id
 *   (optional, default "pointy"); layout "odd_r" | "even_r" | "odd_q" |
 *   "even_q" | "doubled_r" | "doubled_q"; terrain "normal" | "impassable" |
 *   "gap" | "void". A fig argument is an id, or a hex (the figure on it).
 *
 *   g:hex_distance(a, b), g:hex_length(h) -> n; g:hex_add(a, b),
 *   g:hex_sub(a, b), g:hex_scale(h, k) -> hex; g:hex_dir(dir [, orient]);
 *   g:hex_neighbor(h, dir [, orient]), g:hex_diagonal(h, dir [, orient]);
 *   g:hex_dir_of(a, b [, orient]) -> dir or nil; g:hex_opposite(dir);
 *   g:hex_rotate(h, center, steps); g:hex_compare_clockwise(origin, a, b
 *   [, orient]) -> -1 | 0 | 1; g:hex_ring(center, radius [, orient]),
 *   g:hex_spiral(center, radius [, orient]), g:hex_range(center, radius),
 *   g:hex_line(a, b) -> {hexes} (at most MAX_LIST); g:hex_round(q, r, s);
 *   g:hex_center(h [, orient]) -> x, y; g:hex_corner(h, corner [, orient])
 *   -> x, y; g:hex_from_point(x, y [, orient]); g:hex_layout_orient(layout);
 *   g:hex_to_offset(h, layout) -> col, row; g:hex_from_offset(col, row,
 *   layout) -> hex or nil
 *   g:hex_map_new{layout="odd_r", cols=, rows=} -> map; g:hex_map_info(map)
 *   -> {layout=, orientation=, cols=, rows=}; g:hex_on_map(map, h);
 *   g:hex_terrain_at(map, h); g:hex_set_terrain(map, h, terrain);
 *   g:hex_set_terrain_all(map, {terrain, ...}) (offset order)
 *   g:hex_place(map, e, h [, side=0]); g:hex_place_shape(map, e, {hexes}
 *   [, side=0]); g:hex_remove(map, e); g:hex_figure_at(map, h) -> id or nil;
 *   g:hex_figure_cells(map, e) -> {hexes}, side ({} and nil: not on map);
 *   g:hex_flank_partner(map, target, at, side) -> id or nil
 *   g:hex_reachable(map, fig [, mover]) -> {{hex=, cost=}, ...};
 *   g:hex_path(map, fig, to [, mover]) -> {hexes}, cost ({} and nil: none,
 *   or dearer than the budget); g:hex_move(map, fig, to [, mover]) -> true,
 *   cost | false, reason; g:hex_open_path(map, fig, target [, mover]) ->
 *   true, cost, end | false; g:hex_can_rotate(map, fig, pivot, steps
 *   [, mover]) and g:hex_rotate_figure(...) -> true | false, reason
 *   g:hex_los(map, a, b) -> true, {x=, y=} (a seeing point, from a's centre)
 *   | false; g:hex_line_clear(map, a, b [, point]) (nil/"center" or 1..6)
 *
 *   A mover is nil (walking) or {walk=, flight=, ethereal=, pass_figures=,
 *   pass_gaps=, pass_impassable=, end_on_gap=, jump=0, budget=-1,
 *   step=function(info)}, info = {map=, figure=, from=, to=} (anchor hexes),
 *   returning a cost >= 1, nil for 1, or < 1 to refuse the step. budget
 *   counts for reachable, path and move; rotations use only the flags.
 *
 * The kernel calls the step function from inside its searches; a Lua error
 * there must not longjmp across its frames (it would leak the search's
 * scratch). So each call runs under lua_pcall; the first error is kept,
 * every later step is refused without running Lua, and once the C call has
 * returned the error is raised at the caller. A step that changes the game
 * (any new event) is an error too. Answers are remembered per call, so each
 * (from, to) is asked once. hex_move with a step function first runs the
 * same search without moving (tab_hex_reachable with the move's budget) and
 * then moves with the remembered answers: the move's search asks nothing
 * new unless it is going to refuse, so a callback error never comes with a
 * move made. */
#include <string.h>

#include "binding.h"

/* The longest list a pure-math call returns. */
#define MAX_LIST (1u << 22)
/* What a first query makes room for before it knows the real count. */
#define SCRATCH 1024u

static const char *const orient_names[] = {"pointy", "flat", NULL};
static const char *const layout_names[] = {"odd_r",  "even_r",    "odd_q",
                                           "even_q", "doubled_r", "doubled_q", NULL};
static const char *const terrain_names[] = {"normal", "impassable", "gap", "void", NULL};

/* ---- Arguments ---------------------------------------------------------- */

static int32_t check_i32(lua_State *L, int idx)
{
    lua_Integer v = luaL_checkinteger(L, idx);
    luaL_argcheck(L, v >= INT32_MIN && v <= INT32_MAX, idx, "not a 32-bit integer");
    return (int32_t)v;
}

static int in_range(int64_t q, int64_t r)
{
    const int64_t m = TAB_HEX_COORD_MAX;
    return q >= -m && q <= m && r >= -m && r <= m && q + r >= -m && q + r <= m;
}

/* The hex in the table at idx ({q=, r=} or {q, r}); what names it in
 * messages ("entry 3" of a list, or NULL for the argument itself). */
static tab_hex to_hex(lua_State *L, int arg, int idx, const char *what)
{
    idx = lua_absindex(L, idx);
    if (lua_type(L, idx) != LUA_TTABLE)
        luaL_argerror(L, arg, lua_pushfstring(L, "%s%shex expected, got %s", what ? what : "",
                                              what ? ": " : "", luaL_typename(L, idx)));
    int64_t c[2];
    static const char *const keys[] = {"q", "r"};
    for (int k = 0; k < 2; k++) {
        lua_getfield(L, idx, keys[k]);
        if (lua_isnil(L, -1)) {
            lua_pop(L, 1);
            lua_geti(L, idx, k + 1);
        }
        int ok;
        lua_Integer v = lua_tointegerx(L, -1, &ok);
        if (!ok)
            luaL_argerror(L, arg, lua_pushfstring(L, "%s%shex's %s is not an integer",
                                                  what ? what : "", what ? ": " : "", keys[k]));
        c[k] = (int64_t)v;
        lua_pop(L, 1);
    }
    if (!in_range(c[0], c[1]))
        luaL_argerror(L, arg, lua_pushfstring(L, "%s%shex (%I, %I) out of range",
                                              what ? what : "", what ? ": " : "",
                                              (lua_Integer)c[0], (lua_Integer)c[1]));
    return tab_hex_at((int32_t)c[0], (int32_t)c[1]);
}

static tab_hex check_hex(lua_State *L, int idx)
{
    return to_hex(L, idx, idx, NULL);
}

static void push_hex(lua_State *L, tab_hex h)
{
    lua_createtable(L, 0, 2);
    lua_pushinteger(L, h.q);
    lua_setfield(L, -2, "q");
    lua_pushinteger(L, h.r);
    lua_setfield(L, -2, "r");
}

static void push_hexes(lua_State *L, const tab_hex *h, uint32_t n)
{
    lua_createtable(L, (int)n, 0);
    for (uint32_t i = 0; i < n; i++) {
        push_hex(L, h[i]);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
}

/* A hex known to be in range, or a result that may not be: checked. */
static void push_checked(lua_State *L, int64_t q, int64_t r)
{
    if (!in_range(q, r))
        luaL_error(L, "hex (%I, %I) out of range", (lua_Integer)q, (lua_Integer)r);
    push_hex(L, tab_hex_at((int32_t)q, (int32_t)r));
}

/* A direction or corner 1..6 at idx, as the C number 0..5. */
static int check_dir(lua_State *L, int idx, const char *what)
{
    lua_Integer d = luaL_checkinteger(L, idx);
    if (d < 1 || d > TAB_HEX_DIRS)
        luaL_argerror(L, idx, lua_pushfstring(L, "%s %I is not 1..6", what, d));
    return (int)d - 1;
}

static tab_hex_layout check_layout(lua_State *L, int idx)
{
    return (tab_hex_layout)tabi_lua_checkoption(L, idx, NULL, layout_names);
}

/* An orientation at idx: a name, a hex map's id, or nil for pointy. */
static tab_hex_orient opt_orient(lua_State *L, tab_game *g, int idx)
{
    if (lua_isnoneornil(L, idx))
        return TAB_HEX_POINTY;
    if (lua_type(L, idx) == LUA_TNUMBER) {
        tab_hex_layout l;
        TABI_LUA_CHECK(L, g, tab_hex_map_info(g, tabi_lua_checkid(L, idx), &l, NULL, NULL));
        return tab_hex_layout_orient(l);
    }
    return (tab_hex_orient)tabi_lua_checkoption(L, idx, NULL, orient_names);
}

static int32_t opt_side(lua_State *L, int idx)
{
    return lua_isnoneornil(L, idx) ? 0 : check_i32(L, idx);
}

/* A figure at idx: an id, or the figure on the hex given. */
static tab_id check_figure(lua_State *L, tab_game *g, tab_id map, int idx)
{
    if (lua_type(L, idx) != LUA_TTABLE)
        return tabi_lua_checkid(L, idx);
    tab_hex h = check_hex(L, idx);
    tab_id f;
    TABI_LUA_CHECK(L, g, tab_hex_figure_at(g, map, h, &f));
    if (f == TAB_ID_NONE)
        luaL_argerror(L, idx, lua_pushfstring(L, "no figure on hex (%d, %d)", h.q, h.r));
    return f;
}

/* The number of hexes fig has on map (raising the map's error). */
static uint32_t figure_size(lua_State *L, tab_game *g, tab_id map, tab_id fig)
{
    uint32_t n;
    TABI_LUA_CHECK(L, g, tab_hex_figure_cells(g, map, fig, NULL, 0, &n, NULL));
    return n;
}

/* ---- Movers and their step function ------------------------------------- */

/* What the C callback needs: the stack slots of the step function, the
 * answers remembered and the first error. */
typedef struct mover {
    tab_hex_mover m;
    int32_t budget;
    lua_State *L;
    tab_game *g;
    tab_id map, fig;
    uint64_t mark; /* the event log's end: a change means the game changed */
    int step, memo;
    tabi_lua_first_error err;
} mover;

static lua_Integer memo_key(tab_hex from, tab_hex to)
{
    /* Hexes the kernel asks about are on a map: each coordinate fits 16 bits. */
    uint64_t k = (uint64_t)(uint16_t)from.q << 48 | (uint64_t)(uint16_t)from.r << 32 |
                 (uint64_t)(uint16_t)to.q << 16 | (uint64_t)(uint16_t)to.r;
    return (lua_Integer)k;
}

/* Protected: (step function, info) -> the cost as an integer. */
static int step_protected(lua_State *L)
{
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    lua_call(L, 1, 1);
    if (lua_isnil(L, -1)) {
        lua_pushinteger(L, 1);
        return 1;
    }
    int ok;
    lua_Integer v = lua_tointegerx(L, -1, &ok);
    if (!ok || lua_type(L, -1) != LUA_TNUMBER)
        return luaL_error(L, "hex step: the cost is %s, not an integer",
                          lua_type(L, -1) == LUA_TNUMBER ? "a fraction" : luaL_typename(L, -1));
    lua_pushinteger(L, v < 1 ? 0 : v > INT32_MAX ? INT32_MAX : v);
    return 1;
}

static int32_t step_cb(void *ud, tab_hex from, tab_hex to)
{
    mover *c = ud;
    lua_State *L = c->L;
    lua_Integer key = memo_key(from, to);
    if (lua_rawgeti(L, c->memo, key) == LUA_TNUMBER) {
        int32_t r = (int32_t)lua_tointeger(L, -1);
        lua_pop(L, 1);
        return r;
    }
    lua_pop(L, 1);
    if (c->err.failed)
        return 0;
    lua_pushcfunction(L, step_protected);
    lua_pushvalue(L, c->step);
    lua_createtable(L, 0, 4);
    lua_pushinteger(L, c->map);
    lua_setfield(L, -2, "map");
    lua_pushinteger(L, c->fig);
    lua_setfield(L, -2, "figure");
    push_hex(L, from);
    lua_setfield(L, -2, "from");
    push_hex(L, to);
    lua_setfield(L, -2, "to");
    if (lua_pcall(L, 2, 1, 0) != LUA_OK) {
        tabi_lua_first_error_keep(L, &c->err);
        return 0;
    }
    if (tab_event_end(c->g) != c->mark) {
        lua_pop(L, 1);
        lua_pushstring(L, "hex step: the callback changed the game");
        tabi_lua_first_error_keep(L, &c->err);
        return 0;
    }
    int32_t r = (int32_t)lua_tointeger(L, -1);
    lua_rawseti(L, c->memo, key);
    return r;
}

/* Reads the mover at idx (nil: walking) for fig on map. Leaves the step
 * function, the memo table and the error slot on the stack. */
static void check_mover(lua_State *L, tab_game *g, int idx, tab_id map, tab_id fig, mover *c)
{
    static const char *const known[] = {"walk", "flight", "ethereal", "pass_figures",
                                        "pass_gaps", "pass_impassable", "end_on_gap", "jump",
                                        "budget", "step", NULL};
    static const struct {
        const char *name;
        uint32_t flags;
    } flags[] = {
        {"walk", TAB_HEX_WALK},
        {"flight", TAB_HEX_FLIGHT},
        {"ethereal", TAB_HEX_ETHEREAL},
        {"pass_figures", TAB_HEX_PASS_FIGURES},
        {"pass_gaps", TAB_HEX_PASS_GAPS},
        {"pass_impassable", TAB_HEX_PASS_IMPASSABLE},
        {"end_on_gap", TAB_HEX_END_ON_GAP},
    };
    memset(c, 0, sizeof *c);
    c->budget = -1;
    c->L = L;
    c->g = g;
    c->map = map;
    c->fig = fig;
    luaL_checkstack(L, 12, "hex callbacks");
    idx = lua_absindex(L, idx);
    if (!lua_isnoneornil(L, idx)) {
        tabi_lua_check_fields(L, idx, known);
        for (size_t i = 0; i < sizeof flags / sizeof *flags; i++)
            if (tabi_lua_field_bool(L, idx, flags[i].name, 0))
                c->m.flags |= flags[i].flags;
        if (tabi_lua_field_bool(L, idx, "walk", 0) && c->m.flags)
            tabi_lua_field_error(L, idx, "walk", "walking passes nothing: drop the other flags");
        c->m.jump = (int32_t)tabi_lua_field_int(L, idx, "jump", 0, 0, TAB_HEX_MAP_MAX_SIDE);
        c->budget = (int32_t)tabi_lua_field_int(L, idx, "budget", -1, -1, INT32_MAX);
        lua_getfield(L, idx, "step");
        int t = lua_type(L, -1);
        if (t == LUA_TFUNCTION) {
            c->step = lua_gettop(L);
            c->m.cost = step_cb;
            c->m.ud = c;
        } else if (t != LUA_TNIL) {
            tabi_lua_field_error(L, idx, "step", "function expected");
        }
    }
    lua_newtable(L);
    c->memo = lua_gettop(L);
    tabi_lua_first_error_open(L, &c->err);
    c->mark = tab_event_end(g);
}

/* ---- Pure math ------------------------------------------------------------ */

static int l_distance(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_hex_distance(check_hex(L, 2), check_hex(L, 3)));
    return 1;
}

static int l_length(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_hex_length(check_hex(L, 2)));
    return 1;
}

static int l_add(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    tab_hex a = check_hex(L, 2), b = check_hex(L, 3);
    push_checked(L, (int64_t)a.q + b.q, (int64_t)a.r + b.r);
    return 1;
}

static int l_sub(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    tab_hex a = check_hex(L, 2), b = check_hex(L, 3);
    push_checked(L, (int64_t)a.q - b.q, (int64_t)a.r - b.r);
    return 1;
}

static int l_scale(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    tab_hex h = check_hex(L, 2);
    int64_t k = check_i32(L, 3);
    int64_t q = h.q * k, r = h.r * k; /* |h| < 2^29, |k| <= 2^31: fits */
    push_checked(L, q, r);
    return 1;
}

static int l_dir(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    int d = check_dir(L, 2, "direction");
    push_hex(L, tab_hex_dir(opt_orient(L, g, 3), d));
    return 1;
}

static int l_neighbor(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_hex h = check_hex(L, 2);
    int d = check_dir(L, 3, "direction");
    push_hex(L, tab_hex_neighbor(opt_orient(L, g, 4), h, d));
    return 1;
}

static int l_diagonal(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_hex h = check_hex(L, 2);
    int d = check_dir(L, 3, "direction");
    push_hex(L, tab_hex_diagonal(opt_orient(L, g, 4), h, d));
    return 1;
}

/* g:hex_dir_of(a, b [, orient]) -> dir, or nil when not adjacent */
static int l_dir_of(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_hex a = check_hex(L, 2), b = check_hex(L, 3);
    int d = tab_hex_dir_of(opt_orient(L, g, 4), a, b);
    if (d < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, d + 1);
    return 1;
}

static int l_opposite(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_hex_opposite(check_dir(L, 2, "direction")) + 1);
    return 1;
}

static int l_rotate(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    tab_hex h = check_hex(L, 2), c = check_hex(L, 3);
    int steps = (int)(luaL_checkinteger(L, 4) % 6);
    push_hex(L, tab_hex_rotate(h, c, steps));
    return 1;
}

/* g:hex_compare_clockwise(origin, a, b [, orient]) -> -1 | 0 | 1 */
static int l_compare_clockwise(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_hex o = check_hex(L, 2), a = check_hex(L, 3), b = check_hex(L, 4);
    int c = tab_hex_compare_clockwise(opt_orient(L, g, 5), o, a, b);
    lua_pushinteger(L, (c > 0) - (c < 0));
    return 1;
}

/* A radius at idx for a shape around center: within the coordinate range. */
static int32_t check_radius(lua_State *L, int idx, tab_hex center)
{
    lua_Integer r = luaL_checkinteger(L, idx);
    luaL_argcheck(L, r >= 0, idx, "negative radius");
    luaL_argcheck(L, r <= TAB_HEX_COORD_MAX && tab_hex_length(center) + r <= TAB_HEX_COORD_MAX,
                  idx, "radius out of range");
    return (int32_t)r;
}

/* Pushes the list a shape writer makes, asking for its size first. */
typedef uint32_t (*shape_fn)(tab_hex_orient o, tab_hex a, tab_hex b, int32_t radius,
                             tab_hex *out, uint32_t cap);

static int push_shape(lua_State *L, int arg, shape_fn fn, tab_hex_orient o, tab_hex a, tab_hex b,
                      int32_t radius)
{
    uint32_t n = fn(o, a, b, radius, NULL, 0);
    if (n > MAX_LIST)
        luaL_argerror(L, arg, lua_pushfstring(L, "%I hexes, more than %I", (lua_Integer)n,
                                              (lua_Integer)MAX_LIST));
    tab_hex *out = tabi_lua_scratch(L, n * sizeof *out);
    fn(o, a, b, radius, out, n);
    push_hexes(L, out, n);
    tabi_lua_scratch_done(L, -2);
    return 1;
}

static uint32_t ring_fn(tab_hex_orient o, tab_hex a, tab_hex b, int32_t r, tab_hex *out,
                        uint32_t cap)
{
    (void)b;
    return tab_hex_ring(o, a, r, out, cap);
}

static uint32_t spiral_fn(tab_hex_orient o, tab_hex a, tab_hex b, int32_t r, tab_hex *out,
                          uint32_t cap)
{
    (void)b;
    return tab_hex_spiral(o, a, r, out, cap);
}

static uint32_t range_fn(tab_hex_orient o, tab_hex a, tab_hex b, int32_t r, tab_hex *out,
                         uint32_t cap)
{
    (void)o, (void)b;
    return tab_hex_range(a, r, out, cap);
}

static uint32_t line_fn(tab_hex_orient o, tab_hex a, tab_hex b, int32_t r, tab_hex *out,
                        uint32_t cap)
{
    (void)o, (void)r;
    return tab_hex_line(a, b, out, cap);
}

static int l_ring(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_hex c = check_hex(L, 2);
    int32_t r = check_radius(L, 3, c);
    return push_shape(L, 3, ring_fn, opt_orient(L, g, 4), c, c, r);
}

static int l_spiral(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_hex c = check_hex(L, 2);
    int32_t r = check_radius(L, 3, c);
    return push_shape(L, 3, spiral_fn, opt_orient(L, g, 4), c, c, r);
}

static int l_range(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    tab_hex c = check_hex(L, 2);
    int32_t r = check_radius(L, 3, c);
    return push_shape(L, 3, range_fn, TAB_HEX_POINTY, c, c, r);
}

static int l_line(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    tab_hex a = check_hex(L, 2), b = check_hex(L, 3);
    return push_shape(L, 3, line_fn, TAB_HEX_POINTY, a, b, 0);
}

/* A finite coordinate at idx, small enough to round to a hex in range. */
static double check_coord(lua_State *L, int idx)
{
    double v = (double)luaL_checknumber(L, idx);
    luaL_argcheck(L, v >= -(double)TAB_HEX_COORD_MAX / 2 && v <= (double)TAB_HEX_COORD_MAX / 2,
                  idx, "coordinate out of range");
    return v;
}

static int l_round(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    double q = check_coord(L, 2), r = check_coord(L, 3), s = check_coord(L, 4);
    push_hex(L, tab_hex_round(q, r, s));
    return 1;
}

static int push_point(lua_State *L, tab_hex_point p)
{
    lua_pushnumber(L, p.x);
    lua_pushnumber(L, p.y);
    return 2;
}

static int l_center(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_hex h = check_hex(L, 2);
    return push_point(L, tab_hex_center(opt_orient(L, g, 3), h));
}

static int l_corner(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_hex h = check_hex(L, 2);
    int k = check_dir(L, 3, "corner");
    return push_point(L, tab_hex_corner(opt_orient(L, g, 4), h, k));
}

static int l_from_point(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_hex_point p = {check_coord(L, 2), check_coord(L, 3)};
    push_hex(L, tab_hex_from_point(opt_orient(L, g, 4), p));
    return 1;
}

static int l_layout_orient(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    lua_pushstring(L, orient_names[tab_hex_layout_orient(check_layout(L, 2))]);
    return 1;
}

/* g:hex_to_offset(h, layout) -> col, row */
static int l_to_offset(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    tab_hex h = check_hex(L, 2);
    tab_hex_offset o = tab_hex_to_offset(check_layout(L, 3), h);
    lua_pushinteger(L, o.col);
    lua_pushinteger(L, o.row);
    return 2;
}

/* g:hex_from_offset(col, row, layout) -> hex, or nil */
static int l_from_offset(lua_State *L)
{
    tabi_lua_checkgame(L, 1);
    lua_Integer col = luaL_checkinteger(L, 2), row = luaL_checkinteger(L, 3);
    const lua_Integer m = TAB_HEX_COORD_MAX / 2;
    luaL_argcheck(L, col >= -m && col <= m, 2, "column out of range");
    luaL_argcheck(L, row >= -m && row <= m, 3, "row out of range");
    tab_hex h;
    if (tab_hex_from_offset(check_layout(L, 4), (tab_hex_offset){(int32_t)col, (int32_t)row}, &h))
        push_hex(L, h);
    else
        lua_pushnil(L);
    return 1;
}

/* ---- Maps ----------------------------------------------------------------- */

/* g:hex_map_new{layout="odd_r", cols=, rows=} -> map */
static int l_map_new(lua_State *L)
{
    static const char *const known[] = {"layout", "cols", "rows", NULL};
    tab_game *g = tabi_lua_checkgame(L, 1);
    tabi_lua_check_fields(L, 2, known);
    int layout = tabi_lua_field_option(L, 2, "layout", "odd_r", layout_names);
    if (layout > TAB_HEX_EVEN_Q)
        tabi_lua_field_error(L, 2, "layout", "maps use odd_r, even_r, odd_q or even_q");
    int32_t size[2];
    static const char *const sides[] = {"cols", "rows"};
    for (int i = 0; i < 2; i++) {
        lua_getfield(L, 2, sides[i]);
        if (lua_isnil(L, -1))
            tabi_lua_field_error(L, 2, sides[i], "integer expected, got nil");
        lua_pop(L, 1);
        size[i] = (int32_t)tabi_lua_field_int(L, 2, sides[i], 0, 1, TAB_HEX_MAP_MAX_SIDE);
    }
    tab_id map;
    TABI_LUA_CHECK(L, g, tab_hex_map_new(g, (tab_hex_layout)layout, size[0], size[1], &map));
    lua_pushinteger(L, map);
    return 1;
}

/* g:hex_map_info(map) -> {layout=, orientation=, cols=, rows=} */
static int l_map_info(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_hex_layout l;
    int32_t cols, rows;
    TABI_LUA_CHECK(L, g, tab_hex_map_info(g, tabi_lua_checkid(L, 2), &l, &cols, &rows));
    lua_createtable(L, 0, 4);
    lua_pushstring(L, layout_names[l]);
    lua_setfield(L, -2, "layout");
    lua_pushstring(L, orient_names[tab_hex_layout_orient(l)]);
    lua_setfield(L, -2, "orientation");
    lua_pushinteger(L, cols);
    lua_setfield(L, -2, "cols");
    lua_pushinteger(L, rows);
    lua_setfield(L, -2, "rows");
    return 1;
}

static int l_on_map(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    lua_pushboolean(L, tab_hex_on_map(g, map, check_hex(L, 3)));
    return 1;
}

static int l_terrain_at(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    tab_hex h = check_hex(L, 3);
    tab_hex_terrain t;
    TABI_LUA_CHECK(L, g, tab_hex_terrain_at(g, map, h, &t));
    lua_pushstring(L, t <= TAB_HEX_VOID ? terrain_names[t] : "void");
    return 1;
}

static int l_set_terrain(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    tab_hex h = check_hex(L, 3);
    tab_hex_terrain t = (tab_hex_terrain)tabi_lua_checkoption(L, 4, NULL, terrain_names);
    TABI_LUA_CHECK(L, g, tab_hex_set_terrain(g, map, h, t));
    return 0;
}

/* g:hex_set_terrain_all(map, {terrain, ...}) in offset order */
static int l_set_terrain_all(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    luaL_checktype(L, 3, LUA_TTABLE);
    int32_t cols, rows;
    TABI_LUA_CHECK(L, g, tab_hex_map_info(g, map, NULL, &cols, &rows));
    lua_Integer len = luaL_len(L, 3), want = (lua_Integer)cols * rows;
    if (len != want)
        luaL_argerror(L, 3, lua_pushfstring(L, "%I terrains for %I hexes", len, want));
    int32_t *t = lua_newuserdatauv(L, (size_t)want * sizeof *t, 0);
    for (lua_Integer i = 1; i <= len; i++) {
        lua_geti(L, 3, i);
        const char *s = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
        int k = 0;
        while (s && terrain_names[k] && strcmp(terrain_names[k], s) != 0)
            k++;
        if (!s || !terrain_names[k])
            luaL_argerror(L, 3, lua_pushfstring(L, "entry %I is not a terrain name", i));
        t[i - 1] = k;
        lua_pop(L, 1);
    }
    TABI_LUA_CHECK(L, g, tab_hex_set_terrain_all(g, map, t, (uint32_t)want));
    return 0;
}

/* ---- Figures -------------------------------------------------------------- */

/* g:hex_place(map, e, h [, side=0]) */
static int l_place(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2), e = tabi_lua_checkid(L, 3);
    tab_hex h = check_hex(L, 4);
    TABI_LUA_CHECK(L, g, tab_hex_place(g, map, e, h, opt_side(L, 5)));
    return 0;
}

/* g:hex_place_shape(map, e, {hexes} [, side=0]) */
static int l_place_shape(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2), e = tabi_lua_checkid(L, 3);
    luaL_checktype(L, 4, LUA_TTABLE);
    lua_Integer n = luaL_len(L, 4);
    if (n < 1 || n > TAB_HEX_SHAPE_MAX)
        luaL_argerror(L, 4, lua_pushfstring(L, "%I hexes; a shape has 1..%d", n,
                                            TAB_HEX_SHAPE_MAX));
    tab_hex cells[TAB_HEX_SHAPE_MAX];
    for (lua_Integer i = 1; i <= n; i++) {
        const char *what = lua_pushfstring(L, "entry %I", i);
        lua_geti(L, 4, i);
        cells[i - 1] = to_hex(L, 4, -1, what);
        lua_pop(L, 2);
    }
    TABI_LUA_CHECK(L, g, tab_hex_place_shape(g, map, e, cells, (uint32_t)n, opt_side(L, 5)));
    return 0;
}

static int l_remove(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_hex_remove(g, tabi_lua_checkid(L, 2), tabi_lua_checkid(L, 3)));
    return 0;
}

/* g:hex_figure_at(map, h) -> id or nil */
static int l_figure_at(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2), f;
    TABI_LUA_CHECK(L, g, tab_hex_figure_at(g, map, check_hex(L, 3), &f));
    tabi_lua_pushid(L, f);
    return 1;
}

/* g:hex_set_open(e, open): every side may pass through figure e (Dru) */
static int l_set_open(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id fig = tabi_lua_checkid(L, 2);
    luaL_checktype(L, 3, LUA_TBOOLEAN);
    TABI_LUA_CHECK(L, g, tab_hex_set_open(g, fig, lua_toboolean(L, 3)));
    return 0;
}

/* g:hex_is_open(e) -> whether every side may pass through figure e */
static int l_is_open(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushboolean(L, tab_hex_is_open(g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* g:hex_figure_cells(map, e) -> {hexes}, side ({} and nil off the map) */
static int l_figure_cells(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2), e = tabi_lua_checkid(L, 3);
    tab_hex cells[TAB_HEX_SHAPE_MAX];
    uint32_t n;
    int32_t side = 0;
    TABI_LUA_CHECK(L, g, tab_hex_figure_cells(g, map, e, cells, TAB_HEX_SHAPE_MAX, &n, &side));
    n = n < TAB_HEX_SHAPE_MAX ? n : TAB_HEX_SHAPE_MAX;
    push_hexes(L, cells, n);
    if (n)
        lua_pushinteger(L, side);
    else
        lua_pushnil(L);
    return 2;
}

/* g:hex_flank_partner(map, target, at, side) -> id or nil */
static int l_flank_partner(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    tab_id target = check_figure(L, g, map, 3);
    tab_hex at = check_hex(L, 4);
    int32_t side = check_i32(L, 5);
    tab_id p;
    TABI_LUA_CHECK(L, g, tab_hex_flank_partner(g, map, target, at, side, &p));
    tabi_lua_pushid(L, p);
    return 1;
}

/* ---- Movement ------------------------------------------------------------- */

/* g:hex_reachable(map, fig [, mover]) -> {{hex=, cost=}, ...} */
static int l_reachable(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    tab_id fig = check_figure(L, g, map, 3);
    mover c;
    check_mover(L, g, 4, map, fig, &c);
    uint32_t cap = SCRATCH, n;
    tab_hex_step *out = tabi_lua_scratch(L, cap * sizeof *out);
    tabi_lua_first_error_raise(L, g, &c.err, tab_hex_reachable(g, map, fig, &c.m, c.budget, out, cap, &n));
    if (n > cap) { /* again with room for all: the answers are remembered */
        cap = n;
        out = tabi_lua_scratch(L, cap * sizeof *out);
        tabi_lua_first_error_raise(L, g, &c.err, tab_hex_reachable(g, map, fig, &c.m, c.budget, out, cap, &n));
        n = n < cap ? n : cap;
    }
    tabi_lua_scratch_done(L, -1);
    lua_createtable(L, (int)n, 0);
    for (uint32_t i = 0; i < n; i++) {
        lua_createtable(L, 0, 2);
        push_hex(L, out[i].hex);
        lua_setfield(L, -2, "hex");
        lua_pushinteger(L, out[i].cost);
        lua_setfield(L, -2, "cost");
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

/* g:hex_path(map, fig, to [, mover]) -> {hexes}, cost ({} and nil: none) */
static int l_path(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    tab_id fig = check_figure(L, g, map, 3);
    tab_hex to = check_hex(L, 4);
    mover c;
    check_mover(L, g, 5, map, fig, &c);
    uint32_t cap = SCRATCH, n;
    int32_t cost;
    tab_hex *out = tabi_lua_scratch(L, cap * sizeof *out);
    tabi_lua_first_error_raise(L, g, &c.err, tab_hex_path(g, map, fig, &c.m, to, out, cap, &n, &cost));
    if (n > cap) {
        cap = n;
        out = tabi_lua_scratch(L, cap * sizeof *out);
        tabi_lua_first_error_raise(L, g, &c.err, tab_hex_path(g, map, fig, &c.m, to, out, cap, &n, &cost));
        n = n < cap ? n : cap;
    }
    tabi_lua_scratch_done(L, -1);
    if (!n || (c.budget >= 0 && cost > c.budget)) {
        lua_newtable(L);
        lua_pushnil(L);
        return 2;
    }
    push_hexes(L, out, n);
    lua_pushinteger(L, cost);
    return 2;
}

/* g:hex_move(map, fig, to [, mover]) -> true, cost | false, reason */
static int l_move(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    tab_id fig = check_figure(L, g, map, 3);
    tab_hex to = check_hex(L, 4);
    mover c;
    check_mover(L, g, 5, map, fig, &c);
    uint32_t size = figure_size(L, g, map, fig);
    if (!size)
        luaL_argerror(L, 3, lua_pushfstring(L, "figure %d is not on hex map %d", (int)fig,
                                            (int)map));
    if (c.m.jump && size > 1)
        luaL_argerror(L, 5, "only one-hex figures jump");
    if (c.step) { /* the search alone first: see the top of the file */
        uint32_t n;
        tabi_lua_first_error_raise(L, g, &c.err, tab_hex_reachable(g, map, fig, &c.m, c.budget, NULL, 0, &n));
    }
    int32_t cost = 0;
    tab_status st = tab_hex_move(g, map, fig, &c.m, to, c.budget, &cost);
    if (st == TAB_EINVAL && !c.err.failed) {
        lua_pushboolean(L, 0);
        lua_pushstring(L, tab_game_error(g));
        return 2;
    }
    tabi_lua_first_error_raise(L, g, &c.err, st);
    lua_pushboolean(L, 1);
    lua_pushinteger(L, cost);
    return 2;
}

/* g:hex_open_path(map, fig, target [, mover]) -> true, cost, end | false */
static int l_open_path(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    tab_id fig = check_figure(L, g, map, 3);
    tab_id target = check_figure(L, g, map, 4);
    mover c;
    check_mover(L, g, 5, map, fig, &c);
    bool open = false;
    int32_t cost;
    tab_hex end;
    tabi_lua_first_error_raise(L, g, &c.err, tab_hex_open_path(g, map, fig, &c.m, target, &open, &cost, &end));
    if (!open) {
        lua_pushboolean(L, 0);
        return 1;
    }
    lua_pushboolean(L, 1);
    lua_pushinteger(L, cost);
    push_hex(L, end);
    return 3;
}

/* The arguments of the rotations: map, fig, pivot, steps, mover. */
static void rotation_args(lua_State *L, tab_game *g, tab_id *map, tab_id *fig, tab_hex *pivot,
                          int *steps, mover *c)
{
    *map = tabi_lua_checkid(L, 2);
    *fig = check_figure(L, g, *map, 3);
    *pivot = check_hex(L, 4);
    lua_Integer s = luaL_checkinteger(L, 5);
    luaL_argcheck(L, s != 0 && s >= -5 && s <= 5, 5, "give 1..5 sixths either way");
    *steps = (int)s;
    check_mover(L, g, 6, *map, *fig, c);
}

/* g:hex_can_rotate(map, fig, pivot, steps [, mover]) -> true | false, reason */
static int l_can_rotate(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map, fig;
    tab_hex pivot;
    int steps;
    mover c;
    rotation_args(L, g, &map, &fig, &pivot, &steps, &c);
    bool ok;
    TABI_LUA_CHECK(L, g, tab_hex_can_rotate(g, map, fig, pivot, steps, &c.m, &ok));
    lua_pushboolean(L, ok);
    if (ok)
        return 1;
    lua_pushstring(L, tab_game_error(g));
    return 2;
}

/* g:hex_rotate_figure(map, fig, pivot, steps [, mover]) -> true | false, reason */
static int l_rotate_figure(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map, fig;
    tab_hex pivot;
    int steps;
    mover c;
    rotation_args(L, g, &map, &fig, &pivot, &steps, &c);
    bool ok;
    TABI_LUA_CHECK(L, g, tab_hex_can_rotate(g, map, fig, pivot, steps, &c.m, &ok));
    if (!ok) {
        lua_pushboolean(L, 0);
        lua_pushstring(L, tab_game_error(g));
        return 2;
    }
    TABI_LUA_CHECK(L, g, tab_hex_rotate_figure(g, map, fig, pivot, steps, &c.m));
    lua_pushboolean(L, 1);
    return 1;
}

/* ---- Line of sight -------------------------------------------------------- */

/* g:hex_los(map, a, b) -> true, {x=, y=} | false */
static int l_los(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    tab_hex a = check_hex(L, 3), b = check_hex(L, 4);
    bool sees;
    tab_hex_point from;
    TABI_LUA_CHECK(L, g, tab_hex_los(g, map, a, b, &sees, &from));
    lua_pushboolean(L, sees);
    if (!sees)
        return 1;
    lua_createtable(L, 0, 2);
    lua_pushnumber(L, from.x);
    lua_setfield(L, -2, "x");
    lua_pushnumber(L, from.y);
    lua_setfield(L, -2, "y");
    return 2;
}

/* g:hex_line_clear(map, a, b [, point]) -> bool; point nil/"center" or 1..6 */
static int l_line_clear(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id map = tabi_lua_checkid(L, 2);
    tab_hex a = check_hex(L, 3), b = check_hex(L, 4);
    int point = -1;
    if (lua_type(L, 5) == LUA_TSTRING) {
        static const char *const center[] = {"center", NULL};
        tabi_lua_checkoption(L, 5, NULL, center);
    } else if (!lua_isnoneornil(L, 5)) {
        point = check_dir(L, 5, "corner");
    }
    bool clear;
    TABI_LUA_CHECK(L, g, tab_hex_line_clear(g, map, a, b, point, &clear));
    lua_pushboolean(L, clear);
    return 1;
}

void tabi_lua_hex_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"hex_distance", l_distance},
        {"hex_length", l_length},
        {"hex_add", l_add},
        {"hex_sub", l_sub},
        {"hex_scale", l_scale},
        {"hex_dir", l_dir},
        {"hex_neighbor", l_neighbor},
        {"hex_diagonal", l_diagonal},
        {"hex_dir_of", l_dir_of},
        {"hex_opposite", l_opposite},
        {"hex_rotate", l_rotate},
        {"hex_compare_clockwise", l_compare_clockwise},
        {"hex_ring", l_ring},
        {"hex_spiral", l_spiral},
        {"hex_range", l_range},
        {"hex_line", l_line},
        {"hex_round", l_round},
        {"hex_center", l_center},
        {"hex_corner", l_corner},
        {"hex_from_point", l_from_point},
        {"hex_layout_orient", l_layout_orient},
        {"hex_to_offset", l_to_offset},
        {"hex_from_offset", l_from_offset},
        {"hex_map_new", l_map_new},
        {"hex_map_info", l_map_info},
        {"hex_on_map", l_on_map},
        {"hex_terrain_at", l_terrain_at},
        {"hex_set_terrain", l_set_terrain},
        {"hex_set_terrain_all", l_set_terrain_all},
        {"hex_place", l_place},
        {"hex_place_shape", l_place_shape},
        {"hex_remove", l_remove},
        {"hex_figure_at", l_figure_at},
        {"hex_figure_cells", l_figure_cells},
        {"hex_flank_partner", l_flank_partner},
        {"hex_set_open", l_set_open},
        {"hex_is_open", l_is_open},
        {"hex_reachable", l_reachable},
        {"hex_path", l_path},
        {"hex_move", l_move},
        {"hex_open_path", l_open_path},
        {"hex_can_rotate", l_can_rotate},
        {"hex_rotate_figure", l_rotate_figure},
        {"hex_los", l_los},
        {"hex_line_clear", l_line_clear},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
