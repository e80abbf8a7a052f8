/* viewer.h - the replay viewer: one self-contained HTML page showing a
 * replay decision by decision, as each player and as the designer see it
 * (docs/viewer.md). Built on the public API only. */
#ifndef TABULA_CLI_VIEWER_H
#define TABULA_CLI_VIEWER_H

#include <stddef.h>
#include <stdint.h>

#include "tabula.h"

/* A growable text buffer (the page is built in memory). On out of memory
 * it sets failed and drops what comes after. */
typedef struct vbuf {
    char *s;
    size_t len, cap;
    int failed;
} vbuf;

void vbuf_put(vbuf *b, const char *s, size_t n);
void vbuf_puts(vbuf *b, const char *s);
void vbuf_printf(vbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* s as a JSON string, quotes included; '<', '>' and '&' escaped so that
 * the text can sit inside a <script> element. */
void vbuf_json_str(vbuf *b, const char *s);
void vbuf_free(vbuf *b);

/* The view a state is read for: a player (from 0), or VIEWER_ALL for the
 * designer, who sees everything. */
#define VIEWER_ALL (-100)

/* One part of a view: an entity's kind and zone, one of its properties, a
 * zone, a board... Its key orders it (the part's kind in the top byte, then
 * an id and a property); its text is its JSON member, "name":value, the
 * first keylen bytes being "name". Views are lists of parts in key order,
 * so two frames are compared part by part and a frame stores only the
 * parts that changed. */
typedef struct viewer_part {
    uint64_t key;
    char *text;
    uint32_t keylen;
} viewer_part;

typedef struct viewer_parts {
    viewer_part *v;
    uint32_t n, cap;
} viewer_parts;

void viewer_parts_clear(viewer_parts *p);

/* The names and glyphs the game declares for its kinds (viewer{ ... } in
 * its content, kept on the game entity as viewer.glyph.<kind> and
 * viewer.name.<kind>), as one JSON object {"glyphs":{...},"names":{...}}. */
void viewer_hook_json(tab_game *g, vbuf *out);

/* Reads what player (or VIEWER_ALL) may know of g's state into parts:
 * entities, zones, boards, tracks, initiative, turn order. Returns 0, or -1
 * on out of memory. */
int viewer_read_state(tab_game *g, int player, viewer_parts *parts);

/* Writes the page for the replay at replay_path into html_path. 0 on
 * success; otherwise 1 with the message printed (what and where). */
int viewer_write(const char *replay_path, const char *html_path);

#endif
