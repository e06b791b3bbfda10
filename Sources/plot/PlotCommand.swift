import ArgumentParser
import Foundation
import PlotCore
import PlotRender

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
            """)

    @Option(name: .long, help: ArgumentHelp("Points file, CSV or JSON; - reads standard input.", valueName: "file"))
    var input: String?

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

    @Option(name: .long, help: "Page shape: portrait (1080x1920) or landscape (1920x1080).")
    var orientation: Orientation = .landscape

    @Option(name: .long, help: ArgumentHelp("Page size in layout units, overriding --orientation.", valueName: "WxH"))
    var size: String?

    @Option(name: .long, help: "Pixel density of PNG output: the layout stays, pixels multiply (e.g. 2, 3).")
    var scale: Double = 1

    @Option(name: .long, help: "Title above the chart.")
    var title: String?

    @Option(name: .long, help: "Dots on the points: auto (when 60 or fewer are visible), always, never.")
    var markers: MarkerMode = .auto

    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Output file (.png, .pdf, .svg); - writes to standard output.", valueName: "file"))
    var output: String

    @Option(name: .long, help: "Output format, overriding the file's extension: png, pdf or svg.")
    var format: OutputFormat?

    func validate() throws {
        guard zoom > 0, zoom.isFinite else { throw ValidationError("--zoom must be a number greater than 0") }
        guard (0...1).contains(alpha) else { throw ValidationError("--alpha must be between 0 and 1") }
        guard (0.1...10).contains(scale) else { throw ValidationError("--scale must be between 0.1 and 10") }
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

    func outputFormat() throws -> OutputFormat {
        if let format { return format }
        if output == "-" { return .png }
        guard let format = OutputFormat(fileName: output) else {
            throw ValidationError(
                "cannot tell the format of '\(output)': name it .png, .pdf or .svg, or pass --format")
        }
        return format
    }

    var curve: Curve {
        switch smooth {
        case nil, .linear?: return .linear
        case .monotone?: return .monotoneX
        case .catmullRom?: return .catmullRom(alpha: alpha)
        }
    }

    func page() throws -> PageSpec {
        if let size { return PageSpec(size: try ValueParsing.size(size, option: "--size"), scale: scale) }
        return PageSpec(size: (orientation == .portrait ? PageSpec.portrait : .landscape).size, scale: scale)
    }

    func run() async throws {
        guard let input else {
            throw CLIError("no points to draw: give --input FILE (CSV or JSON), or --input - for standard input")
        }
        let series = try PointsFile.read(input, format: inputFormat?.format)
        let options = ChartOptions(title: title, curve: curve, viewport: try viewportRequest(), markers: markers)
        let page = try page()
        let text = PangoTextEngine()
        let scene = ChartPage(series: series, options: options, page: page).scene(measurer: text)
        let bytes = try SceneOutput(text: text).render(scene, format: try outputFormat(), scale: page.scale)
        try OutputFile.write(bytes, to: output)
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
