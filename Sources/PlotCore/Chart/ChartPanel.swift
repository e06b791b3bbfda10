/// A chart under its heading in any rectangle of a page: the piece a page of several charts is
/// made of (the receipts' statistics). The chart is laid out by `DataChartLayout` as on a page
/// of its own, only in a smaller frame.
package struct ChartPanel {
    package var heading: String
    package var chart: DataChart

    package init(heading: String, chart: DataChart) {
        self.heading = heading
        self.chart = chart
    }

    /// What the panel drew, and what its chart's layout decided.
    package struct Laid {
        package var items: [SceneItem]
        package var chart: DataChartLayout.Result
        /// Where the heading went.
        var headingFrame: Rect
    }

    /// `extentsOnly`: only what the chart's axes show, no marks (`DataChartLayout.extentsOnly`).
    /// `headingX`: where the heading starts, left of the frame (a facet grid's column's edge);
    /// the frame's left edge when nil.
    package func layout(
        in frame: Rect, headingX: Double? = nil, style: ChartStyle, pixelDensity: Double = 1,
        extentsOnly: Bool = false, measurer: some TextMeasuring
    ) -> Laid {
        let font = style.headingFont
        let left = min(headingX ?? frame.minX, frame.minX)
        let fitted = TextWrapping(measurer: measurer, font: font).truncate(heading, width: frame.maxX - left)
        let size = measurer.measure(fitted, font: font)
        let headingFrame = Rect(x: left, y: frame.minY, width: size.width, height: size.height)
        let run = measurer.run(
            fitted, at: Point(left, frame.minY), anchor: .topLeft, font: font, color: style.textColor)
        let body = frame.inset(top: size.height + style.font.size * 0.6)
        var layout = DataChartLayout(chart: chart, style: style, pixelDensity: pixelDensity)
        layout.extentsOnly = extentsOnly
        let result = layout.layout(in: body, measurer: measurer)
        return Laid(items: [.text(run)] + result.items, chart: result, headingFrame: headingFrame)
    }
}
