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
public struct SceneRenderer {
    let text: PangoTextEngine
    /// Open lines longer than this many segments are stroked in pieces of this many.
    var longPath = SceneRenderer.longPathDefault

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

    /// Cairo's stroker slows down more than linearly with a path's length (10^6 segments in one
    /// path take minutes, 10^3 well under a millisecond), so longer open lines are stroked in
    /// pieces of this many segments. Within a piece Cairo computes the exact coverage where the
    /// line crosses itself; across pieces anti-aliased edges add up, so pieces are kept long.
    public static let longPathDefault = 4096

    private func draw(_ path: Path, style: PathStyle, on cairo: OpaquePointer) {
        if style.fill == nil, style.stroke != nil, style.dash.isEmpty, path.elements.count > longPath {
            strokeInPieces(path, style: style, on: cairo)
            return
        }
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

    private func strokeInPieces(_ path: Path, style: PathStyle, on cairo: OpaquePointer) {
        guard let stroke = style.stroke else { return }
        cairo_set_source_rgba(cairo, stroke.red, stroke.green, stroke.blue, stroke.alpha)
        cairo_set_line_width(cairo, style.lineWidth)
        cairo_set_dash(cairo, nil, 0, 0)
        cairo_new_path(cairo)
        var sink = CairoPathSink(cairo: cairo)
        var segments = 0
        var current: Point?
        for element in path.elements {
            switch element {
            case .move(let point):
                sink.move(to: point)
                current = point
            case .line(let point):
                sink.line(to: point)
                current = point
                segments += 1
            case .curve(let control1, let control2, let end):
                sink.curve(to: end, control1: control1, control2: control2)
                current = end
                segments += 1
            case .close:
                sink.close()
            }
            if segments >= longPath, let point = current {
                cairo_stroke(cairo)
                sink.move(to: point)
                segments = 0
            }
        }
        cairo_stroke(cairo)
    }
}
