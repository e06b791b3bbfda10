import CTurboJPEG
import PlotCore

/// Pixels to the bytes of a JPEG file (TurboJPEG's compressor, as the PDF path uses), with an
/// EXIF orientation when one is asked for: for programs that make photos, such as the demo
/// server's gallery.
package enum JPEGWriter {
    /// The JPEG of an opaque bitmap (alpha is dropped); nil when the compressor refuses.
    /// `orientation` 2...8 adds an APP1 Exif segment saying it; 1 (upright) adds none.
    package static func jpeg(_ bitmap: Bitmap, quality: Int = 85, orientation: Int = 1) -> [UInt8]? {
        guard let (bytes, size) = JPEGEncoder.encode(bitmap, quality: Int32(min(max(quality, 1), 100))) else {
            return nil
        }
        defer { tjFree(bytes) }
        let jpeg = Array(UnsafeBufferPointer(start: bytes, count: size))
        guard (2...8).contains(orientation) else { return jpeg }
        return Array(jpeg[0..<2]) + exifSegment(orientation: UInt16(orientation)) + Array(jpeg[2...])
    }

    /// APP1 "Exif" with a little-endian TIFF header and one IFD0 entry: Orientation (0x0112).
    static func exifSegment(orientation: UInt16) -> [UInt8] {
        func u16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xff), UInt8(value >> 8)] }
        func u32(_ value: UInt32) -> [UInt8] { u16(UInt16(value & 0xffff)) + u16(UInt16(value >> 16)) }
        var tiff: [UInt8] = [0x49, 0x49] + u16(42) + u32(8) + u16(1)
        tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0)
        tiff += u32(0)
        let body = Array("Exif\0\0".utf8) + tiff
        let length = body.count + 2
        return [0xff, 0xe1, UInt8(length >> 8), UInt8(length & 0xff)] + body
    }
}
