import ArgumentParser
import ChartServer
import Foundation
import PlotCore
import PlotRender
import Points

/// The chart `plot serve` shows, made at start from the command's flags, and each of its
/// views made as `plot` would make it with `--x-range`/`--y-range` added (and the page's size
/// and theme): a file's table is read once and kept (M4 per view is the engine's), a file too
/// big to hold is streamed again a view and a query asked again (its M4 pushed down), the points
/// service's points fetched once. `plot serve --watch` makes the held data again, the same way,
/// when its file changes (`reload`).
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
        ServedChart(options: options, held: HeldData(try await held(options)))
    }

    /// Reads the file again as `load` read it at start; on any error the data held before stays.
    func reload() async throws {
        held.current = try await Self.held(options)
    }

    /// The data the source of `options` holds, made and checked: at start, and at each reload.
    private static func held(_ options: ChartOptions) async throws -> Held {
        let text = PangoTextEngine()
        let page = OutputFormat.svg.page(PageSpec(size: ChartView().size))
        let flags = try options.flags()
        switch options.source {
        case .database:
            guard let db = options.database.db, let query = options.database.query else { break }
            let (chart, _) = try await DatabaseChartRun.chart(
                db: db, query: query, flags: flags, page: page, measurer: text)
            try options.refuseMisreadRanges(chart)
            try chart.validate()
            SliceNotes.print(chart)
            return .database
        case .file:
            guard let input = options.input else { break }
            let chart = try await TableChart.chart(
                input: input, format: options.inputFormat?.format, flags: flags, page: page, measurer: text)
            try options.refuseMisreadRanges(chart)
            try chart.validate()
            SliceNotes.print(chart)
            let streamed = chart.series.contains { $0.digest != nil }
            return streamed ? .streamed : .table(chart)
        case .points:
            break
        }
        let (series, source) = try await options.points()
        return .points(series, source: source)
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
                    db: options.database.db ?? "", query: options.database.query ?? "", flags: flags, page: page,
                    measurer: measurer
                ).chart
            case .points(let series, let source):
                chart = DataChart.points(series)
                try flags.apply(to: &chart, source: .points)
                try chart.validate()
                return PointsPage(chart: chart, page: page, theme: theme, chartOnly: true, source: source).chartPage
            }
            try options.refuseMisreadRanges(chart)
            return DataChartPage(chart: chart, page: page, theme: theme)
        } catch let error as ValidationError {
            throw ViewRefused(error.message)
        } catch let error as CLIError where error.status == .usage {
            throw ViewRefused(error.description)
        }
    }
}
