/* sector.c - Lua binding of tabula/sector.h: g:sector_<verb>(...).
 *
 *   g:sector_grid_new(rows, cols [, shape]) -> grid
 *       shape: "none" (default), "two" (Long Dark Sea's Raid Line), "snake"
 *   g:sector_grid_size(grid) -> rows, cols
 *   g:sector_at(grid, row, col) -> sector or nil
 *   g:sector_range(grid, s) -> range or nil     1 the closest row
 *   g:sector_adjacent(grid, a, b), g:sector_vertical(grid, a, b) -> boolean
 *   g:sector_set_path(grid, {sectors})          the line, first step first
 *   g:sector_path_len(grid) -> integer
 *   g:sector_path_at(grid, step) -> sector or nil
 *   g:sector_number(grid, s) -> number or nil   "Sector 9"; nil off the line
 *   g:sector_by_number(grid, number) -> sector or nil
 *   g:sector_card(grid, s) -> card or nil
 *   g:sector_find(grid, card) -> sector or nil
 *   g:sector_place(grid, s, card), g:sector_remove(grid, card)
 *   g:sector_advance(grid, card) -> the card that left the line, or nil
 *   g:sector_insert(grid, step, card) -> the card that left, or nil
 *
 * Positions count from 1: rows (1 the top, the farthest), columns (1 the
 * left), sectors (row by row: (row - 1) * cols + col) and steps of the line
 * (1 the first, where cards enter). Numbers the C API counts from 1 stay as
 * they are: the range (1 the closest row) and a sector's number along the
 * line (1 the last step, the rulebook's "Sector 1"). Events (sector.move,
 * .bypass, .exit) carry the C API's sector indices, from 0 (-1: off). */
#include <string.h>

#include "binding.h"

static const char *const shape_names[] = {"none", "two", "snake", NULL};

static uint32_t check_size(lua_State *L, int idx)
{
    lua_Integer v = luaL_checkinteger(L, idx);
    luaL_argcheck(L, v >= 1 && v <= (lua_Integer)UINT32_MAX, idx, "must be 1 or more");
    return (uint32_t)v;
}

/* A sector from Lua (from 1) as the C API's index, or TAB_SECTOR_NONE. */
static uint32_t to_sector(lua_State *L, int idx)
{
    return tabi_lua_topos(L, idx);
}

static void push_sector(lua_State *L, uint32_t s)
{
    if (s == TAB_SECTOR_NONE)
        lua_pushnil(L);
    else
        lua_pushinteger(L, (lua_Integer)s + 1);
}

/* The number of sectors of grid; raises the kernel's error when it is not a
 * grid. */
static uint32_t sectors_of(lua_State *L, tab_game *g, tab_id grid)
{
    uint32_t rows, cols;
    if (tab_sector_grid_size(g, grid, &rows, &cols) != TAB_OK)
        tabi_lua_fail(L, g);
    return rows * cols;
}

/* A sector argument of a change: from 1 to the grid's size. */
static uint32_t check_sector(lua_State *L, int idx, uint32_t nsec)
{
    lua_Integer s = luaL_checkinteger(L, idx);
    if (s < 1 || s > (lua_Integer)nsec)
        luaL_argerror(L, idx, lua_pushfstring(L, "no sector %I on a grid of %d", s, (int)nsec));
    return (uint32_t)(s - 1);
}

/* ---- Grids --------------------------------------------------------------- */

static int l_grid_new(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    uint32_t rows = check_size(L, 2), cols = check_size(L, 3);
    tab_sector_path_shape shape = (tab_sector_path_shape)tabi_lua_checkoption(L, 4, "none",
                                                                          shape_names);
    tab_id grid;
    TABI_LUA_CHECK(L, g, tab_sector_grid_new(g, rows, cols, shape, &grid));
    lua_pushinteger(L, grid);
    return 1;
}

static int l_grid_size(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    uint32_t rows, cols;
    TABI_LUA_CHECK(L, g, tab_sector_grid_size(g, tabi_lua_checkid(L, 2), &rows, &cols));
    lua_pushinteger(L, rows);
    lua_pushinteger(L, cols);
    return 2;
}

/* g:sector_at(grid, row, col) -> sector or nil (all from 1) */
static int l_at(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    uint32_t row = tabi_lua_topos(L, 3), col = tabi_lua_topos(L, 4);
    push_sector(L, tab_sector_at(g, grid, row, col));
    return 1;
}

static int l_range(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    uint32_t r = tab_sector_range(g, grid, to_sector(L, 3));
    if (r)
        lua_pushinteger(L, r);
    else
        lua_pushnil(L);
    return 1;
}

static int l_adjacent(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    lua_pushboolean(L, tab_sector_adjacent(g, grid, to_sector(L, 3), to_sector(L, 4)));
    return 1;
}

static int l_vertical(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    lua_pushboolean(L, tab_sector_vertical(g, grid, to_sector(L, 3), to_sector(L, 4)));
    return 1;
}

/* ---- The line ------------------------------------------------------------ */

/* g:sector_set_path(grid, {sectors}) */
static int l_set_path(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    luaL_checktype(L, 3, LUA_TTABLE);
    uint32_t nsec = sectors_of(L, g, grid);
    lua_Integer n = luaL_len(L, 3);
    if (n < 0 || n > (lua_Integer)nsec)
        luaL_argerror(L, 3, lua_pushfstring(L, "%I steps on a grid of %d sectors", n, (int)nsec));
    uint32_t *path = lua_newuserdatauv(L, (size_t)(n ? n : 1) * sizeof *path, 0);
    unsigned char *seen = lua_newuserdatauv(L, nsec, 0);
    memset(seen, 0, nsec);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 3, i);
        int ok;
        lua_Integer s = lua_tointegerx(L, -1, &ok);
        if (!ok || s < 1 || s > (lua_Integer)nsec)
            luaL_argerror(L, 3, lua_pushfstring(L, "step %I: no sector %s on a grid of %d", i,
                                                luaL_tolstring(L, -1, NULL), (int)nsec));
        if (seen[s - 1])
            luaL_argerror(L, 3, lua_pushfstring(L, "step %I: sector %I is on the line twice", i, s));
        seen[s - 1] = 1;
        path[i - 1] = (uint32_t)(s - 1);
        lua_pop(L, 1);
    }
    TABI_LUA_CHECK(L, g, tab_sector_set_path(g, grid, path, (uint32_t)n));
    return 0;
}

static int l_path_len(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_sector_path_len(g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* g:sector_path_at(grid, step) -> sector or nil (step from 1) */
static int l_path_at(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    push_sector(L, tab_sector_path_at(g, grid, tabi_lua_topos(L, 3)));
    return 1;
}

static int l_number(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    uint32_t n = tab_sector_number(g, grid, to_sector(L, 3));
    if (n)
        lua_pushinteger(L, n);
    else
        lua_pushnil(L);
    return 1;
}

static int l_by_number(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    lua_Integer n = luaL_checkinteger(L, 3);
    uint32_t s = n >= 1 && n <= (lua_Integer)UINT32_MAX
                     ? tab_sector_by_number(g, grid, (uint32_t)n) : TAB_SECTOR_NONE;
    push_sector(L, s);
    return 1;
}

/* ---- Cards --------------------------------------------------------------- */

static int l_card(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    tabi_lua_pushid(L, tab_sector_card(g, grid, to_sector(L, 3)));
    return 1;
}

static int l_find(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    push_sector(L, tab_sector_find(g, grid, tabi_lua_checkid(L, 3)));
    return 1;
}

/* g:sector_place(grid, s, card) */
static int l_place(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    uint32_t s = check_sector(L, 3, sectors_of(L, g, grid));
    TABI_LUA_CHECK(L, g, tab_sector_place(g, grid, s, tabi_lua_checkid(L, 4)));
    return 0;
}

static int l_remove(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    TABI_LUA_CHECK(L, g, tab_sector_remove(g, grid, tabi_lua_checkid(L, 3)));
    return 0;
}

/* g:sector_advance(grid, card) -> the card that left, or nil */
static int l_advance(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    tab_id exited;
    TABI_LUA_CHECK(L, g, tab_sector_advance(g, grid, tabi_lua_checkid(L, 3), &exited));
    tabi_lua_pushid(L, exited);
    return 1;
}

/* g:sector_insert(grid, step, card) -> the card that left, or nil */
static int l_insert(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id grid = tabi_lua_checkid(L, 2);
    uint32_t step = tabi_lua_checkpos(L, 3, "step");
    uint32_t len = tab_sector_path_len(g, grid);
    if (len && step >= len)
        luaL_argerror(L, 3, lua_pushfstring(L, "step %d is past the line's %d", (int)step + 1,
                                            (int)len));
    tab_id exited;
    TABI_LUA_CHECK(L, g, tab_sector_insert(g, grid, step, tabi_lua_checkid(L, 4), &exited));
    tabi_lua_pushid(L, exited);
    return 1;
}

void tabi_lua_sector_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"sector_grid_new", l_grid_new},
        {"sector_grid_size", l_grid_size},
        {"sector_at", l_at},
        {"sector_range", l_range},
        {"sector_adjacent", l_adjacent},
        {"sector_vertical", l_vertical},
        {"sector_set_path", l_set_path},
        {"sector_path_len", l_path_len},
        {"sector_path_at", l_path_at},
        {"sector_number", l_number},
        {"sector_by_number", l_by_number},
        {"sector_card", l_card},
        {"sector_find", l_find},
        {"sector_place", l_place},
        {"sector_remove", l_remove},
        {"sector_advance", l_advance},
        {"sector_insert", l_insert},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
