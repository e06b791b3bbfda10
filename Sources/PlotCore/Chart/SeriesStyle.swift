/// How one series is drawn where it is not the chart's choice: its colour, its line's width
/// and dash, its markers' shape and size (Swift Charts' `foregroundStyle(_:)`, `lineStyle`,
/// `symbol`, `symbolSize`; per-series options of the CLI to come). nil keeps the chart's own:
/// the palette's colour, the theme's width, the dash after the palette, the n-th shape.
package struct SeriesStyle: Sendable, Equatable {
    package var color: Color?
    /// Times the colour's own opacity (of the palette's colour when the series has none).
    package var opacity: Double?
    /// In page units.
    package var lineWidth: Double?
    /// On and off lengths in page units; empty for a solid line.
    package var dash: [Double]?
    package var marker: MarkerShape?
    /// A marker's radius in page units (a circle's; the other shapes about as large).
    package var markerRadius: Double?
    /// The radius of a bar's corners in page units (Swift Charts' `cornerRadius`), at most half
    /// the bar's narrower side; nil for square corners.
    package var cornerRadius: Double?

    package init(
        color: Color? = nil, opacity: Double? = nil, lineWidth: Double? = nil, dash: [Double]? = nil,
        marker: MarkerShape? = nil,
        markerRadius: Double? = nil
    ) {
        self.color = color
        self.opacity = opacity
        self.lineWidth = lineWidth
        self.dash = dash
        self.marker = marker
        self.markerRadius = markerRadius
    }

    /// `color` (or the chart's own) at this style's opacity.
    package func color(or chosen: Color) -> Color {
        (color ?? chosen).times(opacity: opacity)
    }
}
