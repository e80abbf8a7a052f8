/* viewer_state.c - what one player (or the designer) may know of a game's
 * state, as JSON parts for the replay viewer: entities, zones, square
 * grids, hex maps, region maps, sector lines, tracks, initiative and turn
 * order, read through the public API alone. A player's parts hold nothing
 * that player may not see: zones through tabula/view.h, entities only
 * where tab_view_can_see says so, and a board's hidden pieces as "?". */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "viewer.h"

/* ---- Text buffers ---- */

void vbuf_put(vbuf *b, const char *s, size_t n)
{
    if (b->failed)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *grown = realloc(b->s, cap);
        if (!grown) {
            b->failed = 1;
            return;
        }
        b->s = grown;
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

void vbuf_puts(vbuf *b, const char *s)
{
    vbuf_put(b, s, strlen(s));
}

void vbuf_printf(vbuf *b, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        vbuf_put(b, small, (size_t)n);
        return;
    }
    char *big = malloc((size_t)n + 1);
    if (!big) {
        b->failed = 1;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    vbuf_put(b, big, (size_t)n);
    free(big);
}

void vbuf_json_str(vbuf *b, const char *s)
{
    vbuf_put(b, "\"", 1);
    const char *run = s;
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&')
            continue;
        vbuf_put(b, run, (size_t)(s - run));
        if (c == '"')
            vbuf_puts(b, "\\\"");
        else if (c == '\\')
            vbuf_puts(b, "\\\\");
        else if (c == '\n')
            vbuf_puts(b, "\\n");
        else
            vbuf_printf(b, "\\u%04x", c);
        run = s + 1;
    }
    vbuf_put(b, run, (size_t)(s - run));
    vbuf_put(b, "\"", 1);
}

void vbuf_free(vbuf *b)
{
    free(b->s);
    *b = (vbuf){0};
}

void viewer_parts_clear(viewer_parts *p)
{
    for (uint32_t i = 0; i < p->n; i++)
        free(p->v[i].text);
    p->n = 0;
}

/* ---- Parts ---- */

/* Part kinds, in the order parts are listed (the high byte of a key). */
enum {
    PART_ENTITY = 1, /* "e<id>": kind, name, zone */
    PART_PROP,       /* "p<id>/<key>": one property */
    PART_ZONE,
    PART_GRID,       /* a grid's cells: terrain, heights, walls and doors */
    PART_GRID_OCC,   /* its occupants */
    PART_HEX,        /* a hex map's terrain */
    PART_HEX_FIG,    /* its figures */
    PART_REGIONS,    /* a region map: regions, adjacency, pieces */
    PART_SECTORS,    /* a sector grid: its line and cards */
    PART_TRACK,
    PART_INITIATIVE,
    PART_TURN
};

/* What the reader keeps for one call: the game, whose view, and the atoms
 * of the kinds it draws. */
typedef struct reader {
    tab_game *g;
    int player;
    viewer_parts *parts;
    tab_atom name_key, grid, hexmap, region_map, sector, track, initiative, turn;
    int failed;
} reader;

static int sees(reader *r, tab_id e)
{
    return e && (r->player == VIEWER_ALL ? tab_entity_exists(r->g, e)
                                         : tab_view_can_see(r->g, e, r->player));
}

static const char *atom_text(reader *r, tab_atom a)
{
    const char *s = a ? tab_atom_str(r->g, a) : NULL;
    return s ? s : "";
}

/* Adds a part named by letter and id (and, for a property, its name),
 * whose value is b's text (b is left empty). */
static void add_part(reader *r, int kind, uint32_t id, tab_atom prop, vbuf *b)
{
    static const char letters[] = "?epzgohfrstiu";
    viewer_parts *p = r->parts;
    vbuf t = {0};
    vbuf_printf(&t, "\"%c%u", letters[kind], id);
    if (kind == PART_PROP) {
        /* Property names are words with dots: nothing to escape but what
         * vbuf_json_str would (the name goes inside the key's quotes). */
        vbuf k = {0};
        vbuf_json_str(&k, atom_text(r, prop));
        vbuf_puts(&t, "/");
        if (k.s)
            vbuf_put(&t, k.s + 1, k.len - 2);
        vbuf_free(&k);
    }
    vbuf_puts(&t, "\"");
    uint32_t keylen = (uint32_t)t.len;
    vbuf_puts(&t, ":");
    vbuf_put(&t, b->s ? b->s : "null", b->s ? b->len : 4);
    vbuf_free(b);
    if (t.failed || r->failed) {
        r->failed = 1;
        vbuf_free(&t);
        return;
    }
    if (p->n == p->cap) {
        uint32_t cap = p->cap ? p->cap * 2 : 256;
        viewer_part *grown = realloc(p->v, cap * sizeof *grown);
        if (!grown) {
            r->failed = 1;
            vbuf_free(&t);
            return;
        }
        p->v = grown;
        p->cap = cap;
    }
    p->v[p->n++] = (viewer_part){(uint64_t)kind << 56 | (uint64_t)id << 28 | (prop & 0xfffffffu),
                                 t.s, keylen};
}

/* An entity as a board shows it: its id, or 0 when the view may not know
 * which entity stands there. */
static tab_id shown_id(reader *r, tab_id e)
{
    return sees(r, e) ? e : 0;
}

/* The kinds whose state the viewer draws as a board rather than listing
 * their properties (which are the board's encoding). */
static int is_board(reader *r, tab_atom kind)
{
    return kind && (kind == r->grid || kind == r->hexmap || kind == r->region_map ||
                    kind == r->sector || kind == r->track || kind == r->initiative ||
                    kind == r->turn);
}

/* ---- Entities ---- */

static void value_json(reader *r, tab_id e, tab_atom key, tab_value v, vbuf *b)
{
    switch (v.type) {
    case TAB_VINT: vbuf_printf(b, "%" PRId64, v.as.i); break;
    case TAB_VBOOL: vbuf_puts(b, v.as.b ? "true" : "false"); break;
    case TAB_VATOM: vbuf_json_str(b, atom_text(r, v.as.atom)); break;
    case TAB_VREF: vbuf_printf(b, "{\"r\":%u}", v.as.ref); break;
    case TAB_VARRAY: {
        tab_vtype elem;
        const int32_t *vals;
        uint32_t n;
        if (tab_entity_get_array(r->g, e, key, &elem, &vals, &n) != TAB_OK) {
            vbuf_puts(b, "\"?\"");
            break;
        }
        /* Long arrays are a module's bulk state: their start is enough. */
        uint32_t shown = n > 32 ? 32 : n;
        vbuf_puts(b, "[");
        for (uint32_t i = 0; i < shown; i++) {
            if (i)
                vbuf_puts(b, ",");
            if (elem == TAB_VATOM)
                vbuf_json_str(b, atom_text(r, (tab_atom)vals[i]));
            else if (elem == TAB_VREF)
                vbuf_printf(b, "{\"r\":%u}", (uint32_t)vals[i]);
            else
                vbuf_printf(b, "%d", vals[i]);
        }
        if (shown < n)
            vbuf_printf(b, "%s\"(%u more)\"", shown ? "," : "", n - shown);
        vbuf_puts(b, "]");
        break;
    }
    default: vbuf_puts(b, "\"?\"");
    }
}

static void read_entity(reader *r, tab_id e)
{
    tab_atom kind = tab_entity_kind(r->g, e);
    vbuf b = {0};
    vbuf_printf(&b, "{\"t\":\"e\",\"id\":%u,\"k\":", e);
    vbuf_json_str(&b, atom_text(r, kind));
    tab_value name = {TAB_VNONE, {0}};
    if (r->name_key)
        tab_entity_get(r->g, e, r->name_key, &name);
    if (name.type == TAB_VATOM) {
        vbuf_puts(&b, ",\"n\":");
        vbuf_json_str(&b, atom_text(r, name.as.atom));
    }
    tab_zone z = tab_zone_of(r->g, e, NULL);
    if (z)
        vbuf_printf(&b, ",\"z\":%u", z);
    vbuf_puts(&b, "}");
    add_part(r, PART_ENTITY, e, TAB_ATOM_NONE, &b);
    uint32_t n = 0;
    if (is_board(r, kind) || tab_entity_prop_count(r->g, e, &n) != TAB_OK)
        return;
    /* One part per property: a game's big entities change a property or
     * two a decision, and a frame stores only those. */
    for (uint32_t i = 0; i < n; i++) {
        tab_atom key;
        tab_value v;
        if (tab_entity_prop_at(r->g, e, i, &key, &v) != TAB_OK)
            continue;
        vbuf pv = {0};
        value_json(r, e, key, v, &pv);
        add_part(r, PART_PROP, e, key, &pv);
    }
}

/* ---- Zones ---- */

static void read_zone(reader *r, tab_zone z)
{
    tab_atom name;
    int owner;
    tab_visibility vis;
    if (tab_zone_info(r->g, z, &name, &owner, &vis) != TAB_OK)
        return;
    const char *text = atom_text(r, name);
    if (strncmp(text, "tabula.", 7) == 0)
        return; /* the runtime's agenda of steps */
    uint32_t size = tab_zone_size(r->g, z);
    vbuf b = {0};
    vbuf_printf(&b, "{\"t\":\"z\",\"id\":%u,\"n\":", z);
    vbuf_json_str(&b, text);
    vbuf_printf(&b, ",\"o\":%d,\"v\":%d,\"s\":%u", owner, (int)vis, size);
    tab_view_level level = TAB_VIEW_ORDER;
    tab_id *ids = size ? malloc(size * sizeof *ids) : NULL;
    if (size && !ids) {
        r->failed = 1;
        vbuf_free(&b);
        return;
    }
    if (r->player == VIEWER_ALL) {
        for (uint32_t i = 0; i < size; i++)
            ids[i] = tab_zone_at(r->g, z, i);
    } else {
        tab_view_zone(r->g, z, r->player, ids, size, NULL, &level);
    }
    vbuf_printf(&b, ",\"l\":%d", (int)level);
    if (level != TAB_VIEW_SIZE) {
        vbuf_puts(&b, ",\"e\":[");
        for (uint32_t i = 0; i < size; i++)
            vbuf_printf(&b, "%s%u", i ? "," : "", ids[i]);
        vbuf_puts(&b, "]");
    }
    free(ids);
    vbuf_puts(&b, "}");
    add_part(r, PART_ZONE, z, TAB_ATOM_NONE, &b);
}

/* ---- Square grids ---- */

static void read_grid(reader *r, tab_id grid)
{
    int32_t w, h;
    if (tab_grid_size(r->g, grid, &w, &h) != TAB_OK)
        return;
    uint32_t cells = (uint32_t)w * (uint32_t)h;
    int32_t *heights = malloc(cells * sizeof *heights);
    tab_atom *terrains = malloc(cells * sizeof *terrains);
    uint32_t n = 0;
    if (!heights || !terrains ||
        tab_grid_cells(r->g, grid, heights, terrains, cells, &n) != TAB_OK || n != cells) {
        free(heights);
        free(terrains);
        return;
    }
    /* Terrain types by first appearance, cells by index into them. */
    tab_atom names[TAB_GRID_MAX_TERRAIN + 1];
    uint32_t nnames = 0;
    vbuf b = {0};
    vbuf_printf(&b, "{\"t\":\"grid\",\"id\":%u,\"w\":%d,\"h\":%d,\"cell\":[", grid, w, h);
    for (uint32_t i = 0; i < cells; i++) {
        uint32_t k = 0;
        while (k < nnames && names[k] != terrains[i])
            k++;
        if (k == nnames && nnames <= TAB_GRID_MAX_TERRAIN)
            names[nnames++] = terrains[i];
        vbuf_printf(&b, "%s%u", i ? "," : "", k);
    }
    vbuf_puts(&b, "],\"tn\":[");
    for (uint32_t k = 0; k < nnames; k++) {
        if (k)
            vbuf_puts(&b, ",");
        vbuf_json_str(&b, atom_text(r, names[k]));
    }
    vbuf_puts(&b, "],\"tf\":[");
    for (uint32_t k = 0; k < nnames; k++) {
        uint32_t flags = 0;
        tab_grid_terrain_info(r->g, grid, names[k], NULL, &flags);
        vbuf_printf(&b, "%s%u", k ? "," : "", flags);
    }
    /* Heights and edges: lists of the cells that have any, as
     * [cell, value] pairs (most cells have none). */
    vbuf_puts(&b, "],\"hgt\":[");
    int first = 1;
    for (uint32_t i = 0; i < cells; i++)
        if (heights[i]) {
            vbuf_printf(&b, "%s%u,%d", first ? "" : ",", i, heights[i]);
            first = 0;
        }
    vbuf_puts(&b, "],\"edge\":[");
    first = 1;
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            tab_grid_edge east = TAB_GRID_EDGE_NONE, south = TAB_GRID_EDGE_NONE;
            if (x + 1 < w)
                tab_grid_edge_at(r->g, grid, x, y, TAB_GRID_E, &east);
            if (y + 1 < h)
                tab_grid_edge_at(r->g, grid, x, y, TAB_GRID_S, &south);
            if (east || south) {
                vbuf_printf(&b, "%s%d,%d", first ? "" : ",", x + y * w, (int)east | (int)south << 4);
                first = 0;
            }
        }
    vbuf_puts(&b, "]}");
    add_part(r, PART_GRID, grid, TAB_ATOM_NONE, &b);

    vbuf o = {0};
    vbuf_printf(&o, "{\"t\":\"occ\",\"id\":%u,\"occ\":[", grid);
    first = 1;
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            tab_id who[16];
            uint32_t k = 0;
            if (tab_grid_occupants(r->g, grid, x, y, who, 16, &k) != TAB_OK)
                continue;
            for (uint32_t j = 0; j < k && j < 16; j++) {
                if (!tab_entity_exists(r->g, who[j]))
                    continue;
                vbuf_printf(&o, "%s%d,%u", first ? "" : ",", x + y * w, shown_id(r, who[j]));
                first = 0;
            }
        }
    vbuf_puts(&o, "]}");
    add_part(r, PART_GRID_OCC, grid, TAB_ATOM_NONE, &o);
    free(heights);
    free(terrains);
}

/* ---- Hex maps ---- */

static void read_hexmap(reader *r, tab_id map)
{
    tab_hex_layout layout;
    int32_t cols, rows;
    if (tab_hex_map_info(r->g, map, &layout, &cols, &rows) != TAB_OK)
        return;
    vbuf b = {0};
    vbuf_printf(&b, "{\"t\":\"hex\",\"id\":%u,\"layout\":%d,\"cols\":%d,\"rows\":%d,\"ter\":[",
                map, (int)layout, cols, rows);
    for (int32_t row = 0; row < rows; row++)
        for (int32_t col = 0; col < cols; col++) {
            tab_hex hx;
            tab_hex_terrain t = TAB_HEX_VOID;
            if (tab_hex_from_offset(layout, (tab_hex_offset){col, row}, &hx))
                tab_hex_terrain_at(r->g, map, hx, &t);
            vbuf_printf(&b, "%s%d", row || col ? "," : "", (int)t);
        }
    vbuf_puts(&b, "]}");
    add_part(r, PART_HEX, map, TAB_ATOM_NONE, &b);

    /* Figures, each once (from its anchor, its first hex in offset order),
     * as [id, side, cell, cell...] with cells as col + row * cols. */
    vbuf f = {0};
    vbuf_printf(&f, "{\"t\":\"fig\",\"id\":%u,\"fig\":[", map);
    int first = 1;
    for (int32_t row = 0; row < rows; row++)
        for (int32_t col = 0; col < cols; col++) {
            tab_hex hx;
            tab_id who = TAB_ID_NONE;
            if (!tab_hex_from_offset(layout, (tab_hex_offset){col, row}, &hx) ||
                tab_hex_figure_at(r->g, map, hx, &who) != TAB_OK || !who)
                continue;
            tab_hex cells[TAB_HEX_SHAPE_MAX];
            uint32_t n = 0;
            int32_t side = 0;
            if (tab_hex_figure_cells(r->g, map, who, cells, TAB_HEX_SHAPE_MAX, &n, &side) !=
                    TAB_OK || n == 0 || !tab_hex_eq(cells[0], hx))
                continue;
            vbuf_printf(&f, "%s[%u,%d", first ? "" : ",", shown_id(r, who), side);
            for (uint32_t i = 0; i < n && i < TAB_HEX_SHAPE_MAX; i++) {
                tab_hex_offset o = tab_hex_to_offset(layout, cells[i]);
                vbuf_printf(&f, ",%d", o.col + o.row * cols);
            }
            vbuf_puts(&f, "]");
            first = 0;
        }
    vbuf_puts(&f, "]}");
    add_part(r, PART_HEX_FIG, map, TAB_ATOM_NONE, &f);
}

/* ---- Region maps ---- */

/* The zone holding region's pieces: the zone its int or ref property
 * "zone" names, else a zone named after it ("land.A1" for region "A1"). */
static tab_zone region_zone(reader *r, tab_id region, const char *name)
{
    tab_atom key = tab_atom_find(r->g, "zone");
    tab_value v = {TAB_VNONE, {0}};
    if (key)
        tab_entity_get(r->g, region, key, &v);
    if (v.type == TAB_VINT && v.as.i > 0 && v.as.i <= tab_zone_count(r->g))
        return (tab_zone)v.as.i;
    size_t n = strlen(name);
    for (tab_zone z = 1; z <= tab_zone_count(r->g); z++) {
        tab_atom zn;
        if (tab_zone_info(r->g, z, &zn, NULL, NULL) != TAB_OK)
            continue;
        const char *s = atom_text(r, zn);
        size_t m = strlen(s);
        if (strcmp(s, name) == 0 || (m > n && s[m - n - 1] == '.' && strcmp(s + m - n, name) == 0))
            return z;
    }
    return TAB_ZONE_NONE;
}

static void read_regions(reader *r, tab_id map)
{
    uint32_t count = tab_region_count(r->g, map);
    vbuf b = {0};
    vbuf_printf(&b, "{\"t\":\"regions\",\"id\":%u,\"reg\":[", map);
    for (uint32_t i = 0; i < count; i++) {
        tab_id region = tab_region_at(r->g, map, i);
        tab_region_spec spec;
        if (tab_region_info(r->g, region, &spec) != TAB_OK)
            continue;
        const char *name = atom_text(r, spec.name);
        vbuf_printf(&b, "%s{\"id\":%u,\"n\":", i ? "," : "", region);
        vbuf_json_str(&b, name);
        vbuf_puts(&b, ",\"ter\":");
        vbuf_json_str(&b, atom_text(r, spec.terrain));
        vbuf_printf(&b, ",\"b\":%d,\"num\":%d,\"adj\":[", spec.board, spec.number);
        tab_id nb[64];
        uint32_t n = 0;
        tab_region_neighbors(r->g, region, nb, 64, &n);
        for (uint32_t j = 0; j < n && j < 64; j++)
            vbuf_printf(&b, "%s%u", j ? "," : "", nb[j]);
        vbuf_puts(&b, "]");
        tab_zone z = region_zone(r, region, name);
        if (z) {
            /* The pieces as the view knows them: the ids it may see, 0 for
             * each it may only count. */
            uint32_t size = tab_zone_size(r->g, z);
            tab_id *ids = size ? malloc(size * sizeof *ids) : NULL;
            if (size && !ids) {
                r->failed = 1;
                break;
            }
            for (uint32_t j = 0; j < size; j++)
                ids[j] = r->player == VIEWER_ALL ? tab_zone_at(r->g, z, j) : TAB_ID_NONE;
            if (r->player != VIEWER_ALL)
                tab_view_zone(r->g, z, r->player, ids, size, NULL, NULL);
            vbuf_printf(&b, ",\"zone\":%u,\"pcs\":[", z);
            for (uint32_t j = 0; j < size; j++)
                vbuf_printf(&b, "%s%u", j ? "," : "", ids[j]);
            vbuf_puts(&b, "]");
            free(ids);
        }
        vbuf_puts(&b, "}");
    }
    vbuf_puts(&b, "]}");
    add_part(r, PART_REGIONS, map, TAB_ATOM_NONE, &b);
}

/* ---- Sector grids ---- */

static void read_sectors(reader *r, tab_id grid)
{
    uint32_t rows, cols;
    if (tab_sector_grid_size(r->g, grid, &rows, &cols) != TAB_OK)
        return;
    vbuf b = {0};
    vbuf_printf(&b, "{\"t\":\"sectors\",\"id\":%u,\"rows\":%u,\"cols\":%u,\"line\":[", grid, rows,
                cols);
    uint32_t len = tab_sector_path_len(r->g, grid);
    for (uint32_t i = 0; i < len; i++)
        vbuf_printf(&b, "%s%u", i ? "," : "", tab_sector_path_at(r->g, grid, i));
    vbuf_puts(&b, "],\"card\":[");
    for (uint32_t s = 0; s < rows * cols; s++) {
        tab_id c = tab_sector_card(r->g, grid, s);
        /* -1 for a card the view may not know, 0 for an empty sector. */
        vbuf_printf(&b, "%s%lld", s ? "," : "",
                    c && tab_entity_exists(r->g, c) ? (sees(r, c) ? (long long)c : -1LL) : 0LL);
    }
    vbuf_puts(&b, "]}");
    add_part(r, PART_SECTORS, grid, TAB_ATOM_NONE, &b);
}

/* ---- Tracks, initiative, turn order ---- */

static void put_name(reader *r, tab_id e, vbuf *b)
{
    tab_value v = {TAB_VNONE, {0}};
    if (r->name_key)
        tab_entity_get(r->g, e, r->name_key, &v);
    if (v.type == TAB_VATOM) {
        vbuf_puts(b, ",\"n\":");
        vbuf_json_str(b, atom_text(r, v.as.atom));
    }
}

/* Who a track belongs to, when it says: its "owner" reference or int. */
static void put_owner(reader *r, tab_id e, vbuf *b)
{
    tab_atom key = tab_atom_find(r->g, "owner");
    tab_value v = {TAB_VNONE, {0}};
    if (key)
        tab_entity_get(r->g, e, key, &v);
    if (v.type == TAB_VREF)
        vbuf_printf(b, ",\"of\":%u", shown_id(r, v.as.ref));
    else if (v.type == TAB_VINT)
        vbuf_printf(b, ",\"ofp\":%" PRId64, v.as.i);
}

static void read_track(reader *r, tab_id t)
{
    tab_track_info info;
    if (tab_track_get(r->g, t, &info) != TAB_OK)
        return;
    vbuf b = {0};
    vbuf_printf(&b, "{\"t\":\"track\",\"id\":%u,\"v\":%d,\"min\":%d,\"max\":%d,\"act\":%d", t,
                info.value, info.min, info.max, info.active ? 1 : 0);
    put_name(r, t, &b);
    put_owner(r, t, &b);
    vbuf_puts(&b, ",\"th\":[");
    for (uint32_t i = 0; i < info.thresholds && i < 64; i++) {
        int32_t at = 0;
        tab_atom name = TAB_ATOM_NONE;
        tab_track_threshold(r->g, t, i, &at, &name);
        vbuf_printf(&b, "%s[%d,", i ? "," : "", at);
        vbuf_json_str(&b, atom_text(r, name));
        vbuf_puts(&b, "]");
    }
    vbuf_puts(&b, "]}");
    add_part(r, PART_TRACK, t, TAB_ATOM_NONE, &b);
}

static void read_initiative(reader *r, tab_id t)
{
    uint32_t n = tab_initiative_count(r->g, t);
    vbuf b = {0};
    vbuf_printf(&b, "{\"t\":\"init\",\"id\":%u,\"levels\":%u,\"tok\":[", t,
                tab_initiative_levels(r->g, t));
    for (uint32_t i = 0; i < n; i++) {
        tab_id e = tab_initiative_at(r->g, t, i);
        uint32_t level = 0;
        tab_initiative_where_is(r->g, t, e, &level, NULL);
        vbuf_printf(&b, "%s%u,%u", i ? "," : "", shown_id(r, e), level);
    }
    vbuf_puts(&b, "]}");
    add_part(r, PART_INITIATIVE, t, TAB_ATOM_NONE, &b);
}

static void read_turn(reader *r, tab_id t)
{
    vbuf b = {0};
    vbuf_printf(&b, "{\"t\":\"turn\",\"id\":%u,\"round\":%u,\"side\":%d,\"active\":%u}", t,
                tab_turn_round(r->g, t), tab_turn_side(r->g, t),
                shown_id(r, tab_turn_active(r->g, t)));
    add_part(r, PART_TURN, t, TAB_ATOM_NONE, &b);
}

/* ---- The whole view ---- */

static int by_key(const void *a, const void *b)
{
    uint64_t x = ((const viewer_part *)a)->key, y = ((const viewer_part *)b)->key;
    return x < y ? -1 : x > y;
}

int viewer_read_state(tab_game *g, int player, viewer_parts *parts)
{
    viewer_parts_clear(parts);
    reader r = {.g = g, .player = player, .parts = parts};
    r.name_key = tab_atom_find(g, "name");
    r.grid = tab_atom_find(g, "grid");
    r.hexmap = tab_atom_find(g, "hexmap");
    r.region_map = tab_atom_find(g, "region.map");
    r.sector = tab_atom_find(g, "sector.grid");
    r.track = tab_atom_find(g, "track");
    r.initiative = tab_atom_find(g, "initiative");
    r.turn = tab_atom_find(g, "turn");
    tab_atom step = tab_atom_find(g, "tabula.step");
    for (tab_id e = tab_entity_next(g, 0, TAB_ATOM_NONE); e && !r.failed;
         e = tab_entity_next(g, e, TAB_ATOM_NONE)) {
        if (!sees(&r, e))
            continue;
        tab_atom kind = tab_entity_kind(g, e);
        if (kind == step)
            continue; /* the runtime's pending steps */
        read_entity(&r, e);
        if (!kind)
            continue;
        if (kind == r.grid)
            read_grid(&r, e);
        else if (kind == r.hexmap)
            read_hexmap(&r, e);
        else if (kind == r.region_map)
            read_regions(&r, e);
        else if (kind == r.sector)
            read_sectors(&r, e);
        else if (kind == r.track)
            read_track(&r, e);
        else if (kind == r.initiative)
            read_initiative(&r, e);
        else if (kind == r.turn)
            read_turn(&r, e);
    }
    for (tab_zone z = 1; z <= tab_zone_count(g) && !r.failed; z++)
        read_zone(&r, z);
    qsort(parts->v, parts->n, sizeof *parts->v, by_key);
    return r.failed ? -1 : 0;
}

/* ---- The game's declarations ---- */

void viewer_hook_json(tab_game *g, vbuf *out)
{
    vbuf glyphs = {0}, names = {0};
    const char *k, *text;
    for (uint32_t i = 0; tab_game_viewer_hint(g, i, &k, &text) == TAB_OK; i++) {
        vbuf *into = strncmp(k, "viewer.glyph.", 13) == 0 ? &glyphs
                   : strncmp(k, "viewer.name.", 12) == 0 ? &names : NULL;
        if (!into)
            continue;
        vbuf_puts(into, into->len ? "," : "");
        vbuf_json_str(into, k + (into == &glyphs ? 13 : 12));
        vbuf_puts(into, ":");
        vbuf_json_str(into, text);
    }
    vbuf_printf(out, "{\"glyphs\":{%s},\"names\":{%s}}", glyphs.s ? glyphs.s : "",
                names.s ? names.s : "");
    vbuf_free(&glyphs);
    vbuf_free(&names);
}
