import CPNGWriter

/// PNG encoding through libpng, with the compression level and row filters exposed so their
/// cost can be chosen (see Benchmarks/).
public struct PNGEncoder: Sendable, Equatable {
    public var compressionLevel: Int32
    public var filters: Int32

    public init(compressionLevel: Int32 = 6, filters: Int32 = Int32(PLOTKIT_PNG_FILTER_ALL)) {
        self.compressionLevel = compressionLevel
        self.filters = filters
    }

    /// Encodes Cairo ARGB32 pixels (premultiplied, native-endian words).
    func encode(pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) throws -> [UInt8] {
        var buffer = plotkit_png_buffer()
        defer { plotkit_png_buffer_free(&buffer) }
        var message = [CChar](repeating: 0, count: 256)
        let status = plotkit_png_encode(
            pixels, Int32(width), Int32(height), Int32(stride), compressionLevel, filters, &buffer, &message,
            message.count)
        guard status == 0, let data = buffer.data else {
            throw RenderError(
                "cannot encode PNG: \(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))"
            )
        }
        return Array(UnsafeBufferPointer(start: data, count: buffer.size))
    }
}
