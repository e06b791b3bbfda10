import Foundation
import PlotCore

/// Files to thumbnails of a cell's size in device pixels: decoded small (shrink-on-load for
/// JPEG), turned upright (EXIF orientation), cropped for `.cover`, and scaled down with the
/// area filter. A thumbnail is never larger than its image: a smaller picture is left for the
/// renderer to enlarge. Only thumbnails outlive a call: the full decode of one image at a time
/// per core is the most memory this takes.
package struct Thumbnailer: Sendable {
    package var fit: ImageFit

    package init(fit: ImageFit) { self.fit = fit }

    /// A cell's size in device pixels.
    package struct Box: Sendable, Equatable {
        package var width: Int
        package var height: Int

        package init(width: Int, height: Int) {
            self.width = max(1, width)
            self.height = max(1, height)
        }
    }

    /// Every file's thumbnail (or why there is none), in order, decoded on all cores.
    package func thumbnails(ofFiles paths: [String], box: Box) -> [Result<Bitmap, ImageDecodeError>] {
        onAllCores(paths.count) { index throws(ImageDecodeError) in try thumbnail(ofFile: paths[index], box: box) }
    }

    /// Every image's thumbnail from its bytes (downloaded pictures), in order, on all cores.
    package func thumbnails(ofImages images: [[UInt8]], box: Box) -> [Result<Bitmap, ImageDecodeError>] {
        onAllCores(images.count) { index throws(ImageDecodeError) in
            let result = images[index].withUnsafeBufferPointer { bytes in
                Result { () throws(ImageDecodeError) in try thumbnail(of: bytes, box: box) }
            }
            return try result.get()
        }
    }

    private func onAllCores(
        _ count: Int, _ make: @Sendable (Int) throws(ImageDecodeError) -> Bitmap
    ) -> [Result<Bitmap, ImageDecodeError>] {
        let results = ResultSlots(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.set(index, Result { () throws(ImageDecodeError) -> Bitmap in try make(index) })
        }
        return results.values.map { $0! }
    }

    package func thumbnail(ofFile path: String, box: Box) throws(ImageDecodeError) -> Bitmap {
        let data = try Self.contents(ofFile: path)
        let result = data.withUnsafeBytes { raw in
            Result { () throws(ImageDecodeError) in try thumbnail(of: raw.bindMemory(to: UInt8.self), box: box) }
        }
        return try result.get()
    }

    package func thumbnail(of bytes: UnsafeBufferPointer<UInt8>, box: Box) throws(ImageDecodeError) -> Bitmap {
        if bytes.starts(with: [0xff, 0xd8, 0xff]) {
            let header = try JPEGDecoder.header(bytes)
            let orientation = header.markers.orientation
            let upright =
                orientation >= 5 ? (header.height, header.width) : (header.width, header.height)
            let shrink = JPEGDecoder.shrink(for: 1 / scale(width: upright.0, height: upright.1, box: box))
            let decoded = try JPEGDecoder.decode(bytes, header: header, shrink: shrink)
            return fitted(decoded.oriented(orientation), box: box).bitmap
        }
        if bytes.starts(with: [0x89, 0x50, 0x4e, 0x47]) {
            return fitted(try PNGDecoder.decode(bytes), box: box).bitmap
        }
        if bytes.count < 4 { throw bytes.isEmpty ? .empty : .unsupportedFormat }
        throw .unsupportedFormat
    }

    /// A file's bytes (mapped where it can be), or why they cannot be read.
    static func contents(ofFile path: String) throws(ImageDecodeError) -> Data {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .unreadable(String(cString: strerror(errno)).lowercased()) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw .unreadable("it is a folder") }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw .unreadable(error.localizedDescription)
        }
    }

    /// The size of a JPEG or PNG image as it is shown (a JPEG's EXIF orientation applied),
    /// read from its header alone; nil for other bytes or a header that does not read.
    package static func pixelSize(of bytes: UnsafeBufferPointer<UInt8>) -> (width: Int, height: Int)? {
        if bytes.starts(with: [0xff, 0xd8, 0xff]), let header = try? JPEGDecoder.header(bytes) {
            return header.markers.orientation >= 5 ? (header.height, header.width) : (header.width, header.height)
        }
        if bytes.starts(with: [0x89, 0x50, 0x4e, 0x47]) { return try? PNGDecoder.size(bytes) }
        return nil
    }

    package static func pixelSize(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        bytes.withUnsafeBufferPointer { pixelSize(of: $0) }
    }

    /// A file's, likewise; nil also when it cannot be read.
    package static func pixelSize(ofFile path: String) -> (width: Int, height: Int)? {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        return data.withUnsafeBytes { pixelSize(of: $0.bindMemory(to: UInt8.self)) }
    }

    /// Target size over source size, as the fit needs it.
    func scale(width: Int, height: Int, box: Box) -> Double {
        let across = Double(box.width) / Double(width)
        let down = Double(box.height) / Double(height)
        return fit == .contain ? min(across, down) : max(across, down)
    }

    func fitted(_ image: PixelBuffer, box: Box) -> PixelBuffer {
        let source = fit == .cover ? image.cropped(toAspect: Double(box.width) / Double(box.height)) : image
        let factor = min(1, scale(width: source.width, height: source.height, box: box))
        let width = max(1, Int((Double(source.width) * factor).rounded()))
        let height = max(1, Int((Double(source.height) * factor).rounded()))
        return TentResampler.resize(source, width: width, height: height)
    }
}

/// One slot per image, each written once from whichever thread decoded it.
final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Bitmap, ImageDecodeError>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<Bitmap, ImageDecodeError>?) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Result<Bitmap, ImageDecodeError>?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
