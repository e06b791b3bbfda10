// libpng reports errors through longjmp, which Swift cannot catch, so encoding lives in C.
#include "png_writer.h"

#include <png.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
    jmp_buf jump;
    char *error;
    size_t error_length;
} error_context;

static void on_error(png_structp png, png_const_charp message) {
    error_context *context = (error_context *)png_get_error_ptr(png);
    snprintf(context->error, context->error_length, "%s", message);
    longjmp(context->jump, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void on_write(png_structp png, png_bytep bytes, png_size_t length) {
    plotkit_png_buffer *buffer = (plotkit_png_buffer *)png_get_io_ptr(png);
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->size + length) capacity *= 2;
        uint8_t *grown = realloc(buffer->data, capacity);
        if (!grown) png_error(png, "out of memory while encoding PNG");
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}

static void on_flush(png_structp png) { (void)png; }

static int is_opaque(const uint8_t *pixels, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        for (int x = 0; x < width; x++)
            if ((row[x] >> 24) != 0xff) return 0;
    }
    return 1;
}

/// One Cairo row to RGB or straight-alpha RGBA bytes.
static void convert_row(const uint32_t *source, uint8_t *target, int width, int opaque) {
    for (int x = 0; x < width; x++) {
        uint32_t pixel = source[x];
        uint32_t a = pixel >> 24, r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
        if (opaque) {
            *target++ = (uint8_t)r;
            *target++ = (uint8_t)g;
            *target++ = (uint8_t)b;
        } else {
            if (a != 0 && a != 0xff) {
                r = (r * 255 + a / 2) / a;
                g = (g * 255 + a / 2) / a;
                b = (b * 255 + a / 2) / a;
            }
            *target++ = (uint8_t)r;
            *target++ = (uint8_t)g;
            *target++ = (uint8_t)b;
            *target++ = (uint8_t)a;
        }
    }
}

/// One part of the image's rows, filtered and deflated on its own thread (as pigz does): a raw
/// deflate stream primed with the 32 KiB of filtered bytes before it, so it compresses as well
/// as one stream would, ended by a sync flush (or, for the last part, the final block), so the
/// parts concatenate into one stream.
typedef struct {
    const uint8_t *pixels;
    int width, stride, opaque, level, filter;
    int first, end;  // rows first..<end
    int last;
    uint8_t *compressed;
    size_t compressed_length;
    uLong adler;
    size_t filtered_length;
    const char *error;
} png_part;

static size_t row_bytes(int width, int opaque) { return 1 + (size_t)width * (opaque ? 3 : 4); }

/// Rows first..<end as PNG filters them (None or Up), each preceded by its filter byte.
static int filter_rows(const png_part *part, int first, int end, uint8_t *out) {
    size_t length = row_bytes(part->width, part->opaque) - 1;
    uint8_t *previous = calloc(length, 1), *current = malloc(length);
    if (!previous || !current) {
        free(previous);
        free(current);
        return 1;
    }
    if (first > 0)
        convert_row((const uint32_t *)(part->pixels + (size_t)(first - 1) * part->stride), previous, part->width,
                    part->opaque);
    for (int y = first; y < end; y++) {
        convert_row((const uint32_t *)(part->pixels + (size_t)y * part->stride), current, part->width, part->opaque);
        if (part->filter == PLOTKIT_PNG_FILTER_UP) {
            *out++ = 2;
            for (size_t i = 0; i < length; i++) out[i] = (uint8_t)(current[i] - previous[i]);
        } else {
            *out++ = 0;
            memcpy(out, current, length);
        }
        out += length;
        uint8_t *swap = previous;
        previous = current;
        current = swap;
    }
    free(previous);
    free(current);
    return 0;
}

static void *deflate_part(void *argument) {
    png_part *part = argument;
    size_t row = row_bytes(part->width, part->opaque);
    // The rows before this part whose filtered bytes fill deflate's 32 KiB window.
    int primed = part->first == 0 ? 0 : (int)((32768 + row - 1) / row);
    if (primed > part->first) primed = part->first;
    size_t dictionary = (size_t)primed * row, length = (size_t)(part->end - part->first) * row;
    uint8_t *filtered = malloc(dictionary + length);
    if (!filtered || filter_rows(part, part->first - primed, part->end, filtered)) {
        free(filtered);
        part->error = "out of memory while encoding PNG";
        return NULL;
    }
    z_stream stream = {0};
    if (deflateInit2(&stream, part->level, Z_DEFLATED, -15, 8,
                     part->filter == PLOTKIT_PNG_FILTER_NONE ? Z_DEFAULT_STRATEGY : Z_FILTERED) != Z_OK) {
        free(filtered);
        part->error = "cannot start deflate";
        return NULL;
    }
    size_t window = dictionary < 32768 ? dictionary : 32768;
    if (window) deflateSetDictionary(&stream, filtered + dictionary - window, (uInt)window);
    size_t capacity = deflateBound(&stream, length) + 64;
    part->compressed = malloc(capacity);
    stream.next_in = filtered + dictionary;
    stream.avail_in = (uInt)length;
    stream.next_out = part->compressed;
    stream.avail_out = (uInt)capacity;
    int status = part->compressed ? deflate(&stream, part->last ? Z_FINISH : Z_SYNC_FLUSH) : Z_MEM_ERROR;
    // All input taken, and room left over: a sync flush that filled the buffer may not be whole.
    if (status != (part->last ? Z_STREAM_END : Z_OK) || stream.avail_in != 0 || stream.avail_out == 0) {
        part->error = "deflate failed";
    } else {
        part->compressed_length = capacity - stream.avail_out;
        part->adler = adler32(adler32(0, NULL, 0), filtered + dictionary, (uInt)length);
        part->filtered_length = length;
    }
    deflateEnd(&stream);
    free(filtered);
    return NULL;
}

/// The image's zlib stream (header, the parts' deflate streams in order, Adler-32 of them all),
/// the second half deflated on a second thread. Always two halves, so the bytes do not depend
/// on whether the thread could be started.
static int parallel_stream(const uint8_t *pixels, int width, int height, int stride, int opaque, int level,
                           int filter, uint8_t **out, size_t *out_length, const char **error) {
    enum { parts = 2 };
    png_part part[parts];
    for (int index = 0; index < parts; index++) {
        part[index] = (png_part){.pixels = pixels, .width = width, .stride = stride, .opaque = opaque,
                                 .level = level, .filter = filter, .first = height * index / parts,
                                 .end = height * (index + 1) / parts, .last = index == parts - 1};
    }
    pthread_t thread;
    int threaded = pthread_create(&thread, NULL, deflate_part, &part[1]) == 0;
    deflate_part(&part[0]);
    if (threaded) pthread_join(thread, NULL); else deflate_part(&part[1]);
    size_t total = 2 + 4;
    for (int index = 0; index < parts; index++) {
        if (part[index].error && !*error) *error = part[index].error;
        total += part[index].compressed_length;
    }
    uint8_t *stream = *error ? NULL : malloc(total);
    if (stream) {
        // zlib's header for this level (RFC 1950: FLEVEL informs, the check bits make it divisible by 31).
        unsigned header = (Z_DEFLATED + ((15 - 8) << 4)) << 8;
        int flevel = level < 0 ? 6 : level;  // Z_DEFAULT_COMPRESSION is level 6
        header |= (unsigned)(flevel < 2 ? 0 : flevel < 6 ? 1 : flevel == 6 ? 2 : 3) << 6;
        header += 31 - header % 31;
        stream[0] = (uint8_t)(header >> 8);
        stream[1] = (uint8_t)header;
        size_t at = 2;
        uLong adler = part[0].adler;
        for (int index = 0; index < parts; index++) {
            memcpy(stream + at, part[index].compressed, part[index].compressed_length);
            at += part[index].compressed_length;
            if (index > 0) adler = adler32_combine(adler, part[index].adler, (z_off_t)part[index].filtered_length);
        }
        for (int shift = 24; shift >= 0; shift -= 8) stream[at++] = (uint8_t)(adler >> shift);
        *out = stream;
        *out_length = at;
    } else if (!*error) {
        *error = "out of memory while encoding PNG";
    }
    for (int index = 0; index < parts; index++) free(part[index].compressed);
    return *error != NULL;
}

int plotkit_png_encode(const uint8_t *pixels, int width, int height, int stride,
                       int compression_level, int filters,
                       plotkit_png_buffer *out, char *error, size_t error_length) {
    error_context context = {.error = error, .error_length = error_length};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    if (!png) {
        snprintf(error, error_length, "cannot create the PNG encoder");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    int opaque = is_opaque(pixels, width, height, stride);
    uint8_t *volatile row = malloc((size_t)width * 4);
    uint8_t *volatile stream = NULL;
    if (!info || !row) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(row);
        snprintf(error, error_length, "out of memory while encoding PNG");
        return 1;
    }
    if (setjmp(context.jump)) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(stream);
        return 1;
    }
    png_set_write_fn(png, out, on_write, on_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    if ((filters == PLOTKIT_PNG_FILTER_UP || filters == PLOTKIT_PNG_FILTER_NONE) && height >= 64) {
        // One filter for every row: the rows are deflated in two halves at once, and libpng
        // frames the stream as the IDAT chunk and ends the file.
        size_t length = 0;
        const char *failure = NULL;
        uint8_t *compressed = NULL;
        if (parallel_stream(pixels, width, height, stride, opaque, compression_level, filters, &compressed, &length,
                            &failure)) {
            png_error(png, failure);
        }
        stream = compressed;
        // IDAT chunks of 1 MiB at most, as encoders write them (a chunk may not pass 2^31 - 1).
        for (size_t at = 0; at < length; at += 1 << 20) {
            size_t part = length - at < (1 << 20) ? length - at : (1 << 20);
            png_write_chunk(png, (png_const_bytep) "IDAT", stream + at, part);
        }
        png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
        free(stream);
        stream = NULL;
    } else {
        for (int y = 0; y < height; y++) {
            convert_row((const uint32_t *)(pixels + (size_t)y * stride), row, width, opaque);
            png_write_row(png, row);
        }
        png_write_end(png, info);
    }
    png_destroy_write_struct(&png, &info);
    free(row);
    return 0;
}

void plotkit_png_buffer_free(plotkit_png_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = buffer->capacity = 0;
}
