/* mpi.c - tabula-mpi: tabula playtest and tabula sweep with their games
 * spread over the ranks of an MPI job (mpirun -np N tabula-mpi playtest ...).
 *
 * Every rank runs the same command with the same arguments, so each builds
 * the same configuration and plays through the same runs (a playtest's
 * base and --compare games, a sweep's points) in the same order. In each
 * run rank 0 hands out chunks of game numbers as ranks ask for them (a
 * chunk shrinks as the run nears its end, so fast and slow ranks finish
 * together), plays games itself on a second thread, and gathers every
 * record; a worker keeps two asks in flight, so it has its next chunk while
 * it plays one, and sends the records of its games a few at a time as they
 * end, in messages small enough to go without a handshake. Records travel
 * in a binary form that holds every field exactly, and rank 0 writes the
 * outputs with the code tabula playtest uses: a game's record depends on
 * its number alone, never on the rank that played it, so the outputs are
 * the bytes one machine writes.
 *
 * A game's script error is in its record as anywhere. When a rank dies,
 * mpirun stops the others with SIGTERM and SIGKILL milliseconds apart, too
 * soon to write anything then: so rank 0 keeps every record on disk as it
 * arrives (journal.h, FILE.incomplete beside --jsonl FILE), and on SIGTERM
 * only says where they are and ends. */
#define _POSIX_C_SOURCE 200809L
#include <mpi.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "journal.h"
#include "playtest.h"
#include "record.h"

/* Message tags: a kind, and the run it belongs to, so that a worker
 * already asking for the next run's games is not answered in this one. */
enum { TAG_ASK = 1, TAG_WORK, TAG_RESULT, TAG_KINDS, TAG_BYE = 32767 };
#define TAG(kind, run) ((kind) + TAG_KINDS * (int)((run) % 8000))
#define AHEAD 2 /* a worker's asks in flight */
/* A worker sends its records when they come to this many bytes (Open MPI
 * sends up to 4 KiB eagerly between the processes of one machine). */
#define RESULT_BYTES 3000

typedef struct mpi_ctx {
    int rank, size;
    int began;         /* begin was called */
    unsigned runs;     /* runs played so far */
    int saved_stderr;  /* a worker's stderr while its messages are held */
    FILE *held;        /* what a worker printed before begin */
    journal gathered;  /* rank 0: the records so far, on disk */
    /* CPU seconds of this process while runs went on, and of its games
     * alone: the difference is what spreading the games cost. */
    double run_cpu, game_cpu;
} mpi_ctx;

static double cpu_now(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Game index of cfg into r, adding its CPU time to *cpu. */
static void play_timed(const playtest_config *cfg, uint32_t index, game_record *r, tab_game **g,
                       double *cpu)
{
    double t0 = cpu_now(CLOCK_THREAD_CPUTIME_ID);
    playtest_play_game(cfg, index, r, g);
    *cpu += cpu_now(CLOCK_THREAD_CPUTIME_ID) - t0;
}

static mpi_ctx *stopping; /* rank 0's, for the handler */

/* The job is ending (a rank died, or mpirun was stopped): what was
 * gathered is on disk already, so say where, and end now (MPI_Finalize
 * would wait for the dead). */
static void on_stop(int sig)
{
    static const char msg[] = "tabula-mpi: the job is being stopped (a rank died, or it was "
                              "killed)";
    if (write(2, msg, sizeof msg - 1) >= 0)
        journal_say_stopped(&stopping->gathered, 2);
    _exit(1);
}

/* ---- Records on the wire ---------------------------------------------------- */

typedef struct buffer {
    char *p;
    size_t n, cap, at; /* at: where reading is */
} buffer;

static void put(buffer *b, const void *data, size_t len)
{
    if (b->n + len > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->n + len)
            cap *= 2;
        char *grown = realloc(b->p, cap);
        if (!grown) {
            fputs("tabula-mpi: out of memory\n", stderr);
            MPI_Abort(MPI_COMM_WORLD, 1);
        }
        b->p = grown;
        b->cap = cap;
    }
    memcpy(b->p + b->n, data, len);
    b->n += len;
}

static void get(buffer *b, void *data, size_t len)
{
    if (b->at + len > b->n) { /* cannot happen between our own ranks */
        fputs("tabula-mpi: a truncated message\n", stderr);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    memcpy(data, b->p + b->at, len);
    b->at += len;
}

#define PUT(b, v) put(b, &(v), sizeof(v))
#define GET(b, v) get(b, &(v), sizeof(v))

static void put_text(buffer *b, const char *s)
{
    uint32_t len = s ? (uint32_t)strlen(s) : UINT32_MAX;
    PUT(b, len);
    if (s)
        put(b, s, len);
}

static char *get_text(buffer *b)
{
    uint32_t len;
    GET(b, len);
    if (len == UINT32_MAX)
        return NULL;
    char *s = malloc((size_t)len + 1);
    if (!s)
        MPI_Abort(MPI_COMM_WORLD, 1);
    get(b, s, len);
    s[len] = '\0';
    return s;
}

static void put_values(buffer *b, const named_value *v, uint32_t n)
{
    PUT(b, n);
    for (uint32_t i = 0; i < n; i++) {
        put_text(b, v[i].name);
        PUT(b, v[i].value);
    }
}

static named_value *get_values(buffer *b, uint32_t *n)
{
    GET(b, *n);
    named_value *v = calloc(*n ? *n : 1, sizeof *v);
    for (uint32_t i = 0; i < *n; i++) {
        v[i].name = get_text(b);
        GET(b, v[i].value);
    }
    return v;
}

/* Every field of r, the seats' only as many as it has players, so that a
 * record is small enough (a few hundred bytes) to go without a handshake.
 * Numbers go as they are: the ranks run one build on machines of a kind. */
static void pack_record(buffer *b, const game_record *r)
{
    int players = r->players < 0 ? 0 : r->players > RECORD_MAX_PLAYERS ? RECORD_MAX_PLAYERS
                                                                        : r->players;
    PUT(b, r->index);
    PUT(b, r->seed);
    PUT(b, r->players);
    for (int p = 0; p < players; p++)
        put_text(b, r->seats[p]);
    int32_t flags[3] = {r->finished, r->capped, r->replay_failed};
    PUT(b, flags);
    put_text(b, r->error);
    put_text(b, r->reason);
    put(b, r->won, (size_t)players * sizeof r->won[0]);
    put(b, r->score, (size_t)players * sizeof r->score[0]);
    PUT(b, r->decisions);
    PUT(b, r->rounds);
    put_text(b, r->length_unit);
    PUT(b, r->hash);
    put_values(b, r->metrics, r->nmetrics);
    put_values(b, r->tallies, r->ntallies);
}

/* A text into a fixed field of a record (it came from one). */
static void get_field(buffer *b, char *field, size_t size)
{
    char *s = get_text(b);
    snprintf(field, size, "%s", s ? s : "");
    free(s);
}

static void unpack_record(buffer *b, game_record *r)
{
    memset(r, 0, sizeof *r);
    GET(b, r->index);
    GET(b, r->seed);
    GET(b, r->players);
    int players = r->players < 0 ? 0 : r->players > RECORD_MAX_PLAYERS ? RECORD_MAX_PLAYERS
                                                                        : r->players;
    for (int p = 0; p < players; p++)
        get_field(b, r->seats[p], sizeof r->seats[p]);
    int32_t flags[3];
    GET(b, flags);
    r->finished = flags[0];
    r->capped = flags[1];
    r->replay_failed = flags[2];
    r->error = get_text(b);
    get_field(b, r->reason, sizeof r->reason);
    get(b, r->won, (size_t)players * sizeof r->won[0]);
    get(b, r->score, (size_t)players * sizeof r->score[0]);
    GET(b, r->decisions);
    GET(b, r->rounds);
    get_field(b, r->length_unit, sizeof r->length_unit);
    GET(b, r->hash);
    r->metrics = get_values(b, &r->nmetrics);
    r->tallies = get_values(b, &r->ntallies);
}

/* ---- The games of one run ------------------------------------------------- */

typedef struct run_state {
    const playtest_config *cfg;
    const char *label;       /* the run's, for the journal */
    journal *gathered;
    uint32_t first, count;
    game_record *records;
    unsigned char *mine;     /* what rank 0's own thread finished */
    pthread_mutex_t lock;
    uint32_t next;           /* the next game not handed out (from 0) */
    int workers;             /* how many play: every rank */
    atomic_int local_done;
    pthread_cond_t ended;    /* signalled when the thread is done */
    double played_seconds;   /* the thread's games: their time, and how many */
    uint32_t played;
    double played_cpu;       /* the thread's games' CPU time */
    uint32_t chunk;          /* the size of the last chunk handed out */
    uint32_t local_first, local_n; /* the thread's first chunk */
} run_state;

/* The next chunk of games: shrinking with what is left, so that the last
 * chunks are small and every rank ends at about the same time. */
static uint32_t take(run_state *s, uint32_t *from)
{
    pthread_mutex_lock(&s->lock);
    uint32_t left = s->count - s->next;
    uint32_t n = left / (3u * (uint32_t)s->workers);
    if (n < 1)
        n = left < 1 ? left : 1;
    if (n > 64)
        n = 64;
    *from = s->next;
    s->next += n;
    if (n)
        s->chunk = n;
    pthread_mutex_unlock(&s->lock);
    return n;
}

/* Rank 0's own player: the chunk it was given first (holding game 1, whose
 * --explain file is then written where the outputs are), then more. */
static void *local_player(void *arg)
{
    run_state *s = arg;
    tab_game *g = NULL;
    uint32_t from = s->local_first, n = s->local_n;
    while (n) {
        for (uint32_t i = from; i < from + n; i++) {
            double t0 = playtest_now();
            play_timed(s->cfg, s->first + i, &s->records[i], &g, &s->played_cpu);
            double t = playtest_now() - t0;
            journal_add(s->gathered, &s->records[i], s->label);
            pthread_mutex_lock(&s->lock);
            s->mine[i] = 1;
            s->played_seconds += t;
            s->played++;
            pthread_mutex_unlock(&s->lock);
        }
        n = take(s, &from);
    }
    tab_game_free(g);
    pthread_mutex_lock(&s->lock);
    atomic_store(&s->local_done, 1);
    pthread_cond_signal(&s->ended);
    pthread_mutex_unlock(&s->lock);
    return NULL;
}

static void root_run(mpi_ctx *m, const playtest_config *cfg, const char *label, uint32_t first,
                     uint32_t count, game_record *records, double *seconds)
{
    run_state state = {.cfg = cfg, .label = label, .gathered = &m->gathered, .first = first,
                       .count = count, .records = records, .mine = calloc(count ? count : 1, 1),
                       .lock = PTHREAD_MUTEX_INITIALIZER, .workers = m->size,
                       .ended = PTHREAD_COND_INITIALIZER};
    run_state *const s = &state;
    double t0 = playtest_now(), shown = t0;
    s->local_n = take(s, &s->local_first);
    pthread_t thread;
    pthread_create(&thread, NULL, local_player, s);
    /* A worker asks AHEAD times, then once more for each chunk it is
     * given, and is done when every ask has its answer. */
    uint32_t *asks = calloc((size_t)m->size, sizeof *asks);
    uint32_t *chunks = calloc((size_t)m->size, sizeof *chunks);
    int asking = m->size - 1; /* workers with asks to come */
    uint32_t out = 0, back = 0; /* games handed to workers, and received */
    buffer msg = {0};
    int tty = isatty(2);
    long idle = 20000; /* ns */
    while (asking > 0 || back < out || !atomic_load(&s->local_done)) {
        int flag = 0;
        MPI_Status st;
        MPI_Iprobe(MPI_ANY_SOURCE, TAG(TAG_RESULT, m->runs), MPI_COMM_WORLD, &flag, &st);
        if (!flag)
            MPI_Iprobe(MPI_ANY_SOURCE, TAG(TAG_ASK, m->runs), MPI_COMM_WORLD, &flag, &st);
        if (!flag) {
            double t = playtest_now();
            if (tty && t - shown > 0.2) {
                uint32_t done = back;
                pthread_mutex_lock(&s->lock);
                for (uint32_t i = 0; i < count; i++)
                    done += s->mine[i];
                pthread_mutex_unlock(&s->lock);
                playtest_progress(t0, done, count);
                shown = t;
            }
            /* Idle: wait longer each time, as each look costs a round of
             * Open MPI's progress engine. A worker holds a chunk ahead, so
             * an answer within half a chunk's time (from the games played
             * here) costs it nothing: up to that, from 1 ms to 50 ms (50
             * when no worker will send); the thread ending wakes the wait
             * at once. */
            pthread_mutex_lock(&s->lock);
            double game = s->played ? s->played_seconds / s->played : 0;
            long most = (long)(game * s->chunk * 0.5e9);
            most = most < 1000000 ? 1000000 : most > 50000000 ? 50000000 : most;
            if (asking == 0 && back == out)
                most = 50000000;
            idle = idle * 2 < most ? idle * 2 : most;
            struct timespec until;
            clock_gettime(CLOCK_REALTIME, &until);
            until.tv_nsec += idle;
            until.tv_sec += until.tv_nsec / 1000000000;
            until.tv_nsec %= 1000000000;
            int ended = atomic_load(&s->local_done);
            if (!ended)
                pthread_cond_timedwait(&s->ended, &s->lock, &until);
            pthread_mutex_unlock(&s->lock);
            if (ended) /* only the workers to wait for */
                nanosleep(&(struct timespec){idle / 1000000000, idle % 1000000000}, NULL);
            continue;
        }
        idle = 20000;
        int len;
        MPI_Get_count(&st, MPI_BYTE, &len);
        msg.n = msg.at = 0;
        if ((size_t)len > msg.cap) {
            free(msg.p);
            msg.cap = (size_t)len;
            msg.p = malloc(msg.cap);
            if (!msg.p)
                MPI_Abort(MPI_COMM_WORLD, 1);
        }
        MPI_Recv(msg.p, len, MPI_BYTE, st.MPI_SOURCE, st.MPI_TAG, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
        msg.n = (size_t)len;
        if (st.MPI_TAG == TAG(TAG_RESULT, m->runs)) {
            while (msg.at < msg.n) {
                game_record r;
                unpack_record(&msg, &r);
                journal_add(&m->gathered, &r, label);
                records[r.index - first] = r;
                back++;
            }
        } else {
            int w = st.MPI_SOURCE;
            uint32_t work[2];
            work[1] = take(s, &work[0]);
            work[0] += first;
            out += work[1];
            chunks[w] += work[1] != 0;
            if (++asks[w] == AHEAD + chunks[w])
                asking--;
            MPI_Send(work, 2, MPI_UINT32_T, w, TAG(TAG_WORK, m->runs), MPI_COMM_WORLD);
        }
    }
    free(msg.p);
    free(asks);
    free(chunks);
    pthread_join(thread, NULL);
    m->game_cpu += s->played_cpu;
    if (tty)
        fputs("\r\033[K", stderr);
    free(s->mine);
    *seconds = playtest_now() - t0;
}

/* The answer to a worker's ask, waited for in short sleeps: a blocking
 * receive would spin, taking a core from the ranks that play. */
static void receive_work(mpi_ctx *m, uint32_t work[2])
{
    MPI_Request req;
    MPI_Irecv(work, 2, MPI_UINT32_T, 0, TAG(TAG_WORK, m->runs), MPI_COMM_WORLD, &req);
    long idle = 5000; /* ns */
    for (int done = 0;;) {
        MPI_Test(&req, &done, MPI_STATUS_IGNORE);
        if (done)
            return;
        nanosleep(&(struct timespec){0, idle}, NULL);
        idle = idle < 250000 ? idle * 2 : 500000;
    }
}

/* What a worker has sent and rank 0 may not have taken yet: a send that
 * waited for rank 0 would leave the worker idle until rank 0 next looks,
 * so the messages go without waiting, and each slot's buffer is kept until
 * its send completes (the sends move on at the worker's next MPI call). */
#define OUTBOX 64
typedef struct outbox {
    buffer buf[OUTBOX];
    MPI_Request req[OUTBOX];
} outbox;

static void outbox_init(outbox *o)
{
    memset(o, 0, sizeof *o);
    for (int k = 0; k < OUTBOX; k++)
        o->req[k] = MPI_REQUEST_NULL;
}

/* Sends len bytes of data (copied; NULL for none) with tag to rank 0. */
static void outbox_send(outbox *o, const void *data, size_t len, int tag)
{
    int k, flag;
    MPI_Testany(OUTBOX, o->req, &k, &flag, MPI_STATUS_IGNORE);
    for (k = 0; k < OUTBOX && o->req[k] != MPI_REQUEST_NULL; k++)
        ;
    if (k == OUTBOX) /* rank 0 is far behind: wait for one */
        MPI_Waitany(OUTBOX, o->req, &k, MPI_STATUS_IGNORE);
    o->buf[k].n = 0;
    if (len)
        put(&o->buf[k], data, len);
    MPI_Isend(o->buf[k].p, (int)len, MPI_BYTE, 0, tag, MPI_COMM_WORLD, &o->req[k]);
}

/* Moves the sends on (between games), and at the end waits, asleep, for
 * all of them. */
static void outbox_progress(outbox *o)
{
    int k, flag;
    MPI_Testany(OUTBOX, o->req, &k, &flag, MPI_STATUS_IGNORE);
}

static void outbox_flush(outbox *o)
{
    long idle = 5000; /* ns */
    for (int all = 0; MPI_Testall(OUTBOX, o->req, &all, MPI_STATUSES_IGNORE), !all;) {
        nanosleep(&(struct timespec){0, idle}, NULL);
        idle = idle < 250000 ? idle * 2 : 500000;
    }
    for (int k = 0; k < OUTBOX; k++)
        free(o->buf[k].p);
}

/* A worker: keeps AHEAD asks for chunks in flight, so that it has its next
 * chunk while it plays one however late rank 0 answers, and sends the
 * records as they are played, a few at a time. */
static void worker_run(mpi_ctx *m, const playtest_config *cfg)
{
    tab_game *g = NULL;
    buffer result = {0};
    outbox *o = malloc(sizeof *o);
    if (!o)
        MPI_Abort(MPI_COMM_WORLD, 1);
    outbox_init(o);
    int waiting = 0, more = 1;
    for (; waiting < AHEAD; waiting++)
        outbox_send(o, NULL, 0, TAG(TAG_ASK, m->runs));
    while (waiting) {
        uint32_t work[2];
        receive_work(m, work);
        waiting--;
        if (!work[1]) { /* no more: the asks still out are answered so too */
            more = 0;
            continue;
        }
        if (more) {
            outbox_send(o, NULL, 0, TAG(TAG_ASK, m->runs));
            waiting++;
        }
        for (uint32_t i = work[0]; i < work[0] + work[1]; i++) {
            game_record r;
            play_timed(cfg, i, &r, &g, &m->game_cpu);
            pack_record(&result, &r);
            record_free(&r);
            /* Records go a few at a time: fewer messages for rank 0 to take,
             * each under the size that goes without a handshake. */
            if (result.n >= RESULT_BYTES || i + 1 == work[0] + work[1]) {
                outbox_send(o, result.p, result.n, TAG(TAG_RESULT, m->runs));
                result.n = 0;
            } else {
                outbox_progress(o);
            }
        }
    }
    outbox_flush(o);
    free(o);
    free(result.p);
    tab_game_free(g);
}

static void mpi_run(void *ctx, const playtest_config *cfg, const char *label, uint32_t first,
                    uint32_t count, game_record *records, double *seconds)
{
    mpi_ctx *m = ctx;
    *seconds = 0;
    double t0 = cpu_now(CLOCK_PROCESS_CPUTIME_ID);
    if (m->rank == 0)
        root_run(m, cfg, label, first, count, records, seconds);
    else
        worker_run(m, cfg);
    m->run_cpu += cpu_now(CLOCK_PROCESS_CPUTIME_ID) - t0;
    m->runs++;
}

/* Every rank says whether its arguments were good. A fault found on every
 * rank is printed once, by rank 0; one found on a worker alone (a folder
 * its machine lacks) by that worker, naming itself. */
static int mpi_begin(void *ctx, int ok, const char *jsonl)
{
    mpi_ctx *m = ctx;
    m->began = 1;
    if (m->rank == 0 && ok)
        ok = journal_open(&m->gathered, jsonl) == 0;
    int *all = calloc((size_t)m->size, sizeof *all);
    MPI_Allgather(&ok, 1, MPI_INT, all, 1, MPI_INT, MPI_COMM_WORLD);
    int everyone = 1;
    for (int r = 0; r < m->size; r++)
        everyone &= all[r];
    if (m->held) {
        fflush(stderr);
        dup2(m->saved_stderr, 2);
        close(m->saved_stderr);
        if (!ok && all[0]) {
            char line[1024];
            rewind(m->held);
            while (fgets(line, sizeof line, m->held))
                fprintf(stderr, "tabula-mpi: rank %d: %s", m->rank, line);
        }
        fclose(m->held);
        m->held = NULL;
    }
    free(all);
    return everyone;
}

static int usage(FILE *out, int code)
{
    fputs("usage: mpirun -np N tabula-mpi [--root DIR] playtest|sweep ARGS...\n"
          "       tabula-mpi --version | --help\n"
          "Runs tabula playtest or tabula sweep (the same ARGS; see tabula playtest --help)\n"
          "with the games spread over the ranks of the MPI job: rank 0 hands them out as\n"
          "ranks ask, plays too, and writes the summary, --jsonl, --report and --compare\n"
          "exactly as one machine would. Each rank plays one game at a time (start a rank\n"
          "a core; --jobs is not taken). --replays DIR must be a folder every rank can\n"
          "write (a shared file system); --explain is written by rank 0. Rank 0 keeps\n"
          "each game's record in FILE.incomplete beside --jsonl FILE as it arrives: when\n"
          "a rank dies, that is what the job gathered (its first line says so); when the\n"
          "job ends whole, it is removed.\n",
          out);
    return code;
}

int main(int argc, char **argv)
{
    int provided;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    mpi_ctx m = {0};
    MPI_Comm_rank(MPI_COMM_WORLD, &m.rank);
    MPI_Comm_size(MPI_COMM_WORLD, &m.size);
    if (m.rank == 0) {
        stopping = &m;
        struct sigaction sa = {0};
        sa.sa_handler = on_stop;
        sigaction(SIGTERM, &sa, NULL);
        sigaction(SIGINT, &sa, NULL);
        /* Once mpirun closes our output, the files are still written. */
        signal(SIGPIPE, SIG_IGN);
    } else {
        /* Workers print nothing on stdout; their messages are held until
         * every rank has checked its arguments (see mpi_begin). */
        if (!freopen("/dev/null", "w", stdout))
            fclose(stdout);
        fflush(stderr);
        m.held = tmpfile();
        m.saved_stderr = dup(2);
        if (m.held && m.saved_stderr >= 0)
            dup2(fileno(m.held), 2);
        else if (m.held) {
            fclose(m.held);
            m.held = NULL;
        }
    }
    int code = EXIT_USAGE;
    int i = 1;
    if (i + 1 < argc && strcmp(argv[i], "--root") == 0) {
        cli_set_root(argv[i + 1]);
        i += 2;
    }
    playtest_runner runner = {mpi_begin, mpi_run, &m, m.rank == 0, "ranks", m.size};
    if (provided < MPI_THREAD_FUNNELED) {
        cli_error("this MPI gives no thread support (MPI_THREAD_FUNNELED), which rank 0 needs");
        code = 1;
    } else if (i >= argc) {
        code = usage(stderr, EXIT_USAGE);
    } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
        code = usage(stdout, 0);
    } else if (strcmp(argv[i], "--version") == 0) {
        printf("%s\n", tab_version_describe());
        code = 0;
    } else if (strcmp(argv[i], "playtest") != 0 && strcmp(argv[i], "sweep") != 0) {
        cli_error("tabula-mpi runs playtest and sweep; '%s' is tabula's (tabula %s)", argv[i],
                  argv[i]);
    } else if (cli_check_roots()) {
        int (*command)(int, char **, const playtest_runner *) =
            strcmp(argv[i], "playtest") == 0 ? playtest_main : sweep_main;
        code = command(argc - i - 1, argv + i + 1, &runner);
    }
    if (!m.began) /* the command stopped before its games: so do the others */
        mpi_begin(&m, 0, NULL);
    if (m.rank == 0 && m.began)
        journal_remove(&m.gathered);
    /* The workers wait, asleep, while rank 0 writes the outputs: in
     * MPI_Finalize they would spin. */
    if (m.rank == 0) {
        for (int r = 1; r < m.size; r++)
            MPI_Send(NULL, 0, MPI_BYTE, r, TAG_BYE, MPI_COMM_WORLD);
    } else {
        MPI_Request req;
        MPI_Irecv(NULL, 0, MPI_BYTE, 0, TAG_BYE, MPI_COMM_WORLD, &req);
        long idle = 100000; /* ns */
        for (int done = 0; MPI_Test(&req, &done, MPI_STATUS_IGNORE), !done;) {
            nanosleep(&(struct timespec){0, idle}, NULL);
            idle = idle < 10000000 ? idle * 2 : 20000000;
        }
    }
    /* What the driver cost, over every rank: the CPU of the runs (Open
     * MPI's threads, rank 0's handing out and gathering, the messages)
     * besides the games'. */
    double cpu[2] = {m.run_cpu, m.game_cpu}, all[2];
    MPI_Reduce(cpu, all, 2, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    if (m.rank == 0 && all[1] > 0)
        fprintf(stderr, "tabula-mpi: the ranks took %.2f%% of their games' CPU time besides "
                "them (%.2f s of %.2f s)\n", (all[0] / all[1] - 1) * 100, all[0] - all[1], all[1]);
    MPI_Finalize();
    return code;
}
