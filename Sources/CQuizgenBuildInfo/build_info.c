// The commit arrives as a C define from Package.swift (Swift's -D defines carry no value), so
// only this file is recompiled when it changes, and no generated source is kept in the tree.
#include "CQuizgenBuildInfo.h"

#ifndef QUIZGEN_COMMIT
#define QUIZGEN_COMMIT ""
#endif

const char *quizgen_build_commit(void) { return QUIZGEN_COMMIT; }
