import Foundation

/// A JSON value read as text whatever its type: the service sends strings, but a house
/// number may come as a number, and a missing value as null. Surrounding whitespace is
/// trimmed, so a whitespace-only value counts as empty.
struct LenientText: Decodable, Sendable {
    let text: String

    init(_ text: String) {
        self.text = LenientText.trimmed(text)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            text = ""
        } else if let string = try? container.decode(String.self) {
            text = Self.trimmed(string)
        } else if let integer = try? container.decode(Int64.self) {
            text = String(integer)
        } else if let number = try? container.decode(Double.self) {
            // 15.0 is house 15; a real fraction stays as written.
            text = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        } else if let flag = try? container.decode(Bool.self) {
            text = String(flag)
        } else {
            // An object or an array where text belongs: nothing sensible to show.
            text = ""
        }
    }

    static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
