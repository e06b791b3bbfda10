// Cairo (PNG, PDF and SVG surfaces) and Pango's Cairo text, for PlotRender.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
