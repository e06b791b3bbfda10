/// An interval about the points of one series, at their x in data units: a shaded band under a
/// line, an area or a step, whiskers on bars and scatter points (`SeriesMarks.drawIntervals`).
/// A NaN end has no interval there (a gap in the band, no whisker).
package struct ChartIntervals: Sendable, Equatable {
    /// The series whose colour it takes and whose bars and points it stands on.
    package var series: Int
    package var xs: [Double] = []
    package var lowers: [Double] = []
    package var uppers: [Double] = []

    package init(series: Int) { self.series = series }

    package mutating func append(x: Double, lower: Double, upper: Double) {
        xs.append(x)
        lowers.append(lower)
        uppers.append(upper)
    }

    /// The finite ends, for the y axis to reach (on a log axis only those above 0).
    func ends(logY: Bool, whereX visible: Interval? = nil) -> [Double] {
        xs.indices.flatMap { index -> [Double] in
            guard visible?.contains(xs[index]) ?? true else { return [] }
            return [lowers[index], uppers[index]].filter { $0.isFinite && (!logY || $0 > 0) }
        }
    }
}

extension DataChart {
    /// Makes the rows of each x (or of each `xUnit`, binned first) of every series one point
    /// by `aggregate` (mean, or median for min-max), with `band`'s interval about it made of
    /// the same rows. `rows` are the series' points before `bin(x:)` made them one; bars keep
    /// their rows (the marks make them one by `aggregate`), other kinds get one point an x.
    /// The note says what the band is, and how many groups of one row have none.
    package mutating func addBands(_ band: ErrorBand, rows: [PointSeries]) {
        let floor = unitInterval.map { interval in { (x: Double) in interval.floor(x) } }
        var singles = 0
        var made = 0
        for (index, points) in zip(series.indices, rows) {
            var groups: [Double: [Double]] = [:]
            for (x, y) in zip(points.xs, points.ys) {
                let key = floor?(x) ?? x
                // An x whose values are all missing keeps its place, a gap.
                if y.isNaN { groups[key] = groups[key] ?? [] } else { groups[key, default: []].append(y) }
            }
            var intervals = ChartIntervals(series: index)
            var merged = PointSeries()
            for x in groups.keys.sorted() {
                let values = groups[x] ?? []
                let center = aggregate.of(values)
                if center.isNaN { merged.appendMissing(x: x) } else { merged.append(x: x, y: center) }
                guard !values.isEmpty else { continue }
                if let interval = band.interval(of: values, center: center) {
                    intervals.append(x: x, lower: interval.lower, upper: interval.upper)
                } else {
                    singles += 1
                }
            }
            if kind != .bar {
                // `bin(x:)` made them one already (and counted them) when x was binned.
                if xUnit == nil { made += points.count - merged.count }
                series[index].points = merged
            }
            self.intervals.append(intervals)
        }
        if made > 0 { madeNotes.append(.aggregated(rows: made, aggregate, per: nil)) }
        madeNotes.append(.band(band, aggregate: aggregate, withoutInterval: singles))
    }
}
