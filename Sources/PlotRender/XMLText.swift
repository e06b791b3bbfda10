/// Text made safe for an XML document, in an element or in a quoted attribute alike: the five
/// characters with a meaning escaped, tab and line breaks as character references (an attribute
/// keeps them), and the characters XML 1.0 forbids anywhere (the other C0 controls, U+FFFE and
/// U+FFFF) dropped, since no escape may stand for them.
enum XMLText {
    static func append(_ text: some StringProtocol, to out: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += Array("&amp;".utf8)
            case "<": out += Array("&lt;".utf8)
            case ">": out += Array("&gt;".utf8)
            case "\"": out += Array("&quot;".utf8)
            case "'": out += Array("&apos;".utf8)
            case "\t", "\n", "\r": out += Array("&#\(scalar.value);".utf8)
            default:
                guard isAllowed(scalar) else { continue }
                UTF8.encode(scalar) { out.append($0) }
            }
        }
    }

    static func escaped(_ text: some StringProtocol) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// XML 1.0's Char production, less what `append` escapes.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF
    }
}
