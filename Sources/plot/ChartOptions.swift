import ArgumentParser
import Database
import Foundation
import PlotCore
import PlotRender
import Points
import Transport

/// What a chart is drawn from and how: the source (`--input`, `--db` and `--query`, `--count`
/// and the service's flags) and every chart flag, checked together. `plot` writes the chart to a
/// file (`ChartCommand`), `plot serve` draws its views in a browser (`ServeCommand`): one set of
/// flags, read and checked one way.
struct ChartOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Points file, CSV or JSON; - reads standard input.", valueName: "file"))
    var input: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Fetch this many points from the points service (1 to \(PointCount.range.upperBound)).", valueName: "n"),
        transform: PointCount.parse)
    var count: PointCount?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The points service (default: the embedded demo server).", valueName: "url"))
    var url: String?

    @Option(name: .long, help: "Seed of the embedded demo server's points, for repeatable pages (not with --url).")
    var seed: UInt64?

    @OptionGroup(title: "Service and trust")
    var service: ServiceOptions

    @Option(name: .long, help: "The input's format when its name does not tell: csv, json or jsonl.")
    var inputFormat: InputFormatArgument?

    // A bare --smooth is monotone; `.next` takes the word after it as its value, but never an
    // option (`--smooth --zoom 2`).
    @Option(
        name: .long, defaultAsFlag: SmoothArgument(.monotone), parsing: .next,
        help: ArgumentHelp(
            "Smooth the line (--kind line or area): --smooth (monotone) or --smooth=monotone|catmull-rom|linear.",
            valueName: "kind"))
    var smooth: SmoothArgument? = nil

    // Numbers may be negative: `.unconditional` takes "-5:5" as the value, not as an option.
    @Option(
        name: .long, parsing: .unconditional,
        help: "With --smooth catmull-rom: its alpha, 0 (uniform) to 1 (chordal); default 0.5 (centripetal)."
    )
    var alpha: Double?

    @Option(name: .long, parsing: .unconditional, help: "Show 1/K of the data range on each axis (K > 0).")
    var zoom: Double = 1

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("The point the zoom centres on (default: the middle of the data).", valueName: "x,y"))
    var center: PointArgument?

    @Option(
        name: .customLong("x-range"), parsing: .unconditional,
        help: ArgumentHelp(
            "Visible x range, A < B, overriding the zoom: numbers, or dates and times on a time axis (2012-03-01..2012-06-30).",
            valueName: "a..b"))
    var xRange: RangeArgument?

    @Option(
        name: .customLong("y-range"), parsing: .unconditional,
        help: ArgumentHelp("Visible y range, A < B, overriding the zoom.", valueName: "a..b"))
    var yRange: RangeArgument?

    @Option(name: .long, help: "Title above the chart.")
    var title: String?

    @Option(
        name: .long, help: "Dots on a line's points (--kind line): auto (when 60 or fewer are visible), always, never.")
    var markers: MarkerMode = .auto

    // Read before ArgumentParser reads the line (`ChartSpecArguments`): declared for --help,
    // and so that the line still parses with them in it.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "A chart file (.json, .yaml, .yml) of flags as keys; flags given beside it win.", valueName: "file"))
    var spec: String?

    @Option(
        name: .customLong("save-spec"),
        help: ArgumentHelp(
            "Write this chart's flags and source as a chart file (.json, .yaml, .yml); plot without -o writes only the file.",
            valueName: "file"))
    var saveSpec: String?

    @OptionGroup(title: "Database (with --x and --y)")
    var database: DatabaseChartOptions

    @OptionGroup(title: "Tables (with --input or --db)")
    var tableOptions: TableChartOptions

    func validate() throws {
        if let saveSpec, ChartSpecFile.Format(path: saveSpec) == nil {
            throw ValidationError("--save-spec \(saveSpec): a chart file is JSON or YAML: name it .json, .yaml or .yml")
        }
        if database.given {
            let others: [(given: Bool, flag: String)] = [
                (input != nil, "--input"), (count != nil, "--count"), (url != nil, "--url"), (seed != nil, "--seed"),
                (inputFormat != nil, "--input-format"),
            ]
            try database.validate(others: others.filter(\.given).map(\.flag) + service.given, table: tableOptions)
        }
        if input != nil && (count != nil || url != nil) {
            throw ValidationError(
                "--input reads points from a file; --count and --url fetch them: use one or the other")
        }
        // Flags that would be quietly ignored are refused instead.
        let fetchOnly = service.given + (seed != nil ? ["--seed"] : [])
        if input != nil, let first = fetchOnly.first {
            throw ValidationError("--input reads points from a file; \(first) is for fetching them: drop it")
        }
        try ChartFlagTable.check(givenFlags, kind: tableOptions.kind, source: source)
        if inputFormat != nil && input == nil {
            throw ValidationError("--input-format says how to read --input: give --input FILE, or drop it")
        }
        if seed != nil && url != nil {
            throw ValidationError(
                "--seed seeds the embedded demo server; the service at --url chooses its own points: drop --seed")
        }
        let smoothKind = try smooth?.kind()
        guard (0...1).contains(alpha ?? Curve.centripetalAlpha) else {
            throw ValidationError("--alpha must be between 0 and 1")
        }
        if alpha != nil, smoothKind != .catmullRom {
            throw ValidationError("--alpha is the parameter of --smooth catmull-rom: give that, or drop --alpha")
        }
        guard zoom > 0, zoom.isFinite else { throw ValidationError("--zoom must be a number greater than 0") }
        guard (1e-9...1e12).contains(zoom) else {
            throw ValidationError(
                "--zoom must be between 1e-9 and 1e12; for a narrower view give --x-range and --y-range")
        }
        try refuseWhatALogAxisCannotShow(try viewportRequest())
    }

    /// A log axis has no zero: a range or a center at zero or below would be left out, so it
    /// is refused, naming the flag as typed.
    func refuseWhatALogAxisCannotShow(_ request: ViewportRequest) throws {
        let axes = [
            (tableOptions.logX, request.xRange, xRange?.text, "--x-range", request.center?.x, "x"),
            (tableOptions.logY, request.yRange, yRange?.text, "--y-range", request.center?.y, "y"),
        ]
        for (isLog, range, text, option, center, axis) in axes where isLog {
            if let range, range.lower <= 0 {
                throw ValidationError("\(option) \(text ?? ""): a log axis needs both ends above 0")
            }
            if let center, center <= 0 {
                throw ValidationError(
                    "--center \(self.center?.text ?? ""): \(axis) is on a log axis and must be above 0")
            }
        }
    }

    /// Where the rows come from: a query, a file, or else the points service.
    var source: ChartSource { database.given ? .database : input != nil ? .file : .points }

    /// The chart flags given, this command's and the table's, for `ChartFlagTable` to place.
    var givenFlags: [String] {
        let own: [(given: Bool, flag: String)] = [
            (smooth != nil, "--smooth"), (alpha != nil, "--alpha"), (markers != .auto, "--markers"),
            (zoom != 1, "--zoom"), (center != nil, "--center"), (xRange != nil, "--x-range"),
            (yRange != nil, "--y-range"),
        ]
        return own.filter(\.given).map(\.flag) + tableOptions.given
    }

    func viewportRequest() throws -> ViewportRequest {
        ViewportRequest(
            zoom: zoom, center: try centerPoint()?.point, xRange: try xBounds()?.interval,
            yRange: try yRange?.interval(option: "--y-range"))
    }

    /// `--center` as read: its x a time only for a table or a query, as `--x-range`'s bounds.
    func centerPoint() throws -> (point: Point, xIsTime: Bool)? {
        try center?.point(timeZone: readsTimes ? tableOptions.zone : nil, format: tableOptions.xTimeFormat)
    }

    /// `--x-range` as read: times only for a table or a query (in its --time-zone, by its
    /// --time-format first); the points are numbers.
    func xBounds() throws -> RangeArgument.Bounds? {
        try xRange?.bounds(
            option: "--x-range", timeZone: readsTimes ? tableOptions.zone : nil, format: tableOptions.xTimeFormat)
    }

    /// Whether x can hold times: a file's or a query's column (the points service's x are numbers).
    private var readsTimes: Bool { input != nil || database.db != nil }

    /// Ranges the chart would draw otherwise than meant are refused: a date given for an axis
    /// of numbers (read as seconds since 1970), naming what the axis holds, and an x range
    /// that holds none of the data.
    func refuseMisreadRanges(_ chart: DataChart) throws {
        if let bounds = try xBounds(), bounds.isTime, !chart.x.isTime {
            throw CLIError(
                "--x-range \(xRange?.text ?? "") gives dates, but the x axis holds \(chart.x.noun): give numbers",
                status: .usage)
        }
        if let center = try centerPoint(), center.xIsTime, !chart.x.isTime {
            throw CLIError(
                "--center \(self.center?.text ?? "") gives a date, but the x axis holds \(chart.x.noun): give numbers",
                status: .usage)
        }
        try Self.refuseEmptyRange(chart, text: xRange?.text)
    }

    /// The chart flags given, as one value every source's chart takes.
    func flags() throws -> ChartFlags {
        ChartFlags(table: tableOptions, title: title, curve: curve, markers: markers, viewport: try viewportRequest())
    }

    var curve: Curve {
        switch try? smooth?.kind() {
        case nil, .linear?: return .linear
        case .monotone?: return .monotoneX
        case .catmullRom?: return .catmullRom(alpha: alpha ?? Curve.centripetalAlpha)
        }
    }

    /// An `--x-range` that holds none of the data draws an empty frame: most likely the range
    /// was read otherwise than meant (digits taken as seconds since 1970, a year out), so the
    /// run stops and says where the data is.
    static func refuseEmptyRange(_ chart: DataChart, text: String?) throws {
        guard let range = chart.viewport.xRange, !chart.x.isCategory,
            let extent = chart.xExtent, extent.upper < range.lower || extent.lower > range.upper
        else { return }
        let bound = { (value: Double) -> String in
            guard case .time(let zone) = chart.x else { return NumberText.shortest(value) }
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = zone
            formatter.formatOptions = [.withInternetDateTime]
            return formatter.string(from: Date(timeIntervalSince1970: value))
        }
        throw CLIError(
            "--x-range \(text ?? "") holds none of the data: x (\(chart.xTitle ?? "x")) runs from "
                + "\(bound(extent.lower)) to \(bound(extent.upper))", status: .usage)
    }

    /// The points of the service and where they came from.
    func points() async throws -> (PointSeries, String?) {
        guard let count else {
            throw CLIError(
                "no points to draw: give --count N to fetch them (from the embedded demo server unless --url), or --input FILE",
                status: .usage)
        }
        return try await service.withService(url: url, seed: seed) { transport, base in
            let client = PointsClient(transport: transport, url: url ?? base + PointsClient.path)
            return (try await client.fetch(count: count), url == nil ? EmbeddedDemo.description : client.url)
        }
    }
}
