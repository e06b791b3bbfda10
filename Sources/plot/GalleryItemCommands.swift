import ArgumentParser
import FileOutput
import Foundation
import Gallery
import PlotCore
import PlotRender
import Storage

#if canImport(Glibc)
    import Glibc
#endif

/// The number of a cell in the grid or the list, as the pages print it.
enum GalleryNumber {
    /// Item `number` (1-based), or a usage error (64) saying how many there are: the number is
    /// the user's, and nothing was drawn or saved.
    static func pick<T>(_ number: Int, from items: [T], noun: String, command: String) throws -> T {
        guard items.indices.contains(number - 1) else {
            let range = items.isEmpty ? "there are none" : "the \(command) has \(items.count) (1 to \(items.count))"
            throw CLIError("there is no \(noun) \(number): \(range)", status: .usage)
        }
        return items[number - 1]
    }
}

/// `plot gallery photo N -o photo.png`: photo N of the grid on its own page, titled with its
/// upload date; `--save DIR` keeps the original, `--share` prints its link.
struct GalleryPhotoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photo",
        abstract: "Draw photo N of the grid on its own page, titled with its upload date; save or share it.",
        discussion: """
            N is the number under the photo's cell in plot gallery photos (newest first). The \
            title is the upload date, d MMMM yyyy (UTC), in Russian by default (--lang en). \
            --save DIR writes the largest size into DIR as photo-ID.jpg (a name PlotKit makes, never \
            one the server suggests) and says "plot: wrote PATH (W×H px)" on stderr; --share prints the photo's link. \
            A number outside the grid is a usage error (exit 64).
            """)

    @Argument(help: "The photo's number in the grid (1 is the newest).")
    var number: Int

    @Option(help: ArgumentHelp("Save the original (the largest size) into this folder.", valueName: "dir"))
    var save: String?

    @Flag(help: "Print the photo's link.")
    var share = false

    @OptionGroup var options: GalleryPageArguments

    func validate() throws {
        guard number >= 1 else { throw ValidationError("the photo's number must be 1 or more") }
        guard options.output != nil || save != nil || share else {
            throw ValidationError("nothing to do: give -o FILE for the page, --save DIR, or --share")
        }
    }

    func run() async throws {
        if try await options.service.showCertificateIfAsked() { return }
        // Checked before anything is fetched (here rather than in validate(), whose errors
        // ArgumentParser reports as usage errors).
        let folder = try save.map(SaveFolder.init)
        let strings = options.strings
        let engine = PangoTextEngine()
        try await options.service.withList("photo", { try await $0.photos(token: $1) }) { list, client in
            let photos = list.newestFirst
            let photo = try GalleryNumber.pick(number, from: photos, noun: "photo", command: "grid")
            if share { print(photo.link(ownerID: client.ownerID)) }
            if let folder {
                guard let original = ImageVariant.largest(photo.sizes) else {
                    throw CLIError("photo \(number) has no image to save", status: .serviceFailed)
                }
                let outcome = try await options.service.downloader(client).fetch([original.url])
                switch outcome.results[0] {
                case .failure(let failure):
                    throw CLIError("photo \(number) was not saved: \(failure)", status: .serviceFailed)
                case .success(let bytes):
                    let path = try folder.write(bytes, name: "photo-\(photo.id)")
                    PageOutput.told(path, size: Thumbnailer.pixelSize(of: bytes))
                }
            }
            guard let output = options.output else { return }
            let format = try options.format()
            let page = format.page(try options.pages.page())
            let date = GalleryDateText(language: options.lang).text(unixSeconds: photo.date)
            let picture = PicturePage(
                title: date, note: strings.photoOf(number, photos.count) + " · " + options.service.serviceDescription,
                page: page)
            let made = try await GalleryPictures.cells(
                [photo.sizes], size: picture.pictureBox(measurer: engine), fit: .contain, format: format, page: page,
                downloader: options.service.downloader(client), noun: "photos", noImage: strings.noImage)
            try options.write(
                picture.scene(made.cells(0..<1)[0], measurer: engine), format: format, engine: engine, to: output)
        }
    }
}

extension GalleryPhotoCommand: CallsAService {
    var serviceHints: ServiceHints { GalleryServiceArguments.hints("photo") }
}

/// `plot gallery video N -o video.png`: video N's preview on its own page, titled with its title.
struct GalleryVideoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "video",
        abstract: "Draw video N's preview on its own page, titled with its title; --share prints the player link.",
        discussion:
            "N is the number on the video's band in plot gallery videos. A number outside the list is a usage error (exit 64)."
    )

    @Argument(help: "The video's number in the list (1 is the first).")
    var number: Int

    @Flag(help: "Print the video's player link.")
    var share = false

    @OptionGroup var options: GalleryPageArguments

    func validate() throws {
        guard number >= 1 else { throw ValidationError("the video's number must be 1 or more") }
        guard options.output != nil || share else {
            throw ValidationError("nothing to do: give -o FILE for the page, or --share")
        }
    }

    func run() async throws {
        if try await options.service.showCertificateIfAsked() { return }
        let strings = options.strings
        let engine = PangoTextEngine()
        try await options.service.withList("video", { try await $0.videos(token: $1) }) { list, client in
            let video = try GalleryNumber.pick(number, from: list.items, noun: "video", command: "list")
            if share { print(video.link) }
            guard let output = options.output else { return }
            let format = try options.format()
            let page = format.page(try options.pages.page())
            var note = strings.videoOf(number, list.items.count)
            if video.duration > 0 { note += " · " + GalleryDateText.duration(video.duration) }
            note += " · " + video.link
            let picture = PicturePage(title: video.title.isEmpty ? "—" : video.title, note: note, page: page)
            let made = try await GalleryPictures.cells(
                [video.previews], size: picture.pictureBox(measurer: engine), fit: .contain, format: format,
                page: page, downloader: options.service.downloader(client), noun: "videos", noImage: strings.noImage)
            try options.write(
                picture.scene(made.cells(0..<1)[0], measurer: engine), format: format, engine: engine, to: output)
        }
    }
}

extension GalleryVideoCommand: CallsAService {
    var serviceHints: ServiceHints { GalleryServiceArguments.hints("video") }
}

/// `--save DIR`: an existing folder, and files in it only under names PlotKit makes, never
/// through a symbolic link or `..`: nothing the server says can put a file outside DIR.
struct SaveFolder {
    let path: String

    init(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw CLIError("--save \(path): not an existing folder", status: .cannotWriteOutput)
        }
        self.path = path
    }

    /// Writes `bytes` as `name` plus the extension their format has; returns the path.
    func write(_ bytes: [UInt8], name: String) throws -> String {
        let safe = String(
            name.unicodeScalars.filter { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-") })
        let ext = bytes.starts(with: [0x89, 0x50, 0x4e, 0x47]) ? "png" : "jpg"
        let target = ConfigDirectory.join(path, (safe.isEmpty ? "photo" : safe) + "." + ext)
        var info = stat()
        if lstat(target, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw CLIError("\(target) exists and is not a plain file: not saved", status: .cannotWriteOutput)
        }
        try OutputFile.write(bytes, to: target)
        return target
    }
}
