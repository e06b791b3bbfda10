import CCairo

/// Pixels in Cairo's ARGB32 layout (premultiplied alpha, one 32-bit word per pixel), for
/// drawing into and for comparing pictures.
public struct RasterImage: Sendable, Equatable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// Row-major, `width * height` words, 0xAARRGGBB.
    public var pixels: [UInt32]

    package init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "a raster image needs width x height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes a PNG through Cairo's reader.
    package init(png bytes: [UInt8]) throws {
        final class Reader {
            var bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                    let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                    reader.bytes.withUnsafeBufferPointer { source in
                        data.update(from: source.baseAddress! + reader.offset, count: count)
                    }
                    reader.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError(
                "cannot read PNG: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
        }
        self.init(surface: surface!)
    }

    /// Copies an image surface's pixels (converted to ARGB32 if it is RGB24).
    init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
            self.init(width: width, height: height, pixels: [UInt32](repeating: 0, count: width * height))
            return
        }
        // Written once, row by row (not zeroed first): a page's 2 million pixels are copied
        // on the way to every PNG.
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            for row in 0..<height {
                let source = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                let target = buffer.baseAddress! + row * width
                if opaque {
                    for column in 0..<width { (target + column).initialize(to: source[column] | 0xff00_0000) }
                } else {
                    target.initialize(from: source, count: width)
                }
            }
            count = width * height
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The image as the bytes of a PNG file.
    /// - Throws: `RenderError` when `pixels` is not `width * height` words (it was changed) or
    ///   the encoder fails.
    public func png(encoder: PNGEncoder = PNGEncoder()) throws -> [UInt8] {
        guard pixels.count == width * height else {
            throw RenderError(
                "a \(width)x\(height) image needs \(width * height) pixels, and it has \(pixels.count)",
                cause: .request)
        }
        return try pixels.withUnsafeBytes { raw in
            try encoder.encode(
                pixels: raw.bindMemory(to: UInt8.self).baseAddress!, width: width, height: height, stride: width * 4)
        }
    }
}
