/// A day of the Gregorian calendar as the service writes it, "dd.MM.yyyy". No time zone and no
/// Foundation calendar: a shutdown day is the same day wherever the page is drawn.
public struct CalendarDate: Sendable, Equatable, Comparable {
    public var year: Int
    public var month: Int
    public var day: Int

    /// nil unless the day exists (31.04 and 29.02 of a common year do not).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.days(inMonth: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// "20.05.2019"; one-digit day and month are accepted ("2.7.2019"), a two-digit year is not.
    public init?(dotted text: Substring) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count <= 2, parts[1].count <= 2, parts[2].count == 4,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let day = Int(parts[0]), let month = Int(parts[1]), let year = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
