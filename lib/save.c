/* save.c - save files: a versioned, checksummed encoding of the state,
 * written atomically. Layout (little-endian):
 *
 *   0  8 bytes  magic "TABULAsv"
 *   8  u32      format version (TAB_SAVE_VERSION)
 *  12  u32      flags, 0
 *  16  u64      game seed
 *  24  u64      payload length N
 *  32  N bytes  payload: the atom table (u32 count, then per atom from 1 a
 *               u8 length and its text), u64 state length, the state
 *               (codec.c), then the runtime section (lib/lua/replay.c)
 *  32+N u64     XXH3-64 of bytes 0 .. 32+N
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "atom.h"
#include "codec.h"

static const char magic[8] = {'T', 'A', 'B', 'U', 'L', 'A', 's', 'v'};
enum { HEADER = 32, TRAILER = 8 };

typedef struct buffer_sink {
    tabi_sink sink; /* first, so a tabi_sink * is a buffer_sink * */
    tab_game *g;
    uint8_t *data;
    size_t len, cap;
} buffer_sink;

static void append(tabi_sink *k, const uint8_t *p, size_t n)
{
    buffer_sink *b = (buffer_sink *)k;
    if (k->failed)
        return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + n)
            cap *= 2;
        uint8_t *data = tabi_realloc(b->g, b->data, b->cap, cap);
        if (!data) {
            k->failed = 1;
            return;
        }
        b->data = data;
        b->cap = cap;
    }
    memcpy(b->data + b->len, p, n);
    b->len += n;
}

static uint64_t read_u64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

static uint32_t read_u32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void write_u64_at(uint8_t *p, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

tab_status tab_game_save_buffer(tab_game *g, void **out, size_t *len)
{
    TABI_CHECK_GAME(g);
    if (!out || !len)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_save_buffer: NULL out or len");
    if (g->determinized)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_save_buffer: the game was determinized "
                         "(tab_game_determinize) while a rule waited: its checkpoint is not "
                         "its position until the step ends");
    buffer_sink b = {.sink = {.flush = append}, .g = g};
    tabi_sink *k = &b.sink;
    tabi_put(k, magic, sizeof magic);
    tabi_put_u32(k, TAB_SAVE_VERSION);
    tabi_put_u32(k, 0);
    tabi_put_u64(k, g->seed);
    tabi_put_u64(k, 0); /* payload length, patched below */
    tabi_put_u32(k, g->atoms.len);
    for (tab_atom a = 1; a < g->atoms.len; a++) {
        const char *s = g->atoms.at[a].str;
        uint8_t n = (uint8_t)strlen(s);
        tabi_put(k, &n, 1);
        tabi_put(k, s, n);
    }
    tabi_sink_finish(k);
    size_t state_at = b.len;
    tabi_put_u64(k, 0); /* state length, patched below */
    tabi_state view, current = g->st;
    if (g->ext)
        g->st = *g->ext->saved_state(g, &view);
    tabi_encode_state(g, k);
    g->st = current;
    tabi_sink_finish(k);
    if (!k->failed)
        write_u64_at(b.data + state_at, b.len - state_at - 8);
    if (g->ext) {
        g->ext->save_section(g, k);
    } else {
        uint8_t kernel_only = 0; /* the section of a game no layer runs */
        tabi_put(k, &kernel_only, 1);
    }
    tabi_sink_finish(k);
    if (!k->failed) {
        write_u64_at(b.data + 24, b.len - HEADER);
        uint8_t sum[8];
        write_u64_at(sum, XXH3_64bits(b.data, b.len));
        append(k, sum, sizeof sum);
    }
    if (k->failed) {
        tabi_free(g, b.data, b.cap);
        return tabi_fail(g, TAB_ENOMEM, "out of memory encoding a save");
    }
    *out = b.data;
    *len = b.len;
    /* The caller frees len bytes, so the block must be exactly that long. */
    if (b.cap != b.len && !(*out = tabi_realloc(g, b.data, b.cap, b.len))) {
        tabi_free(g, b.data, b.cap);
        return tabi_fail(g, TAB_ENOMEM, "out of memory encoding a save");
    }
    return TAB_OK;
}

void tab_game_free_buffer(tab_game *g, void *buf, size_t len)
{
    if (g && buf)
        tabi_free(g, buf, len);
}

/* Reads the atom table at *p, interning each name into g and recording its
 * number in *remap (allocated here, *n entries). Atoms are not state (see
 * core.h), so interning them before the load is known to succeed is safe. */
static tab_status read_atoms(tab_game *g, const uint8_t **p, const uint8_t *end,
                             tab_atom **remap, uint32_t *n)
{
    const uint8_t *q = *p;
    if (end - q < 4)
        return tabi_fail(g, TAB_EFORMAT, "save: truncated in the atom table");
    uint32_t count = read_u32(q);
    q += 4;
    if (count == 0 || count - 1 > (size_t)(end - q) / 2)
        return tabi_fail(g, TAB_EFORMAT, "save: impossible atom count %u", count);
    tab_atom *map = tabi_realloc(g, NULL, 0, (size_t)count * sizeof *map);
    if (!map)
        return tabi_fail(g, TAB_ENOMEM, "out of memory reading a save's atom table");
    map[0] = TAB_ATOM_NONE;
    for (uint32_t a = 1; a < count; a++) {
        uint8_t len = q < end ? *q++ : 0;
        tab_status s = TAB_OK;
        if (len == 0 || (size_t)(end - q) < len)
            s = tabi_fail(g, TAB_EFORMAT, "save, byte %zu: atom %u is empty or truncated",
                          (size_t)(q - *p) + HEADER, a);
        else if (memchr(q, '\0', len))
            s = tabi_fail(g, TAB_EFORMAT, "save: atom %u holds a NUL byte", a);
        else if ((map[a] = tabi_atom_intern(g, (const char *)q, len)) == TAB_ATOM_NONE)
            s = strncmp(g->err, "out of memory", 13) == 0 ? TAB_ENOMEM : TAB_EFORMAT;
        if (s != TAB_OK) {
            tabi_free(g, map, (size_t)count * sizeof *map);
            return s;
        }
        q += len;
    }
    *p = q;
    *remap = map;
    *n = count;
    return TAB_OK;
}

/* The section after the state, for a game no layer above the kernel runs
 * (g->ext NULL): one byte, 0. A scripted game's section needs its layer,
 * which attaches itself to the game when root folders are added. */
static tab_status check_kernel_section(tab_game *g, const uint8_t *p, size_t len, int *scripted)
{
    if (len < 1)
        return tabi_fail(g, TAB_EFORMAT, "save: the runtime section is missing");
    *scripted = p[0];
    if (p[0] > 3)
        return tabi_fail(g, TAB_EFORMAT, "save: bad runtime flag %d", p[0]);
    if (p[0] && len < 17) /* the flag, the content hash and two counts at least */
        return tabi_fail(g, TAB_EFORMAT, "save: the runtime section is truncated");
    if (p[0])
        return tabi_fail(g, TAB_EMISUSE, "load: a scripted game loads into a new game with its "
                         "root folders added (tab_game_add_root)");
    return len == 1 ? TAB_OK : tabi_fail(g, TAB_EFORMAT, "save: bytes after the state");
}

tab_status tab_game_load_buffer(tab_game *g, const void *buf, size_t len)
{
    TABI_CHECK_GAME(g);
    if (!buf)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_load_buffer: NULL buffer");
    const uint8_t *p = buf;
    if (len < HEADER + TRAILER)
        return tabi_fail(g, TAB_EFORMAT, "save: truncated (%zu bytes; a save has at least %d)",
                         len, HEADER + TRAILER);
    if (memcmp(p, magic, sizeof magic) != 0)
        return tabi_fail(g, TAB_EFORMAT, "save: not a tabula save (wrong magic bytes)");
    uint32_t version = read_u32(p + 8);
    if (version != TAB_SAVE_VERSION)
        return tabi_fail(g, TAB_EVERSION, "save: format version %u; this library reads %d",
                         version, TAB_SAVE_VERSION);
    uint64_t payload = read_u64(p + 24);
    if (payload != len - HEADER - TRAILER)
        return tabi_fail(g, TAB_EFORMAT,
                         "save: header says %llu payload bytes but %zu are there (truncated "
                         "or extended)", (unsigned long long)payload, len - HEADER - TRAILER);
    if (XXH3_64bits(p, len - TRAILER) != read_u64(p + len - TRAILER))
        return tabi_fail(g, TAB_EFORMAT, "save: checksum mismatch (the file is corrupted)");
    if (read_u32(p + 12) != 0)
        return tabi_fail(g, TAB_EFORMAT, "save: unknown flags %#x", read_u32(p + 12));

    const uint8_t *q = p + HEADER, *end = p + len - TRAILER;
    tab_atom *remap = NULL;
    uint32_t n_atoms = 0;
    tab_status s = read_atoms(g, &q, end, &remap, &n_atoms);
    if (s != TAB_OK)
        return s;
    /* Fewer than 8 bytes left is refused before subtracting 8 (found by the
     * save fuzzer: with 7 left, the bound wrapped and let any length by). */
    uint64_t state_len = (size_t)(end - q) >= 8 ? read_u64(q) : UINT64_MAX;
    if ((size_t)(end - q) < 8 || state_len > (uint64_t)(end - q) - 8) {
        tabi_free(g, remap, (size_t)n_atoms * sizeof *remap);
        return tabi_fail(g, TAB_EFORMAT, "save: the state's length is past the end");
    }
    q += 8;
    const uint8_t *section = q + state_len;
    size_t section_len = (size_t)(end - section);
    int scripted = 0;
    tabi_state st;
    s = g->ext ? g->ext->check_section(g, section, section_len, &scripted)
               : check_kernel_section(g, section, section_len, &scripted);
    if (s == TAB_OK)
        s = tabi_decode_state(g, &st, q, (size_t)state_len, remap, n_atoms);
    tabi_free(g, remap, (size_t)n_atoms * sizeof *remap);
    if (s != TAB_OK)
        return s;
    /* Keep the old state until the rules (if any) are back on their feet. */
    tabi_state old = g->st;
    uint64_t old_seed = g->seed;
    g->st = st;
    tabi_state_replaced(g);
    g->seed = read_u64(p + 16);
    if (scripted && (s = g->ext->load_section(g, section, section_len)) != TAB_OK) {
        tabi_state_release(g, &g->st);
        g->st = old;
        tabi_state_replaced(g);
        g->seed = old_seed;
        return s;
    }
    tabi_state_release(g, &old);
    return TAB_OK;
}

/* ---- Files ------------------------------------------------------------ */

static tab_status io_fail(tab_game *g, const char *what, const char *path)
{
    return tabi_fail(g, TAB_EIO, "%s '%s': %s", what, path, strerror(errno));
}

static int write_all(int fd, const uint8_t *p, size_t n)
{
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return -1;
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

/* fsync of the directory holding path, so the rename itself is durable. */
static int sync_parent(const char *path, char *scratch)
{
    strcpy(scratch, path);
    char *slash = strrchr(scratch, '/');
    const char *dir = ".";
    if (slash) {
        slash[slash == scratch] = '\0'; /* "/x" keeps "/" */
        dir = scratch;
    }
    int fd = open(dir, O_RDONLY);
    if (fd < 0)
        return -1;
    int r = fsync(fd);
    close(fd);
    return r;
}

tab_status tabi_write_file_atomic(tab_game *g, const char *path, const void *data, size_t len)
{
    size_t tmp_size = tabi_temp_size(path);
    char *tmp = tabi_realloc(g, NULL, 0, tmp_size);
    if (!tmp)
        return tabi_fail(g, TAB_ENOMEM, "out of memory writing '%s'", path);
    /* A writer killed before its rename left its temporary: gone now. */
    tabi_sweep_temps(path);
    tabi_temp_name(tmp, tmp_size, path);
    tab_status s = TAB_OK;
    int fd = mkstemp(tmp);
    if (fd < 0) {
        s = io_fail(g, "cannot create a temporary file beside", path);
    } else {
        if (write_all(fd, data, len) != 0 || fsync(fd) != 0)
            s = io_fail(g, "cannot write", tmp);
        if (close(fd) != 0 && s == TAB_OK)
            s = io_fail(g, "cannot close", tmp);
        if (s == TAB_OK && rename(tmp, path) != 0)
            s = io_fail(g, "cannot rename the temporary file to", path);
        if (s != TAB_OK)
            unlink(tmp);
        else if (sync_parent(path, tmp) != 0)
            s = io_fail(g, "cannot sync the directory of", path);
    }
    tabi_free(g, tmp, tmp_size);
    return s;
}

tab_status tab_game_save(tab_game *g, const char *path)
{
    TABI_CHECK_GAME(g);
    if (!path || !*path)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_save: no path");
    void *data;
    size_t len;
    tab_status s = tab_game_save_buffer(g, &data, &len);
    if (s == TAB_OK) {
        s = tabi_write_file_atomic(g, path, data, len);
        tab_game_free_buffer(g, data, len);
    }
    return s;
}

tab_status tab_game_load(tab_game *g, const char *path)
{
    TABI_CHECK_GAME(g);
    if (!path || !*path)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_load: no path");
    tabi_sweep_temps(path);
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return io_fail(g, "cannot open", path);
    struct stat sb;
    if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
        close(fd);
        return tabi_fail(g, TAB_EIO, "'%s' is not a regular file", path);
    }
    size_t size = (size_t)sb.st_size;
    uint8_t *data = tabi_realloc(g, NULL, 0, size ? size : 1);
    if (!data) {
        close(fd);
        return tabi_fail(g, TAB_ENOMEM, "out of memory reading '%s'", path);
    }
    size_t got = 0;
    while (got < size) {
        ssize_t r = read(fd, data + got, size - got);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        got += (size_t)r;
    }
    close(fd);
    tab_status s = got == size ? tab_game_load_buffer(g, data, size)
                               : io_fail(g, "cannot read", path);
    tabi_free(g, data, size ? size : 1);
    if (s != TAB_OK && s != TAB_EIO && s != TAB_ENOMEM) {
        /* Say which file the format problem is in. */
        char msg[sizeof g->err];
        snprintf(msg, sizeof msg, "%.200s: %.300s", path, g->err);
        memcpy(g->err, msg, sizeof msg);
    }
    return s;
}
