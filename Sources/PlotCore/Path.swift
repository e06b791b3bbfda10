import Foundation

/// A recorded path: moves, lines, cubic Beziers and closes, in page coordinates.
public struct Path: Sendable, Equatable, PathSink {
    public enum Element: Sendable, Equatable {
        case move(Point)
        case line(Point)
        case curve(control1: Point, control2: Point, end: Point)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public mutating func move(to point: Point) { elements.append(.move(point)) }
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    public mutating func curve(to end: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1: control1, control2: control2, end: end))
    }
    public mutating func close() { elements.append(.close) }

    public var isEmpty: Bool { elements.isEmpty }

    /// Replays the path into another sink.
    public func replay<Sink: PathSink>(into sink: inout Sink) {
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
    /// ("M0,0L1,1C..."), so curves can be compared with d3's output.
    public func svgPathData(decimals: Int = 3) -> String {
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
    public static func circle(center: Point, radius: Double) -> Path {
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

    public static func rectangle(_ rect: Rect) -> Path {
        var path = Path()
        path.move(to: Point(rect.minX, rect.minY))
        path.line(to: Point(rect.maxX, rect.minY))
        path.line(to: Point(rect.maxX, rect.maxY))
        path.line(to: Point(rect.minX, rect.maxY))
        path.close()
        return path
    }

    public static func segment(_ from: Point, _ to: Point) -> Path {
        var path = Path()
        path.move(to: from)
        path.line(to: to)
        return path
    }
}
