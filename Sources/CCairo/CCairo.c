// A C target needs a source file; this one has nothing to compile. The target exists to carry the
// include folder with the `pango` link (see Package.swift: why not pkg-config's pangocairo).
#include "CCairo.h"
