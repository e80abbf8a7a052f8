/* profile.c - the content profiler: samples of the Lua stack taken from the
 * sandbox's instruction hook, counted by function, file and rule step, and
 * the library's time split into phases at the points where the runtime's
 * work changes hands (see tabula/profile.h for what each figure means). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "profile.h"

/* Phases nest (a bot's Lua inside a bot call inside nothing); deeper
 * entries are not timed. */
#define MAX_DEPTH 16
/* Stack levels looked at per sample for the "total" counts. */
#define MAX_LEVELS 200
/* Distinct functions (and files) per sample counted in "total". */
#define MAX_DISTINCT 64
#define NO_STEP UINT32_MAX

typedef struct entry {
    char *name, *source;
    int line;
    uint64_t hash;
    uint64_t self, total, self_ns, total_ns, calls;
    uint64_t seen; /* the sample that last counted it in total */
} entry;

/* Entries in the order first seen, found by an open-addressing index. */
typedef struct table {
    entry *e;
    uint32_t n, cap;
    uint32_t *slots; /* entry index + 1; 0 is empty */
    uint32_t nslots;
} table;

typedef struct frame {
    tab_profile_phase phase;
    uint32_t saved_step;
    uint64_t start, child;
    uint64_t cpu_start; /* the outermost frame: the thread's CPU clock */
} frame;

struct tab_profile {
    tab_alloc_fn alloc;
    void *ud;
    uint32_t interval;
    uint64_t rng;
    table t[3];
    uint64_t samples, dropped, cost_ns;
    uint64_t phase_ns[TAB_PROFILE_PHASE_COUNT], phase_calls[TAB_PROFILE_PHASE_COUNT];
    frame stack[MAX_DEPTH];
    /* Wall time of the phases inside the open outermost frame, scaled to
     * its CPU time when it closes. */
    uint64_t pending_ns[TAB_PROFILE_PHASE_COUNT], pending_cost;
    int depth;         /* may pass MAX_DEPTH: those frames are not kept */
    uint32_t step;     /* the step the samples go to, or NO_STEP */
    uint32_t rules_step; /* the rule step last started, kept while it waits */
    uint32_t outside;  /* the entry for samples outside any step */
    uint64_t mark;     /* where the current sample window began */
};

static void *default_alloc(void *ud, void *p, size_t osize, size_t nsize)
{
    (void)ud;
    (void)osize;
    if (nsize == 0) {
        free(p);
        return NULL;
    }
    return realloc(p, nsize);
}

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* The thread's CPU clock costs a system call (some 0.4 us, twenty times
 * the monotonic clock), so it is read only around the outermost calls. */
static uint64_t cpu_ns(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
        return 0;
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* FNV-1a, eight bytes at a time: keys are hashed on every sample. */
static uint64_t hash_key(const char *s, size_t len, int line)
{
    uint64_t h = 0xcbf29ce484222325u ^ (uint64_t)(unsigned)line;
    while (len >= 8) {
        uint64_t w;
        memcpy(&w, s, 8);
        h = (h ^ w) * 0x100000001b3u;
        h ^= h >> 29;
        s += 8;
        len -= 8;
    }
    while (len--)
        h = (h ^ (unsigned char)*s++) * 0x100000001b3u;
    return h ^ (h >> 32);
}

static char *copy_string(tab_profile *p, const char *s, size_t len)
{
    char *c = p->alloc(p->ud, NULL, 0, len + 1);
    if (c) {
        memcpy(c, s, len);
        c[len] = '\0';
    }
    return c;
}

static void free_string(tab_profile *p, char *s)
{
    if (s)
        p->alloc(p->ud, s, strlen(s) + 1, 0);
}

/* Doubles the index; entries keep their numbers. */
static int grow_slots(tab_profile *p, table *t)
{
    uint32_t n = t->nslots ? t->nslots * 2 : 256;
    uint32_t *slots = p->alloc(p->ud, NULL, 0, (size_t)n * sizeof *slots);
    if (!slots)
        return 0;
    memset(slots, 0, (size_t)n * sizeof *slots);
    for (uint32_t i = 0; i < t->n; i++) {
        uint32_t k = (uint32_t)t->e[i].hash & (n - 1);
        while (slots[k])
            k = (k + 1) & (n - 1);
        slots[k] = i + 1;
    }
    if (t->slots)
        p->alloc(p->ud, t->slots, (size_t)t->nslots * sizeof *t->slots, 0);
    t->slots = slots;
    t->nslots = n;
    return 1;
}

/* The entry keyed (key, line), made on first sight with the given name;
 * NO_STEP when memory runs out. */
static uint32_t find(tab_profile *p, table *t, const char *key, size_t len, int line,
                     const char *name)
{
    uint64_t h = hash_key(key, len, line);
    if (t->nslots) {
        for (uint32_t k = (uint32_t)h & (t->nslots - 1); t->slots[k]; k = (k + 1) & (t->nslots - 1)) {
            entry *e = &t->e[t->slots[k] - 1];
            const char *ek = t == &p->t[TAB_PROFILE_STEPS] ? e->name : e->source;
            if (e->hash == h && e->line == line && strncmp(ek, key, len) == 0 && !ek[len])
                return t->slots[k] - 1;
        }
    }
    if ((t->n + 1) * 2 > t->nslots && !grow_slots(p, t))
        return NO_STEP;
    if (t->n == t->cap) {
        uint32_t cap = t->cap ? t->cap * 2 : 64;
        entry *grown = p->alloc(p->ud, t->e, (size_t)t->cap * sizeof *t->e, (size_t)cap * sizeof *t->e);
        if (!grown)
            return NO_STEP;
        t->e = grown;
        t->cap = cap;
    }
    entry *e = &t->e[t->n];
    memset(e, 0, sizeof *e);
    e->hash = h;
    e->line = line;
    e->seen = UINT64_MAX;
    int is_step = t == &p->t[TAB_PROFILE_STEPS];
    char *k = copy_string(p, key, len);
    char *nm = !is_step && name ? copy_string(p, name, strlen(name)) : NULL;
    if (!k || (!is_step && name && !nm)) {
        free_string(p, k);
        free_string(p, nm);
        return NO_STEP;
    }
    if (is_step)
        e->name = k;
    else
        e->source = k, e->name = nm;
    uint32_t slot = (uint32_t)h & (t->nslots - 1);
    while (t->slots[slot])
        slot = (slot + 1) & (t->nslots - 1);
    t->slots[slot] = t->n + 1;
    return t->n++;
}

static uint32_t find_step(tab_profile *p, const char *name)
{
    return find(p, &p->t[TAB_PROFILE_STEPS], name, strlen(name), 0, NULL);
}

/* ---- Life -------------------------------------------------------------------- */

tab_profile *tab_profile_new(tab_alloc_fn alloc, void *ud, uint32_t interval)
{
    if (!alloc)
        alloc = default_alloc;
    tab_profile *p = alloc(ud, NULL, 0, sizeof *p);
    if (!p)
        return NULL;
    memset(p, 0, sizeof *p);
    p->alloc = alloc;
    p->ud = ud;
    p->interval = interval ? interval : TAB_PROFILE_DEFAULT_INTERVAL;
    tab_profile_reset(p);
    if (p->outside == NO_STEP) {
        tab_profile_free(p);
        return NULL;
    }
    return p;
}

static void free_tables(tab_profile *p)
{
    for (int i = 0; i < 3; i++) {
        table *t = &p->t[i];
        for (uint32_t j = 0; j < t->n; j++) {
            free_string(p, t->e[j].name);
            free_string(p, t->e[j].source);
        }
        if (t->e)
            p->alloc(p->ud, t->e, (size_t)t->cap * sizeof *t->e, 0);
        if (t->slots)
            p->alloc(p->ud, t->slots, (size_t)t->nslots * sizeof *t->slots, 0);
        memset(t, 0, sizeof *t);
    }
}

void tab_profile_free(tab_profile *p)
{
    if (!p)
        return;
    free_tables(p);
    p->alloc(p->ud, p, sizeof *p, 0);
}

void tab_profile_reset(tab_profile *p)
{
    if (!p)
        return;
    free_tables(p);
    p->samples = p->dropped = p->cost_ns = 0;
    memset(p->phase_ns, 0, sizeof p->phase_ns);
    memset(p->phase_calls, 0, sizeof p->phase_calls);
    memset(p->pending_ns, 0, sizeof p->pending_ns);
    p->pending_cost = 0;
    p->depth = 0;
    p->rng = 0x9e3779b97f4a7c15u; /* a fixed start: the samples are deterministic */
    p->outside = find_step(p, "(outside steps)");
    p->step = p->rules_step = p->outside;
    p->mark = now_ns();
}

tab_status tab_game_set_profile(tab_game *g, tab_profile *p)
{
    TABI_CHECK_GAME(g);
    tabi_runtime *rt = tabi_runtime_of(g);
    if (!rt)
        return TAB_ENOMEM;
    /* The hook picks the new count up at its next look. */
    rt->prof = p;
    if (p) {
        p->depth = 0;
        memset(p->pending_ns, 0, sizeof p->pending_ns);
        p->pending_cost = 0;
        p->step = p->rules_step = p->outside;
    }
    return TAB_OK;
}

/* ---- Phases -------------------------------------------------------------------- */

static const char *const phase_names[TAB_PROFILE_PHASE_COUNT] = {
    "rules", "bot lua", "checkpoint", "step setup", "answer pass", "freeze check",
    "answer log", "bot view", "run loop", "bot call",
};

const char *tab_profile_phase_name(tab_profile_phase phase)
{
    return (unsigned)phase < TAB_PROFILE_PHASE_COUNT ? phase_names[phase] : "?";
}

/* The name of the step a fresh step coroutine will run: the runtime puts
 * run_step, the game, the step's name and its arguments on its stack. A
 * coroutine that waits on a decision is the step started last. */
static uint32_t step_of(tab_profile *p, lua_State *co)
{
    if (co && lua_status(co) == LUA_OK && lua_gettop(co) >= 3 && lua_type(co, 3) == LUA_TSTRING) {
        uint32_t s = find_step(p, lua_tostring(co, 3));
        p->rules_step = s == NO_STEP ? p->outside : s;
    }
    return p->rules_step;
}

void tabi_profile_enter_(tabi_runtime *rt, tab_profile_phase phase, const char *label)
{
    tab_profile *p = rt->prof;
    uint64_t cpu = p->depth == 0 ? cpu_ns() : 0;
    uint64_t t = now_ns();
    if (p->depth < MAX_DEPTH)
        p->stack[p->depth] = (frame){phase, p->step, t, 0, cpu};
    p->depth++;
    if (phase == TAB_PROFILE_RULES) {
        p->step = step_of(p, rt->running);
    } else if (phase == TAB_PROFILE_BOT && label) {
        char name[128];
        snprintf(name, sizeof name, "bot:%s", label);
        uint32_t s = find_step(p, name);
        p->step = s == NO_STEP ? p->outside : s;
    }
    p->mark = t;
}

/* The outermost frame closed after wall ns of which the thread ran cpu:
 * the rest, other programs' turns on the core, is taken out of the phases
 * inside it in proportion (a frame too short for the CPU clock to tell is
 * kept as it is). */
static void flush(tab_profile *p, uint64_t wall, uint64_t cpu)
{
    double f = wall > 0 && cpu < wall ? (double)cpu / (double)wall : 1.0;
    for (int i = 0; i < TAB_PROFILE_PHASE_COUNT; i++) {
        p->phase_ns[i] += (uint64_t)((double)p->pending_ns[i] * f + 0.5);
        p->pending_ns[i] = 0;
    }
    p->cost_ns += (uint64_t)((double)p->pending_cost * f + 0.5);
    p->pending_cost = 0;
}

void tabi_profile_leave_(tab_profile *p, tab_profile_phase phase)
{
    /* Only a phase that is open closes; the ones above it were left by a
     * Lua error jumping past their leave. */
    int at = p->depth < MAX_DEPTH ? p->depth : MAX_DEPTH;
    while (at > 0 && p->stack[at - 1].phase != phase)
        at--;
    if (at == 0)
        return;
    uint64_t t = now_ns();
    while (p->depth >= at) {
        p->depth--;
        if (p->depth >= MAX_DEPTH)
            continue;
        frame *f = &p->stack[p->depth];
        uint64_t dur = t - f->start, self = dur > f->child ? dur - f->child : 0;
        p->pending_ns[f->phase] += self;
        p->phase_calls[f->phase]++;
        if (p->depth == 0)
            flush(p, dur, cpu_ns() - f->cpu_start);
        if ((f->phase == TAB_PROFILE_RULES || f->phase == TAB_PROFILE_BOT_LUA) &&
            p->step != NO_STEP) {
            entry *s = &p->t[TAB_PROFILE_STEPS].e[p->step];
            s->self_ns += self;
            s->total_ns += self;
            s->calls++;
        }
        p->step = f->saved_step;
        if (p->depth > 0 && p->depth <= MAX_DEPTH)
            p->stack[p->depth - 1].child += dur;
    }
    p->mark = t;
}

tab_status tab_profile_phase_time(const tab_profile *p, tab_profile_phase phase, uint64_t *ns,
                                  uint64_t *count)
{
    if (!p)
        return TAB_EMISUSE;
    if ((unsigned)phase >= TAB_PROFILE_PHASE_COUNT)
        return TAB_EINVAL;
    if (ns)
        *ns = p->phase_ns[phase];
    if (count)
        *count = p->phase_calls[phase];
    return TAB_OK;
}

/* ---- Samples ----------------------------------------------------------------- */

uint32_t tabi_profile_interval_of(const tab_profile *p)
{
    return p->interval;
}

uint32_t tabi_profile_first_count(tab_profile *p)
{
    /* SplitMix64 of the profile's own: the game's streams are not touched. */
    uint64_t z = (p->rng += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    z ^= z >> 31;
    return 1 + (uint32_t)(z % p->interval);
}

/* The chunk's name as reports show it: a file's path without Lua's '@',
 * "prelude" for "=prelude". */
static const char *source_key(const lua_Debug *ar, size_t *len)
{
    const char *s = ar->source ? ar->source : "?";
    size_t n = ar->source ? ar->srclen : 1;
    if (n && (s[0] == '@' || s[0] == '=')) {
        s++;
        n--;
    }
    *len = n;
    return s;
}

void tabi_profile_sample(tab_profile *p, lua_State *L)
{
    uint64_t t0 = now_ns();
    /* Outside a timed phase (loading, render) the window is not the
     * library's own time. */
    uint64_t window = p->depth > 0 && t0 > p->mark ? t0 - p->mark : 0;
    uint64_t id = p->samples;
    lua_Debug ar;
    table *fns = &p->t[TAB_PROFILE_FUNCTIONS], *files = &p->t[TAB_PROFILE_FILES];
    int counted = 0;
    for (int level = 0; level < MAX_LEVELS && lua_getstack(L, level, &ar); level++) {
        if (!lua_getinfo(L, "S", &ar) || ar.what[0] == 'C')
            continue;
        size_t len;
        const char *src = source_key(&ar, &len);
        uint32_t f = find(p, fns, src, len, ar.linedefined, NULL);
        uint32_t file = find(p, files, src, len, 0, NULL);
        if (f == NO_STEP || file == NO_STEP) {
            p->dropped++;
            break;
        }
        if (!counted) {
            /* The innermost Lua frame is where the instructions ran. */
            entry *e = &fns->e[f];
            if (!e->name && lua_getinfo(L, "n", &ar) && ar.name)
                e->name = copy_string(p, ar.name, strlen(ar.name));
            e->self++;
            e->self_ns += window;
            files->e[file].self++;
            files->e[file].self_ns += window;
            counted = 1;
        }
        /* Recursion and a file's many functions count once per sample. */
        if (fns->e[f].seen != id) {
            fns->e[f].seen = id;
            fns->e[f].total++;
            fns->e[f].total_ns += window;
        }
        if (files->e[file].seen != id) {
            files->e[file].seen = id;
            files->e[file].total++;
            files->e[file].total_ns += window;
        }
    }
    if (counted && p->step != NO_STEP) {
        entry *s = &p->t[TAB_PROFILE_STEPS].e[p->step];
        s->self++;
        s->total++;
        p->samples++;
    }
    uint64_t t1 = now_ns();
    if (p->depth > 0)
        p->pending_cost += t1 - t0;
    else
        p->cost_ns += t1 - t0;
    if (p->depth > 0 && p->depth <= MAX_DEPTH)
        p->stack[p->depth - 1].child += t1 - t0;
    p->mark = t1;
}

/* ---- Reading ------------------------------------------------------------------ */

uint32_t tab_profile_count(const tab_profile *p, tab_profile_table t)
{
    return p && (unsigned)t < 3 ? p->t[t].n : 0;
}

tab_status tab_profile_entry_at(const tab_profile *p, tab_profile_table t, uint32_t i,
                                tab_profile_entry *out)
{
    if (!p || !out)
        return TAB_EMISUSE;
    if ((unsigned)t >= 3 || i >= p->t[t].n)
        return TAB_ENOTFOUND;
    const entry *e = &p->t[t].e[i];
    *out = (tab_profile_entry){e->name, e->source, e->line, e->self, e->total,
                               e->self_ns, e->total_ns, e->calls};
    return TAB_OK;
}

uint64_t tab_profile_samples(const tab_profile *p)
{
    return p ? p->samples : 0;
}

uint64_t tab_profile_dropped(const tab_profile *p)
{
    return p ? p->dropped : 0;
}

uint32_t tab_profile_interval(const tab_profile *p)
{
    return p ? p->interval : 0;
}

uint64_t tab_profile_cost_ns(const tab_profile *p)
{
    return p ? p->cost_ns : 0;
}
