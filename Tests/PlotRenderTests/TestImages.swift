import CPNGWriter
import CTurboJPEG
import Foundation

/// Test pictures encoded here, at test time, with the same libraries the decoder reads them
/// with (TurboJPEG's compressor, libpng's writer): no image files in git.
enum TestImages {
    /// RGB pixels (0xRRGGBB) as a JPEG; `progressive`, `gray` as asked, quality 95, 4:4:4 so
    /// colours survive small blocks.
    static func jpeg(
        width: Int, height: Int, progressive: Bool = false, gray: Bool = false, pixel: (Int, Int) -> UInt32
    ) -> [UInt8] {
        var source: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let rgb = pixel(x, y)
                let (r, g, b) = (UInt8(rgb >> 16 & 0xff), UInt8(rgb >> 8 & 0xff), UInt8(rgb & 0xff))
                source += gray ? [r] : [r, g, b]
            }
        }
        let format = gray ? TJPF_GRAY : TJPF_RGB
        let subsampling = gray ? TJSAMP_GRAY : TJSAMP_444
        return compress(
            source, width: width, height: height, format: format, subsampling: subsampling,
            progressive: progressive)
    }

    /// CMYK bytes (C, M, Y, K each 0 = no ink) stored as Photoshop does: inverted, in a YCCK
    /// JPEG with an Adobe segment (TurboJPEG writes one for YCCK).
    static func adobeCMYK(width: Int, height: Int, ink: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        var source: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let (c, m, yellow, k) = ink(x, y)
                source += [255 - c, 255 - m, 255 - yellow, 255 - k]
            }
        }
        return compress(
            source, width: width, height: height, format: TJPF_CMYK, subsampling: TJSAMP_444,
            progressive: false)
    }

    private static func compress(
        _ source: [UInt8], width: Int, height: Int, format: TJPF, subsampling: TJSAMP, progressive: Bool
    ) -> [UInt8] {
        let handle = tjInitCompress()
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let flags = progressive ? TJFLAG_PROGRESSIVE : 0
        let status = tjCompress2(
            handle, source, Int32(width), 0, Int32(height), Int32(format.rawValue), &output, &size,
            Int32(subsampling.rawValue), 95, Int32(flags))
        precondition(status == 0, String(cString: tjGetErrorStr2(handle)))
        defer { tjFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// The JPEG with an APP1 Exif segment saying `orientation`, in the given byte order.
    static func withOrientation(_ jpeg: [UInt8], _ orientation: UInt16, bigEndian: Bool = false) -> [UInt8] {
        func u16(_ value: UInt16) -> [UInt8] {
            bigEndian ? [UInt8(value >> 8), UInt8(value & 0xff)] : [UInt8(value & 0xff), UInt8(value >> 8)]
        }
        func u32(_ value: UInt32) -> [UInt8] {
            bigEndian
                ? u16(UInt16(value >> 16)) + u16(UInt16(value & 0xffff))
                : u16(UInt16(value & 0xffff)) + u16(UInt16(value >> 16))
        }
        // TIFF header, IFD0 at 8 with two entries (an unrelated one first), no next IFD.
        var tiff: [UInt8] = bigEndian ? [0x4d, 0x4d] : [0x49, 0x49]
        tiff += u16(42) + u32(8) + u16(2)
        tiff += u16(0x010f) + u16(2) + u32(4) + Array("Cam\0".utf8)  // Make, inline ASCII
        tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0)
        tiff += u32(0)
        let body = Array("Exif\0\0".utf8) + tiff
        let length = body.count + 2
        let segment: [UInt8] = [0xff, 0xe1, UInt8(length >> 8), UInt8(length & 0xff)] + body
        return Array(jpeg[0..<2]) + segment + Array(jpeg[2...])
    }

    /// Premultiplied 0xAARRGGBB words as a PNG (straight RGBA on disk).
    static func png(width: Int, height: Int, pixel: (Int, Int) -> UInt32) -> [UInt8] {
        var words: [UInt32] = []
        for y in 0..<height { for x in 0..<width { words.append(pixel(x, y)) } }
        var buffer = plotkit_png_buffer()
        var error = [CChar](repeating: 0, count: 256)
        let status = words.withUnsafeBytes { raw in
            plotkit_png_encode(
                raw.bindMemory(to: UInt8.self).baseAddress, Int32(width), Int32(height), Int32(width * 4), 6,
                Int32(PLOTKIT_PNG_FILTER_ALL), &buffer, &error, error.count)
        }
        precondition(status == 0)
        defer { plotkit_png_buffer_free(&buffer) }
        return Array(UnsafeBufferPointer(start: buffer.data, count: buffer.size))
    }

    /// Writes bytes into a fresh temporary folder and returns the path.
    static func file(_ bytes: [UInt8], named name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-grid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
