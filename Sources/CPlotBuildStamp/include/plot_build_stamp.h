#ifndef PLOTKIT_BUILD_STAMP_H
#define PLOTKIT_BUILD_STAMP_H

/// The commit `plot` was built from, as scripts/package links it in (an object defining
/// `plotkit_build_commit_text`), or NULL in a source build that was not given one.
const char *_Nullable plotkit_build_commit(void);

#endif
