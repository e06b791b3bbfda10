import Foundation
import PlotCore

/// The pictures of pages of cells (a contact sheet, the gallery's grid and list), made into
/// thumbnails a page at a time: every picture is decoded once first only to learn which cannot
/// be (a page's note counts them, and is drawn on page 1), its pixels let go at once; then a
/// page's thumbnails are decoded again when that page is drawn (`cells(_:)`). A document of N
/// pages holds one page's pixels, not N pages' (20 pages of photos held 600 MiB), for a second
/// decode of each picture. The decode is the same both times, so both give the same answer.
package struct PageThumbnails: Sendable {
    /// Where a cell's picture comes from.
    package enum Picture: Sendable {
        /// A JPEG or PNG file, read again for each decode.
        case file(String)
        /// A file that can be read once only (a pipe, `<(...)`): read whole by the first
        /// decode, its bytes kept for the second.
        case stream(String)
        /// A JPEG's or PNG's bytes (a downloaded picture).
        case bytes([UInt8])
        /// No picture, and why: shown in its cell.
        case problem(String)
    }

    private var pictures: [Picture]
    let thumbnailer: Thumbnailer
    let box: Thumbnailer.Box
    /// The pictures that do not decode, by index, in order: known before any page is drawn.
    package private(set) var failures: [(index: Int, error: ImageDecodeError)] = []

    /// Decodes every picture once, on all cores, keeping only whether it decodes.
    package init(_ pictures: [Picture], fit: ImageFit, box: Thumbnailer.Box) {
        self.pictures = pictures
        self.thumbnailer = Thumbnailer(fit: fit)
        self.box = box
        for (index, picture) in pictures.enumerated() {
            if case .stream(let path) = picture {
                do throws(ImageDecodeError) {
                    self.pictures[index] = .bytes(Array(try Thumbnailer.contents(ofFile: path)))
                } catch {
                    failures.append((index, error))
                    self.pictures[index] = .problem(error.description)
                }
            }
        }
        failures += checked()
        failures.sort { $0.index < $1.index }
    }

    package var count: Int { pictures.count }

    /// The cells of the pictures in `range`, decoded now on all cores: a picture, or a problem
    /// in its place (one given, or the decoder's).
    package func cells(_ range: Range<Int>) -> [ContactSheet.Cell] {
        let range = range.clamped(to: pictures.indices)
        return zip(pictures[range], decoded(range)).map { picture, result in
            guard let result else {
                if case .problem(let reason) = picture { return .problem(reason) }
                return .problem("")
            }
            switch result {
            case .success(let bitmap): return .image(bitmap)
            case .failure(let error): return .problem(error.description)
            }
        }
    }

    /// The pictures that do not decode, in order, each decoded on one of all cores and its
    /// pixels let go at once: never more than a thumbnail a core is held.
    private func checked() -> [(index: Int, error: ImageDecodeError)] {
        let slots = ResultSlots(count: pictures.count)
        DispatchQueue.concurrentPerform(iterations: pictures.count) { index in
            if case .failure(let error) = thumbnail(index) { slots.set(index, .failure(error)) }
        }
        return slots.values.enumerated().compactMap { index, result in
            if case .failure(let error) = result { (index, error) } else { nil }
        }
    }

    /// Each picture's thumbnail in `range`, in order, decoded on all cores; nil for a problem
    /// given in its place.
    private func decoded(_ range: Range<Int>) -> [Result<Bitmap, ImageDecodeError>?] {
        let slots = ResultSlots(count: range.count)
        DispatchQueue.concurrentPerform(iterations: range.count) { offset in
            slots.set(offset, thumbnail(range.lowerBound + offset))
        }
        return slots.values
    }

    /// Picture `index`'s thumbnail; nil for a problem given in its place.
    private func thumbnail(_ index: Int) -> Result<Bitmap, ImageDecodeError>? {
        switch pictures[index] {
        case .file(let path), .stream(let path):
            return Result { () throws(ImageDecodeError) in try thumbnailer.thumbnail(ofFile: path, box: box) }
        case .bytes(let bytes):
            return bytes.withUnsafeBufferPointer { raw in
                Result { () throws(ImageDecodeError) in try thumbnailer.thumbnail(of: raw, box: box) }
            }
        case .problem: return nil
        }
    }
}
