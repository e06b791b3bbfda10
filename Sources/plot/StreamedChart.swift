import Foundation
import Input
import PlotCore

/// A line chart of a big CSV file drawn without holding its points: one pass over the file
/// finds each series' extents and counts (a `SeriesDigest` each, as a database's rows give),
/// a second pass the M4 columns the layout asks for (or, zoomed in until few points are in
/// view, those points), both split over the cores; memory stays the size of the pixel
/// columns, whatever the file's size. Only when that draws the same picture as the points
/// would: a line chart, --x and --y given (or a file of two columns), no --table, --group-by
/// or log axis, and lines dense enough to be decimated across the page. A zoom, --center and
/// the ranges are views the layout fixes from the extents, as it does for held points.
/// Anything else returns nil and the table is read whole.
enum StreamedChart {
    /// Files smaller than this are read whole: one pass instead of two, and their points fit.
    /// `PLOTKIT_STREAM_ABOVE=BYTES` moves it (tests stream small files with 0).
    static var streamAbove: Int {
        ProcessInfo.processInfo.environment["PLOTKIT_STREAM_ABOVE"].flatMap { Int($0) } ?? 1 << 28
    }

    /// Whether a file this big must be streamed or not drawn (`PLOTKIT_STREAM_ONLY=1`): for
    /// a machine where holding every point would not fit, and for tests that a chart streams.
    static func mustStream(_ input: String) -> Bool {
        ProcessInfo.processInfo.environment["PLOTKIT_STREAM_ONLY"] == "1" && isBig(input)
    }

    /// A file (not a stream, read once) of `streamAbove` bytes or more.
    private static func isBig(_ input: String) -> Bool {
        guard !InputFile.isStream(input),
            let size = try? FileManager.default.attributesOfItem(atPath: input)[.size] as? Int
        else { return false }
        return size >= streamAbove
    }

    /// Threads files are read on: the cores, or `PLOTKIT_THREADS` (the picture is the same with 1).
    static var threads: Int {
        ProcessInfo.processInfo.environment["PLOTKIT_THREADS"].flatMap { Int($0) }
            ?? ProcessInfo.processInfo.activeProcessorCount
    }

    static func chart(
        input: String, options: TableChartOptions, readOptions: TableReadOptions, viewport: ViewportRequest,
        page: PageSpec
    ) -> DataChart? {
        let picked = options.x == nil && options.y == nil
        guard let (x, ys) = columns(options), options.kind == .line, options.groupBy == nil, !options.table,
            !options.logX, !options.logY, isBig(input)
        else { return nil }
        // How many y columns the list names is known once the file's header is read: a state
        // grows to the columns it is handed. An x range alone fits y to the values in it, so
        // every row is looked at (no row is only measured).
        let xRange = viewport.yFitsXRange
        guard
            let (columns, parts, widened) = TableReader.stream(
                path: input, x: x, ys: ys, options: readOptions, widening: xRange == nil,
                start: { [Extents]() },
                add: { extents, xs, ys in
                    while extents.count < ys.count { extents.append(Extents(xRange: xRange)) }
                    for series in ys.indices { extents[series].add(xs: xs, ys: ys[series]) }
                })
        else { return nil }
        guard !picked || columns.fileColumnCount == 2 else { return nil }
        let count = columns.ys.count
        var extents = [Extents](repeating: Extents(xRange: xRange), count: count)
        for part in parts {
            for series in part.indices { extents[series].merge(part[series]) }
        }
        // The rows of plain numbers were only measured: all finite, none missing.
        for series in 0..<count {
            extents[series].merge(
                Extents(
                    xRange: nil, count: widened.count, xLow: widened.x.low, xHigh: widened.x.high,
                    yLow: widened.ys[series].low, yHigh: widened.ys[series].high))
        }
        // Every line must be decimated (more points than four a device pixel column across the
        // whole page), and every x a finite number, as the points would have them. In a view,
        // a line so long that only the points near the view are drawn (`SeriesMarks`), never
        // every point.
        let perColumn = M4Decimation.pointsPerColumn * (viewport == ViewportRequest() ? 1 : 4)
        let dense = perColumn * (page.pixelWidth + 2)
        guard extents.allSatisfy({ $0.count > dense && $0.unusable == 0 }),
            extents.contains(where: { $0.count > $0.missing })
        else { return nil }
        let missing = extents.reduce(0) { $0 + $1.missing }
        var chart = DataChart(
            kind: .line, series: zip(columns.ys, extents).map { ChartSeries(name: $0, digest: $1.digest) },
            x: columns.xIsTime ? .time(options.zone) : .linear, xTitle: columns.x,
            yTitle: columns.ys.count == 1 ? columns.ys[0] : nil,
            notes: missing > 0
                ? [
                    TickLabelFormat(decimals: 0).string(for: Double(missing)) + (missing == 1 ? " value" : " values")
                        + " missing (gaps)"
                ] : [])
        chart.rowCount = extents[0].count
        return chart
    }

    /// Answers what the layout asks of the chart's digests with second passes over the file,
    /// until it asks nothing more: M4's columns of the view, or the points near a view that
    /// holds few of them. False when it asks for every point (a line not dense enough to be
    /// cut to the view): then the file is read whole instead.
    static func complete(
        _ chart: inout DataChart, input: String, options: TableChartOptions, readOptions: TableReadOptions,
        page: PageSpec, theme: Theme, measurer: some TextMeasuring
    ) -> Bool {
        guard let (x, ys) = columns(options) else { return false }
        // A layout asks for the plot it settled on; placing the legend can move the plot once.
        for _ in 0..<8 {
            let wanted = DataChartPage(chart: chart, page: page, theme: theme).requests(measurer: measurer)
            if wanted.isEmpty { return true }
            for request in Set(wanted.map(\.request)) {
                let asking = wanted.filter { $0.request == request }.map(\.series)
                switch request {
                case .columns(let mapping):
                    let columns = pass(
                        input: input, x: x, ys: ys, count: chart.series.count, options: readOptions,
                        start: { M4Columns(mapping) }, add: { $0.add(xs: $1, ys: $2) }, merge: { $0.merge($1) })
                    for index in asking {
                        chart.series[index].digest?.answer(
                            SeriesDigest.Columns(columns: columns[index], countInXRange: columns[index].countInXRange))
                    }
                case .points(near: let range?):
                    let nearby = pass(
                        input: input, x: x, ys: ys, count: chart.series.count, options: readOptions,
                        start: { NearbyPoints(range) }, add: { $0.add(xs: $1, ys: $2) }, merge: { $0.merge($1) })
                    for index in asking {
                        chart.series[index].digest?.answer(
                            SeriesDigest.Nearby(range: range, points: nearby[index].points))
                    }
                case .points(near: nil):
                    return false
                }
            }
        }
        return false
    }

    /// The x and y columns named (--y's list as it is written: the reader splits it once it
    /// knows the names), or without --x and --y a file's first two (its second drawn over its
    /// first); nil when only one of them is given.
    private static func columns(_ options: TableChartOptions) -> (x: String, ys: [String])? {
        if options.x == nil && options.y == nil { return ("1", ["2"]) }
        guard let x = options.x, let y = options.y else { return nil }
        return (x, [y])
    }

    /// A second pass: a state a series (M4's columns, the points near a view), each chunk's
    /// merged in file order. The file was read once already; if it cannot be read the same way
    /// again, it changed under us: say so and stop before any output is written.
    private static func pass<State>(
        input: String, x: String, ys: [String], count: Int, options: TableReadOptions,
        start: @escaping () -> State, add: @escaping (inout State, [Double], [Double]) -> Void,
        merge: (inout State, State) -> Void
    ) -> [State] {
        guard
            let (columns, parts, _) = TableReader.stream(
                path: input, x: x, ys: ys, options: options,
                start: { [State]() },
                add: { states, xs, ys in
                    while states.count < ys.count { states.append(start()) }
                    for series in ys.indices { add(&states[series], xs, ys[series]) }
                }),
            columns.ys.count == count
        else {
            FileHandle.standardError.write(Data("plot: error: \(input) changed while it was read\n".utf8))
            exit(ExitStatus.badData.rawValue)
        }
        // A chunk that handed on no rows has no state for its columns.
        var merged = (0..<count).map { _ in start() }
        for part in parts {
            for series in part.indices { merge(&merged[series], part[series]) }
        }
        return merged
    }

    /// What the first pass keeps of one series.
    struct Extents {
        /// The x range whose y extent the chart's --x-range fits its y axis to.
        var xRange: Interval?
        var count = 0
        var missing = 0
        /// Rows whose x is missing or not finite, or whose y is infinite: the points would
        /// leave them out, so the chart is drawn from the points instead.
        var unusable = 0
        var xLow = Double.infinity
        var xHigh = -Double.infinity
        var yLow = Double.infinity
        var yHigh = -Double.infinity
        var yLowInRange = Double.infinity
        var yHighInRange = -Double.infinity

        mutating func add(xs: [Double], ys: [Double]) {
            count += xs.count
            for index in xs.indices {
                let (x, y) = (xs[index], ys[index])
                if !x.isFinite || y.isInfinite { unusable += 1 }
                if x < xLow { xLow = x }
                if x > xHigh { xHigh = x }
                if y.isNaN {
                    missing += 1
                    continue
                }
                if y < yLow { yLow = y }
                if y > yHigh { yHigh = y }
                if let xRange, xRange.contains(x) {
                    (yLowInRange, yHighInRange) = (min(yLowInRange, y), max(yHighInRange, y))
                }
            }
        }

        mutating func merge(_ other: Extents) {
            count += other.count
            missing += other.missing
            unusable += other.unusable
            (xLow, xHigh) = (min(xLow, other.xLow), max(xHigh, other.xHigh))
            (yLow, yHigh) = (min(yLow, other.yLow), max(yHigh, other.yHigh))
            (yLowInRange, yHighInRange) = (min(yLowInRange, other.yLowInRange), max(yHighInRange, other.yHighInRange))
        }

        var digest: SeriesDigest {
            SeriesDigest(
                count: count, missingCount: missing, xExtent: xLow <= xHigh ? Interval(xLow, xHigh) : nil,
                yExtent: yLow <= yHigh ? Interval(yLow, yHigh) : nil,
                yExtentInRange: xRange.map {
                    ($0, yLowInRange <= yHighInRange ? Interval(yLowInRange, yHighInRange) : nil)
                })
        }
    }
}
