/* grid.c - square grids kept as entities: creation, terrain types, heights,
 * walls and doors, occupants, neighbours and distances. Movement is in
 * grid_path.c, line of sight in grid_los.c, areas and push in grid_area.c.
 *
 * A grid's cells are int arrays on its entity (see tabula/grid.h), so the
 * state core snapshots, hashes and saves them. Terrain types live in two
 * fixed-size arrays (names, then cost and flags), so defining one is a few
 * in-place writes that cannot fail half-way; occupants are one array of
 * (entity, cell, sight) records, rewritten whole, so a move is atomic.
 * Occupant ids are plain ints rather than references: a piece freed while on
 * the board must not make the game unsaveable (the loader refuses dangling
 * references), so queries skip dead ids instead. */
#include <stddef.h>
#include <string.h>

#include "atom.h"
#include "grid.h"

static const char *const key_text[] = {
    "grid", "grid.w", "grid.h", "grid.terrain", "grid.height",
    "grid.edges", "grid.tname", "grid.tdef", "grid.occ", "grid.unused",
};

/* Where each key of key_text goes in a tabi_grid_keys (a table of offsets,
 * not of pointers built on every call: keys are found on every query). */
static const size_t key_offset[] = {
    offsetof(tabi_grid_keys, kind), offsetof(tabi_grid_keys, w), offsetof(tabi_grid_keys, h),
    offsetof(tabi_grid_keys, terrain), offsetof(tabi_grid_keys, height),
    offsetof(tabi_grid_keys, edges), offsetof(tabi_grid_keys, tname),
    offsetof(tabi_grid_keys, tdef), offsetof(tabi_grid_keys, occ),
    offsetof(tabi_grid_keys, unused),
};

static tab_atom *key_slot(tabi_grid_keys *k, int i)
{
    return (tab_atom *)((char *)k + key_offset[i]);
}

#define KEY_COUNT ((int)(sizeof key_text / sizeof *key_text))

static void keys_find(const tab_game *g, tabi_grid_keys *k)
{
    for (int i = 0; i < KEY_COUNT; i++)
        *key_slot(k, i) = tabi_atom_literal_find(g, key_text[i]);
}

static tab_status keys_intern(tab_game *g, tabi_grid_keys *k)
{
    for (int i = 0; i < KEY_COUNT; i++)
        if ((*key_slot(k, i) = tabi_atom_literal(g, key_text[i])) == TAB_ATOM_NONE)
            return TAB_ENOMEM;
    return TAB_OK;
}

/* One of the grid's properties, as one pass over them finds it. */
typedef struct grid_prop {
    tab_atom key;
    const tabi_prop *p;
} grid_prop;

/* The values of an array property, checked for type and (when len is not
 * UINT32_MAX) length. */
static tab_status view_array(tab_game *g, const tabi_grid *v, const grid_prop *gp,
                             tab_vtype elem, uint32_t len, const int32_t **vals, uint32_t *n,
                             const char *who)
{
    const tabi_prop *p = gp->p;
    const tabi_array *arr = p && p->type == TAB_VARRAY ? &g->st.arrays[p->value] : NULL;
    if (!arr || arr->elem != elem || (len != UINT32_MAX && arr->seg.len != len))
        return tabi_fail(g, TAB_EINVAL, "%s: grid %u has a missing or malformed '%s' array",
                         who, v->id, gp->key ? tab_atom_str(g, gp->key) : "?");
    *vals = tabi_array_values(g, (uint32_t)p->value);
    if (n)
        *n = arr->seg.len;
    return TAB_OK;
}

/* Every query reads the grid through this: one pass over the entity's few
 * properties, matched by atom, instead of a search per array (a grid query
 * from Lua is often a single cell, where the searches were most of it). */
tab_status tabi_grid_view(tab_game *g, tab_id grid, const char *who, tabi_grid *v)
{
    memset(v, 0, sizeof *v);
    keys_find(g, &v->k);
    const tabi_grid_keys *k = &v->k;
    if (k->kind == TAB_ATOM_NONE || !tabi_live(g, grid) || g->st.ents[grid].kind != k->kind)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: %u is not a grid", who, grid);
    v->id = grid;
    enum { W, H, TERRAIN, HEIGHT, EDGES, TNAME, TDEF, OCC, NPROPS };
    grid_prop gp[NPROPS] = {{k->w, NULL}, {k->h, NULL}, {k->terrain, NULL}, {k->height, NULL},
                            {k->edges, NULL}, {k->tname, NULL}, {k->tdef, NULL}, {k->occ, NULL}};
    const tabi_prop *props = tabi_props_of(g, grid);
    uint32_t nprops = g->st.ents[grid].props.len;
    uint8_t *hint = g->grid_prop_hint;
    _Static_assert(NPROPS <= sizeof g->grid_prop_hint, "a hint for each grid property");
    int missed = 0;
    for (int j = 0; j < NPROPS; j++)
        if (hint[j] < nprops && props[hint[j]].key == gp[j].key && gp[j].key != TAB_ATOM_NONE)
            gp[j].p = &props[hint[j]];
        else
            missed = 1;
    if (missed)
        for (uint32_t i = 0; i < nprops; i++)
            for (int j = 0; j < NPROPS; j++)
                if (props[i].key == gp[j].key && gp[j].key != TAB_ATOM_NONE) {
                    gp[j].p = &props[i];
                    hint[j] = i <= UINT8_MAX ? (uint8_t)i : 0;
                }
    int64_t w = gp[W].p && gp[W].p->type == TAB_VINT ? gp[W].p->value : 0;
    int64_t h = gp[H].p && gp[H].p->type == TAB_VINT ? gp[H].p->value : 0;
    if (w < 1 || w > TAB_GRID_MAX_SIDE || h < 1 || h > TAB_GRID_MAX_SIDE)
        return tabi_fail(g, TAB_EINVAL, "%s: grid %u has a malformed size", who, grid);
    v->w = (int32_t)w;
    v->h = (int32_t)h;
    v->cells = (uint32_t)(w * h);
    uint32_t nocc = 0;
    tab_status s;
    if ((s = view_array(g, v, &gp[TERRAIN], TAB_VINT, v->cells, &v->terrain, NULL, who)) ||
        (s = view_array(g, v, &gp[HEIGHT], TAB_VINT, v->cells, &v->height, NULL, who)) ||
        (s = view_array(g, v, &gp[EDGES], TAB_VINT, v->cells, &v->edges, NULL, who)) ||
        (s = view_array(g, v, &gp[TNAME], TAB_VATOM, TAB_GRID_MAX_TERRAIN, &v->tname, NULL, who)) ||
        (s = view_array(g, v, &gp[TDEF], TAB_VINT, 2 * TAB_GRID_MAX_TERRAIN, &v->tdef, NULL, who)) ||
        (s = view_array(g, v, &gp[OCC], TAB_VINT, UINT32_MAX, &v->occ, &nocc, who)))
        return s;
    if (nocc % TABI_OCC_STRIDE)
        return tabi_fail(g, TAB_EINVAL, "%s: grid %u has a malformed 'grid.occ' array", who, grid);
    v->nocc = nocc / TABI_OCC_STRIDE;
    return TAB_OK;
}

tab_status tabi_grid_check_cell(tab_game *g, const tabi_grid *v, int32_t x, int32_t y,
                                const char *who)
{
    if (!tabi_grid_inside(v, x, y))
        return tabi_fail(g, TAB_EINVAL, "%s: cell (%d, %d) is outside grid %u (%d x %d)", who, x,
                         y, v->id, v->w, v->h);
    return TAB_OK;
}

void tabi_grid_dir_delta(int d, int *dx, int *dy)
{
    static const int8_t ddx[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    static const int8_t ddy[8] = {-1, -1, 0, 1, 1, 1, 0, -1};
    *dx = ddx[d & 7];
    *dy = ddy[d & 7];
}

uint32_t tabi_grid_occ_lower(const tabi_grid *v, int64_t cell)
{
    uint32_t lo = 0, hi = v->nocc;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (v->occ[mid * TABI_OCC_STRIDE + 1] < cell)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

int32_t tabi_grid_occ_sight(tab_game *g, const tabi_grid *v, uint32_t cell)
{
    int32_t best = 0;
    for (uint32_t i = tabi_grid_occ_lower(v, cell);
         i < v->nocc && v->occ[i * TABI_OCC_STRIDE + 1] == (int64_t)cell; i++) {
        const int32_t *r = &v->occ[i * TABI_OCC_STRIDE];
        if (r[2] > best && tabi_live(g, (tab_id)r[0]))
            best = r[2];
    }
    return best;
}

/* ---- Grids ------------------------------------------------------------ */


tab_status tab_grid_new(tab_game *g, int32_t width, int32_t height, tab_id *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_new";
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    if (width < 1 || width > TAB_GRID_MAX_SIDE || height < 1 || height > TAB_GRID_MAX_SIDE)
        return tabi_fail(g, TAB_EINVAL, "%s: %d x %d is not a size from 1 x 1 to %d x %d", who,
                         width, height, TAB_GRID_MAX_SIDE, TAB_GRID_MAX_SIDE);
    tabi_grid_keys k;
    tab_atom open;
    if (keys_intern(g, &k) != TAB_OK || (open = tabi_atom_literal(g, "open")) == TAB_ATOM_NONE)
        return TAB_ENOMEM;
    uint32_t cells = (uint32_t)width * (uint32_t)height;
    size_t bytes = (size_t)cells * sizeof(int32_t);
    int32_t *zero = tabi_realloc(g, NULL, 0, bytes);
    if (!zero)
        return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
    memset(zero, 0, bytes);
    int32_t tname[TAB_GRID_MAX_TERRAIN];
    tname[0] = (int32_t)open;
    for (int i = 1; i < TAB_GRID_MAX_TERRAIN; i++)
        tname[i] = (int32_t)k.unused;
    int32_t tdef[2 * TAB_GRID_MAX_TERRAIN] = {1, 0};
    tab_id e;
    tab_status s = tab_entity_new(g, k.kind, &e);
    if (s == TAB_OK) {
        if ((s = tab_entity_set(g, e, k.w, tab_int(width))) ||
            (s = tab_entity_set(g, e, k.h, tab_int(height))) ||
            (s = tab_entity_set_array(g, e, k.terrain, TAB_VINT, zero, cells)) ||
            (s = tab_entity_set_array(g, e, k.height, TAB_VINT, zero, cells)) ||
            (s = tab_entity_set_array(g, e, k.edges, TAB_VINT, zero, cells)) ||
            (s = tab_entity_set_array(g, e, k.tname, TAB_VATOM, tname, TAB_GRID_MAX_TERRAIN)) ||
            (s = tab_entity_set_array(g, e, k.tdef, TAB_VINT, tdef, 2 * TAB_GRID_MAX_TERRAIN)) ||
            (s = tab_entity_set_array(g, e, k.occ, TAB_VINT, NULL, 0)))
            tabi_entity_unmake(g, e);
    }
    tabi_free(g, zero, bytes);
    if (s != TAB_OK)
        return s;
    *out = e;
    tabi_emit(g, TAB_EV_GRID_NEW, e, width, height, 0, 0);
    return TAB_OK;
}

tab_status tab_grid_size(tab_game *g, tab_id grid, int32_t *width, int32_t *height)
{
    TABI_CHECK_GAME(g);
    tabi_grid v;
    tab_status s = tabi_grid_view(g, grid, "tab_grid_size", &v);
    if (s != TAB_OK)
        return s;
    if (width)
        *width = v.w;
    if (height)
        *height = v.h;
    return TAB_OK;
}

/* The index of terrain type name, or -1. */
static int terrain_index(const tabi_grid *v, tab_atom name)
{
    for (int i = 0; i < TAB_GRID_MAX_TERRAIN; i++)
        if (name != TAB_ATOM_NONE && name != v->k.unused && v->tname[i] == (int32_t)name)
            return i;
    return -1;
}

#define TERRAIN_FLAGS \
    (TAB_GRID_T_BLOCKS_MOVE | TAB_GRID_T_BLOCKS_LOS | TAB_GRID_T_NO_END | TAB_GRID_T_GAP | \
     TAB_GRID_T_SOFT)

tab_status tab_grid_define_terrain(tab_game *g, tab_id grid, tab_atom name, int32_t cost,
                                   uint32_t flags)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_define_terrain";
    tabi_grid v;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK)
        return s;
    if (!tabi_atom_valid(g, name) || name == TAB_ATOM_NONE || name == v.k.unused)
        return tabi_fail(g, TAB_EINVAL, "%s: terrain name %u is not an atom (or is reserved)",
                         who, name);
    if (cost < 1 || cost > TAB_GRID_MAX_COST)
        return tabi_fail(g, TAB_EINVAL, "%s: cost %d of '%s' is not in 1..%d", who, cost,
                         tab_atom_str(g, name), TAB_GRID_MAX_COST);
    if (flags & ~TERRAIN_FLAGS)
        return tabi_fail(g, TAB_EINVAL, "%s: unknown flags 0x%x for '%s'", who,
                         flags & ~TERRAIN_FLAGS, tab_atom_str(g, name));
    int i = terrain_index(&v, name);
    if (i < 0) {
        for (i = 0; i < TAB_GRID_MAX_TERRAIN && tabi_grid_tvalid(&v, (uint32_t)i); i++)
            ;
        if (i == TAB_GRID_MAX_TERRAIN)
            return tabi_fail(g, TAB_EINVAL, "%s: grid %u has %d terrain types already", who,
                             grid, TAB_GRID_MAX_TERRAIN);
    }
    /* In-place writes to arrays of a checked length: none can fail. */
    tab_entity_array_put(g, grid, v.k.tname, (uint32_t)i, (int32_t)name);
    tab_entity_array_put(g, grid, v.k.tdef, 2 * (uint32_t)i, cost);
    tab_entity_array_put(g, grid, v.k.tdef, 2 * (uint32_t)i + 1, (int32_t)flags);
    tabi_emit(g, TAB_EV_GRID_TERRAIN_DEF, grid, name, cost, flags, 0);
    return TAB_OK;
}

tab_status tab_grid_terrain_info(tab_game *g, tab_id grid, tab_atom name, int32_t *cost,
                                 uint32_t *flags)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_terrain_info";
    tabi_grid v;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK)
        return s;
    int i = terrain_index(&v, name);
    if (i < 0)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: grid %u has no terrain type '%s'", who, grid,
                         tab_atom_str(g, name) ? tab_atom_str(g, name) : "?");
    if (cost)
        *cost = v.tdef[2 * i];
    if (flags)
        *flags = (uint32_t)v.tdef[2 * i + 1];
    return TAB_OK;
}

static tab_status check_rect(tab_game *g, const tabi_grid *v, int32_t x, int32_t y, int32_t w,
                             int32_t h, const char *who)
{
    if (x < 0 || y < 0 || w < 1 || h < 1 || (int64_t)x + w > v->w || (int64_t)y + h > v->h)
        return tabi_fail(g, TAB_EINVAL, "%s: rectangle (%d, %d) of %d x %d is not inside grid %u "
                         "(%d x %d)", who, x, y, w, h, v->id, v->w, v->h);
    return TAB_OK;
}

/* Sets every cell of a checked rectangle of the per-cell array key to value,
 * as one change. */
static tab_status fill_rect(tab_game *g, const tabi_grid *v, tab_atom key, const int32_t *cur,
                            int32_t x, int32_t y, int32_t w, int32_t h, int32_t value)
{
    if (w == 1 && h == 1)
        return tab_entity_array_put(g, v->id, key, (uint32_t)y * (uint32_t)v->w + (uint32_t)x,
                                    value);
    size_t bytes = (size_t)v->cells * sizeof(int32_t);
    int32_t *vals = tabi_realloc(g, NULL, 0, bytes);
    if (!vals)
        return tabi_fail(g, TAB_ENOMEM, "out of memory filling grid %u", v->id);
    memcpy(vals, cur, bytes);
    for (int32_t j = y; j < y + h; j++)
        for (int32_t i = x; i < x + w; i++)
            vals[j * v->w + i] = value;
    tab_status s = tab_entity_set_array(g, v->id, key, TAB_VINT, vals, v->cells);
    tabi_free(g, vals, bytes);
    return s;
}

tab_status tab_grid_set_terrain(tab_game *g, tab_id grid, int32_t x, int32_t y, int32_t w,
                                int32_t h, tab_atom name)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_set_terrain";
    tabi_grid v;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK || (s = check_rect(g, &v, x, y, w, h, who)) != TAB_OK)
        return s;
    int t = terrain_index(&v, name);
    if (t < 0)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: grid %u has no terrain type '%s'", who, grid,
                         tab_atom_str(g, name) ? tab_atom_str(g, name) : "?");
    if ((s = fill_rect(g, &v, v.k.terrain, v.terrain, x, y, w, h, t)) != TAB_OK)
        return s;
    tabi_emit(g, TAB_EV_GRID_TERRAIN, grid, (int64_t)y * v.w + x, w, h, name);
    return TAB_OK;
}

tab_status tab_grid_terrain_at(tab_game *g, tab_id grid, int32_t x, int32_t y, tab_atom *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_terrain_at";
    tabi_grid v;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK || (s = tabi_grid_check_cell(g, &v, x, y, who)) != TAB_OK)
        return s;
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    uint32_t t = (uint32_t)v.terrain[y * v.w + x];
    *out = tabi_grid_tvalid(&v, t) ? (tab_atom)v.tname[t] : TAB_ATOM_NONE;
    return TAB_OK;
}

tab_status tab_grid_set_height(tab_game *g, tab_id grid, int32_t x, int32_t y, int32_t w,
                               int32_t h, int32_t height)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_set_height";
    tabi_grid v;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK || (s = check_rect(g, &v, x, y, w, h, who)) != TAB_OK)
        return s;
    if (height < -TAB_GRID_MAX_HEIGHT || height > TAB_GRID_MAX_HEIGHT)
        return tabi_fail(g, TAB_EINVAL, "%s: height %d is beyond +-%d", who, height,
                         TAB_GRID_MAX_HEIGHT);
    if ((s = fill_rect(g, &v, v.k.height, v.height, x, y, w, h, height)) != TAB_OK)
        return s;
    tabi_emit(g, TAB_EV_GRID_HEIGHT, grid, (int64_t)y * v.w + x, w, h, height);
    return TAB_OK;
}

tab_status tab_grid_height_at(tab_game *g, tab_id grid, int32_t x, int32_t y, int32_t *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_height_at";
    tabi_grid v;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK || (s = tabi_grid_check_cell(g, &v, x, y, who)) != TAB_OK)
        return s;
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    *out = v.height[y * v.w + x];
    return TAB_OK;
}

tab_status tab_grid_cells(tab_game *g, tab_id grid, int32_t *heights, tab_atom *terrains,
                          uint32_t cap, uint32_t *n)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_cells";
    if (!n)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL n", who);
    tabi_grid v;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK)
        return s;
    *n = v.cells;
    if (cap < v.cells)
        return TAB_OK;
    for (uint32_t c = 0; c < v.cells; c++) {
        if (heights)
            heights[c] = v.height[c];
        if (terrains) {
            uint32_t t = (uint32_t)v.terrain[c];
            terrains[c] = tabi_grid_tvalid(&v, t) ? (tab_atom)v.tname[t] : TAB_ATOM_NONE;
        }
    }
    return TAB_OK;
}

/* Checks an orthogonal side of a cell; stores the step to the neighbour. */
static tab_status check_side(tab_game *g, const tabi_grid *v, int32_t x, int32_t y,
                             tab_grid_dir side, int *dx, int *dy, const char *who)
{
    tab_status s = tabi_grid_check_cell(g, v, x, y, who);
    if (s != TAB_OK)
        return s;
    if ((unsigned)side > TAB_GRID_NW || (side & 1))
        return tabi_fail(g, TAB_EINVAL, "%s: side %d is not N, E, S or W", who, (int)side);
    tabi_grid_dir_delta(side, dx, dy);
    return TAB_OK;
}

tab_status tab_grid_set_edge(tab_game *g, tab_id grid, int32_t x, int32_t y, tab_grid_dir side,
                             tab_grid_edge feature)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_set_edge";
    tabi_grid v;
    int dx = 0, dy = 0;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK || (s = check_side(g, &v, x, y, side, &dx, &dy, who)) != TAB_OK)
        return s;
    if ((unsigned)feature > TAB_GRID_DOOR_LOCKED)
        return tabi_fail(g, TAB_EINVAL, "%s: %d is not an edge feature", who, (int)feature);
    if (!tabi_grid_inside(&v, (int64_t)x + dx, (int64_t)y + dy))
        return tabi_fail(g, TAB_EINVAL, "%s: cell (%d, %d) has no neighbour on side %d", who, x,
                         y, (int)side);
    /* Each edge is stored once: on the cell west or north of it. */
    int32_t cx = dx < 0 ? x - 1 : x, cy = dy < 0 ? y - 1 : y;
    int shift = dx ? TABI_EDGE_EAST_SHIFT : TABI_EDGE_SOUTH_SHIFT;
    uint32_t cell = (uint32_t)cy * (uint32_t)v.w + (uint32_t)cx;
    int32_t val = (v.edges[cell] & ~(15 << shift)) | ((int32_t)feature << shift);
    if ((s = tab_entity_array_put(g, grid, v.k.edges, cell, val)) != TAB_OK)
        return s;
    tabi_emit(g, TAB_EV_GRID_EDGE, grid, (int64_t)y * v.w + x, side, feature, 0);
    return TAB_OK;
}

tab_status tab_grid_edge_at(tab_game *g, tab_id grid, int32_t x, int32_t y, tab_grid_dir side,
                            tab_grid_edge *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_edge_at";
    tabi_grid v;
    int dx = 0, dy = 0;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK || (s = check_side(g, &v, x, y, side, &dx, &dy, who)) != TAB_OK)
        return s;
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    *out = tabi_grid_inside(&v, (int64_t)x + dx, (int64_t)y + dy)
               ? (tab_grid_edge)tabi_grid_edge(&v, x, y, dx, dy)
               : TAB_GRID_EDGE_NONE;
    return TAB_OK;
}

/* ---- Occupants -------------------------------------------------------- */

/* The record index of e on v, or UINT32_MAX. */
static uint32_t occ_find(const tabi_grid *v, tab_id e)
{
    for (uint32_t i = 0; i < v->nocc; i++)
        if ((tab_id)v->occ[i * TABI_OCC_STRIDE] == e)
            return i;
    return UINT32_MAX;
}

static int rec_before(const int32_t *a, const int32_t *b)
{
    if (a[1] != b[1])
        return a[1] < b[1];
    return (uint32_t)a[0] < (uint32_t)b[0];
}

tab_status tabi_grid_occ_commit(tab_game *g, const tabi_grid *v, const uint32_t *drop,
                                int ndrop, const int32_t *add, int nadd)
{
    uint32_t n = v->nocc - (uint32_t)ndrop + (uint32_t)nadd;
    size_t bytes = ((size_t)n * TABI_OCC_STRIDE + 1) * sizeof(int32_t);
    int32_t *recs = tabi_realloc(g, NULL, 0, bytes);
    if (!recs)
        return tabi_fail(g, TAB_ENOMEM, "out of memory moving occupants of grid %u", v->id);
    uint32_t len = 0;
    for (uint32_t i = 0; i < v->nocc; i++) {
        int dropped = 0;
        for (int j = 0; j < ndrop; j++)
            dropped |= drop[j] == i;
        if (!dropped)
            memcpy(&recs[len++ * TABI_OCC_STRIDE], &v->occ[i * TABI_OCC_STRIDE],
                   TABI_OCC_STRIDE * sizeof(int32_t));
    }
    for (int j = 0; j < nadd; j++) {
        const int32_t *r = &add[j * TABI_OCC_STRIDE];
        uint32_t at = len;
        while (at > 0 && rec_before(r, &recs[(at - 1) * TABI_OCC_STRIDE]))
            at--;
        memmove(&recs[(at + 1) * TABI_OCC_STRIDE], &recs[at * TABI_OCC_STRIDE],
                (size_t)(len - at) * TABI_OCC_STRIDE * sizeof(int32_t));
        memcpy(&recs[at * TABI_OCC_STRIDE], r, TABI_OCC_STRIDE * sizeof(int32_t));
        len++;
    }
    tab_status s = tab_entity_set_array(g, v->id, v->k.occ, TAB_VINT, recs,
                                        n * TABI_OCC_STRIDE);
    tabi_free(g, recs, bytes);
    return s;
}

tab_status tab_grid_place(tab_game *g, tab_id grid, tab_id e, int32_t x, int32_t y,
                          int32_t sight)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_place";
    tabi_grid v;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK || (s = tabi_grid_check_cell(g, &v, x, y, who)) != TAB_OK)
        return s;
    if (!tabi_live(g, e))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no entity %u", who, e);
    if (e == grid)
        return tabi_fail(g, TAB_EINVAL, "%s: grid %u cannot stand on itself", who, grid);
    if (sight < 0 || sight > TAB_GRID_MAX_HEIGHT)
        return tabi_fail(g, TAB_EINVAL, "%s: sight %d is not in 0..%d", who, sight,
                         TAB_GRID_MAX_HEIGHT);
    if (occ_find(&v, e) != UINT32_MAX)
        return tabi_fail(g, TAB_EINVAL, "%s: entity %u is on grid %u already", who, e, grid);
    int32_t cell = y * v.w + x;
    int32_t rec[TABI_OCC_STRIDE] = {(int32_t)e, cell, sight};
    if ((s = tabi_grid_occ_commit(g, &v, NULL, 0, rec, 1)) != TAB_OK)
        return s;
    tabi_emit(g, TAB_EV_GRID_PLACE, e, grid, cell, sight, 0);
    return TAB_OK;
}

/* The record of live occupant e, or the error. */
static tab_status occ_live(tab_game *g, const tabi_grid *v, tab_id e, uint32_t *at,
                           const char *who)
{
    *at = occ_find(v, e);
    if (*at == UINT32_MAX || !tabi_live(g, e))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not on grid %u", who, e, v->id);
    return TAB_OK;
}

tab_status tab_grid_move(tab_game *g, tab_id grid, tab_id e, int32_t x, int32_t y)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_move";
    tabi_grid v;
    uint32_t at;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK || (s = tabi_grid_check_cell(g, &v, x, y, who)) != TAB_OK ||
        (s = occ_live(g, &v, e, &at, who)) != TAB_OK)
        return s;
    int32_t from = v.occ[at * TABI_OCC_STRIDE + 1], to = y * v.w + x;
    int32_t rec[TABI_OCC_STRIDE] = {(int32_t)e, to, v.occ[at * TABI_OCC_STRIDE + 2]};
    if ((s = tabi_grid_occ_commit(g, &v, &at, 1, rec, 1)) != TAB_OK)
        return s;
    tabi_emit(g, TAB_EV_GRID_MOVE, e, grid, from, to, 0);
    return TAB_OK;
}

tab_status tab_grid_remove(tab_game *g, tab_id grid, tab_id e)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_remove";
    tabi_grid v;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK)
        return s;
    uint32_t at = occ_find(&v, e);
    if (at == UINT32_MAX)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not on grid %u", who, e, grid);
    int32_t cell = v.occ[at * TABI_OCC_STRIDE + 1];
    if ((s = tabi_grid_occ_commit(g, &v, &at, 1, NULL, 0)) != TAB_OK)
        return s;
    tabi_emit(g, TAB_EV_GRID_REMOVE, e, grid, cell, 0, 0);
    return TAB_OK;
}

tab_status tab_grid_locate(tab_game *g, tab_id grid, tab_id e, tab_grid_pos *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_locate";
    tabi_grid v;
    uint32_t at;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK || (s = occ_live(g, &v, e, &at, who)) != TAB_OK)
        return s;
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    int32_t cell = v.occ[at * TABI_OCC_STRIDE + 1];
    if (cell < 0 || (uint32_t)cell >= v.cells)
        return tabi_fail(g, TAB_EINVAL, "%s: grid %u has entity %u on no cell", who, grid, e);
    out->x = cell % v.w;
    out->y = cell / v.w;
    return TAB_OK;
}

tab_status tab_grid_occupants(tab_game *g, tab_id grid, int32_t x, int32_t y, tab_id *out,
                              uint32_t cap, uint32_t *n)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_occupants";
    tabi_grid v;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK || (s = tabi_grid_check_cell(g, &v, x, y, who)) != TAB_OK)
        return s;
    if (!n || (cap && !out))
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL n or out", who);
    int32_t cell = y * v.w + x;
    uint32_t count = 0;
    for (uint32_t i = tabi_grid_occ_lower(&v, cell);
         i < v.nocc && v.occ[i * TABI_OCC_STRIDE + 1] == cell; i++) {
        tab_id e = (tab_id)v.occ[i * TABI_OCC_STRIDE];
        if (!tabi_live(g, e))
            continue;
        if (count < cap)
            out[count] = e;
        count++;
    }
    *n = count;
    return TAB_OK;
}

/* ---- Neighbours and distances ------------------------------------------ */

tab_grid_pos tab_grid_dir_offset(tab_grid_dir d)
{
    tab_grid_pos p = {0, 0};
    if ((unsigned)d <= TAB_GRID_NW) {
        int dx, dy;
        tabi_grid_dir_delta(d, &dx, &dy);
        p.x = dx;
        p.y = dy;
    }
    return p;
}

tab_status tab_grid_neighbours(tab_game *g, tab_id grid, int32_t x, int32_t y, uint32_t flags,
                               tab_grid_pos out[8], uint32_t *n)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_neighbours";
    tabi_grid v;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK || (s = tabi_grid_check_cell(g, &v, x, y, who)) != TAB_OK)
        return s;
    if (!out || !n)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out or n", who);
    if (flags & ~(TAB_GRID_DIAGONAL | TAB_GRID_OPEN))
        return tabi_fail(g, TAB_EINVAL, "%s: unknown flags 0x%x", who,
                         flags & ~(TAB_GRID_DIAGONAL | TAB_GRID_OPEN));
    uint32_t count = 0;
    for (int d = 0; d < 8; d += (flags & TAB_GRID_DIAGONAL) ? 1 : 2) {
        int dx, dy;
        tabi_grid_dir_delta(d, &dx, &dy);
        if (!tabi_grid_inside(&v, (int64_t)x + dx, (int64_t)y + dy))
            continue;
        if ((flags & TAB_GRID_OPEN) && !tabi_grid_step_open(&v, x, y, dx, dy))
            continue;
        out[count++] = (tab_grid_pos){x + dx, y + dy};
    }
    *n = count;
    return TAB_OK;
}

/* The smallest r >= 0 with r * r + r >= d2. */
static int64_t circle_radius(uint64_t d2)
{
    uint64_t r = 0;
    if (d2) {
        /* Newton's method from above converges to floor(sqrt(d2)). */
        uint64_t x = d2, y = (x + 1) / 2;
        while (y < x) {
            x = y;
            y = (x + d2 / x) / 2;
        }
        r = x;
    }
    return (int64_t)(r * r + r >= d2 ? r : r + 1);
}

int32_t tab_grid_distance(tab_grid_metric m, int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    int64_t dx = (int64_t)x1 - x0, dy = (int64_t)y1 - y0;
    dx = dx < 0 ? -dx : dx;
    dy = dy < 0 ? -dy : dy;
    int64_t d;
    switch (m) {
    case TAB_GRID_MANHATTAN: d = dx + dy; break;
    case TAB_GRID_CHEBYSHEV: d = dx > dy ? dx : dy; break;
    case TAB_GRID_CIRCLE:
    case TAB_GRID_REACH:
        if (dx > INT32_MAX || dy > INT32_MAX)
            return INT32_MAX;
        d = circle_radius((uint64_t)(dx * dx) + (uint64_t)(dy * dy));
        if (m == TAB_GRID_REACH)
            d = dx + dy <= 2 ? dx + dy : d < 3 ? 3 : d;
        break;
    default: return -1;
    }
    return d > INT32_MAX ? INT32_MAX : (int32_t)d;
}
