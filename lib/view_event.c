/* view_event.c - a player's view of the event log: the events as they
 * happened, with what that player may not know blanked out, so a UI can
 * animate a hidden draw ("a card went from the deck to her hand") without
 * learning which card it was. */
#include <string.h>

#include "core.h"

/* What player may know of zone z as an event names it: no zone is the
 * table, known to all; a number that is no zone shows nothing. */
static tab_view_level level_of(const tab_game *g, int64_t z, int player)
{
    tab_view_level level = TAB_VIEW_SIZE;
    if (z == TAB_ZONE_NONE)
        return TAB_VIEW_ORDER;
    if (z > 0 && z <= UINT32_MAX)
        tab_view_zone_level(g, (tab_zone)z, player, &level);
    return level;
}

/* The draw zone of deck, or -1 (nothing known: fail closed) when deck is
 * no deck now. */
static int64_t deck_draw_zone(const tab_game *g, int64_t deck)
{
    tab_zone draw;
    if (deck > 0 && deck <= UINT32_MAX && tab_deck_info(g, (tab_id)deck, &draw, NULL, NULL) == TAB_OK)
        return draw;
    return -1;
}

/* The zone holding bag's tokens, or -1 as above. */
static int64_t bag_zone(const tab_game *g, int64_t bag)
{
    tab_zone zone;
    if (bag > 0 && bag <= UINT32_MAX && tab_bag_info(g, (tab_id)bag, &zone, NULL, NULL) == TAB_OK)
        return zone;
    return -1;
}

/* Blanks the subject when the entity went between two zones whose contents
 * player does not know, and argument i (a position) when player does not
 * know the order of the zone it went to. */
static void redact_move(const tab_game *g, tab_event *e, int player, int64_t from, int64_t to,
                        int index_arg)
{
    if (level_of(g, from, player) == TAB_VIEW_SIZE && level_of(g, to, player) == TAB_VIEW_SIZE)
        e->subject = TAB_ID_NONE;
    if (index_arg >= 0 && level_of(g, to, player) != TAB_VIEW_ORDER)
        e->a[index_arg] = 0;
}

tab_status tab_view_event(const tab_game *g, uint64_t seq, int player, tab_event *out)
{
    TABI_CHECK_GAME(g);
    tab_game *w = (tab_game *)g; /* only for the error message */
    if (!out)
        return tabi_fail(w, TAB_EMISUSE, "tab_view_event: NULL out");
    if (player < TAB_NO_PLAYER)
        return tabi_fail(w, TAB_EINVAL, "tab_view_event: bad player %d", player);
    tab_event e;
    tab_status s = tab_event_get(g, seq, &e);
    if (s != TAB_OK)
        return s;
    switch (e.kind) {
    case TAB_EV_ZONE_MOVE: redact_move(g, &e, player, e.a[0], e.a[1], 2); break;
    case TAB_EV_DECK_DRAW: redact_move(g, &e, player, deck_draw_zone(g, e.a[0]), e.a[2], -1); break;
    case TAB_EV_DECK_RECOVER:
        /* Where it came from is not in the event: known only if it is
         * known where it went. */
        redact_move(g, &e, player, deck_draw_zone(g, e.a[0]), deck_draw_zone(g, e.a[0]), 1);
        break;
    case TAB_EV_DECK_RETIRE: redact_move(g, &e, player, e.a[0], e.a[1], -1); break;
    case TAB_EV_BAG_DRAW: redact_move(g, &e, player, bag_zone(g, e.a[0]), e.a[1], -1); break;
    case TAB_EV_ENTITY_SET:
    case TAB_EV_ENTITY_UNSET:
    case TAB_EV_ENTITY_TAG:
    case TAB_EV_ENTITY_UNTAG:
        /* A property of a card still out of sight: nothing of it. The log
         * does not say where an entity was then, so "now" decides. */
        if (tab_entity_exists(g, e.subject) && !tab_view_can_see(g, e.subject, player)) {
            e.subject = TAB_ID_NONE;
            memset(e.a, 0, sizeof e.a);
        }
        break;
    default: break;
    }
    *out = e;
    return TAB_OK;
}
