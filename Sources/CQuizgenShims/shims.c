// Swift cannot call the variadic syscall(2), and glibc only declares renameat2 under _GNU_SOURCE,
// so the atomic swap of the staging folder and Site/ goes through this one C function.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#include <ftw.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include "CQuizgenShims.h"

#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

int quizgen_rename_exchange(const char *from, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, RENAME_EXCHANGE);
#else
    errno = ENOSYS;
    return -1;
#endif
}

// Creates the parent folders of `path` (like mkdir -p of its dirname).
static int make_parents(const char *path) {
    char buffer[PATH_MAX];
    size_t length = strlen(path);
    if (length >= sizeof buffer) { errno = ENAMETOOLONG; return -1; }
    memcpy(buffer, path, length + 1);
    char *slash = strrchr(buffer, '/');
    if (slash == NULL || slash == buffer) return 0;
    *slash = 0;
    if (mkdir(buffer, 0755) == 0 || errno == EEXIST) return 0;
    if (errno != ENOENT) return -1;
    if (make_parents(buffer) != 0) return -1;
    return (mkdir(buffer, 0755) == 0 || errno == EEXIST) ? 0 : -1;
}

static int write_fd(int fd, const void *bytes, long length);

int quizgen_write_file(const char *path, const void *bytes, long length) {
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0 && errno == ENOENT) {
        if (make_parents(path) != 0) return -1;
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    }
    if (fd < 0) return -1;
    return write_fd(fd, bytes, length);
}

int quizgen_write_file_in_new_folder(const char *path, const void *bytes, long length) {
    if (make_parents(path) != 0) return -1;
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return -1;
    return write_fd(fd, bytes, length);
}

static int write_fd(int fd, const void *bytes, long length) {
    const char *cursor = bytes;
    while (length > 0) {
        ssize_t written = write(fd, cursor, (size_t)length);
        if (written < 0) {
            if (errno == EINTR) continue;
            int saved = errno;
            close(fd);
            errno = saved;
            return -1;
        }
        cursor += written;
        length -= written;
    }
    return close(fd);
}

int quizgen_link_file_in_new_folder(const char *from, const char *to) {
    if (make_parents(to) != 0) return -1;
    return link(from, to);
}

int quizgen_link_file(const char *from, const char *to) {
    if (link(from, to) == 0) return 0;
    if (errno != ENOENT || make_parents(to) != 0) return -1;
    return link(from, to);
}

static int remove_entry(const char *path, const struct stat *info, int flag, struct FTW *ftw) {
    (void)info; (void)flag; (void)ftw;
    return remove(path) == 0 || errno == ENOENT ? 0 : -1;
}

int quizgen_remove_tree(const char *path) {
    return nftw(path, remove_entry, 64, FTW_DEPTH | FTW_PHYS);
}

long quizgen_find(const void *haystack, long haystack_length, const void *needle, long needle_length) {
    if (haystack_length < 0 || needle_length < 0) return -1;
    const char *found = memmem(haystack, (size_t)haystack_length, needle, (size_t)needle_length);
    return found ? (long)(found - (const char *)haystack) : -1;
}
