/* grid_los.c - line of sight on square grids: a centre-to-centre segment
 * walked cell by cell in exact integer arithmetic.
 *
 * Method. In units of half a cell, the segment runs from (2x0+1, 2y0+1) to
 * (2x1+1, 2y1+1). With ax = |x1 - x0| and ay = |y1 - y0|, it crosses the
 * vertical grid lines at t = (2i - 1) / (2ax), i = 1..ax, and the horizontal
 * ones at t = (2j - 1) / (2ay), j = 1..ay (t from 0 to 1 along it). Comparing
 * (2i - 1) ay with (2j - 1) ax says which comes first, or that both come at
 * once: the segment passes exactly through a grid corner. Each crossing
 * either goes through the middle of an edge (blocked when the edge is shut)
 * or through a corner (blocked only when both ways around it are shut).
 * Every cell between the ends is tested where the segment enters and leaves
 * it. With heights the segment's height is z(t) = z0 + (z1 - z0) t in half
 * tiles, z = 2 h + 1, and "a top T stands above it at t = n / d" is the
 * integer test 2 T d > z0 d + (z1 - z0) n. The walk from b to a meets the
 * same crossings in reverse, with the two sides of each corner swapped, so
 * sight is symmetric. */
#include "grid.h"

typedef struct los {
    tab_game *g;
    const tabi_grid *v;
    bool heights;
    int64_t z0, dz; /* in half tiles */
} los;

/* Whether cell c shuts out sight at t = num / den (den > 0). */
static bool blocks(const los *L, uint32_t c, int64_t num, int64_t den)
{
    if (tabi_grid_tflags(L->v, c) & TAB_GRID_T_BLOCKS_LOS)
        return true;
    int32_t sight = L->v->nocc ? tabi_grid_occ_sight(L->g, L->v, c) : 0;
    if (!L->heights)
        return sight > 0;
    int64_t top = (int64_t)L->v->height[c] + sight;
    return 2 * top * den > L->z0 * den + L->dz * num;
}

static bool shut(const tabi_grid *v, int32_t x, int32_t y, int dx, int dy)
{
    return tabi_edge_shut(tabi_grid_edge(v, x, y, dx, dy));
}

bool tabi_grid_los_view(tab_game *g, const tabi_grid *v, int32_t x0, int32_t y0, int32_t x1,
                        int32_t y1, uint32_t flags)
{
    const int32_t w = v->w;
    const uint32_t src = (uint32_t)(y0 * w + x0), dst = (uint32_t)(y1 * w + x1);
    los L = {g, v, (flags & TAB_GRID_LOS_HEIGHTS) != 0, 0, 0};
    if (L.heights) {
        L.z0 = 2 * (int64_t)v->height[src] + 1;
        L.dz = 2 * (int64_t)v->height[dst] + 1 - L.z0;
    }
    const int sx = x1 > x0 ? 1 : -1, sy = y1 > y0 ? 1 : -1;
    const int64_t ax = x1 > x0 ? x1 - x0 : x0 - x1, ay = y1 > y0 ? y1 - y0 : y0 - y1;
    int32_t cx = x0, cy = y0;
    int64_t i = 1, j = 1;
    while (i <= ax || j <= ay) {
        int cmp; /* < 0: the vertical line comes first; > 0: the horizontal one */
        if (i > ax)
            cmp = 1;
        else if (j > ay)
            cmp = -1;
        else {
            int64_t a = (2 * i - 1) * ay, b = (2 * j - 1) * ax;
            cmp = a < b ? -1 : a > b;
        }
        const int64_t num = cmp <= 0 ? 2 * i - 1 : 2 * j - 1;
        const int64_t den = cmp <= 0 ? 2 * ax : 2 * ay;
        uint32_t cur = (uint32_t)(cy * w + cx);
        /* Leaving a cell between the ends: in flat mode its entry said all. */
        if (L.heights && cur != src && blocks(&L, cur, num, den))
            return false;
        if (cmp < 0) {
            if (shut(v, cx, cy, sx, 0))
                return false;
            cx += sx;
            i++;
        } else if (cmp > 0) {
            if (shut(v, cx, cy, 0, sy))
                return false;
            cy += sy;
            j++;
        } else {
            /* Through the corner of A (here), B and C (beside) and D (next). */
            uint32_t b = (uint32_t)(cy * w + cx + sx), c = (uint32_t)((cy + sy) * w + cx);
            bool via_b = shut(v, cx, cy, sx, 0) || shut(v, cx + sx, cy, 0, sy) ||
                         blocks(&L, b, num, den);
            bool via_c = shut(v, cx, cy, 0, sy) || shut(v, cx, cy + sy, sx, 0) ||
                         blocks(&L, c, num, den);
            if (via_b && via_c)
                return false;
            cx += sx;
            cy += sy;
            i++;
            j++;
        }
        cur = (uint32_t)(cy * w + cx);
        if (cur != dst && blocks(&L, cur, num, den))
            return false;
    }
    return true;
}

tab_status tab_grid_los(tab_game *g, tab_id grid, int32_t x0, int32_t y0, int32_t x1,
                        int32_t y1, uint32_t flags, bool *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_los";
    tabi_grid v;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK || (s = tabi_grid_check_cell(g, &v, x0, y0, who)) != TAB_OK ||
        (s = tabi_grid_check_cell(g, &v, x1, y1, who)) != TAB_OK)
        return s;
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    if (flags & ~TAB_GRID_LOS_HEIGHTS)
        return tabi_fail(g, TAB_EINVAL, "%s: unknown flags 0x%x", who,
                         flags & ~TAB_GRID_LOS_HEIGHTS);
    *out = tabi_grid_los_view(g, &v, x0, y0, x1, y1, flags);
    return TAB_OK;
}
