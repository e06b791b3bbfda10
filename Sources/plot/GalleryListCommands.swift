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

    func write(_ scene: Scene, format: OutputFormat, engine: PangoTextEngine, to output: String) throws {
        let written = try PageWriter(output: SceneOutput(text: engine, pngEncoder: .fast))
            .write(scene, format: format, to: OutputTarget(output))
        written.printNotes()
        if output != "-" { print("wrote " + written.paths.joined(separator: ", ")) }
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
        if try await options.service.showCertificateIfAsked() { return }
        let output = try options.requireOutput()
        let session = try options.service.session()
        let format = try options.format()
        let page = format.page(try options.pages.page())
        let engine = PangoTextEngine()
        let strings = options.strings
        let scene = try await options.service.withClient { client, _ in
            let list = try await Spinner.run("fetching the photo list") {
                try await client.photos(token: session.token)
            }
            let photos = list.newestFirst
            let grid = PhotoGridPage(
                count: photos.count, page: page, strings: strings,
                maxFiles: format.medium == .filePerPage ? GalleryPageArguments.rasterPageCap : nil)
            let plan = grid.plan(measurer: engine)
            let box = GalleryPictures.pixelBox(plan.imageBox, format: format, page: page)
            let shown = Array(photos.prefix(plan.shown))
            let cover = Size(Double(box.width), Double(box.height))
            let made = try await GalleryPictures(downloader: options.service.downloader(client), noun: "photos").cells(
                shown.map { ImageVariant.choose($0.sizes, covering: cover, fit: .cover) }, box: box, fit: .cover,
                noImage: strings.noImage)
            if plan.shown < photos.count {
                CLIWarning.print(
                    "\(format.rawValue.uppercased()) output holds the first \(plan.shown) of \(photos.count) photos"
                        + " (\(GalleryPageArguments.rasterPageCap) pages); write PDF for all")
            }
            let note = strings.listNote(
                count: photos.count, videos: false, missing: made.missing, skipped: list.skipped,
                source: options.service.serviceDescription)
            return grid.scene(plan, cells: made.cells, note: note, measurer: engine)
        }
        try options.write(scene, format: format, engine: engine, to: output)
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
        if try await options.service.showCertificateIfAsked() { return }
        let output = try options.requireOutput()
        let session = try options.service.session()
        let format = try options.format()
        let page = format.page(try options.pages.page())
        let engine = PangoTextEngine()
        let strings = options.strings
        let scene = try await options.service.withClient { client, _ in
            let list = try await Spinner.run("fetching the video list") {
                try await client.videos(token: session.token)
            }
            let listPage = VideoListPage(
                videos: list.items, page: page, title: strings.videosTitle, strings: strings,
                maxFiles: format.medium == .filePerPage ? GalleryPageArguments.rasterPageCap : nil)
            let plan = listPage.plan(measurer: engine)
            let box = GalleryPictures.pixelBox(plan.previewBox, format: format, page: page)
            let cover = Size(Double(box.width), Double(box.height))
            let made = try await GalleryPictures(downloader: options.service.downloader(client), noun: "videos").cells(
                list.items.prefix(plan.shown).map { ImageVariant.choose($0.previews, covering: cover, fit: .cover) },
                box: box, fit: .cover, noImage: strings.noImage)
            if plan.shown < list.items.count {
                CLIWarning.print(
                    "\(format.rawValue.uppercased()) output holds the first \(plan.shown) of \(list.items.count) videos"
                        + " (\(GalleryPageArguments.rasterPageCap) pages); write PDF for all")
            }
            let note = strings.listNote(
                count: list.items.count, videos: true, missing: made.missing, skipped: list.skipped,
                source: options.service.serviceDescription)
            return listPage.scene(plan, cells: made.cells, note: note, measurer: engine)
        }
        try options.write(scene, format: format, engine: engine, to: output)
    }
}

extension GalleryVideosCommand: CallsAService {
    var serviceHints: ServiceHints { GalleryServiceArguments.hints("videos") }
}
