#ifndef PLOTKIT_PNG_READER_H
#define PLOTKIT_PNG_READER_H

#include <stddef.h>
#include <stdint.h>

/// Reads a PNG's header only, so the caller can refuse a size before allocating anything.
/// Returns 0 on success; otherwise non-zero with a message in `error` (1: truncated, 2: corrupt).
int plotkit_png_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                          char *error, size_t error_length);

/// Decodes a PNG of the size plotkit_png_read_size reported into `pixels` (width * height
/// 32-bit words): Cairo's ARGB32, 0xAARRGGBB native-endian words, colours premultiplied by
/// alpha. Palette, grey, 16-bit, transparency chunks and interlacing are all converted.
/// Returns 0 on success; otherwise non-zero with a message in `error` (1: truncated, 2: corrupt).
int plotkit_png_decode(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                       uint32_t *pixels, char *error, size_t error_length);

#endif
