// The loader's floor for `plot --version`: a C program that does nothing, linked against the
// same shared libraries the packaged plot needs (Cairo, Pango, GLib, HarfBuzz, libpng,
// TurboJPEG, SQLite, zlib, libstdc++). What it costs to start is what loading them costs.
// Build: cc -O2 loader_floor.c -Wl,--no-as-needed $(pkg-config --libs pangocairo libpng libturbojpeg sqlite3 zlib) -lstdc++ -o loader-floor
int main(void) { return 0; }
