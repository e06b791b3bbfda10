import CCairo
import Foundation
import PlotCore

/// A raster page's markers, each shape and style drawn once into a small surface of its own
/// (a sprite) and copied to every place (`MarkerStamping`). A copy lands on whole device pixels,
/// so a marker is centred on the centre of the device pixel nearest to its own centre, as in
/// matplotlib's Agg backend; drawn there directly it would look the same.
final class MarkerSprites {
    /// At most this many sprites a page; a marker beyond them is drawn as any path.
    static let limit = 256
    /// How far a marker may reach from its centre, in device pixels, to be copied.
    static let largestReach = 64.0

    struct Sprite {
        let surface: OpaquePointer
        /// The sprite's pixel whose centre is the marker's centre, from its top-left.
        let column: Int
        let row: Int
        let width: Int
        let height: Int
    }

    /// A shape (its path from its centre, in 1/1024 of a unit), its style and the scale it is
    /// drawn at.
    private struct Key: Hashable {
        let shape: [Int64]
        let stroke: Color?
        let fill: Color?
        let lineWidth: Double
        let scaleX: Double
        let scaleY: Double
    }

    private var sprites: [Key: Sprite] = [:]

    deinit { for sprite in sprites.values { cairo_surface_destroy(sprite.surface) } }

    /// The sprite of `path` (whose centre is `center`) in `style` at the device scale, drawn now
    /// if new; nil when the marker is too large or the page has too many.
    func sprite(_ path: Path, around center: Point, bounds: Rect, style: PathStyle, scaleX: Double, scaleY: Double)
        -> Sprite?
    {
        let key = Key(
            shape: Self.shape(path, around: center), stroke: style.stroke, fill: style.fill,
            lineWidth: style.stroke == nil ? 0 : style.lineWidth, scaleX: scaleX, scaleY: scaleY)
        if let sprite = sprites[key] { return sprite }
        // Half the shape and the stroke, and two pixels for the anti-aliased edge.
        let reachX = (bounds.width / 2 + key.lineWidth / 2) * scaleX + 2
        let reachY = (bounds.height / 2 + key.lineWidth / 2) * scaleY + 2
        guard sprites.count < Self.limit, reachX.isFinite, reachY.isFinite, reachX <= Self.largestReach,
            reachY <= Self.largestReach
        else { return nil }
        let (column, row) = (Int(reachX.rounded(.up)), Int(reachY.rounded(.up)))
        let (width, height) = (2 * column + 1, 2 * row + 1)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface)
        else { return nil }
        defer { cairo_destroy(context) }
        // The page's scale, the marker's centre on the centre of pixel (column, row).
        var matrix = cairo_matrix_t(
            xx: scaleX, yx: 0, xy: 0, yy: scaleY, x0: Double(column) + 0.5 - center.x * scaleX,
            y0: Double(row) + 0.5 - center.y * scaleY)
        cairo_set_matrix(context, &matrix)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        var sink = CairoPathSink(cairo: context)
        path.replay(into: &sink)
        if let fill = style.fill {
            cairo_set_source_rgba(context, fill.red, fill.green, fill.blue, fill.alpha)
            cairo_fill_preserve(context)
        }
        if let stroke = style.stroke {
            cairo_set_source_rgba(context, stroke.red, stroke.green, stroke.blue, stroke.alpha)
            cairo_set_line_width(context, style.lineWidth)
            cairo_stroke(context)
        }
        cairo_surface_flush(surface)
        let sprite = Sprite(surface: surface, column: column, row: row, width: width, height: height)
        sprites[key] = sprite
        return sprite
    }

    /// The path's elements and coordinates from `center`, rounded to 1/1024: markers of one
    /// shape at different places differ only in the last bits of these.
    private static func shape(_ path: Path, around center: Point) -> [Int64] {
        var shape: [Int64] = []
        shape.reserveCapacity(path.elements.count * 7)
        func add(_ point: Point) {
            for value in [point.x - center.x, point.y - center.y] {
                let scaled = (value * 1024).rounded()
                shape.append(scaled.isFinite && abs(scaled) < 1e15 ? Int64(scaled) : Int64.min)
            }
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                shape.append(-1)
                add(point)
            case .line(let point):
                shape.append(-2)
                add(point)
            case .curve(let control1, let control2, let end):
                shape.append(-3)
                [control1, control2, end].forEach(add)
            case .close: shape.append(-4)
            }
        }
        return shape
    }
}

extension CairoRenderer: MarkerStamping {
    /// Copies the marker's sprite on an image surface whose matrix only scales and moves;
    /// anything else (a PDF, a turned page) draws its markers as paths.
    package func stamp(_ path: Path, style: PathStyle) -> Bool {
        guard style.dash.isEmpty, let bounds = path.bounds,
            cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE
        else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return false }
        let center = Point(bounds.midX, bounds.midY)
        var (x, y) = (center.x, center.y)
        cairo_user_to_device(cairo, &x, &y)
        guard abs(x) < Self.denseReach, abs(y) < Self.denseReach,
            let sprite = sprites.sprite(
                path, around: center, bounds: bounds, style: style, scaleX: matrix.xx, scaleY: matrix.yy)
        else { return false }
        let left = x.rounded(.down) - Double(sprite.column)
        let top = y.rounded(.down) - Double(sprite.row)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, sprite.surface, left, top)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, left, top, Double(sprite.width), Double(sprite.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
        return true
    }
}
