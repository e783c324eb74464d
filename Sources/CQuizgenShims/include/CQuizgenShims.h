#ifndef CQUIZGEN_SHIMS_H
#define CQUIZGEN_SHIMS_H

/// Atomically exchanges two paths on the same file system (Linux renameat2 RENAME_EXCHANGE).
/// Returns 0 on success, -1 with errno set otherwise (EINVAL/ENOSYS where unsupported).
int quizgen_rename_exchange(const char *from, const char *to);

#endif
