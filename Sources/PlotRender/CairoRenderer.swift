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

/// The renderer on any Cairo context: image, PDF or SVG surface alike. Lines have round caps
/// and joins; text is drawn by Pango.
package struct CairoRenderer: Renderer {
    let cairo: OpaquePointer
    let text: PangoTextEngine
    /// Open lines longer than this many segments are stroked in pieces of this many.
    var longPath: Int
    /// Markers drawn once a page, then copied (`MarkerStamping`).
    let sprites = MarkerSprites()

    init(cairo: OpaquePointer, text: PangoTextEngine, longPath: Int = CairoRenderer.longPathDefault) {
        self.cairo = cairo
        self.text = text
        self.longPath = longPath
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
    }

    /// Cairo's stroker slows down more than linearly with a path's length (10^6 segments in one
    /// path take minutes, 10^3 well under a millisecond), so longer open lines are stroked in
    /// pieces of this many segments. Within a piece Cairo computes the exact coverage where the
    /// line crosses itself; across pieces anti-aliased edges add up, so pieces are kept long.
    static let longPathDefault = 4096

    /// An opaque line with more than this many segments per device pixel column it spans (M4
    /// draws up to four) is a dense band, not a line one follows. Its steep segments are filled
    /// as boxes through an alpha mask (`SteepBoxes`, `BoxCoverage`): Cairo's scan converter
    /// would follow every edge of the zigzag on every row. What is left (flatter segments) is
    /// stroked in pieces `densePieceColumns` pixel columns wide (32 segments of M4's), halves
    /// into two masks on two threads: Cairo strokes such pieces about four times faster than
    /// the whole. Where pieces meet, their anti-aliased edges add up (a pixel a quarter covered
    /// by both gets 44%, not 25%): once every 8 columns that is not to be seen, but pieces of a
    /// few segments along an ordinary line, or under a translucent colour, would be, so those
    /// keep `longPath`. Only on image surfaces: a PDF or SVG viewer rasterises the path itself.
    static let denseSegmentsPerColumn = 2.0
    static let densePieceColumns = 8.0

    /// How many segments a stroked piece of `path` may have and whether it is a dense band, or
    /// nil to stroke it whole.
    private func pieceLength(of path: Path, opaque: Bool) -> (Int, dense: Bool)? {
        let count = path.elements.count
        if opaque, count > 128, cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE,
            let bounds = path.bounds, isNearThePage(bounds)
        {
            var width = bounds.width
            var zero = 0.0
            cairo_user_to_device_distance(cairo, &width, &zero)
            let perColumn = Double(count) / max(abs(width), 1)
            if perColumn > Self.denseSegmentsPerColumn { return (Int(perColumn * Self.densePieceColumns), true) }
        }
        return count > longPath ? (longPath, false) : nil
    }

    /// Device pixels from the page's origin a dense band's boxes and masks are worked out
    /// within: their pixel arithmetic is in Int, which a coordinate of 1e300 or infinity
    /// would overflow. A path beyond it (anyone's scene) is stroked as any path is, by Cairo.
    static let denseReach = Double(1 << 24)

    /// Whether `bounds` (user space) lies within `denseReach` device pixels of the origin.
    private func isNearThePage(_ bounds: Rect) -> Bool {
        var (x0, y0, x1, y1) = (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
        cairo_user_to_device(cairo, &x0, &y0)
        cairo_user_to_device(cairo, &x1, &y1)
        return [x0, y0, x1, y1].allSatisfy { abs($0) < Self.denseReach }
    }

    package mutating func paintBackground(_ color: Color, size: Size) {
        setSource(color)
        cairo_paint(cairo)
    }

    package mutating func fill(_ path: Path, color: Color) {
        cairo_new_path(cairo)
        var sink = CairoPathSink(cairo: cairo)
        path.replay(into: &sink)
        setSource(color)
        cairo_fill(cairo)
    }

    package mutating func stroke(_ path: Path, color: Color, lineWidth: Double, dash: [Double]) {
        setSource(color)
        cairo_set_line_width(cairo, lineWidth)
        cairo_set_dash(cairo, dash, Int32(dash.count), 0)
        // Dashes end square, as matplotlib's `lines.dash_capstyle` (butt): round ends would
        // grow each dot of a dotted line into a dash and close its gaps.
        cairo_set_line_cap(cairo, dash.isEmpty ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_new_path(cairo)
        if dash.isEmpty, let (piece, dense) = pieceLength(of: path, opaque: color.alpha >= 1) {
            if !dense {
                strokeInPieces(path, piece: piece)
            } else if let rest = fillSteepBoxes(path) {
                // What is left of a band (its flatter segments) is stroked as any line is.
                if !rest.isEmpty { stroke(rest, color: color, lineWidth: lineWidth, dash: dash) }
            } else {
                strokeDense(path, piece: piece)
            }
            return
        }
        var sink = CairoPathSink(cairo: cairo)
        path.replay(into: &sink)
        cairo_stroke(cairo)
    }

    /// A dense band's steep segments filled as boxes (`SteepBoxes`) in the source colour; the
    /// segments still to stroke, or nil (nothing drawn) when the page is turned, the line is
    /// thinner than two device pixels, the path has curves or no steep segment.
    private func fillSteepBoxes(_ path: Path) -> Path? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let lineWidth = cairo_get_line_width(cairo) * matrix.xx
        // A line under two device pixels wide: a pixel crossed by several boxes, none of which
        // covers it, would stay pale where the stroke is solid.
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.xx == matrix.yy, lineWidth >= 2,
            let (boxes, rest) = SteepBoxes(
                scale: matrix.xx, offset: Point(matrix.x0, matrix.y0),
                halfWidth: lineWidth / 2
            ).split(path), !boxes.isEmpty
        else { return nil }
        let target = cairo_get_target(cairo)
        let low = boxes.reduce(Point(.infinity, .infinity)) { Point(min($0.x, $1.minX), min($0.y, $1.minY)) }
        let high = boxes.reduce(Point(-.infinity, -.infinity)) { Point(max($0.x, $1.maxX), max($0.y, $1.maxY)) }
        let left = max(0, Int(low.x.rounded(.down)))
        let top = max(0, Int(low.y.rounded(.down)))
        let right = min(Int(cairo_image_surface_get_width(target)), Int(high.x.rounded(.up)))
        let bottom = min(Int(cairo_image_surface_get_height(target)), Int(high.y.rounded(.up)))
        guard right > left, bottom > top else { return rest }
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(right - left), Int32(bottom - top)) else {
            return nil
        }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(mask)
        else { return nil }
        cairo_surface_flush(mask)
        BoxCoverage(left: left, top: top, width: right - left, height: bottom - top).draw(
            boxes, into: data, stride: Int(cairo_image_surface_get_stride(mask)))
        cairo_surface_mark_dirty(mask)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_mask_surface(cairo, mask, Double(left), Double(top))
        cairo_restore(cairo)
        return rest
    }

    package mutating func draw(_ run: TextRun) { text.draw(run, on: cairo) }

    package mutating func draw(_ image: PlacedImage) {
        let bitmap = image.bitmap
        guard image.rect.width > 0, image.rect.height > 0,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))
        else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { return }
        // Cairo picks its own stride: rows are copied one by one.
        let stride = Int(cairo_image_surface_get_stride(surface))
        bitmap.bytes.withUnsafeBytes { source in
            for row in 0..<bitmap.height {
                (data + row * stride).update(
                    from: source.baseAddress!.advanced(by: row * bitmap.stride).assumingMemoryBound(to: UInt8.self),
                    count: bitmap.width * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
        let photoInPDF = image.isPhoto && cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_PDF
        if photoInPDF { JPEGEncoder.attach(bitmap, to: surface) }
        cairo_save(cairo)
        cairo_rectangle(cairo, image.rect.x, image.rect.y, image.rect.width, image.rect.height)
        cairo_clip(cairo)
        cairo_translate(cairo, image.rect.x, image.rect.y)
        cairo_scale(cairo, image.rect.width / Double(bitmap.width), image.rect.height / Double(bitmap.height))
        cairo_set_source_surface(cairo, surface, 0, 0)
        let pattern = cairo_get_source(cairo)
        // Edge pixels repeat outward: a scaled-up image does not fade into transparency at its
        // border. Not for a photo in a PDF: Cairo pads it into a new image, dropping its JPEG,
        // and the viewer, which scales the image itself, has no such fade to avoid.
        cairo_pattern_set_extend(pattern, photoInPDF ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, Self.filter(image.filter))
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    package mutating func pushClip(_ rect: Rect) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cairo)
    }

    package mutating func popClip() { cairo_restore(cairo) }

    private func setSource(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    private static func filter(_ filter: ImageFilter) -> cairo_filter_t {
        switch filter {
        case .nearest: return CAIRO_FILTER_NEAREST
        case .bilinear: return CAIRO_FILTER_BILINEAR
        case .good: return CAIRO_FILTER_GOOD
        }
    }

    /// A dense band's coverage, its pieces stroked into an alpha mask a half on two threads,
    /// then painted in the source colour through each mask (inside the current clip). For one
    /// colour that is the same sum as stroking the pieces onto the page one after another
    /// (coverage adds as a + b(1 - a) either way), up to 8-bit rounding, and it does not depend
    /// on the threads: the masks are drawn the same however they are scheduled.
    private func strokeDense(_ path: Path, piece: Int) {
        let halves = Self.halves(path, piece: piece)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let target = cairo_get_target(cairo)
        let bounds = Rect(
            x: 0, y: 0, width: Double(cairo_image_surface_get_width(target)),
            height: Double(cairo_image_surface_get_height(target)))
        let width = cairo_get_line_width(cairo)
        var reach = width
        var zero = 0.0
        cairo_user_to_device_distance(cairo, &reach, &zero)
        let margin = abs(reach) / 2 + 2
        let masks = Parallel.map(halves) { half -> (OpaquePointer, Int, Int)? in
            guard let box = Self.deviceBox(half, matrix: matrix, margin: margin, within: bounds),
                let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height))
            else { return nil }
            let context = cairo_create(mask)!
            defer { cairo_destroy(context) }
            var shifted = matrix
            shifted.x0 -= box.x
            shifted.y0 -= box.y
            cairo_set_matrix(context, &shifted)
            cairo_set_line_width(context, width)
            cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            Self.stroke(half, on: context)
            cairo_surface_flush(mask)
            return (mask, Int(box.x), Int(box.y))
        }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        for case let (mask, x, y)? in masks {
            cairo_mask_surface(cairo, mask, Double(x), Double(y))
            cairo_surface_destroy(mask)
        }
        cairo_restore(cairo)
    }

    /// `path` cut into pieces of `piece` segments (each starting where the last ended), in two
    /// halves of about as many pieces.
    static func halves(_ path: Path, piece: Int) -> [[Path]] {
        let pieces = path.pieces(of: piece)
        let middle = (pieces.count + 1) / 2
        return [Array(pieces[..<middle]), Array(pieces[middle...])].filter { !$0.isEmpty }
    }

    /// The device pixels `paths` may touch (`margin` around their points), within `bounds`;
    /// nil when none.
    static func deviceBox(_ paths: [Path], matrix: cairo_matrix_t, margin: Double, within bounds: Rect) -> Rect? {
        let boxes = paths.compactMap(\.bounds)
        guard let low = boxes.map(\.minX).min(), let top = boxes.map(\.minY).min(),
            let high = boxes.map(\.maxX).max(), let bottom = boxes.map(\.maxY).max()
        else { return nil }
        var xs: [Double] = []
        var ys: [Double] = []
        var matrix = matrix
        for corner in [Point(low, top), Point(high, bottom), Point(low, bottom), Point(high, top)] {
            var x = corner.x
            var y = corner.y
            cairo_matrix_transform_point(&matrix, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        let left = max(bounds.minX, (xs.min()! - margin).rounded(.down))
        let upper = max(bounds.minY, (ys.min()! - margin).rounded(.down))
        let right = min(bounds.maxX, (xs.max()! + margin).rounded(.up))
        let lower = min(bounds.maxY, (ys.max()! + margin).rounded(.up))
        guard right > left, lower > upper else { return nil }
        return Rect(x: left, y: upper, width: right - left, height: lower - upper)
    }

    private func strokeInPieces(_ path: Path, piece: Int) { Self.stroke(path.pieces(of: piece), on: cairo) }

    /// Each path stroked on its own, with the context's current source and line settings.
    static func stroke(_ paths: [Path], on context: OpaquePointer) {
        var sink = CairoPathSink(cairo: context)
        for path in paths {
            cairo_new_path(context)
            path.replay(into: &sink)
            cairo_stroke(context)
        }
    }
}
