/* profile_report.c - tabula profile's reports: where a decision's time goes
 * (the runtime's phases beside the rules' and bots' Lua), then the hot Lua
 * functions, files and rule steps, as a text table or JSON. Functions are
 * named from their source line when the file can be read ("local function
 * roll", "on_play = function", step("round", function ...)), since the name
 * Lua knows is the caller's ("fn", "?"). */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "profile_report.h"

/* What each phase is, in the order shown: Lua first, then the overhead. */
static const struct {
    tab_profile_phase phase;
    const char *what;
} phases[] = {
    {TAB_PROFILE_RULES, "the rules' Lua, with the kernel calls it makes"},
    {TAB_PROFILE_BOT_LUA, "bots' Lua (bot{} choose), with the kernel calls it makes"},
    {TAB_PROFILE_CHECKPOINT, "snapshot of the state before each step"},
    {TAB_PROFILE_FREEZE, "checking content kept no state, after steps and bots"},
    {TAB_PROFILE_ANSWER_LOG, "log entry (and state hash, if kept) for each answer"},
    {TAB_PROFILE_VIEW, "building the view and decision table a bot sees"},
    {TAB_PROFILE_STEP_SETUP, "a new coroutine and arguments per step"},
    {TAB_PROFILE_ANSWER_PASS, "answers turned into choose's results"},
    {TAB_PROFILE_RUN, "the step loop itself (agenda, decisions, clean-up)"},
    {TAB_PROFILE_BOT, "the rest of a bot call (finding the bot; built-in bots)"},
};
#define NPHASES (sizeof phases / sizeof *phases)

static int is_lua_phase(tab_profile_phase ph)
{
    return ph == TAB_PROFILE_RULES || ph == TAB_PROFILE_BOT_LUA;
}

static double pct(uint64_t part, uint64_t whole)
{
    return whole ? 100.0 * (double)part / (double)whole : 0.0;
}

/* ---- Entries ------------------------------------------------------------------- */

static int by_self(const void *a, const void *b)
{
    const tab_profile_entry *x = a, *y = b;
    if (x->self != y->self)
        return x->self < y->self ? 1 : -1;
    if (x->total != y->total)
        return x->total < y->total ? 1 : -1;
    int c = strcmp(x->source ? x->source : "", y->source ? y->source : "");
    if (c)
        return c;
    c = strcmp(x->name ? x->name : "", y->name ? y->name : "");
    return c ? c : x->line - y->line;
}

/* Table t's entries sorted by self samples; *n of them; free the array. */
static tab_profile_entry *sorted(const tab_profile *p, tab_profile_table t, uint32_t *n)
{
    *n = tab_profile_count(p, t);
    tab_profile_entry *e = calloc(*n ? *n : 1, sizeof *e);
    if (!e) {
        *n = 0;
        return NULL;
    }
    for (uint32_t i = 0; i < *n; i++)
        tab_profile_entry_at(p, t, i, &e[i]);
    qsort(e, *n, sizeof *e, by_self);
    return e;
}

/* The chunk name as the user knows it: relative to the root it came from. */
static const char *short_source(const char *src)
{
    const char *root = cli_root();
    size_t n = strlen(root);
    if (strncmp(src, root, n) == 0 && src[n] == '/')
        return src + n + 1;
    const char *extra = getenv("TABULA_PATH");
    while (extra && *extra) {
        size_t len = strcspn(extra, ":");
        if (len && strncmp(src, extra, len) == 0 && src[len] == '/')
            return src + len + 1;
        extra += len + (extra[len] == ':');
    }
    return src;
}

/* Line `line` of the chunk's file into buf, looking where the loader looks
 * (the root, then $TABULA_PATH; a full path as it is). */
static int source_line(const char *src, int line, char *buf, size_t size)
{
    char path[4096];
    const char *roots[17];
    int nroots = 0;
    roots[nroots++] = cli_root();
    char extra[4096];
    snprintf(extra, sizeof extra, "%s", getenv("TABULA_PATH") ? getenv("TABULA_PATH") : "");
    for (char *save = NULL, *tok = strtok_r(extra, ":", &save); tok && nroots < 17;
         tok = strtok_r(NULL, ":", &save))
        roots[nroots++] = tok;
    FILE *f = NULL;
    if (src[0] == '/')
        f = fopen(src, "r");
    if (strcmp(src, "prelude") == 0) /* compiled in; its text is in the source tree */
        src = "lib/lua/prelude.lua";
    for (int r = 0; !f && r < nroots; r++) {
        snprintf(path, sizeof path, "%s/%s", roots[r], src);
        f = fopen(path, "r");
    }
    if (!f)
        return 0;
    int at = 0, found = 0;
    while (fgets(buf, (int)size, f))
        if (++at == line) {
            found = 1;
            break;
        }
    fclose(f);
    return found;
}

static int name_char(char c)
{
    return isalnum((unsigned char)c) || c == '_' || c == '.' || c == ':';
}

/* A name for the function defined on text: "function a.b", "local function
 * b", "b = function", "on_play = function", `step("round", function` ->
 * step "round". Empty when the line does not say. */
static void name_from_line(const char *text, char *out, size_t size)
{
    out[0] = '\0';
    const char *fn = strstr(text, "function");
    while (fn && ((fn > text && name_char(fn[-1])) || name_char(fn[8])))
        fn = strstr(fn + 8, "function");
    if (!fn)
        return;
    const char *after = fn + 8;
    while (*after == ' ' || *after == '\t')
        after++;
    if (name_char(*after)) {
        size_t n = 0;
        while (name_char(after[n]))
            n++;
        snprintf(out, size, "%.*s", (int)n, after);
        return;
    }
    /* Anonymous: what the line binds it to. */
    const char *b = fn;
    while (b > text && (b[-1] == ' ' || b[-1] == '\t'))
        b--;
    if (b > text && b[-1] == '=' && (b - 1 == text || b[-2] != '=')) {
        b--;
        while (b > text && (b[-1] == ' ' || b[-1] == '\t'))
            b--;
        const char *end = b;
        while (b > text && (name_char(b[-1]) || b[-1] == ']' || b[-1] == '[' || b[-1] == '"'))
            b--;
        if (end > b)
            snprintf(out, size, "%.*s", (int)(end - b), b);
        return;
    }
    if (b > text && b[-1] == ',') { /* IDENT("label", function; IDENT(x, function */
        const char *q = b - 1;
        const char *paren = q;
        while (paren > text && paren[-1] != '(' && paren[-1] != '"' && paren[-1] != '\'')
            paren--;
        if (paren > text && paren[-1] == '(') {
            const char *id_end = paren - 1, *id = id_end;
            while (id > text && name_char(id[-1]))
                id--;
            if (id_end > id)
                snprintf(out, size, "(function given to %.*s)", (int)(id_end - id), id);
        }
        while (q > text && (q[-1] == ' ' || q[-1] == '\t'))
            q--;
        if (q > text && (q[-1] == '"' || q[-1] == '\'')) {
            char quote = q[-1];
            const char *close = q - 1, *open = close;
            while (open > text && open[-1] != quote)
                open--;
            if (open > text && open - 1 > text && open[-2] == '(') {
                const char *id_end = open - 2, *id = id_end;
                while (id > text && name_char(id[-1]))
                    id--;
                if (id_end > id)
                    snprintf(out, size, "%.*s \"%.*s\"", (int)(id_end - id), id,
                             (int)(close - open), open);
            }
        }
    }
}

/* The name shown for a function entry. */
static void function_name(const tab_profile_entry *e, char *out, size_t size)
{
    char text[1024];
    out[0] = '\0';
    if (e->line > 0 && e->source && source_line(e->source, e->line, text, sizeof text))
        name_from_line(text, out, size);
    if (!out[0])
        snprintf(out, size, "%s", e->line == 0 ? "(main chunk)" : e->name ? e->name : "(anonymous)");
}

/* ---- Text ---------------------------------------------------------------------- */

static void print_header(FILE *out, const tab_profile *p, const profile_run *run)
{
    const cli_series *s = run->series;
    fprintf(out, "Profile of %s: %u games from seed %llu, %d players, seats:", s->scenario,
            s->games, (unsigned long long)s->seed, s->players);
    for (int i = 0; i < s->players; i++)
        fprintf(out, " %d=%s", i, s->seats[i] ? s->seats[i] : "random");
    fprintf(out, "\n  %llu decisions; %u games finished", (unsigned long long)run->decisions,
            run->finished);
    if (run->capped)
        fprintf(out, ", %u stopped at --max-decisions", run->capped);
    fprintf(out, "\n  %llu samples, one every %u VM instructions (about %.2fM instructions of Lua)",
            (unsigned long long)tab_profile_samples(p), tab_profile_interval(p),
            (double)tab_profile_samples(p) * tab_profile_interval(p) / 1e6);
    if (tab_profile_dropped(p))
        fprintf(out, "; %llu not counted (out of memory)", (unsigned long long)tab_profile_dropped(p));
    fprintf(out, "\n  %.2f s wall, %.2f s CPU of this thread (%.0f%%: lower means other programs "
            "took the core);\n  the profiler's own %.3f s is left out below\n\n",
            run->wall_s, run->cpu_s, pct((uint64_t)(run->cpu_s * 1e9), (uint64_t)(run->wall_s * 1e9)),
            (double)tab_profile_cost_ns(p) / 1e9);
}

/* The part of lua_ns that the prelude's functions took, by their share of
 * the samples: deterministic, where the windows' wall time would carry
 * other programs' turns on a busy machine. */
static uint64_t prelude_ns(const tab_profile *p, uint64_t lua_ns)
{
    uint64_t all = 0, prelude = 0;
    tab_profile_entry e;
    for (uint32_t i = 0; i < tab_profile_count(p, TAB_PROFILE_FILES); i++) {
        tab_profile_entry_at(p, TAB_PROFILE_FILES, i, &e);
        all += e.self;
        if (strcmp(e.source, "prelude") == 0)
            prelude = e.self;
    }
    return all ? (uint64_t)((double)lua_ns * (double)prelude / (double)all) : 0;
}

static void print_phases(FILE *out, const tab_profile *p, const profile_run *run)
{
    uint64_t ns[NPHASES], count[NPHASES], total = 0, overhead = 0;
    for (size_t i = 0; i < NPHASES; i++) {
        tab_profile_phase_time(p, phases[i].phase, &ns[i], &count[i]);
        total += ns[i];
        if (!is_lua_phase(phases[i].phase))
            overhead += ns[i];
    }
    double d = run->decisions ? (double)run->decisions : 1.0;
    fputs("Where a decision's time goes: the library's time inside tab_game_run,\n"
          "tab_game_bot and the answer log, per decision (each nanosecond in one phase;\n"
          "the thread's CPU time: turns other programs took on the core are left out)\n"
          "  phase               us/decision   share  entered/decision\n", out);
    for (size_t i = 0; i < NPHASES; i++) {
        if (i == 2)
            fprintf(out, "  %-18s %11.2f  %5.1f%%            everything but the rules' and "
                    "bots' Lua:\n", "runtime overhead", (double)overhead / 1e3 / d,
                    pct(overhead, total));
        fprintf(out, "  %s%-*s %11.2f  %5.1f%%  %8.2f  %s\n", i >= 2 ? "  " : "", i >= 2 ? 16 : 18,
                tab_profile_phase_name(phases[i].phase), (double)ns[i] / 1e3 / d,
                pct(ns[i], total), (double)count[i] / d, phases[i].what);
    }
    fprintf(out, "  %-18s %11.2f  100.0%%\n", "all phases", (double)total / 1e3 / d);
    uint64_t rules = ns[0];
    /* The prelude is the runtime's own Lua (run_step, event dispatch,
     * choose, content lookups): its share of the Lua phases, estimated by
     * its share of the samples. */
    uint64_t prelude = prelude_ns(p, ns[0] + ns[1]);
    fprintf(out, "  %-18s %11.2f  %5.1f%%            of the Lua phases above: the runtime's own Lua "
            "(estimated from samples)\n", "(prelude Lua)", (double)prelude / 1e3 / d,
            pct(prelude, total));
    fprintf(out, "  => runtime overhead: %.1f%% of a decision's time; %.1f%% beside the rules' "
            "Lua alone\n     (overhead / (rules' Lua + overhead), bots' Lua left out); with the "
            "prelude's Lua: %.1f%%\n\n", pct(overhead, total), pct(overhead, rules + overhead),
            pct(overhead + prelude, total));
}

static void print_entries(FILE *out, const tab_profile *p, tab_profile_table t, uint32_t top)
{
    uint64_t rules_ns, bots_ns;
    tab_profile_phase_time(p, TAB_PROFILE_RULES, &rules_ns, NULL);
    tab_profile_phase_time(p, TAB_PROFILE_BOT_LUA, &bots_ns, NULL);
    uint32_t n;
    tab_profile_entry *e = sorted(p, t, &n);
    uint64_t samples = 0, ns = 0, shown = 0, shown_ns = 0;
    for (uint32_t i = 0; i < n; i++) {
        samples += e[i].self;
        ns += e[i].self_ns;
    }
    if (t == TAB_PROFILE_FUNCTIONS)
        fputs("Hot Lua functions. self: samples in the function itself (its share of the Lua\n"
              "instructions); total: with it anywhere on the stack (what it calls included);\n"
              "time: share of the Lua time between samples that ended in it - above self when it\n"
              "calls slow kernel C or allocates much\n"
              "   self%  total%   time%  function                         defined at\n", out);
    else if (t == TAB_PROFILE_FILES)
        fputs("Files (cards, rules, shared scripts) by the samples in their functions\n"
              "   self%  total%   time%  file\n", out);
    else
        fputs("Rule steps by samples while each ran (bots under bot:NAME); time: the step's\n"
              "measured share of the Lua phases' time, and that time per call\n"
              "  samples%  time%   us/call    calls  step\n", out);
    for (uint32_t i = 0; i < n && i < top; i++) {
        if (t == TAB_PROFILE_STEPS && e[i].self == 0 && e[i].calls == 0)
            continue;
        char name[256];
        shown += e[i].self;
        shown_ns += e[i].self_ns;
        if (t == TAB_PROFILE_FUNCTIONS) {
            function_name(&e[i], name, sizeof name);
            fprintf(out, "  %5.1f%%  %5.1f%%  %5.1f%%   %-32s %s:%d\n", pct(e[i].self, samples),
                    pct(e[i].total, samples), pct(e[i].self_ns, ns), name,
                    short_source(e[i].source), e[i].line);
        } else if (t == TAB_PROFILE_FILES) {
            fprintf(out, "  %5.1f%%  %5.1f%%  %5.1f%%   %s\n", pct(e[i].self, samples),
                    pct(e[i].total, samples), pct(e[i].self_ns, ns), short_source(e[i].source));
        } else {
            /* Steps' times are wall time: their shares of the Lua
             * phases' CPU time. */
            double us = ns && e[i].calls ? (double)(rules_ns + bots_ns) * (double)e[i].self_ns /
                                               (double)ns / 1e3 / (double)e[i].calls
                                         : 0.0;
            fprintf(out, "    %5.1f%%  %5.1f%%  %8.2f  %7llu  %s\n", pct(e[i].self, samples),
                    pct(e[i].self_ns, ns), us, (unsigned long long)e[i].calls, e[i].name);
        }
    }
    if (n > top)
        fprintf(out, "  %5.1f%%          %5.1f%%   (%u more)\n", pct(samples - shown, samples),
                pct(ns - shown_ns, ns), n - top);
    fprintf(out, "  100.0%% of %llu samples\n\n", (unsigned long long)samples);
    free(e);
}

void profile_report_text(FILE *out, const tab_profile *p, const profile_run *run, uint32_t top)
{
    print_header(out, p, run);
    print_phases(out, p, run);
    print_entries(out, p, TAB_PROFILE_FUNCTIONS, top);
    print_entries(out, p, TAB_PROFILE_FILES, top);
    print_entries(out, p, TAB_PROFILE_STEPS, top);
}

/* ---- JSON ---------------------------------------------------------------------- */

static void json_string(FILE *out, const char *s)
{
    if (!s) {
        fputs("null", out);
        return;
    }
    fputc('"', out);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c < 0x20)
            fprintf(out, "\\u%04x", c);
        else
            fputc(c, out);
    }
    fputc('"', out);
}

static void json_entries(FILE *out, const tab_profile *p, tab_profile_table t, const char *key)
{
    uint32_t n;
    tab_profile_entry *e = sorted(p, t, &n);
    fprintf(out, ",\n  \"%s\": [", key);
    for (uint32_t i = 0; i < n; i++) {
        fputs(i ? ",\n    {" : "\n    {", out);
        if (t == TAB_PROFILE_FUNCTIONS) {
            char name[256];
            function_name(&e[i], name, sizeof name);
            fputs("\"name\": ", out);
            json_string(out, name);
            fputs(", \"lua_name\": ", out);
            json_string(out, e[i].name);
            fprintf(out, ", \"line\": %d, ", e[i].line);
        } else if (t == TAB_PROFILE_STEPS) {
            fputs("\"name\": ", out);
            json_string(out, e[i].name);
            fprintf(out, ", \"calls\": %llu, ", (unsigned long long)e[i].calls);
        }
        if (t != TAB_PROFILE_STEPS) {
            fputs("\"source\": ", out);
            json_string(out, short_source(e[i].source));
            fputs(", ", out);
        }
        fprintf(out, "\"self\": %llu, \"total\": %llu, \"self_ns\": %llu, \"total_ns\": %llu}",
                (unsigned long long)e[i].self, (unsigned long long)e[i].total,
                (unsigned long long)e[i].self_ns, (unsigned long long)e[i].total_ns);
    }
    fputs("\n  ]", out);
    free(e);
}

void profile_report_json(FILE *out, const tab_profile *p, const profile_run *run)
{
    const cli_series *s = run->series;
    fputs("{\n  \"scenario\": ", out);
    json_string(out, s->scenario);
    fprintf(out, ",\n  \"games\": %u, \"seed\": %llu, \"players\": %d, \"decisions\": %llu,"
            " \"finished\": %u,\n  \"interval\": %u, \"samples\": %llu, \"dropped\": %llu,"
            " \"profiler_ns\": %llu, \"wall_s\": %.6f, \"cpu_s\": %.6f,\n  \"phases\": {",
            s->games, (unsigned long long)s->seed, s->players,
            (unsigned long long)run->decisions, run->finished, tab_profile_interval(p),
            (unsigned long long)tab_profile_samples(p), (unsigned long long)tab_profile_dropped(p),
            (unsigned long long)tab_profile_cost_ns(p), run->wall_s, run->cpu_s);
    for (size_t i = 0; i < NPHASES; i++) {
        uint64_t ns, count;
        tab_profile_phase_time(p, phases[i].phase, &ns, &count);
        fprintf(out, "%s\n    ", i ? "," : "");
        json_string(out, tab_profile_phase_name(phases[i].phase));
        fprintf(out, ": {\"ns\": %llu, \"count\": %llu, \"overhead\": %s}",
                (unsigned long long)ns, (unsigned long long)count,
                is_lua_phase(phases[i].phase) ? "false" : "true");
    }
    fputs("\n  }", out);
    json_entries(out, p, TAB_PROFILE_FUNCTIONS, "functions");
    json_entries(out, p, TAB_PROFILE_FILES, "files");
    json_entries(out, p, TAB_PROFILE_STEPS, "steps");
    fputs("\n}\n", out);
}
