#ifndef CFUZZDRIVER_H
#define CFUZZDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (libclang_rt.fuzzer, linked by -sanitize=fuzzer): runs `callback` on every
/// input as libFuzzer's own main would, with the same command line.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
