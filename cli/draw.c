/* draw.c - the board as text, for games whose rules draw nothing of their
 * own: every square grid (heights, walls and doors, pieces), hex map
 * (terrain, figures), track and initiative order in the kernel, then every
 * zone as far as the player may see it. All of these are public in the
 * games tabula plays except zones, which go through tabula/view.h. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* The letter a piece shows: its name's first letter, else its kind's. */
static char piece_letter(tab_game *g, tab_id e)
{
    tab_value v = {TAB_VNONE, {0}};
    tab_atom key = tab_atom_find(g, "name");
    if (key)
        tab_entity_get(g, e, key, &v);
    const char *s = v.type == TAB_VATOM ? tab_atom_str(g, v.as.atom)
                                        : tab_atom_str(g, tab_entity_kind(g, e));
    return s && *s ? s[0] : '?';
}

/* A grid: each cell is its piece's letter or its height; walls as | and _,
 * doors as ' (open) and : (closed or locked). */
static void draw_grid(tab_game *g, tab_id grid)
{
    int32_t w, h;
    if (tab_grid_size(g, grid, &w, &h) != TAB_OK)
        return;
    printf("grid %u (%dx%d): pieces by letter, else height\n", grid, w, h);
    for (int32_t y = 0; y < h; y++) {
        for (int32_t x = 0; x < w; x++) {
            tab_id who[4];
            uint32_t n = 0;
            tab_grid_occupants(g, grid, x, y, who, 4, &n);
            int32_t height = 0;
            tab_grid_height_at(g, grid, x, y, &height);
            tab_grid_edge east = TAB_GRID_EDGE_NONE, south = TAB_GRID_EDGE_NONE;
            tab_grid_edge_at(g, grid, x, y, TAB_GRID_E, &east);
            tab_grid_edge_at(g, grid, x, y, TAB_GRID_S, &south);
            char cell = n ? piece_letter(g, who[0]) : (char)('0' + (height > 9 ? 9 : height));
            char side = east == TAB_GRID_WALL ? '|' : east == TAB_GRID_DOOR_OPEN ? '\''
                      : east != TAB_GRID_EDGE_NONE ? ':' : ' ';
            printf("%c%c%c", south == TAB_GRID_WALL ? '_' : ' ', cell, side);
        }
        putchar('\n');
    }
}

/* A hex map, row by row in its offset layout: . ground, # impassable,
 * blank gap, letters for figures. */
static void draw_hexmap(tab_game *g, tab_id map)
{
    tab_hex_layout layout;
    int32_t cols, rows;
    if (tab_hex_map_info(g, map, &layout, &cols, &rows) != TAB_OK)
        return;
    printf("hex map %u (%dx%d): . ground, # impassable, gaps blank, figures by letter\n",
           map, cols, rows);
    for (int32_t r = 0; r < rows; r++) {
        if ((layout == TAB_HEX_ODD_R && r % 2) || (layout == TAB_HEX_EVEN_R && r % 2 == 0))
            putchar(' ');
        for (int32_t c = 0; c < cols; c++) {
            tab_hex hx;
            tab_hex_terrain t = TAB_HEX_VOID;
            tab_id who = TAB_ID_NONE;
            if (tab_hex_from_offset(layout, (tab_hex_offset){c, r}, &hx)) {
                tab_hex_terrain_at(g, map, hx, &t);
                tab_hex_figure_at(g, map, hx, &who);
            }
            char mark = who ? piece_letter(g, who) : t == TAB_HEX_IMPASSABLE ? '#'
                      : t == TAB_HEX_GAP || t == TAB_HEX_VOID ? ' ' : '.';
            printf("%c ", mark);
        }
        putchar('\n');
    }
}

static void draw_track(tab_game *g, tab_id t)
{
    tab_track_info info;
    if (tab_track_get(g, t, &info) != TAB_OK)
        return;
    char label[64];
    snprintf(label, sizeof label, "track %u", t);
    tab_value v = {TAB_VNONE, {0}};
    tab_atom key = tab_atom_find(g, "name");
    if (key)
        tab_entity_get(g, t, key, &v);
    printf("%s: %d (%d to %d)%s\n", v.type == TAB_VATOM ? tab_atom_str(g, v.as.atom) : label,
           info.value, info.min, info.max, info.active ? ", active" : "");
}

static void draw_initiative(tab_game *g, tab_id t)
{
    uint32_t n = tab_initiative_count(g, t);
    printf("initiative %u:", t);
    for (uint32_t i = 0; i < n; i++)
        printf(" %c%u", piece_letter(g, tab_initiative_at(g, t, i)), tab_initiative_at(g, t, i));
    putchar('\n');
}

void cli_draw_board(tab_game *g)
{
    static const struct {
        const char *kind;
        void (*draw)(tab_game *, tab_id);
    } drawers[] = {
        {"grid", draw_grid}, {"hexmap", draw_hexmap},
        {"track", draw_track}, {"initiative", draw_initiative},
    };
    for (size_t d = 0; d < sizeof drawers / sizeof *drawers; d++) {
        tab_atom kind = tab_atom_find(g, drawers[d].kind);
        for (tab_id e = kind ? tab_entity_next(g, 0, kind) : 0; e; e = tab_entity_next(g, e, kind))
            drawers[d].draw(g, e);
    }
}
