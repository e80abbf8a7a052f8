/* deck.c - Lua binding of tabula/deck.h: g:deck_<verb>(...). Decks are ids;
 * ends are "top" (the default) or "bottom"; refill policies "none" or
 * "reshuffle". Positions count from 1 (the top), as in g:zone_insert; nil
 * means the bottom. A destination zone of nil means none (the card leaves
 * every zone). */
#include "binding.h"

static const char *const refill_names[] = {"none", "reshuffle", NULL};
static const char *const end_names[] = {"top", "bottom", NULL};

static tab_deck_end check_end(lua_State *L, int idx)
{
    return (tab_deck_end)tabi_lua_checkoption(L, idx, "top", end_names);
}

/* A zone that may be nil (none). */
static tab_zone opt_zone(lua_State *L, int idx)
{
    return lua_isnoneornil(L, idx) ? TAB_ZONE_NONE : tabi_lua_checkid(L, idx);
}

/* A position from 1, or nil for the end. */
static uint32_t opt_pos(lua_State *L, int idx)
{
    if (lua_isnoneornil(L, idx))
        return TAB_ZONE_END;
    lua_Integer i = luaL_checkinteger(L, idx);
    luaL_argcheck(L, i >= 1 && i < (lua_Integer)UINT32_MAX, idx, "position out of range");
    return (uint32_t)(i - 1);
}

/* A count of cards. */
static uint32_t check_count(lua_State *L, int idx)
{
    lua_Integer n = luaL_checkinteger(L, idx);
    luaL_argcheck(L, n >= 0 && n <= (lua_Integer)UINT32_MAX, idx, "count out of range");
    return (uint32_t)n;
}

static void push_ids(lua_State *L, const tab_id *ids, uint32_t n)
{
    lua_createtable(L, (int)n, 0);
    for (uint32_t i = 0; i < n; i++) {
        lua_pushinteger(L, ids[i]);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
}

/* ---- Making and configuring decks ---------------------------------------- */

/* g:deck_new(draw [, discard [, refill]]) -> deck id */
static int l_new(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_zone draw = tabi_lua_checkid(L, 2);
    tab_zone discard = opt_zone(L, 3);
    tab_deck_refill_policy refill =
        (tab_deck_refill_policy)tabi_lua_checkoption(L, 4, "none", refill_names);
    tab_id deck;
    TABI_LUA_CHECK(L, g, tab_deck_new(g, draw, discard, refill, &deck));
    lua_pushinteger(L, deck);
    return 1;
}

/* g:deck_info(deck) -> draw zone, discard zone (or nil), refill policy */
static int l_info(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_zone draw, discard;
    tab_deck_refill_policy refill;
    TABI_LUA_CHECK(L, g, tab_deck_info(g, tabi_lua_checkid(L, 2), &draw, &discard, &refill));
    lua_pushinteger(L, draw);
    tabi_lua_pushid(L, discard);
    lua_pushstring(L, refill == TAB_DECK_REFILL_RESHUFFLE ? "reshuffle" : "none");
    return 3;
}

/* g:deck_set_refill(deck, refill): refill "none" or "reshuffle" (the discards, when the draw
 * pile runs out) */
static int l_set_refill(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id deck = tabi_lua_checkid(L, 2);
    tab_deck_refill_policy refill =
        (tab_deck_refill_policy)tabi_lua_checkoption(L, 3, NULL, refill_names);
    TABI_LUA_CHECK(L, g, tab_deck_set_refill(g, deck, refill));
    return 0;
}

/* g:deck_set_stream(deck, stream) (nil: "main") */
static int l_set_stream(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id deck = tabi_lua_checkid(L, 2);
    TABI_LUA_CHECK(L, g, tab_deck_set_stream(g, deck, tabi_lua_optatom(L, g, 3)));
    return 0;
}

/* g:deck_set_numbered(deck, key) (nil: not numbered) */
static int l_set_numbered(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id deck = tabi_lua_checkid(L, 2);
    TABI_LUA_CHECK(L, g, tab_deck_set_numbered(g, deck, tabi_lua_optatom(L, g, 3)));
    return 0;
}

/* g:deck_size(deck) -> cards in the draw pile */
static int l_size(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_deck_size(g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* g:deck_available(deck) -> cards that can still be drawn (the draw pile, and the discards when
 * the deck reshuffles) */
static int l_available(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_deck_available(g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* ---- Drawing ------------------------------------------------------------- */

/* g:deck_draw(deck [, end [, to [, position]]]) -> card */
static int l_draw(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id deck = tabi_lua_checkid(L, 2);
    tab_deck_end end = check_end(L, 3);
    tab_zone to = opt_zone(L, 4);
    uint32_t at = opt_pos(L, 5);
    tab_id card;
    TABI_LUA_CHECK(L, g, tab_deck_draw(g, deck, end, to, at, &card));
    lua_pushinteger(L, card);
    return 1;
}

/* g:deck_draw_n(deck, end, n [, to [, position]]) -> {card, ...} in the
 * order drawn */
static int l_draw_n(lua_State *L)
{
    lua_settop(L, 6); /* the buffer goes above the arguments */
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id deck = tabi_lua_checkid(L, 2);
    tab_deck_end end = check_end(L, 3);
    uint32_t n = check_count(L, 4);
    tab_zone to = opt_zone(L, 5);
    uint32_t at = opt_pos(L, 6);
    /* More than can be drawn fails without writing: no need for room. */
    uint32_t room = tab_deck_available(g, deck);
    if (room > n)
        room = n;
    tab_id *cards = tabi_lua_scratch(L, (size_t)room * sizeof *cards);
    tab_id *out = n <= room ? cards : NULL;
    TABI_LUA_CHECK(L, g, tab_deck_draw_n(g, deck, end, n, to, at, out));
    if (!out)
        return luaL_error(L, "deck_draw_n: drew %d cards of a deck with %d available", (int)n,
                          (int)room);
    push_ids(L, cards, n);
    tabi_lua_scratch_done(L, -2);
    return 1;
}

/* g:deck_peek(deck [, end [, n]]) -> {card, ...} from that end, at most n
 * (default 1); never refills */
static int l_peek(lua_State *L)
{
    lua_settop(L, 4);
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id deck = tabi_lua_checkid(L, 2);
    tab_deck_end end = check_end(L, 3);
    uint32_t n = lua_isnil(L, 4) ? 1 : check_count(L, 4);
    uint32_t size = tab_deck_size(g, deck);
    if (n > size)
        n = size; /* only the draw pile's cards can be copied */
    tab_id *cards = tabi_lua_scratch(L, (size_t)n * sizeof *cards);
    uint32_t got;
    TABI_LUA_CHECK(L, g, tab_deck_peek(g, deck, end, n, cards, &got));
    push_ids(L, cards, got);
    tabi_lua_scratch_done(L, -2);
    return 1;
}

/* ---- Putting, searching, moving ------------------------------------------ */

/* g:deck_put(deck, card [, position]) (nil: the bottom) */
static int l_put(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id deck = tabi_lua_checkid(L, 2);
    tab_id card = tabi_lua_checkid(L, 3);
    TABI_LUA_CHECK(L, g, tab_deck_put(g, deck, card, opt_pos(L, 4)));
    return 0;
}

/* g:deck_discard(deck, card): the card onto the deck's discard pile */
static int l_discard(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id deck = tabi_lua_checkid(L, 2);
    TABI_LUA_CHECK(L, g, tab_deck_discard(g, deck, tabi_lua_checkid(L, 3)));
    return 0;
}

/* g:deck_shuffle(deck): the draw pile shuffled (the deck's stream) */
static int l_shuffle(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_deck_shuffle(g, tabi_lua_checkid(L, 2)));
    return 0;
}

/* g:deck_reshuffle(deck): the discards shuffled back into the draw pile */
static int l_reshuffle(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_deck_reshuffle(g, tabi_lua_checkid(L, 2)));
    return 0;
}

/* g:deck_find(deck, key, value) -> card, position; nil when none matches */
static int l_find(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id deck = tabi_lua_checkid(L, 2);
    tab_atom key = tabi_lua_checkatom(L, g, 3);
    luaL_checkany(L, 4);
    tab_value v = tabi_lua_checkvalue(L, g, 4);
    tab_id card;
    uint32_t i;
    TABI_LUA_CHECK(L, g, tab_deck_find(g, deck, key, v, &card, &i));
    if (!card) {
        lua_pushnil(L);
        return 1;
    }
    lua_pushinteger(L, card);
    lua_pushinteger(L, (lua_Integer)i + 1);
    return 2;
}

/* g:deck_take(deck, card [, to [, position]]) */
static int l_take(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id deck = tabi_lua_checkid(L, 2);
    tab_id card = tabi_lua_checkid(L, 3);
    tab_zone to = opt_zone(L, 4);
    TABI_LUA_CHECK(L, g, tab_deck_take(g, deck, card, to, opt_pos(L, 5)));
    return 0;
}

/* g:deck_move(from, end, n [, to [, position]]): zones, not decks */
static int l_move(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_zone from = tabi_lua_checkid(L, 2);
    tab_deck_end end = check_end(L, 3);
    uint32_t n = check_count(L, 4);
    tab_zone to = opt_zone(L, 5);
    TABI_LUA_CHECK(L, g, tab_deck_move(g, from, end, n, to, opt_pos(L, 6)));
    return 0;
}

/* ---- Recovering and retiring --------------------------------------------- */

/* g:deck_home(card) -> its original deck, or nil */
static int l_home(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tabi_lua_pushid(L, tab_deck_home(g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* g:deck_set_home(card, deck): deck becomes the card's original deck */
static int l_set_home(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id card = tabi_lua_checkid(L, 2);
    TABI_LUA_CHECK(L, g, tab_deck_set_home(g, card, tabi_lua_checkid(L, 3)));
    return 0;
}

/* g:deck_recover(card): the card to the bottom of its original deck's draw pile (in number
 * order when that deck is numbered) */
static int l_recover(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_deck_recover(g, tabi_lua_checkid(L, 2)));
    return 0;
}

/* g:deck_retire(card): the card out of the game for good (to the zone "deck.retired") */
static int l_retire(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_deck_retire(g, tabi_lua_checkid(L, 2)));
    return 0;
}

/* g:deck_retired_zone() -> the permanent-discard zone, or nil */
static int l_retired_zone(lua_State *L)
{
    tabi_lua_pushid(L, tab_deck_retired_zone(tabi_lua_checkgame(L, 1)));
    return 1;
}

void tabi_lua_deck_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"deck_new", l_new},
        {"deck_info", l_info},
        {"deck_set_refill", l_set_refill},
        {"deck_set_stream", l_set_stream},
        {"deck_set_numbered", l_set_numbered},
        {"deck_size", l_size},
        {"deck_available", l_available},
        {"deck_draw", l_draw},
        {"deck_draw_n", l_draw_n},
        {"deck_peek", l_peek},
        {"deck_put", l_put},
        {"deck_discard", l_discard},
        {"deck_shuffle", l_shuffle},
        {"deck_reshuffle", l_reshuffle},
        {"deck_find", l_find},
        {"deck_take", l_take},
        {"deck_move", l_move},
        {"deck_home", l_home},
        {"deck_set_home", l_set_home},
        {"deck_recover", l_recover},
        {"deck_retire", l_retire},
        {"deck_retired_zone", l_retired_zone},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
