/* fuzz.h - what the libFuzzer harnesses of test/fuzz share: a game with the
 * source tree's roots and tight limits, a private scratch folder, a file
 * written whole, and a save whose length and checksum are made to match its
 * bytes (so that mutations reach the decoder, not only the checksum). */
#ifndef TABULA_FUZZ_H
#define TABULA_FUZZ_H

#define _POSIX_C_SOURCE 200809L
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "tabula.h"

/* A fresh game that finds the source tree's games, with limits that keep a
 * hostile input from taking a fuzzer's second. */
static inline tab_game *fuzz_game(uint64_t seed)
{
    tab_game *g = tab_game_new(NULL, NULL, seed);
    if (!g)
        abort();
    tab_game_add_root(g, TABULA_SOURCE_ROOT);
    tab_game_add_root(g, TABULA_SOURCE_ROOT "/examples/new-scenario");
    tab_game_set_limit(g, TAB_LIMIT_INSTRUCTIONS, 5000000);
    tab_game_set_limit(g, TAB_LIMIT_MEMORY, 64u << 20);
    return g;
}

static char fuzz_scratch_dir[64];

static inline void fuzz_scratch_remove(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", fuzz_scratch_dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", fuzz_scratch_dir);
}

/* A folder of this process's own, made on first use, removed at exit. */
static inline const char *fuzz_scratch(void)
{
    if (!fuzz_scratch_dir[0]) {
        snprintf(fuzz_scratch_dir, sizeof fuzz_scratch_dir, "/tmp/tabula-fuzz-XXXXXX");
        if (!mkdtemp(fuzz_scratch_dir))
            abort();
        atexit(fuzz_scratch_remove);
    }
    return fuzz_scratch_dir;
}

static inline void fuzz_write(const char *path, const uint8_t *data, size_t size)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0)
        abort();
}

/* A copy of data with the save header's payload length and the trailing
 * checksum set to fit, or NULL when it is too short to be a save. */
static inline uint8_t *fuzz_fixed_save(const uint8_t *data, size_t size)
{
    if (size < 40)
        return NULL;
    uint8_t *buf = malloc(size);
    if (!buf)
        abort();
    memcpy(buf, data, size);
    uint64_t payload = size - 40, sum;
    for (int i = 0; i < 8; i++)
        buf[24 + i] = (uint8_t)(payload >> (8 * i));
    sum = XXH3_64bits(buf, size - 8);
    for (int i = 0; i < 8; i++)
        buf[size - 8 + i] = (uint8_t)(sum >> (8 * i));
    return buf;
}

/* A state that loaded must save, load again and hash the same: a decoder
 * that accepts what its encoder would not write is a bug. */
static inline void fuzz_round_trip(tab_game *g)
{
    void *buf;
    size_t len;
    uint64_t h1, h2;
    if (tab_game_save_buffer(g, &buf, &len) != TAB_OK)
        return;
    tab_game *h = fuzz_game(0);
    if (tab_game_load_buffer(h, buf, len) != TAB_OK) {
        fprintf(stderr, "a loaded state saved into bytes that do not load: %s\n",
                tab_game_error(h));
        abort();
    }
    tab_game_hash(g, &h1);
    tab_game_hash(h, &h2);
    if (h1 != h2) {
        fprintf(stderr, "a loaded state hashes differently after a save and load\n");
        abort();
    }
    tab_game_free(h);
    tab_game_free_buffer(g, buf, len);
}

#endif
