import Foundation
import PlotCore

/// The line series of a CSV file too big to hold: one pass finds each series' count, gaps and
/// extents (`digests`); each view the layout asks for then costs one more pass (M4's columns of
/// the view, or the points near it), split over the cores. Memory stays the size of the pixel
/// columns, whatever the file's size: a program charts a 2 GB file in tens of MiB.
///
/// ```swift
/// let file = try CSVSeriesSource(path: "big.csv", x: "time", ys: ["value"])
/// var chart = file.lineChart()
/// try await chart.write(to: "big.png", size: Size(1600, 900), from: file)
/// ```
public struct CSVSeriesSource: SeriesSource {
    /// The file.
    public let path: String
    /// The columns read, as the file names them.
    public let columns: StreamedColumns
    /// One a y column, in `columns.ys`'s order.
    public let digests: [SeriesDigest]
    private let x: String
    private let ys: [String]
    private let options: TableReadOptions

    /// Reads the file once for its digests.
    /// - Parameters:
    ///   - path: the CSV file.
    ///   - x: the x column, by name or 1-based number; a number or time column.
    ///   - ys: the y columns (each a name, a number or a comma-separated list); number columns.
    ///   - options: how the file is read (`threads`, `timeZone`...).
    ///   - xRange: an x range whose y extent the digests keep too (a chart's x range alone fits
    ///     its y axis to the values in it).
    /// - Throws: `InputError` when the file cannot be read a block at a time: not a CSV file,
    ///   standard input, a category column, a row that does not read, or a row whose x is
    ///   missing or not finite or whose y is infinite.
    public init(
        path: String, x: String, ys: [String], options: TableReadOptions = TableReadOptions(),
        fitYTo xRange: Interval? = nil
    ) throws(InputError) {
        if path.utf8.contains(0) {
            throw InputError(
                "cannot read \(path.debugDescription): a file name cannot hold a NUL byte", cause: .unreadable)
        }
        guard
            let (columns, parts, widened) = TableReader.stream(
                path: path, x: x, ys: ys, options: options, widening: xRange == nil,
                start: { [SeriesExtents]() },
                add: { extents, xs, ys in
                    while extents.count < ys.count { extents.append(SeriesExtents(xRange: xRange)) }
                    for series in ys.indices { extents[series].add(xs: xs, ys: ys[series]) }
                })
        else {
            throw InputError(
                "\(path) cannot be read a block at a time: give a CSV file whose x is a number or time column and whose y are number columns, every row readable"
            )
        }
        var extents = [SeriesExtents](repeating: SeriesExtents(xRange: xRange), count: columns.ys.count)
        for part in parts {
            for series in part.indices { extents[series].merge(part[series]) }
        }
        // The rows of plain numbers were only measured: all finite, none missing.
        for series in extents.indices {
            extents[series].merge(
                SeriesExtents(
                    xRange: nil, count: widened.count, xLow: widened.x.low, xHigh: widened.x.high,
                    yLow: widened.ys[series].low, yHigh: widened.ys[series].high))
        }
        let unusable = extents.map(\.unusable).max() ?? 0
        guard unusable == 0 else {
            throw InputError(
                "\(path): \(unusable) row\(unusable == 1 ? " has" : "s have") an x that is missing or not a finite number, or an infinite y: read the file whole (TableReader.read), which leaves them out"
            )
        }
        self.path = path
        self.columns = columns
        self.digests = extents.map(\.digest)
        self.x = x
        self.ys = ys
        self.options = options
    }

    /// A line chart of the file's series, named by their columns, to be completed from this
    /// source (`DataChart.complete(from:...)`) before it is drawn.
    public func lineChart() -> DataChart {
        var chart = DataChart(
            kind: .line, series: zip(columns.ys, digests).map { ChartSeries(name: $0, digest: $1) },
            x: columns.xIsTime ? .time(options.timeZone) : .linear,
            xTitle: columns.x, yTitle: columns.ys.count == 1 ? columns.ys[0] : nil)
        chart.rowCount = digests.first?.count
        return chart
    }

    /// M4's columns of each y column for one mapping: one pass over the file.
    public func columns(_ mapping: M4Decimation) async throws -> [SeriesDigest.Columns] {
        try pass(start: { M4Columns(mapping) }, add: { $0.add(xs: $1, ys: $2) }, merge: { $0.mergeSameMapping($1) }).map
        {
            SeriesDigest.Columns(columns: $0, countInXRange: $0.countInXRange)
        }
    }

    /// Each y column's points near `range` (every point when nil): one pass over the file.
    public func points(near range: Interval?) async throws -> [PointSeries] {
        let visible = range ?? Interval(-.infinity, .infinity)
        return try pass(start: { NearbyPoints(visible) }, add: { $0.add(xs: $1, ys: $2) }, merge: { $0.merge($1) })
            .map(\.points)
    }

    /// One more pass: a state a series, each chunk's merged in file order. The file was read
    /// once already; if it cannot be read the same way again, it changed under us.
    private func pass<State>(
        start: @escaping () -> State, add: @escaping (inout State, [Double], [Double]) -> Void,
        merge: (inout State, State) -> Void
    ) throws(InputError) -> [State] {
        let count = columns.ys.count
        guard
            let (read, parts, _) = TableReader.stream(
                path: path, x: x, ys: ys, options: options,
                start: { [State]() },
                add: { states, xs, ys in
                    while states.count < ys.count { states.append(start()) }
                    for series in ys.indices { add(&states[series], xs, ys[series]) }
                }),
            read.ys.count == count
        else { throw InputError("\(path) changed while it was read") }
        // A chunk that handed on no rows has no state for its columns.
        var merged = (0..<count).map { _ in start() }
        for part in parts {
            for series in part.indices { merge(&merged[series], part[series]) }
        }
        return merged
    }
}

/// What the first pass keeps of one series.
struct SeriesExtents {
    /// The x range whose y extent a chart's x range fits its y axis to.
    var xRange: Interval?
    var count = 0
    var missing = 0
    /// Rows whose x is missing or not finite, or whose y is infinite.
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

    mutating func merge(_ other: SeriesExtents) {
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
