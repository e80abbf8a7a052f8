/* json_read.h - a small JSON reader for what tabula writes itself (a
 * playtest's JSON lines, a shard's first line): one line into a tree. */
#ifndef TABULA_CLI_JSON_READ_H
#define TABULA_CLI_JSON_READ_H

#include <stddef.h>
#include <stdint.h>

typedef enum json_type { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } json_type;

typedef struct json_value json_value;
struct json_value {
    json_type type;
    char *str;          /* a string's text (NUL-terminated, may hold no NUL),
                           a number's text as written, or an object member's
                           key for the members of an object */
    char *key;          /* the member's key, inside an object */
    int boolean;
    json_value *items;  /* an array's items or an object's members, in order */
    size_t n;
    size_t start, end;  /* where the value was in the text (bytes) */
};

/* Parses text (NUL-terminated) into *v: the whole of it must be one value
 * (spaces around allowed). Returns 0, or -1 with what is wrong and at
 * which byte in err. Free with json_free, on success or not. */
int json_parse(const char *text, json_value *v, char *err, size_t err_size);
void json_free(json_value *v);

/* An object's member named key, or NULL. */
const json_value *json_get(const json_value *obj, const char *key);

/* A number member as an integer in [min, max]: 1 when it is one. */
int json_int(const json_value *v, int64_t min, int64_t max, int64_t *out);

#endif
