/// The shapes that tell scatter series apart besides their colour, so a chart printed in grey
/// or read by someone who confuses two colours still separates them.
package enum MarkerShape: Int, Sendable, CaseIterable {
    case circle, square, triangle, diamond, triangleDown, cross

    /// The n-th series' shape, repeating after the last.
    static func forSeries(_ index: Int) -> MarkerShape { allCases[index % allCases.count] }

    /// The shape around a centre, about as large as a circle of this radius.
    func path(center: Point, radius r: Double) -> Path {
        let (x, y) = (center.x, center.y)
        switch self {
        case .circle: return .circle(center: center, radius: r)
        case .square: return .rectangle(Rect(x: x - r * 0.9, y: y - r * 0.9, width: r * 1.8, height: r * 1.8))
        case .triangle:
            return Self.polygon([
                Point(x, y - r * 1.2), Point(x + r * 1.1, y + r * 0.8), Point(x - r * 1.1, y + r * 0.8),
            ])
        case .triangleDown:
            return Self.polygon([
                Point(x, y + r * 1.2), Point(x + r * 1.1, y - r * 0.8), Point(x - r * 1.1, y - r * 0.8),
            ])
        case .diamond:
            return Self.polygon([
                Point(x, y - r * 1.25), Point(x + r * 1.25, y), Point(x, y + r * 1.25), Point(x - r * 1.25, y),
            ])
        case .cross:
            let (a, b) = (r * 1.2, r * 0.4)
            return Self.polygon([
                Point(x - b, y - a), Point(x + b, y - a), Point(x + b, y - b), Point(x + a, y - b), Point(x + a, y + b),
                Point(x + b, y + b), Point(x + b, y + a), Point(x - b, y + a), Point(x - b, y + b), Point(x - a, y + b),
                Point(x - a, y - b), Point(x - b, y - b),
            ])
        }
    }

    private static func polygon(_ points: [Point]) -> Path {
        var path = Path()
        for (index, point) in points.enumerated() {
            if index == 0 { path.move(to: point) } else { path.line(to: point) }
        }
        path.close()
        return path
    }
}
