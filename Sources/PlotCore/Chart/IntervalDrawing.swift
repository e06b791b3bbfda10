extension SeriesMarks {
    /// How opaque a band is: the line over it and the grid show through, as seaborn's
    /// `errorbar` bands (alpha 0.2).
    static let bandAlpha = 0.2

    /// Intervals under the marks (`ChartIntervals`): a band in the series' colour under a
    /// line, an area or a step, joined straight between points and broken where an end is
    /// missing; whiskers under a scatter's markers, in its colour.
    func drawIntervalsUnder(_ drawn: inout Drawn) {
        let band = chart.kind == .line || chart.kind == .area || chart.kind == .step
        guard band || chart.kind == .scatter else { return }
        for intervals in chart.intervals where chart.series.indices.contains(intervals.series) {
            let color = Self.fullColor(intervals.series, in: chart, style)
            let order = intervals.xs.indices.sorted { intervals.xs[$0] < intervals.xs[$1] }
            let pageXs = order.map { x(intervals.xs[$0]) }
            let lows = order.map { page(intervals.lowers[$0]) }
            let highs = order.map { page(intervals.uppers[$0]) }
            if band {
                var sink = ClippingPathSink(sink: Path(), box: box)
                AreaGenerator(curve: .linear).draw(xs: pageXs, y0s: lows, y1s: highs, into: &sink)
                drawn.filledRects += Self.fillBoxes(xs: pageXs, y0s: lows, y1s: highs)
                let fill = Color(red: color.red, green: color.green, blue: color.blue, alpha: Self.bandAlpha)
                drawn.items.append(.path(sink.sink, PathStyle(fill: fill)))
                continue
            }
            var whiskers = Path()
            for (center, (low, high)) in zip(pageXs, zip(lows, highs)) {
                addErrorBar(&whiskers, &drawn, at: center, low, high, cap: style.markerRadius)
            }
            drawn.items.append(.path(whiskers, PathStyle(stroke: color, lineWidth: style.lineWidth / 2)))
        }
    }

    /// Whiskers on bars side by side (stacked bars have none: a stack's parts have no one
    /// value to stand about), across the middle of the bar of their series and x, in the
    /// text's colour: the bar's own would not show on it.
    func drawBarWhiskers(_ drawn: inout Drawn, _ marks: ChartMarks) {
        guard chart.kind == .bar, !chart.stacked, !chart.intervals.isEmpty else { return }
        var bars: [Int: [Double: ChartMarks.Bar]] = [:]
        for bar in marks.bars { bars[bar.series, default: [:]][bar.x] = bar }
        var whiskers = Path()
        for intervals in chart.intervals {
            for (index, value) in intervals.xs.enumerated() {
                guard let bar = bars[intervals.series]?[value] else { continue }
                let rect = barRect(bar)
                let (center, across) = horizontal ? (rect.midY, rect.height) : (rect.midX, rect.width)
                let (low, high) = (page(intervals.lowers[index]), page(intervals.uppers[index]))
                addErrorBar(&whiskers, &drawn, at: center, low, high, cap: across * Self.boxWidth * Self.capWidth / 2)
            }
        }
        guard !whiskers.isEmpty else { return }
        drawn.items.append(.path(whiskers, PathStyle(stroke: style.textColor, lineWidth: style.lineWidth / 2)))
    }

    /// A y value on the page; NaN for a missing one or, on a log axis, one at or below 0.
    private func page(_ value: Double) -> Double {
        value.isNaN || (chart.logY && value <= 0) ? .nan : y(value)
    }

    /// An error bar from `low` to `high` (page units along the values' axis) at `center`
    /// across: two whiskers out from its middle, capped, as a box's are (`addWhisker`).
    private func addErrorBar(
        _ path: inout Path, _ drawn: inout Drawn, at center: Double, _ low: Double, _ high: Double, cap: Double
    ) {
        guard !low.isNaN, !high.isNaN else { return }
        let middle = (low + high) / 2
        for end in [low, high] {
            Self.addWhisker(&path, at: center, from: middle, to: end, cap: cap, horizontal: horizontal)
        }
        let (lower, length) = (min(low, high), abs(high - low))
        drawn.filledRects.append(
            horizontal
                ? Rect(x: lower, y: center - cap, width: length, height: 2 * cap)
                : Rect(x: center - cap, y: lower, width: 2 * cap, height: length))
    }
}
