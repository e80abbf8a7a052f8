/* event_fields.c - events with named fields in Lua (issue 22): besides
 * e[1..4], a kernel event has its arguments under the names atom.h gives
 * them (e.from and e.to of a zone.move, e.key of an entity.set as text),
 * and a game's own event kinds get theirs from event_fields(kind, names)
 * (prelude.lua). A name starting with '@' is an atom, shown as its text.
 * The kernel's names are tab_event_field's (lib/event.c). */
#include <lauxlib.h>

#include "binding.h"

/* Registry: the prelude's table from a game's event kind to its names. */
static const char game_fields_key = 'E';

/* Sets field name to a: an atom's text when atom (nothing for no name). */
static void set_field(lua_State *L, const tab_game *g, const char *name, int atom, int64_t a)
{
    if (atom) {
        const char *text = a > 0 && a <= UINT32_MAX ? tab_atom_str(g, (tab_atom)a) : NULL;
        if (!text)
            return; /* no name (0), or not an atom after all */
        lua_pushstring(L, text);
        lua_setfield(L, -2, name);
        return;
    }
    lua_pushinteger(L, a);
    lua_setfield(L, -2, name);
}

void tabi_lua_event_names(lua_State *L, const tab_game *g, const tab_event *e)
{
    if (e->kind < TAB_ATOM_BUILTIN_COUNT) {
        tab_event_arg type;
        const char *name;
        for (int i = 0; i < 4 && (name = tab_event_field(e->kind, i, &type)); i++)
            set_field(L, g, name, type == TAB_EVARG_ATOM, e->a[i]);
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
                set_field(L, g, name + (name[0] == '@'), name[0] == '@', e->a[i]);
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
