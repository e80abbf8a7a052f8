/* grid_path.c - movement on square grids: the reachable set (Dijkstra from
 * the start, on a bucket queue when the kernel prices the steps) and
 * cheapest paths (A* from the goal back to the start, then a walk forward
 * that takes, at each cell, the first move in the canonical order that stays
 * on a cheapest path).
 *
 * Costs are pairs (movement points, fall tiles) compared in that order and
 * packed into one uint64, so both searches settle the fewest points first
 * and the fewest fall tiles among those. The backward A* goes on until every
 * cell whose estimate is no worse than the start's cost is settled: those
 * are all the cells on all cheapest paths, so the forward walk can pick
 * among them by direction alone, and the path returned does not depend on
 * the search order; nor does the reachable set, each cell's value being its
 * least (cost, fall) whatever order ties settle in. Per-cell facts
 * (terrain, height, who may pass or stop) are built the first time a search
 * touches a cell. */
#include <string.h>

#include "grid.h"

/* What a cell allows, built from its terrain and occupants. */
enum {
    C_PASS = TAB_GRID_PASS, /* may be crossed */
    C_END = TAB_GRID_END,   /* may be stopped on */
    C_GAP = 0x04,           /* gap terrain: may be leapt */
    C_WALL = 0x08,          /* blocking terrain: may not be leapt */
    C_SOFT = 0x10           /* no fall damage */
};

/* Search state bits per cell. */
enum { S_BUILT = 1, S_SEEN = 2, S_DONE = 4 };

typedef struct cellinfo {
    int32_t h;
    uint16_t cost;
    uint8_t flags;
    uint8_t pad;
} cellinfo;

/* A heap entry: ordered by key, then by sub = (tie << 32) | cell. */
typedef struct hnode {
    uint64_t key, sub;
} hnode;

#define COST_LIMIT ((uint64_t)INT32_MAX)
#define FALL_LIMIT ((uint64_t)UINT32_MAX)

typedef struct search {
    tab_game *g;
    const tabi_grid *v;
    const tab_grid_move_opts *mv;
    const char *who;
    uint64_t mark; /* tab_event_end at the start: a callback that changes g moves it */
    tab_status status;
    int dstep;     /* 2: orthogonal directions only; 1: all eight */
    uint8_t *state;
    cellinfo *info;
    uint64_t *dist; /* (cost << 32) | fall */
    uint8_t *rel;   /* per occupant record: what the mover may do there */
    uint8_t tflags[TAB_GRID_MAX_TERRAIN]; /* per terrain type: C_* before occupants */
    uint16_t tcost[TAB_GRID_MAX_TERRAIN];
    uint32_t *bhead; /* bucket queue: per cost modulo BUCKETS, the newest entry */
    uint32_t *bq;    /* its entries: (cell, next) pairs */
    uint32_t bqlen, bqcap, bpending, bcur;
    void *block;
    size_t block_bytes;
    hnode *heap;
    uint32_t hlen, hcap;
} search;

static bool changed(search *s)
{
    if (tab_event_end(s->g) == s->mark)
        return false;
    s->status = tabi_fail(s->g, TAB_EMISUSE, "%s: a callback changed the game during the search",
                          s->who);
    return true;
}

/* What terrain flags tf allow, before occupants. */
static uint8_t terrain_allows(uint32_t tf)
{
    uint8_t f = 0;
    if (!(tf & (TAB_GRID_T_BLOCKS_MOVE | TAB_GRID_T_GAP)))
        f = (tf & TAB_GRID_T_NO_END) ? C_PASS : C_PASS | C_END;
    if (tf & TAB_GRID_T_GAP)
        f |= C_GAP;
    if (tf & TAB_GRID_T_BLOCKS_MOVE)
        f |= C_WALL;
    if (tf & TAB_GRID_T_SOFT)
        f |= C_SOFT;
    return f;
}

static const cellinfo *cell_build(search *s, uint32_t c)
{
    const tabi_grid *v = s->v;
    uint32_t t = (uint32_t)v->terrain[c];
    uint8_t f = t < TAB_GRID_MAX_TERRAIN ? s->tflags[t] : terrain_allows(TABI_T_CORRUPT);
    uint16_t cost = t < TAB_GRID_MAX_TERRAIN ? s->tcost[t] : 1;
    if (v->nocc)
        for (uint32_t i = tabi_grid_occ_lower(v, c);
             i < v->nocc && v->occ[i * TABI_OCC_STRIDE + 1] == (int64_t)c; i++)
            f &= (uint8_t)(s->rel[i] | ~(C_PASS | C_END));
    s->info[c] = (cellinfo){v->height[c], cost, f, 0};
    s->state[c] |= S_BUILT;
    return &s->info[c];
}

static inline const cellinfo *cell(search *s, uint32_t c)
{
    return (s->state[c] & S_BUILT) ? &s->info[c] : cell_build(s, c);
}

/* ---- The heap: (key, tie, cell), smallest first; four children a node,
 * which halves the depth a pop sifts through. */

static inline bool before(const hnode *a, const hnode *b)
{
    return a->key < b->key || (a->key == b->key && a->sub < b->sub);
}

static bool push(search *s, uint64_t key, uint32_t tie, uint32_t c)
{
    if (s->hlen == s->hcap) {
        uint32_t cap = s->hcap ? s->hcap * 2 : 256;
        hnode *h = tabi_realloc(s->g, s->heap, (size_t)s->hcap * sizeof *h, (size_t)cap * sizeof *h);
        if (!h) {
            s->status = tabi_fail(s->g, TAB_ENOMEM, "%s: out of memory", s->who);
            return false;
        }
        s->heap = h;
        s->hcap = cap;
    }
    hnode n = {key, (uint64_t)tie << 32 | c};
    uint32_t i = s->hlen++;
    while (i > 0) {
        uint32_t p = (i - 1) / 4;
        if (!before(&n, &s->heap[p]))
            break;
        s->heap[i] = s->heap[p];
        i = p;
    }
    s->heap[i] = n;
    return true;
}

static hnode pop(search *s)
{
    hnode top = s->heap[0], last = s->heap[--s->hlen];
    uint32_t i = 0, n = s->hlen;
    for (;;) {
        uint32_t c = 4 * i + 1;
        if (c >= n)
            break;
        uint32_t best = c, stop = c + 4 < n ? c + 4 : n;
        for (uint32_t k = c + 1; k < stop; k++)
            if (before(&s->heap[k], &s->heap[best]))
                best = k;
        if (!before(&s->heap[best], &last))
            break;
        s->heap[i] = s->heap[best];
        i = best;
    }
    if (n)
        s->heap[i] = last;
    return top;
}

/* ---- The bucket queue ---------------------------------------------------
 * When every step costs 1..BUCKETS-1 (the kernel's costs; not a callback's),
 * the costs waiting in the queue span fewer than BUCKETS values, so one list
 * per cost modulo BUCKETS is a priority queue with O(1) operations. Cells of
 * one cost may come out in any order: each was reached from cells that cost
 * strictly less, all settled already, so its (cost, fall) is final. */

#define BUCKETS 1024u /* > TAB_GRID_MAX_COST + 1, a power of two */
#define NO_ENTRY UINT32_MAX

static bool bq_push(search *s, uint64_t cost, uint32_t c)
{
    if (s->bqlen == s->bqcap) {
        uint32_t cap = s->bqcap ? s->bqcap * 2 : 1024;
        uint32_t *q = tabi_realloc(s->g, s->bq, (size_t)s->bqcap * 2 * sizeof *q,
                                   (size_t)cap * 2 * sizeof *q);
        if (!q) {
            s->status = tabi_fail(s->g, TAB_ENOMEM, "%s: out of memory", s->who);
            return false;
        }
        s->bq = q;
        s->bqcap = cap;
    }
    uint32_t e = s->bqlen++, b = (uint32_t)cost & (BUCKETS - 1);
    s->bq[2 * e] = c;
    s->bq[2 * e + 1] = s->bhead[b];
    s->bhead[b] = e;
    s->bpending++;
    return true;
}

static bool bq_pop(search *s, uint32_t *c)
{
    if (!s->bpending)
        return false;
    uint32_t b;
    while ((b = s->bhead[s->bcur & (BUCKETS - 1)]) == NO_ENTRY)
        s->bcur++;
    s->bhead[s->bcur & (BUCKETS - 1)] = s->bq[2 * b + 1];
    s->bpending--;
    *c = s->bq[2 * b];
    return true;
}

/* ---- Moves ------------------------------------------------------------ */

static const int8_t DX[8] = {0, 1, 1, 1, 0, -1, -1, -1};
static const int8_t DY[8] = {-1, -1, 0, 1, 1, 1, 0, -1};

static uint64_t key_add(uint64_t a, uint64_t b)
{
    uint64_t cost = (a >> 32) + (b >> 32), fall = (a & FALL_LIMIT) + (b & FALL_LIMIT);
    if (cost > COST_LIMIT)
        return UINT64_MAX;
    return cost << 32 | (fall > FALL_LIMIT ? FALL_LIMIT : fall);
}

static int32_t fall_of(uint64_t key)
{
    uint64_t f = key & FALL_LIMIT;
    return f > INT32_MAX ? INT32_MAX : (int32_t)f;
}

/* The move from cell (x, y) one step (or, leap, two) in direction d, when
 * walls, the gap and heights allow it: its landing cell in *to and its
 * (cost, fall) in *k. Who may pass or stop where is the caller's business;
 * the caller has checked the landing cell is inside the grid. */
static bool move_eval(search *s, int32_t x, int32_t y, int d, bool leap, uint32_t *to,
                      uint64_t *k)
{
    const tabi_grid *v = s->v;
    const tab_grid_move_opts *mv = s->mv;
    const int dx = DX[d], dy = DY[d];
    int n = leap ? 2 : 1;
    int32_t tx = x + n * dx, ty = y + n * dy;
    uint32_t from = (uint32_t)(y * v->w + x), dest = (uint32_t)(ty * v->w + tx);
    if (!tabi_grid_step_open(v, x, y, dx, dy))
        return false;
    const cellinfo *a = cell(s, from), *b = cell(s, dest);
    if (leap) {
        if (!tabi_grid_step_open(v, x + dx, y + dy, dx, dy))
            return false;
        const cellinfo *m = cell(s, (uint32_t)((y + dy) * v->w + x + dx));
        if (!(m->flags & C_GAP) && ((m->flags & C_WALL) || m->h >= a->h || m->h >= b->h))
            return false;
    }
    int64_t rise = (int64_t)b->h - a->h;
    bool ok = rise <= mv->jump && (-rise <= mv->jump || (mv->flags & TAB_GRID_FALLS));
    int64_t cost = b->cost + (leap ? 1 : 0);
    if (mv->step) {
        tab_grid_step_info info = {s->v->id, mv->mover, {x, y}, {tx, ty}, (int32_t)rise, leap,
                                   ok ? (int32_t)cost : -1};
        int32_t r = mv->step(mv->step_ud, s->g, &info);
        if (changed(s) || r < 0)
            return false;
        cost = r < n ? n : r;
    } else if (!ok)
        return false;
    int64_t fall = -rise > mv->jump && !(b->flags & C_SOFT) ? -rise - mv->jump : 0;
    *to = dest;
    *k = (uint64_t)cost << 32 | (uint64_t)fall;
    return true;
}

/* move_eval for a step (not a leap) priced by the kernel, from cell a at
 * (x, y) to cell b in direction d. */
static inline bool walk_eval(const search *s, const cellinfo *a, const cellinfo *b, int32_t x,
                             int32_t y, int d, uint64_t *k)
{
    if (!tabi_grid_step_open(s->v, x, y, DX[d], DY[d]))
        return false;
    const int32_t jump = s->mv->jump;
    int64_t rise = (int64_t)b->h - a->h, fall = 0;
    if (rise > jump)
        return false;
    if (-rise > jump) {
        if (!(s->mv->flags & TAB_GRID_FALLS))
            return false;
        fall = (b->flags & C_SOFT) ? 0 : -rise - jump;
    }
    *k = (uint64_t)b->cost << 32 | (uint64_t)fall;
    return true;
}

/* ---- Set-up and tear-down ------------------------------------------- */

static tab_status begin(search *s, tab_game *g, const tabi_grid *v, const tab_grid_move_opts *mv,
                        const char *who)
{
    memset(s, 0, sizeof *s);
    s->g = g;
    s->v = v;
    s->mv = mv;
    s->who = who;
    s->mark = tab_event_end(g);
    if (!mv)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL options", who);
    if (mv->jump < 0)
        return tabi_fail(g, TAB_EINVAL, "%s: jump %d is negative", who, mv->jump);
    uint32_t known = TAB_GRID_DIAGONAL | TAB_GRID_FALLS | TAB_GRID_LEAP;
    if (mv->flags & ~known)
        return tabi_fail(g, TAB_EINVAL, "%s: unknown flags 0x%x", who, mv->flags & ~known);
    if (mv->mover != TAB_ID_NONE && !tabi_live(g, mv->mover))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no mover %u", who, mv->mover);
    s->dstep = (mv->flags & TAB_GRID_DIAGONAL) ? 1 : 2;
    size_t cells = v->cells;
    s->block_bytes = cells * (sizeof(uint64_t) + sizeof(cellinfo) + 1) +
                     BUCKETS * sizeof(uint32_t) + v->nocc + 1;
    s->block = tabi_realloc(g, NULL, 0, s->block_bytes);
    if (!s->block)
        return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
    s->dist = s->block;
    s->info = (cellinfo *)(s->dist + cells);
    s->bhead = (uint32_t *)(s->info + cells);
    s->state = (uint8_t *)(s->bhead + BUCKETS);
    memset(s->bhead, 0xff, BUCKETS * sizeof(uint32_t));
    for (uint32_t t = 0; t < TAB_GRID_MAX_TERRAIN; t++) {
        bool ok = tabi_grid_tvalid(v, t);
        s->tflags[t] = terrain_allows(ok ? (uint32_t)v->tdef[2 * t + 1] : TABI_T_CORRUPT);
        int32_t c = ok ? v->tdef[2 * t] : 1;
        s->tcost[t] = (uint16_t)(c < 1 ? 1 : c > TAB_GRID_MAX_COST ? TAB_GRID_MAX_COST : c);
    }
    s->rel = s->state + cells;
    memset(s->state, 0, cells);
    /* What the mover may do on each occupant's cell, asked once, in record
     * order; its own records, and dead entities', do not count. */
    for (uint32_t i = 0; i < v->nocc; i++) {
        tab_id e = (tab_id)v->occ[i * TABI_OCC_STRIDE];
        uint32_t r = TAB_GRID_SHARE;
        if (e != mv->mover && tabi_live(g, e)) {
            r = mv->relation ? mv->relation(mv->relation_ud, g, mv->mover, e) : TAB_GRID_BLOCK;
            if (changed(s))
                return s->status;
        }
        s->rel[i] = (uint8_t)(r & TAB_GRID_SHARE);
    }
    return TAB_OK;
}

static void end(search *s)
{
    tabi_free(s->g, s->block, s->block_bytes);
    tabi_free(s->g, s->heap, (size_t)s->hcap * sizeof *s->heap);
    tabi_free(s->g, s->bq, (size_t)s->bqcap * 2 * sizeof *s->bq);
}

/* ---- Reachable set ---------------------------------------------------- */

/* Dijkstra from start, with the bucket queue when steps cost what the kernel
 * says, else the heap. */
static tab_status reach(search *s, uint32_t start)
{
    const tabi_grid *v = s->v;
    const int64_t budget = s->mv->budget;
    const int leaps = (s->mv->flags & TAB_GRID_LEAP) ? 1 : 0;
    const bool buckets = !s->mv->step;
    s->dist[start] = 0;
    s->state[start] |= S_SEEN;
    if (!(buckets ? bq_push(s, 0, start) : push(s, 0, 0, start)))
        return s->status;
    for (;;) {
        uint32_t u;
        if (buckets) {
            if (!bq_pop(s, &u))
                break;
        } else {
            if (!s->hlen)
                break;
            u = (uint32_t)pop(s).sub;
        }
        if (s->state[u] & S_DONE)
            continue;
        s->state[u] |= S_DONE;
        const cellinfo *here = cell(s, u);
        if (u != start && !(here->flags & C_PASS))
            continue;
        int32_t x = (int32_t)(u % (uint32_t)v->w), y = (int32_t)(u / (uint32_t)v->w);
        for (int d = 0; d < 8; d += s->dstep) {
            for (int leap = 0; leap <= leaps; leap++) {
                int64_t tx = x + (leap + 1) * DX[d], ty = y + (leap + 1) * DY[d];
                if (!tabi_grid_inside(v, tx, ty))
                    continue;
                uint32_t t = (uint32_t)(ty * v->w + tx);
                if (s->state[t] & S_DONE)
                    continue;
                const cellinfo *b = cell(s, t);
                if (!(b->flags & (C_PASS | C_END)))
                    continue;
                uint64_t k;
                if (buckets && !leap) {
                    /* The common step, priced by the kernel: inline. */
                    if (!walk_eval(s, here, b, x, y, d, &k))
                        continue;
                } else if (!move_eval(s, x, y, d, leap, &t, &k)) {
                    if (s->status)
                        return s->status;
                    continue;
                }
                k = key_add(s->dist[u], k);
                if (k == UINT64_MAX || (budget >= 0 && (int64_t)(k >> 32) > budget))
                    continue;
                if (!(s->state[t] & S_SEEN) || k < s->dist[t]) {
                    s->dist[t] = k;
                    s->state[t] |= S_SEEN;
                    if (!(buckets ? bq_push(s, k >> 32, t) : push(s, k, 0, t)))
                        return s->status;
                }
            }
        }
    }
    return TAB_OK;
}

tab_status tab_grid_reachable(tab_game *g, tab_id grid, int32_t x, int32_t y,
                              const tab_grid_move_opts *mv, tab_grid_reached *out, uint32_t cap,
                              uint32_t *n)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_reachable";
    tabi_grid v;
    tab_status st = tabi_grid_view(g, grid, who, &v);
    if (st != TAB_OK || (st = tabi_grid_check_cell(g, &v, x, y, who)) != TAB_OK)
        return st;
    if (!n || (cap && !out))
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL n or out", who);
    search s;
    uint32_t start = (uint32_t)(y * v.w + x);
    if ((st = begin(&s, g, &v, mv, who)) == TAB_OK && (st = reach(&s, start)) == TAB_OK) {
        uint32_t count = 0;
        for (uint32_t c = 0; c < v.cells; c++) {
            /* Skip eight unsettled cells at a time: most of a big map. */
            uint64_t word;
            if ((c & 7) == 0 && c + 8 <= v.cells) {
                memcpy(&word, s.state + c, sizeof word);
                if (!(word & 0x0101010101010101u * S_DONE)) {
                    c += 7;
                    continue;
                }
            }
            if (!(s.state[c] & S_DONE) || (c != start && !(s.info[c].flags & C_END)))
                continue;
            if (count < cap)
                out[count] = (tab_grid_reached){(int32_t)(c % (uint32_t)v.w),
                                                (int32_t)(c / (uint32_t)v.w),
                                                (int32_t)(s.dist[c] >> 32), fall_of(s.dist[c])};
            count++;
        }
        *n = count;
    }
    end(&s);
    return st;
}

/* ---- Cheapest path ---------------------------------------------------- */

/* The lower bound on the cost from cell c to the start: every move costs at
 * least one point per cell it covers. */
static uint64_t estimate(const search *s, uint32_t c, int32_t sx, int32_t sy)
{
    int32_t w = s->v->w;
    int64_t dx = (int32_t)(c % (uint32_t)w) - sx, dy = (int32_t)(c / (uint32_t)w) - sy;
    dx = dx < 0 ? -dx : dx;
    dy = dy < 0 ? -dy : dy;
    return (uint64_t)(s->dstep == 1 ? (dx > dy ? dx : dy) : dx + dy);
}

/* A* from goal back to start over reversed moves; settles every cell whose
 * estimate is no worse than the start's cost. */
static tab_status backward(search *s, uint32_t start, uint32_t goal)
{
    const tabi_grid *v = s->v;
    const int64_t budget = s->mv->budget;
    const bool leaps = s->mv->flags & TAB_GRID_LEAP;
    const int32_t sx = (int32_t)(start % (uint32_t)v->w), sy = (int32_t)(start / (uint32_t)v->w);
    uint64_t best = UINT64_MAX; /* the start's (cost, fall) once settled */
    s->dist[goal] = 0;
    s->state[goal] |= S_SEEN;
    if (!push(s, estimate(s, goal, sx, sy) << 32, UINT32_MAX, goal))
        return s->status;
    while (s->hlen) {
        hnode n = pop(s);
        uint32_t c = (uint32_t)n.sub;
        if (s->state[c] & S_DONE)
            continue;
        if (n.key > best)
            break;
        s->state[c] |= S_DONE;
        if (c == start) {
            best = s->dist[c];
            continue;
        }
        int32_t x = (int32_t)(c % (uint32_t)v->w), y = (int32_t)(c / (uint32_t)v->w);
        for (int d = 0; d < 8; d += s->dstep) {
            for (int leap = 0; leap <= leaps; leap++) {
                const int dx = DX[d], dy = DY[d];
                int64_t ux = x - (leap + 1) * dx, uy = y - (leap + 1) * dy;
                if (!tabi_grid_inside(v, ux, uy))
                    continue;
                uint32_t u = (uint32_t)(uy * v->w + ux), to;
                if ((s->state[u] & S_DONE) || (u != start && !(cell(s, u)->flags & C_PASS)))
                    continue;
                uint64_t k;
                if (!move_eval(s, (int32_t)ux, (int32_t)uy, d, leap, &to, &k)) {
                    if (s->status)
                        return s->status;
                    continue;
                }
                k = key_add(s->dist[c], k);
                if (k == UINT64_MAX)
                    continue;
                uint64_t f = (k >> 32) + estimate(s, u, sx, sy);
                if (budget >= 0 && f > (uint64_t)budget)
                    continue;
                if (!(s->state[u] & S_SEEN) || k < s->dist[u]) {
                    s->dist[u] = k;
                    s->state[u] |= S_SEEN;
                    /* Among equal estimates, those nearer the start first. */
                    if (!push(s, f << 32 | (k & FALL_LIMIT), (uint32_t)(UINT32_MAX - (k >> 32)), u))
                        return s->status;
                }
            }
        }
    }
    return TAB_OK;
}

tab_status tab_grid_path(tab_game *g, tab_id grid, int32_t x0, int32_t y0, int32_t x1,
                         int32_t y1, const tab_grid_move_opts *mv, tab_grid_pos *out, uint32_t cap,
                         uint32_t *n, int32_t *cost, int32_t *fall)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_path";
    tabi_grid v;
    tab_status st = tabi_grid_view(g, grid, who, &v);
    if (st != TAB_OK || (st = tabi_grid_check_cell(g, &v, x0, y0, who)) != TAB_OK ||
        (st = tabi_grid_check_cell(g, &v, x1, y1, who)) != TAB_OK)
        return st;
    if (!n || (cap && !out))
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL n or out", who);
    search s;
    uint32_t start = (uint32_t)(y0 * v.w + x0), goal = (uint32_t)(y1 * v.w + x1);
    if ((st = begin(&s, g, &v, mv, who)) != TAB_OK)
        goto done;
    if (goal != start && !(cell(&s, goal)->flags & C_END)) {
        s.state[start] = 0; /* nothing settled: no way */
    } else if ((st = backward(&s, start, goal)) != TAB_OK)
        goto done;
    uint32_t count = 0;
    if (s.state[start] & S_DONE) {
        const bool leaps = mv->flags & TAB_GRID_LEAP;
        uint32_t c = start;
        if (cap)
            out[0] = (tab_grid_pos){x0, y0};
        count = 1;
        while (c != goal) {
            int32_t x = (int32_t)(c % (uint32_t)v.w), y = (int32_t)(c / (uint32_t)v.w);
            uint32_t next = UINT32_MAX;
            for (int d = 0; d < 8 && next == UINT32_MAX; d += s.dstep) {
                for (int leap = 0; leap <= leaps && next == UINT32_MAX; leap++) {
                    const int dx = DX[d], dy = DY[d];
                    int64_t tx = x + (leap + 1) * dx, ty = y + (leap + 1) * dy;
                    if (!tabi_grid_inside(&v, tx, ty))
                        continue;
                    uint32_t t = (uint32_t)(ty * v.w + tx);
                    if (!(s.state[t] & S_DONE) || t == start ||
                        (t != goal && !(cell(&s, t)->flags & C_PASS)))
                        continue;
                    uint64_t k;
                    if (!move_eval(&s, x, y, d, leap, &t, &k)) {
                        if ((st = s.status) != TAB_OK)
                            goto done;
                        continue;
                    }
                    if (key_add(s.dist[t], k) == s.dist[c])
                        next = t;
                }
            }
            if (next == UINT32_MAX) {
                st = tabi_fail(g, TAB_EMISUSE, "%s: the step callback answered differently "
                               "for the same step", who);
                goto done;
            }
            if (count < cap)
                out[count] = (tab_grid_pos){(int32_t)(next % (uint32_t)v.w),
                                            (int32_t)(next / (uint32_t)v.w)};
            count++;
            c = next;
        }
    }
    *n = count;
    if (cost)
        *cost = count ? (int32_t)(s.dist[start] >> 32) : -1;
    if (fall)
        *fall = count ? fall_of(s.dist[start]) : -1;
done:
    end(&s);
    return st;
}
