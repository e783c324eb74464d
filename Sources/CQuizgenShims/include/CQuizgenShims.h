#ifndef CQUIZGEN_SHIMS_H
#define CQUIZGEN_SHIMS_H

/// Atomically exchanges two paths on the same file system (Linux renameat2 RENAME_EXCHANGE).
/// Returns 0 on success, -1 with errno set otherwise (EINVAL/ENOSYS where unsupported).
int quizgen_rename_exchange(const char *from, const char *to);

/// Writes `length` bytes to `path` (created or truncated, mode 0644), creating missing parent
/// folders. Returns 0 on success, -1 with errno set otherwise.
int quizgen_write_file(const char *path, const void *bytes, long length);

/// `quizgen_write_file` for a file that is most likely the first in its folder (a page's
/// `index.html` in a new staging folder): the folder is made first, which saves the failed open.
int quizgen_write_file_in_new_folder(const char *path, const void *bytes, long length);

/// `quizgen_link_file` for a link that is most likely the first in its folder.
int quizgen_link_file_in_new_folder(const char *from, const char *to);

/// Hard-links `from` to `to`, creating `to`'s missing parent folders. Returns 0 or -1 with errno.
int quizgen_link_file(const char *from, const char *to);

/// Removes `path` and everything below it without following symbolic links. Returns 0 on
/// success, -1 with errno set when something could not be removed.
int quizgen_remove_tree(const char *path);

/// The offset of the first occurrence of `needle` in `haystack`, or -1: glibc's memmem, which
/// it declares only under _GNU_SOURCE.
long quizgen_find(const void *haystack, long haystack_length, const void *needle, long needle_length);

#endif
