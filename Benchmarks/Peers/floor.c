// The floor: the least work a chart of N points needs, in plain C on Cairo. Reads the CSV from a
// mapped file with the same exact fast-path number parser PlotKit uses (strtod for the rest),
// finds the extents, keeps first/last/min/max per pixel column (M4) without sorting, strokes
// that line, writes the PNG with Cairo's own writer.
// Build: cc -O2 floor.c $(pkg-config --cflags --libs cairo) -o floor
// Usage: floor IN.csv OUT.png WIDTH HEIGHT
#include <cairo.h>
#include <fcntl.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static const double powers[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

/// Clinger's fast path: exact when the mantissa fits 53 bits and the power of ten is <= 22.
static double parse(const char *p, const char *end, const char **stop) {
    const char *start = p;
    int negative = 0, exponent = 0, digits = 0, point = 0;
    unsigned long long mantissa = 0;
    if (p < end && (*p == '-' || *p == '+')) negative = *p++ == '-';
    for (; p < end; p++) {
        if (*p >= '0' && *p <= '9') {
            if (digits >= 19) break;
            mantissa = mantissa * 10 + (unsigned)(*p - '0');
            if (mantissa) digits++;
            if (point) exponent--;
        } else if (*p == '.' && !point) {
            point = 1;
        } else {
            break;
        }
    }
    if (p < end && (*p == 'e' || *p == 'E' || (*p >= '0' && *p <= '9')) ) {
        char *s;
        double value = strtod(start, &s);
        *stop = s;
        return value;
    }
    *stop = p;
    if (mantissa >= (1ULL << 53) || exponent < -22) {
        char *s;
        double value = strtod(start, &s);
        *stop = s;
        return value;
    }
    double value = exponent < 0 ? (double)mantissa / powers[-exponent] : (double)mantissa;
    return negative ? -value : value;
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: floor IN.csv OUT.png WIDTH HEIGHT\n");
        return 2;
    }
    int width = atoi(argv[3]), height = atoi(argv[4]);
    int fd = open(argv[1], O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) { perror(argv[1]); return 1; }
    size_t size = (size_t)st.st_size;
    char *data = mmap(NULL, size + 1, PROT_READ, MAP_PRIVATE, fd, 0);
    if (data == MAP_FAILED) { perror("mmap"); return 1; }
    size_t capacity = size / 8 + 16, n = 0;
    double *xs = malloc(capacity * sizeof(double)), *ys = malloc(capacity * sizeof(double));
    const char *p = data, *end = data + size;
    if (p < end && (*p < '0' || *p > '9') && *p != '-' && *p != '.') { while (p < end && *p != '\n') p++; p++; }
    while (p < end) {
        const char *stop;
        double x = parse(p, end, &stop);
        if (stop == p || stop >= end || *stop != ',') { while (p < end && *p != '\n') p++; p++; continue; }
        double y = parse(stop + 1, end, &stop);
        p = stop;
        while (p < end && *p != '\n') p++;
        p++;
        if (n < capacity) { xs[n] = x; ys[n] = y; n++; }
    }
    double x0 = DBL_MAX, x1 = -DBL_MAX, y0 = DBL_MAX, y1 = -DBL_MAX;
    for (size_t i = 0; i < n; i++) {
        if (xs[i] < x0) x0 = xs[i];
        if (xs[i] > x1) x1 = xs[i];
        if (ys[i] < y0) y0 = ys[i];
        if (ys[i] > y1) y1 = ys[i];
    }
    double left = 80, top = 40, plotW = width - 120, plotH = height - 100;
    int columns = (int)plotW;
    double *fx = malloc(columns * sizeof(double)), *fy = malloc(columns * sizeof(double));
    double *lx = malloc(columns * sizeof(double)), *ly = malloc(columns * sizeof(double));
    double *lo = malloc(columns * sizeof(double)), *lox = malloc(columns * sizeof(double));
    double *hi = malloc(columns * sizeof(double)), *hix = malloc(columns * sizeof(double));
    for (int c = 0; c < columns; c++) { fx[c] = DBL_MAX; lx[c] = -DBL_MAX; lo[c] = DBL_MAX; hi[c] = -DBL_MAX; }
    double perX = columns / (x1 - x0 > 0 ? x1 - x0 : 1);
    for (size_t i = 0; i < n; i++) {
        int c = (int)((xs[i] - x0) * perX);
        if (c >= columns) c = columns - 1;
        if (xs[i] < fx[c]) { fx[c] = xs[i]; fy[c] = ys[i]; }
        if (xs[i] >= lx[c]) { lx[c] = xs[i]; ly[c] = ys[i]; }
        if (ys[i] < lo[c]) { lo[c] = ys[i]; lox[c] = xs[i]; }
        if (ys[i] > hi[c]) { hi[c] = ys[i]; hix[c] = xs[i]; }
    }
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0.27, 0.27, 0.27);
    cairo_set_line_width(cr, 2);
    cairo_rectangle(cr, left, top, plotW, plotH);
    cairo_stroke(cr);
    double sx = plotW / (x1 - x0 > 0 ? x1 - x0 : 1), sy = plotH / (y1 - y0 > 0 ? y1 - y0 : 1);
    cairo_set_source_rgb(cr, 0.12, 0.39, 0.71);
    cairo_set_line_width(cr, 4);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    int started = 0;
    for (int c = 0; c < columns; c++) {
        if (fx[c] > lx[c]) continue;
        double px[4] = {fx[c], lox[c] <= hix[c] ? lox[c] : hix[c], lox[c] <= hix[c] ? hix[c] : lox[c], lx[c]};
        double py[4] = {fy[c], lox[c] <= hix[c] ? lo[c] : hi[c], lox[c] <= hix[c] ? hi[c] : lo[c], ly[c]};
        for (int k = 0; k < 4; k++) {
            double X = left + (px[k] - x0) * sx, Y = top + plotH - (py[k] - y0) * sy;
            if (!started) { cairo_move_to(cr, X, Y); started = 1; } else cairo_line_to(cr, X, Y);
        }
    }
    cairo_stroke(cr);
    cairo_surface_write_to_png(surface, argv[2]);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return 0;
}
