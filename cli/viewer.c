/* viewer.c - tabula replay FILE --html OUT.html: re-runs a replay decision
 * by decision and writes one self-contained page (viewer_page.html, with
 * the frames as JSON inside it) that shows the game as each player and as
 * the designer see it. One frame per answer plus the end; each frame holds
 * one view per player and the everything view, as the parts of the state
 * that changed since the frame before. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "viewer.h"

extern const char viewer_page[]; /* viewer_page.html, embedded at build time */

/* The most events a frame lists; a setup that makes thousands lists these
 * and says how many more there were. */
#define MAX_FRAME_EVENTS 400

/* ---- Events as text ---- */


/* An entity as events name it: its name or kind and id; "?" for one the
 * view may not know (tab_view_event gave 0). An event may name an entity
 * the player may not see now (one that went into a face-down zone, or was
 * made there): then its kind only, never its name. */
static void entity_label(tab_game *g, tab_id e, int player, vbuf *b)
{
    if (!e) {
        vbuf_puts(b, "?");
        return;
    }
    tab_value v = {TAB_VNONE, {0}};
    tab_atom key = tab_atom_find(g, "name");
    if (key && tab_entity_exists(g, e) && (player == VIEWER_ALL || tab_view_can_see(g, e, player)))
        tab_entity_get(g, e, key, &v);
    const char *s = v.type == TAB_VATOM ? tab_atom_str(g, v.as.atom)
                                        : tab_atom_str(g, tab_entity_kind(g, e));
    if (s)
        vbuf_printf(b, "%s#%u", s, e);
    else
        vbuf_printf(b, "#%u", e);
}

static void zone_label(tab_game *g, int64_t z, vbuf *b)
{
    tab_atom name;
    if (z > 0 && z <= tab_zone_count(g) &&
        tab_zone_info(g, (tab_zone)z, &name, NULL, NULL) == TAB_OK && tab_atom_str(g, name))
        vbuf_puts(b, tab_atom_str(g, name));
    else
        vbuf_puts(b, z ? "?" : "-");
}

/* The runtime's own steps (entities of kind tabula.step, in its agenda
 * zone): plumbing, not the game. A step is often freed before its events
 * are read, so the ids of the steps made are kept, in order (ids only
 * grow). */
typedef struct step_ids {
    tab_id *v;
    uint32_t n, cap;
} step_ids;

static int is_step(const step_ids *steps, tab_id e)
{
    uint32_t lo = 0, hi = steps->n;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (steps->v[mid] == e)
            return 1;
        if (steps->v[mid] < e)
            lo = mid + 1;
        else
            hi = mid;
    }
    return 0;
}

static void note_step(step_ids *steps, tab_id e)
{
    if (steps->n && steps->v[steps->n - 1] >= e)
        return;
    if (steps->n == steps->cap) {
        uint32_t cap = steps->cap ? steps->cap * 2 : 256;
        tab_id *grown = realloc(steps->v, cap * sizeof *grown);
        if (!grown)
            return; /* shown, then: harmless */
        steps->v = grown;
        steps->cap = cap;
    }
    steps->v[steps->n++] = e;
}

static int is_plumbing(tab_game *g, const step_ids *steps, const tab_event *e)
{
    tab_atom step = tab_atom_find(g, "tabula.step");
    if (!step)
        return 0;
    if ((e->kind == TAB_EV_ENTITY_NEW || e->kind == TAB_EV_ENTITY_FREE) && e->a[0] == step)
        return 1;
    if (e->subject && (is_step(steps, e->subject) || tab_entity_kind(g, e->subject) == step))
        return 1;
    tab_atom agenda = tab_atom_find(g, "tabula.agenda");
    tab_zone az = agenda ? tab_zone_find(g, agenda) : TAB_ZONE_NONE;
    return az && e->kind == TAB_EV_ZONE_MOVE && (e->a[0] == az || e->a[1] == az);
}

/* The value of an entity.set: its type is a1. */
static void set_value(tab_game *g, int64_t type, int64_t v, vbuf *b)
{
    const char *s;
    if (type == TAB_VATOM && (s = tab_atom_str(g, (tab_atom)v)))
        vbuf_puts(b, s);
    else if (type == TAB_VREF)
        vbuf_printf(b, "#%" PRId64, v);
    else if (type == TAB_VBOOL)
        vbuf_puts(b, v ? "true" : "false");
    else if (type == TAB_VNONE)
        vbuf_puts(b, "-");
    else
        vbuf_printf(b, "%" PRId64, v);
}

/* Appends event seq as player (or VIEWER_ALL) may know it, as one line of
 * text in a JSON string; returns 0 when the event is the runtime's own
 * plumbing and was left out. */
static int event_text(tab_game *g, const step_ids *steps, uint64_t seq, int player, vbuf *out)
{
    tab_event e;
    tab_status s = player == VIEWER_ALL ? tab_event_get(g, seq, &e)
                                        : tab_view_event(g, seq, player, &e);
    if (s != TAB_OK || is_plumbing(g, steps, &e))
        return 0;
    vbuf t = {0};
    const char *kind = tab_atom_str(g, e.kind);
    vbuf_puts(&t, kind ? kind : "?");
    vbuf_puts(&t, " ");
    if (e.subject || e.kind < TAB_ATOM_BUILTIN_COUNT)
        entity_label(g, e.subject, player, &t);
    if (e.kind == TAB_EV_ENTITY_SET) {
        const char *key = tab_atom_str(g, (tab_atom)e.a[0]);
        vbuf_printf(&t, " %s", key ? key : "?");
        if (e.a[1] == TAB_VARRAY) {
            vbuf_puts(&t, " (array)");
        } else {
            vbuf_puts(&t, " = ");
            set_value(g, e.a[1], e.a[2], &t);
            vbuf_puts(&t, " (was ");
            set_value(g, e.a[1], e.a[3], &t);
            vbuf_puts(&t, ")");
        }
    } else {
        int kernel = e.kind < TAB_ATOM_BUILTIN_COUNT, last = 3;
        if (!kernel) /* a script's own event: its arguments, trailing zeros left out */
            while (last >= 0 && e.a[last] == 0)
                last--;
        tab_event_arg c;
        for (int i = 0; kernel ? tab_event_field(e.kind, i, &c) != NULL : i <= last; i++) {
            if (!kernel)
                c = TAB_EVARG_INT;
            vbuf_puts(&t, " ");
            const char *a;
            if (c == TAB_EVARG_ATOM)
                vbuf_puts(&t, (a = tab_atom_str(g, (tab_atom)e.a[i])) ? a : "-");
            else if (c == TAB_EVARG_ZONE)
                zone_label(g, e.a[i], &t);
            else if (c == TAB_EVARG_ENTITY)
                entity_label(g, (tab_id)e.a[i], player, &t);
            else if (c == TAB_EVARG_HEX) {
                tab_hex h = tab_hex_unpack(e.a[i]);
                vbuf_printf(&t, "(%d,%d)", h.q, h.r);
            } else
                vbuf_printf(&t, "%" PRId64, e.a[i]);
        }
    }
    vbuf_json_str(out, t.s ? t.s : "");
    int failed = t.failed;
    vbuf_free(&t);
    if (failed)
        out->failed = 1;
    return 1;
}

/* ---- Frames ---- */

/* What the whole replay needs while its frames are made. */
typedef struct recorder {
    tab_game *g;
    int players, views;       /* views: players + the everything view */
    viewer_parts *last, cur;  /* per view, the parts of the frame before */
    vbuf frames;              /* the frames' JSON, comma-separated */
    vbuf lists;               /* distinct option lists, comma-separated */
    char **list_text;         /* and their text, to find repeats */
    uint32_t nlists, list_cap;
    uint64_t mark;            /* the first event not yet shown */
    step_ids steps;           /* the runtime's steps seen so far */
    size_t *cut;              /* room for one offset per view */
    uint32_t nframes;
} recorder;

static int view_player(const recorder *rec, int v)
{
    return v == rec->players ? VIEWER_ALL : v;
}

/* View v's parts that differ from its last frame's, as the members of a
 * JSON object (a removed part is null), into b; the current parts become v's
 * last ones. */
static void state_delta(recorder *rec, int v, vbuf *b)
{
    viewer_parts *old = &rec->last[v], *now = &rec->cur;
    uint32_t i = 0, j = 0;
    int first = 1;
    vbuf_puts(b, "{");
    while (i < old->n || j < now->n) {
        const viewer_part *o = i < old->n ? &old->v[i] : NULL, *c = j < now->n ? &now->v[j] : NULL;
        if (c && (!o || c->key < o->key)) {
            vbuf_printf(b, "%s%s", first ? "" : ",", c->text);
            j++;
        } else if (o && (!c || o->key < c->key)) {
            vbuf_puts(b, first ? "" : ",");
            vbuf_put(b, o->text, o->keylen);
            vbuf_puts(b, ":null");
            i++;
        } else {
            i++, j++;
            if (strcmp(o->text, c->text) == 0)
                continue;
            vbuf_printf(b, "%s%s", first ? "" : ",", c->text);
        }
        first = 0;
    }
    vbuf_puts(b, "}");
    viewer_parts tmp = rec->last[v];
    rec->last[v] = rec->cur;
    rec->cur = tmp;
}

/* The index of the option list d offers, added when new. */
static int option_list(recorder *rec, const tab_decision *d)
{
    vbuf b = {0};
    uint32_t n = tab_decision_option_count(d);
    vbuf_puts(&b, "[");
    for (uint32_t i = 0; i < n; i++) {
        if (i)
            vbuf_puts(&b, ",");
        vbuf_json_str(&b, tab_decision_option(d, i));
    }
    vbuf_puts(&b, "]");
    if (b.failed)
        return -1;
    for (uint32_t i = 0; i < rec->nlists; i++)
        if (strcmp(rec->list_text[i], b.s) == 0) {
            vbuf_free(&b);
            return (int)i;
        }
    if (rec->nlists == rec->list_cap) {
        uint32_t cap = rec->list_cap ? rec->list_cap * 2 : 64;
        char **grown = realloc(rec->list_text, cap * sizeof *grown);
        if (!grown) {
            vbuf_free(&b);
            return -1;
        }
        rec->list_text = grown;
        rec->list_cap = cap;
    }
    vbuf_puts(&rec->lists, rec->nlists ? "," : "");
    vbuf_puts(&rec->lists, b.s);
    rec->list_text[rec->nlists] = b.s;
    return (int)rec->nlists++;
}

/* The pending decision as view v may know it: everything for the
 * designer and for the players who decide it; only who decides and what
 * kind of decision for the others (the prompt and options may name their
 * cards). The answer given (by player `by`, picks) only to the designer
 * and to the player who gave it: in a simultaneous choice the others see
 * it when the rules reveal it. */
static void decision_json(recorder *rec, int v, const tab_decision *d, int by,
                          const uint32_t *picks, uint32_t npicks, vbuf *b)
{
    int p = view_player(rec, v), decides = p == VIEWER_ALL;
    uint32_t n = tab_decision_player_count(d);
    vbuf_puts(b, "{\"pl\":[");
    for (uint32_t i = 0; i < n; i++) {
        int who = tab_decision_player(d, i);
        vbuf_printf(b, "%s%d", i ? "," : "", who);
        decides = decides || who == p;
    }
    vbuf_puts(b, "],\"k\":");
    vbuf_json_str(b, tab_decision_kind(d) ? tab_decision_kind(d) : "");
    vbuf_printf(b, ",\"by\":%d", by);
    if (decides) {
        uint32_t min, max;
        int order;
        tab_decision_picks(d, &min, &max, &order);
        vbuf_puts(b, ",\"pr\":");
        vbuf_json_str(b, tab_decision_prompt(d) ? tab_decision_prompt(d) : "");
        vbuf_printf(b, ",\"o\":%d,\"mn\":%u,\"mx\":%u", option_list(rec, d), min, max);
        if (picks && (p == VIEWER_ALL || p == by)) {
            vbuf_puts(b, ",\"a\":[");
            for (uint32_t i = 0; i < npicks; i++)
                vbuf_printf(b, "%s%u", i ? "," : "", picks[i]);
            vbuf_puts(b, "]");
        }
    }
    vbuf_puts(b, "}");
}

/* One frame: the decision pending (d, answered by `by` with picks; NULL at
 * the end), the events since the frame before and the state, per view. */
static int record_frame(recorder *rec, const tab_decision *d, int by, const uint32_t *picks,
                        uint32_t npicks)
{
    vbuf *b = &rec->frames;
    vbuf_puts(b, rec->nframes ? ",\n{" : "{");
    if (d) {
        vbuf_puts(b, "\"dec\":[");
        for (int v = 0; v < rec->views; v++) {
            vbuf_puts(b, v ? "," : "");
            decision_json(rec, v, d, by, picks, npicks, b);
        }
        vbuf_puts(b, "],");
    }
    /* Events: one string when every view reads it alike, else one per view. */
    vbuf_puts(b, "\"ev\":[");
    uint64_t end = tab_event_end(rec->g), from = rec->mark;
    if (from < tab_event_begin(rec->g))
        from = tab_event_begin(rec->g);
    uint32_t listed = 0, more = 0;
    vbuf one = {0};
    tab_atom step = tab_atom_find(rec->g, "tabula.step");
    for (uint64_t seq = from; seq < end; seq++) {
        tab_event e;
        if (tab_event_get(rec->g, seq, &e) == TAB_OK && e.kind == TAB_EV_ENTITY_NEW && step &&
            e.a[0] == step)
            note_step(&rec->steps, e.subject);
    }
    size_t *cut = rec->cut; /* where each view's text of the event ends in one */
    for (uint64_t seq = from; seq < end; seq++) {
        vbuf_free(&one);
        int shown = 0, differ = 0;
        for (int v = 0; v < rec->views; v++) {
            if (event_text(rec->g, &rec->steps, seq, view_player(rec, v), &one))
                shown++;
            else
                vbuf_puts(&one, "\"\"");
            cut[v] = one.len;
            if (v && (cut[v] - cut[v - 1] != cut[0] ||
                      memcmp(one.s + cut[v - 1], one.s, cut[0]) != 0))
                differ = 1;
        }
        if (!shown)
            continue;
        if (listed == MAX_FRAME_EVENTS) {
            more++;
            continue;
        }
        vbuf_puts(b, listed++ ? "," : "");
        if (!differ) {
            vbuf_put(b, one.s, cut[0]);
        } else {
            vbuf_puts(b, "[");
            for (int v = 0; v < rec->views; v++) {
                vbuf_puts(b, v ? "," : "");
                vbuf_put(b, one.s + (v ? cut[v - 1] : 0), cut[v] - (v ? cut[v - 1] : 0));
            }
            vbuf_puts(b, "]");
        }
    }
    vbuf_free(&one);
    if (more)
        vbuf_printf(b, "%s\"(%u more events)\"", listed ? "," : "", more);
    rec->mark = end;
    /* The state: each view's delta, or, when it is the same as the
     * everything view's or an earlier player's, that view's number. */
    vbuf_puts(b, "],\"st\":[");
    vbuf *delta = calloc((size_t)rec->views, sizeof *delta);
    if (!delta)
        return -1;
    int failed = 0;
    for (int v = rec->views - 1; v >= 0 && !failed; v--) {
        failed = viewer_read_state(rec->g, view_player(rec, v), &rec->cur) != 0;
        if (!failed)
            state_delta(rec, v, &delta[v]);
        failed = failed || delta[v].failed;
    }
    int all = rec->views - 1;
    for (int v = 0; v < rec->views && !failed; v++) {
        int same = -1;
        for (int w = all; v != all && w >= 0 && same < 0; w = w == all ? 0 : w + 1) {
            if (w == v)
                break;
            if (delta[w].len == delta[v].len && memcmp(delta[w].s, delta[v].s, delta[v].len) == 0)
                same = w;
        }
        vbuf_puts(b, v ? "," : "");
        if (same >= 0)
            vbuf_printf(b, "%d", same);
        else
            vbuf_put(b, delta[v].s, delta[v].len);
    }
    for (int v = 0; v < rec->views; v++)
        vbuf_free(&delta[v]);
    free(delta);
    if (failed)
        return -1;
    vbuf_puts(b, "]}");
    rec->nframes++;
    return b->failed || rec->lists.failed ? -1 : 0;
}

/* ---- The page ---- */

static void put_meta(recorder *rec, const char *replay_path, tab_status end, vbuf *b)
{
    tab_game *g = rec->g;
    tab_atom kind = tab_atom_find(g, "tabula.game"), key = tab_atom_find(g, "scenario");
    tab_id ge = kind ? tab_entity_next(g, 0, kind) : TAB_ID_NONE;
    tab_value sc = {TAB_VNONE, {0}};
    if (ge && key)
        tab_entity_get(g, ge, key, &sc);
    vbuf_puts(b, "{\"scenario\":");
    vbuf_json_str(b, sc.type == TAB_VATOM ? tab_atom_str(g, sc.as.atom) : "?");
    vbuf_puts(b, ",\"replay\":");
    const char *base = strrchr(replay_path, '/');
    vbuf_json_str(b, base ? base + 1 : replay_path);
    vbuf_printf(b, ",\"seed\":\"%" PRIu64 "\",\"players\":%d,\"answers\":%u,\"frames\":%u",
                tab_game_seed(g), rec->players, tab_game_answer_count(g), rec->nframes);
    vbuf_puts(b, ",\"result\":");
    if (end == TAB_DONE) {
        const char *reason = tab_game_result_reason(g);
        vbuf_puts(b, "{\"reason\":");
        vbuf_json_str(b, reason ? reason : "");
        vbuf_puts(b, ",\"won\":[");
        for (int p = 0; p < rec->players; p++)
            vbuf_printf(b, "%s%d", p ? "," : "", tab_game_result_won(g, p) ? 1 : 0);
        vbuf_puts(b, "],\"score\":[");
        for (int p = 0; p < rec->players; p++)
            vbuf_printf(b, "%s%" PRId64, p ? "," : "", tab_game_result_score(g, p));
        vbuf_puts(b, "]}");
    } else {
        vbuf_puts(b, "null");
    }
    vbuf_puts(b, ",\"hook\":");
    viewer_hook_json(g, b);
    vbuf_puts(b, "}");
}

static int write_page(const char *path, const vbuf *meta, const recorder *rec)
{
    const char *marker = strstr(viewer_page, "@DATA@");
    FILE *f = fopen(path, "w");
    if (!f) {
        cli_error("replay: cannot write '%s': %s", path, strerror(errno));
        return 1;
    }
    fwrite(viewer_page, 1, (size_t)(marker - viewer_page), f);
    fprintf(f, "{\"meta\":%s,\n\"lists\":[%s],\n\"frames\":[\n%s]}", meta->s,
            rec->lists.s ? rec->lists.s : "", rec->frames.s ? rec->frames.s : "");
    fputs(marker + 6, f);
    int bad = ferror(f);
    if (fclose(f) != 0 || bad) {
        cli_error("replay: cannot write '%s': %s", path, strerror(errno));
        return 1;
    }
    return 0;
}

static void recorder_free(recorder *rec)
{
    for (int v = 0; rec->last && v < rec->views; v++) {
        viewer_parts_clear(&rec->last[v]);
        free(rec->last[v].v);
    }
    free(rec->last);
    viewer_parts_clear(&rec->cur);
    free(rec->cur.v);
    for (uint32_t i = 0; i < rec->nlists; i++)
        free(rec->list_text[i]);
    free(rec->list_text);
    free(rec->steps.v);
    free(rec->cut);
    vbuf_free(&rec->frames);
    vbuf_free(&rec->lists);
}

int viewer_write(const char *replay_path, const char *html_path)
{
    /* The replay is checked (its rules, every answer's hash) in one game,
     * then played again answer by answer in another, made like it. */
    tab_game *ref = cli_new_game(0), *g = NULL;
    tab_status s = tab_game_replay(ref, replay_path, 1);
    if (s != TAB_OK) {
        cli_error("replay: %s", tab_game_error(ref));
        tab_game_free(ref);
        return 1;
    }
    if ((s = tab_game_new_like(ref, tab_game_seed(ref), &g)) != TAB_OK) {
        cli_error("replay: %s: %s", replay_path, tab_game_error(ref));
        tab_game_free(ref);
        return 1;
    }
    tab_game_set_answer_hashes(g, 0);
    recorder rec = {.g = g, .players = tab_game_players(g)};
    rec.views = rec.players + 1;
    rec.last = calloc((size_t)rec.views, sizeof *rec.last);
    rec.cut = calloc((size_t)rec.views, sizeof *rec.cut);
    uint32_t answers = tab_game_answer_count(ref);
    int failed = !rec.last || !rec.cut;
    for (uint32_t i = 0; i <= answers && !failed; i++) {
        s = tab_game_run(g);
        if (i == answers)
            break;
        int by;
        const uint32_t *picks;
        uint32_t npicks;
        const tab_decision *d = tab_game_decision(g);
        if (s != TAB_DECISION || !d || tab_game_answer_at(ref, i, &by, &picks, &npicks) != TAB_OK) {
            cli_error("replay: %s: answer %u does not replay (%s)", replay_path, i + 1,
                      tab_game_error(g));
            failed = 1;
            break;
        }
        if (record_frame(&rec, d, by, picks, npicks) != 0) {
            cli_error("replay: out of memory making the page of %s", replay_path);
            failed = 1;
        } else if ((s = tab_game_answer_as(g, by, picks, npicks)) != TAB_OK) {
            cli_error("replay: %s: answer %u: %s", replay_path, i + 1, tab_game_error(g));
            failed = 1;
        }
    }
    uint64_t h1 = 0, h2 = 0;
    if (!failed) {
        tab_game_hash(ref, &h1);
        tab_game_hash(g, &h2);
        if (h1 != h2) {
            cli_error("replay: %s: played again, the game ends in another state", replay_path);
            failed = 1;
        }
    }
    if (!failed && record_frame(&rec, s == TAB_DECISION ? tab_game_decision(g) : NULL, -1,
                                NULL, 0) != 0) {
        cli_error("replay: out of memory making the page of %s", replay_path);
        failed = 1;
    }
    vbuf meta = {0};
    if (!failed) {
        put_meta(&rec, replay_path, s, &meta);
        failed = write_page(html_path, &meta, &rec);
    }
    vbuf_free(&meta);
    recorder_free(&rec);
    tab_game_free(g);
    tab_game_free(ref);
    return failed;
}
