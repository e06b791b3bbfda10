import Foundation

/// `--time-zone` as every command reads it: an IANA name (Europe/Moscow, UTC), `local` (this
/// machine's zone), or a fixed offset from UTC (+02:00, -0530, +3).
enum ZoneArgument {
    static let examples = "an IANA name such as Europe/Moscow or UTC, local, or an offset such as +02:00"

    static func zone(_ text: String) -> TimeZone? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "local" { return .current }
        if let offset = offsetSeconds(trimmed) { return TimeZone(secondsFromGMT: offset) }
        return TimeZone(identifier: trimmed)
    }

    /// "+02:00", "-0530", "+3": seconds east of UTC, at most 18 hours.
    private static func offsetSeconds(_ text: String) -> Int? {
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().filter { $0 != ":" }
        guard (1...4).contains(digits.count), digits.allSatisfy(\.isNumber), digits.allSatisfy(\.isASCII),
            text.dropFirst().filter({ $0 == ":" }).count <= 1
        else { return nil }
        let (hours, minutes) =
            digits.count <= 2 ? (Int(digits)!, 0) : (Int(digits.dropLast(2))!, Int(digits.suffix(2))!)
        guard hours <= 18, minutes < 60 else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
}
