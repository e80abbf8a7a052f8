/* dice_notation.c - dice notation ("3d6+2", "2d10", "d6") parsed into a pool
 * of plain numeric dice and a modifier.
 *
 *   notation := term (('+' | '-') term)*      spaces allowed around terms
 *   term     := [count] ('d' | 'D') sides  |  constant
 *
 * The whole text is checked before anything is created, and an error names
 * the character (counted from 1) where the text stops making sense. */
#include <stdarg.h>
#include <stdio.h>

#include "dice.h"

typedef struct parser {
    tab_game *g;
    const char *text;
    const char *p;
    uint32_t ndice;
    uint32_t sides[TAB_DICE_MAX_POOL];
    int64_t modifier;
} parser;

static tab_status bad(parser *ps, const char *at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static tab_status bad(parser *ps, const char *at, const char *fmt, ...)
{
    char why[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    unsigned pos = (unsigned)(at - ps->text) + 1;
    if (*at)
        return tabi_fail(ps->g, TAB_EINVAL,
                         "tab_dice_pool_notation: bad dice notation \"%.64s\": %s at "
                         "character %u ('%c')", ps->text, why, pos, *at);
    return tabi_fail(ps->g, TAB_EINVAL,
                     "tab_dice_pool_notation: bad dice notation \"%.64s\": %s at character %u "
                     "(the end)", ps->text, why, pos);
}

static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static void skip_spaces(parser *ps)
{
    while (*ps->p == ' ' || *ps->p == '\t')
        ps->p++;
}

/* Reads a decimal number of at most TAB_DICE_MAX_NUMBER at ps->p. */
static tab_status number(parser *ps, int64_t *out, const char *what)
{
    const char *at = ps->p;
    if (!is_digit(*at))
        return bad(ps, at, "expected %s", what);
    int64_t v = 0;
    while (is_digit(*ps->p)) {
        v = v * 10 + (*ps->p - '0');
        if (v > TAB_DICE_MAX_NUMBER)
            return bad(ps, at, "%s is larger than %d", what, TAB_DICE_MAX_NUMBER);
        ps->p++;
    }
    *out = v;
    return TAB_OK;
}

static tab_status term(parser *ps, int sign)
{
    skip_spaces(ps);
    const char *at = ps->p;
    int64_t count = 1, sides = 0;
    tab_status s;
    if (is_digit(*at) && (s = number(ps, &count, "a number")) != TAB_OK)
        return s;
    if (*ps->p != 'd' && *ps->p != 'D') {
        if (at == ps->p)
            return bad(ps, at, "expected a number or 'd'");
        ps->modifier += sign * count;
        return TAB_OK;
    }
    const char *d = ps->p++;
    if ((s = number(ps, &sides, "the number of sides")) != TAB_OK)
        return s;
    if (sign < 0)
        return bad(ps, at, "dice cannot be subtracted");
    if (count < 1)
        return bad(ps, at, "a dice term needs at least 1 die");
    if (sides < 1 || sides > TAB_DICE_MAX_FACES)
        return bad(ps, d + 1, "a die has 1 to %d sides", TAB_DICE_MAX_FACES);
    if (count > (int64_t)(TAB_DICE_MAX_POOL - ps->ndice))
        return bad(ps, at, "more than %d dice in all", TAB_DICE_MAX_POOL);
    for (int64_t i = 0; i < count; i++)
        ps->sides[ps->ndice++] = (uint32_t)sides;
    return TAB_OK;
}

static tab_status parse(parser *ps)
{
    skip_spaces(ps);
    if (!*ps->p)
        return bad(ps, ps->p, "nothing to roll");
    tab_status s = term(ps, 1);
    while (s == TAB_OK) {
        skip_spaces(ps);
        char op = *ps->p;
        if (!op)
            break;
        if (op != '+' && op != '-')
            return bad(ps, ps->p, "expected '+', '-' or the end");
        ps->p++;
        s = term(ps, op == '+' ? 1 : -1);
    }
    return s;
}

tab_status tab_dice_pool_notation(tab_game *g, const char *text, tab_id *out)
{
    TABI_CHECK_GAME(g);
    if (!text || !out)
        return tabi_fail(g, TAB_EMISUSE, "tab_dice_pool_notation: NULL text or out");
    parser ps = {.g = g, .text = text, .p = text};
    tab_status s = parse(&ps);
    if (s != TAB_OK)
        return s;
    /* Numeric die types are made as needed; undo them too if the pool fails. */
    tabi_dice_mark m = tabi_dice_mark_now(g);
    tab_id dice[TAB_DICE_MAX_POOL];
    for (uint32_t i = 0; i < ps.ndice; i++) {
        if (i > 0 && ps.sides[i] == ps.sides[i - 1])
            dice[i] = dice[i - 1];
        else if ((s = tab_dice_numeric(g, ps.sides[i], &dice[i])) != TAB_OK)
            return tabi_dice_rollback(g, &m, s);
    }
    s = tabi_dice_pool_make(g, dice, ps.ndice, ps.modifier, out, "tab_dice_pool_notation");
    return s == TAB_OK ? s : tabi_dice_rollback(g, &m, s);
}
