import CPNGReader

/// PNG through libpng (behind the C shim that catches its longjmp): the header first, checked
/// against the pixel cap, then every colour type to premultiplied ARGB32. PNG has no
/// shrink-on-load: the whole image is decoded, then resampled.
enum PNGDecoder {
    static func size(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImageDecodeError) -> (width: Int, height: Int) {
        var width: UInt32 = 0
        var height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = plotkit_png_read_size(bytes.baseAddress, bytes.count, &width, &height, &message, message.count)
        guard status == 0 else { throw failure(status, message) }
        try ImageLimits.check(width: Int(width), height: Int(height))
        return (Int(width), Int(height))
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImageDecodeError) -> PixelBuffer {
        let (width, height) = try size(bytes)
        var pixels = [UInt32](repeating: 0, count: width * height)
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.withUnsafeMutableBufferPointer { target in
            plotkit_png_decode(
                bytes.baseAddress, bytes.count, UInt32(width), UInt32(height), target.baseAddress, &message,
                message.count)
        }
        guard status == 0 else { throw failure(status, message) }
        return PixelBuffer(width: width, height: height, pixels: pixels)
    }

    private static func failure(_ status: Int32, _ message: [CChar]) -> ImageDecodeError {
        if status == 1 { return .truncated }
        return .corrupt(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}
