// libpng reports errors through longjmp, which Swift cannot catch, so decoding lives in C.
#include "png_reader.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    jmp_buf jump;
    char *error;
    size_t error_length;
    int code;
    const uint8_t *data;
    size_t size;
    size_t offset;
} read_context;

static void on_error(png_structp png, png_const_charp message) {
    read_context *context = (read_context *)png_get_error_ptr(png);
    if (context->code == 0) {
        context->code = 2;
        snprintf(context->error, context->error_length, "%s", message);
    }
    longjmp(context->jump, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void on_read(png_structp png, png_bytep bytes, png_size_t length) {
    read_context *context = (read_context *)png_get_io_ptr(png);
    if (length > context->size - context->offset) {
        context->code = 1;
        snprintf(context->error, context->error_length, "the file ends early (truncated)");
        png_error(png, "truncated");
    }
    memcpy(bytes, context->data + context->offset, length);
    context->offset += length;
}

static png_structp start(read_context *context, png_infop *info) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, context, on_error, on_warning);
    if (!png) return NULL;
    *info = png_create_info_struct(png);
    if (!*info) {
        png_destroy_read_struct(&png, NULL, NULL);
        return NULL;
    }
    png_set_read_fn(png, context, on_read);
    // Only the declared size decides what is allocated, and the caller has checked it.
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    return png;
}

int plotkit_png_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                          char *error, size_t error_length) {
    if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
        snprintf(error, error_length, "not a PNG file");
        return 2;
    }
    read_context context = {.error = error, .error_length = error_length, .data = data, .size = size};
    png_infop info = NULL;
    png_structp png = start(&context, &info);
    if (!png) {
        snprintf(error, error_length, "cannot create the PNG decoder");
        return 2;
    }
    if (setjmp(context.jump)) {
        png_destroy_read_struct(&png, &info, NULL);
        return context.code ? context.code : 2;
    }
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

int plotkit_png_decode(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                       uint32_t *pixels, char *error, size_t error_length) {
    read_context context = {.error = error, .error_length = error_length, .data = data, .size = size};
    png_infop info = NULL;
    png_structp png = start(&context, &info);
    if (!png) {
        snprintf(error, error_length, "cannot create the PNG decoder");
        return 2;
    }
    png_bytep *volatile rows = NULL;
    if (setjmp(context.jump)) {
        png_destroy_read_struct(&png, &info, NULL);
        free(rows);
        return context.code ? context.code : 2;
    }
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height) {
        snprintf(error, error_length, "the PNG's size changed between reads");
        context.code = 2;
        png_error(png, "size changed");
    }
    // Every colour type to 8-bit RGBA.
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    rows = malloc(sizeof(png_bytep) * height);
    if (!rows) {
        context.code = 2;
        snprintf(error, error_length, "out of memory");
        png_error(png, "out of memory");
    }
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(pixels + (size_t)y * width);
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    // RGBA bytes to premultiplied 0xAARRGGBB words, in place (same size).
    for (size_t i = 0; i < (size_t)width * height; i++) {
        const uint8_t *p = (const uint8_t *)(pixels + i);
        uint32_t r = p[0], g = p[1], b = p[2], a = p[3];
        if (a != 255) {
            r = (r * a + 127) / 255;
            g = (g * a + 127) / 255;
            b = (b * a + 127) / 255;
        }
        pixels[i] = a << 24 | r << 16 | g << 8 | b;
    }
    return 0;
}
