/* dice_dist.c - exact distributions of a score over a set of dice, by
 * convolution one die at a time (every face equally likely).
 *
 * The running distribution sits in the output buffer itself: each die's
 * faces shift it by offsets >= 0, so walking the buffer from its end down
 * reads only entries not yet overwritten. Cost: n dice x the values spanned
 * x each die's distinct scores; no scratch beyond one die's faces. */
#include <stdlib.h>

#include "dice.h"

typedef struct dist_job {
    tab_game *g;
    tabi_dice_keys k;
    const tab_id *dice;
    uint32_t n;
    const tab_dice_term *score;
    uint32_t nterms;
    const char *who;
    int64_t min;
    uint32_t len;
    uint64_t total;    /* product of the face counts, when it fits */
    int total_fits;
} dist_job;

/* One die's scores as distinct offsets from its lowest, ascending, with how
 * many faces give each. */
typedef struct die_scores {
    uint32_t nfaces, m;
    int64_t lo;
    int64_t off[TAB_DICE_MAX_FACES];
    uint32_t mult[TAB_DICE_MAX_FACES];
} die_scores;

static int cmp_i64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

static tab_status scores_of(dist_job *j, tab_id die, die_scores *ds)
{
    tabi_die d;
    tab_status s = tabi_dice_view(j->g, &j->k, die, &d, j->who);
    if (s != TAB_OK)
        return s;
    int64_t *v = ds->off;
    for (uint32_t f = 0; f < d.nfaces; f++)
        v[f] = tabi_dice_face_score(&d, f, j->score, j->nterms);
    qsort(v, d.nfaces, sizeof *v, cmp_i64);
    ds->nfaces = d.nfaces;
    ds->lo = v[0];
    ds->m = 0;
    for (uint32_t f = 0; f < d.nfaces; f++) {
        if (ds->m > 0 && ds->off[ds->m - 1] == v[f] - ds->lo) {
            ds->mult[ds->m - 1]++;
        } else {
            ds->off[ds->m] = v[f] - ds->lo; /* in place: m <= f */
            ds->mult[ds->m++] = 1;
        }
    }
    return TAB_OK;
}

/* Checks the arguments and sizes the result: j->min, j->len, j->total. */
static tab_status dist_size(dist_job *j, die_scores *ds)
{
    tab_game *g = j->g;
    if (!j->dice && j->n)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL dice", j->who);
    if (j->n > TAB_DICE_MAX_POOL)
        return tabi_fail(g, TAB_EINVAL, "%s: %u dice; at most %d", j->who, j->n,
                         TAB_DICE_MAX_POOL);
    tab_status s = tabi_dice_check_score(g, j->score, j->nterms, j->who);
    if (s != TAB_OK)
        return s;
    tabi_dice_keys_get(g, &j->k, 0);
    int64_t lo = 0, span = 0;
    j->total = 1;
    j->total_fits = 1;
    for (uint32_t i = 0; i < j->n; i++) {
        if ((i == 0 || j->dice[i] != j->dice[i - 1]) &&
            (s = scores_of(j, j->dice[i], ds)) != TAB_OK)
            return s;
        lo += ds->lo;
        span += ds->off[ds->m - 1];
        if (span >= TAB_DICE_MAX_DIST)
            return tabi_fail(g, TAB_EINVAL, "%s: the score spans more than %u values", j->who,
                             TAB_DICE_MAX_DIST);
        if (j->total_fits && __builtin_mul_overflow(j->total, ds->nfaces, &j->total))
            j->total_fits = 0;
    }
    j->min = lo;
    j->len = (uint32_t)span + 1;
    return TAB_OK;
}

/* Fills p (doubles) or c (counts), j->len entries, both sized by dist_size. */
static tab_status dist_run(dist_job *j, die_scores *ds, double *p, uint64_t *c)
{
    uint32_t len = 1;
    if (p)
        p[0] = 1.0;
    else
        c[0] = 1;
    for (uint32_t i = 0; i < j->n; i++) {
        tab_status s;
        if ((i == 0 || j->dice[i] != j->dice[i - 1]) &&
            (s = scores_of(j, j->dice[i], ds)) != TAB_OK)
            return s;
        uint32_t grown = len + (uint32_t)ds->off[ds->m - 1];
        for (uint32_t k = grown; k-- > 0;) {
            double acc = 0;
            uint64_t cnt = 0;
            for (uint32_t t = 0; t < ds->m && ds->off[t] <= k; t++) {
                uint32_t from = k - (uint32_t)ds->off[t];
                if (from >= len)
                    continue;
                if (p)
                    acc += ds->mult[t] * p[from];
                else
                    cnt += ds->mult[t] * c[from];
            }
            if (p)
                p[k] = acc / ds->nfaces;
            else
                c[k] = cnt;
        }
        len = grown;
    }
    return TAB_OK;
}

static tab_status dist_begin(tab_game *g, dist_job *j, die_scores **ds, const tab_id *dice,
                             uint32_t n, const tab_dice_term *score, uint32_t nterms,
                             const char *who)
{
    *j = (dist_job){.g = g, .dice = dice, .n = n, .score = score, .nterms = nterms, .who = who};
    /* Too large for the stack of a small thread. */
    *ds = tabi_realloc(g, NULL, 0, sizeof **ds);
    if (!*ds)
        return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
    tab_status s = dist_size(j, *ds);
    if (s != TAB_OK) {
        tabi_free(g, *ds, sizeof **ds);
        *ds = NULL;
    }
    return s;
}

tab_status tab_dice_dist(tab_game *g, const tab_id *dice, uint32_t n,
                         const tab_dice_term *score, uint32_t nterms, double *p, uint32_t cap,
                         int64_t *min, uint32_t *len)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_dice_dist";
    if (!min || !len || (!p && cap))
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL min, len or buffer", who);
    dist_job j;
    die_scores *ds;
    tab_status s = dist_begin(g, &j, &ds, dice, n, score, nterms, who);
    if (s != TAB_OK)
        return s;
    *min = j.min;
    *len = j.len;
    if (p && cap >= j.len)
        s = dist_run(&j, ds, p, NULL);
    else if (p || cap)
        s = tabi_fail(g, TAB_EINVAL, "%s: a buffer of %u is too small for %u values", who, cap,
                      j.len);
    tabi_free(g, ds, sizeof *ds);
    return s;
}

/* The distribution in a new buffer of g's allocator. */
static tab_status dist_alloc(tab_game *g, const tab_id *dice, uint32_t n,
                             const tab_dice_term *score, uint32_t nterms, double **p,
                             int64_t *min, uint32_t *len, const char *who)
{
    dist_job j;
    die_scores *ds;
    tab_status s = dist_begin(g, &j, &ds, dice, n, score, nterms, who);
    if (s != TAB_OK)
        return s;
    double *buf = tabi_realloc(g, NULL, 0, (size_t)j.len * sizeof *buf);
    if (!buf)
        s = tabi_fail(g, TAB_ENOMEM, "%s: out of memory for %u values", who, j.len);
    else if ((s = dist_run(&j, ds, buf, NULL)) != TAB_OK)
        tabi_free(g, buf, (size_t)j.len * sizeof *buf);
    tabi_free(g, ds, sizeof *ds);
    if (s != TAB_OK)
        return s;
    *p = buf;
    *min = j.min;
    *len = j.len;
    return TAB_OK;
}

tab_status tab_dice_dist_new(tab_game *g, const tab_id *dice, uint32_t n,
                             const tab_dice_term *score, uint32_t nterms, double **p,
                             int64_t *min, uint32_t *len)
{
    TABI_CHECK_GAME(g);
    if (!p || !min || !len)
        return tabi_fail(g, TAB_EMISUSE, "tab_dice_dist_new: NULL p, min or len");
    return dist_alloc(g, dice, n, score, nterms, p, min, len, "tab_dice_dist_new");
}

void tab_dice_dist_free(tab_game *g, double *p, uint32_t len)
{
    if (g && p)
        tabi_free(g, p, (size_t)len * sizeof *p);
}

tab_status tab_dice_dist_exact(tab_game *g, const tab_id *dice, uint32_t n,
                               const tab_dice_term *score, uint32_t nterms, uint64_t *counts,
                               uint32_t cap, int64_t *min, uint32_t *len, uint64_t *total)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_dice_dist_exact";
    if (!min || !len || !total || (!counts && cap))
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL min, len, total or buffer", who);
    dist_job j;
    die_scores *ds;
    tab_status s = dist_begin(g, &j, &ds, dice, n, score, nterms, who);
    if (s != TAB_OK)
        return s;
    if (!j.total_fits) {
        s = tabi_fail(g, TAB_EINVAL, "%s: the dice have more than 2^64 - 1 outcomes; "
                      "use tab_dice_dist", who);
    } else {
        *min = j.min;
        *len = j.len;
        *total = j.total;
        if (counts && cap >= j.len)
            s = dist_run(&j, ds, NULL, counts);
        else if (counts || cap)
            s = tabi_fail(g, TAB_EINVAL, "%s: a buffer of %u is too small for %u values", who,
                          cap, j.len);
    }
    tabi_free(g, ds, sizeof *ds);
    return s;
}

tab_status tab_dice_at_least(tab_game *g, const tab_id *dice, uint32_t n,
                             const tab_dice_term *score, uint32_t nterms, int64_t k, double *out)
{
    TABI_CHECK_GAME(g);
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "tab_dice_at_least: NULL out");
    double *p;
    int64_t min;
    uint32_t len;
    tab_status s = dist_alloc(g, dice, n, score, nterms, &p, &min, &len, "tab_dice_at_least");
    if (s != TAB_OK)
        return s;
    /* From the far tail inwards: the small terms first loses least. */
    double sum = 0;
    int64_t from = k - min;
    if (from < 0)
        from = 0;
    for (int64_t i = (int64_t)len - 1; i >= from; i--)
        sum += p[i];
    tab_dice_dist_free(g, p, len);
    *out = sum > 1.0 ? 1.0 : sum;
    return TAB_OK;
}
