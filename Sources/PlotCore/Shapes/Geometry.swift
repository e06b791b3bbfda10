/// A point in page coordinates (layout units, y down) or in data space.
public struct Point: Sendable, Equatable, Hashable {
    /// Across, in layout units.
    public var x: Double
    /// Down, in layout units (y points down).
    public var y: Double
    /// The point (x, y).
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}

/// A width and a height, in layout units.
public struct Size: Sendable, Equatable, Hashable {
    /// Across.
    public var width: Double
    /// Down.
    public var height: Double
    /// The size width × height.
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle with its origin at the top-left corner.
public struct Rect: Sendable, Equatable, Hashable {
    /// The left edge.
    public var x: Double
    /// The top edge (y points down).
    public var y: Double
    /// Across.
    public var width: Double
    /// Down.
    public var height: Double

    /// The rectangle with its top-left corner at (x, y).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var minX: Double { x }
    package var minY: Double { y }
    package var maxX: Double { x + width }
    package var maxY: Double { y + height }
    package var midX: Double { x + width / 2 }
    package var midY: Double { y + height / 2 }

    package func inset(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) -> Rect {
        Rect(
            x: x + left, y: y + top, width: max(0, width - left - right),
            height: max(0, height - top - bottom))
    }

    package func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}

/// A closed interval of the real line, lower <= upper.
public struct Interval: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The lower end.
    public var lower: Double
    /// The upper end.
    public var upper: Double

    /// The interval from `lower` to `upper`.
    public init(_ lower: Double, _ upper: Double) {
        self.lower = Swift.min(lower, upper)
        self.upper = Swift.max(lower, upper)
    }

    /// `upper - lower`.
    public var span: Double { upper - lower }
    package var middle: Double { lower + (upper - lower) / 2 }
    package func contains(_ value: Double) -> Bool { value >= lower && value <= upper }
    /// `lower...upper`.
    public var description: String { "\(lower):\(upper)" }
}

extension Rect {
    /// Whether the two rectangles share some area.
    package func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
