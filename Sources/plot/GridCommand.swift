import ArgumentParser
import Foundation
import Input
import PlotCore
import PlotRender

/// `plot grid IMAGE... -o sheet.pdf`: a contact sheet of local JPEG and PNG files.
struct GridCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grid",
        abstract: "Draw a contact sheet of JPEG and PNG images to PDF, PNG or SVG.",
        discussion: """
            Thumbnails are decoded at the cell's size on every core (JPEGs shrink while they \
            load), turned upright as their EXIF orientation says, and scaled down with an area \
            filter. An image that cannot be read gets a grey cell naming the problem and a line on \
            stderr; the page is still written. Images above \(ImageLimits.maxPixels / 1_000_000) \
            megapixels are refused unread. PDF holds every page; PNG and SVG write a file a page \
            (NAME-2.png, ...) up to \(GridCommand.rasterPageCap) pages.
            """)

    static let rasterPageCap = 20

    @Argument(help: ArgumentHelp("JPEG or PNG files.", valueName: "image"))
    var images: [String] = []

    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Output file (.pdf, .png, .svg); - writes PNG to standard output.", valueName: "file"))
    var output: String?

    @Option(parsing: .unconditional, help: "Cells across the page (1 to 20).")
    var columns = 4

    @Flag(help: "Write each file's name under its cell.")
    var labels = false

    @Option(help: "contain: all of each image; cover: cells filled, the overflow cropped.")
    var fit: ImageFit = .contain

    @Option(help: "The page's title.")
    var title: String?

    @OptionGroup(title: "Page")
    var pages: PageOptions<PortraitPages>

    func validate() throws {
        guard (1...20).contains(columns) else { throw ValidationError("--columns must be a whole number from 1 to 20") }
        guard !images.isEmpty else { throw ValidationError("no images: name one or more JPEG or PNG files") }
        guard output != nil else {
            throw ValidationError("no output: give -o FILE (.pdf, .png, .svg), or -o - for PNG")
        }
        _ = try pages.outputFormat(for: output)
        _ = try pages.page()
    }

    func run() throws {
        guard let output else { return }
        let format = try pages.outputFormat(for: output)
        let page = format.page(try pages.page())
        let engine = PangoTextEngine()
        let names = images.map { ($0 as NSString).lastPathComponent }
        let sheet = ContactSheet(
            names: names, columns: columns, showsLabels: labels, fit: fit, page: page, title: title,
            maxFiles: format.medium == .filePerPage ? Self.rasterPageCap : nil, cellAspect: Self.cellAspect(images))
        let plan = sheet.plan(measurer: engine)
        let detail = format.imageDetail(page)
        let box = Thumbnailer.Box(
            width: Int((plan.imageBox.width * detail).rounded()), height: Int((plan.imageBox.height * detail).rounded())
        )
        let shown = Array(images.prefix(plan.shown))
        // Thumbnails a page at a time: a PDF of many pages holds one page's pixels.
        let pictures = PageThumbnails(
            shown.map { InputFile.isStream($0) ? .stream($0) : .file($0) }, fit: fit, box: box)
        let failures = pictures.failures.map { (shown[$0.index], $0.error) }
        for (path, problem) in failures { warn("\(path): \(problem)") }
        if failures.count == shown.count {
            let allMissing = failures.allSatisfy { if case .unreadable = $0.1 { true } else { false } }
            throw CLIError(
                shown.count == 1 ? "the image could not be read" : "none of the \(shown.count) images could be read",
                status: allMissing ? .noInput : .badData)
        }
        if plan.shown < images.count {
            warn(
                "\(format.rawValue.uppercased()) output holds the first \(plan.shown) of \(images.count) images"
                    + " (\(Self.rasterPageCap) pages); write PDF for all")
        }
        let pages = sheet.pages(
            plan, cells: pictures.cells, note: Self.note(shown: shown.count, failed: failures.count), measurer: engine)
        try PageOutput.write(
            pages, format: format, to: output, text: engine, svgTextAsOutlines: self.pages.svgTextAsOutlines)
    }

    /// The pictures' own shape when they mostly share one (charts of 16:9: 16:9 cells, not
    /// squares a third empty): the median width over height of those that read, between 1:2
    /// and 3:1; square when none does.
    static func cellAspect(_ paths: [String]) -> Double {
        // (A pipe's picture can be read once only: it is left to the thumbnail.)
        let aspects = paths.prefix(200).filter { !InputFile.isStream($0) }.compactMap {
            Thumbnailer.pixelSize(ofFile: $0)
        }
        .map { Double($0.width) / Double($0.height) }.sorted()
        guard !aspects.isEmpty else { return 1 }
        return min(3, max(0.5, aspects[aspects.count / 2]))
    }

    /// "12 images" or "12 images, 1 could not be read".
    static func note(shown: Int, failed: Int) -> String {
        let count = shown == 1 ? "1 image" : "\(shown) images"
        return failed == 0 ? count : "\(count), \(failed) could not be read"
    }

    private func warn(_ text: String) {
        FileHandle.standardError.write(Data("plot: warning: \(text)\n".utf8))
    }
}

extension ImageFit: ExpressibleByArgument {}
