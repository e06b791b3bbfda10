#include "plot_build_stamp.h"

// Weak: a source build links without it and reads NULL; scripts/package links an object that
// defines it (`const char plotkit_build_commit_text[] = "...";`) without recompiling anything.
extern const char plotkit_build_commit_text[] __attribute__((weak));

const char *plotkit_build_commit(void) {
    return plotkit_build_commit_text;
}
