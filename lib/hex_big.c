/* hex_big.c - figures of several hexes (giant bosses on three-hex bases):
 * rotating about one of their hexes. Moving them is the ordinary movement
 * search (hex_move.c), which moves every hex of a shape together.
 *
 * Tidal Blades 2: "Giant bosses (that occupy 3 hexes) may use 1 rotate action
 * to rotate around one of the hexes they occupy, moving their other points to
 * new hexes. They cannot move through hero hexes and must always rotate or
 * move into 3 hexes that are unoccupied by heroes." A turn of several sixths
 * passes through each sixth on the way, so those positions must be passable
 * and the last one fit to end on. */
#include "hex.h"

/* Checks a rotation; on success fills dest with the new hexes (in the order
 * of cells). Sets *ok, and the message when not ok. */
static tab_status check_rotation(tab_game *g, tab_id map, tab_id fig, tab_hex pivot, int steps,
                                 const tab_hex_mover *mv, const char *who, bool *ok,
                                 tabi_hexmap *m, tab_hex *cells, tab_hex *dest, uint32_t *n,
                                 int32_t *side)
{
    tab_status s = tabi_hexmap_load(g, map, m, who);
    if (s != TAB_OK || (s = tabi_hex_check_mover(g, mv, who)) != TAB_OK ||
        (s = tabi_hexmap_figure(g, m, fig, cells, n, side, who)) != TAB_OK)
        return s;
    uint32_t p = 0;
    while (p < *n && !tab_hex_eq(cells[p], pivot))
        p++;
    if (p == *n)
        return tabi_fail(g, TAB_EINVAL, "%s: hex (%d, %d) is not one of figure %u's", who,
                         pivot.q, pivot.r, fig);
    if (steps == 0 || steps < -5 || steps > 5)
        return tabi_fail(g, TAB_EINVAL, "%s: %d sixths of a turn; give 1..5 either way", who,
                         steps);
    uint32_t flags = mv ? mv->flags : TAB_HEX_WALK;
    uint8_t *rules = tabi_realloc(g, NULL, 0, m->n);
    if (!rules)
        return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
    tabi_hex_rules(g, m, fig, *side, flags, rules);
    int sign = steps < 0 ? -1 : 1, turns = steps * sign;
    *ok = true;
    for (int t = 1; t <= turns && *ok; t++) {
        int last = t == turns;
        for (uint32_t j = 0; j < *n && *ok; j++) {
            dest[j] = tab_hex_rotate(cells[j], pivot, sign * t);
            int64_t i = tabi_hexmap_index(m, dest[j]);
            if (i < 0 || !(rules[i] & (last ? TABI_HEX_END : TABI_HEX_PASS))) {
                tabi_hex_refuse(g, m, flags, dest[j], last, who);
                *ok = false;
            }
        }
    }
    tabi_free(g, rules, m->n);
    return TAB_OK;
}

tab_status tab_hex_can_rotate(tab_game *g, tab_id map, tab_id fig, tab_hex pivot, int steps,
                              const tab_hex_mover *m, bool *ok)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_can_rotate";
    if (!ok)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL ok", who);
    tabi_hexmap hm;
    tab_hex cells[TAB_HEX_SHAPE_MAX], dest[TAB_HEX_SHAPE_MAX];
    uint32_t n;
    int32_t side;
    bool can = false;
    tab_status s = check_rotation(g, map, fig, pivot, steps, m, who, &can, &hm, cells, dest, &n,
                                  &side);
    if (s == TAB_OK)
        *ok = can;
    return s;
}

tab_status tab_hex_rotate_figure(tab_game *g, tab_id map, tab_id fig, tab_hex pivot, int steps,
                                 const tab_hex_mover *m)
{
    TABI_CHECK_GAME(g);
    tabi_hexmap hm;
    tab_hex cells[TAB_HEX_SHAPE_MAX], dest[TAB_HEX_SHAPE_MAX];
    uint32_t n;
    int32_t side;
    bool ok = false;
    tab_status s = check_rotation(g, map, fig, pivot, steps, m, "tab_hex_rotate_figure", &ok,
                                  &hm, cells, dest, &n, &side);
    if (s != TAB_OK)
        return s;
    if (!ok)
        return TAB_EINVAL;
    tabi_hexmap_shift(g, &hm, fig, cells, dest, n, side);
    tab_hex anchor = dest[0];
    for (uint32_t j = 1; j < n; j++) /* the first in offset order */
        if (tabi_hexmap_index(&hm, dest[j]) < tabi_hexmap_index(&hm, anchor))
            anchor = dest[j];
    tabi_emit(g, TAB_EV_HEX_ROTATE, fig, map, tab_hex_pack(pivot), steps, tab_hex_pack(anchor));
    return TAB_OK;
}
