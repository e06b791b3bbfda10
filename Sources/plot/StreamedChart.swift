import Foundation
import Input
import PlotCore

/// When `plot` draws a line chart of a big CSV file without holding its points, through
/// Input's `CSVSeriesSource` (one pass for the extents, one a view the layout asks for) and
/// `DataChart.complete(from:)`; memory stays the size of the pixel columns, whatever the
/// file's size. Only when that draws the same picture as the points
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

    /// The file's source and its line chart of digests, when streaming draws what the points
    /// would; nil otherwise (the table is then read whole).
    static func chart(
        input: String, options: TableChartOptions, readOptions: TableReadOptions, viewport: ViewportRequest,
        page: PageSpec
    ) -> (source: CSVSeriesSource, chart: DataChart)? {
        let picked = options.x == nil && options.y == nil
        guard let (x, ys) = columns(options), options.kind == .line, options.groupBy == nil, !options.faceted,
            !options.table,
            !options.logX, !options.logY, options.xUnit == nil, options.trend == nil,
            options.rolling == nil, options.y2 == nil, isBig(input),
            let source = try? CSVSeriesSource(
                path: input, x: x, ys: ys, options: readOptions, fitYTo: viewport.yFitsXRange)
        else { return nil }
        guard !picked || source.columns.fileColumnCount == 2 else { return nil }
        // Every line must be decimated (more points than four a device pixel column across the
        // whole page), and every x a finite number, as the points would have them. In a view,
        // a line so long that only the points near the view are drawn (`SeriesMarks`), never
        // every point.
        let perColumn = M4Decimation.pointsPerColumn * (viewport == ViewportRequest() ? 1 : 4)
        let dense = perColumn * (page.pixelWidth + 2)
        guard source.digests.allSatisfy({ $0.count > dense }),
            source.digests.contains(where: { $0.count > $0.missingCount })
        else { return nil }
        var chart = source.lineChart()
        let missing = source.digests.reduce(0) { $0 + $1.missingCount }
        if missing > 0 { chart.madeNotes.append(.valuesMissing(missing, gaps: true)) }
        return (source, chart)
    }

    /// Answers what the layout asks of the chart's digests from the file (`DataChart.complete`).
    /// False when it asks for every point (a line not dense enough to be cut to the view): the
    /// file is then read whole instead.
    static func complete(
        _ chart: inout DataChart, from source: CSVSeriesSource, page: PageSpec, theme: Theme,
        measurer: some TextMeasuring
    ) async throws -> Bool {
        do {
            try await chart.complete(from: ViewsOnly(file: source), page: page, theme: theme, measurer: measurer)
            return true
        } catch is EveryPointAsked {
            return false
        } catch let error as InputError {
            throw CLIError("\(error.message)", status: .badData)
        }
    }

    /// The x and y columns named (--y's list as it is written: the reader splits it once it
    /// knows the names), or without --x and --y a file's first two (its second drawn over its
    /// first); nil when only one of them is given.
    private static func columns(_ options: TableChartOptions) -> (x: String, ys: [String])? {
        if options.x == nil && options.y == nil { return ("1", ["2"]) }
        guard let x = options.x, let y = options.y else { return nil }
        return (x, [y])
    }

    /// The file's views, but never every point: that is the table read whole.
    private struct ViewsOnly: SeriesSource {
        let file: CSVSeriesSource

        func columns(_ mapping: M4Decimation) async throws -> [SeriesDigest.Columns] {
            try await file.columns(mapping)
        }

        func points(near range: Interval?) async throws -> [PointSeries] {
            guard let range else { throw EveryPointAsked() }
            return try await file.points(near: range)
        }
    }

    private struct EveryPointAsked: Error {}
}
