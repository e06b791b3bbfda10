/// A short text beside one mark of the chart, a bar or a point (Swift Charts'
/// `annotation(position:)`), or at a point of the plot that is no mark (`--annotate`): above,
/// below, before or after the mark's frame (a marker's box at a point), or over it.
package struct ChartAnnotation: Sendable, Equatable {
    /// Where the text stands against the mark's frame.
    package enum Position: Sendable, Equatable {
        case top, bottom, leading, trailing, overlay
    }

    /// The series of the mark (its index in the chart's series); nil for a point of no series.
    package var series: Int?
    /// The mark's x and y in the data's values (a category's index on a category axis); a bar
    /// is found by its series and x, and its frame is the bar's, stacked or side by side.
    package var x: Double
    package var y: Double
    package var text: String
    package var position: Position
    /// Between the mark's frame and the text, in page units; nil for a third of the font size.
    package var spacing: Double?

    package init(
        series: Int?, x: Double, y: Double, text: String, position: Position = .top, spacing: Double? = nil
    ) {
        self.series = series
        self.x = x
        self.y = y
        self.text = text
        self.position = position
        self.spacing = spacing
    }
}
