/* sector.c - sector grids and the push chain along their line.
 *
 * State, all of it in the game, on the grid entity (kind "sector.grid"):
 *   "sector.size"  int array [rows, cols]
 *   "sector.path"  int array: the line's sectors, step 0 first (absent: none)
 *   "sector.cards" ref array: the card in each sector, 0 for none
 * A chain is planned on the arrays as they are, then written with
 * tab_entity_array_put, which cannot fail, so an advance either happens
 * whole or not at all. */
#include <string.h>

#include "atom.h"
#include "core.h"

#define MAX_SIDE 64u

typedef struct keys {
    tab_atom kind, size, path, cards, immovable;
} keys;

static tab_status keys_make(tab_game *g, keys *k)
{
    k->kind = tabi_atom_literal(g, "sector.grid");
    k->size = tabi_atom_literal(g, "sector.size");
    k->path = tabi_atom_literal(g, "sector.path");
    k->cards = tabi_atom_literal(g, "sector.cards");
    k->immovable = tabi_atom_literal(g, TAB_SECTOR_IMMOVABLE);
    if (!k->kind || !k->size || !k->path || !k->cards || !k->immovable)
        return TAB_ENOMEM;
    return TAB_OK;
}

static void keys_find(const tab_game *g, keys *k)
{
    k->kind = tabi_atom_literal_find(g, "sector.grid");
    k->size = tabi_atom_literal_find(g, "sector.size");
    k->path = tabi_atom_literal_find(g, "sector.path");
    k->cards = tabi_atom_literal_find(g, "sector.cards");
    k->immovable = tabi_atom_literal_find(g, TAB_SECTOR_IMMOVABLE);
}

/* A grid's arrays, valid until the next change to g. */
typedef struct view {
    keys k;
    uint32_t rows, cols, nsec, npath;
    const int32_t *path, *cards;
} view;

/* Whether grid is a grid; then fills v. */
static int view_of(tab_game *g, tab_id grid, view *v)
{
    keys_find(g, &v->k);
    if (v->k.kind == TAB_ATOM_NONE || tab_entity_kind(g, grid) != v->k.kind)
        return 0;
    const int32_t *size;
    uint32_t n, ncards;
    tab_value pv;
    if (tab_entity_get_array(g, grid, v->k.size, NULL, &size, &n) != TAB_OK || n != 2 ||
        tab_entity_get_array(g, grid, v->k.cards, NULL, &v->cards, &ncards) != TAB_OK)
        return 0;
    v->rows = (uint32_t)size[0];
    v->cols = (uint32_t)size[1];
    if (v->rows < 1 || v->rows > MAX_SIDE || v->cols < 1 || v->cols > MAX_SIDE)
        return 0;
    v->nsec = v->rows * v->cols;
    v->path = NULL;
    v->npath = 0;
    if (tab_entity_get(g, grid, v->k.path, &pv) == TAB_OK && pv.type == TAB_VARRAY)
        tab_entity_get_array(g, grid, v->k.path, NULL, &v->path, &v->npath);
    /* The arrays are game state a script could overwrite with anything:
     * a grid whose parts disagree is no grid, rather than a bad read. */
    if (ncards != v->nsec || v->npath > v->nsec)
        return 0;
    for (uint32_t i = 0; i < v->npath; i++)
        if ((uint32_t)v->path[i] >= v->nsec)
            return 0;
    return 1;
}

static tab_status check_grid(tab_game *g, tab_id grid, view *v, const char *who)
{
    if (!view_of(g, grid, v))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not a sector grid", who, grid);
    return TAB_OK;
}

/* Fills path (room for rows * cols) with the line of shape; its length. */
static uint32_t shape_path(uint32_t rows, uint32_t cols, tab_sector_path_shape shape,
                           int32_t *path)
{
    uint32_t n = 0;
    if (shape == TAB_SECTOR_PATH_SNAKE) {
        for (uint32_t r = 0; r < rows; r++)
            for (uint32_t c = 0; c < cols; c++)
                path[n++] = (int32_t)(r * cols + (r % 2 ? cols - 1 - c : c));
    } else if (shape == TAB_SECTOR_PATH_TWO) {
        for (uint32_t c = 0; c < cols; c++)
            path[n++] = (int32_t)c;
        for (uint32_t r = 1; r + 1 < rows; r++) {
            uint32_t num = (cols - 1) * (rows - 1 - r), den = rows - 1;
            path[n++] = (int32_t)(r * cols + (2 * num + den) / (2 * den));
        }
        for (uint32_t c = 0; rows > 1 && c < cols; c++)
            path[n++] = (int32_t)((rows - 1) * cols + c);
    }
    return n;
}

static tab_status fill_grid(tab_game *g, const keys *k, tab_id e, uint32_t rows, uint32_t cols,
                            const int32_t *path, uint32_t npath, int32_t *zeros)
{
    int32_t size[2] = {(int32_t)rows, (int32_t)cols};
    tab_status s = tab_entity_set_array(g, e, k->size, TAB_VINT, size, 2);
    if (s == TAB_OK && npath)
        s = tab_entity_set_array(g, e, k->path, TAB_VINT, path, npath);
    if (s == TAB_OK)
        s = tab_entity_set_array(g, e, k->cards, TAB_VREF, zeros, rows * cols);
    return s;
}

tab_status tab_sector_grid_new(tab_game *g, uint32_t rows, uint32_t cols,
                               tab_sector_path_shape shape, tab_id *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_sector_grid_new";
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    if (rows < 1 || rows > MAX_SIDE || cols < 1 || cols > MAX_SIDE)
        return tabi_fail(g, TAB_EINVAL, "%s: %u x %u sectors (each side 1..%u)", who, rows, cols,
                         MAX_SIDE);
    if ((int)shape < (int)TAB_SECTOR_PATH_NONE || (int)shape > (int)TAB_SECTOR_PATH_SNAKE)
        return tabi_fail(g, TAB_EINVAL, "%s: unknown line shape %d", who, (int)shape);
    keys k;
    tab_status s = keys_make(g, &k);
    if (s != TAB_OK)
        return s;
    uint32_t nsec = rows * cols;
    size_t size = (size_t)nsec * 2 * sizeof(int32_t);
    int32_t *path = tabi_realloc(g, NULL, 0, size);
    if (!path)
        return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
    int32_t *zeros = path + nsec;
    memset(zeros, 0, (size_t)nsec * sizeof *zeros);
    uint32_t npath = shape_path(rows, cols, shape, path);
    tab_id e;
    if ((s = tab_entity_new(g, k.kind, &e)) == TAB_OK &&
        (s = fill_grid(g, &k, e, rows, cols, path, npath, zeros)) != TAB_OK)
        tabi_entity_unmake(g, e);
    tabi_free(g, path, size);
    if (s == TAB_OK)
        *out = e;
    return s;
}

tab_status tab_sector_grid_size(tab_game *g, tab_id grid, uint32_t *rows, uint32_t *cols)
{
    TABI_CHECK_GAME(g);
    view v;
    tab_status s = check_grid(g, grid, &v, "tab_sector_grid_size");
    if (s != TAB_OK)
        return s;
    if (rows)
        *rows = v.rows;
    if (cols)
        *cols = v.cols;
    return TAB_OK;
}

uint32_t tab_sector_at(tab_game *g, tab_id grid, uint32_t row, uint32_t col)
{
    view v;
    if (!g || !view_of(g, grid, &v) || row >= v.rows || col >= v.cols)
        return TAB_SECTOR_NONE;
    return row * v.cols + col;
}

uint32_t tab_sector_range(tab_game *g, tab_id grid, uint32_t s)
{
    view v;
    if (!g || !view_of(g, grid, &v) || s >= v.nsec)
        return 0;
    return v.rows - s / v.cols;
}

bool tab_sector_adjacent(tab_game *g, tab_id grid, uint32_t a, uint32_t b)
{
    view v;
    if (!g || !view_of(g, grid, &v) || a >= v.nsec || b >= v.nsec || a / v.cols != b / v.cols)
        return false;
    return a + 1 == b || b + 1 == a;
}

bool tab_sector_vertical(tab_game *g, tab_id grid, uint32_t a, uint32_t b)
{
    view v;
    if (!g || !view_of(g, grid, &v) || a >= v.nsec || b >= v.nsec)
        return false;
    return a != b && a % v.cols == b % v.cols;
}

/* ---- The line ------------------------------------------------------------------ */

tab_status tab_sector_set_path(tab_game *g, tab_id grid, const uint32_t *sectors, uint32_t n)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_sector_set_path";
    view v;
    tab_status s = check_grid(g, grid, &v, who);
    if (s != TAB_OK)
        return s;
    if (!sectors && n)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL sectors", who);
    if (n > v.nsec)
        return tabi_fail(g, TAB_EINVAL, "%s: %u steps on a grid of %u sectors", who, n, v.nsec);
    /* Distinct and in range: a bitmap of the grid on the stack is enough. */
    uint64_t seen[MAX_SIDE * MAX_SIDE / 64] = {0};
    int32_t path[MAX_SIDE * MAX_SIDE];
    for (uint32_t i = 0; i < n; i++) {
        uint32_t t = sectors[i];
        if (t >= v.nsec)
            return tabi_fail(g, TAB_EINVAL, "%s: step %u: no sector %u", who, i, t);
        if (seen[t / 64] >> (t % 64) & 1)
            return tabi_fail(g, TAB_EINVAL, "%s: sector %u is on the line twice", who, t);
        seen[t / 64] |= (uint64_t)1 << (t % 64);
        path[i] = (int32_t)t;
    }
    return tab_entity_set_array(g, grid, v.k.path, TAB_VINT, path, n);
}

uint32_t tab_sector_path_len(tab_game *g, tab_id grid)
{
    view v;
    return g && view_of(g, grid, &v) ? v.npath : 0;
}

uint32_t tab_sector_path_at(tab_game *g, tab_id grid, uint32_t i)
{
    view v;
    if (!g || !view_of(g, grid, &v) || i >= v.npath)
        return TAB_SECTOR_NONE;
    return (uint32_t)v.path[i];
}

uint32_t tab_sector_number(tab_game *g, tab_id grid, uint32_t s)
{
    view v;
    if (!g || !view_of(g, grid, &v))
        return 0;
    for (uint32_t i = 0; i < v.npath; i++)
        if ((uint32_t)v.path[i] == s)
            return v.npath - i;
    return 0;
}

uint32_t tab_sector_by_number(tab_game *g, tab_id grid, uint32_t number)
{
    view v;
    if (!g || !view_of(g, grid, &v) || number < 1 || number > v.npath)
        return TAB_SECTOR_NONE;
    return (uint32_t)v.path[v.npath - number];
}

/* ---- Cards ------------------------------------------------------------------- */

/* The card in sector s; a card freed while it was on the grid counts as
 * gone, so its sector is empty. */
static tab_id card_in(tab_game *g, const view *v, uint32_t s)
{
    tab_id c = (tab_id)v->cards[s];
    return c && tab_entity_exists(g, c) ? c : TAB_ID_NONE;
}

static uint32_t find_card(const view *v, tab_id card)
{
    for (uint32_t s = 0; card && s < v->nsec; s++)
        if ((tab_id)v->cards[s] == card)
            return s;
    return TAB_SECTOR_NONE;
}

static int64_t or_off(uint32_t s)
{
    return s == TAB_SECTOR_NONE ? -1 : (int64_t)s;
}

tab_id tab_sector_card(tab_game *g, tab_id grid, uint32_t s)
{
    view v;
    if (!g || !view_of(g, grid, &v) || s >= v.nsec)
        return TAB_ID_NONE;
    return card_in(g, &v, s);
}

uint32_t tab_sector_find(tab_game *g, tab_id grid, tab_id card)
{
    view v;
    if (!g || !view_of(g, grid, &v))
        return TAB_SECTOR_NONE;
    return find_card(&v, card);
}

tab_status tab_sector_place(tab_game *g, tab_id grid, uint32_t s, tab_id card)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_sector_place";
    view v;
    tab_status st = check_grid(g, grid, &v, who);
    if (st != TAB_OK)
        return st;
    if (!tab_entity_exists(g, card))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no card %u", who, card);
    if (s >= v.nsec)
        return tabi_fail(g, TAB_EINVAL, "%s: no sector %u on a grid of %u", who, s, v.nsec);
    tab_id there = card_in(g, &v, s);
    if (there == card)
        return TAB_OK;
    if (there != TAB_ID_NONE)
        return tabi_fail(g, TAB_EINVAL, "%s: sector %u holds card %u", who, s, there);
    uint32_t from = find_card(&v, card);
    tab_atom key = v.k.cards;
    if (from != TAB_SECTOR_NONE)
        tab_entity_array_put(g, grid, key, from, 0);
    tab_entity_array_put(g, grid, key, s, (int32_t)card);
    tabi_emit(g, TAB_EV_SECTOR_MOVE, card, grid, or_off(from), s, 0);
    return TAB_OK;
}

tab_status tab_sector_remove(tab_game *g, tab_id grid, tab_id card)
{
    TABI_CHECK_GAME(g);
    view v;
    tab_status st = check_grid(g, grid, &v, "tab_sector_remove");
    if (st != TAB_OK)
        return st;
    uint32_t from = find_card(&v, card);
    if (from == TAB_SECTOR_NONE)
        return TAB_OK;
    tab_entity_array_put(g, grid, v.k.cards, from, 0);
    tabi_emit(g, TAB_EV_SECTOR_MOVE, card, grid, from, -1, 0);
    return TAB_OK;
}

/* One thing that happens in a chain, in order. */
typedef struct op {
    tab_atom what; /* TAB_EV_SECTOR_MOVE, _BYPASS or _EXIT */
    tab_id card;
    int64_t a, b; /* move: from, to; bypass: immovable card, its sector; exit: from, 0 */
} op;

/* Plans the chain started by card entering at step: one op per step passed
 * over or moved into, and at most one exit, so at most npath + 1. Returns
 * the number of ops. */
static uint32_t plan_chain(tab_game *g, const view *v, uint32_t step, tab_id card, op *ops)
{
    uint32_t n = 0;
    tab_id moving = card;
    int64_t from = -1;
    for (uint32_t i = step;; i++) {
        /* Pass over the immovable cards ("bypasses them"). */
        while (i < v->npath) {
            tab_id there = card_in(g, v, (uint32_t)v->path[i]);
            if (!there || !tab_entity_has_tag(g, there, v->k.immovable))
                break;
            ops[n++] = (op){TAB_EV_SECTOR_BYPASS, moving, there, v->path[i]};
            i++;
        }
        if (i == v->npath) {
            ops[n++] = (op){TAB_EV_SECTOR_EXIT, moving, from, 0};
            return n;
        }
        uint32_t to = (uint32_t)v->path[i];
        tab_id pushed = card_in(g, v, to);
        ops[n++] = (op){TAB_EV_SECTOR_MOVE, moving, from, to};
        if (!pushed)
            return n;
        moving = pushed;
        from = to;
    }
}

static tab_status chain(tab_game *g, tab_id grid, uint32_t step, tab_id card, tab_id *exited,
                        const char *who)
{
    TABI_CHECK_GAME(g);
    view v;
    tab_status s = check_grid(g, grid, &v, who);
    if (s != TAB_OK)
        return s;
    if (!tab_entity_exists(g, card))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no card %u", who, card);
    if (find_card(&v, card) != TAB_SECTOR_NONE)
        return tabi_fail(g, TAB_EINVAL, "%s: card %u is on grid %u already", who, card, grid);
    if (v.npath == 0)
        return tabi_fail(g, TAB_EINVAL, "%s: grid %u has no line", who, grid);
    if (step >= v.npath)
        return tabi_fail(g, TAB_EINVAL, "%s: step %u is past the line's %u", who, step, v.npath);
    size_t size = ((size_t)v.npath + 1) * sizeof(op);
    op *ops = tabi_realloc(g, NULL, 0, size);
    if (!ops)
        return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
    uint32_t n = plan_chain(g, &v, step, card, ops);
    /* Each card is written over the sector the one before it left, so only
     * the moves write, and none of these writes can fail. */
    tab_id out = TAB_ID_NONE;
    for (uint32_t i = 0; i < n; i++) {
        const op *o = &ops[i];
        if (o->what == TAB_EV_SECTOR_MOVE)
            tab_entity_array_put(g, grid, v.k.cards, (uint32_t)o->b, (int32_t)o->card);
        else if (o->what == TAB_EV_SECTOR_EXIT)
            out = o->card;
        tabi_emit(g, o->what, o->card, grid, o->a, o->b, 0);
    }
    tabi_free(g, ops, size);
    if (exited)
        *exited = out;
    return TAB_OK;
}

tab_status tab_sector_insert(tab_game *g, tab_id grid, uint32_t step, tab_id card,
                             tab_id *exited)
{
    return chain(g, grid, step, card, exited, "tab_sector_insert");
}

tab_status tab_sector_advance(tab_game *g, tab_id grid, tab_id card, tab_id *exited)
{
    return chain(g, grid, 0, card, exited, "tab_sector_advance");
}
