extension DataChart {
    /// Checks a chart built by hand before it is drawn: what the layout would otherwise leave
    /// out without a word. `DataChart.from(table:...)` checks the same as it reads.
    ///
    /// - Throws: `ChartDataError` naming the series, the point (1-based, in the series' order)
    ///   and the value: a value at or below 0 on a log axis, or a category index that is not one
    ///   of the axis's categories; a histogram's bin count outside 1 to 10,000; a zoom that is
    ///   not a number above 0, a centre that is not finite, a range that does not run from a
    ///   lower to a higher finite number. Not validated, a chart still draws (`DataChartPage`
    ///   holds each to something it can draw), never traps.
    public func validate() throws(ChartDataError) {
        if kind == .histogram, case .count(let count) = bins, !Histogram.binCounts.contains(count) {
            throw ChartDataError("a histogram needs 1 to 10,000 bins, and bins is \(count)", isUsage: true)
        }
        try viewport.validate()
        for rule in rules where !rule.value.isFinite || (rule.value <= 0 && (rule.axis == .y ? logY : x == .log)) {
            let axis = rule.axis == .y ? "y" : "x"
            throw ChartDataError(
                "a rule at \(axis) = \(NumberText.shortest(rule.value)) cannot be drawn: "
                    + (rule.value.isFinite ? "a log axis shows only values above 0" : "not a finite number"),
                isUsage: true)
        }
        if kind.isGrid, grid == nil {
            throw ChartDataError(
                "a \(kind.rawValue) draws its cells (DataChart.heatmap, DataChart.hist2d), and this chart has none",
                isUsage: true)
        }
        if kind == .box || kind == .violin, !x.isCategory {
            throw ChartDataError(
                "a \(kind.rawValue) plot groups its values by a category x, and x holds \(x.noun)", isUsage: true)
        }
        for series in self.series where series.digest == nil {
            let points = series.points
            func refuse(_ index: Int, _ what: String) -> ChartDataError {
                ChartDataError("series \"\(series.name)\", point \(index + 1): \(what)", isUsage: true)
            }
            if logY, let index = points.ys.firstIndex(where: { $0 <= 0 }) {
                throw refuse(
                    index, "y is \(NumberText.shortest(points.ys[index])), and a log axis shows only values above 0")
            }
            switch x {
            case .log:
                if let index = points.xs.firstIndex(where: { $0 <= 0 }) {
                    throw refuse(
                        index,
                        "x is \(NumberText.shortest(points.xs[index])), and a log axis shows only values above 0")
                }
            case .category(let labels):
                // In range first (NaN is not), then whole by a conversion: no call to round
                // for each of a million points.
                if let index = points.xs.firstIndex(where: {
                    !($0 >= 0 && $0 < Double(labels.count)) || $0 != Double(Int($0))
                }) {
                    throw refuse(
                        index,
                        "x is \(NumberText.shortest(points.xs[index])), but the \(labels.count) categories are numbered 0 to \(labels.count - 1)"
                    )
                }
            case .linear, .time: break
            }
        }
    }
}

extension ViewportRequest {
    /// What `DataChart.validate()` checks of the viewport.
    func validate() throws(ChartDataError) {
        guard zoom > 0, zoom.isFinite else {
            throw ChartDataError(
                "the zoom must be a number above 0, and it is \(NumberText.shortest(zoom))", isUsage: true)
        }
        if let center, !center.x.isFinite || !center.y.isFinite {
            throw ChartDataError(
                "the zoom's centre must be finite, and it is (\(NumberText.shortest(center.x)), \(NumberText.shortest(center.y)))",
                isUsage: true)
        }
        for (axis, range) in [("x", xRange), ("y", yRange)] {
            guard let range else { continue }
            guard range.lower < range.upper, range.span.isFinite else {
                throw ChartDataError(
                    "the \(axis) range must run from a lower to a higher finite number, and it is "
                        + "\(NumberText.shortest(range.lower)):\(NumberText.shortest(range.upper))",
                    isUsage: true)
            }
        }
    }
}
