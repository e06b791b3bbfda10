/// The legend of a continuous colour scale, as matplotlib's colorbar draws one beside the plot:
/// a bar of the map's colours, the least value at the bottom, ticked at round values by the
/// axes' own machinery (`AxisTicks`) with the labels to its right, and its title along its
/// right side reading upwards. Heat maps and 2-D histograms use it; so will a colour by a
/// number column.
package struct ColorBar {
    package var scale: ColorScale
    /// What the colours stand for ("count", "mean temp"); nil or empty for none.
    package var title: String?
    /// Ticks at whole numbers alone (counts).
    package var wholeNumbers: Bool
    package var style: ChartStyle
    /// The chart's number marks ("12,5" in Russian).
    package var words: ChartWords

    package init(
        scale: ColorScale, title: String?, wholeNumbers: Bool, style: ChartStyle, words: ChartWords = .english
    ) {
        self.scale = scale
        self.title = title
        self.wholeNumbers = wholeNumbers
        self.style = style
        self.words = words
    }

    private var barWidth: Double { style.font.size }
    private var tickLength: Double { style.font.size * 0.3 }

    /// The bar's ticks for a bar whose colours run from `bottom` up to `top` on the page.
    package func ticks(bottom: Double, top: Double, measurer: some TextMeasuring) -> AxisTicks {
        let labelHeight = measurer.measure("0123456789", font: style.font).height
        let axis = LinearScale(domain: scale.domain, range: bottom, top)
        var ticks = AxisTicks.fitting(
            domain: scale.domain, scale: axis, preferredCount: max(2, Int(abs(bottom - top) / (labelHeight * 2.5))),
            gap: labelHeight * 0.5, extentOfLabel: { measurer.measure($0, font: style.font).height })
        if wholeNumbers { ticks.keepWholeNumbers() }
        ticks.labels = ticks.labels.map(words.number)
        return ticks
    }

    /// How wide the bar, its labels and its title are beside a plot `height` tall.
    package func width(height: Double, measurer: some TextMeasuring) -> Double {
        let labels = ticks(bottom: height, top: 0, measurer: measurer).labels
        let widest = labels.map { measurer.measure($0, font: style.font).width }.max() ?? 0
        let titleRoom = titleText.map { measurer.measure($0, font: style.font).height + style.font.size * 0.4 } ?? 0
        return barWidth + tickLength * 1.5 + widest + titleRoom
    }

    private var titleText: String? { title.flatMap { $0.isEmpty ? nil : $0 } }

    /// The bar at the left of `column`, as tall as it, its labels and title to the right;
    /// `pixelDensity` device pixels a unit, so its steps of colour meet on whole pixels.
    package func items(in column: Rect, pixelDensity: Double, measurer: some TextMeasuring) -> [SceneItem] {
        let bar = Rect(x: column.minX, y: column.minY, width: barWidth, height: column.height)
        var items: [SceneItem] = []
        // One step a table entry, low at the bottom, each painted at its entry's middle.
        let steps = 256
        func snap(_ value: Double) -> Double { (value * pixelDensity).rounded() / pixelDensity }
        for step in 0..<steps {
            let low = snap(bar.maxY - bar.height * Double(step) / Double(steps))
            var high = snap(bar.maxY - bar.height * Double(step + 1) / Double(steps))
            guard low > high else { continue }
            // Each step reaches a pixel into the next (drawn over it): a renderer that smooths
            // the edges of abutting rectangles (a browser drawing the SVG) leaves no seam.
            if step < steps - 1 { high = max(bar.minY, high - 1 / pixelDensity) }
            let color = scale.colorAlong((Double(step) + 0.5) / Double(steps))
            items.append(
                .path(
                    .rectangle(Rect(x: bar.minX, y: high, width: bar.width, height: low - high)), PathStyle(fill: color)
                )
            )
        }
        let axisStyle = PathStyle(stroke: style.axisColor, lineWidth: style.axisWidth)
        items.append(.path(.rectangle(bar), axisStyle))
        let ticks = ticks(bottom: bar.maxY, top: bar.minY, measurer: measurer)
        let axis = LinearScale(domain: scale.domain, range: bar.maxY, bar.minY)
        var widest = 0.0
        for (value, label) in zip(ticks.values, ticks.labels) {
            let y = axis(value)
            items.append(.path(.segment(Point(bar.maxX, y), Point(bar.maxX + tickLength, y)), axisStyle))
            let run = measurer.run(
                label, at: Point(bar.maxX + tickLength * 1.5, y), anchor: .centerLeft, font: style.font,
                color: style.textColor)
            widest = max(widest, measurer.measure(label, font: style.font).width)
            items.append(.text(run))
        }
        if let titleText {
            // Turned -90°, a run's box reaches its height right of its origin and its width up.
            let size = measurer.measure(titleText, font: style.font)
            let left = bar.maxX + tickLength * 1.5 + widest + style.font.size * 0.4
            items.append(
                .text(
                    TextRun(
                        text: titleText, origin: Point(left, bar.midY + size.width / 2), font: style.font,
                        color: style.mutedTextColor, angle: -90)))
        }
        return items
    }
}
