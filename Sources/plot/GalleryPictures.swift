import Foundation
import Gallery
import PlotCore
import PlotRender
import Transport

#if canImport(Glibc)
    import Glibc
#endif

/// Pictures for a gallery page's cells: each item's chosen variant downloaded (a few at a time,
/// through the image cache), made into a thumbnail of the cell's pixel size, or a placeholder
/// naming what went wrong, with a line on stderr. A progress line counts on a terminal.
struct GalleryPictures {
    let downloader: ImageDownloader
    /// "photos", "videos": what the progress line counts.
    let noun: String

    struct Made {
        /// The cells' pictures, made into thumbnails a page at a time as the pages are drawn.
        var pictures: PageThumbnails
        var missing: Int

        /// The cells of the pictures in `range`: for a page's `cells` provider.
        func cells(_ range: Range<Int>) -> [ContactSheet.Cell] { pictures.cells(range) }
    }

    /// `variants[i]` is item i's choice (nil: it has none); `box` the cell in device pixels.
    /// The downloads are kept as they came (compressed); a picture that will not decode is
    /// known, and said, before any page is drawn.
    func cells(_ variants: [ImageVariant?], box: Thumbnailer.Box, fit: ImageFit, noImage: String) async throws
        -> Made
    {
        let wanted = variants.enumerated().compactMap { index, variant in variant.map { (index, $0.url) } }
        let progress = Progress(noun: noun)
        let outcome = try await downloader.fetch(wanted.map(\.1)) { done, total in progress.show(done, total) }
        progress.finish()
        if let problem = outcome.cacheProblem { CLIWarning.print("\(problem); pictures are not cached") }
        var pictures = [PageThumbnails.Picture](repeating: .problem(noImage), count: variants.count)
        for ((index, _), result) in zip(wanted, outcome.results) {
            switch result {
            case .success(let data): pictures[index] = .bytes(data)
            case .failure(let failure): pictures[index] = .problem(failure.description)
            }
        }
        let thumbnails = PageThumbnails(pictures, fit: fit, box: box)
        var reasons: [Int: String] = [:]
        for (index, picture) in pictures.enumerated() {
            if case .problem(let reason) = picture { reasons[index] = reason }
        }
        for (index, error) in thumbnails.failures { reasons[index] = error.description }
        for (index, reason) in reasons.sorted(by: { $0.key < $1.key }) {
            CLIWarning.print("\(noun.dropLast()) \(index + 1): \(reason)")
        }
        return Made(pictures: thumbnails, missing: reasons.count)
    }

    /// Pictures for cells of `size` layout units: of each item's variants (a photo's sizes, a
    /// video's previews) the one that covers the cell at the output's pixel density.
    static func cells(
        _ choices: [[ImageVariant]], size: Size, fit: ImageFit, format: OutputFormat, page: PageSpec,
        downloader: ImageDownloader, noun: String, noImage: String
    ) async throws -> Made {
        let box = pixelBox(size, format: format, page: page)
        let cover = Size(Double(box.width), Double(box.height))
        return try await GalleryPictures(downloader: downloader, noun: noun).cells(
            choices.map { ImageVariant.choose($0, covering: cover, fit: fit) }, box: box, fit: fit, noImage: noImage)
    }

    /// The cell's size in device pixels for a box in layout units.
    static func pixelBox(_ size: Size, format: OutputFormat, page: PageSpec) -> Thumbnailer.Box {
        let detail = format.imageDetail(page)
        return Thumbnailer.Box(
            width: Int((size.width * detail).rounded()), height: Int((size.height * detail).rounded()))
    }
}

/// "23/180 photos" on stderr, rewritten in place, only when stderr is a terminal.
final class Progress: @unchecked Sendable {
    let noun: String
    let enabled = isatty(STDERR_FILENO) == 1
    private let lock = NSLock()
    private var shown = false

    init(noun: String) { self.noun = noun }

    func show(_ done: Int, _ total: Int) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        shown = true
        FileHandle.standardError.write(Data("\r\(done)/\(total) \(noun)".utf8))
    }

    func finish() {
        guard enabled, shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
