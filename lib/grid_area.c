/* grid_area.c - areas around a cell (reach, AOE) and Tile Tactics push and
 * fall damage on square grids. */
#include "grid.h"

/* ---- Areas ------------------------------------------------------------ */

#define AREA_FLAGS (TAB_GRID_AREA_NO_CENTRE | TAB_GRID_AREA_LOS | TAB_GRID_LOS_HEIGHTS)

tab_status tab_grid_area(tab_game *g, tab_id grid, int32_t x, int32_t y,
                         const tab_grid_area_opts *o, tab_grid_pos *out, uint32_t cap,
                         uint32_t *n)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_area";
    tabi_grid v;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK || (s = tabi_grid_check_cell(g, &v, x, y, who)) != TAB_OK)
        return s;
    if (!o || !n || (cap && !out))
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL options, n or out", who);
    if ((unsigned)o->metric > TAB_GRID_REACH)
        return tabi_fail(g, TAB_EINVAL, "%s: %d is not a metric", who, (int)o->metric);
    if (o->radius < 0)
        return tabi_fail(g, TAB_EINVAL, "%s: radius %d is negative", who, o->radius);
    if (o->flags & ~AREA_FLAGS)
        return tabi_fail(g, TAB_EINVAL, "%s: unknown flags 0x%x", who, o->flags & ~AREA_FLAGS);
    const int64_t r = o->radius;
    const int32_t h0 = v.height[y * v.w + x];
    const int64_t ylo = y - r < 0 ? 0 : y - r, yhi = y + r >= v.h ? v.h - 1 : y + r;
    const int64_t xlo = x - r < 0 ? 0 : x - r, xhi = x + r >= v.w ? v.w - 1 : x + r;
    uint32_t count = 0;
    for (int64_t j = ylo; j <= yhi; j++) {
        for (int64_t i = xlo; i <= xhi; i++) {
            if (i == x && j == y && (o->flags & TAB_GRID_AREA_NO_CENTRE))
                continue;
            if (tab_grid_distance(o->metric, x, y, (int32_t)i, (int32_t)j) > r)
                continue;
            int64_t rise = (int64_t)v.height[j * v.w + i] - h0;
            if ((o->max_up >= 0 && rise > o->max_up) || (o->max_down >= 0 && -rise > o->max_down))
                continue;
            if ((o->flags & TAB_GRID_AREA_LOS) &&
                !tabi_grid_los_view(g, &v, x, y, (int32_t)i, (int32_t)j,
                                    o->flags & TAB_GRID_LOS_HEIGHTS))
                continue;
            if (count < cap)
                out[count] = (tab_grid_pos){(int32_t)i, (int32_t)j};
            count++;
        }
    }
    *n = count;
    return TAB_OK;
}

/* ---- Push ------------------------------------------------------------- */

/* The record index of live occupant e, or the error. */
static tab_status find_piece(tab_game *g, const tabi_grid *v, tab_id e, uint32_t *at,
                             const char *what, const char *who)
{
    for (uint32_t i = 0; i < v->nocc; i++) {
        int32_t cell = v->occ[i * TABI_OCC_STRIDE + 1];
        if ((tab_id)v->occ[i * TABI_OCC_STRIDE] == e && tabi_live(g, e) && cell >= 0 &&
            (uint32_t)cell < v->cells) {
            *at = i;
            return TAB_OK;
        }
    }
    return tabi_fail(g, TAB_ENOTFOUND, "%s: %s %u is not on grid %u", who, what, e, v->id);
}

static int sign(int64_t a)
{
    return (a > 0) - (a < 0);
}

static tab_status plan(tab_game *g, const tabi_grid *v, tab_id attacker, tab_id target,
                       tab_grid_push_dir dir, int32_t count, tab_grid_relation_fn relation,
                       void *ud, tab_grid_push_result *out, uint32_t *at_a, uint32_t *at_t,
                       const char *who)
{
    tab_status s;
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    if ((unsigned)dir > TAB_GRID_PUSH_FORWARD)
        return tabi_fail(g, TAB_EINVAL, "%s: %d is not a push direction", who, (int)dir);
    if (count < 0)
        return tabi_fail(g, TAB_EINVAL, "%s: count %d is negative", who, count);
    if ((s = find_piece(g, v, attacker, at_a, "attacker", who)) != TAB_OK ||
        (s = find_piece(g, v, target, at_t, "target", who)) != TAB_OK)
        return s;
    uint32_t ca = (uint32_t)v->occ[*at_a * TABI_OCC_STRIDE + 1];
    uint32_t ct = (uint32_t)v->occ[*at_t * TABI_OCC_STRIDE + 1];
    if (ca == ct)
        return tabi_fail(g, TAB_EINVAL, "%s: attacker %u and target %u share a cell: no direction",
                         who, attacker, target);
    int32_t w = v->w;
    int32_t ax = (int32_t)(ca % (uint32_t)w), ay = (int32_t)(ca / (uint32_t)w);
    int32_t x = (int32_t)(ct % (uint32_t)w), y = (int32_t)(ct / (uint32_t)w);
    *out = (tab_grid_push_result){{x, y}, {x, y}, 0, 0, 0, false, TAB_ID_NONE};
    if (dir == TAB_GRID_PUSH_FORWARD) {
        int64_t drop = (int64_t)v->height[ct] - v->height[ca];
        out->to = (tab_grid_pos){ax, ay};
        out->moved = 1;
        out->fall = drop > 0 ? (int32_t)(drop > INT32_MAX ? INT32_MAX : drop) : 0;
        out->damage = tab_grid_fall_damage(out->fall, 0,
                                           tabi_grid_tflags(v, ca) & TAB_GRID_T_SOFT);
        return TAB_OK;
    }
    /* The attacker faces the target along the axis where they are further
     * apart (diagonally on a tie); left and right turn from that. */
    int64_t ddx = (int64_t)x - ax, ddy = (int64_t)y - ay;
    int64_t adx = ddx < 0 ? -ddx : ddx, ady = ddy < 0 ? -ddy : ddy;
    int fx = adx >= ady ? sign(ddx) : 0, fy = ady >= adx ? sign(ddy) : 0;
    int dx = fx, dy = fy;
    if (dir == TAB_GRID_PUSH_LEFT) {
        dx = fy;
        dy = -fx;
    } else if (dir == TAB_GRID_PUSH_RIGHT) {
        dx = -fy;
        dy = fx;
    }
    const uint64_t mark = tab_event_end(g);
    for (int32_t k = 0; k < count; k++) {
        int64_t nx = (int64_t)x + dx, ny = (int64_t)y + dy;
        if (!tabi_grid_inside(v, nx, ny) || !tabi_grid_step_open(v, x, y, dx, dy)) {
            out->stopped = true;
            break;
        }
        uint32_t c = (uint32_t)(ny * w + nx), here = (uint32_t)(y * w + x);
        uint32_t tf = tabi_grid_tflags(v, c);
        int64_t rise = (int64_t)v->height[c] - v->height[here];
        if ((tf & TAB_GRID_T_BLOCKS_MOVE) || rise > 0) {
            out->stopped = true;
            break;
        }
        for (uint32_t i = tabi_grid_occ_lower(v, c);
             i < v->nocc && v->occ[i * TABI_OCC_STRIDE + 1] == (int64_t)c; i++) {
            tab_id e = (tab_id)v->occ[i * TABI_OCC_STRIDE];
            if (e == target || !tabi_live(g, e))
                continue;
            uint32_t rel = relation ? relation(ud, g, target, e) : TAB_GRID_BLOCK;
            if (tab_event_end(g) != mark)
                return tabi_fail(g, TAB_EMISUSE, "%s: the relation callback changed the game",
                                 who);
            if (!(rel & TAB_GRID_END)) {
                out->stopped = true;
                out->blocker = e;
                break;
            }
        }
        if (out->stopped)
            break;
        x = (int32_t)nx;
        y = (int32_t)ny;
        out->moved++;
        if (rise < 0 || (tf & TAB_GRID_T_GAP)) {
            out->fall = rise < 0 ? (int32_t)(-rise > INT32_MAX ? INT32_MAX : -rise) : 0;
            out->damage = tab_grid_fall_damage(out->fall, 0, tf & TAB_GRID_T_SOFT);
            break;
        }
    }
    out->to = (tab_grid_pos){x, y};
    return TAB_OK;
}

tab_status tab_grid_push_plan(tab_game *g, tab_id grid, tab_id attacker, tab_id target,
                              tab_grid_push_dir dir, int32_t count, tab_grid_relation_fn relation,
                              void *ud, tab_grid_push_result *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_push_plan";
    tabi_grid v;
    uint32_t at_a, at_t;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK)
        return s;
    return plan(g, &v, attacker, target, dir, count, relation, ud, out, &at_a, &at_t, who);
}

tab_status tab_grid_push(tab_game *g, tab_id grid, tab_id attacker, tab_id target,
                         tab_grid_push_dir dir, int32_t count, tab_grid_relation_fn relation,
                         void *ud, tab_grid_push_result *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_grid_push";
    tabi_grid v;
    uint32_t at[2];
    tab_grid_push_result r;
    tab_status s = tabi_grid_view(g, grid, who, &v);
    if (s != TAB_OK ||
        (s = plan(g, &v, attacker, target, dir, count, relation, ud, &r, &at[0], &at[1], who)))
        return s;
    const int32_t *ra = &v.occ[at[0] * TABI_OCC_STRIDE], *rt = &v.occ[at[1] * TABI_OCC_STRIDE];
    int32_t from_a = ra[1], from_t = rt[1], to_t = r.to.y * v.w + r.to.x;
    bool swap = dir == TAB_GRID_PUSH_FORWARD;
    int64_t drop_a = (int64_t)v.height[from_a] - v.height[from_t]; /* v goes stale below */
    int32_t add[2 * TABI_OCC_STRIDE] = {(int32_t)target, to_t, rt[2],
                                        (int32_t)attacker, from_t, ra[2]};
    if (to_t != from_t &&
        (s = tabi_grid_occ_commit(g, &v, swap ? at : &at[1], swap ? 2 : 1, add, swap ? 2 : 1)))
        return s;
    if (to_t != from_t)
        tabi_emit(g, TAB_EV_GRID_MOVE, target, grid, from_t, to_t, r.fall);
    if (swap)
        tabi_emit(g, TAB_EV_GRID_MOVE, attacker, grid, from_a, from_t, drop_a > 0 ? drop_a : 0);
    if (out)
        *out = r;
    return TAB_OK;
}

/* ---- Falls ------------------------------------------------------------ */

int32_t tab_grid_tiles(int32_t length, int32_t tile)
{
    if (length < 0 || tile <= 0)
        return -1;
    return length / tile;
}

int32_t tab_grid_fall_damage(int32_t fallen, int32_t free_tiles, bool soft)
{
    int64_t d = (int64_t)fallen - (free_tiles > 0 ? free_tiles : 0);
    return soft || d <= 0 ? 0 : (int32_t)d;
}
