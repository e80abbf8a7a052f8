/* event.c - Lua binding of tabula/event.h: g:event_<verb>(...). */
#include "binding.h"

/* g:event_end() -> the sequence number the next event will have */
static int l_end(lua_State *L)
{
    lua_pushinteger(L, (lua_Integer)tab_event_end(tabi_lua_checkgame(L, 1)));
    return 1;
}

/* g:event_begin() -> the oldest event still in the log (its sequence number) */
static int l_begin(lua_State *L)
{
    lua_pushinteger(L, (lua_Integer)tab_event_begin(tabi_lua_checkgame(L, 1)));
    return 1;
}

void tabi_lua_push_event(lua_State *L, const tab_game *g, const tab_event *e)
{
    lua_createtable(L, 4, 7);
    lua_pushinteger(L, (lua_Integer)e->seq);
    lua_setfield(L, -2, "seq");
    lua_pushstring(L, tab_atom_str(g, e->kind));
    lua_setfield(L, -2, "kind");
    lua_pushinteger(L, e->subject);
    lua_setfield(L, -2, "subject");
    for (int i = 0; i < 4; i++) {
        lua_pushinteger(L, e->a[i]);
        lua_rawseti(L, -2, i + 1);
    }
    tabi_lua_event_names(L, g, e);
}

/* g:atom_name(id) -> the text of atom id (an event's argument that names
 * something), or nil when id is no atom. */
static int l_atom_name(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_Integer id = luaL_checkinteger(L, 2);
    const char *text = id > 0 && id <= UINT32_MAX ? tab_atom_str(g, (tab_atom)id) : NULL;
    if (text)
        lua_pushstring(L, text);
    else
        lua_pushnil(L);
    return 1;
}

/* The event seq (argument 2) into *e, or 0 when the log does not hold it. */
static int event_at(lua_State *L, tab_game *g, tab_event *e)
{
    lua_Integer seq = luaL_checkinteger(L, 2);
    return seq >= 0 && tab_event_get(g, (uint64_t)seq, e) == TAB_OK;
}

/* g:event_get(seq) -> {seq=, kind=, subject=, 1..4 = arguments, and the
 * arguments by name (event_fields.c)} or nil */
static int l_get(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_event e;
    if (event_at(L, g, &e))
        tabi_lua_push_event(L, g, &e);
    else
        lua_pushnil(L);
    return 1;
}

/* g:event_kind(seq) -> the kind of event seq as a string, or nil when the
 * log no longer (or not yet) holds it: what g:event_get(seq).kind gives,
 * without building the event's table, for hosts and content that look at
 * many events and want the whole of only a few. */
static int l_kind(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_event e;
    if (event_at(L, g, &e))
        lua_pushstring(L, tab_atom_str(g, e.kind));
    else
        lua_pushnil(L);
    return 1;
}

/* g:event_emit(kind [, subject [, a1 .. a4]]) */
static int l_emit(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_atom kind = tabi_lua_checkatom(L, g, 2);
    tab_id subject = (tab_id)luaL_optinteger(L, 3, 0);
    int64_t a[4];
    for (int i = 0; i < 4; i++) {
        if (lua_type(L, 4 + i) == LUA_TSTRING)
            a[i] = tabi_lua_checkatom(L, g, 4 + i);
        else
            a[i] = luaL_optinteger(L, 4 + i, 0);
    }
    TABI_LUA_CHECK(L, g, tab_event_emit(g, kind, subject, a[0], a[1], a[2], a[3]));
    return 0;
}

void tabi_lua_event_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"event_end", l_end},
        {"event_begin", l_begin},
        {"event_get", l_get},
        {"event_kind", l_kind},
        {"event_emit", l_emit},
        {"atom_name", l_atom_name},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
