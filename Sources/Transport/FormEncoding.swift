/// `application/x-www-form-urlencoded` as browsers send it: unreserved
/// characters as is, space as "+", everything else as %XX of its UTF-8.
func formURLEncode(_ fields: [(String, String)]) -> String {
    fields.map { "\(formEscape($0.0))=\(formEscape($0.1))" }.joined(separator: "&")
}

func formEscape(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"):
            out.append(Character(UnicodeScalar(byte)))
        case UInt8(ascii: " "):
            out.append("+")
        default:
            let hex = Array("0123456789ABCDEF")
            out.append("%")
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0x0F)])
        }
    }
    return out
}
