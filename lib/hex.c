/* hex.c - hex coordinates: axial math, directions clockwise from north,
 * rings, lines, rotation, points and offset/doubled conversions. Pure
 * functions of small values; no game state. */
#include "tabula/hex.h"

#include "hex.h"

/* The unit steps of pointy-top hexes, clockwise from north-east. Flat-top
 * hexes use the same cycle started one earlier (north). */
const tab_hex tabi_hex_pointy_dirs[TAB_HEX_DIRS] = {
    {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1},
};

#define SQRT3 1.7320508075688772

static int mod6(int dir)
{
    int m = dir % TAB_HEX_DIRS;
    return m < 0 ? m + TAB_HEX_DIRS : m;
}

static int32_t abs32(int32_t v) { return v < 0 ? -v : v; }

bool tab_hex_eq(tab_hex a, tab_hex b) { return a.q == b.q && a.r == b.r; }

tab_hex tab_hex_add(tab_hex a, tab_hex b) { return tab_hex_at(a.q + b.q, a.r + b.r); }

tab_hex tab_hex_sub(tab_hex a, tab_hex b) { return tab_hex_at(a.q - b.q, a.r - b.r); }

tab_hex tab_hex_scale(tab_hex a, int32_t k) { return tab_hex_at(a.q * k, a.r * k); }

int32_t tab_hex_length(tab_hex h)
{
    int32_t q = abs32(h.q), r = abs32(h.r), s = abs32(h.q + h.r);
    int32_t m = q > r ? q : r;
    return m > s ? m : s;
}

int32_t tab_hex_distance(tab_hex a, tab_hex b) { return tab_hex_length(tab_hex_sub(a, b)); }

tab_hex tab_hex_dir(tab_hex_orient o, int dir)
{
    int d = mod6(dir);
    return tabi_hex_pointy_dirs[o == TAB_HEX_FLAT ? mod6(d - 1) : d];
}

tab_hex tab_hex_neighbor(tab_hex_orient o, tab_hex h, int dir)
{
    return tab_hex_add(h, tab_hex_dir(o, dir));
}

tab_hex tab_hex_diagonal(tab_hex_orient o, tab_hex h, int dir)
{
    /* Diagonal k lies between the pointy directions k - 1 and k whichever the
     * orientation: the first diagonal at or after north is north itself for
     * pointy hexes and 30 degrees east of it for flat ones, the same vector. */
    (void)o;
    int d = mod6(dir);
    tab_hex v = tab_hex_add(tabi_hex_pointy_dirs[mod6(d - 1)], tabi_hex_pointy_dirs[d]);
    return tab_hex_add(h, v);
}

int tab_hex_dir_of(tab_hex_orient o, tab_hex a, tab_hex b)
{
    tab_hex v = tab_hex_sub(b, a);
    for (int d = 0; d < TAB_HEX_DIRS; d++)
        if (tab_hex_eq(v, tab_hex_dir(o, d)))
            return d;
    return -1;
}

int tab_hex_opposite(int dir) { return mod6(dir + 3); }

tab_hex tab_hex_rotate(tab_hex h, tab_hex center, int steps)
{
    tab_hex v = tab_hex_sub(h, center);
    for (int i = mod6(steps); i > 0; i--) /* (q, r, s) -> (-r, -s, -q) */
        v = tab_hex_at(-v.r, v.q + v.r);
    return tab_hex_add(center, v);
}

/* ---- Clockwise order ---------------------------------------------------- */

void tabi_hex_screen(tab_hex_orient o, tab_hex v, int64_t *x, int64_t *y)
{
    /* Screen axes, each scaled by its own positive factor: bearings keep
     * their order, and everything stays in integers. */
    if (o == TAB_HEX_FLAT) {
        *x = v.q;
        *y = 2 * (int64_t)v.r + v.q;
    } else {
        *x = 2 * (int64_t)v.q + v.r;
        *y = v.r;
    }
}

int tab_hex_compare_clockwise(tab_hex_orient o, tab_hex origin, tab_hex a, tab_hex b)
{
    tab_hex va = tab_hex_sub(a, origin), vb = tab_hex_sub(b, origin);
    int za = va.q == 0 && va.r == 0, zb = vb.q == 0 && vb.r == 0;
    if (za || zb)
        return zb - za;
    int64_t ax, ay, bx, by;
    tabi_hex_screen(o, va, &ax, &ay);
    tabi_hex_screen(o, vb, &bx, &by);
    /* Half 0 holds bearings in [0, 180): east of north, or due north. */
    int ha = !(ax > 0 || (ax == 0 && ay < 0)), hb = !(bx > 0 || (bx == 0 && by < 0));
    if (ha != hb)
        return ha - hb;
    int64_t cross = ax * by - ay * bx; /* > 0: b lies clockwise of a (y down) */
    if (cross != 0)
        return cross > 0 ? -1 : 1;
    int32_t la = tab_hex_length(va), lb = tab_hex_length(vb);
    return (la > lb) - (la < lb);
}

double tabi_hex_bearing(tab_hex_orient o, tab_hex v)
{
    int64_t x, y;
    tabi_hex_screen(o, v, &x, &y);
    y = -y; /* north up */
    /* Within each quarter a ratio that grows with the angle; equal ratios
     * of integers divide to equal doubles, and unequal ones stay apart. */
    if (x == 0 && y == 0)
        return -1;
    if (x >= 0 && y > 0)
        return (double)x / (double)(x + y);
    if (x > 0)
        return 1 + (double)-y / (double)(x - y);
    if (y < 0)
        return 2 + (double)-x / (double)(-x - y);
    return 3 + (double)y / (double)(y - x);
}

/* ---- Shapes ------------------------------------------------------------- */

static uint32_t saturate(uint64_t n) { return n > UINT32_MAX ? UINT32_MAX : (uint32_t)n; }

uint32_t tab_hex_ring(tab_hex_orient o, tab_hex center, int32_t radius, tab_hex *out,
                      uint32_t cap)
{
    if (radius < 0)
        return 0;
    if (radius == 0) {
        if (cap)
            out[0] = center;
        return 1;
    }
    uint32_t count = saturate(6 * (uint64_t)radius), k = 0;
    /* Start at the first hex at or clockwise of due north: the corner in
     * direction 0 for flat-top hexes; for pointy-top ones, half way along the
     * top side, which runs east (direction 1) to that corner. Then each side
     * in turn, and the rest of the top side last. */
    int32_t shift = o == TAB_HEX_FLAT ? 0 : radius / 2;
    tab_hex h = tab_hex_add(center, tab_hex_sub(tab_hex_scale(tab_hex_dir(o, 0), radius),
                                                tab_hex_scale(tab_hex_dir(o, 1), shift)));
    for (int side = 1; side <= 7 && k < cap; side++) {
        int32_t len = side == 1 ? shift : side == 7 ? radius - shift : radius;
        tab_hex step = tab_hex_dir(o, side);
        for (int32_t i = 0; i < len && k < cap; i++) {
            out[k++] = h;
            h = tab_hex_add(h, step);
        }
    }
    return count;
}

uint32_t tab_hex_spiral(tab_hex_orient o, tab_hex center, int32_t radius, tab_hex *out,
                        uint32_t cap)
{
    if (radius < 0)
        return 0;
    uint64_t count = 1 + 3 * (uint64_t)radius * ((uint64_t)radius + 1);
    uint32_t k = 0;
    for (int32_t ring = 0; ring <= radius && k < cap; ring++) {
        uint32_t c = tab_hex_ring(o, center, ring, out + k, cap - k);
        k += c < cap - k ? c : cap - k;
    }
    return saturate(count);
}

uint32_t tab_hex_range(tab_hex center, int32_t radius, tab_hex *out, uint32_t cap)
{
    if (radius < 0)
        return 0;
    uint64_t count = 1 + 3 * (uint64_t)radius * ((uint64_t)radius + 1);
    uint32_t k = 0;
    for (int32_t r = -radius; r <= radius && k < cap; r++) {
        int32_t lo = -r - radius > -radius ? -r - radius : -radius;
        int32_t hi = -r + radius < radius ? -r + radius : radius;
        for (int32_t q = lo; q <= hi && k < cap; q++)
            out[k++] = tab_hex_at(center.q + q, center.r + r);
    }
    return saturate(count);
}

/* How far a rounded coordinate is from the exact one, num / n + nudge * eps
 * with eps infinitesimal: apart = |rounded * n - num| (in units of 1 / n),
 * eps_part the coefficient of eps. Compared as a pair. */
typedef struct line_coord {
    int64_t rounded, apart, eps_part;
} line_coord;

static line_coord line_round(int64_t num, int64_t n, int nudge)
{
    int64_t fl = num / n, rem = num % n;
    if (rem < 0) {
        fl--;
        rem += n;
    }
    line_coord c;
    if (2 * rem > n || (2 * rem == n && nudge > 0))
        c.rounded = fl + 1;
    else
        c.rounded = fl;
    int64_t d = c.rounded * n - num; /* rounded - value = d / n - nudge * eps */
    if (d > 0) {
        c.apart = d;
        c.eps_part = -nudge;
    } else if (d < 0) {
        c.apart = -d;
        c.eps_part = nudge;
    } else {
        c.apart = 0;
        c.eps_part = nudge < 0 ? -nudge : nudge;
    }
    return c;
}

static int further(line_coord a, line_coord b)
{
    return a.apart != b.apart ? a.apart > b.apart : a.eps_part > b.eps_part;
}

uint32_t tab_hex_line(tab_hex a, tab_hex b, tab_hex *out, uint32_t cap)
{
    int64_t n = tab_hex_distance(a, b);
    if (n == 0) {
        if (cap)
            out[0] = a;
        return 1;
    }
    int64_t as = -(int64_t)a.q - a.r, bs = -(int64_t)b.q - b.r;
    for (int64_t i = 0; i <= n && (uint64_t)i < cap; i++) {
        /* The point i / n of the way, nudged by (+1, +2, -3) * eps. */
        line_coord q = line_round((int64_t)a.q * n + ((int64_t)b.q - a.q) * i, n, 1);
        line_coord r = line_round((int64_t)a.r * n + ((int64_t)b.r - a.r) * i, n, 2);
        line_coord s = line_round(as * n + (bs - as) * i, n, -3);
        int64_t hq = q.rounded, hr = r.rounded;
        if (further(q, r) && further(q, s))
            hq = -hr - s.rounded;
        else if (further(r, s))
            hr = -hq - s.rounded;
        out[i] = tab_hex_at((int32_t)hq, (int32_t)hr);
    }
    return (uint32_t)(n + 1);
}

/* ---- Points ------------------------------------------------------------- */

static double round_half_away(double x)
{
    if (!(x > -4e18 && x < 4e18)) /* out of range or NaN: no meaningful hex */
        return 0;
    double t = (double)(int64_t)x, f = x - t;
    if (f >= 0.5)
        t += 1;
    else if (f <= -0.5)
        t -= 1;
    return t;
}

static double absd(double x) { return x < 0 ? -x : x; }

tab_hex tab_hex_round(double q, double r, double s)
{
    double rq = round_half_away(q), rr = round_half_away(r), rs = round_half_away(s);
    double dq = absd(rq - q), dr = absd(rr - r), ds = absd(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return tab_hex_at((int32_t)rq, (int32_t)rr);
}

tab_hex_point tab_hex_center(tab_hex_orient o, tab_hex h)
{
    tab_hex_point p;
    if (o == TAB_HEX_FLAT) {
        p.x = 1.5 * h.q;
        p.y = SQRT3 * (h.r + 0.5 * h.q);
    } else {
        p.x = SQRT3 * (h.q + 0.5 * h.r);
        p.y = 1.5 * h.r;
    }
    return p;
}

tab_hex_point tab_hex_corner(tab_hex_orient o, tab_hex h, int corner)
{
    static const tab_hex_point pointy[6] = {
        {0, -1}, {SQRT3 / 2, -0.5}, {SQRT3 / 2, 0.5}, {0, 1}, {-SQRT3 / 2, 0.5}, {-SQRT3 / 2, -0.5},
    };
    static const tab_hex_point flat[6] = {
        {0.5, -SQRT3 / 2}, {1, 0}, {0.5, SQRT3 / 2}, {-0.5, SQRT3 / 2}, {-1, 0}, {-0.5, -SQRT3 / 2},
    };
    tab_hex_point c = tab_hex_center(o, h), off = (o == TAB_HEX_FLAT ? flat : pointy)[mod6(corner)];
    c.x += off.x;
    c.y += off.y;
    return c;
}

tab_hex tab_hex_from_point(tab_hex_orient o, tab_hex_point p)
{
    double q, r;
    if (o == TAB_HEX_FLAT) {
        q = 2.0 / 3.0 * p.x;
        r = -1.0 / 3.0 * p.x + SQRT3 / 3.0 * p.y;
    } else {
        q = SQRT3 / 3.0 * p.x - 1.0 / 3.0 * p.y;
        r = 2.0 / 3.0 * p.y;
    }
    return tab_hex_round(q, r, -q - r);
}

/* ---- Offset and doubled coordinates ------------------------------------- */

tab_hex_orient tab_hex_layout_orient(tab_hex_layout l)
{
    switch (l) {
    case TAB_HEX_ODD_Q:
    case TAB_HEX_EVEN_Q:
    case TAB_HEX_DOUBLED_Q:
        return TAB_HEX_FLAT;
    default:
        return TAB_HEX_POINTY;
    }
}

static int32_t odd(int32_t v) { return (int32_t)((uint32_t)v & 1u); }

tab_hex_offset tab_hex_to_offset(tab_hex_layout l, tab_hex h)
{
    tab_hex_offset o = {0, 0};
    switch (l) {
    case TAB_HEX_ODD_R: o = (tab_hex_offset){h.q + (h.r - odd(h.r)) / 2, h.r}; break;
    case TAB_HEX_EVEN_R: o = (tab_hex_offset){h.q + (h.r + odd(h.r)) / 2, h.r}; break;
    case TAB_HEX_ODD_Q: o = (tab_hex_offset){h.q, h.r + (h.q - odd(h.q)) / 2}; break;
    case TAB_HEX_EVEN_Q: o = (tab_hex_offset){h.q, h.r + (h.q + odd(h.q)) / 2}; break;
    case TAB_HEX_DOUBLED_R: o = (tab_hex_offset){2 * h.q + h.r, h.r}; break;
    case TAB_HEX_DOUBLED_Q: o = (tab_hex_offset){h.q, 2 * h.r + h.q}; break;
    }
    return o;
}

bool tab_hex_from_offset(tab_hex_layout l, tab_hex_offset o, tab_hex *out)
{
    tab_hex h;
    switch (l) {
    case TAB_HEX_ODD_R: h = tab_hex_at(o.col - (o.row - odd(o.row)) / 2, o.row); break;
    case TAB_HEX_EVEN_R: h = tab_hex_at(o.col - (o.row + odd(o.row)) / 2, o.row); break;
    case TAB_HEX_ODD_Q: h = tab_hex_at(o.col, o.row - (o.col - odd(o.col)) / 2); break;
    case TAB_HEX_EVEN_Q: h = tab_hex_at(o.col, o.row - (o.col + odd(o.col)) / 2); break;
    case TAB_HEX_DOUBLED_R:
        if (odd(o.col - o.row))
            return false;
        h = tab_hex_at((o.col - o.row) / 2, o.row);
        break;
    case TAB_HEX_DOUBLED_Q:
        if (odd(o.row - o.col))
            return false;
        h = tab_hex_at(o.col, (o.row - o.col) / 2);
        break;
    default:
        return false;
    }
    if (out)
        *out = h;
    return true;
}
