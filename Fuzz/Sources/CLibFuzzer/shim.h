#ifndef HEADUNIT_CLIBFUZZER_SHIM_H
#define HEADUNIT_CLIBFUZZER_SHIM_H

#include <stddef.h>
#include <stdint.h>

/* libFuzzer's driver (compiler-rt, linked by -sanitize=fuzzer): parses libFuzzer's flags from
   argc/argv and calls `callback` with each input. A program with a main of its own calls it
   (SwiftPM names an executable's entry point <Target>_main, so libFuzzer's main is not used). */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
