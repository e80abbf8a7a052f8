/* hexutil.h - what the hex map tests share: maps drawn as text, figures,
 * and a few assertions. */
#ifndef TABULA_HEXUTIL_H
#define TABULA_HEXUTIL_H

#include "testutil.h"

/* The hex at offset (col, row) of layout l. */
static inline tab_hex at(tab_hex_layout l, int col, int row)
{
    tab_hex h;
    assert_true(tab_hex_from_offset(l, (tab_hex_offset){col, row}, &h));
    return h;
}

/* A map drawn as text, one string per row, one symbol per hex (spaces are
 * ignored: odd rows may be indented to look like the table): '.' normal,
 * '#' impassable, '~' gap, 'x' void; a letter is a normal hex whose position
 * is kept in marks[letter]. */
static inline tab_id draw_map(tab_game *g, tab_hex_layout l, const char *const *rows, int nrows,
                       tab_hex *marks)
{
    int cols = 0;
    for (const char *p = rows[0]; *p; p++)
        cols += *p != ' ';
    tab_id map;
    assert_ok(tab_hex_map_new(g, l, cols, nrows, &map));
    for (int r = 0; r < nrows; r++) {
        int c = 0;
        for (const char *p = rows[r]; *p; p++) {
            if (*p == ' ')
                continue;
            tab_hex h = at(l, c++, r);
            tab_hex_terrain t = *p == '#' ? TAB_HEX_IMPASSABLE
                                : *p == '~' ? TAB_HEX_GAP
                                : *p == 'x' ? TAB_HEX_VOID
                                            : TAB_HEX_NORMAL;
            assert_ok(tab_hex_set_terrain(g, map, h, t));
            if (marks && ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')))
                marks[(unsigned char)*p] = h;
        }
        assert_int_equal(c, cols);
    }
    return map;
}

static inline tab_id figure(tab_game *g)
{
    tab_id e;
    assert_ok(tab_entity_new(g, A(g, "figure"), &e));
    return e;
}

static inline tab_id put(tab_game *g, tab_id map, tab_hex h, int side)
{
    tab_id e = figure(g);
    assert_ok(tab_hex_place(g, map, e, h, side));
    return e;
}

static inline tab_hex where(tab_game *g, tab_id map, tab_id fig)
{
    tab_hex cells[TAB_HEX_SHAPE_MAX];
    uint32_t n;
    assert_ok(tab_hex_figure_cells(g, map, fig, cells, TAB_HEX_SHAPE_MAX, &n, NULL));
    assert_true(n >= 1);
    return cells[0];
}

static inline int32_t cost_to(const tab_hex_step *steps, uint32_t n, tab_hex h)
{
    for (uint32_t i = 0; i < n; i++)
        if (tab_hex_eq(steps[i].hex, h))
            return steps[i].cost;
    return -1;
}

static inline void assert_error_mentions(tab_game *g, const char *word)
{
    if (!strstr(tab_game_error(g), word))
        fail_msg("message \"%s\" does not mention \"%s\"", tab_game_error(g), word);
}

static const tab_hex_mover walk = {TAB_HEX_WALK, 0, NULL, NULL};
static const tab_hex_mover flight = {TAB_HEX_FLIGHT, 0, NULL, NULL};
static const tab_hex_mover ethereal = {TAB_HEX_ETHEREAL, 0, NULL, NULL};

enum { HEROES = 0, ENEMIES = 1 };

#endif
