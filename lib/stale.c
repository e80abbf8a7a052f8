/* stale.c - the temporary files of atomic writes, and the ones a killed
 * writer left behind. A temporary is named "<file>.tmp-<pid>-XXXXXX" so
 * that a later save or load of the same file can tell its own stale ones
 * (their writer is gone) from a live writer's, and remove them. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core.h"

/* A temporary without a pid (written before issue 20) older than this is
 * stale: no save takes this long. So is one whose pid now belongs to a
 * process that has kept it this long. */
#define STALE_SECONDS 3600

size_t tabi_temp_size(const char *path)
{
    return strlen(path) + sizeof ".tmp--XXXXXX" + 20;
}

void tabi_temp_name(char *buf, size_t size, const char *path)
{
    snprintf(buf, size, "%s.tmp-%ld-XXXXXX", path, (long)getpid());
}

/* Whether the temporary named rest (after "<file>.tmp-"), at full, is
 * stale. */
static int is_stale(const char *rest, const char *full)
{
    struct stat sb;
    if (lstat(full, &sb) != 0 || !S_ISREG(sb.st_mode))
        return 0;
    int old = time(NULL) - sb.st_mtime > STALE_SECONDS;
    char *end;
    errno = 0;
    long pid = strtol(rest, &end, 10);
    if (end == rest || *end != '-' || strlen(end + 1) != 6 || errno)
        return strlen(rest) == 6 && old; /* the old form, "<file>.tmp-XXXXXX" */
    if (pid == (long)getpid())
        return 0; /* this process's: another thread may be writing it */
    if (pid <= 0 || (kill((pid_t)pid, 0) != 0 && errno == ESRCH))
        return 1; /* its writer is gone */
    return old;
}

void tabi_sweep_temps(const char *path)
{
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    size_t dirlen = slash ? (size_t)(slash - path) : 0;
    char dir[4096], prefix[1024], full[8192];
    if (dirlen >= sizeof dir || strlen(base) + 6 >= sizeof prefix || !*base)
        return;
    if (!slash)
        snprintf(dir, sizeof dir, ".");
    else if (slash == path)
        snprintf(dir, sizeof dir, "/");
    else
        snprintf(dir, sizeof dir, "%.*s", (int)dirlen, path);
    snprintf(prefix, sizeof prefix, "%s.tmp-", base);
    size_t plen = strlen(prefix);
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *ent;
    while ((ent = readdir(d))) {
        if (strncmp(ent->d_name, prefix, plen) != 0)
            continue;
        snprintf(full, sizeof full, "%s/%s", dir, ent->d_name);
        if (is_stale(ent->d_name + plen, full))
            unlink(full);
    }
    closedir(d);
}
