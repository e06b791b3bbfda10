import Foundation

/// `--search TEXT`: rows whose street contains the text, ignoring case and the ё/е difference
/// (Russian writing often drops the dots: "Ветеранов" is found however it is typed).
public struct StreetSearch: Sendable {
    public let query: String
    private let needle: String

    public init(_ query: String) {
        self.query = LenientText.trimmed(query)
        needle = Self.normalize(self.query)
    }

    public func matches(_ row: ScheduleRow) -> Bool {
        needle.isEmpty || Self.normalize(row.street).contains(needle)
    }

    /// Lowercased, ё as е.
    static func normalize(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "ё", with: "е")
    }
}
