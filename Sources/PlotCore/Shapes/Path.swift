import Foundation

/// A recorded path: moves, lines, cubic Beziers and closes, in page coordinates.
public struct Path: Sendable, Equatable, PathSink {
    /// One step of a path.
    public enum Element: Sendable, Equatable {
        /// Starts a new subpath at the point.
        case move(Point)
        /// A straight line to the point.
        case line(Point)
        /// A cubic Bezier to `end`.
        case curve(control1: Point, control2: Point, end: Point)
        /// Closes the subpath.
        case close
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// Records a move.
    public mutating func move(to point: Point) { elements.append(.move(point)) }
    /// Records a line.
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    /// Records a cubic Bezier.
    public mutating func curve(to end: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1: control1, control2: control2, end: end))
    }
    /// Records a close.
    public mutating func close() { elements.append(.close) }

    package var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, Bezier control points
    /// included (so it holds the curves too); nil for a path with no point.
    package var bounds: Rect? {
        var low = Point(.infinity, .infinity)
        var high = Point(-.infinity, -.infinity)
        func add(_ point: Point) {
            low = Point(min(low.x, point.x), min(low.y, point.y))
            high = Point(max(high.x, point.x), max(high.y, point.y))
        }
        for element in elements {
            switch element {
            case .move(let point), .line(let point): add(point)
            case .curve(let control1, let control2, let end): [control1, control2, end].forEach(add)
            case .close: break
            }
        }
        guard low.x <= high.x, low.y <= high.y else { return nil }
        return Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }

    /// The path cut into pieces of at most `segments` lines or curves, each piece starting
    /// where the one before ended.
    package func pieces(of segments: Int) -> [Path] {
        var pieces: [Path] = []
        var current = Path()
        var count = 0
        var last: Point?
        for element in elements {
            switch element {
            case .move(let point):
                current.move(to: point)
                last = point
            case .line(let point):
                if current.isEmpty, let last { current.move(to: last) }
                current.line(to: point)
                last = point
                count += 1
            case .curve(let control1, let control2, let end):
                if current.isEmpty, let last { current.move(to: last) }
                current.curve(to: end, control1: control1, control2: control2)
                last = end
                count += 1
            case .close:
                current.close()
            }
            if count >= segments {
                pieces.append(current)
                current = Path()
                count = 0
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// Replays the path into another sink.
    package func replay<Sink: PathSink>(into sink: inout Sink) {
        for element in elements {
            switch element {
            case .move(let point): sink.move(to: point)
            case .line(let point): sink.line(to: point)
            case .curve(let control1, let control2, let end):
                sink.curve(to: end, control1: control1, control2: control2)
            case .close: sink.close()
            }
        }
    }

    /// SVG path data with coordinates rounded to `decimals`, in d3-path's notation
    /// ("M0,0L1,1C..."), so curves can be compared with d3's output. Decimals are held to
    /// 0...17, the digits a double has.
    public func svgPathData(decimals: Int = 3) -> String {
        let decimals = min(max(decimals, 0), 17)
        func number(_ value: Double) -> String {
            let scale = pow(10, Double(decimals))
            let rounded = (value * scale).rounded() / scale
            if rounded == 0 { return "0" }
            return String(format: "%.\(decimals)f", rounded).trimmingZeros
        }
        func pair(_ point: Point) -> String { number(point.x) + "," + number(point.y) }
        var data = ""
        for element in elements {
            switch element {
            case .move(let point): data += "M" + pair(point)
            case .line(let point): data += "L" + pair(point)
            case .curve(let control1, let control2, let end):
                data += "C" + pair(control1) + "," + pair(control2) + "," + pair(end)
            case .close: data += "Z"
            }
        }
        return data
    }

    /// A circle as four Bezier arcs (kappa approximation, error < 0.03% of the radius).
    package static func circle(center: Point, radius: Double) -> Path {
        let k = 0.5522847498 * radius
        let (cx, cy, r) = (center.x, center.y, radius)
        var path = Path()
        path.move(to: Point(cx + r, cy))
        path.curve(to: Point(cx, cy + r), control1: Point(cx + r, cy + k), control2: Point(cx + k, cy + r))
        path.curve(to: Point(cx - r, cy), control1: Point(cx - k, cy + r), control2: Point(cx - r, cy + k))
        path.curve(to: Point(cx, cy - r), control1: Point(cx - r, cy - k), control2: Point(cx - k, cy - r))
        path.curve(to: Point(cx + r, cy), control1: Point(cx + k, cy - r), control2: Point(cx + r, cy - k))
        path.close()
        return path
    }

    package static func rectangle(_ rect: Rect) -> Path {
        var path = Path()
        path.move(to: Point(rect.minX, rect.minY))
        path.line(to: Point(rect.maxX, rect.minY))
        path.line(to: Point(rect.maxX, rect.maxY))
        path.line(to: Point(rect.minX, rect.maxY))
        path.close()
        return path
    }

    /// A rectangle with its corners rounded by quarter circles of `cornerRadius` (at most half
    /// the narrower side; 0 or less: square corners), each a Bezier arc as `circle`'s.
    package static func rectangle(_ rect: Rect, cornerRadius: Double) -> Path {
        let r = min(cornerRadius, rect.width / 2, rect.height / 2)
        guard r > 0, r.isFinite else { return rectangle(rect) }
        let k = (1 - 0.5522847498) * r
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        var path = Path()
        path.move(to: Point(x0 + r, y0))
        path.line(to: Point(x1 - r, y0))
        path.curve(to: Point(x1, y0 + r), control1: Point(x1 - k, y0), control2: Point(x1, y0 + k))
        path.line(to: Point(x1, y1 - r))
        path.curve(to: Point(x1 - r, y1), control1: Point(x1, y1 - k), control2: Point(x1 - k, y1))
        path.line(to: Point(x0 + r, y1))
        path.curve(to: Point(x0, y1 - r), control1: Point(x0 + k, y1), control2: Point(x0, y1 - k))
        path.line(to: Point(x0, y0 + r))
        path.curve(to: Point(x0 + r, y0), control1: Point(x0, y0 + k), control2: Point(x0 + k, y0))
        path.close()
        return path
    }

    package static func segment(_ from: Point, _ to: Point) -> Path {
        var path = Path()
        path.move(to: from)
        path.line(to: to)
        return path
    }
}
