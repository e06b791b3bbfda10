/// A filled rectangle in the data's values: a span of x, of y, or both (Swift Charts'
/// `RectangleMark`; a `--span A..B` of the CLI to come). A side without a range reaches across
/// the plot. Drawn under the series, clipped to the plot; the axes reach its ends.
package struct ChartRectangle: Sendable, Equatable {
    /// From where to where along x (seconds since 1970 on a time axis; category indexes on a
    /// category axis, each band whole); nil: the plot's width.
    package var x: ClosedRange<Double>?
    /// From where to where along y; nil: the plot's height.
    package var y: ClosedRange<Double>?
    /// The fill; nil for the theme's line colour.
    package var color: Color?
    /// Times the colour's opacity: a shade (0.2) that lets the grid and the marks show.
    package var opacity: Double?
    /// Written inside the span's top left corner (`--span A..B:LABEL`), over the marks.
    package var label: String?

    package init(
        x: ClosedRange<Double>? = nil, y: ClosedRange<Double>? = nil, color: Color? = nil, opacity: Double? = nil,
        label: String? = nil
    ) {
        self.x = x
        self.y = y
        self.color = color
        self.opacity = opacity
        self.label = label
    }
}

extension ChartRectangle {
    /// A shaded span of x (`--span A..B:LABEL`): a grey, not a series' colour, faint enough on
    /// light and dark pages for the grid and the marks to show.
    package static func span(_ x: ClosedRange<Double>, label: String?) -> ChartRectangle {
        ChartRectangle(x: x, color: Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1), opacity: 0.18, label: label)
    }
}
