import CCairo
import PlotCore

/// Streams a path into a Cairo context.
struct CairoPathSink: PathSink {
    let cairo: OpaquePointer
    mutating func move(to point: Point) { cairo_move_to(cairo, point.x, point.y) }
    mutating func line(to point: Point) { cairo_line_to(cairo, point.x, point.y) }
    mutating func curve(to end: Point, control1: Point, control2: Point) {
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }
    mutating func close() { cairo_close_path(cairo) }
}

/// Draws a scene page on any Cairo context: image, PDF or SVG surface alike.
struct SceneRenderer {
    let text: PangoTextEngine

    func draw(_ page: ScenePage, on cairo: OpaquePointer) {
        if let background = page.background {
            cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cairo)
        }
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        draw(page.items, on: cairo)
    }

    private func draw(_ items: [SceneItem], on cairo: OpaquePointer) {
        for item in items {
            switch item {
            case .path(let path, let style): draw(path, style: style, on: cairo)
            case .text(let run): text.draw(run, on: cairo)
            case .clipped(let rect, let inner):
                cairo_save(cairo)
                cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
                cairo_clip(cairo)
                draw(inner, on: cairo)
                cairo_restore(cairo)
            }
        }
    }

    private func draw(_ path: Path, style: PathStyle, on cairo: OpaquePointer) {
        cairo_new_path(cairo)
        var sink = CairoPathSink(cairo: cairo)
        path.replay(into: &sink)
        if let fill = style.fill {
            cairo_set_source_rgba(cairo, fill.red, fill.green, fill.blue, fill.alpha)
            if style.stroke == nil { cairo_fill(cairo) } else { cairo_fill_preserve(cairo) }
        }
        if let stroke = style.stroke {
            cairo_set_source_rgba(cairo, stroke.red, stroke.green, stroke.blue, stroke.alpha)
            cairo_set_line_width(cairo, style.lineWidth)
            cairo_set_dash(cairo, style.dash, Int32(style.dash.count), 0)
            cairo_stroke(cairo)
        }
        cairo_new_path(cairo)
    }
}
