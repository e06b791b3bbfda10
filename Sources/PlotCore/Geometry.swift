/// A point in page coordinates (layout units, y down) or in data space.
public struct Point: Sendable, Equatable, Hashable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}

public struct Size: Sendable, Equatable, Hashable {
    public var width: Double
    public var height: Double
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle with its origin at the top-left corner.
public struct Rect: Sendable, Equatable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    public func inset(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) -> Rect {
        Rect(
            x: x + left, y: y + top, width: max(0, width - left - right),
            height: max(0, height - top - bottom))
    }

    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}

/// A closed interval of the real line, lower <= upper.
public struct Interval: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var lower: Double
    public var upper: Double

    public init(_ lower: Double, _ upper: Double) {
        self.lower = Swift.min(lower, upper)
        self.upper = Swift.max(lower, upper)
    }

    public var span: Double { upper - lower }
    public var middle: Double { lower + (upper - lower) / 2 }
    public func contains(_ value: Double) -> Bool { value >= lower && value <= upper }
    public var description: String { "\(lower):\(upper)" }
}

extension Rect {
    /// Whether the two rectangles share some area.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
