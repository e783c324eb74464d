#ifndef CQUIZGEN_BUILD_INFO_H
#define CQUIZGEN_BUILD_INFO_H

/// The commit quizgen was built from (abbreviated, with `-dirty` when the tree had changes), or
/// an empty string when the build was not told: Package.swift passes `QUIZGEN_COMMIT` from the
/// environment, which scripts/source-commit.sh sets for the scripts that build quizgen.
const char *quizgen_build_commit(void);

#endif
