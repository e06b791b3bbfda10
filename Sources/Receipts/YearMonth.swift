/// A calendar month, e.g. November 2026; `key` ("2026-11") sorts as the months do.
public struct YearMonth: Sendable, Equatable, Hashable, Comparable, Codable {
    public var year: Int
    public var month: Int

    public init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// From seconds of local time since 1970 (civil-from-days, Howard Hinnant's algorithm):
    /// no Foundation calendar, the same answer on every machine.
    public init(localSeconds: Int64) {
        let days = Int((localSeconds - ((localSeconds % 86_400) + 86_400) % 86_400) / 86_400)
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month)
    }

    /// From its key, "2026-11".
    public init?(key: String) {
        let parts = key.split(separator: "-")
        guard parts.count == 2, let year = Int(parts[0]), let month = Int(parts[1]), (1...12).contains(month)
        else { return nil }
        self.init(year: year, month: month)
    }

    /// The month after this one.
    public var next: YearMonth {
        month == 12 ? YearMonth(year: year + 1, month: 1) : YearMonth(year: year, month: month + 1)
    }

    public var key: String { "\(year)-\(month < 10 ? "0" : "")\(month)" }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool { (lhs.year, lhs.month) < (rhs.year, rhs.month) }
}
