/* event_fields.c - events with named fields in Lua (issue 22): besides
 * e[1..4], a kernel event has its arguments under the names atom.h gives
 * them (e.from and e.to of a zone.move, e.key of an entity.set as text),
 * and a game's own event kinds get theirs from event_fields(kind, names)
 * (prelude.lua). A name starting with '@' is an atom, shown as its text. */
#include <lauxlib.h>

#include "binding.h"

/* The kernel's events, from atom.h's comments: the names of a0..a3. */
static const char *const kernel_fields[TAB_ATOM_BUILTIN_COUNT][4] = {
    [TAB_EV_ENTITY_NEW] = {"@entity_kind"},
    [TAB_EV_ENTITY_FREE] = {"@entity_kind"},
    [TAB_EV_ENTITY_SET] = {"@key", "type", "value", "old"},
    [TAB_EV_ENTITY_UNSET] = {"@key"},
    [TAB_EV_ENTITY_TAG] = {"@tag"},
    [TAB_EV_ENTITY_UNTAG] = {"@tag"},
    [TAB_EV_ZONE_NEW] = {"zone", "@name"},
    [TAB_EV_ZONE_MOVE] = {"from", "to", "index"},
    [TAB_EV_ZONE_SHUFFLE] = {"zone", "@stream"},
    [TAB_EV_ZONE_VISIBILITY] = {"zone", "visibility", "owner", "shared"},
    [TAB_EV_RNG] = {"@stream", "drawn", "bound"},
    [TAB_EV_DICE_ROLL] = {"die", "face", "die_type", "@stream"},
    [TAB_EV_DICE_REROLL] = {"die", "face", "old", "@stream"},
    [TAB_EV_DICE_ADD] = {"die", "die_type"},
    [TAB_EV_DICE_FORCE] = {"@stream", "face", "queued"},
    [TAB_EV_DECK_DRAW] = {"deck", "bottom", "to"},
    [TAB_EV_DECK_REFILL] = {"draw", "discard", "moved", "@stream"},
    [TAB_EV_DECK_RECOVER] = {"deck", "index"},
    [TAB_EV_DECK_RETIRE] = {"from", "to"},
    [TAB_EV_BAG_DRAW] = {"bag", "to", "left"},
    [TAB_EV_BAG_REFILL] = {"bag", "discard", "moved"},
    [TAB_EV_TRACK_MOVE] = {"old", "value", "delta", "lost"},
    [TAB_EV_TRACK_CROSS] = {"@threshold", "value", "direction", "first"},
    [TAB_EV_TRACK_FILL] = {"times", "excess"},
    [TAB_EV_TRACK_RESET] = {"old", "value"},
    [TAB_EV_TRACK_ACTIVATE] = {"value"},
    [TAB_EV_TRACK_DEACTIVATE] = {"old", "value"},
    [TAB_EV_INITIATIVE_PLACE] = {"initiative", "level", "index", "side"},
    [TAB_EV_INITIATIVE_MOVE] = {"initiative", "from", "to", "index"},
    [TAB_EV_INITIATIVE_REMOVE] = {"initiative", "level", "index"},
    [TAB_EV_TURN_ROUND] = {"round", "side"},
    [TAB_EV_TURN_SIDE] = {"side", "@name", "round"},
    [TAB_EV_TURN_ACT] = {"turn", "side", "round"},
    [TAB_EV_TURN_DONE] = {"turn", "side", "round"},
    [TAB_EV_TURN_SKIP] = {"turn", "side", "round"},
    [TAB_EV_TURN_PASS] = {"side", "activations"},
    [TAB_EV_TURN_ROUND_END] = {"round", "side", "last"},
    [TAB_EV_TURN_GAME_END] = {"rounds"},
    [TAB_EV_REGION_ADD] = {"map", "@name"},
    [TAB_EV_REGION_CONNECT] = {"other"},
    [TAB_EV_REGION_DISCONNECT] = {"other"},
    [TAB_EV_SECTOR_MOVE] = {"grid", "from", "to"},
    [TAB_EV_SECTOR_BYPASS] = {"grid", "passed", "sector"},
    [TAB_EV_SECTOR_EXIT] = {"grid", "from"},
    [TAB_EV_GRID_NEW] = {"width", "height"},
    [TAB_EV_GRID_TERRAIN_DEF] = {"terrain", "cost", "flags"},
    [TAB_EV_GRID_TERRAIN] = {"cell", "columns", "rows", "terrain"},
    [TAB_EV_GRID_HEIGHT] = {"cell", "columns", "rows", "height"},
    [TAB_EV_GRID_EDGE] = {"cell", "side", "feature"},
    [TAB_EV_GRID_PLACE] = {"grid", "cell", "sight"},
    [TAB_EV_GRID_MOVE] = {"grid", "from", "to", "fallen"},
    [TAB_EV_GRID_REMOVE] = {"grid", "cell"},
    [TAB_EV_HEX_TERRAIN] = {"hex", "terrain", "old"},
    [TAB_EV_HEX_PLACE] = {"map", "hex", "hexes", "side"},
    [TAB_EV_HEX_REMOVE] = {"map", "hex"},
    [TAB_EV_HEX_MOVE] = {"map", "from", "to", "cost"},
    [TAB_EV_HEX_ROTATE] = {"map", "pivot", "sixths", "anchor"},
};

/* Registry: the prelude's table from a game's event kind to its names. */
static const char game_fields_key = 'E';

static void set_field(lua_State *L, const tab_game *g, const char *name, int64_t a)
{
    if (name[0] == '@') {
        const char *text = a > 0 && a <= UINT32_MAX ? tab_atom_str(g, (tab_atom)a) : NULL;
        if (!text)
            return; /* no name (0), or not an atom after all */
        lua_pushstring(L, text);
        lua_setfield(L, -2, name + 1);
        return;
    }
    lua_pushinteger(L, a);
    lua_setfield(L, -2, name);
}

void tabi_lua_event_names(lua_State *L, const tab_game *g, const tab_event *e)
{
    if (e->kind < TAB_ATOM_BUILTIN_COUNT) {
        for (int i = 0; i < 4 && kernel_fields[e->kind][i]; i++)
            set_field(L, g, kernel_fields[e->kind][i], e->a[i]);
        return;
    }
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &game_fields_key) != LUA_TTABLE) {
        lua_pop(L, 1);
        return;
    }
    /* A frozen content table: read through its proxy. */
    if (lua_getfield(L, -1, tab_atom_str(g, e->kind)) == LUA_TTABLE) {
        for (int i = 0; i < 4; i++) {
            if (lua_geti(L, -1, i + 1) == LUA_TSTRING) {
                const char *name = lua_tostring(L, -1);
                lua_pushvalue(L, -4);
                set_field(L, g, name, e->a[i]);
                lua_pop(L, 1);
            }
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 2);
}

/* prim.event_fields_table(t): the prelude's table of game event names. */
static int l_event_fields_table(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_pushvalue(L, 1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &game_fields_key);
    return 0;
}

void tabi_lua_event_fields_primitive(lua_State *L)
{
    lua_pushcfunction(L, l_event_fields_table);
    lua_setfield(L, -2, "event_fields_table");
}
