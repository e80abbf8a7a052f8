/* stats.c - the few statistics the playtest reports need: Wilson intervals,
 * quantiles, and differences over paired games. */
#include <math.h>

#include "record.h"

/* The 97.5th percentile of the standard normal: two-sided 95%. */
#define Z95 1.959964

void wilson_interval(uint32_t k, uint32_t n, double *lo, double *hi)
{
    if (n == 0 || k > n) {
        *lo = 0.0;
        *hi = 1.0;
        return;
    }
    /* Wilson (1927): the p whose normal-approximation test at z just
     * accepts k/n. Unlike k/n +- z*se it stays inside [0, 1] and does not
     * collapse to a point at 0 or n successes. */
    double p = (double)k / n, z2 = Z95 * Z95, nn = n;
    double denom = 1.0 + z2 / nn;
    double center = (p + z2 / (2.0 * nn)) / denom;
    double half = Z95 * sqrt(p * (1.0 - p) / nn + z2 / (4.0 * nn * nn)) / denom;
    /* The ends are exact at 0 and n; rounding must not move them off. */
    *lo = k == 0 ? 0.0 : fmax(0.0, center - half);
    *hi = k == n ? 1.0 : fmin(1.0, center + half);
}

double stats_quantile(const int64_t *sorted, uint32_t n, double p)
{
    if (n == 0)
        return 0.0;
    if (p <= 0.0)
        return (double)sorted[0];
    if (p >= 1.0)
        return (double)sorted[n - 1];
    double h = p * (n - 1);
    uint32_t i = (uint32_t)h;
    double frac = h - i;
    if (i + 1 >= n)
        return (double)sorted[n - 1];
    return (double)sorted[i] + frac * ((double)sorted[i + 1] - (double)sorted[i]);
}

void stats_paired_difference(uint32_t only_a, uint32_t only_b, uint32_t n,
                             double *diff, double *lo, double *hi)
{
    if (n == 0) {
        *diff = 0.0;
        *lo = -1.0;
        *hi = 1.0;
        return;
    }
    /* Paired games share their seed, so only the discordant pairs carry
     * information. The estimate is d = (n01 - n10) / n, and its variance
     * under the normal approximation for paired proportions (the Wald
     * interval for matched pairs, as in Agresti, Categorical Data Analysis,
     * 10.1) is ((n01 + n10)/n - d^2) / n: smaller than for two independent
     * samples whenever the pairs agree, which is what common seeds buy. */
    double nn = n, d = ((double)only_b - (double)only_a) / nn;
    double var = (((double)only_a + (double)only_b) / nn - d * d) / nn;
    double half = Z95 * sqrt(var > 0.0 ? var : 0.0);
    *diff = d;
    *lo = fmax(-1.0, d - half);
    *hi = fmin(1.0, d + half);
}

void stats_mean_interval(double sum, double sumsq, uint32_t n,
                         double *mean, double *lo, double *hi)
{
    if (n == 0) {
        *mean = *lo = *hi = 0.0;
        return;
    }
    double m = sum / n;
    *mean = *lo = *hi = m;
    if (n < 2)
        return;
    /* The normal approximation with the sample variance of the
     * differences; playtests run hundreds of games, where it is close to t. */
    double var = (sumsq - sum * m) / (n - 1);
    double half = Z95 * sqrt((var > 0.0 ? var : 0.0) / n);
    *lo = m - half;
    *hi = m + half;
}

void stats_difference_interval(uint32_t k1, uint32_t n1, uint32_t k0, uint32_t n0,
                               double *diff, double *lo, double *hi)
{
    if (!n1 || !n0) {
        *diff = 0;
        *lo = -1;
        *hi = 1;
        return;
    }
    /* Newcombe's hybrid score interval: each rate's Wilson interval, the
     * two sides' distances added in quadrature. */
    double p1 = (double)k1 / n1, p0 = (double)k0 / n0, l1, u1, l0, u0;
    wilson_interval(k1, n1, &l1, &u1);
    wilson_interval(k0, n0, &l0, &u0);
    *diff = p1 - p0;
    *lo = *diff - sqrt((p1 - l1) * (p1 - l1) + (u0 - p0) * (u0 - p0));
    *hi = *diff + sqrt((u1 - p1) * (u1 - p1) + (p0 - l0) * (p0 - l0));
}
