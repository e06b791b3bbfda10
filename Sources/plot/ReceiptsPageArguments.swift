import ArgumentParser
import Foundation
import PlotCore
import PlotRender
import Receipts

extension ReceiptsLanguage: ExpressibleByArgument {}

/// `--columns auto|1|2|3|4`.
struct ColumnsArgument: ExpressibleByArgument {
    var choice: ColumnChoice

    init?(argument: String) {
        if argument == "auto" {
            choice = .auto
        } else if let count = Int(argument), (1...4).contains(count) {
            choice = .fixed(count)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { ["auto", "1", "2", "3", "4"] }
}

/// The options every receipts page shares: output, page and language.
struct ReceiptsOutputArguments: ParsableArguments {
    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Output file (.png, .pdf, .svg); - writes PNG to standard output.", valueName: "file"))
    var output: String?

    @Option(help: "Language of the page: ru (default) or en.")
    var lang: ReceiptsLanguage = .ru

    @OptionGroup(title: "Page")
    var pages: PageOptions<PortraitPages>

    func validate() throws {
        _ = try pages.outputFormat(for: output)
        _ = try pages.page()
    }

    func requireOutput() throws -> String {
        // Checked when run rather than by the parser, so that an unknown option is what gets reported.
        guard let output else {
            throw ValidationError("no output: give -o FILE (.png, .pdf, .svg), or -o - for standard output")
        }
        return output
    }

    /// The output's format and the page in it.
    func formatAndPage() throws -> (OutputFormat, PageSpec) {
        let format = try pages.outputFormat(for: try requireOutput())
        return (format, format.page(try pages.page()))
    }

    /// Writes the scene through the one output path, and says which files it wrote.
    func write(_ scene: Scene, engine: PangoTextEngine) throws {
        let output = try requireOutput()
        try PageOutput.write(
            scene, format: try pages.outputFormat(for: output), to: output, text: engine,
            svgTextAsOutlines: pages.svgTextAsOutlines)
    }
}

/// The options of the receipts' card pages: the output's and the columns of cards.
struct ReceiptsPageArguments: ParsableArguments {
    @OptionGroup var out: ReceiptsOutputArguments

    @Option(help: "Columns of cards: auto (by the page's width), 1, 2, 3 or 4.")
    var columns = ColumnsArgument(argument: "auto")!

    var lang: ReceiptsLanguage { out.lang }

    /// Raster output writes a file a page; past this, PDF is the format for everything.
    static let rasterPageCap = 20

    func requireOutput() throws -> String { try out.requireOutput() }

    /// Draws the entries and writes them; says which files it wrote and what a page cap left out.
    func write(entries: [ReceiptsEntry], title: String, note: String, empty: String) throws {
        let (format, page) = try out.formatAndPage()
        let engine = PangoTextEngine()
        let (scene, _, shown) = ReceiptsPages(
            entries: entries, text: ReceiptsText(lang), page: page, title: title, note: note,
            columns: columns.choice, emptyMessage: empty, maxFiles: Self.rasterPageCap
        ).scene(measurer: engine)
        if shown < entries.count {
            ReceiptsServiceArguments.note(
                "\(format.rawValue.uppercased()) output holds the first \(Self.rasterPageCap) pages;"
                    + " write PDF for all, or fewer with --limit")
        }
        try out.write(scene, engine: engine)
    }
}
