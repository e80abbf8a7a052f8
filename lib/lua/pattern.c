/* lua/pattern.c - Lua 5.4 patterns with a step budget: the matcher, and the
 * find, match, gmatch and gsub closures built on it. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <lauxlib.h>
#include <lua.h>

#include "pattern.h"

/* A capture's len while it is open, and for a position capture "()". */
#define CAP_OPEN (-1)
#define CAP_POS (-2)

typedef struct pm_capture {
    const char *at;
    ptrdiff_t len; /* bytes, or CAP_OPEN / CAP_POS */
} pm_capture;

/* One matching call: the subject, the pattern's end, what is left of the
 * budget, and the captures of the attempt in progress. */
typedef struct pm_state {
    lua_State *L;
    const char *src, *src_end;
    const char *pat_end;
    lua_Integer left;   /* steps left in this call */
    lua_Integer budget; /* for the message */
    int ncap;           /* captures opened so far */
    int depth;          /* matcher frames still allowed */
    uint64_t *meter;    /* every step is also added here (see _metered) */
    uint64_t own_meter; /* the meter when the closures have none */
    pm_capture cap[TABI_PATTERN_MAX_CAPTURES];
} pm_state;

static void pm_over_budget(pm_state *m)
{
    luaL_error(m->L, "pattern too complex (step budget %I exceeded)",
               (LUAI_UACINT)m->budget);
}

/* A macro, not a function: it sits in the innermost loops. The meter is
 * written as the steps are taken, so it is right even when the call ends
 * in an error. */
#define PM_CHARGE(m, n)                                                         \
    do {                                                                        \
        lua_Integer pm_n_ = (lua_Integer)(n);                                   \
        *(m)->meter += (uint64_t)pm_n_;                                         \
        if (((m)->left -= pm_n_) < 0)                                           \
            pm_over_budget(m);                                                  \
    } while (0)

/* ---- Character classes, in the "C" locale ---------------------------- */

/* Fixed ASCII tables rather than <ctype.h>, so a host that calls setlocale
 * cannot make a game's rules match differently on another machine. */
static int is_lower(int c) { return c >= 'a' && c <= 'z'; }
static int is_upper(int c) { return c >= 'A' && c <= 'Z'; }
static int is_digit(int c) { return c >= '0' && c <= '9'; }
static int is_alpha(int c) { return is_lower(c) || is_upper(c); }
static int is_alnum(int c) { return is_alpha(c) || is_digit(c); }
static int is_graph(int c) { return c > 32 && c < 127; }

/* Whether byte c is in the class written %<letter> (any other character
 * after '%' stands for itself). */
static int in_class(int c, int letter)
{
    int res;
    switch (is_upper(letter) ? letter + ('a' - 'A') : letter) {
    case 'a': res = is_alpha(c); break;
    case 'c': res = c < 32 || c == 127; break;
    case 'd': res = is_digit(c); break;
    case 'g': res = is_graph(c); break;
    case 'l': res = is_lower(c); break;
    case 'p': res = is_graph(c) && !is_alnum(c); break;
    case 's': res = c == ' ' || (c >= '\t' && c <= '\r'); break;
    case 'u': res = is_upper(c); break;
    case 'w': res = is_alnum(c); break;
    case 'x': res = is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        break;
    case 'z': res = c == 0; break; /* deprecated since 5.2, still in 5.4 */
    default: return letter == c;
    }
    return is_upper(letter) ? !res : res;
}

/* Whether byte c is in the set [...] that opens at p and closes at last. */
static int in_set(int c, const char *p, const char *last)
{
    int found = 1; /* what a member means: 0 in a complement [^...] */
    if (p[1] == '^') {
        found = 0;
        p++;
    }
    while (++p < last) {
        if (*p == '%') {
            p++;
            if (in_class(c, (unsigned char)*p))
                return found;
        } else if (p[1] == '-' && p + 2 < last) {
            /* A '-' right before the ']' is a member, not a range. */
            if ((unsigned char)p[0] <= c && c <= (unsigned char)p[2])
                return found;
            p += 2;
        } else if ((unsigned char)*p == c) {
            return found;
        }
    }
    return !found;
}

/* Where the single-character class starting at p ends (its suffix, if any,
 * is there). Raises the stock errors for a class cut short. */
static const char *class_end(pm_state *m, const char *p)
{
    const char *q;
    if (*p == '%') {
        if (p + 1 == m->pat_end)
            luaL_error(m->L, "malformed pattern (ends with '%%')");
        return p + 2;
    }
    if (*p != '[')
        return p + 1;
    q = p + 1;
    if (q < m->pat_end && *q == '^')
        q++;
    /* The first member is taken before any ']' can close the set, so "[]]"
     * and "[^]]" are sets holding ']'. */
    do {
        if (q == m->pat_end)
            luaL_error(m->L, "malformed pattern (missing ']')");
        if (*q++ == '%' && q < m->pat_end)
            q++;
    } while (q == m->pat_end || *q != ']');
    PM_CHARGE(m, (q - p) >> 2);
    return q + 1;
}

/* Whether the subject byte at s exists and is in the class [p, ep). */
static int single(pm_state *m, const char *s, const char *p, const char *ep)
{
    int c;
    if (s >= m->src_end)
        return 0;
    c = (unsigned char)*s;
    switch (*p) {
    case '.': return 1;
    case '%': return in_class(c, (unsigned char)p[1]);
    case '[':
        /* A long set costs more than one step to test. */
        PM_CHARGE(m, (ep - p) >> 2);
        return in_set(c, p, ep - 1);
    default: return (unsigned char)*p == c;
    }
}

/* ---- The matcher ------------------------------------------------------ */

static const char *match(pm_state *m, const char *s, const char *p);

/* %bxy at s: the end of a balanced x...y, or NULL. */
static const char *balanced(pm_state *m, const char *s, const char *p)
{
    const char *q;
    int open, close, depth = 1;
    if (p + 1 >= m->pat_end)
        luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
    if (s >= m->src_end || *s != *p)
        return NULL;
    open = *p;
    close = p[1];
    for (q = s + 1; q < m->src_end; q++) {
        /* close is tested first, so %bxx ends at the next x. */
        if (*q == close) {
            if (--depth == 0) {
                PM_CHARGE(m, q - s);
                return q + 1;
            }
        } else if (*q == open) {
            depth++;
        }
    }
    PM_CHARGE(m, q - s);
    return NULL;
}

/* %<digit> at s: the end of a copy of that capture's text, or NULL. */
static const char *back_reference(pm_state *m, const char *s, int digit)
{
    int i = digit - '1';
    size_t len;
    if (i < 0 || i >= m->ncap || m->cap[i].len == CAP_OPEN)
        luaL_error(m->L, "invalid capture index %%%d", i + 1);
    if (m->cap[i].len == CAP_POS) /* a position has no text to repeat */
        return NULL;
    len = (size_t)m->cap[i].len;
    PM_CHARGE(m, 1 + (len >> 4));
    if ((size_t)(m->src_end - s) >= len && memcmp(m->cap[i].at, s, len) == 0)
        return s + len;
    return NULL;
}

static const char *open_capture(pm_state *m, const char *s, const char *p, ptrdiff_t what)
{
    const char *res;
    int i = m->ncap;
    if (i >= TABI_PATTERN_MAX_CAPTURES)
        luaL_error(m->L, "too many captures");
    m->cap[i].at = s;
    m->cap[i].len = what;
    m->ncap = i + 1;
    res = match(m, s, p);
    if (!res)
        m->ncap--;
    return res;
}

static const char *close_capture(pm_state *m, const char *s, const char *p)
{
    const char *res;
    int i = m->ncap - 1;
    while (i >= 0 && m->cap[i].len != CAP_OPEN)
        i--;
    if (i < 0)
        luaL_error(m->L, "invalid pattern capture");
    m->cap[i].len = s - m->cap[i].at;
    res = match(m, s, p);
    if (!res)
        m->cap[i].len = CAP_OPEN;
    return res;
}

/* Class [p, ep) repeated greedily from s, then the rest of the pattern. */
static const char *longest(pm_state *m, const char *s, const char *p, const char *ep)
{
    ptrdiff_t n = 0;
    while (single(m, s + n, p, ep))
        n++;
    PM_CHARGE(m, n);
    for (; n >= 0; n--) {
        const char *res = match(m, s + n, ep + 1);
        if (res)
            return res;
    }
    return NULL;
}

/* Class [p, ep) repeated lazily from s, then the rest of the pattern. */
static const char *shortest(pm_state *m, const char *s, const char *p, const char *ep)
{
    for (;;) {
        const char *res = match(m, s, ep + 1);
        if (res)
            return res;
        if (!single(m, s, p, ep))
            return NULL;
        s++;
    }
}

/* The end of the match of pattern p (up to m->pat_end) at subject s, or
 * NULL. Each pass of the loop takes one pattern item; only items that must
 * try alternatives (captures, repetitions, '?') recurse, and the recursion
 * depth is bounded like stock Lua's. */
static const char *match(pm_state *m, const char *s, const char *p)
{
    const char *pe = m->pat_end;
    if (m->depth-- == 0)
        luaL_error(m->L, "pattern too complex");
    for (;;) {
        const char *ep;
        int suffix;
        PM_CHARGE(m, 1);
        if (p == pe)
            goto done;
        switch (*p) {
        case '(':
            if (p + 1 < pe && p[1] == ')')
                s = open_capture(m, s, p + 2, CAP_POS);
            else
                s = open_capture(m, s, p + 1, CAP_OPEN);
            goto done;
        case ')':
            s = close_capture(m, s, p + 1);
            goto done;
        case '$':
            if (p + 1 == pe) {
                if (s != m->src_end)
                    s = NULL;
                goto done;
            }
            break; /* elsewhere '$' is an ordinary character */
        case '%': {
            int next = p + 1 < pe ? p[1] : 0;
            if (next == 'b') {
                s = balanced(m, s, p + 2);
                if (!s)
                    goto done;
                p += 4;
                continue;
            }
            if (next == 'f') {
                int before, after;
                p += 2;
                if (p == pe || *p != '[')
                    luaL_error(m->L, "missing '[' after '%%f' in pattern");
                ep = class_end(m, p);
                before = s == m->src ? 0 : (unsigned char)s[-1];
                after = s < m->src_end ? (unsigned char)*s : 0;
                if (in_set(before, p, ep - 1) || !in_set(after, p, ep - 1)) {
                    s = NULL;
                    goto done;
                }
                p = ep;
                continue;
            }
            if (is_digit(next)) {
                s = back_reference(m, s, next);
                if (!s)
                    goto done;
                p += 2;
                continue;
            }
            break; /* a class such as %a or %. */
        }
        default:
            break;
        }
        /* A single-character class with an optional suffix. */
        ep = class_end(m, p);
        suffix = ep < pe ? *ep : 0;
        if (!single(m, s, p, ep)) {
            if (suffix == '*' || suffix == '?' || suffix == '-') {
                p = ep + 1; /* zero repetitions are fine */
                continue;
            }
            s = NULL;
            goto done;
        }
        switch (suffix) {
        case '?': {
            const char *res = match(m, s + 1, ep + 1);
            if (res) {
                s = res;
                goto done;
            }
            p = ep + 1;
            continue;
        }
        case '+': s = longest(m, s + 1, p, ep); goto done;
        case '*': s = longest(m, s, p, ep); goto done;
        case '-': s = shortest(m, s, p, ep); goto done;
        default:
            s++;
            p = ep;
            continue;
        }
    }
done:
    m->depth++;
    return s;
}

static void pm_init(pm_state *m, lua_State *L, const char *s, size_t ls,
                    const char *pat_end, lua_Integer budget, uint64_t *meter)
{
    m->L = L;
    m->own_meter = 0;
    m->meter = meter ? meter : &m->own_meter;
    m->src = s;
    m->src_end = s + ls;
    m->pat_end = pat_end;
    m->left = budget;
    m->budget = budget;
    m->ncap = 0;
    m->depth = TABI_PATTERN_MAX_DEPTH;
}

/* Before each attempt at a new subject position. */
static void pm_restart(pm_state *m)
{
    m->ncap = 0;
    m->depth = TABI_PATTERN_MAX_DEPTH;
}

/* ---- Results ---------------------------------------------------------- */

/* Capture i of a match [s, e): its text in *at and its length, or CAP_POS
 * with the position pushed. With no captures, capture 0 is the whole match. */
static ptrdiff_t capture_get(pm_state *m, int i, const char *s, const char *e,
                             const char **at)
{
    if (i >= m->ncap) {
        if (i != 0)
            luaL_error(m->L, "invalid capture index %%%d", i + 1);
        *at = s;
        return e - s;
    }
    if (m->cap[i].len == CAP_OPEN)
        luaL_error(m->L, "unfinished capture");
    *at = m->cap[i].at;
    if (m->cap[i].len == CAP_POS)
        lua_pushinteger(m->L, (lua_Integer)(m->cap[i].at - m->src) + 1);
    return m->cap[i].len;
}

static void push_capture(pm_state *m, int i, const char *s, const char *e)
{
    const char *at;
    ptrdiff_t len = capture_get(m, i, s, e, &at);
    if (len != CAP_POS)
        lua_pushlstring(m->L, at, (size_t)len);
}

/* Pushes the captures of a match [s, e), or the whole match when there are
 * none and s is not NULL; returns how many values. */
static int push_captures(pm_state *m, const char *s, const char *e)
{
    int i, n = (m->ncap == 0 && s) ? 1 : m->ncap;
    luaL_checkstack(m->L, n, "too many captures");
    for (i = 0; i < n; i++)
        push_capture(m, i, s, e);
    return n;
}

/* ---- The closures ----------------------------------------------------- */

static lua_Integer budget_of(lua_State *L)
{
    return lua_tointeger(L, lua_upvalueindex(1));
}

/* The meter of find, match and gsub (upvalue 2); gmatch's iterator keeps
 * it as upvalue 6. NULL when there is none. */
static uint64_t *meter_of(lua_State *L, int upvalue)
{
    return lua_touserdata(L, lua_upvalueindex(upvalue));
}

static void check_lengths(lua_State *L, size_t ls, size_t lp, int is_pattern)
{
    if (ls > TABI_PATTERN_MAX_SUBJECT)
        luaL_argerror(L, 1, lua_pushfstring(L, "subject too long: %I bytes, limit %I",
                                            (LUAI_UACINT)ls,
                                            (LUAI_UACINT)TABI_PATTERN_MAX_SUBJECT));
    if (is_pattern && lp > TABI_PATTERN_MAX_PATTERN)
        luaL_argerror(L, 2, lua_pushfstring(L, "pattern too long: %I bytes, limit %I",
                                            (LUAI_UACINT)lp,
                                            (LUAI_UACINT)TABI_PATTERN_MAX_PATTERN));
}

/* The 0-based offset where a search starting at 1-based pos begins; negative
 * pos counts from the end, and the result may be past the end. */
static size_t start_offset(lua_Integer pos, size_t len)
{
    if (pos > 0)
        return (size_t)pos - 1;
    if (pos == 0 || pos < -(lua_Integer)len)
        return 0;
    return len + (size_t)pos;
}

static int has_specials(const char *p, size_t lp)
{
    size_t i;
    for (i = 0; i < lp; i++) {
        switch (p[i]) {
        case '^': case '$': case '*': case '+': case '?':
        case '.': case '(': case '[': case '%': case '-':
            return 1;
        default:
            break;
        }
    }
    return 0;
}

/* The first occurrence of needle [p, p + lp) in [s, s + ls), or NULL. */
static const char *find_plain(pm_state *m, const char *s, size_t ls, const char *p,
                              size_t lp)
{
    const char *cur = s, *last;
    if (lp == 0)
        return s;
    if (lp > ls)
        return NULL;
    last = s + (ls - lp); /* the last place the needle fits */
    while (cur <= last) {
        size_t j = 1;
        const char *q = memchr(cur, *p, (size_t)(last - cur) + 1);
        if (!q) {
            PM_CHARGE(m, 1 + ((last - cur) >> 4));
            return NULL;
        }
        while (j < lp && q[j] == p[j])
            j++;
        PM_CHARGE(m, 1 + ((q - cur) >> 4) + (j >> 4));
        if (j == lp)
            return q;
        cur = q + 1;
    }
    return NULL;
}

static int find_or_match(lua_State *L, int find)
{
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = start_offset(luaL_optinteger(L, 3, 1), ls);
    int plain = find && lua_toboolean(L, 4);
    pm_state m;
    check_lengths(L, ls, lp, !plain);
    if (init > ls) {
        luaL_pushfail(L);
        return 1;
    }
    pm_init(&m, L, s, ls, p + lp, budget_of(L), meter_of(L, 2));
    if (find && (plain || !has_specials(p, lp))) {
        const char *at = find_plain(&m, s + init, ls - init, p, lp);
        if (at) {
            lua_pushinteger(L, (lua_Integer)(at - s) + 1);
            lua_pushinteger(L, (lua_Integer)(at - s + lp));
            return 2;
        }
    } else {
        const char *s1 = s + init;
        int anchor = lp > 0 && *p == '^';
        if (anchor)
            p++;
        do {
            const char *e;
            pm_restart(&m);
            e = match(&m, s1, p);
            if (e) {
                if (!find)
                    return push_captures(&m, s1, e);
                lua_pushinteger(L, (lua_Integer)(s1 - s) + 1);
                lua_pushinteger(L, (lua_Integer)(e - s));
                return push_captures(&m, NULL, NULL) + 2;
            }
        } while (s1++ < m.src_end && !anchor);
    }
    luaL_pushfail(L);
    return 1;
}

static int pm_find(lua_State *L) { return find_or_match(L, 1); }
static int pm_match(lua_State *L) { return find_or_match(L, 0); }

/* gmatch's iterator. Upvalues: budget, subject, pattern, the offset to
 * resume at, the end offset of the last match (-1: none yet), so an empty
 * match right where the previous one ended is skipped, and the meter. */
static int gmatch_next(lua_State *L)
{
    size_t ls, lp;
    const char *s = lua_tolstring(L, lua_upvalueindex(2), &ls);
    const char *p = lua_tolstring(L, lua_upvalueindex(3), &lp);
    lua_Integer at = lua_tointeger(L, lua_upvalueindex(4));
    lua_Integer last = lua_tointeger(L, lua_upvalueindex(5));
    const char *src;
    pm_state m;
    if (at > (lua_Integer)ls)
        return 0;
    pm_init(&m, L, s, ls, p + lp, budget_of(L), meter_of(L, 6));
    for (src = s + at; src <= m.src_end; src++) {
        const char *e;
        pm_restart(&m);
        e = match(&m, src, p);
        if (e && e - s != last) {
            lua_pushinteger(L, (lua_Integer)(e - s));
            lua_copy(L, -1, lua_upvalueindex(4));
            lua_replace(L, lua_upvalueindex(5));
            return push_captures(&m, src, e);
        }
    }
    return 0;
}

static int pm_gmatch(lua_State *L)
{
    size_t ls, lp;
    luaL_checklstring(L, 1, &ls);
    luaL_checklstring(L, 2, &lp);
    size_t init = start_offset(luaL_optinteger(L, 3, 1), ls);
    check_lengths(L, ls, lp, 1);
    lua_settop(L, 2);
    lua_pushinteger(L, budget_of(L));
    lua_insert(L, 1);
    lua_pushinteger(L, init > ls ? (lua_Integer)ls + 1 : (lua_Integer)init);
    lua_pushinteger(L, -1);
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_pushcclosure(L, gmatch_next, 6);
    return 1;
}

/* Appends n bytes to gsub's result, within the result limit. */
static void out_add(pm_state *m, luaL_Buffer *b, const char *s, size_t n)
{
    if (n > TABI_PATTERN_MAX_RESULT - luaL_bufflen(b))
        luaL_error(m->L, "gsub result too long (limit %I bytes)",
                   (LUAI_UACINT)TABI_PATTERN_MAX_RESULT);
    luaL_addlstring(b, s, n);
}

/* Appends the value on top of the stack (a string or a number). */
static void out_add_value(pm_state *m, luaL_Buffer *b)
{
    size_t n;
    lua_tolstring(m->L, -1, &n);
    if (n > TABI_PATTERN_MAX_RESULT - luaL_bufflen(b))
        luaL_error(m->L, "gsub result too long (limit %I bytes)",
                   (LUAI_UACINT)TABI_PATTERN_MAX_RESULT);
    luaL_addvalue(b);
}

/* Appends gsub's string replacement for the match [s, e): its text with
 * %0-%9 and %% expanded. */
static void add_template(pm_state *m, luaL_Buffer *b, const char *s, const char *e)
{
    size_t lr;
    const char *r = lua_tolstring(m->L, 3, &lr);
    const char *r_end = r + lr, *q;
    while ((q = memchr(r, '%', (size_t)(r_end - r))) != NULL) {
        int c = q + 1 < r_end ? (unsigned char)q[1] : 0;
        PM_CHARGE(m, 1);
        out_add(m, b, r, (size_t)(q - r));
        if (c == '%') {
            out_add(m, b, q + 1, 1);
        } else if (c == '0') {
            out_add(m, b, s, (size_t)(e - s));
        } else if (is_digit(c)) {
            const char *at;
            ptrdiff_t len = capture_get(m, c - '1', s, e, &at);
            if (len == CAP_POS)
                out_add_value(m, b);
            else
                out_add(m, b, at, (size_t)len);
        } else {
            luaL_error(m->L, "invalid use of '%c' in replacement string", '%');
        }
        r = q + 2;
    }
    out_add(m, b, r, (size_t)(r_end - r));
}

/* Appends the replacement for the match [s, e); returns whether it differs
 * from the matched text (false when a table or function gave nil/false). */
static int add_replacement(pm_state *m, luaL_Buffer *b, const char *s, const char *e,
                           int type)
{
    lua_State *L = m->L;
    if (type == LUA_TFUNCTION) {
        int n;
        lua_pushvalue(L, 3);
        n = push_captures(m, s, e);
        lua_call(L, n, 1);
    } else if (type == LUA_TTABLE) {
        push_capture(m, 0, s, e);
        lua_gettable(L, 3);
    } else {
        add_template(m, b, s, e);
        return 1;
    }
    if (!lua_toboolean(L, -1)) {
        lua_pop(L, 1);
        out_add(m, b, s, (size_t)(e - s));
        return 0;
    }
    if (!lua_isstring(L, -1))
        luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    out_add_value(m, b);
    return 1;
}

static int pm_gsub(lua_State *L)
{
    size_t ls, lp;
    const char *src = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    const char *lastmatch = NULL;
    int type = lua_type(L, 3);
    lua_Integer max_n = luaL_optinteger(L, 4, (lua_Integer)ls + 1);
    int anchor = lp > 0 && *p == '^';
    lua_Integer n = 0;
    int changed = 0;
    pm_state m;
    luaL_Buffer b;
    luaL_argexpected(L, type == LUA_TNUMBER || type == LUA_TSTRING ||
                     type == LUA_TFUNCTION || type == LUA_TTABLE, 3,
                     "string/function/table");
    check_lengths(L, ls, lp, 1);
    luaL_buffinit(L, &b);
    pm_init(&m, L, src, ls, p + lp, budget_of(L), meter_of(L, 2));
    if (anchor)
        p++;
    while (n < max_n) {
        const char *e;
        pm_restart(&m);
        e = match(&m, src, p);
        if (e && e != lastmatch) {
            n++;
            changed |= add_replacement(&m, &b, src, e, type);
            src = lastmatch = e;
        } else if (src < m.src_end) {
            out_add(&m, &b, src++, 1);
        } else {
            break;
        }
        if (anchor)
            break;
    }
    if (!changed) {
        lua_pushvalue(L, 1);
    } else {
        out_add(&m, &b, src, (size_t)(m.src_end - src));
        luaL_pushresult(&b);
    }
    lua_pushinteger(L, n);
    return 2;
}

int tabi_lua_patterns_open(lua_State *L, lua_Integer step_budget)
{
    return tabi_lua_patterns_open_metered(L, step_budget, NULL);
}

int tabi_lua_patterns_open_metered(lua_State *L, lua_Integer step_budget, uint64_t *meter)
{
    static const luaL_Reg fns[] = {
        {"find", pm_find}, {"match", pm_match}, {"gmatch", pm_gmatch},
        {"gsub", pm_gsub}, {NULL, NULL},
    };
    lua_createtable(L, 0, 4);
    lua_pushinteger(L, step_budget < 1 ? 1 : step_budget);
    if (meter)
        lua_pushlightuserdata(L, meter);
    else
        lua_pushnil(L);
    luaL_setfuncs(L, fns, 2);
    return 1;
}
