import ArgumentParser
import Foundation
import Gallery
import PlotCore
import PlotRender

extension GalleryLanguage: ExpressibleByArgument {}

/// What the gallery's page commands share: the service, the output, the page and its language.
struct GalleryPageArguments: ParsableArguments {
    @OptionGroup var service: GalleryServiceArguments

    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Output file (.png, .pdf, .svg); - writes PNG to standard output.", valueName: "file"))
    var output: String?

    @Option(name: .long, help: "Language of the page: ru (the default, as the app) or en.")
    var lang: GalleryLanguage = .ru

    @OptionGroup(title: "Page")
    var pages: PageOptions<PortraitPages>

    static let rasterPageCap = 20

    /// The files a page may fill: `rasterPageCap` of PNG or SVG, a PDF without end.
    static func maxFiles(_ format: OutputFormat) -> Int? { format.medium == .filePerPage ? rasterPageCap : nil }

    /// Says on stderr when the pages hold only the first `shown` of `count` photos or videos.
    static func warnIfCut(shown: Int, of count: Int, noun: String, format: OutputFormat) {
        guard shown < count else { return }
        CLIWarning.print(
            "\(format.rawValue.uppercased()) output holds the first \(shown) of \(count) \(noun)"
                + " (\(rasterPageCap) pages); write PDF for all")
    }

    func validate() throws {
        _ = try pages.outputFormat(for: output)
        _ = try pages.page()
    }

    func requireOutput() throws -> String {
        guard let output else { throw ValidationError("no output: give -o FILE (.png, .pdf, .svg), or -o - for PNG") }
        return output
    }

    func format() throws -> OutputFormat { try pages.outputFormat(for: output) }

    var strings: GalleryStrings { GalleryStrings.of(lang) }

    /// Where a list page goes: its format, its size, and the engine that measures its text.
    struct Target {
        let format: OutputFormat
        let page: PageSpec
        let engine: PangoTextEngine
    }

    /// A list command's run (photos, videos): with --show-cert the chain only; else the list
    /// fetched (`withList`) and the page `layOut` makes of it written to -o.
    func drawList<Item>(
        _ noun: String, _ fetch: (_ client: VKClient, _ token: String) async throws -> GalleryList<Item>,
        layOut: (_ list: GalleryList<Item>, _ client: VKClient, _ target: Target) async throws -> PagedScene
    ) async throws {
        if try await service.showCertificateIfAsked() { return }
        let output = try requireOutput()
        let format = try format()
        let target = Target(format: format, page: format.page(try pages.page()), engine: PangoTextEngine())
        let scene = try await service.withList(noun, fetch) { list, client in try await layOut(list, client, target) }
        try write(scene, format: format, engine: target.engine, to: output)
    }

    func write(_ scene: Scene, format: OutputFormat, engine: PangoTextEngine, to output: String) throws {
        try PageOutput.write(
            scene, format: format, to: output, text: engine, svgTextAsOutlines: self.pages.svgTextAsOutlines)
    }

    func write(_ pages: PagedScene, format: OutputFormat, engine: PangoTextEngine, to output: String) throws {
        try PageOutput.write(
            pages, format: format, to: output, text: engine, svgTextAsOutlines: self.pages.svgTextAsOutlines)
    }
}

/// `plot gallery photos -o photos.pdf`: every photo of the group, 2 columns, newest first.
struct GalleryPhotosCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photos",
        abstract: "Draw the group's photos in a 2-column grid, newest first, each cell numbered.",
        discussion: """
            Each photo is downloaded in the smallest size that covers its cell at the output's \
            pixel density, a few at a time, through the picture cache: a second run downloads \
            nothing. A photo that cannot be had gets a cell saying why, and a line on stderr.
            """)

    @OptionGroup var options: GalleryPageArguments

    func run() async throws {
        let strings = options.strings
        try await options.drawList("photo", { try await $0.photos(token: $1) }) { list, client, target in
            let photos = list.newestFirst
            let grid = PhotoGridPage(
                count: photos.count, page: target.page, strings: strings,
                maxFiles: GalleryPageArguments.maxFiles(target.format))
            let plan = grid.plan(measurer: target.engine)
            let made = try await GalleryPictures.cells(
                photos.prefix(plan.shown).map(\.sizes), size: plan.imageBox, fit: .cover, format: target.format,
                page: target.page, downloader: options.service.downloader(client), noun: "photos",
                noImage: strings.noImage)
            GalleryPageArguments.warnIfCut(shown: plan.shown, of: photos.count, noun: "photos", format: target.format)
            let note = strings.listNote(
                count: photos.count, videos: false, missing: made.missing, skipped: list.skipped,
                source: options.service.source(in: strings))
            return grid.pages(plan, cells: made.cells, note: note, measurer: target.engine)
        }
    }
}

extension GalleryPhotosCommand: CallsAService {
    var serviceHints: ServiceHints { GalleryServiceArguments.hints("photos") }
}

/// `plot gallery videos -o videos.pdf`: the group's videos, 1 column of previews.
struct GalleryVideosCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "videos",
        abstract: "Draw the group's videos in 1 column: previews with the title at the bottom right.",
        discussion: """
            Each preview is downloaded in the smallest size that covers its cell at the output's \
            pixel density, through the picture cache.
            """)

    @OptionGroup var options: GalleryPageArguments

    func run() async throws {
        let strings = options.strings
        try await options.drawList("video", { try await $0.videos(token: $1) }) { list, client, target in
            let listPage = VideoListPage(
                videos: list.items, page: target.page, title: strings.videosTitle, strings: strings,
                maxFiles: GalleryPageArguments.maxFiles(target.format))
            let plan = listPage.plan(measurer: target.engine)
            let made = try await GalleryPictures.cells(
                list.items.prefix(plan.shown).map(\.previews), size: plan.previewBox, fit: .cover,
                format: target.format, page: target.page, downloader: options.service.downloader(client),
                noun: "videos", noImage: strings.noImage)
            GalleryPageArguments.warnIfCut(
                shown: plan.shown, of: list.items.count, noun: "videos", format: target.format)
            let note = strings.listNote(
                count: list.items.count, videos: true, missing: made.missing, skipped: list.skipped,
                source: options.service.source(in: strings))
            return listPage.pages(plan, cells: made.cells, note: note, measurer: target.engine)
        }
    }
}

extension GalleryVideosCommand: CallsAService {
    var serviceHints: ServiceHints { GalleryServiceArguments.hints("videos") }
}
