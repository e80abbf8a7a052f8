/* replay.c - the answers a scripted game is rebuilt from: the runtime's
 * part of a save (the answers since the last checkpoint, replayed on load)
 * and replay files (seed and every answer, with the state hash after
 * each). ("Record" is the playtest's word for one game's results.) */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <inttypes.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../codec.h"
#include "runtime.h"

#define MAX_PICKS 100000u

static int scripted(tab_game *g)
{
    return g->rt && g->rt->started;
}

/* Whether a step is suspended (the state is mid-step). */
static int mid_step(tab_game *g)
{
    return scripted(g) && g->rt->co_ref != LUA_NOREF && g->rt->checkpoint;
}

const tabi_state *tabi_runtime_saved_state(tab_game *g, tabi_state *view)
{
    if (!mid_step(g))
        return &g->st;
    tabi_snapshot_view(g->rt->checkpoint, view);
    return view;
}

/* Whether every player of the pending decision has answered (the rules
 * have not been run on since). */
static int all_answered(tab_game *g)
{
    const struct tab_decision *d = &g->rt->decision;
    if (!d->active)
        return 0;
    for (uint32_t p = 0; p < d->nplayers; p++)
        if (!d->answered[p])
            return 0;
    return 1;
}

/* The section's first byte: 0 a kernel-only game, 1 a scripted one
 * between steps (or from before issue 20: loading then runs the rules on
 * only when answers were given since the checkpoint), 2 one waiting on a
 * decision and 3 one whose decision has every answer but has not been run
 * on. Loading 2 runs the rules on to the decision even with no answer
 * since the checkpoint (the step changed the state before it asked, which
 * stopping at the checkpoint lost); loading 3 does not run them on after
 * the last answer (which ran them one step past the saved game). */
void tabi_runtime_save_section(tab_game *g, tabi_sink *k)
{
    uint8_t flag = (uint8_t)(!scripted(g) ? 0 : !mid_step(g) ? 1 : all_answered(g) ? 3 : 2);
    tabi_put(k, &flag, 1);
    if (!flag)
        return;
    tabi_runtime *rt = g->rt;
    tabi_put_u64(k, rt->content_hash);
    tabi_put_u32(k, rt->nanswers);
    tabi_put_u32(k, mid_step(g) ? rt->checkpoint_answer : rt->nanswers);
    for (uint32_t i = 0; i < rt->nanswers; i++) {
        const tabi_answer *a = &rt->answers[i];
        tabi_put_u32(k, (uint32_t)a->player);
        tabi_put_u64(k, a->hash);
        tabi_put_u32(k, a->n);
        for (uint32_t j = 0; j < a->n; j++)
            tabi_put_u32(k, rt->picks[a->off + j]);
    }
}

static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t get64(const uint8_t *p)
{
    return get32(p) | (uint64_t)get32(p + 4) << 32;
}

/* Walks the section; with rt, also logs each answer (before from) or
 * replays it (from on). */
static tab_status walk_section(tab_game *g, const uint8_t *p, size_t len, int *is_scripted,
                               tabi_runtime *rt)
{
    const uint8_t *end = p + len;
    if (len < 1)
        return tabi_fail(g, TAB_EFORMAT, "save: the runtime section is missing");
    *is_scripted = *p++;
    if (*is_scripted > 3)
        return tabi_fail(g, TAB_EFORMAT, "save: bad runtime flag %d", *is_scripted);
    int flag = *is_scripted;
    if (!*is_scripted)
        return p == end ? TAB_OK : tabi_fail(g, TAB_EFORMAT, "save: bytes after the state");
    if (end - p < 16)
        return tabi_fail(g, TAB_EFORMAT, "save: the runtime section is truncated");
    uint64_t content = get64(p);
    uint32_t n = get32(p + 8), from = get32(p + 12);
    p += 16;
    if (from > n || n > (size_t)(end - p) / 16)
        return tabi_fail(g, TAB_EFORMAT, "save: impossible answer counts %u / %u", from, n);
    /* The hash of before issue 20 (over paths as given) is the same rules
     * too: saves written then load where they did. */
    if (rt && rt->content_hash != content && rt->content_hash_legacy != content)
        return tabi_fail(g, TAB_EFORMAT, "save: the rules changed since this game was saved "
                         "(content hash %016" PRIx64 ", now %016" PRIx64 ")", content,
                         rt->content_hash);
    for (uint32_t i = 0; i < n; i++) {
        if (end - p < 16)
            return tabi_fail(g, TAB_EFORMAT, "save: answer %u is truncated", i + 1);
        int player = (int)get32(p);
        uint64_t hash = get64(p + 4);
        uint32_t npicks = get32(p + 12);
        p += 16;
        if (npicks > MAX_PICKS || npicks > (size_t)(end - p) / 4)
            return tabi_fail(g, TAB_EFORMAT, "save: answer %u has %u picks", i + 1, npicks);
        uint32_t picks[256];
        if (npicks > 256)
            return tabi_fail(g, TAB_EFORMAT, "save: answer %u has too many picks", i + 1);
        for (uint32_t j = 0; j < npicks; j++)
            picks[j] = get32(p + 4 * j);
        p += 4 * npicks;
        if (!rt)
            continue;
        tab_status s;
        if (i < from) {
            /* Before the checkpoint: history, kept for replays. */
            s = tabi_grow(g, (void **)&rt->answers, &rt->answers_cap, rt->nanswers + 1,
                          sizeof *rt->answers);
            if (s == TAB_OK)
                s = tabi_grow(g, (void **)&rt->picks, &rt->picks_cap, rt->npicks + npicks + 1,
                              sizeof *rt->picks);
            if (s != TAB_OK)
                return s;
            rt->answers[rt->nanswers++] = (tabi_answer){player, rt->npicks, npicks, hash};
            memcpy(rt->picks + rt->npicks, picks, npicks * sizeof *picks);
            rt->npicks += npicks;
            continue;
        }
        if ((s = tab_game_run(g)) != TAB_DECISION)
            return s == TAB_OK || s == TAB_DONE
                ? tabi_fail(g, TAB_EFORMAT, "save: answer %u has no decision to answer", i + 1)
                : s;
        if ((s = tab_game_answer_as(g, player, picks, npicks)) != TAB_OK)
            return s;
        if (hash && tab_game_answer_hash(g, i) != hash)
            return tabi_fail(g, TAB_EFORMAT, "save: replaying answer %u reached another state "
                             "(the rules are not deterministic?)", i + 1);
    }
    if (p != end)
        return tabi_fail(g, TAB_EFORMAT, "save: bytes after the runtime section");
    if (rt && (flag == 2 || (flag == 1 && n > from))) {
        tab_status s = tab_game_run(g);
        if (TAB_IS_ERROR(s))
            return s;
    }
    return TAB_OK;
}

tab_status tabi_runtime_check_section(tab_game *g, const uint8_t *p, size_t len, int *is_scripted)
{
    return walk_section(g, p, len, is_scripted, NULL);
}

/* The scenario and players the installed state names. */
static tab_status find_game_entity(tab_game *g, tabi_runtime *rt)
{
    tab_atom kind = tab_atom_find(g, "tabula.game");
    tab_id e = kind ? tab_entity_next(g, 0, kind) : TAB_ID_NONE;
    tab_value sc = {TAB_VNONE, {0}};
    if (e)
        tab_entity_get(g, e, tab_atom_find(g, "scenario"), &sc);
    rt->agenda = tab_zone_find(g, tab_atom_find(g, "tabula.agenda"));
    if (!e || sc.type != TAB_VATOM || !rt->agenda)
        return tabi_fail(g, TAB_EFORMAT, "save: a scripted game without its game entity");
    rt->game_entity = e;
    rt->players = (int)tab_entity_get_int(g, e, tab_atom_find(g, "players"), 0);
    if (rt->players < 1 || rt->players > TABI_MAX_PLAYERS)
        return tabi_fail(g, TAB_EFORMAT, "save: %d players", rt->players);
    return tabi_runtime_parse_scenario(g, rt, tab_atom_str(g, sc.as.atom));
}

tab_status tabi_runtime_load_section(tab_game *g, const uint8_t *p, size_t len)
{
    tabi_runtime *rt = g->rt;
    if (!rt || rt->started || rt->nroots == 0)
        return tabi_fail(g, TAB_EMISUSE, "load: a scripted game loads into a new game with its "
                         "root folders added (tab_game_add_root)");
    tab_status s = find_game_entity(g, rt);
    if (s == TAB_OK)
        s = tabi_runtime_open_lua(g, rt);
    if (s != TAB_OK)
        return s;
    rt->started = 1;
    rt->nanswers = rt->npicks = 0;
    int is_scripted;
    /* Replayed answers are checked against the hashes the save holds. */
    int unhashed = rt->unhashed;
    rt->unhashed = 0;
    s = walk_section(g, p, len, &is_scripted, rt);
    rt->unhashed = unhashed;
    if (s != TAB_OK) {
        tabi_runtime_close_lua(g, rt);
        rt->started = 0;
        rt->nanswers = rt->npicks = 0;
    }
    return s;
}

/* ---- Replay files -------------------------------------------------------------- */

/* Version 2 hashes the content over paths relative to their roots (issue
 * 20); version 1 files are read too, and their content line may hold the
 * hash of before (paths as given). */
#define REPLAY_MAGIC "tabula-replay 2"
#define REPLAY_MAGIC_1 "tabula-replay 1"

tab_status tab_game_write_replay(tab_game *g, const char *path)
{
    TABI_CHECK_GAME(g);
    if (!path)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_write_replay: no path");
    if (!scripted(g))
        return tabi_fail(g, TAB_EMISUSE, "tab_game_write_replay: the game has not started");
    tabi_runtime *rt = g->rt;
    for (uint32_t i = 0; i < rt->nanswers; i++)
        if (!rt->answers[i].hash)
            return tabi_fail(g, TAB_EMISUSE, "tab_game_write_replay: answer %u was given without "
                             "its state hash (tab_game_set_answer_hashes was off): the replay "
                             "could not be verified", i + 1);
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    if (!f)
        return tabi_fail(g, TAB_ENOMEM, "out of memory writing a replay");
    fprintf(f, "%s\nscenario %s/%s\nplayers %d\nseed %" PRIu64 "\ncontent %016" PRIx64 "\n",
            REPLAY_MAGIC, rt->game, rt->scenario, rt->players, g->seed, rt->content_hash);
    /* Options are in the game entity as option.<key> = value. */
    uint32_t nprops = 0;
    tab_entity_prop_count(g, rt->game_entity, &nprops);
    for (uint32_t i = 0; i < nprops; i++) {
        tab_atom key;
        tab_value v;
        tab_entity_prop_at(g, rt->game_entity, i, &key, &v);
        const char *k = tab_atom_str(g, key);
        if (strncmp(k, "option.", 7) == 0 && v.type == TAB_VATOM)
            fprintf(f, "option %s %s\n", k + 7, tab_atom_str(g, v.as.atom));
    }
    for (uint32_t i = 0; i < rt->nanswers; i++) {
        const tabi_answer *a = &rt->answers[i];
        fprintf(f, "answer %d ", a->player);
        for (uint32_t j = 0; j < a->n; j++)
            fprintf(f, "%s%u", j ? "," : "", rt->picks[a->off + j] + 1);
        fprintf(f, "%s %016" PRIx64 "\n", a->n ? "" : "-", a->hash);
    }
    uint64_t hash = 0;
    tab_game_hash(g, &hash);
    fprintf(f, "end %016" PRIx64 "\n", hash);
    if (fclose(f) != 0) {
        free(text);
        return tabi_fail(g, TAB_ENOMEM, "out of memory writing a replay");
    }
    tab_status s = tabi_write_file_atomic(g, path, text, size);
    free(text);
    return s;
}

/* Reads the line at *p into buf (without the newline); 0 at the end. Sets
 * *cut when the line had no newline, *too_long when it did not fit. */
static int next_line(const char **p, char *buf, size_t size, int *cut, int *too_long)
{
    if (!**p)
        return 0;
    const char *nl = strchr(*p, '\n');
    size_t n = nl ? (size_t)(nl - *p) : strlen(*p);
    *cut = nl == NULL;
    *too_long = n >= size;
    snprintf(buf, size, "%.*s", (int)(n < size ? n : size - 1), *p);
    *p += n + (nl != NULL);
    return 1;
}

/* A decimal number that fits a uint64_t, and nothing after it but the end
 * of the text: *s advanced past it. */
static int parse_u64(const char **s, uint64_t *out)
{
    const char *p = *s;
    uint64_t v = 0;
    if (*p < '0' || *p > '9')
        return 0;
    for (; *p >= '0' && *p <= '9'; p++) {
        if (v > (UINT64_MAX - (uint64_t)(*p - '0')) / 10)
            return 0; /* overflows */
        v = v * 10 + (uint64_t)(*p - '0');
    }
    *out = v;
    *s = p;
    return 1;
}

/* Exactly 16 hex digits, as replays write hashes. */
static int parse_hash(const char **s, uint64_t *out)
{
    uint64_t v = 0;
    const char *p = *s;
    for (int i = 0; i < 16; i++, p++) {
        int d = *p >= '0' && *p <= '9' ? *p - '0' : *p >= 'a' && *p <= 'f' ? *p - 'a' + 10
              : *p >= 'A' && *p <= 'F' ? *p - 'A' + 10 : -1;
        if (d < 0)
            return 0;
        v = v << 4 | (uint64_t)d;
    }
    if ((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f') || (*p >= 'A' && *p <= 'F'))
        return 0;
    *out = v;
    *s = p;
    return 1;
}

/* The rest of a line after its word: one space, then the value. */
static const char *after_word(const char *line, const char *word)
{
    size_t n = strlen(word);
    return strncmp(line, word, n) == 0 && line[n] == ' ' ? line + n + 1 : NULL;
}

/* "answer P PICKS HASH": the player, the picks (1-based in the file, "-"
 * for none) and the hash. */
static int parse_answer(const char *p, int *player, uint32_t *picks, uint32_t *n, uint64_t *hash)
{
    uint64_t v;
    if (!parse_u64(&p, &v) || v >= TABI_MAX_PLAYERS || *p++ != ' ')
        return 0;
    *player = (int)v;
    *n = 0;
    if (*p == '-') {
        p++;
    } else {
        for (;;) {
            if (!parse_u64(&p, &v) || v == 0 || v > UINT32_MAX || *n >= 256)
                return 0;
            picks[(*n)++] = (uint32_t)(v - 1);
            if (*p != ',')
                break;
            p++;
        }
    }
    return *p++ == ' ' && parse_hash(&p, hash) && *p == '\0';
}

static char *read_text(tab_game *g, const char *path, tab_status *s)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        *s = tabi_fail(g, TAB_EIO, "cannot open '%s': %s", path, strerror(errno));
        return NULL;
    }
    char *text = NULL;
    size_t cap = 0, len = 0, got;
    char chunk[8192];
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (len + got + 1 > cap) {
            size_t ncap = (len + got + 1) * 2;
            char *grown = tabi_realloc(g, text, cap, ncap);
            if (!grown) {
                tabi_free(g, text, cap);
                fclose(f);
                *s = tabi_fail(g, TAB_ENOMEM, "out of memory reading '%s'", path);
                return NULL;
            }
            text = grown;
            cap = ncap;
        }
        memcpy(text + len, chunk, got);
        len += got;
    }
    fclose(f);
    if (!text || memchr(text, '\0', len)) {
        tabi_free(g, text, cap);
        *s = tabi_fail(g, TAB_EFORMAT, "'%s' is empty or not text", path);
        return NULL;
    }
    text[len] = '\0';
    /* The caller frees strlen + 1 bytes: shrink to fit. */
    char *fit = tabi_realloc(g, text, cap, len + 1);
    return fit ? fit : (tabi_free(g, text, cap), *s = tabi_fail(g, TAB_ENOMEM, "out of memory"), NULL);
}

static tab_status replay_error(tab_game *g, const char *path, int line, const char *what)
{
    return tabi_fail(g, TAB_EFORMAT, "%s:%d: %s", path, line, what);
}

/* What a replay's header said, and where the replay is. */
typedef struct replay_state {
    const char *path;
    int version, lineno, players, have_players, have_seed, have_content, have_end;
    char scenario[600];
    uint64_t content, end_hash;
    int end_line;
    uint32_t answered;
} replay_state;

/* Starts the game the header describes, checking that its rules are the
 * ones the replay was made with. */
static tab_status replay_start(tab_game *g, replay_state *r, int verify)
{
    tabi_runtime *rt = g->rt;
    if (verify && (!r->scenario[0] || !r->have_players || !r->have_seed || !r->have_content))
        return replay_error(g, r->path, r->lineno, "the header lacks a scenario, players, seed "
                            "or content line: the replay cannot be verified");
    tab_status s = tab_game_start(g, r->scenario, r->players);
    if (s != TAB_OK)
        return s;
    int same = r->content == rt->content_hash ||
               (r->version == 1 && r->content == rt->content_hash_legacy);
    if (r->have_content && !same)
        return tabi_fail(g, TAB_EFORMAT, "%s: made with other rules (content %016" PRIx64
                         ", these are %016" PRIx64 ")", r->path, r->content, rt->content_hash);
    return TAB_OK;
}

/* One line of a replay. */
static tab_status replay_line(tab_game *g, replay_state *r, const char *line, int verify)
{
    tabi_runtime *rt = g->rt;
    const char *v;
    uint64_t n;
    if (r->lineno == 1) {
        r->version = strcmp(line, REPLAY_MAGIC) == 0 ? 2 : strcmp(line, REPLAY_MAGIC_1) == 0 ? 1 : 0;
        return r->version ? TAB_OK
                          : replay_error(g, r->path, 1, "not a tabula replay (or another version)");
    }
    if (r->have_end)
        return replay_error(g, r->path, r->lineno, "a line after the end line");
    if (!line[0])
        return TAB_OK;
    if ((v = after_word(line, "scenario"))) {
        if (rt->started || !*v || strchr(v, ' ') || strlen(v) >= sizeof r->scenario)
            return replay_error(g, r->path, r->lineno, "bad scenario line");
        snprintf(r->scenario, sizeof r->scenario, "%s", v);
    } else if ((v = after_word(line, "players"))) {
        if (rt->started || !parse_u64(&v, &n) || *v || n < 1 || n > TABI_MAX_PLAYERS)
            return replay_error(g, r->path, r->lineno, "bad players line");
        r->players = (int)n;
        r->have_players = 1;
    } else if ((v = after_word(line, "seed"))) {
        if (rt->started || !parse_u64(&v, &n) || *v)
            return replay_error(g, r->path, r->lineno, "bad seed line (a decimal number "
                                "below 2^64)");
        g->seed = n;
        r->have_seed = 1;
    } else if ((v = after_word(line, "content"))) {
        /* A content line that does not read is refused: taken as absent, it
         * would switch the rules check off. */
        if (rt->started || !parse_hash(&v, &r->content) || *v)
            return replay_error(g, r->path, r->lineno, "bad content line (16 hex digits)");
        r->have_content = 1;
    } else if ((v = after_word(line, "option"))) {
        char key[256];
        const char *sp = strchr(v, ' ');
        if (rt->started || !sp || sp == v || (size_t)(sp - v) >= sizeof key || !sp[1])
            return replay_error(g, r->path, r->lineno, "bad option line");
        snprintf(key, sizeof key, "%.*s", (int)(sp - v), v);
        return tab_game_set_option(g, key, sp + 1);
    } else if ((v = after_word(line, "answer")) || (v = after_word(line, "end"))) {
        tab_status s;
        if (!rt->started && (s = replay_start(g, r, verify)) != TAB_OK)
            return s;
        if (line[0] == 'e') {
            if (!parse_hash(&v, &r->end_hash) || *v)
                return replay_error(g, r->path, r->lineno, "bad end line (16 hex digits)");
            r->have_end = 1;
            r->end_line = r->lineno;
            return TAB_OK;
        }
        int player;
        uint32_t picks[256], npicks;
        uint64_t hash;
        if (!parse_answer(v, &player, picks, &npicks, &hash))
            return replay_error(g, r->path, r->lineno, "bad answer line");
        if ((s = tab_game_run(g)) != TAB_DECISION)
            return TAB_IS_ERROR(s) ? s
                                   : replay_error(g, r->path, r->lineno, "the game asks for no decision here");
        if ((s = tab_game_answer_as(g, player, picks, npicks)) != TAB_OK)
            return s;
        if (verify && tab_game_answer_hash(g, r->answered) != hash) {
            char msg[128];
            snprintf(msg, sizeof msg, "the state differs after answer %u: the replay "
                     "diverges here", r->answered + 1);
            return replay_error(g, r->path, r->lineno, msg);
        }
        r->answered++;
    } else {
        return replay_error(g, r->path, r->lineno, "unknown line");
    }
    return TAB_OK;
}

tab_status tab_game_replay(tab_game *g, const char *path, int verify)
{
    TABI_CHECK_GAME(g);
    if (!path)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_replay: no path");
    tabi_runtime *rt = tabi_runtime_of(g);
    if (!rt)
        return TAB_ENOMEM;
    if (rt->started || tab_entity_count(g) > 0 || g->st.stream_len > 0)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_replay: replay into a new game");
    tab_status s = TAB_OK;
    char *text = read_text(g, path, &s);
    if (!text)
        return s;
    /* A replay is verified against its hashes; the host's setting is back
     * for what comes after. */
    int unhashed = rt->unhashed;
    rt->unhashed = 0;
    replay_state r = {.path = path};
    const char *p = text;
    char line[1024];
    int cut = 0, too_long = 0;
    while (s == TAB_OK && next_line(&p, line, sizeof line, &cut, &too_long)) {
        r.lineno++;
        if (too_long)
            s = replay_error(g, path, r.lineno, "line too long");
        else if (cut && verify)
            s = replay_error(g, path, r.lineno, "the last line has no end (the replay is cut "
                             "short)");
        else
            s = replay_line(g, &r, line, verify);
    }
    tabi_free(g, text, strlen(text) + 1);
    if (s == TAB_OK && verify && !r.have_end)
        s = replay_error(g, path, r.lineno + 1, "no end line: the replay is cut short");
    if (s == TAB_OK && !rt->started)
        s = replay_start(g, &r, verify);
    /* The end line holds the hash when the replay was written: at the
     * decision the rules ran on to (as playtests write), or, for a host
     * that wrote it right after giving the last answer, before that. */
    uint64_t answered_hash = 0;
    if (s == TAB_OK && verify && r.have_end)
        tab_game_hash(g, &answered_hash);
    if (s == TAB_OK) {
        tab_status run = tab_game_run(g);
        s = TAB_IS_ERROR(run) ? run : TAB_OK;
    }
    if (s == TAB_OK && verify && r.have_end && answered_hash != r.end_hash) {
        uint64_t h = 0;
        tab_game_hash(g, &h);
        if (h != r.end_hash) {
            char msg[160];
            snprintf(msg, sizeof msg, "the final state differs (hash %016" PRIx64 ", the end "
                     "line says %016" PRIx64 ")", h, r.end_hash);
            s = replay_error(g, path, r.end_line, msg);
        }
    }
    rt->unhashed = unhashed;
    return s;
}
