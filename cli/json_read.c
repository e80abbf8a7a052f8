/* json_read.c - a small JSON reader (RFC 8259) for tabula's own JSON lines:
 * a recursive descent into a tree, with \u escapes (and surrogate pairs)
 * written back as UTF-8, so a line read back and written again is the
 * same bytes. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_read.h"

#define MAX_DEPTH 64

typedef struct reader {
    const char *s;
    size_t at;
    char *err;
    size_t err_size;
    int failed;
} reader;

static int fail(reader *r, const char *fmt, ...)
{
    if (!r->failed) {
        va_list ap;
        va_start(ap, fmt);
        int used = vsnprintf(r->err, r->err_size, fmt, ap);
        va_end(ap);
        if (used >= 0 && (size_t)used < r->err_size)
            snprintf(r->err + used, r->err_size - (size_t)used, " at byte %zu", r->at + 1);
        r->failed = 1;
    }
    return -1;
}

static void skip_space(reader *r)
{
    while (r->s[r->at] == ' ' || r->s[r->at] == '\t' || r->s[r->at] == '\n' ||
           r->s[r->at] == '\r')
        r->at++;
}

static int hex4(reader *r, unsigned *out)
{
    unsigned v = 0;
    for (int i = 0; i < 4; i++) {
        char c = r->s[r->at + (size_t)i];
        v <<= 4;
        if (c >= '0' && c <= '9')
            v |= (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f')
            v |= (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            v |= (unsigned)(c - 'A' + 10);
        else
            return fail(r, "a \\u escape needs four hex digits");
    }
    r->at += 4;
    *out = v;
    return 0;
}

static size_t put_utf8(char *out, unsigned c)
{
    if (c < 0x80) {
        out[0] = (char)c;
        return 1;
    }
    if (c < 0x800) {
        out[0] = (char)(0xc0 | (c >> 6));
        out[1] = (char)(0x80 | (c & 0x3f));
        return 2;
    }
    if (c < 0x10000) {
        out[0] = (char)(0xe0 | (c >> 12));
        out[1] = (char)(0x80 | ((c >> 6) & 0x3f));
        out[2] = (char)(0x80 | (c & 0x3f));
        return 3;
    }
    out[0] = (char)(0xf0 | (c >> 18));
    out[1] = (char)(0x80 | ((c >> 12) & 0x3f));
    out[2] = (char)(0x80 | ((c >> 6) & 0x3f));
    out[3] = (char)(0x80 | (c & 0x3f));
    return 4;
}

/* A string at r->at (its opening quote) into a malloc'd text. */
static int read_string(reader *r, char **out)
{
    size_t start = ++r->at, len = 0;
    while (r->s[start + len] && r->s[start + len] != '"')
        len += r->s[start + len] == '\\' && r->s[start + len + 1] ? 2 : 1;
    char *buf = malloc(len + 1); /* escapes never grow the text */
    if (!buf)
        return fail(r, "out of memory");
    size_t n = 0;
    for (;;) {
        unsigned char c = (unsigned char)r->s[r->at];
        if (c == '"')
            break;
        if (c == '\0') {
            free(buf);
            return fail(r, "a string is not closed");
        }
        if (c < 0x20) {
            free(buf);
            return fail(r, "a control character in a string");
        }
        r->at++;
        if (c != '\\') {
            buf[n++] = (char)c;
            continue;
        }
        char e = r->s[r->at++];
        unsigned u, lo;
        switch (e) {
        case '"': buf[n++] = '"'; break;
        case '\\': buf[n++] = '\\'; break;
        case '/': buf[n++] = '/'; break;
        case 'b': buf[n++] = '\b'; break;
        case 'f': buf[n++] = '\f'; break;
        case 'n': buf[n++] = '\n'; break;
        case 'r': buf[n++] = '\r'; break;
        case 't': buf[n++] = '\t'; break;
        case 'u':
            if (hex4(r, &u) != 0) {
                free(buf);
                return -1;
            }
            if (u >= 0xd800 && u < 0xdc00 && r->s[r->at] == '\\' && r->s[r->at + 1] == 'u') {
                size_t back = r->at;
                r->at += 2;
                if (hex4(r, &lo) == 0 && lo >= 0xdc00 && lo < 0xe000)
                    u = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
                else
                    r->at = back, r->failed = 0;
            }
            if (u >= 0xd800 && u < 0xe000)
                u = 0xfffd; /* a lone surrogate: not a character */
            n += put_utf8(buf + n, u);
            break;
        default:
            free(buf);
            return fail(r, "an unknown escape \\%c", e ? e : '0');
        }
    }
    r->at++;
    buf[n] = '\0';
    *out = buf;
    return 0;
}

static int read_value(reader *r, json_value *v, int depth);

static int read_items(reader *r, json_value *v, int depth, char close)
{
    size_t cap = 0;
    r->at++;
    skip_space(r);
    if (r->s[r->at] == close) {
        r->at++;
        return 0;
    }
    for (;;) {
        if (v->n == cap) {
            cap = cap ? cap * 2 : 8;
            json_value *grown = realloc(v->items, cap * sizeof *grown);
            if (!grown)
                return fail(r, "out of memory");
            v->items = grown;
        }
        json_value *item = &v->items[v->n];
        memset(item, 0, sizeof *item);
        skip_space(r);
        if (close == '}') {
            if (r->s[r->at] != '"')
                return fail(r, "an object's key must be a string");
            if (read_string(r, &item->key) != 0)
                return -1;
            skip_space(r);
            if (r->s[r->at] != ':')
                return fail(r, "':' expected after a key");
            r->at++;
        }
        v->n++;
        if (read_value(r, item, depth + 1) != 0)
            return -1;
        skip_space(r);
        if (r->s[r->at] == ',') {
            r->at++;
            continue;
        }
        if (r->s[r->at] == close) {
            r->at++;
            return 0;
        }
        return fail(r, "',' or '%c' expected", close);
    }
}

static int read_value(reader *r, json_value *v, int depth)
{
    if (depth > MAX_DEPTH)
        return fail(r, "nested too deep");
    skip_space(r);
    v->start = r->at;
    const char *p = r->s + r->at;
    int status = 0;
    if (*p == '{') {
        v->type = JSON_OBJECT;
        status = read_items(r, v, depth, '}');
    } else if (*p == '[') {
        v->type = JSON_ARRAY;
        status = read_items(r, v, depth, ']');
    } else if (*p == '"') {
        v->type = JSON_STRING;
        status = read_string(r, &v->str);
    } else if (strncmp(p, "null", 4) == 0) {
        v->type = JSON_NULL;
        r->at += 4;
    } else if (strncmp(p, "true", 4) == 0 || strncmp(p, "false", 5) == 0) {
        v->type = JSON_BOOL;
        v->boolean = *p == 't';
        r->at += v->boolean ? 4 : 5;
    } else if (*p == '-' || (*p >= '0' && *p <= '9')) {
        size_t len = strspn(p, "-+0123456789.eE");
        v->type = JSON_NUMBER;
        v->str = malloc(len + 1);
        if (!v->str)
            return fail(r, "out of memory");
        memcpy(v->str, p, len);
        v->str[len] = '\0';
        char *end;
        strtod(v->str, &end);
        if (*end)
            return fail(r, "a malformed number");
        r->at += len;
    } else {
        return fail(r, *p ? "a value expected" : "the text ends where a value is expected");
    }
    v->end = r->at;
    return status;
}

int json_parse(const char *text, json_value *v, char *err, size_t err_size)
{
    reader r = {text, 0, err, err_size, 0};
    memset(v, 0, sizeof *v);
    if (read_value(&r, v, 0) != 0)
        return -1;
    skip_space(&r);
    if (text[r.at])
        return fail(&r, "text after the value");
    return 0;
}

void json_free(json_value *v)
{
    if (!v)
        return;
    for (size_t i = 0; i < v->n; i++)
        json_free(&v->items[i]);
    free(v->items);
    free(v->str);
    free(v->key);
    memset(v, 0, sizeof *v);
}

const json_value *json_get(const json_value *obj, const char *key)
{
    if (!obj || obj->type != JSON_OBJECT)
        return NULL;
    for (size_t i = 0; i < obj->n; i++)
        if (strcmp(obj->items[i].key, key) == 0)
            return &obj->items[i];
    return NULL;
}

int json_int(const json_value *v, int64_t min, int64_t max, int64_t *out)
{
    if (!v || v->type != JSON_NUMBER)
        return 0;
    char *end;
    errno = 0;
    long long x = strtoll(v->str, &end, 10);
    if (*end || errno || x < min || x > max)
        return 0;
    *out = x;
    return 1;
}
