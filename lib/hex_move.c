/* hex_move.c - movement on hex maps: the per-hex rules for a mover, reachable
 * sets, cheapest paths with clockwise tie-breaks, moves and open paths.
 *
 * A search runs over anchor positions (the figure's first hex in offset
 * order; a translated shape keeps its anchor). A step to a neighbouring
 * anchor is allowed when every hex of the shape there may be passed through;
 * a jump crosses gap hexes in a straight line. Dijkstra's algorithm with a
 * binary heap keyed on (cost, hex index) settles hexes in an order that
 * depends only on the map, never on memory. Scratch arrays come from the
 * game's allocator and are freed before each call returns. */
#include <string.h>

#include "atom.h"
#include "hex.h"

#define UNREACHED INT32_MAX

/* The tag of figures every side may pass through (tab_hex_set_open). */
#define OPEN_TAG "hex.open"

tab_status tabi_hex_check_mover(tab_game *g, const tab_hex_mover *mv, const char *who)
{
    if (!mv)
        return TAB_OK;
    uint32_t known = TAB_HEX_PASS_FIGURES | TAB_HEX_PASS_GAPS | TAB_HEX_PASS_IMPASSABLE |
                     TAB_HEX_END_ON_GAP;
    if (mv->flags & ~known)
        return tabi_fail(g, TAB_EINVAL, "%s: unknown mover flags 0x%x", who, mv->flags & ~known);
    if (mv->jump < 0 || mv->jump > TAB_HEX_MAP_MAX_SIDE)
        return tabi_fail(g, TAB_EINVAL, "%s: jump %d is out of range", who, mv->jump);
    return TAB_OK;
}

tab_status tab_hex_set_open(tab_game *g, tab_id fig, bool open)
{
    TABI_CHECK_GAME(g);
    if (!tab_entity_exists(g, fig))
        return tabi_fail(g, TAB_ENOTFOUND, "tab_hex_set_open: no entity %u", fig);
    tab_atom tag = tabi_atom_literal(g, OPEN_TAG);
    if (tag == TAB_ATOM_NONE)
        return TAB_ENOMEM;
    return open ? tab_entity_tag(g, fig, tag) : tab_entity_untag(g, fig, tag);
}

bool tab_hex_is_open(const tab_game *g, tab_id fig)
{
    tab_atom tag = g ? tabi_atom_literal_find(g, OPEN_TAG) : TAB_ATOM_NONE;
    return tag != TAB_ATOM_NONE && tab_entity_has_tag(g, fig, tag);
}

void tabi_hex_rules(const tab_game *g, const tabi_hexmap *m, tab_id self, int32_t side,
                    uint32_t flags, uint8_t *rules)
{
    int gaps = (flags & TAB_HEX_PASS_GAPS) != 0;
    tab_atom open = tabi_atom_literal_find(g, OPEN_TAG);
    for (uint32_t i = 0; i < m->n; i++) {
        tab_hex_terrain t = tabi_hexmap_terrain(m, i);
        tab_id f = tabi_hexmap_fig(g, m, i);
        if (f == self)
            f = TAB_ID_NONE;
        int fig_ok = !f || (flags & TAB_HEX_PASS_FIGURES) || m->side[i] == side ||
                     (open && tab_entity_has_tag(g, f, open));
        int ground = t == TAB_HEX_NORMAL || (t == TAB_HEX_GAP && gaps) ||
                     (t == TAB_HEX_IMPASSABLE && (flags & TAB_HEX_PASS_IMPASSABLE));
        uint8_t r = 0;
        if (ground && fig_ok)
            r |= TABI_HEX_PASS;
        if (!f && (t == TAB_HEX_NORMAL ||
                   (t == TAB_HEX_GAP && gaps && (flags & TAB_HEX_END_ON_GAP))))
            r |= TABI_HEX_END;
        if (t == TAB_HEX_GAP && fig_ok)
            r |= TABI_HEX_LEAP;
        rules[i] = r;
    }
}

tab_status tabi_hex_refuse(tab_game *g, const tabi_hexmap *m, uint32_t flags, tab_hex h,
                           int end, const char *who)
{
    int64_t i = tabi_hexmap_index(m, h);
    tab_hex_terrain t = i < 0 ? TAB_HEX_VOID : tabi_hexmap_terrain(m, (uint32_t)i);
    const char *why;
    tab_id f = i < 0 ? TAB_ID_NONE : tabi_hexmap_fig(g, m, (uint32_t)i);
    if (t == TAB_HEX_VOID)
        why = "is not on the map";
    else if (t == TAB_HEX_IMPASSABLE && (end || !(flags & TAB_HEX_PASS_IMPASSABLE)))
        why = "is impassable";
    else if (t == TAB_HEX_GAP && end && (flags & TAB_HEX_PASS_GAPS))
        why = "is a gap, and this mover may not end on a gap";
    else if (t == TAB_HEX_GAP && !(flags & TAB_HEX_PASS_GAPS))
        why = "is a gap";
    else if (f && end)
        why = "holds another figure";
    else if (f)
        why = "holds an enemy figure";
    else
        why = "is not allowed"; /* not reached while rules and this agree */
    if (f)
        return tabi_fail(g, TAB_EINVAL, "%s: hex (%d, %d) %s (%u)", who, h.q, h.r, why, f);
    return tabi_fail(g, TAB_EINVAL, "%s: hex (%d, %d) %s", who, h.q, h.r, why);
}

/* ---- The search ---------------------------------------------------------- */

typedef struct search {
    tab_game *g;
    tabi_hexmap m;
    tab_id fig;
    int32_t side;
    uint32_t flags;
    int32_t jump; /* 0 unless a one-hex figure may jump */
    tab_hex_cost_fn cost;
    void *ud;
    tab_hex cells[TAB_HEX_SHAPE_MAX]; /* where the figure stands, anchor first */
    tab_hex shape[TAB_HEX_SHAPE_MAX]; /* the same, less the anchor */
    uint32_t shape_n;
    uint32_t start; /* the anchor's index */
    int by_row;     /* offset rows (pointy-top) or columns (flat-top) */
    int8_t step[2][TAB_HEX_DIRS][2]; /* (col, row) steps clockwise from north, by parity */
    uint8_t *rules; /* per hex */
    int32_t *dist;  /* per anchor index */
    uint64_t *heap; /* (cost << 32 | index), a binary min-heap */
    uint32_t heap_len, heap_cap;
} search;

typedef struct edge {
    uint32_t i;
    int32_t cost;
} edge;

static void release(search *s)
{
    tabi_free(s->g, s->rules, s->m.n);
    tabi_free(s->g, s->dist, (size_t)s->m.n * sizeof *s->dist);
    tabi_free(s->g, s->heap, (size_t)s->heap_cap * sizeof *s->heap);
    s->rules = NULL;
    s->dist = NULL;
    s->heap = NULL;
}

/* Neighbours in offset coordinates differ only with the parity of the row
 * (or column), so searches step between array indices without going
 * through axial coordinates. */
static void offset_steps(search *s)
{
    s->by_row = s->m.layout == TAB_HEX_ODD_R || s->m.layout == TAB_HEX_EVEN_R;
    for (int p = 0; p < 2; p++) {
        tab_hex_offset base = s->by_row ? (tab_hex_offset){0, p} : (tab_hex_offset){p, 0};
        tab_hex h = {0, 0};
        tab_hex_from_offset(s->m.layout, base, &h);
        for (int k = 0; k < TAB_HEX_DIRS; k++) {
            tab_hex_offset o = tab_hex_to_offset(s->m.layout, tab_hex_neighbor(s->m.orient, h, k));
            s->step[p][k][0] = (int8_t)(o.col - base.col);
            s->step[p][k][1] = (int8_t)(o.row - base.row);
        }
    }
}

/* Reads the map, the mover and the figure, and allocates the scratch. */
static tab_status setup(search *s, tab_game *g, tab_id map, tab_id fig, const tab_hex_mover *mv,
                        const char *who)
{
    memset(s, 0, sizeof *s);
    s->g = g;
    tab_status st = tabi_hexmap_load(g, map, &s->m, who);
    if (st != TAB_OK || (st = tabi_hex_check_mover(g, mv, who)) != TAB_OK ||
        (st = tabi_hexmap_figure(g, &s->m, fig, s->cells, &s->shape_n, &s->side, who)) != TAB_OK)
        return st;
    s->fig = fig;
    if (mv) {
        s->flags = mv->flags;
        s->jump = mv->jump;
        s->cost = mv->cost;
        s->ud = mv->ud;
    }
    if (s->jump && s->shape_n > 1)
        return tabi_fail(g, TAB_EINVAL, "%s: only one-hex figures jump (figure %u has %u hexes)",
                         who, fig, s->shape_n);
    for (uint32_t j = 0; j < s->shape_n; j++)
        s->shape[j] = tab_hex_sub(s->cells[j], s->cells[0]);
    s->start = (uint32_t)tabi_hexmap_index(&s->m, s->cells[0]);
    offset_steps(s);
    s->rules = tabi_realloc(g, NULL, 0, s->m.n);
    s->dist = tabi_realloc(g, NULL, 0, (size_t)s->m.n * sizeof *s->dist);
    if (!s->rules || !s->dist) {
        release(s);
        return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
    }
    tabi_hex_rules(g, &s->m, fig, s->side, s->flags, s->rules);
    return TAB_OK;
}

/* The index of the neighbour of index i in direction k, or -1 off the map. */
static int64_t nbr(const search *s, uint32_t i, int k)
{
    uint32_t cols = (uint32_t)s->m.cols;
    int32_t col = (int32_t)(i % cols), row = (int32_t)(i / cols);
    const int8_t *d = s->step[(s->by_row ? row : col) & 1][k];
    col += d[0];
    row += d[1];
    if (col < 0 || col >= s->m.cols || row < 0 || row >= s->m.rows)
        return -1;
    return (int64_t)row * s->m.cols + col;
}

static tab_hex hex_of(const search *s, uint32_t i) { return tabi_hexmap_hex(&s->m, i); }

/* Whether every hex of the shape with its anchor at index ai has rule bit. */
static int node_all(const search *s, int64_t ai, uint8_t bit)
{
    if (ai < 0 || !(s->rules[ai] & bit))
        return 0;
    if (s->shape_n == 1)
        return 1;
    tab_hex a = hex_of(s, (uint32_t)ai);
    for (uint32_t j = 1; j < s->shape_n; j++) {
        int64_t ci = tabi_hexmap_index(&s->m, tab_hex_add(a, s->shape[j]));
        if (ci < 0 || !(s->rules[ci] & bit))
            return 0;
    }
    return 1;
}

/* Whether some hex of the shape with its anchor at index ai has rule bit. */
static int node_any(const search *s, uint32_t ai, uint8_t bit)
{
    if (s->rules[ai] & bit)
        return 1;
    tab_hex a = hex_of(s, ai);
    for (uint32_t j = 1; j < s->shape_n; j++) {
        int64_t ci = tabi_hexmap_index(&s->m, tab_hex_add(a, s->shape[j]));
        if (ci >= 0 && (s->rules[ci] & bit))
            return 1;
    }
    return 0;
}

/* A gap a jumper crosses: one it may leap and may not simply enter. */
static int leapable(const search *s, int64_t i)
{
    return i >= 0 && (s->rules[i] & (TABI_HEX_LEAP | TABI_HEX_PASS)) == TABI_HEX_LEAP;
}

static int32_t step_cost(const search *s, uint32_t from, uint32_t to)
{
    if (!s->cost)
        return 1;
    int32_t c = s->cost(s->ud, hex_of(s, from), hex_of(s, to));
    return c < 1 ? -1 : c;
}

/* The cost of the straight run of steps from index u in direction k,
 * steps long, or -1 when a step is forbidden or the sum overflows. */
static int32_t run_cost(const search *s, uint32_t u, int k, int32_t steps)
{
    if (!s->cost)
        return steps;
    int64_t total = 0;
    for (int32_t j = 0; j < steps; j++) {
        uint32_t v = (uint32_t)nbr(s, u, k);
        int32_t c = step_cost(s, u, v);
        if (c < 0 || (total += c) > INT32_MAX)
            return -1;
        u = v;
    }
    return (int32_t)total;
}

/* The moves out of anchor index u, at most one per direction, clockwise
 * from north: a step, or a jump over gaps. */
static uint32_t out_edges(const search *s, uint32_t u, edge *out)
{
    uint32_t n = 0;
    for (int k = 0; k < TAB_HEX_DIRS; k++) {
        int64_t v = nbr(s, u, k);
        if (v < 0)
            continue;
        if (node_all(s, v, TABI_HEX_PASS)) {
            int32_t c = step_cost(s, u, (uint32_t)v);
            if (c > 0)
                out[n++] = (edge){(uint32_t)v, c};
            continue;
        }
        if (!s->jump || !leapable(s, v))
            continue;
        int64_t w = v;
        for (int32_t gaps = 1; gaps <= s->jump; gaps++) {
            if ((w = nbr(s, (uint32_t)w, k)) < 0)
                break;
            if (node_all(s, w, TABI_HEX_PASS)) {
                int32_t c = run_cost(s, u, k, gaps + 1);
                if (c > 0)
                    out[n++] = (edge){(uint32_t)w, c};
                break;
            }
            if (!leapable(s, w))
                break;
        }
    }
    return n;
}

/* Whether a move may start from (or pass) anchor index u: where the figure
 * is, or a place it may pass. */
static int source(const search *s, int64_t u)
{
    return u == (int64_t)s->start || node_all(s, u, TABI_HEX_PASS);
}

/* The moves into anchor index v (which may be passed): the reverse of
 * out_edges. */
static uint32_t in_edges(const search *s, uint32_t v, edge *out)
{
    uint32_t n = 0;
    for (int k = 0; k < TAB_HEX_DIRS; k++) {
        int back = (k + 3) % TAB_HEX_DIRS;
        int64_t u = nbr(s, v, back);
        if (u < 0)
            continue;
        if (source(s, u)) {
            int32_t c = step_cost(s, (uint32_t)u, v);
            if (c > 0)
                out[n++] = (edge){(uint32_t)u, c};
        }
        /* A jump lands on the first passable hex after its gaps, so every
         * hex between the source and v is a gap it cannot simply enter. */
        int64_t gap = u;
        for (int32_t gaps = 1; s->jump && gaps <= s->jump && leapable(s, gap); gaps++) {
            if ((u = nbr(s, (uint32_t)gap, back)) < 0)
                break;
            if (source(s, u)) {
                int32_t c = run_cost(s, (uint32_t)u, k, gaps + 1);
                if (c > 0)
                    out[n++] = (edge){(uint32_t)u, c};
            }
            gap = u;
        }
    }
    return n;
}

static tab_status push(search *s, int32_t cost, uint32_t i)
{
    if (s->heap_len == s->heap_cap &&
        tabi_grow(s->g, (void **)&s->heap, &s->heap_cap, s->heap_len + 1, sizeof *s->heap) !=
            TAB_OK)
        return TAB_ENOMEM;
    uint64_t key = (uint64_t)(uint32_t)cost << 32 | i;
    uint32_t at = s->heap_len++;
    while (at > 0 && s->heap[(at - 1) / 2] > key) {
        s->heap[at] = s->heap[(at - 1) / 2];
        at = (at - 1) / 2;
    }
    s->heap[at] = key;
    return TAB_OK;
}

static uint64_t pop(search *s)
{
    uint64_t top = s->heap[0], last = s->heap[--s->heap_len];
    uint32_t at = 0;
    for (;;) {
        uint32_t c = 2 * at + 1;
        if (c >= s->heap_len)
            break;
        if (c + 1 < s->heap_len && s->heap[c + 1] < s->heap[c])
            c++;
        if (s->heap[c] >= last)
            break;
        s->heap[at] = s->heap[c];
        at = c;
    }
    if (s->heap_len)
        s->heap[at] = last;
    return top;
}

/* What a settled hex is asked: stop the search here? */
typedef int (*settle_fn)(search *s, uint32_t i, int32_t cost, void *ud);

/* Dijkstra from index from, forward (over out_edges) or backward (over
 * in_edges, giving costs to from), costs up to budget (negative: any).
 * settle, when not NULL, sees each hex as it is settled and may stop the
 * search. */
static tab_status dijkstra(search *s, int backward, uint32_t from, int32_t budget,
                           settle_fn settle, void *ud)
{
    for (uint32_t i = 0; i < s->m.n; i++)
        s->dist[i] = UNREACHED;
    s->heap_len = 0;
    s->dist[from] = 0;
    if (push(s, 0, from) != TAB_OK)
        return TAB_ENOMEM;
    while (s->heap_len) {
        uint64_t key = pop(s);
        uint32_t i = (uint32_t)key;
        int32_t d = (int32_t)(key >> 32);
        if (d != s->dist[i])
            continue;
        if (settle && settle(s, i, d, ud))
            return TAB_OK;
        edge e[TAB_HEX_DIRS];
        uint32_t ne = backward ? in_edges(s, i, e) : out_edges(s, i, e);
        for (uint32_t j = 0; j < ne; j++) {
            int64_t nd = (int64_t)d + e[j].cost;
            if (nd >= UNREACHED || (budget >= 0 && nd > budget) || nd >= s->dist[e[j].i])
                continue;
            s->dist[e[j].i] = (int32_t)nd;
            if (push(s, (int32_t)nd, e[j].i) != TAB_OK)
                return TAB_ENOMEM;
        }
    }
    return TAB_OK;
}

/* ---- Reachable sets ------------------------------------------------------ */

/* A result with its sort key: cost, then bearing from the start (clockwise
 * from north, as tabi_hex_bearing keys it), then distance. */
typedef struct ranked {
    int32_t cost, dist;
    double bearing;
    tab_hex hex;
} ranked;

static int ranked_before(const ranked *a, const ranked *b)
{
    if (a->cost != b->cost)
        return a->cost < b->cost;
    if (a->bearing != b->bearing)
        return a->bearing < b->bearing;
    return a->dist < b->dist;
}

/* Bottom-up merge sort of a[0..n) using tmp; returns where the result is. */
static ranked *sort_ranked(ranked *a, ranked *tmp, uint32_t n)
{
    for (uint32_t width = 1; width < n; width *= 2) {
        for (uint32_t lo = 0; lo < n; lo += 2 * width) {
            uint32_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
            uint32_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                tmp[k++] = ranked_before(&a[j], &a[i]) ? a[j++] : a[i++];
            while (i < mid)
                tmp[k++] = a[i++];
            while (j < hi)
                tmp[k++] = a[j++];
        }
        ranked *t = a;
        a = tmp;
        tmp = t;
    }
    return a;
}

/* Appends each settled hex's index to the list at ud: the reached hexes,
 * so a short move's results cost its own size, not the map's. */
static int collect(search *s, uint32_t i, int32_t cost, void *ud)
{
    uint32_t *list = ud;
    (void)s, (void)cost;
    list[++list[0]] = i;
    return 0;
}

tab_status tab_hex_reachable(tab_game *g, tab_id map, tab_id fig, const tab_hex_mover *m,
                             int32_t budget, tab_hex_step *out, uint32_t cap, uint32_t *count)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_reachable";
    if (!count || (!out && cap))
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL %s", who, count ? "out" : "count");
    search s;
    tab_status st = setup(&s, g, map, fig, m, who);
    if (st != TAB_OK)
        return st;
    ranked *all = NULL;
    uint32_t n = 0, *settled = tabi_realloc(g, NULL, 0, ((size_t)s.m.n + 1) * sizeof *settled);
    if (!settled) {
        st = tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
        goto done;
    }
    settled[0] = 0;
    if ((st = dijkstra(&s, 0, s.start, budget, collect, settled)) != TAB_OK)
        goto done;
    for (uint32_t k = 1; k <= settled[0]; k++) {
        uint32_t i = settled[k];
        if (i == s.start || node_all(&s, i, TABI_HEX_END))
            settled[++n] = i;
    }
    all = tabi_realloc(g, NULL, 0, 2 * (size_t)n * sizeof *all); /* and room to sort */
    if (!all) {
        st = tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
        goto done;
    }
    for (uint32_t k = 1; k <= n; k++) {
        uint32_t i = settled[k];
        tab_hex h = hex_of(&s, i), v = tab_hex_sub(h, s.cells[0]);
        all[k - 1] = (ranked){s.dist[i], tab_hex_length(v), tabi_hex_bearing(s.m.orient, v), h};
    }
    const ranked *sorted = sort_ranked(all, all + n, n);
    for (uint32_t i = 0; i < n && i < cap; i++)
        out[i] = (tab_hex_step){sorted[i].hex, sorted[i].cost};
    *count = n;
done:
    tabi_free(g, all, 2 * (size_t)n * sizeof *all);
    tabi_free(g, settled, ((size_t)s.m.n + 1) * sizeof *settled);
    release(&s);
    return st;
}

/* ---- Paths and moves ----------------------------------------------------- */

static int stop_at(search *s, uint32_t i, int32_t cost, void *ud)
{
    (void)s, (void)cost;
    return i == *(const uint32_t *)ud;
}

/* Checks that the figure may end with its anchor on to, giving its index. */
static tab_status check_end(search *s, tab_hex to, uint32_t *to_i, const char *who)
{
    int64_t ti = tabi_hexmap_index(&s->m, to);
    if (ti == (int64_t)s->start) {
        *to_i = s->start;
        return TAB_OK;
    }
    for (uint32_t j = 0; j < s->shape_n; j++) {
        tab_hex h = tab_hex_add(to, s->shape[j]);
        int64_t i = tabi_hexmap_index(&s->m, h);
        if (i < 0 || !(s->rules[i] & TABI_HEX_END))
            return tabi_hex_refuse(s->g, &s->m, s->flags, h, 1, who);
    }
    *to_i = (uint32_t)ti;
    return TAB_OK;
}

tab_status tab_hex_path(tab_game *g, tab_id map, tab_id fig, const tab_hex_mover *m, tab_hex to,
                        tab_hex *out, uint32_t cap, uint32_t *n, int32_t *cost)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_path";
    if (!n || !cost || (!out && cap))
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL %s", who, !n ? "n" : !cost ? "cost" : "out");
    search s;
    tab_status st = setup(&s, g, map, fig, m, who);
    if (st != TAB_OK)
        return st;
    *n = 0;
    *cost = -1;
    uint32_t to_i;
    if (check_end(&s, to, &to_i, who) != TAB_OK) {
        release(&s);
        return TAB_OK; /* no path: not an error */
    }
    /* Costs to the goal first, so that walking from the start each step can
     * take the first direction (clockwise from north) that stays cheapest. */
    if ((st = dijkstra(&s, 1, to_i, -1, stop_at, &s.start)) != TAB_OK) {
        release(&s);
        return st;
    }
    if (s.dist[s.start] == UNREACHED) {
        release(&s);
        return TAB_OK;
    }
    *cost = s.dist[s.start];
    uint32_t k = 0, at = s.start;
    if (k < cap)
        out[k] = s.cells[0];
    k++;
    while (at != to_i) {
        edge e[TAB_HEX_DIRS];
        uint32_t ne = out_edges(&s, at, e), j = 0;
        while (j < ne && (s.dist[e[j].i] == UNREACHED ||
                          (int64_t)s.dist[e[j].i] + e[j].cost != s.dist[at]))
            j++;
        if (j == ne) /* costs that change between calls: give up cleanly */
            break;
        /* A jump is a straight run: list the gaps it crosses too. */
        tab_hex u = hex_of(&s, at), w = hex_of(&s, e[j].i), span = tab_hex_sub(w, u);
        int32_t steps = tab_hex_length(span);
        tab_hex unit = tab_hex_at(span.q / steps, span.r / steps);
        for (int32_t t = 1; t <= steps; t++) {
            if (k < cap)
                out[k] = tab_hex_add(u, tab_hex_scale(unit, t));
            k++;
        }
        at = e[j].i;
    }
    *n = k;
    release(&s);
    return TAB_OK;
}

tab_status tab_hex_move(tab_game *g, tab_id map, tab_id fig, const tab_hex_mover *m, tab_hex to,
                        int32_t budget, int32_t *cost)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_move";
    search s;
    tab_status st = setup(&s, g, map, fig, m, who);
    if (st != TAB_OK)
        return st;
    uint32_t to_i;
    if ((st = check_end(&s, to, &to_i, who)) != TAB_OK ||
        (st = dijkstra(&s, 0, s.start, budget, stop_at, &to_i)) != TAB_OK)
        goto done;
    if (s.dist[to_i] == UNREACHED) {
        /* Say whether more movement would have done. */
        if (budget >= 0 && (st = dijkstra(&s, 0, s.start, -1, stop_at, &to_i)) != TAB_OK)
            goto done;
        if (s.dist[to_i] != UNREACHED)
            st = tabi_fail(g, TAB_EINVAL, "%s: hex (%d, %d) costs %d, more than the budget %d",
                           who, to.q, to.r, s.dist[to_i], budget);
        else
            st = tabi_fail(g, TAB_EINVAL, "%s: figure %u has no way to hex (%d, %d)", who, fig,
                           to.q, to.r);
        goto done;
    }
    int32_t c = s.dist[to_i];
    if (cost)
        *cost = c;
    if (to_i != s.start) {
        tab_hex dest[TAB_HEX_SHAPE_MAX];
        for (uint32_t j = 0; j < s.shape_n; j++)
            dest[j] = tab_hex_add(to, s.shape[j]);
        tabi_hexmap_shift(g, &s.m, fig, s.cells, dest, s.shape_n, s.side);
        tabi_emit(g, TAB_EV_HEX_MOVE, fig, map, tab_hex_pack(s.cells[0]), tab_hex_pack(to), c);
    }
done:
    release(&s);
    return st;
}

/* ---- Open paths ---------------------------------------------------------- */

typedef struct goal_search {
    int32_t cost; /* of the goals found so far; -1: none yet */
    tab_hex best;
} goal_search;

static int settle_goal(search *s, uint32_t i, int32_t cost, void *ud)
{
    goal_search *gs = ud;
    if (gs->cost >= 0 && cost > gs->cost)
        return 1; /* every goal as cheap as the first is in */
    if (!node_any(s, i, TABI_HEX_GOAL) || (i != s->start && !node_all(s, i, TABI_HEX_END)))
        return 0;
    tab_hex h = hex_of(s, i);
    if (gs->cost < 0 || tab_hex_compare_clockwise(s->m.orient, s->cells[0], h, gs->best) < 0)
        gs->best = h;
    gs->cost = cost;
    return 0;
}

tab_status tab_hex_open_path(tab_game *g, tab_id map, tab_id fig, const tab_hex_mover *m,
                             tab_id target, bool *open, int32_t *cost, tab_hex *end)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_open_path";
    if (!open || !cost)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL %s", who, open ? "cost" : "open");
    search s;
    tab_status st = setup(&s, g, map, fig, m, who);
    if (st != TAB_OK)
        return st;
    tab_hex tcells[TAB_HEX_SHAPE_MAX];
    uint32_t tn;
    if ((st = tabi_hexmap_figure(g, &s.m, target, tcells, &tn, NULL, who)) != TAB_OK)
        goto done;
    if (target == fig) {
        st = tabi_fail(g, TAB_EINVAL, "%s: figure %u is its own target", who, fig);
        goto done;
    }
    for (uint32_t c = 0; c < tn; c++)
        for (int k = 0; k < TAB_HEX_DIRS; k++) {
            int64_t i = tabi_hexmap_index(&s.m, tab_hex_neighbor(s.m.orient, tcells[c], k));
            if (i >= 0 && (tab_id)s.m.occupant[i] != target)
                s.rules[i] |= TABI_HEX_GOAL;
        }
    goal_search gs = {-1, {0, 0}};
    if ((st = dijkstra(&s, 0, s.start, -1, settle_goal, &gs)) != TAB_OK)
        goto done;
    *open = gs.cost >= 0;
    *cost = gs.cost;
    if (end && *open)
        *end = gs.best;
done:
    release(&s);
    return st;
}
