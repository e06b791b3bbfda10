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

/// The page options every receipts page shares: output, page, columns, language.
struct ReceiptsPageArguments: ParsableArguments {
    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Output file (.png, .pdf, .svg); - writes PNG to standard output.", valueName: "file"))
    var output: String?

    @Option(help: "Columns of cards: auto (by the page's width), 1, 2, 3 or 4.")
    var columns = ColumnsArgument(argument: "auto")!

    @Option(help: "Language of the page: ru (default) or en.")
    var lang: ReceiptsLanguage = .ru

    @OptionGroup(title: "Page")
    var pages: PageOptions<PortraitPages>

    /// Raster output writes a file a page; past this, PDF is the format for everything.
    static let rasterPageCap = 20

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

    /// Draws the entries and writes them; says which files it wrote and what a page cap left out.
    func write(entries: [ReceiptsEntry], title: String, note: String, empty: String) throws {
        let output = try requireOutput()
        let format = try pages.outputFormat(for: output)
        let engine = PangoTextEngine()
        let (scene, _, shown) = ReceiptsPages(
            entries: entries, text: ReceiptsText(lang), page: format.page(try pages.page()), title: title, note: note,
            columns: columns.choice, emptyMessage: empty, maxFiles: Self.rasterPageCap
        ).scene(measurer: engine)
        if shown < entries.count {
            ReceiptsServiceArguments.note(
                "\(format.rawValue.uppercased()) output holds the first \(Self.rasterPageCap) pages;"
                    + " write PDF for all, or fewer with --limit")
        }
        let written = try PageWriter(output: SceneOutput(text: engine, pngEncoder: .fast))
            .write(scene, format: format, to: OutputTarget(output))
        written.printNotes()
        if output != "-" { print("wrote " + written.paths.joined(separator: ", ")) }
    }
}
