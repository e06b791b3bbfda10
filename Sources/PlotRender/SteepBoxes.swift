import PlotCore

/// A dense band's steep segments as boxes in device pixels, and its other segments as a path
/// still to stroke.
///
/// Where a line is drawn through M4's four points a pixel column, most of its segments run
/// nearly straight up or down within a column or two. A round-capped stroke of such a segment
/// covers, row by row, the segment's x give or take half the line width: a stack of boxes
/// covers the same pixels, each box no more than `stepWidth` wider than the stroke. Cairo fills
/// boxes without its scan converter, so a band thousands of segments long costs next to
/// nothing, where stroking it makes Cairo follow every edge of the zigzag on every row.
/// Segments flatter than `steepness` (a slope, a jump across a gap in x) are stroked as they
/// are: there a box would be visibly thicker than the line.
struct SteepBoxes {
    /// Device pixels a unit of the path, and where the path's origin falls: the page's scale
    /// and translation (no rotation).
    let scale: Double
    let offset: Point
    /// Half the line width, in device pixels.
    let halfWidth: Double

    /// A segment is steep when it rises at least this much for each unit it runs across. Then a
    /// box row is at most 1/sqrt(1 + 1/9), 5%, narrower than the stroke it stands for.
    static let steepness = 3.0
    /// A steep segment is cut into boxes at most this much (in device pixels) apart across.
    static let stepWidth = 0.25

    /// The boxes (device pixels) and the rest of the path (in the path's own units).
    func split(_ path: Path) -> (boxes: [Rect], rest: Path)? {
        var boxes: [Rect] = []
        var rest = Path()
        var previous: Point?
        for element in path.elements {
            switch element {
            case .move(let point):
                previous = point
            case .line(let point):
                defer { previous = point }
                guard let start = previous else { continue }
                let (a, b) = (device(start), device(point))
                let (across, up) = (abs(b.x - a.x), abs(b.y - a.y))
                guard up >= Self.steepness * across else {
                    rest.move(to: start)
                    rest.line(to: point)
                    continue
                }
                let steps = max(1, Int((across / Self.stepWidth).rounded(.up)))
                for step in 0..<steps {
                    let (t0, t1) = (Double(step) / Double(steps), Double(step + 1) / Double(steps))
                    let (x0, x1) = (a.x + (b.x - a.x) * t0, a.x + (b.x - a.x) * t1)
                    let (y0, y1) = (a.y + (b.y - a.y) * t0, a.y + (b.y - a.y) * t1)
                    // Half a width beyond each end, as the round cap and join reach.
                    boxes.append(
                        Rect(
                            x: min(x0, x1) - halfWidth, y: min(y0, y1) - halfWidth,
                            width: abs(x1 - x0) + 2 * halfWidth, height: abs(y1 - y0) + 2 * halfWidth))
                }
            case .curve, .close:
                return nil
            }
        }
        return (boxes, rest)
    }

    private func device(_ point: Point) -> Point {
        Point(point.x * scale + offset.x, point.y * scale + offset.y)
    }
}
