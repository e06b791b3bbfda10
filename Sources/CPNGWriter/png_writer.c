// libpng reports errors through longjmp, which Swift cannot catch, so encoding lives in C.
#include "png_writer.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    if (!info || !row) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(row);
        snprintf(error, error_length, "out of memory while encoding PNG");
        return 1;
    }
    if (setjmp(context.jump)) {
        png_destroy_write_struct(&png, &info);
        free(row);
        return 1;
    }
    png_set_write_fn(png, out, on_write, on_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        convert_row((const uint32_t *)(pixels + (size_t)y * stride), row, width, opaque);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    return 0;
}

void plotkit_png_buffer_free(plotkit_png_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = buffer->capacity = 0;
}
