import ArgumentParser
import ChartServer
import Database
import Foundation
import Input
import PlotCore
import PlotRender
import Points

/// The chart `plot serve` shows, made at start from the command's flags, and each of its
/// views made as `plot` would make it with `--x-range`/`--y-range` added (and the page's size
/// and theme): a file's table is read once and kept, whatever its size, and its long line
/// series indexed (`M4Pyramid`: a view then costs its pixel columns, not the file's points), a
/// file is streamed again a view only under `PLOTKIT_STREAM_ONLY=1`, a query asked again (its
/// M4 pushed down), the points service's points fetched once. `plot serve --watch` makes the
/// held data again, the same way, when its file changes (`reload`).
struct ServedChart: ChartViews, @unchecked Sendable {
    // Unchecked: the flags are values, read and never changed after start; the held data is
    // swapped whole under `HeldData`'s lock.
    private enum Held {
        case table(DataChart)
        case streamed
        case database
        case points(PointSeries, source: String?)
    }

    /// The held data, swapped whole by a reload: a view reads it once, so one drawn while the
    /// file is read again finishes on the data it began with.
    private final class HeldData: @unchecked Sendable {
        private let lock = NSLock()
        private var held: Held

        init(_ held: Held) { self.held = held }

        var current: Held {
            get { lock.withLock { held } }
            set { lock.withLock { held = newValue } }
        }
    }

    private let options: ChartOptions
    private let held: HeldData

    /// Reads or fetches the chart's data and checks that its first view draws, so a bad file or
    /// query fails the command, not the page.
    static func load(_ options: ChartOptions) async throws -> ServedChart {
        ServedChart(options: options, held: HeldData(try await held(options, reloading: false)))
    }

    /// Reads the file's first `bytes` again as `load` read it at start (`InputFile.prefixBytes`:
    /// read, not mapped); on any error the data held before stays.
    func reload(upTo bytes: Int) async throws {
        held.current = try await InputFile.$prefixBytes.withValue(bytes) {
            try await Self.held(options, reloading: true)
        }
    }

    /// The data the source of `options` holds, made and checked: at start, and at each reload.
    private static func held(_ options: ChartOptions, reloading: Bool) async throws -> Held {
        let text = PangoTextEngine()
        let page = OutputFormat.svg.page(PageSpec(size: ChartView().size))
        let flags = try options.flags()
        switch options.source {
        case .database:
            guard let db = options.database.db, let rows = DatabaseRows(options.database) else { break }
            // An index is built here, at start, if it must be: a view only reads it.
            let (chart, _) = try await DatabaseChartRun.chart(
                db: db, rows: rows, build: !reloading, flags: flags, page: page, measurer: text)
            try options.refuseMisreadRanges(chart)
            try chart.validate()
            SliceNotes.print(chart)
            return .database
        case .file:
            guard let input = options.input else { break }
            let chart = try await TableChart.chart(
                input: input, format: options.inputFormat?.format, flags: flags, page: page, measurer: text,
                streams: StreamedChart.mustStream(input))
            try options.refuseMisreadRanges(chart)
            try chart.validate()
            SliceNotes.print(chart)
            return hold(chart, saying: !reloading)
        case .points:
            break
        }
        let (series, source) = try await options.points()
        return .points(series, source: source)
    }

    /// What is kept of a file's chart: its digests' source is streamed again a view; held
    /// points are indexed once here, where the data is made (`PLOTKIT_SERVE_INDEX=0` keeps them
    /// unindexed, for measuring what the index saves). The index's size and time are said at
    /// start, not again at each reload of a watched file.
    private static func hold(_ chart: DataChart, saying: Bool) -> Held {
        guard !chart.series.contains(where: { $0.digest != nil }) else { return .streamed }
        guard ProcessInfo.processInfo.environment["PLOTKIT_SERVE_INDEX"] != "0" else { return .table(chart) }
        var indexed = chart
        let clock = ContinuousClock()
        var bytes = 0
        let took = clock.measure { bytes = indexed.indexForViews() }
        if bytes > 0, saying {
            let points = indexed.series.reduce(0) { $0 + ($1.pyramid?.count ?? 0) }
            let seconds = Double(took.components.attoseconds) / 1e18 + Double(took.components.seconds)
            StderrNote.say(
                "indexed \(points) points for views in \(String(format: "%.3f", seconds)) s (\(bytes) bytes beside them)"
            )
        }
        return .table(indexed)
    }

    var holdsItsData: Bool {
        switch held.current {
        case .table, .points: return true
        case .streamed, .database: return false
        }
    }

    func page(for view: ChartView, on page: PageSpec, measurer: PangoTextEngine) async throws -> DataChartPage {
        var options = self.options
        if let x = view.xRange { options.xRange = RangeArgument(argument: x) }
        if let y = view.yRange { options.yRange = RangeArgument(argument: y) }
        options.tableOptions.theme = view.dark ? .dark : .light
        let theme = options.tableOptions.theme.theme
        do {
            try options.refuseWhatALogAxisCannotShow(try options.viewportRequest())
            let flags = try options.flags()
            var chart: DataChart
            switch held.current {
            case .table(let kept):
                chart = kept
                chart.viewport = flags.viewport
            case .streamed:
                chart = try await TableChart.chart(
                    input: options.input ?? "-", format: options.inputFormat?.format, flags: flags, page: page,
                    measurer: measurer)
            case .database:
                chart = try await DatabaseChartRun.chart(
                    db: options.database.db ?? "", rows: DatabaseRows(options.database) ?? .query(""), build: false,
                    flags: flags, page: page, measurer: measurer
                ).chart
            case .points(let series, let source):
                chart = DataChart.points(series)
                try flags.apply(to: &chart, source: .points)
                try chart.validate()
                return PointsPage(chart: chart, page: page, theme: theme, chartOnly: true, source: source).chartPage
            }
            try options.refuseMisreadRanges(chart)
            return DataChartPage(chart: chart, page: page, theme: theme)
        } catch let error as M4IndexError {
            // A stale index draws nothing: the page says why, the server stays up.
            throw ViewRefused(error.description)
        } catch let error as ValidationError {
            throw ViewRefused(error.message)
        } catch let error as CLIError where error.status == .usage {
            throw ViewRefused(error.description)
        }
    }
}
