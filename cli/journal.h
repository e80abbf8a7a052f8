/* journal.h - the games gathered so far, on disk as they arrive (see
 * journal.c): FILE.incomplete beside --jsonl FILE, whose first line says
 * it is incomplete, then one record a line in the order the games ended.
 * Removed when the job ends whole; what a killed job leaves. */
#ifndef TABULA_CLI_JOURNAL_H
#define TABULA_CLI_JOURNAL_H

#include <pthread.h>
#include <signal.h>
#include <stdio.h>

#include "record.h"

typedef struct journal {
    FILE *f; /* NULL: no --jsonl, nothing kept */
    pthread_mutex_t lock;
    volatile sig_atomic_t games; /* records written, read by a signal handler */
    char path[4200];
} journal;

/* Starts the journal of --jsonl jsonl (NULL: none). Returns 0, or 1 when
 * it cannot be written (said on stderr). */
int journal_open(journal *j, const char *jsonl);
/* Writes r (of the run named label, NULL for a playtest's base run) at
 * once; from any thread. */
void journal_add(journal *j, const game_record *r, const char *label);
/* The job ended whole: the journal goes. */
void journal_remove(journal *j);
/* Where the games gathered are, on fd, ending a line the caller began;
 * async-signal-safe (from the handler of the signal that ends the job). */
void journal_say_stopped(const journal *j, int fd);

#endif
