/// The size of a line of text as the renderer will draw it.
public struct TextMetrics: Sendable, Equatable {
    /// Across, in layout units.
    public var width: Double
    /// Height of the line's layout box.
    public var height: Double
    /// Distance from the top of the box to the baseline.
    public var baseline: Double

    /// Metrics of these values.
    public init(width: Double, height: Double, baseline: Double) {
        self.width = width
        self.height = height
        self.baseline = baseline
    }
}

/// Layout measures text through this, so PlotCore decides placement without a renderer;
/// PlotRender implements it with Pango, tests with fixed metrics.
public protocol TextMeasuring {
    /// The size of `text` set in `font`, as the renderer will draw it.
    func measure(_ text: String, font: FontSpec) -> TextMetrics
}

/// Every character 0.6 em wide, lines 1.2 em tall: predictable metrics for tests.
package struct FixedTextMeasurer: TextMeasuring, Sendable {
    package init() {}
    package func measure(_ text: String, font: FontSpec) -> TextMetrics {
        TextMetrics(width: 0.6 * font.size * Double(text.count), height: 1.2 * font.size, baseline: 0.95 * font.size)
    }
}

/// Where a text box goes relative to its anchor point.
package enum TextAnchor: Sendable {
    case topLeft, topCenter, topRight
    case centerLeft, center, centerRight
    case bottomLeft, bottomCenter, bottomRight
}

extension TextMeasuring {
    /// A run whose box is placed at `anchor` relative to `point`.
    package func run(
        _ text: String, at point: Point, anchor: TextAnchor, font: FontSpec, color: Color
    ) -> TextRun {
        let metrics = measure(text, font: font)
        var x = point.x
        var y = point.y
        switch anchor {
        case .topCenter, .center, .bottomCenter: x -= metrics.width / 2
        case .topRight, .centerRight, .bottomRight: x -= metrics.width
        default: break
        }
        switch anchor {
        case .centerLeft, .center, .centerRight: y -= metrics.height / 2
        case .bottomLeft, .bottomCenter, .bottomRight: y -= metrics.height
        default: break
        }
        return TextRun(text: text, origin: Point(x, y), font: font, color: color)
    }
}
