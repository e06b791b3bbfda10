/// Percent-encoding as PlotKit's requests need it: unreserved characters (RFC 3986: letters,
/// digits, "-", ".", "_", "~") as they are, every other byte of the UTF-8 as %XX. One encoder
/// for every client's query and for form bodies.
public enum PercentEncoding {
    /// A query string, "q=a%20b&skip=0": each name and value encoded, in the order given.
    public static func query(_ fields: [(String, String)]) -> String {
        fields.map { "\(encoded($0.0))=\(encoded($0.1))" }.joined(separator: "&")
    }

    /// `application/x-www-form-urlencoded` as browsers send it: as a query, but a space is "+".
    static func form(_ fields: [(String, String)]) -> String {
        fields.map { "\(encoded($0.0, spaceAsPlus: true))=\(encoded($0.1, spaceAsPlus: true))" }
            .joined(separator: "&")
    }

    /// One name or value: "a b" -> "a%20b" ("a+b" in a form), "ё" -> "%D1%91".
    public static func encoded(_ text: String, spaceAsPlus: Bool = false) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.append(Character(UnicodeScalar(byte)))
            case UInt8(ascii: " ") where spaceAsPlus:
                out.append("+")
            default:
                out.append("%")
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return out
    }

    private static let hexDigits = Array("0123456789ABCDEF")
}
