import ArgumentParser
import Database
import Foundation
import PlotCore
import PlotRender
import Points
import Transport

/// `plot [chart] [options] -o FILE`: reads points and draws the chart page. The default
/// subcommand, so `plot --count 50 -o graph.png` is this command.
struct ChartCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Draw a chart of points to PNG, PDF or SVG (the default: plot [chart] [options] -o FILE).",
        discussion: """
            With --input the chart is drawn from a table: CSV or TSV with a header (comma, semicolon \
            or tab), a JSON array of objects, JSON Lines, or a saved answer of the points service. \
            --x and --y pick the columns (by name or number), --group-by splits rows into series, \
            --kind says what to draw. The output file is written whole or not at all.

            With --db URL --query SQL the chart is drawn from a database (sqlite:PATH or \
            postgres://USER@HOST/DB): the query is wrapped so the database computes the extent and \
            M4's four points per pixel column, and about 4 x width rows cross the wire.

            With --count N the points come from the points service over TLS: the service at --url, \
            or, without --url, a demo server started inside this command (private CA, trusted for \
            this run only). The page shows the table of points and the chart.

            A chart of a table written to PDF is a 6.4 x 4.8 inch figure (matplotlib's) unless \
            --size, --width-in/--height-in or --orientation says otherwise.
            """)

    @OptionGroup
    var options: ChartOptions

    @Flag(name: .customLong("chart-only"), help: "Draw the chart without the table of points.")
    var chartOnly = false

    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Output file (.png, .pdf, .svg); - writes to standard output.", valueName: "file"))
    var output: String?

    @Option(
        name: .customLong("png-compression"),
        help: "fast (the default: half the time of Cairo's writer, same size) or smallest (3-4% smaller, 3x slower).")
    var pngCompression: PNGCompression = .fast

    @OptionGroup(title: "Page")
    var pages: PageOptions<LandscapePages>

    /// A chart's PDF page when no size is given: matplotlib's default `figure.figsize`,
    /// 6.4 x 4.8 inches (Vega-Lite's default view is smaller still, and sized to its content).
    static let figure = Size(6.4 * 72, 4.8 * 72)

    func outputFormat() throws -> OutputFormat { try pages.outputFormat(for: output) }
    func page() throws -> PageSpec { try pages.page() }

    func validate() throws {
        if chartOnly {
            try ChartFlagTable.check(["--chart-only"], kind: options.tableOptions.kind, source: options.source)
        }
        if try outputFormat() != .png && pngCompression != .fast {
            throw ValidationError("--png-compression is for PNG output: drop it")
        }
        _ = try page()
    }

    func run() async throws {
        if options.service.showCert {
            print(
                try await options.service.withService(url: options.url, seed: options.seed) { transport, base in
                    try await transport.showCertificateChain(url: base)
                })
            return
        }
        // Checked here, not in validate(): ArgumentParser validates this command's options
        // even when a subcommand runs.
        guard let output else {
            if let saveSpec = options.saveSpec { return try ChartSpecWriter.save(to: saveSpec, command: Self.self) }
            throw ValidationError("no output: give -o FILE (.png, .pdf, .svg), or -o - for standard output")
        }
        let format = try outputFormat()
        // A chart of a table in a PDF is a figure; pages that list points beside it (the points
        // page, --table) or hold a grid of panels (--facet) keep the screen's size.
        let table = options.tableOptions
        let figure = (options.input != nil || options.database.db != nil) && !table.table && !table.faceted
        let page = format.page(try figure ? pages.page(for: format, figure: Self.figure) : page())
        let text = PangoTextEngine()
        let scene: Scene
        var summary: String?
        if let db = options.database.db, let rows = DatabaseRows(options.database) {
            let (chart, fetched) = try await DatabaseChartRun.chart(
                db: db, rows: rows, flags: try options.flags(), page: page, measurer: text)
            try options.refuseMisreadRanges(chart)
            try chart.validate()
            summary = DatabaseChartRun.summary(chart, fetched: fetched)
            SliceNotes.print(chart)
            scene = DataChartPage(chart: chart, page: page, theme: options.tableOptions.theme.theme).scene(
                measurer: text)
        } else if let input = options.input {
            let chart = try await TableChart.chart(
                input: input, format: options.inputFormat?.format, flags: try options.flags(), page: page,
                measurer: text)
            try options.refuseMisreadRanges(chart)
            try chart.validate()
            SliceNotes.print(chart)
            if options.tableOptions.table, chart.x != .linear {
                let axis = chart.x.isCategory ? "categories" : chart.x == .log ? "a log axis" : "times"
                throw CLIError(
                    "--table lists the points of lines of numbers, and x (\(chart.xTitle ?? "x")) has \(axis): drop --table",
                    status: .usage)
            }
            if options.tableOptions.table {
                scene = DataChartTablePage(chart: chart, page: page, theme: options.tableOptions.theme.theme).scene(
                    measurer: text)
            } else {
                scene = DataChartPage(chart: chart, page: page, theme: options.tableOptions.theme.theme).scene(
                    measurer: text)
            }
        } else {
            let (series, source) = try await options.points()
            var chart = DataChart.points(series)
            try options.flags().apply(to: &chart, source: .points)
            try chart.validate()
            scene = PointsPage(
                chart: chart, page: page, theme: options.tableOptions.theme.theme, chartOnly: chartOnly, source: source
            )
            .scene(measurer: text)
        }
        try PageOutput.write(
            scene, format: format, to: output, text: text, pngEncoder: pngCompression.encoder,
            svgTextAsOutlines: pages.svgTextAsOutlines)
        if let summary { FileHandle.standardError.write(Data("plot: \(summary)\n".utf8)) }
        // Once the chart is drawn: a spec is of a chart that draws.
        if let saveSpec = options.saveSpec { try ChartSpecWriter.save(to: saveSpec, command: Self.self) }
    }
}

extension ChartCommand: CallsAService {
    var serviceHints: ServiceHints { ServiceHints(command: "plot") }
}
