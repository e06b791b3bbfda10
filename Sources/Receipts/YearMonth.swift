import PlotCore

/// A calendar month, e.g. November 2026; `key` ("2026-11") sorts as the months do.
public struct YearMonth: Sendable, Equatable, Hashable, Comparable, Codable {
    public var year: Int
    public var month: Int

    public init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// From seconds of local time since 1970 (`CivilTime`'s civil-from-days): no Foundation
    /// calendar, the same answer on every machine.
    public init(localSeconds: Int64) {
        let days = Int((localSeconds - ((localSeconds % 86_400) + 86_400) % 86_400) / 86_400)
        let (year, month, _) = CivilTime.civil(fromDays: days)
        self.init(year: year, month: month)
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
