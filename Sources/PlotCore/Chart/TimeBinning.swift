extension DataChart {
    /// The interval of `xUnit` on a time axis: where a bar's unit ends.
    var unitInterval: CalendarInterval? {
        guard let xUnit, case .time(let zone) = x else { return nil }
        return xUnit.interval(in: zone)
    }

    /// Bins every time x to the start of its calendar `unit` in the axis's zone. Bars and
    /// slices then make one value of a unit's rows by `aggregate`, as they do of an x's, and a
    /// bar spans its unit; a line, an area, a step or a scatter gets one point a unit, its rows
    /// made one here, and the note counts them ("30 rows of the same month averaged").
    ///
    /// - Throws: `ChartDataError` (a usage error) when x does not hold times.
    package mutating func bin(x unit: TimeUnit) throws(ChartDataError) {
        guard case .time(let zone) = x else {
            throw ChartDataError(
                "x (\(xTitle ?? "x")) holds \(x.noun); only times bin to calendar units", isUsage: true)
        }
        let interval = unit.interval(in: zone)
        xUnit = unit
        let makesBars = kind == .bar || kind == .pie || kind == .donut
        var made = 0
        for index in series.indices {
            let binned = series[index].points.mappingX(interval.floor)
            guard !makesBars else {
                series[index].points = binned
                continue
            }
            let values = ChartMarks.valuesByX(binned, aggregate)
            var points = PointSeries()
            for x in values.keys.sorted() {
                if let y = values[x], !y.isNaN { points.append(x: x, y: y) } else { points.appendMissing(x: x) }
            }
            made += binned.count - points.count
            series[index].points = points
        }
        if made > 0 { madeNotes.append(.aggregated(rows: made, aggregate, per: unit)) }
    }
}
