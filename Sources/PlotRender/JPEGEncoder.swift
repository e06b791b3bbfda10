import CCairo
import CTurboJPEG
import PlotCore

/// Photographs in a PDF as JPEG rather than Cairo's lossless Flate: a thumbnail of noisy
/// photo detail is ~6x smaller. Cairo embeds the JPEG bytes attached to a surface as they are.
enum JPEGEncoder {
    static let quality: Int32 = 90

    /// Attaches the bitmap's JPEG to the surface, when the bitmap is opaque (JPEG has no alpha)
    /// and the encoder succeeds; otherwise Cairo keeps its own lossless copy.
    static func attach(_ bitmap: Bitmap, to surface: OpaquePointer) {
        guard isOpaque(bitmap), let (bytes, size) = encode(bitmap) else { return }
        let status = cairo_surface_set_mime_data(
            surface, "image/jpeg", bytes, UInt(size), { tjFree($0?.assumingMemoryBound(to: UInt8.self)) }, bytes)
        if status != CAIRO_STATUS_SUCCESS { tjFree(bytes) }
    }

    static func isOpaque(_ bitmap: Bitmap) -> Bool {
        bitmap.bytes.withUnsafeBytes { raw in
            for row in 0..<bitmap.height {
                for column in 0..<bitmap.width
                where raw.load(fromByteOffset: row * bitmap.stride + column * 4, as: UInt32.self) >> 24 != 0xff {
                    return false
                }
            }
            return true
        }
    }

    /// The JPEG bytes (freed with tjFree) and their count.
    static func encode(_ bitmap: Bitmap, quality: Int32 = Self.quality) -> (UnsafeMutablePointer<UInt8>, Int)? {
        let handle = tjInitCompress()
        defer { tjDestroy(handle) }
        #if _endian(little)
            let format = TJPF_BGRX  // the word 0xAARRGGBB as bytes B G R A
        #else
            let format = TJPF_XRGB
        #endif
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = bitmap.bytes.withUnsafeBufferPointer { source in
            tjCompress2(
                handle, source.baseAddress, Int32(bitmap.width), Int32(bitmap.stride), Int32(bitmap.height),
                Int32(format.rawValue), &output, &size, Int32(TJSAMP_420.rawValue), quality, 0)
        }
        guard status == 0, let output else {
            tjFree(output)
            return nil
        }
        return (output, Int(size))
    }
}
