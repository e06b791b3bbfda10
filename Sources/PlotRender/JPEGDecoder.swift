import CTurboJPEG

/// JPEG through libjpeg-turbo's TurboJPEG API: the header first (the size is checked before any
/// pixel memory is taken), then the pixels at the smallest DCT scale (1/2, 1/4, 1/8) that
/// still leaves the final downscale at least 2x, as libvips' thumbnail does, so the resampler
/// does the last step with a proper filter. Grey and YCbCr arrive as RGB; CMYK and YCCK,
/// which libjpeg only gives back as CMYK, are converted here.
enum JPEGDecoder {
    struct Header {
        var width: Int
        var height: Int
        var colorspace: TJCS
        var markers: JPEGMarkers
    }

    static func header(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImageDecodeError) -> Header {
        let handle = tjInitDecompress()
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        guard
            tjDecompressHeader3(
                handle, bytes.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0
        else { throw failure(handle) }
        try ImageLimits.check(width: Int(width), height: Int(height))
        return Header(
            width: Int(width), height: Int(height), colorspace: TJCS(UInt32(colorspace)),
            markers: JPEGMarkers(bytes))
    }

    /// The DCT shrink (1, 2, 4 or 8) for a picture that must shrink by `factor` in all: the
    /// largest that leaves at least 2x for the resampler (libvips' thumbnail.c rule).
    static func shrink(for factor: Double) -> Int {
        if factor >= 16 { return 8 }
        if factor >= 8 { return 4 }
        if factor >= 4 { return 2 }
        return 1
    }

    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, header: Header, shrink: Int
    ) throws(ImageDecodeError) -> PixelBuffer {
        let handle = tjInitDecompress()
        defer { tjDestroy(handle) }
        // TJSCALED: the decoder's own rounding (up) of each side at 1/shrink.
        let width = (header.width + shrink - 1) / shrink
        let height = (header.height + shrink - 1) / shrink
        let cmyk = header.colorspace == TJCS_CMYK || header.colorspace == TJCS_YCCK
        #if _endian(little)
            let format = cmyk ? TJPF_CMYK : TJPF_BGRA  // bytes B G R A: the word 0xAARRGGBB
        #else
            let format = cmyk ? TJPF_CMYK : TJPF_ARGB
        #endif
        var pixels = [UInt32](repeating: 0, count: width * height)
        // Warnings (a premature end, a damaged scan) stop the decode: a half-grey thumbnail
        // would hide the damage. LIMITSCANS bounds progressive files built to take forever.
        let flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS
        let status = pixels.withUnsafeMutableBytes { target in
            tjDecompress2(
                handle, bytes.baseAddress, UInt(bytes.count),
                target.bindMemory(to: UInt8.self).baseAddress, Int32(width), Int32(width * 4), Int32(height),
                Int32(format.rawValue), Int32(flags))
        }
        guard status == 0 else { throw failure(handle) }
        if cmyk { convertCMYK(&pixels, inverted: header.markers.hasAdobeSegment) }
        return PixelBuffer(width: width, height: height, pixels: pixels)
    }

    /// CMYK bytes to RGB words with the naive formula (no colour management: a thumbnail's
    /// colours, not a proof's). Photoshop, which writes the Adobe segment, stores the inks
    /// inverted (255 = no ink); reading those as-is turns a photo into its negative.
    static func convertCMYK(_ pixels: inout [UInt32], inverted: Bool) {
        pixels.withUnsafeMutableBytes { bytes in
            for index in 0..<(bytes.count / 4) {
                var c = UInt32(bytes[index * 4])
                var m = UInt32(bytes[index * 4 + 1])
                var y = UInt32(bytes[index * 4 + 2])
                var k = UInt32(bytes[index * 4 + 3])
                if !inverted { (c, m, y, k) = (255 - c, 255 - m, 255 - y, 255 - k) }
                // Now 255 means no ink: red = (1 - C)(1 - K).
                let r = (c * k + 127) / 255
                let g = (m * k + 127) / 255
                let b = (y * k + 127) / 255
                bytes.storeBytes(of: 0xff00_0000 | r << 16 | g << 8 | b, toByteOffset: index * 4, as: UInt32.self)
            }
        }
    }

    private static func failure(_ handle: tjhandle?) -> ImageDecodeError {
        let message = String(cString: tjGetErrorStr2(handle))
        let lowered = message.lowercased()
        if lowered.contains("premature end") || lowered.contains("truncated") { return .truncated }
        return .corrupt(message)
    }
}
