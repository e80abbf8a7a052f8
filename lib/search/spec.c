/* spec.c - a search bot's spec: "mcts" or "ismcts", then options after a
 * colon, "iterations=800,c=1.4,rollout=heuristic,depth=40". Every option
 * is checked, so a typo is an error naming it, never a default taken
 * silently. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "search.h"

static const char *const KNOWN = "iterations, c, rollout, prior, depth, time";

int tabi_search_is_spec(const char *name)
{
    size_t n = strcspn(name, ":");
    return (n == 4 && strncmp(name, "mcts", 4) == 0) ||
           (n == 6 && strncmp(name, "ismcts", 6) == 0);
}

/* A whole number in [lo, hi]. */
static int parse_count(const char *v, uint64_t lo, uint64_t hi, uint64_t *out)
{
    if (*v < '0' || *v > '9')
        return 0;
    errno = 0;
    char *end;
    unsigned long long x = strtoull(v, &end, 10);
    if (errno || *end || x < lo || x > hi)
        return 0;
    *out = x;
    return 1;
}

/* A finite decimal number in [lo, hi]. */
static int parse_real(const char *v, double lo, double hi, double *out)
{
    if (!*v || (*v != '.' && (*v < '0' || *v > '9')))
        return 0;
    char *end;
    double x = strtod(v, &end);
    if (*end || !isfinite(x) || x < lo || x > hi)
        return 0;
    *out = x;
    return 1;
}

/* Copies v into a bot-name field of size bytes when it is one: a name
 * that fits, and no search spec (searches do not nest). */
static int copy_bot_name(char *field, size_t size, const char *v)
{
    if (!*v || strlen(v) >= size || tabi_search_is_spec(v) || strchr(v, ':'))
        return 0;
    strcpy(field, v);
    return 1;
}

/* One "key=value" option of the spec named bot. */
static int parse_option(const char *bot, char *opt, tabi_search_opts *o, unsigned *seen,
                        char *err, size_t size)
{
    char *eq = strchr(opt, '=');
    if (!eq || eq == opt) {
        snprintf(err, size, "%s: '%s' is not an option=value (options: %s)", bot, opt, KNOWN);
        return 0;
    }
    *eq = '\0';
    const char *key = opt, *v = eq + 1;
    static const char *const keys[] = {"iterations", "c", "rollout", "depth", "time", "prior"};
    unsigned which = 0;
    while (which < 6 && strcmp(key, keys[which]) != 0)
        which++;
    if (which == 6) {
        snprintf(err, size, "%s: unknown option '%s' (options: %s)", bot, key, KNOWN);
        return 0;
    }
    if (*seen & (1u << which)) {
        snprintf(err, size, "%s: option '%s' given twice", bot, key);
        return 0;
    }
    *seen |= 1u << which;
    uint64_t n = 0;
    int ok = 1;
    const char *range = "";
    switch (which) {
    case 0:
        ok = parse_count(v, 1, 10000000, &n), range = "a whole number from 1 to 10000000";
        o->iterations = (uint32_t)n;
        break;
    case 1:
        ok = parse_real(v, 0, 100, &o->c), range = "a number from 0 to 100";
        break;
    case 2:
        ok = copy_bot_name(o->rollout, sizeof o->rollout, v);
        range = "a bot's name (random, first, heuristic or one of the game's), not a search";
        break;
    case 3:
        ok = parse_count(v, 0, 1000000, &n), range = "a whole number from 0 to 1000000";
        o->depth = (uint32_t)n;
        break;
    case 4:
        ok = parse_real(v, 0.001, 3600, &o->seconds), range = "seconds, from 0.001 to 3600";
        break;
    default:
        ok = copy_bot_name(o->prior, sizeof o->prior, v);
        range = "a bot's name, or none, not a search";
        break;
    }
    if (!ok)
        snprintf(err, size, "%s: %s=%s is out of range (%s)", bot, key, v, range);
    return ok;
}

int tabi_search_parse(const char *spec, tabi_search_opts *o, char *err, size_t size)
{
    memset(o, 0, sizeof *o);
    o->iterations = 400;
    o->c = 1.4;
    strcpy(o->rollout, "random");
    o->prior[0] = '\0'; /* the rollout bot, unless it is random */
    if (!tabi_search_is_spec(spec)) {
        snprintf(err, size, "'%s' is not a search bot (mcts or ismcts)", spec);
        return 0;
    }
    o->info_sets = spec[0] == 'i';
    const char *bot = o->info_sets ? "ismcts" : "mcts";
    const char *colon = strchr(spec, ':');
    if (!colon)
        return 1;
    char buf[512];
    if (strlen(colon + 1) >= sizeof buf) {
        snprintf(err, size, "%s: the options are too long", bot);
        return 0;
    }
    strcpy(buf, colon + 1);
    if (!*buf) {
        snprintf(err, size, "%s: nothing after ':' (options: %s)", bot, KNOWN);
        return 0;
    }
    unsigned seen = 0;
    for (char *opt = buf, *next; opt; opt = next) {
        next = strchr(opt, ',');
        if (next)
            *next++ = '\0';
        if (!parse_option(bot, opt, o, &seen, err, size))
            return 0;
    }
    return 1;
}

const char *tabi_search_prior(const tabi_search_opts *o)
{
    if (strcmp(o->prior, "none") == 0)
        return NULL;
    if (o->prior[0])
        return o->prior;
    return strcmp(o->rollout, "random") == 0 ? NULL : o->rollout;
}
