/* observe.c - a player's observation as Lua sees it: a read-only object
 * for bots and UIs that answers only what that player may know (zones
 * through tabula/view.h, entities only where tab_view_can_see says so), and
 * the queries of what lies open on the table (boards, tracks, initiative,
 * turn order, dice) that change nothing. It uses only the public API. */
#include "binding.h"

#define VIEW "tabula.view"

typedef struct view_ud {
    tab_game *g;
    int player;
    tab_atom bookkeeping; /* the kind "tabula.game", found once per view */
} view_ud;

static view_ud *check_view(lua_State *L)
{
    return luaL_checkudata(L, 1, VIEW);
}

/* Whether the player may see e. The runtime's own entity ("tabula.game":
 * pushed steps' arguments, tallies and metrics for playtests) is the rules'
 * bookkeeping, not the table's: a tally of secret recruits would tell an
 * opponent's bot what they were. */
static int sees(const view_ud *v, tab_id e)
{
    return tab_view_can_see(v->g, e, v->player) &&
           (!v->bookkeeping || tab_entity_kind(v->g, e) != v->bookkeeping);
}

/* The entity at idx if the player may see it; raises otherwise. */
static tab_id visible_entity(lua_State *L, view_ud *v, int idx)
{
    tab_id e = tabi_lua_checkid(L, idx);
    if (!sees(v, e))
        luaL_error(L, "player %d cannot see entity %d", v->player, (int)e);
    return e;
}

/* view:player() -> the player whose view it is */
static int l_player(lua_State *L)
{
    lua_pushinteger(L, check_view(L)->player);
    return 1;
}

/* view:players() -> how many players the game has */
static int l_players(lua_State *L)
{
    lua_pushinteger(L, tab_game_players(check_view(L)->g));
    return 1;
}

/* view:can_see(e) -> whether the view's player may see e */
static int l_can_see(lua_State *L)
{
    view_ud *v = check_view(L);
    lua_pushboolean(L, sees(v, tabi_lua_checkid(L, 2)));
    return 1;
}

/* view:entity_kind(e) -> the kind of an entity the player may see */
static int l_entity_kind(lua_State *L)
{
    view_ud *v = check_view(L);
    lua_pushstring(L, tab_atom_str(v->g, tab_entity_kind(v->g, visible_entity(L, v, 2))));
    return 1;
}

/* view:entity_get(e, key) -> a property of an entity the player may see (an error for one they
 * may not) */
static int l_entity_get(lua_State *L)
{
    view_ud *v = check_view(L);
    tab_id e = visible_entity(L, v, 2);
    tab_value val;
    TABI_LUA_CHECK(L, v->g, tab_entity_get(v->g, e, tab_atom_find(v->g, luaL_checkstring(L, 3)), &val));
    tabi_lua_pushvalue(L, v->g, val);
    return 1;
}

/* view:entity_get_array(e, key) -> {values...} (atoms as strings) */
static int l_entity_get_array(lua_State *L)
{
    view_ud *v = check_view(L);
    tab_id e = visible_entity(L, v, 2);
    tab_vtype elem;
    const int32_t *vals;
    uint32_t n;
    TABI_LUA_CHECK(L, v->g, tab_entity_get_array(v->g, e, tab_atom_find(v->g, luaL_checkstring(L, 3)),
                                                 &elem, &vals, &n));
    lua_createtable(L, (int)n, 0);
    for (uint32_t i = 0; i < n; i++) {
        if (elem == TAB_VATOM)
            lua_pushstring(L, tab_atom_str(v->g, (tab_atom)vals[i]));
        else
            lua_pushinteger(L, vals[i]);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

/* view:entity_has_tag(e, tag) -> whether an entity the player may see has the tag */
static int l_entity_has_tag(lua_State *L)
{
    view_ud *v = check_view(L);
    tab_id e = visible_entity(L, v, 2);
    tab_atom tag = tab_atom_find(v->g, luaL_checkstring(L, 3));
    lua_pushboolean(L, tag && tab_entity_has_tag(v->g, e, tag));
    return 1;
}

/* view:entity_next(after [, kind]) -> the next entity the player can see */
static int l_entity_next(lua_State *L)
{
    view_ud *v = check_view(L);
    tab_id e = (tab_id)luaL_optinteger(L, 2, 0);
    tab_atom kind = lua_isnoneornil(L, 3) ? TAB_ATOM_NONE : tab_atom_find(v->g, luaL_checkstring(L, 3));
    if (!lua_isnoneornil(L, 3) && !kind) {
        lua_pushnil(L);
        return 1;
    }
    while ((e = tab_entity_next(v->g, e, kind)) && !sees(v, e))
        ;
    if (e)
        lua_pushinteger(L, e);
    else
        lua_pushnil(L);
    return 1;
}

/* view:zone_find(name) -> the zone's id, or nil */
static int l_zone_find(lua_State *L)
{
    view_ud *v = check_view(L);
    tab_zone z = tab_zone_find(v->g, tab_atom_find(v->g, luaL_checkstring(L, 2)));
    if (z)
        lua_pushinteger(L, z);
    else
        lua_pushnil(L);
    return 1;
}

/* view:zone_size(z) -> how many entities the zone holds (every player may know that) */
static int l_zone_size(lua_State *L)
{
    view_ud *v = check_view(L);
    lua_pushinteger(L, tab_zone_size(v->g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* view:zone_at(z, i) -> the entity at position i (from 1) of zone z as far
 * as the player may know: its id, false for a card seen only as a card (or
 * where the player does not know the order), nil past the end */
static int l_zone_at(lua_State *L)
{
    view_ud *v = check_view(L);
    tab_zone z = tabi_lua_checkid(L, 2);
    lua_Integer i = luaL_checkinteger(L, 3);
    uint32_t size;
    tab_view_level level;
    TABI_LUA_CHECK(L, v->g, tab_view_zone(v->g, z, v->player, NULL, 0, &size, &level));
    if (i < 1 || i > size) {
        lua_pushnil(L);
        return 1;
    }
    if (level != TAB_VIEW_ORDER) {
        lua_pushboolean(L, 0);
        return 1;
    }
    tabi_lua_pushid(L, tab_zone_at(v->g, z, (uint32_t)(i - 1)));
    return 1;
}

/* view:zone_list(z) -> {ids...} as far as the player may know (false for a
 * card seen only as a card), and "order", "contents" or "size" */
static int l_zone_list(lua_State *L)
{
    static const char *const levels[] = {"size", "contents", "order"};
    view_ud *v = check_view(L);
    tab_zone z = tabi_lua_checkid(L, 2);
    uint32_t size;
    tab_view_level level;
    TABI_LUA_CHECK(L, v->g, tab_view_zone(v->g, z, v->player, NULL, 0, &size, &level));
    tab_id *buf = lua_newuserdatauv(L, (size ? size : 1) * sizeof *buf, 0);
    TABI_LUA_CHECK(L, v->g, tab_view_zone(v->g, z, v->player, buf, size, &size, &level));
    lua_createtable(L, (int)size, 0);
    for (uint32_t i = 0; i < size; i++) {
        if (buf[i])
            lua_pushinteger(L, buf[i]);
        else
            lua_pushboolean(L, 0);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    lua_pushstring(L, levels[level]);
    return 2;
}

/* view:query(id, ...) -> what the game's query id computes from this view
 * (query{ id = "move", value = function(view, fighter) ... end }): a value
 * the rules derive, such as a fighter's Move after its Grapple tokens; an
 * unknown id is an error listing the game's queries */
static int l_query(lua_State *L)
{
    view_ud *v = check_view(L);
    luaL_checkstring(L, 2);
    if (lua_getfield(L, LUA_REGISTRYINDEX, TABI_LUA_QUERY) != LUA_TFUNCTION)
        return luaL_error(L, "view:query: the game has no rules to ask");
    /* (view, id, args...) -> query(id, view, args...) */
    lua_insert(L, 1);
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 3);
    lua_replace(L, 2);
    lua_replace(L, 3);
    uint64_t mark = tab_event_end(v->g);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    if (tab_event_end(v->g) != mark)
        return luaL_error(L, "a view's query changed the game");
    return lua_gettop(L);
}

tab_game *tabi_lua_testview(lua_State *L, int idx)
{
    view_ud *v = luaL_testudata(L, idx, VIEW);
    return v ? v->g : NULL;
}

/* The game's queries of what is open on the table, shared with views: they
 * read boards, tracks, the initiative and turn order and dice, never a
 * zone's hidden contents, and change nothing. Board callbacks get no game
 * (region_select's predicate gets the view itself). */
static const char *const table_queries[] = {
    "grid_size", "grid_cells", "grid_terrain_info", "grid_terrain_at", "grid_height_at", "grid_edge_at",
    "grid_locate", "grid_occupant", "grid_occupants", "grid_neighbours", "grid_distance",
    "grid_reachable", "grid_path", "grid_los", "grid_area", "grid_push_plan", "grid_tiles", "grid_fall_damage",
    "hex_distance", "hex_length", "hex_add", "hex_sub", "hex_scale", "hex_dir", "hex_neighbor",
    "hex_diagonal", "hex_dir_of", "hex_opposite", "hex_rotate", "hex_compare_clockwise",
    "hex_ring", "hex_spiral", "hex_range", "hex_line", "hex_round", "hex_center", "hex_corner",
    "hex_from_point", "hex_to_offset", "hex_from_offset", "hex_map_info", "hex_on_map",
    "hex_terrain_at", "hex_figure_at", "hex_figure_cells", "hex_flank_partner", "hex_is_open",
    "hex_reachable", "hex_path", "hex_open_path", "hex_can_rotate", "hex_los",
    "hex_line_clear",
    "region_count", "region_at", "region_find", "region_find_land", "region_map_of",
    "region_info", "region_matches", "region_adjacent", "region_neighbors", "region_distance",
    "region_within", "region_select",
    "sector_grid_size", "sector_at", "sector_range", "sector_adjacent", "sector_vertical",
    "sector_path_len", "sector_path_at", "sector_number", "sector_by_number", "sector_card",
    "sector_find",
    "track_value", "track_get", "track_threshold", "track_level", "track_crossed",
    "initiative_value", "initiative_levels", "initiative_count", "initiative_at",
    "initiative_order", "initiative_where_is", "initiative_fastest", "initiative_slowest",
    "initiative_is_fixed",
    "turn_round", "turn_side", "turn_round_over", "turn_active", "turn_next", "turn_may_act",
    "turn_has_acted", "turn_side_of", "turn_remaining",
    "dice_find", "dice_faces", "dice_face", "dice_pool_size", "dice_pool_rolled",
    "dice_pool_modifier", "dice_pool_die", "dice_pool_count", "dice_pool_score", "dice_dist",
    "dice_dist_exact", "dice_at_least",
    NULL,
};

/* Calls the game's query (upvalue 1) on the view's game; a query that
 * emitted an event changed the game, which a view must never do. */
static int table_query(lua_State *L)
{
    view_ud *v = check_view(L);
    uint64_t mark = tab_event_end(v->g);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    if (tab_event_end(v->g) != mark)
        return luaL_error(L, "a view's query changed the game");
    return lua_gettop(L);
}

/* Adds the table queries to the methods table on the top of the stack. */
static void add_table_queries(lua_State *L)
{
    lua_newtable(L);
    tabi_lua_module_methods(L);
    for (const char *const *name = table_queries; *name; name++) {
        if (lua_getfield(L, -1, *name) != LUA_TFUNCTION)
            luaL_error(L, "observe.c: the game has no method %s", *name);
        lua_pushcclosure(L, table_query, 1);
        lua_setfield(L, -3, *name);
    }
    lua_pop(L, 1);
}

void tabi_lua_push_view(lua_State *L, tab_game *g, int player)
{
    view_ud *v = lua_newuserdatauv(L, sizeof *v, 0);
    v->g = g;
    v->player = player;
    v->bookkeeping = tab_atom_find(g, "tabula.game");
    if (luaL_newmetatable(L, VIEW)) {
        static const luaL_Reg methods[] = {
            {"player", l_player}, {"players", l_players}, {"can_see", l_can_see},
            {"entity_kind", l_entity_kind}, {"entity_get", l_entity_get},
            {"entity_get_array", l_entity_get_array},
            {"entity_has_tag", l_entity_has_tag}, {"entity_next", l_entity_next},
            {"zone_find", l_zone_find}, {"zone_size", l_zone_size},
            {"zone_at", l_zone_at}, {"zone_list", l_zone_list}, {"query", l_query},
            {NULL, NULL},
        };
        luaL_newlib(L, methods);
        add_table_queries(L);
        lua_setfield(L, -2, "__index");
        lua_pushliteral(L, "tabula.view");
        lua_setfield(L, -2, "__metatable");
    }
    lua_setmetatable(L, -2);
}
