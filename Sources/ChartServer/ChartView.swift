import PlotCore

/// One view of the chart a page asks for: the x and y ranges as `--x-range` and `--y-range`
/// read them (nil: as the command was given), a size in pixels and the theme. Read from a
/// request's query, checked before anything is drawn.
package struct ChartView: Sendable, Hashable {
    package var xRange: String?
    package var yRange: String?
    package var width: Int
    package var height: Int
    package var dark: Bool

    /// The largest side a view may ask for, in pixels.
    package static let maxSide = 4000
    /// The smallest side, as `--size` takes it.
    package static let minSide = 16
    /// Longer range texts are refused: no date or number needs more.
    static let maxRangeText = 100

    package init(xRange: String? = nil, yRange: String? = nil, width: Int = 1280, height: Int = 720, dark: Bool = false)
    {
        self.xRange = xRange
        self.yRange = yRange
        self.width = width
        self.height = height
        self.dark = dark
    }

    /// The view a query asks for (`x=A..B&y=C..D&w=W&h=H&theme=dark`), or a `ViewRefused` that
    /// says in one line what is wrong.
    package init(query: [String: String]) throws(ViewRefused) {
        self.init()
        for (name, option) in [("x", "--x-range"), ("y", "--y-range")] {
            guard let text = query[name], !text.isEmpty else { continue }
            guard text.count <= Self.maxRangeText else {
                throw ViewRefused("\(name) is longer than \(Self.maxRangeText) characters (\(option) A..B)")
            }
            if name == "x" { xRange = text } else { yRange = text }
        }
        width = try Self.side(query["w"], name: "w", default: width)
        height = try Self.side(query["h"], name: "h", default: height)
        switch query["theme"] {
        case nil, "light": dark = false
        case "dark": dark = true
        case let other?: throw ViewRefused("theme must be light or dark (got '\(other.prefix(20))')")
        }
    }

    private static func side(_ text: String?, name: String, default value: Int) throws(ViewRefused) -> Int {
        guard let text else { return value }
        guard let side = Int(text.prefix(12)), text.count <= 12 else {
            throw ViewRefused("\(name) must be a whole number of pixels (got '\(text.prefix(20))')")
        }
        guard (minSide...maxSide).contains(side) else {
            throw ViewRefused("\(name) must be \(minSide) to \(maxSide) pixels (got \(side))")
        }
        return side
    }

    /// The page of this view for `format`'s medium: its size at one pixel a layout unit.
    package var size: Size { Size(Double(width), Double(height)) }
}

/// A view the chart cannot show (an empty range, a date on an axis of numbers, a size over
/// the limit): answered 400 with its one line, and the server goes on.
package struct ViewRefused: Error, CustomStringConvertible {
    package let description: String

    package init(_ description: String) { self.description = description }
}
