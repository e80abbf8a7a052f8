/* test_save.c - save/load round trips, atomic files, and every way a save
 * can be damaged: each is refused with a message and the game untouched. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "sample.h"

typedef struct saved {
    tab_game *g;
    uint8_t *buf;
    size_t len;
} saved;

static saved save_sample(void)
{
    saved s = {new_game(31), NULL, 0};
    assert_ok(build_sample(s.g, 0));
    void *buf;
    assert_ok(tab_game_save_buffer(s.g, &buf, &s.len));
    s.buf = buf;
    return s;
}

static void free_saved(saved *s)
{
    tab_game_free_buffer(s->g, s->buf, s->len);
    tab_game_free(s->g);
}

/* Rewrites the checksum so that damage inside the payload reaches the
 * decoder instead of being caught by the checksum. */
static void reseal(uint8_t *buf, size_t len)
{
    uint64_t sum = XXH3_64bits(buf, len - 8);
    for (int i = 0; i < 8; i++)
        buf[len - 8 + i] = (uint8_t)(sum >> (8 * i));
}

static void round_trip(void **state)
{
    (void)state;
    saved s = save_sample();
    /* Load into a game with other atoms and other state. */
    tab_game *g = new_game(1);
    A(g, "something-else");
    tab_id junk;
    assert_ok(tab_entity_new(g, A(g, "junk"), &junk));
    assert_ok(tab_game_load_buffer(g, s.buf, s.len));
    assert_true(hash_of(g) == hash_of(s.g));
    assert_true(tab_game_seed(g) == 31);
    assert_int_equal(tab_entity_count(g), 4);
    assert_string_equal(tab_atom_str(g, tab_entity_kind(g, 1)), "hero");
    /* The future is the same too. */
    for (int i = 0; i < 5; i++) {
        uint64_t x, y;
        assert_ok(tab_rng_u64(g, A(g, "dice"), &x));
        assert_ok(tab_rng_u64(s.g, A(s.g, "dice"), &y));
        assert_true(x == y);
    }
    /* A save of the loaded game is byte-identical after the same draws. */
    void *again;
    size_t len;
    assert_ok(tab_game_save_buffer(g, &again, &len));
    tab_game *h = new_game(0);
    assert_ok(tab_game_load_buffer(h, again, len));
    assert_true(hash_of(h) == hash_of(g));
    tab_game_free_buffer(g, again, len);
    tab_game_free(h);
    tab_game_free(g);
    free_saved(&s);
}

/* Regression: a game holding a reference to an entity freed since saved
 * but would not load ("a property refers to missing entity"). */
static void stale_references_load(void **state)
{
    (void)state;
    tab_game *g = new_game(4);
    tab_id a, b;
    assert_ok(tab_entity_new(g, A(g, "card"), &a));
    assert_ok(tab_entity_new(g, A(g, "enemy"), &b));
    assert_ok(tab_entity_set(g, a, A(g, "target"), tab_ref(b)));
    int32_t refs[1] = {(int32_t)b};
    assert_ok(tab_entity_set_array(g, a, A(g, "targets"), TAB_VREF, refs, 1));
    assert_ok(tab_entity_free(g, b));
    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(g, &buf, &len));
    tab_game *h = new_game(0);
    assert_ok(tab_game_load_buffer(h, buf, len));
    assert_true(hash_of(h) == hash_of(g));
    assert_false(tab_entity_exists(h, b));
    tab_game_free(h);
    tab_game_free_buffer(g, buf, len);
    tab_game_free(g);
}

/* Loads bytes that must be refused; checks the status, the message and
 * that the target game did not change. */
static void expect_refused(const uint8_t *buf, size_t len, tab_status want, const char *msg)
{
    tab_game *g = new_game(9);
    tab_id e;
    assert_ok(tab_entity_new(g, A(g, "bystander"), &e));
    uint64_t before = hash_of(g);
    tab_status s = tab_game_load_buffer(g, buf, len);
    if (s != want)
        fail_msg("expected %s, got %s: %s", tab_status_str(want), tab_status_str(s),
                 tab_game_error(g));
    if (msg && !strstr(tab_game_error(g), msg))
        fail_msg("message '%s' lacks '%s'", tab_game_error(g), msg);
    assert_true(hash_of(g) == before);
    tab_game_free(g);
}

static void every_truncation_is_refused(void **state)
{
    (void)state;
    saved s = save_sample();
    for (size_t n = 0; n < s.len; n++)
        expect_refused(s.buf, n, TAB_EFORMAT, n < 40 ? "truncated" : "payload bytes");
    free_saved(&s);
}

static void every_flipped_byte_is_refused(void **state)
{
    (void)state;
    saved s = save_sample();
    uint8_t *copy = malloc(s.len);
    for (size_t i = 0; i < s.len; i++) {
        memcpy(copy, s.buf, s.len);
        copy[i] ^= 0x5a;
        tab_game *g = new_game(9);
        tab_status st = tab_game_load_buffer(g, copy, s.len);
        /* The version field answers with its own status; all else is format. */
        assert_int_equal(st, i >= 8 && i < 12 ? TAB_EVERSION : TAB_EFORMAT);
        tab_game_free(g);
    }
    free(copy);
    free_saved(&s);
}

static void header_damage_is_named(void **state)
{
    (void)state;
    saved s = save_sample();
    uint8_t *copy = malloc(s.len + 8);
    memcpy(copy, s.buf, s.len);
    copy[0] = 'X';
    expect_refused(copy, s.len, TAB_EFORMAT, "not a tabula save");
    memcpy(copy, s.buf, s.len);
    copy[8] = 2;
    expect_refused(copy, s.len, TAB_EVERSION, "format version 2");
    memcpy(copy, s.buf, s.len);
    copy[12] = 1;
    reseal(copy, s.len);
    expect_refused(copy, s.len, TAB_EFORMAT, "unknown flags");
    memcpy(copy, s.buf, s.len);
    memset(copy + s.len, 0, 8);
    expect_refused(copy, s.len + 8, TAB_EFORMAT, "payload bytes");
    memcpy(copy, s.buf, s.len);
    copy[s.len / 2] ^= 1;
    expect_refused(copy, s.len, TAB_EFORMAT, "checksum");
    expect_refused((const uint8_t *)"hello", 5, TAB_EFORMAT, "truncated");
    free(copy);
    free_saved(&s);
}

/* Damage behind a valid checksum reaches the decoder, which must refuse or
 * accept it whole, never crash (ASan watches) and never half-load. */
static void resealed_damage_never_half_loads(void **state)
{
    (void)state;
    saved s = save_sample();
    uint8_t *copy = malloc(s.len);
    int refused = 0;
    for (size_t i = 32; i < s.len - 8; i++) {
        for (int bit = 0; bit < 8; bit += 3) {
            memcpy(copy, s.buf, s.len);
            copy[i] ^= (uint8_t)(1u << bit);
            reseal(copy, s.len);
            tab_game *g = new_game(9);
            uint64_t before = hash_of(g);
            tab_status st = tab_game_load_buffer(g, copy, s.len);
            if (st != TAB_OK) {
                assert_int_equal(st, TAB_EFORMAT);
                assert_non_null(strstr(tab_game_error(g), "save"));
                assert_true(hash_of(g) == before);
                refused++;
            } else {
                /* Accepted: it must be a consistent game that saves again. */
                void *b2;
                size_t l2;
                assert_ok(tab_game_save_buffer(g, &b2, &l2));
                tab_game *h = new_game(0);
                assert_ok(tab_game_load_buffer(h, b2, l2));
                assert_true(hash_of(h) == hash_of(g));
                tab_game_free(h);
                tab_game_free_buffer(g, b2, l2);
            }
            tab_game_free(g);
        }
    }
    assert_true(refused > 0);
    free(copy);
    free_saved(&s);
}

static void files_are_atomic(void **state)
{
    (void)state;
    char dir[] = "/tmp/tabula-save-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256], bad_path[256];
    snprintf(path, sizeof path, "%s/game.tsv", dir);
    snprintf(bad_path, sizeof bad_path, "%s/missing/game.tsv", dir);
    saved s = save_sample();
    assert_ok(tab_game_save(s.g, path));
    tab_game *g = new_game(0);
    assert_ok(tab_game_load(g, path));
    assert_true(hash_of(g) == hash_of(s.g));
    /* Overwriting keeps a whole file; no temporary file is left behind. */
    assert_ok(tab_entity_set(s.g, 1, A(s.g, "hp"), tab_int(1)));
    assert_ok(tab_game_save(s.g, path));
    assert_ok(tab_game_load(g, path));
    assert_true(hash_of(g) == hash_of(s.g));
    char cmd[300];
    snprintf(cmd, sizeof cmd, "test $(ls -A %s | wc -l) -eq 1", dir);
    assert_int_equal(system(cmd), 0);
    /* Errors name the file. */
    assert_int_equal(tab_game_save(s.g, bad_path), TAB_EIO);
    assert_non_null(strstr(tab_game_error(s.g), bad_path));
    assert_int_equal(tab_game_load(g, bad_path), TAB_EIO);
    assert_int_equal(tab_game_load(g, dir), TAB_EIO);
    FILE *f = fopen(path, "r+b");
    fseek(f, 40, SEEK_SET);
    fputc('!', f);
    fclose(f);
    uint64_t before = hash_of(g);
    assert_int_equal(tab_game_load(g, path), TAB_EFORMAT);
    assert_non_null(strstr(tab_game_error(g), path));
    assert_true(hash_of(g) == before);
    unlink(path);
    rmdir(dir);
    tab_game_free(g);
    free_saved(&s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(round_trip),
        cmocka_unit_test(stale_references_load),
        cmocka_unit_test(every_truncation_is_refused),
        cmocka_unit_test(every_flipped_byte_is_refused),
        cmocka_unit_test(header_damage_is_named),
        cmocka_unit_test(resealed_damage_never_half_loads),
        cmocka_unit_test(files_are_atomic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
