import Foundation

/// The shapes that tell scatter series apart besides their colour, so a chart printed in grey
/// or read by someone who confuses two colours still separates them.
package enum MarkerShape: Int, Sendable, CaseIterable {
    case circle, square, triangle, diamond, triangleDown, cross
    /// Drawn when asked for (Swift Charts' `.cross`, `.pentagon`, `.asterisk`), never given to
    /// a series in turn: a diagonal cross, a pentagon point up, six thin spokes.
    case diagonalCross, pentagon, asterisk

    /// The shapes series take in turn.
    static let seriesSequence: [MarkerShape] = [.circle, .square, .triangle, .diamond, .triangleDown, .cross]

    /// The n-th series' shape, repeating after the last.
    static func forSeries(_ index: Int) -> MarkerShape { seriesSequence[index % seriesSequence.count] }

    /// The shape around a centre, about as large as a circle of this radius.
    package func path(center: Point, radius r: Double) -> Path {
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
        case .diagonalCross: return Self.spokes(center: center, length: r * 1.25, width: r * 0.8, arms: 4, angle: 45)
        case .pentagon:
            // Five corners about the centre, point up, as large as a circle of about this radius.
            let corners = (0..<5).map { (index: Int) -> Point in
                let angle = (Double(index) * 72 - 90) * Double.pi / 180
                return Point(x + r * 1.15 * cos(angle), y + r * 1.15 * sin(angle))
            }
            return Self.polygon(corners)
        case .asterisk: return Self.spokes(center: center, length: r * 1.25, width: r * 0.5, arms: 6, angle: 90)
        }
    }

    /// `arms` arms of `width` out from the centre, `length` long, the first at `angle`
    /// (degrees, evenly apart): one outline, so their crossing is filled whatever the fill rule.
    private static func spokes(center: Point, length: Double, width: Double, arms: Int, angle: Double) -> Path {
        let step = 2 * Double.pi / Double(arms)
        // Where two neighbouring arms' edges meet, between them.
        let inner = width / 2 / sin(step / 2)
        var corners: [Point] = []
        for arm in 0..<arms {
            let direction = angle * Double.pi / 180 + Double(arm) * step
            let (along, across) = (Point(cos(direction), sin(direction)), Point(-sin(direction), cos(direction)))
            for side in [-1.0, 1.0] {
                corners.append(
                    Point(
                        center.x + length * along.x + side * width / 2 * across.x,
                        center.y + length * along.y + side * width / 2 * across.y))
            }
            let between = direction + step / 2
            corners.append(Point(center.x + inner * cos(between), center.y + inner * sin(between)))
        }
        return polygon(corners)
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
