#ifndef PLOTKIT_PNG_WRITER_H
#define PLOTKIT_PNG_WRITER_H

#include <stddef.h>
#include <stdint.h>

/// A growable memory buffer the encoder writes into; free it with plotkit_png_buffer_free.
typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
} plotkit_png_buffer;

/// Row filters, as libpng's PNG_FILTER_* bit flags (PNG_ALL_FILTERS = 0xf8).
enum {
    PLOTKIT_PNG_FILTER_NONE = 0x08,
    PLOTKIT_PNG_FILTER_SUB = 0x10,
    PLOTKIT_PNG_FILTER_UP = 0x20,
    PLOTKIT_PNG_FILTER_AVG = 0x40,
    PLOTKIT_PNG_FILTER_PAETH = 0x80,
    PLOTKIT_PNG_FILTER_ALL = 0xf8
};

/// Encodes Cairo ARGB32 pixels (premultiplied alpha, native-endian 32-bit words) as PNG.
/// Opaque images are written as 8-bit RGB, others as straight-alpha RGBA.
/// Returns 0 on success; otherwise non-zero with a message in `error`.
int plotkit_png_encode(const uint8_t *pixels, int width, int height, int stride,
                       int compression_level, int filters,
                       plotkit_png_buffer *out, char *error, size_t error_length);

void plotkit_png_buffer_free(plotkit_png_buffer *buffer);

#endif
