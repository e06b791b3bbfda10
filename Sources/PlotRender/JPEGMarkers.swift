/// What a JPEG's marker segments say before its scan that the decoder does not apply itself:
/// the EXIF orientation (APP1 "Exif", IFD0 tag 0x0112) and whether an Adobe APP14 segment is
/// there (Photoshop stores CMYK inverted when it is). Every read is bounds-checked: a segment
/// that runs past the data ends the walk, never the program.
struct JPEGMarkers: Equatable {
    /// 1...8 as EXIF numbers them; 1 (as stored) when absent or out of range.
    var orientation = 1
    var hasAdobeSegment = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count >= 4, bytes[0] == 0xff, bytes[1] == 0xd8 else { return }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xff else { return }
            let marker = bytes[offset + 1]
            if marker == 0xff {  // fill byte
                offset += 1
                continue
            }
            // Start of scan or end of image: no more header segments.
            if marker == 0xda || marker == 0xd9 { return }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let body = offset + 4
            let end = offset + 2 + length
            guard length >= 2, end <= bytes.count else { return }
            let segment = UnsafeBufferPointer(rebasing: bytes[body..<end])
            if marker == 0xe1, let value = Self.exifOrientation(segment) { orientation = value }
            if marker == 0xee, segment.starts(with: Array("Adobe".utf8)) { hasAdobeSegment = true }
            offset = end
        }
    }

    /// Tag 0x0112 of IFD0 in an APP1 body "Exif\0\0" + TIFF.
    static func exifOrientation(_ segment: UnsafeBufferPointer<UInt8>) -> Int? {
        guard segment.starts(with: [0x45, 0x78, 0x69, 0x66, 0, 0]) else { return nil }
        let tiff = UnsafeBufferPointer(rebasing: segment[6...])
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4d, 0x4d): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let first = u16(at), let second = u16(at + 2) else { return nil }
            return little ? first | second << 16 : first << 16 | second
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            // Type 3 (SHORT), count 1: the value sits in the first two bytes of the value field.
            guard tag == 0x0112 else { continue }
            guard u16(at + 2) == 3, u32(at + 4) == 1, let value = u16(at + 8), (1...8).contains(value) else {
                return nil
            }
            return value
        }
        return nil
    }
}
