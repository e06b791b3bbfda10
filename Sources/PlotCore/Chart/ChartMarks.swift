import Foundation

/// A data chart's marks in data values, before any scale: lines (with an area's baseline),
/// bars, and the extents the axes must hold. Sums and stacks are done here, once.
struct ChartMarks {
    /// One line, or an area's top edge over `baseline`; a missing y is a gap. A line's points
    /// may be in any order (a dense line is decimated unsorted; a sparse one is sorted when
    /// drawn); an area's are in x order, as its baseline.
    struct Line {
        var series: Int
        var points: PointSeries
        /// An area's lower edge at each point; nil for a plain line.
        var baseline: [Double]?
        /// The points kept elsewhere, for a line, step or scatter series (`points` is empty).
        var digest: SeriesDigest?

        /// Points, gaps included, whether held or digested.
        var count: Int { digest?.count ?? points.count }
    }

    /// One bar: from y0 to y1 at x, `slot` of `slots` side by side. On a band axis x is the
    /// category's index and the slot a part of its band; elsewhere the bar spans `left` to
    /// `right` in x's units (on a log axis not evenly about x), its slot an equal part of that
    /// on the page.
    struct Bar {
        var series: Int
        var x: Double
        var y0: Double
        var y1: Double
        var slot: Int
        var slots: Int
        var left: Double
        var right: Double
    }

    var lines: [Line] = []
    var bars: [Bar] = []
    /// Boxes and violins (`BoxMark`).
    var boxes: [BoxMark] = []
    var xExtent: Interval?
    var yExtent: Interval?
    /// Rows that shared an x within a series and were made one bar (`DataChart.aggregate`).
    var summedRows = 0
    /// Intervals about the points (`DataChart.intervals`): the y axis reaches their ends.
    var intervals: [ChartIntervals] = []
    var logY = false

    init(_ chart: DataChart) {
        switch chart.kind {
        case .line, .step, .scatter: lines = chart.series.indices.map { Self.line(chart, $0) }
        case .area: lines = chart.stacked ? Self.stackedAreas(chart) : chart.series.indices.map { Self.area(chart, $0) }
        case .bar where chart.isRanged: bars = Self.rangeBars(chart)
        case .bar: bars = barMarks(chart)
        case .histogram: bars = Self.histogram(chart)
        case .box, .violin: boxes = BoxMark.marks(chart)
        // Pies lay out their slices; grids their cells (`HeatmapLayout`).
        case .pie, .donut, .heatmap, .hist2d: break
        }
        var xLow = Double.infinity
        var xHigh = -Double.infinity
        var yLow = Double.infinity
        var yHigh = -Double.infinity
        for line in lines {
            if let digest = line.digest {
                if let extent = digest.xExtent { (xLow, xHigh) = (min(xLow, extent.lower), max(xHigh, extent.upper)) }
                if let extent = digest.yExtent { (yLow, yHigh) = (min(yLow, extent.lower), max(yHigh, extent.upper)) }
            }
            if let extent = line.points.xExtent { (xLow, xHigh) = (min(xLow, extent.lower), max(xHigh, extent.upper)) }
            if let extent = line.points.yExtent { (yLow, yHigh) = (min(yLow, extent.lower), max(yHigh, extent.upper)) }
            for y in line.baseline ?? [] where !y.isNaN { (yLow, yHigh) = (min(yLow, y), max(yHigh, y)) }
        }
        for bar in bars {
            (xLow, xHigh) = (min(xLow, bar.left), max(xHigh, bar.right))
            (yLow, yHigh) = (min(yLow, bar.y0, bar.y1), max(yHigh, bar.y0, bar.y1))
        }
        for box in boxes {
            (xLow, xHigh) = (min(xLow, box.x), max(xHigh, box.x))
            (yLow, yHigh) = (min(yLow, box.yExtent.lower), max(yHigh, box.yExtent.upper))
        }
        (intervals, logY) = (chart.intervals, chart.logY)
        for end in intervals.flatMap({ $0.ends(logY: logY) }) { (yLow, yHigh) = (min(yLow, end), max(yHigh, end)) }
        xExtent = xLow <= xHigh ? Interval(xLow, xHigh) : nil
        yExtent = yLow <= yHigh ? Interval(yLow, yHigh) : nil
    }

    /// What `ChartMarks(chart).xExtent` is, without making the marks where they keep each
    /// series' x as it is (lines, steps and scatters, digests included; areas, stacked or not,
    /// over their points): the union of the series' own extents, each one pass over its x or
    /// none when it is known sorted. Bars (their edges, from the closest two x) and histograms
    /// (their bins) are made.
    static func xExtent(of chart: DataChart) -> Interval? {
        let keepsDigests: Bool
        switch chart.kind {
        case .line, .step, .scatter: keepsDigests = true
        case .area: keepsDigests = false
        case .bar, .histogram, .pie, .donut, .box, .violin, .heatmap, .hist2d: return ChartMarks(chart).xExtent
        }
        var low = Double.infinity
        var high = -Double.infinity
        for series in chart.series {
            let parts = [keepsDigests ? series.digest?.xExtent : nil, series.points.xExtent]
            for case let extent? in parts { (low, high) = (min(low, extent.lower), max(high, extent.upper)) }
        }
        return low <= high ? Interval(low, high) : nil
    }

    /// The y values of points and bars whose x falls in `visible`; nil when none does.
    func yExtent(whereX visible: Interval) -> Interval? {
        var low = Double.infinity
        var high = -Double.infinity
        for line in lines {
            if let digested = line.digest?.yExtentInRange, digested.range == visible, let extent = digested.extent {
                (low, high) = (min(low, extent.lower), max(high, extent.upper))
            }
            for index in 0..<line.points.count where visible.contains(line.points.xs[index]) {
                let y = line.points.ys[index]
                if y < low { low = y }
                if y > high { high = y }
                if let base = line.baseline?[index], !base.isNaN { (low, high) = (min(low, base), max(high, base)) }
            }
        }
        for bar in bars where visible.contains(bar.x) {
            (low, high) = (min(low, bar.y0, bar.y1), max(high, bar.y0, bar.y1))
        }
        for box in boxes where visible.contains(box.x) {
            (low, high) = (min(low, box.yExtent.lower), max(high, box.yExtent.upper))
        }
        for end in intervals.flatMap({ $0.ends(logY: logY, whereX: visible) }) {
            (low, high) = (min(low, end), max(high, end))
        }
        return low <= high ? Interval(low, high) : nil
    }

    /// From the left edge to the right edge of the bars whose x falls in `range`; nil when none does.
    func barEdges(whereX range: Interval) -> Interval? {
        // By the bar's middle: a bar over a calendar unit stands from its x, the unit's start.
        let inside = bars.filter { range.contains(($0.left + $0.right) / 2) }
        guard let low = inside.map(\.left).min(), let high = inside.map(\.right).max() else { return nil }
        return Interval(low, high)
    }

    /// Bars, areas and histograms stand on zero; ranges (`DataChart.isRanged`) on their starts.
    static func startsAtZero(_ chart: DataChart) -> Bool {
        (chart.kind == .bar || chart.kind == .area || chart.kind == .histogram) && !chart.isRanged
    }

    private static func line(_ chart: DataChart, _ index: Int) -> Line {
        Line(series: index, points: chart.series[index].points, baseline: nil, digest: chart.series[index].digest)
    }

    private static func area(_ chart: DataChart, _ index: Int) -> Line {
        let series = chart.series[index]
        if let starts = series.starts, starts.count == series.points.count {
            // A band: the starts are its lower edge, sorted with their points.
            let order = series.points.xs.indices.sorted { series.points.xs[$0] < series.points.xs[$1] }
            let points = Self.series(xs: order.map { series.points.xs[$0] }, ys: order.map { series.points.ys[$0] })
            return Line(series: index, points: points, baseline: order.map { starts[$0] })
        }
        let sorted = series.points.sortedByX()
        return Line(series: index, points: sorted, baseline: sorted.ys.map { $0.isNaN ? .nan : 0 })
    }

    /// A bar a point, from its start to its y (`ChartSeries.starts`): ranges are not summed
    /// nor stacked. Bars of one x overlap (a Gantt row of several tasks) unless the chart sets
    /// its series side by side (not `stacked`), as plain bars.
    private static func rangeBars(_ chart: DataChart) -> [Bar] {
        let span = barSpan(chart, xs: Set(chart.series.flatMap(\.points.xs)))
        let slots = chart.stacked ? 1 : chart.series.count
        var bars: [Bar] = []
        for (index, series) in chart.series.enumerated() {
            guard let starts = series.starts else { continue }
            for point in 0..<series.points.count {
                let (x, y0, y1) = (series.points.xs[point], starts[point], series.points.ys[point])
                guard !y0.isNaN, !y1.isNaN else { continue }
                let (left, right) = span(x)
                bars.append(
                    Bar(
                        series: index, x: x, y0: y0, y1: y1, slot: chart.stacked ? 0 : index, slots: slots, left: left,
                        right: right))
            }
        }
        return bars
    }

    /// Points that keep NaN as a gap.
    private static func series(xs: [Double], ys: [Double]) -> PointSeries {
        var points = PointSeries()
        points.reserveCapacity(xs.count)
        for (x, y) in zip(xs, ys) {
            if y.isNaN { points.appendMissing(x: x) } else { points.append(x: x, y: y) }
        }
        return points
    }

    /// d3's stack over the union of every series' x, with its diverging offset
    /// (`stackOffsetDiverging`): at each x a positive value stacks up from the positives before
    /// it and a negative one down from the negatives before it, so layers of mixed signs never
    /// overlap (the plain offset stacked a negative layer onto the positives, over them). A
    /// series without a value at an x adds nothing there (d3 reads it as 0) and runs along the
    /// positives' top, as does a zero (d3's diverging offset would drop it to the baseline); a
    /// gap stays a gap in its own band. Each layer's `points` are its outer edge, away from
    /// zero, where its line is drawn; `baseline` the inner one. Where a series changes sign
    /// between two x, every layer gets a point where it crosses zero (`withZeroCrossings`).
    private static func stackedAreas(_ chart: DataChart) -> [Line] {
        let sums = withZeroCrossings(chart.series.map { valuesByX($0.points) })
        let xs = Set(sums.flatMap { $0.keys }).sorted()
        var positives = [Double](repeating: 0, count: xs.count)
        var negatives = [Double](repeating: 0, count: xs.count)
        return chart.series.indices.map { index in
            var ys = [Double](repeating: .nan, count: xs.count)
            var baseline = ys
            for (position, x) in xs.enumerated() {
                let value = sums[index][x] ?? 0
                if value.isNaN { continue }
                if value < 0 {
                    baseline[position] = negatives[position]
                    negatives[position] += value
                    ys[position] = negatives[position]
                } else {
                    baseline[position] = positives[position]
                    positives[position] += value
                    ys[position] = positives[position]
                }
            }
            return Line(series: index, points: series(xs: xs, ys: ys), baseline: baseline)
        }
    }

    /// Where a series changes sign between two neighbouring x, a point added to every series
    /// at the x where that series' straight line crosses zero, each series' value there on its
    /// own straight line: the diverging stack then changes side at zero, and the layers meet
    /// there rather than leaving a wedge between them (or crossing, when two change sides).
    static func withZeroCrossings(_ sums: [[Double: Double]]) -> [[Double: Double]] {
        let xs = Set(sums.flatMap { $0.keys }).sorted()
        var crossings: [(x: Double, after: Int)] = []
        for series in sums {
            for index in xs.indices.dropLast() {
                let (a, b) = (xs[index], xs[index + 1])
                let (ya, yb) = (series[a] ?? 0, series[b] ?? 0)
                guard (ya < 0 && yb > 0) || (ya > 0 && yb < 0) else { continue }
                let x = a + (b - a) * ya / (ya - yb)
                if x > a, x < b { crossings.append((x, index)) }
            }
        }
        guard !crossings.isEmpty else { return sums }
        return sums.map { series in
            var series = series
            for crossing in crossings where series[crossing.x] == nil {
                let (a, b) = (xs[crossing.after], xs[crossing.after + 1])
                let (ya, yb) = (series[a] ?? 0, series[b] ?? 0)
                series[crossing.x] = ya + (yb - ya) * (crossing.x - a) / (b - a)
            }
            return series
        }
    }

    /// One value per x, the rows' values there made one by `aggregate` (summed by default; NaN
    /// when every value there is missing, but a count of 0).
    static func valuesByX(_ points: PointSeries, _ aggregate: Aggregate = .sum) -> [Double: Double] {
        var values: [Double: [Double]] = [:]
        for index in 0..<points.count {
            let (x, y) = (points.xs[index], points.ys[index])
            if !y.isNaN {
                values[x, default: []].append(y)
            } else if values[x] == nil {
                values[x] = []  // an x whose values are all missing still has its place
            }
        }
        return values.mapValues(aggregate.of)
    }

    /// Where a bar at x spans, its left and right edges, among bars at `xs`. Off a band axis a
    /// bar is as wide as 80% of the closest two x values allow: on a log axis in log10, so
    /// every bar is as wide on the page and stands centred on its x (a lone bar takes 0.8 of a
    /// decade; the chart has refused x at or below 0 there). A bar of a calendar unit spans it,
    /// 10% short of each end: months differ in length.
    private static func barSpan(_ chart: DataChart, xs: Set<Double>) -> (Double) -> (left: Double, right: Double) {
        let log = chart.x == .log
        let allX = xs.sorted().map { log ? log10($0) : $0 }
        var spacing = Double.infinity
        for (a, b) in zip(allX, allX.dropFirst()) { spacing = min(spacing, b - a) }
        if !spacing.isFinite {
            spacing = log ? 1 : allX.first.map { (x: Double) -> Double in x == 0 ? 1 : abs(x) * 0.1 } ?? 1
        }
        let half = chart.x.isCategory ? 0.5 : spacing * 0.4
        let units = chart.unitInterval
        return { x in
            if let unit = units {
                let end = unit.offset(x)
                return (x + (end - x) * 0.1, end - (end - x) * 0.1)
            }
            return log ? (x / pow(10, half), x * pow(10, half)) : (x - half, x + half)
        }
    }

    private mutating func barMarks(_ chart: DataChart) -> [Bar] {
        let sums = chart.series.map { Self.valuesByX($0.points, chart.aggregate) }
        summedRows = zip(chart.series, sums).reduce(0) { $0 + $1.0.points.count - $1.1.count }
        let span = Self.barSpan(chart, xs: Set(sums.flatMap { $0.keys }))
        let slots = chart.stacked ? 1 : chart.series.count
        var bars: [Bar] = []
        var positive: [Double: Double] = [:]
        var negative: [Double: Double] = [:]
        for (index, series) in sums.enumerated() {
            for x in series.keys.sorted() {
                guard let value = series[x], !value.isNaN else { continue }
                var y0 = 0.0
                if chart.stacked {
                    y0 = value >= 0 ? positive[x, default: 0] : negative[x, default: 0]
                    if value >= 0 { positive[x] = y0 + value } else { negative[x] = y0 + value }
                }
                let (left, right) = span(x)
                bars.append(
                    Bar(
                        series: index, x: x, y0: y0, y1: y0 + value, slot: chart.stacked ? 0 : index, slots: slots,
                        left: left, right: right))
            }
        }
        return bars
    }

    /// numpy's bins of the x values; each bin a bar spanning its edges. Several series (groups)
    /// share one set of bins over all their values, as matplotlib's `hist` of several datasets
    /// does, so they compare bin by bin: side by side within a bin, or stacked. On a log axis
    /// the bins are equal in log10, numpy's `np.histogram(np.log10(values), bins)` with edges
    /// at 10^edge (a numpy user's `bins=np.logspace(...)`; ggplot2 bins in the transformed
    /// space too), so each bar is as wide as its neighbours on the page. Values at or below 0
    /// have no place there: the chart refused them or left their rows out before.
    private static func histogram(_ chart: DataChart) -> [Bar] {
        let logBins = chart.x == .log
        let kept = chart.series.map { $0.points.ys.filter { $0.isFinite && (!logBins || $0 > 0) } }
        guard !kept.isEmpty else { return [] }
        let values = logBins ? kept.map { $0.map(log10) } : kept
        let edges = Histogram.edges(values.flatMap { $0 }, bins: chart.bins)
        var xEdges = edges
        if logBins {
            xEdges = edges.map { pow(10, $0) }
            // Unless one value was widened into a bin about it, the outer edges are the data's own
            // ends (10^log10(676.5) is 676.4999999999999), so a range from the largest value holds it.
            let all = kept.flatMap { $0 }
            if let low = all.min(), let high = all.max(), edges.first == log10(low), edges.last == log10(high) {
                (xEdges[0], xEdges[xEdges.count - 1]) = (low, high)
            }
        }
        let slots = chart.stacked ? 1 : values.count
        var below = [Double](repeating: 0, count: max(0, edges.count - 1))
        var bars: [Bar] = []
        for (index, series) in values.enumerated() {
            for (bin, count) in Histogram.counts(series, edges: edges).enumerated() {
                let (left, right) = (xEdges[bin], xEdges[bin + 1])
                // Where the bar stands on the page: its middle, geometric on a log axis.
                let middle = logBins ? pow(10, (edges[bin] + edges[bin + 1]) / 2) : (left + right) / 2
                let y0 = chart.stacked ? below[bin] : 0
                below[bin] = y0 + Double(count)
                bars.append(
                    Bar(
                        series: index, x: middle, y0: y0, y1: y0 + Double(count),
                        slot: chart.stacked ? 0 : index, slots: slots, left: left, right: right))
            }
        }
        return bars
    }
}
