import ArgumentParser
import PlotCore
import PlotRender

/// A command's page defaults: the hot-water schedule is a phone page, charts are wide.
protocol PageDefaults {
    static var orientation: Orientation { get }
}

enum LandscapePages: PageDefaults {
    static var orientation: Orientation { .landscape }
}

enum PortraitPages: PageDefaults {
    static var orientation: Orientation { .portrait }
}

/// The page a command draws and the file format: shared by every command that writes pages.
struct PageOptions<Defaults: PageDefaults>: ParsableArguments {
    @Option(
        name: .long,
        help: "Page shape: portrait (1080x1920) or landscape (1920x1080); default \(Defaults.orientation.rawValue).")
    var orientation: Orientation?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Page size in layout units, 16 to 20000 a side (e.g. 1600x1200), overriding --orientation.",
            valueName: "WxH"))
    var size: SizeArgument?

    @Option(
        name: .customLong("width-in"), parsing: .unconditional,
        help: ArgumentHelp(
            "Page width in inches (72 points an inch), with --height-in, as matplotlib's figsize.", valueName: "IN"))
    var widthInches: Double?

    @Option(
        name: .customLong("height-in"), parsing: .unconditional,
        help: ArgumentHelp("Page height in inches, with --width-in.", valueName: "IN"))
    var heightInches: Double?

    @Option(
        name: .long, parsing: .unconditional,
        help: "Pixel density of PNG output: the layout stays, pixels multiply (e.g. 2, 3).")
    var scale: Double = 1

    @Option(name: .long, help: "Output format, overriding the file's extension: png, pdf or svg.")
    var format: OutputFormat?

    @Option(
        name: .customLong("svg-text"),
        help: "SVG text as text (the default: searchable, copyable, read aloud) or outlines (Cairo's glyph shapes).")
    var svgText: SVGTextArgument?

    /// Whether SVG output sets its text as glyph outlines (`--svg-text outlines`).
    var svgTextAsOutlines: Bool { svgText == .outlines }

    func validate() throws {
        guard (0.1...10).contains(scale) else { throw ValidationError("--scale must be between 0.1 and 10") }
        _ = try inches()
    }

    /// The page asked for: `--size`, else `--width-in`/`--height-in`, else `--orientation`'s
    /// (the command's default shape when none is given).
    func page() throws -> PageSpec {
        if let size { return PageSpec(size: size.size, scale: scale) }
        if let inches = try inches() { return PageSpec(size: inches, scale: scale) }
        let shape = orientation ?? Defaults.orientation
        return PageSpec(size: (shape == .portrait ? PageSpec.portrait : .landscape).size, scale: scale)
    }

    /// The page asked for, or, when no size or shape is given, `figure` for a PDF: a chart's
    /// document page is a figure's size, not a screen's 26.7 inches.
    func page(for format: OutputFormat, figure: Size) throws -> PageSpec {
        let given = size != nil || widthInches != nil || heightInches != nil || orientation != nil
        return format == .pdf && !given ? PageSpec(size: figure, scale: scale) : try page()
    }

    /// `--width-in` and `--height-in` as a size in points (layout units), both or neither, each
    /// within `--size`'s 16 to 20000 units; `--size` beside them is a second answer, refused.
    private func inches() throws -> Size? {
        guard widthInches != nil || heightInches != nil else { return nil }
        guard let widthInches, let heightInches else {
            throw ValidationError(
                "--width-in and --height-in go together: give both (e.g. --width-in 6.4 --height-in 4.8)")
        }
        if size != nil {
            throw ValidationError("--size and --width-in/--height-in both give the page's size: give one")
        }
        let range = 0.23...277.0
        for (flag, value) in [("--width-in", widthInches), ("--height-in", heightInches)] where !range.contains(value) {
            throw ValidationError("\(flag) must be between 0.23 and 277 inches (16 to 20000 points)")
        }
        return Size(widthInches * 72, heightInches * 72)
    }

    /// --format, else the output's extension; standard output (or none yet) is PNG. `--scale`
    /// is a PNG's pixel density: given for PDF or SVG, whose pages are their size in points, it
    /// would be ignored, so it is refused; `--svg-text` likewise for any format but SVG.
    func outputFormat(for output: String?) throws -> OutputFormat {
        let chosen = try format(for: output)
        if chosen != .png && scale != 1 {
            throw ValidationError(
                "--scale is the pixel density of PNG output; \(chosen.rawValue.uppercased()) pages are their size in points: drop it"
            )
        }
        if chosen != .svg && svgText != nil {
            throw ValidationError("--svg-text is for SVG output, not \(chosen.rawValue.uppercased()): drop it")
        }
        return chosen
    }

    private func format(for output: String?) throws -> OutputFormat {
        if let format { return format }
        guard let output, output != "-" else { return .png }
        guard let format = OutputFormat(fileName: output) else {
            throw ValidationError("cannot tell the format of '\(output)': name it .png, .pdf or .svg, or pass --format")
        }
        return format
    }
}
