import ArgumentParser
import Foundation
import Input
import PlotCore
import PlotRender
import Points
import Transport

/// `plot [options] -o FILE`: reads points and draws the chart page. Service commands
/// (added by later features) are its subcommands.
struct PlotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Draw a chart of points to PNG, PDF or SVG.",
        discussion: """
            Points come from a CSV file (x,y lines; comma or semicolon; header optional) or JSON \
            (an array of {"x":..,"y":..}, or the points service's answer), and are sorted by x before \
            drawing. The output file is written whole or not at all.

            With --count N the points come from the points service over TLS: the service at --url, \
            or, without --url, a demo server started inside this command (private CA, trusted for \
            this run only). The page shows the table of points and the chart.
            """,
        subcommands: [DemoServerCommand.self, PaymentsCommand.self, HotWaterCommand.self])

    @Option(name: .long, help: ArgumentHelp("Points file, CSV or JSON; - reads standard input.", valueName: "file"))
    var input: String?

    @Option(name: .long, help: "Fetch this many points from the points service (1 to \(PointsClient.maxCount)).")
    var count: Int?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The points service (default: the embedded demo server).", valueName: "url"))
    var url: String?

    @Option(name: .long, help: "Seed of the embedded demo server's points, for repeatable pages.")
    var seed: UInt64?

    @OptionGroup(title: "Service and trust")
    var service: ServiceOptions

    @Flag(name: .customLong("chart-only"), help: "Draw the chart without the table of points.")
    var chartOnly = false

    @Option(name: .long, help: "The input's format when its name does not tell (csv or json).")
    var inputFormat: InputFormatArgument?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Smooth the line: --smooth (monotone) or --smooth=monotone|catmull-rom|linear.",
            valueName: "kind"))
    var smooth: SmoothKind?

    @Option(name: .long, help: "Catmull-Rom alpha, 0 (uniform) to 1 (chordal); 0.5 is centripetal.")
    var alpha: Double = Curve.centripetalAlpha

    @Option(name: .long, help: "Show 1/K of the data range on each axis (K > 0).")
    var zoom: Double = 1

    @Option(
        name: .long,
        help: ArgumentHelp("The point the zoom centres on (default: the middle of the data).", valueName: "x,y"))
    var center: String?

    @Option(name: .customLong("x-range"), help: ArgumentHelp("Visible x range, overriding the zoom.", valueName: "a:b"))
    var xRange: String?

    @Option(name: .customLong("y-range"), help: ArgumentHelp("Visible y range, overriding the zoom.", valueName: "a:b"))
    var yRange: String?

    @Option(name: .long, help: "Title above the chart.")
    var title: String?

    @Option(name: .long, help: "Dots on the points: auto (when 60 or fewer are visible), always, never.")
    var markers: MarkerMode = .auto

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

    func outputFormat() throws -> OutputFormat { try pages.outputFormat(for: output) }
    func page() throws -> PageSpec { try pages.page() }

    func validate() throws {
        if input != nil && (count != nil || url != nil) {
            throw ValidationError(
                "--input reads points from a file; --count and --url fetch them: use one or the other")
        }
        if let count {
            do { try PointsClient.validate(count: count) } catch let error as InputError {
                throw ValidationError(error.message)
            }
        }
        guard zoom > 0, zoom.isFinite else { throw ValidationError("--zoom must be a number greater than 0") }
        guard (1e-9...1e12).contains(zoom) else {
            throw ValidationError(
                "--zoom must be between 1e-9 and 1e12; for a narrower view give --x-range and --y-range")
        }
        guard (0...1).contains(alpha) else { throw ValidationError("--alpha must be between 0 and 1") }
        _ = try outputFormat()
        _ = try viewportRequest()
        _ = try page()
    }

    func viewportRequest() throws -> ViewportRequest {
        ViewportRequest(
            zoom: zoom, center: try center.map { try ValueParsing.point($0, option: "--center") },
            xRange: try xRange.map { try ValueParsing.range($0, option: "--x-range") },
            yRange: try yRange.map { try ValueParsing.range($0, option: "--y-range") })
    }

    var curve: Curve {
        switch smooth {
        case nil, .linear?: return .linear
        case .monotone?: return .monotoneX
        case .catmullRom?: return .catmullRom(alpha: alpha)
        }
    }

    func run() async throws {
        if service.showCert {
            print(
                try await withService { transport, baseURL in try await transport.showCertificateChain(url: baseURL) })
            return
        }
        // Checked here, not in validate(): ArgumentParser validates this command's options
        // even when a subcommand runs.
        guard let output else {
            throw ValidationError("no output: give -o FILE (.png, .pdf, .svg), or -o - for standard output")
        }
        let (series, source) = try await points()
        let page = try page()
        let format = try outputFormat()
        // M4 keeps four points per device pixel column: the PNG's pixels, or finer for vectors
        // so that a zoomed PDF keeps its detail.
        let options = ChartOptions(
            title: title, curve: curve, viewport: try viewportRequest(), markers: markers,
            pixelDensity: format == .png ? page.scale : 4)
        let text = PangoTextEngine()
        let scene = PointsPage(series: series, options: options, page: page, chartOnly: chartOnly, source: source)
            .scene(measurer: text)
        let written = try PageOutput.write(
            scene, format: format, scale: page.scale, to: output, text: text, pngEncoder: pngCompression.encoder)
        if written.count > 1 { print("wrote " + written.joined(separator: ", ")) }
    }

    /// The points and where they came from.
    private func points() async throws -> (PointSeries, String?) {
        if let input { return (try PointsFile.read(input, format: inputFormat?.format), nil) }
        guard let count else {
            throw CLIError(
                "no points to draw: give --count N to fetch them (from the embedded demo server unless --url), or --input FILE"
            )
        }
        return try await withService { transport, baseURL in
            let client = PointsClient(transport: transport, url: url ?? baseURL + PointsClient.path)
            do {
                return (try await client.fetch(count: count), url == nil ? EmbeddedDemo.description : client.url)
            } catch let error as PointsServiceError {
                throw CLIError("points service: \(error)")
            } catch let error as InputError {
                throw CLIError("points service: \(error.message)")
            }
        }
    }

    /// Runs `body` with a transport for --url, or for the embedded demo server.
    private func withService<T>(_ body: (HTTPTransport, String) async throws -> T) async throws -> T {
        if let url { return try await body(try service.transport(embeddedCA: nil), url) }
        return try await EmbeddedDemo.with(seed: seed) { baseURL, caPEM in
            try await body(try service.transport(embeddedCA: caPEM), baseURL)
        }
    }
}

struct InputFormatArgument: ExpressibleByArgument {
    let format: PointsFormat
    init?(argument: String) {
        guard let format = PointsFormat(rawValue: argument.lowercased()) else { return nil }
        self.format = format
    }
    static var allValueStrings: [String] { PointsFormat.allCases.map(\.rawValue) }
}
