/* journal.c - the games a job has gathered, kept on disk as they come in
 * (FILE.incomplete beside --jsonl FILE), for a job that can be ended at
 * any instant: when one rank of an MPI job dies, mpirun kills the others
 * within milliseconds (measured: 3 ms from SIGTERM to SIGKILL), too soon
 * for rank 0 to write anything then. So rank 0 writes as it goes: each
 * record once, whole, the moment it arrives, and nothing is left to do at
 * the end but remove the journal. */
#define _POSIX_C_SOURCE 200809L
#include "journal.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "playtest.h"

int journal_open(journal *j, const char *jsonl)
{
    memset(j, 0, sizeof *j);
    pthread_mutex_init(&j->lock, NULL);
    if (!jsonl)
        return 0;
    if (snprintf(j->path, sizeof j->path, "%s.incomplete", jsonl) >= (int)sizeof j->path) {
        cli_error("--jsonl: the path %s is too long", jsonl);
        return 1;
    }
    j->f = fopen(j->path, "w");
    if (!j->f) {
        cli_error("cannot write %s", j->path);
        return 1;
    }
    /* A record goes out in one write, so a kill leaves whole lines. */
    setvbuf(j->f, NULL, _IOFBF, 1 << 16);
    playtest_mark_incomplete(j->f, "the job was stopped before its end: these are the games "
                                   "gathered, in the order they ended");
    fflush(j->f);
    return 0;
}

void journal_add(journal *j, const game_record *r, const char *label)
{
    if (!j->f)
        return;
    pthread_mutex_lock(&j->lock);
    report_json(j->f, r, 1, label);
    fflush(j->f);
    j->games++;
    pthread_mutex_unlock(&j->lock);
}

void journal_remove(journal *j)
{
    if (j->f) {
        fclose(j->f);
        unlink(j->path);
        j->f = NULL;
    }
}

static void say(int fd, const char *s)
{
    if (write(fd, s, strlen(s)) < 0)
        return; /* nowhere to say it */
}

void journal_say_stopped(const journal *j, int fd)
{
    if (!j->f) {
        say(fd, "; without --jsonl the games gathered are not kept\n");
        return;
    }
    char digits[24], *d = digits + sizeof digits;
    *--d = '\0';
    unsigned long n = (unsigned long)j->games;
    do
        *--d = (char)('0' + n % 10);
    while ((n /= 10) && d > digits);
    say(fd, "; the ");
    say(fd, d);
    say(fd, j->games == 1 ? " game gathered is in " : " games gathered are in ");
    say(fd, j->path);
    say(fd, ", one record a line as --jsonl has them\n");
}
