/* hexmap.c - hex map state: the map entity and its arrays (terrain, the
 * figure on each hex and its side), placing and removing figures, and
 * flanking. Occupants are stored as plain ints, not references, so that a
 * figure whose entity is freed simply leaves its hexes free. */
#include <string.h>

#include "atom.h"
#include "hex.h"

/* Axial coordinates beyond this cannot be on any map; refusing them early
 * keeps the offset arithmetic far from overflow. */
#define HEX_LIMIT (4 * TAB_HEX_MAP_MAX_SIDE)

enum { K_LAYOUT, K_COLS, K_ROWS, K_TERRAIN, K_OCCUPANT, K_SIDE, K_COUNT };
static const char *const key_names[K_COUNT] = {
    "hex.layout", "hex.cols", "hex.rows", "hex.terrain", "hex.occupant", "hex.side",
};

static tab_status get_int_array(tab_game *g, tab_id map, tab_atom key, uint32_t n,
                                const int32_t **out)
{
    tab_vtype elem;
    uint32_t len;
    if (!key || tab_entity_get_array(g, map, key, &elem, out, &len) != TAB_OK || elem != TAB_VINT ||
        len != n)
        return TAB_ENOTFOUND;
    return TAB_OK;
}

tab_status tabi_hexmap_load(tab_game *g, tab_id map, tabi_hexmap *m, const char *who)
{
    tab_atom kind = tabi_atom_literal_find(g, "hexmap");
    if (kind == TAB_ATOM_NONE || tab_entity_kind(g, map) != kind)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not a hex map", who, map);
    tab_atom k[K_COUNT];
    for (int i = 0; i < K_COUNT; i++)
        k[i] = tabi_atom_literal_find(g, key_names[i]);
    int64_t layout = tab_entity_get_int(g, map, k[K_LAYOUT], -1);
    int64_t cols = tab_entity_get_int(g, map, k[K_COLS], 0);
    int64_t rows = tab_entity_get_int(g, map, k[K_ROWS], 0);
    if (layout < TAB_HEX_ODD_R || layout > TAB_HEX_EVEN_Q || cols < 1 ||
        cols > TAB_HEX_MAP_MAX_SIDE || rows < 1 || rows > TAB_HEX_MAP_MAX_SIDE)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: hex map %u has a broken layout or size", who, map);
    m->id = map;
    m->layout = (tab_hex_layout)layout;
    m->orient = tab_hex_layout_orient(m->layout);
    m->cols = (int32_t)cols;
    m->rows = (int32_t)rows;
    m->n = (uint32_t)(cols * rows);
    m->k_terrain = k[K_TERRAIN];
    m->k_occupant = k[K_OCCUPANT];
    m->k_side = k[K_SIDE];
    if (get_int_array(g, map, m->k_terrain, m->n, &m->terrain) != TAB_OK ||
        get_int_array(g, map, m->k_occupant, m->n, &m->occupant) != TAB_OK ||
        get_int_array(g, map, m->k_side, m->n, &m->side) != TAB_OK)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: hex map %u has broken arrays", who, map);
    return TAB_OK;
}

int64_t tabi_hexmap_index(const tabi_hexmap *m, tab_hex h)
{
    if (h.q < -HEX_LIMIT || h.q > HEX_LIMIT || h.r < -HEX_LIMIT || h.r > HEX_LIMIT)
        return -1;
    tab_hex_offset o = tab_hex_to_offset(m->layout, h);
    if (o.col < 0 || o.col >= m->cols || o.row < 0 || o.row >= m->rows)
        return -1;
    return (int64_t)o.row * m->cols + o.col;
}

tab_hex tabi_hexmap_hex(const tabi_hexmap *m, uint32_t i)
{
    tab_hex h = {0, 0};
    tab_hex_offset o = {(int32_t)(i % (uint32_t)m->cols), (int32_t)(i / (uint32_t)m->cols)};
    tab_hex_from_offset(m->layout, o, &h);
    return h;
}

uint32_t tabi_hexmap_cells(const tab_game *g, const tabi_hexmap *m, tab_id fig, tab_hex *cells,
                           int32_t *side)
{
    uint32_t n = 0;
    if (!fig || !tabi_live(g, fig))
        return 0;
    for (uint32_t i = 0; i < m->n && n < TAB_HEX_SHAPE_MAX; i++) {
        if ((tab_id)m->occupant[i] != fig)
            continue;
        if (n == 0 && side)
            *side = m->side[i];
        cells[n++] = tabi_hexmap_hex(m, i);
    }
    return n;
}

tab_status tabi_hexmap_figure(tab_game *g, const tabi_hexmap *m, tab_id fig, tab_hex *cells,
                              uint32_t *n, int32_t *side, const char *who)
{
    if (!tabi_live(g, fig))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no entity %u", who, fig);
    int32_t s = 0;
    *n = tabi_hexmap_cells(g, m, fig, cells, &s);
    if (*n == 0)
        return tabi_fail(g, TAB_EINVAL, "%s: figure %u is not on hex map %u", who, fig, m->id);
    if (side)
        *side = s;
    return TAB_OK;
}

/* Writes one hex's occupant and side. The arrays exist and i is in range,
 * so the puts cannot fail. */
static void put_hex(tab_game *g, const tabi_hexmap *m, int64_t i, tab_id fig, int32_t side)
{
    tab_entity_array_put(g, m->id, m->k_occupant, (uint32_t)i, (int32_t)fig);
    tab_entity_array_put(g, m->id, m->k_side, (uint32_t)i, fig ? side : 0);
}

void tabi_hexmap_shift(tab_game *g, const tabi_hexmap *m, tab_id fig, const tab_hex *from,
                       const tab_hex *to, uint32_t n, int32_t side)
{
    for (uint32_t i = 0; i < n; i++)
        put_hex(g, m, tabi_hexmap_index(m, from[i]), TAB_ID_NONE, 0);
    for (uint32_t i = 0; i < n; i++)
        put_hex(g, m, tabi_hexmap_index(m, to[i]), fig, side);
}

/* ---- The map ----------------------------------------------------------- */


tab_status tab_hex_map_new(tab_game *g, tab_hex_layout layout, int32_t cols, int32_t rows,
                           tab_id *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_map_new";
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    if (layout < TAB_HEX_ODD_R || layout > TAB_HEX_EVEN_Q)
        return tabi_fail(g, TAB_EINVAL, "%s: layout %d is not an offset layout (odd/even-r/q)",
                         who, (int)layout);
    if (cols < 1 || cols > TAB_HEX_MAP_MAX_SIDE || rows < 1 || rows > TAB_HEX_MAP_MAX_SIDE)
        return tabi_fail(g, TAB_EINVAL, "%s: %d x %d hexes; each side must be 1..%d", who, cols,
                         rows, TAB_HEX_MAP_MAX_SIDE);
    tab_atom kind = tabi_atom_literal(g, "hexmap"), k[K_COUNT];
    if (kind == TAB_ATOM_NONE)
        return TAB_ENOMEM;
    for (int i = 0; i < K_COUNT; i++)
        if ((k[i] = tabi_atom_literal(g, key_names[i])) == TAB_ATOM_NONE)
            return TAB_ENOMEM;
    uint32_t n = (uint32_t)cols * (uint32_t)rows;
    int32_t *zeros = NULL;
    tab_id map;
    tab_status s = tab_entity_new(g, kind, &map);
    if (s != TAB_OK)
        return s;
    if ((s = tab_entity_set(g, map, k[K_LAYOUT], tab_int(layout))) != TAB_OK ||
        (s = tab_entity_set(g, map, k[K_COLS], tab_int(cols))) != TAB_OK ||
        (s = tab_entity_set(g, map, k[K_ROWS], tab_int(rows))) != TAB_OK)
        goto fail;
    /* The arrays start as zeros: normal terrain, no figures. A zeroed source
     * is needed because set_array copies; take it from the game's allocator. */
    zeros = tabi_realloc(g, NULL, 0, (size_t)n * sizeof *zeros);
    if (!zeros) {
        s = tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
        goto fail;
    }
    memset(zeros, 0, (size_t)n * sizeof *zeros);
    for (int i = K_TERRAIN; i <= K_SIDE && s == TAB_OK; i++)
        s = tab_entity_set_array(g, map, k[i], TAB_VINT, zeros, n);
    tabi_free(g, zeros, (size_t)n * sizeof *zeros);
    if (s != TAB_OK)
        goto fail;
    *out = map;
    return TAB_OK;
fail:
    tabi_entity_unmake(g, map);
    return s;
}

tab_status tab_hex_map_info(tab_game *g, tab_id map, tab_hex_layout *layout, int32_t *cols,
                            int32_t *rows)
{
    TABI_CHECK_GAME(g);
    tabi_hexmap m;
    tab_status s = tabi_hexmap_load(g, map, &m, "tab_hex_map_info");
    if (s != TAB_OK)
        return s;
    if (layout)
        *layout = m.layout;
    if (cols)
        *cols = m.cols;
    if (rows)
        *rows = m.rows;
    return TAB_OK;
}

bool tab_hex_on_map(tab_game *g, tab_id map, tab_hex h)
{
    tabi_hexmap m;
    if (!g || tabi_hexmap_load(g, map, &m, "tab_hex_on_map") != TAB_OK)
        return false;
    int64_t i = tabi_hexmap_index(&m, h);
    return i >= 0 && tabi_hexmap_terrain(&m, (uint32_t)i) != TAB_HEX_VOID;
}

tab_status tab_hex_terrain_at(tab_game *g, tab_id map, tab_hex h, tab_hex_terrain *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_terrain_at";
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    tabi_hexmap m;
    tab_status s = tabi_hexmap_load(g, map, &m, who);
    if (s != TAB_OK)
        return s;
    int64_t i = tabi_hexmap_index(&m, h);
    *out = i < 0 ? TAB_HEX_VOID : tabi_hexmap_terrain(&m, (uint32_t)i);
    return TAB_OK;
}

tab_status tab_hex_set_terrain(tab_game *g, tab_id map, tab_hex h, tab_hex_terrain t)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_set_terrain";
    tabi_hexmap m;
    tab_status s = tabi_hexmap_load(g, map, &m, who);
    if (s != TAB_OK)
        return s;
    if (t < TAB_HEX_NORMAL || t > TAB_HEX_VOID)
        return tabi_fail(g, TAB_EINVAL, "%s: %d is not a terrain", who, (int)t);
    int64_t i = tabi_hexmap_index(&m, h);
    if (i < 0)
        return tabi_fail(g, TAB_EINVAL, "%s: hex (%d, %d) is outside hex map %u", who, h.q, h.r,
                         map);
    tab_id fig = tabi_hexmap_fig(g, &m, (uint32_t)i);
    if (t == TAB_HEX_VOID && fig)
        return tabi_fail(g, TAB_EINVAL, "%s: hex (%d, %d) holds figure %u and cannot be void",
                         who, h.q, h.r, fig);
    int32_t old = m.terrain[i];
    if (old == (int32_t)t)
        return TAB_OK;
    tab_entity_array_put(g, map, m.k_terrain, (uint32_t)i, (int32_t)t);
    tabi_emit(g, TAB_EV_HEX_TERRAIN, map, tab_hex_pack(h), t, old, 0);
    return TAB_OK;
}

tab_status tab_hex_set_terrain_all(tab_game *g, tab_id map, const int32_t *terrain, uint32_t n)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_set_terrain_all";
    tabi_hexmap m;
    tab_status s = tabi_hexmap_load(g, map, &m, who);
    if (s != TAB_OK)
        return s;
    if (!terrain)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL terrain", who);
    if (n != m.n)
        return tabi_fail(g, TAB_EINVAL, "%s: %u values for a map of %u hexes", who, n, m.n);
    for (uint32_t i = 0; i < n; i++) {
        tab_hex h = tabi_hexmap_hex(&m, i);
        if (terrain[i] < TAB_HEX_NORMAL || terrain[i] > TAB_HEX_VOID)
            return tabi_fail(g, TAB_EINVAL, "%s: value %u (%d) is not a terrain", who, i,
                             terrain[i]);
        if (terrain[i] == TAB_HEX_VOID && tabi_hexmap_fig(g, &m, i))
            return tabi_fail(g, TAB_EINVAL, "%s: hex (%d, %d) holds figure %u and cannot be void",
                             who, h.q, h.r, tabi_hexmap_fig(g, &m, i));
    }
    return tab_entity_set_array(g, map, m.k_terrain, TAB_VINT, terrain, n);
}

/* ---- Figures ----------------------------------------------------------- */

/* Whether the n cells are connected through neighbours. */
static bool connected(const tab_hex *cells, uint32_t n)
{
    uint8_t seen[TAB_HEX_SHAPE_MAX] = {1};
    uint32_t stack[TAB_HEX_SHAPE_MAX] = {0}, top = 1, count = 1;
    while (top) {
        uint32_t c = stack[--top];
        for (uint32_t j = 0; j < n; j++)
            if (!seen[j] && tab_hex_distance(cells[c], cells[j]) == 1) {
                seen[j] = 1;
                stack[top++] = j;
                count++;
            }
    }
    return count == n;
}

tab_status tab_hex_place_shape(tab_game *g, tab_id map, tab_id fig, const tab_hex *cells,
                               uint32_t n, int32_t side)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_place";
    tabi_hexmap m;
    tab_status s = tabi_hexmap_load(g, map, &m, who);
    if (s != TAB_OK)
        return s;
    if (!tabi_live(g, fig))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no entity %u", who, fig);
    if (fig == map)
        return tabi_fail(g, TAB_EINVAL, "%s: a map cannot stand on itself", who);
    if (!cells)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL cells", who);
    if (n < 1 || n > TAB_HEX_SHAPE_MAX)
        return tabi_fail(g, TAB_EINVAL, "%s: a figure occupies 1..%d hexes, not %u", who,
                         TAB_HEX_SHAPE_MAX, n);
    tab_hex had[TAB_HEX_SHAPE_MAX];
    if (tabi_hexmap_cells(g, &m, fig, had, NULL))
        return tabi_fail(g, TAB_EINVAL, "%s: figure %u is already on hex map %u", who, fig, map);
    int64_t anchor = -1;
    for (uint32_t i = 0; i < n; i++) {
        tab_hex h = cells[i];
        int64_t at = tabi_hexmap_index(&m, h);
        tab_hex_terrain t = at < 0 ? TAB_HEX_VOID : tabi_hexmap_terrain(&m, (uint32_t)at);
        if (t == TAB_HEX_VOID || t == TAB_HEX_IMPASSABLE)
            return tabi_fail(g, TAB_EINVAL, "%s: hex (%d, %d) is %s", who, h.q, h.r,
                             t == TAB_HEX_VOID ? "not on the map" : "impassable");
        tab_id other = tabi_hexmap_fig(g, &m, (uint32_t)at);
        if (other)
            return tabi_fail(g, TAB_EINVAL, "%s: hex (%d, %d) holds figure %u", who, h.q, h.r,
                             other);
        for (uint32_t j = 0; j < i; j++)
            if (tab_hex_eq(cells[j], h))
                return tabi_fail(g, TAB_EINVAL, "%s: hex (%d, %d) is listed twice", who, h.q,
                                 h.r);
        if (anchor < 0 || at < anchor)
            anchor = at;
    }
    if (!connected(cells, n))
        return tabi_fail(g, TAB_EINVAL, "%s: the %u hexes are not connected", who, n);
    for (uint32_t i = 0; i < n; i++)
        put_hex(g, &m, tabi_hexmap_index(&m, cells[i]), fig, side);
    tabi_emit(g, TAB_EV_HEX_PLACE, fig, map, tab_hex_pack(tabi_hexmap_hex(&m, (uint32_t)anchor)),
              n, side);
    return TAB_OK;
}

tab_status tab_hex_place(tab_game *g, tab_id map, tab_id fig, tab_hex h, int32_t side)
{
    return tab_hex_place_shape(g, map, fig, &h, 1, side);
}

tab_status tab_hex_remove(tab_game *g, tab_id map, tab_id fig)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_remove";
    tabi_hexmap m;
    tab_status s = tabi_hexmap_load(g, map, &m, who);
    if (s != TAB_OK)
        return s;
    tab_hex cells[TAB_HEX_SHAPE_MAX];
    uint32_t n;
    if ((s = tabi_hexmap_figure(g, &m, fig, cells, &n, NULL, who)) != TAB_OK)
        return s;
    for (uint32_t i = 0; i < n; i++)
        put_hex(g, &m, tabi_hexmap_index(&m, cells[i]), TAB_ID_NONE, 0);
    tabi_emit(g, TAB_EV_HEX_REMOVE, fig, map, tab_hex_pack(cells[0]), 0, 0);
    return TAB_OK;
}

tab_status tab_hex_figure_at(tab_game *g, tab_id map, tab_hex h, tab_id *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_figure_at";
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    tabi_hexmap m;
    tab_status s = tabi_hexmap_load(g, map, &m, who);
    if (s != TAB_OK)
        return s;
    int64_t i = tabi_hexmap_index(&m, h);
    *out = i < 0 ? TAB_ID_NONE : tabi_hexmap_fig(g, &m, (uint32_t)i);
    return TAB_OK;
}

tab_status tab_hex_figure_cells(tab_game *g, tab_id map, tab_id fig, tab_hex *cells,
                                uint32_t cap, uint32_t *n, int32_t *side)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_figure_cells";
    if (!n || (!cells && cap))
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL %s", who, n ? "cells" : "n");
    tabi_hexmap m;
    tab_status s = tabi_hexmap_load(g, map, &m, who);
    if (s != TAB_OK)
        return s;
    if (!tabi_live(g, fig))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no entity %u", who, fig);
    tab_hex all[TAB_HEX_SHAPE_MAX];
    int32_t sd = 0;
    *n = tabi_hexmap_cells(g, &m, fig, all, &sd);
    for (uint32_t i = 0; i < *n && i < cap; i++)
        cells[i] = all[i];
    if (side)
        *side = sd;
    return TAB_OK;
}

/* ---- Flanking ---------------------------------------------------------- */

tab_status tab_hex_flank_partner(tab_game *g, tab_id map, tab_id target, tab_hex at,
                                 int32_t side, tab_id *partner)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_flank_partner";
    if (!partner)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL partner", who);
    tabi_hexmap m;
    tab_status s = tabi_hexmap_load(g, map, &m, who);
    if (s != TAB_OK)
        return s;
    tab_hex cells[TAB_HEX_SHAPE_MAX];
    uint32_t n;
    if ((s = tabi_hexmap_figure(g, &m, target, cells, &n, NULL, who)) != TAB_OK)
        return s;
    *partner = TAB_ID_NONE;
    int64_t at_i = tabi_hexmap_index(&m, at);
    tab_id self = at_i < 0 ? TAB_ID_NONE : tabi_hexmap_fig(g, &m, (uint32_t)at_i);
    if (self == target)
        return TAB_OK;
    for (uint32_t c = 0; c < n; c++) {
        int dir = tab_hex_dir_of(m.orient, cells[c], at);
        if (dir < 0)
            continue;
        int64_t opp = tabi_hexmap_index(&m, tab_hex_neighbor(m.orient, cells[c], dir + 3));
        if (opp < 0)
            continue;
        tab_id f = tabi_hexmap_fig(g, &m, (uint32_t)opp);
        if (f && f != target && f != self && m.side[opp] == side) {
            *partner = f;
            return TAB_OK;
        }
    }
    return TAB_OK;
}
