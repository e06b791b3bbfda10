/// The encodings an input file may be read in. Every reader walks UTF-8 bytes: a file in
/// another encoding is transcoded to UTF-8 once, as a whole, before it is read, so the readers
/// keep their byte-level speed and make no String a cell.
public enum TextEncoding: String, Sendable, CaseIterable {
    /// UTF-8 (ASCII included): read as it is.
    case utf8 = "utf-8"
    /// Excel's "CSV" on Western European Windows. ISO-8859-1 (latin1) is read as this too, as
    /// the WHATWG Encoding Standard has browsers do: the two differ only in 0x80-0x9F, C1
    /// control codes in ISO-8859-1 that no text file means, and "€", "„", "–"... here.
    case windows1252 = "windows-1252"

    /// The names a user may give, in the order a message lists them.
    package static let names = ["utf-8", "windows-1252", "cp1252", "iso-8859-1", "latin1"]

    /// The encoding a user named (any case; `utf8`, `latin-1`, `iso8859-1` too), or nil.
    public init?(name: String) {
        switch name.lowercased() {
        case "utf-8", "utf8": self = .utf8
        case "windows-1252", "cp1252", "iso-8859-1", "iso8859-1", "latin1", "latin-1": self = .windows1252
        default: return nil
        }
    }

    /// Calls `body` with the bytes as UTF-8: themselves, or a transcoded copy.
    package func withUTF8<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        guard let utf8 = utf8(bytes) else { return try body(bytes) }
        return try utf8.withUnsafeBufferPointer(body)
    }

    /// The bytes as UTF-8; nil when they need no change (UTF-8 already, or only ASCII).
    package func utf8(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard self == .windows1252, let firstHigh = bytes.firstIndex(where: { $0 >= 0x80 }) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        out.append(contentsOf: bytes[..<firstHigh])
        for byte in bytes[firstHigh...] {
            guard byte >= 0x80 else {
                out.append(byte)
                continue
            }
            let scalar = byte < 0xA0 ? Self.windows1252High[Int(byte - 0x80)] : UInt32(byte)
            if scalar < 0x800 {
                out.append(UInt8(0xC0 | scalar >> 6))
                out.append(UInt8(0x80 | scalar & 0x3F))
            } else {
                out.append(UInt8(0xE0 | scalar >> 12))
                out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
                out.append(UInt8(0x80 | scalar & 0x3F))
            }
        }
        return out
    }

    /// windows-1252's 0x80-0x9F, from the WHATWG Encoding Standard's index-windows-1252.txt
    /// (its five unassigned bytes, 0x81 0x8D 0x8F 0x90 0x9D, map to the C1 code of the same
    /// value, as there). 0xA0-0xFF are ISO-8859-1's: the byte's own code point.
    static let windows1252High: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]
}
