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
    /// Which edges of the text line up with the mark's frame along the side it stands on
    /// (Swift Charts' `alignment:`): above a bar with `.leading`, the text starts where the bar
    /// does; centred by default.
    package var alignment = Alignment()

    /// Edges of the text lined up with the mark's: -1 the leading (left) or top, 0 the middle,
    /// 1 the trailing (right) or bottom.
    package struct Alignment: Sendable, Equatable {
        package var horizontal = 0
        package var vertical = 0

        package init(horizontal: Int = 0, vertical: Int = 0) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

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
