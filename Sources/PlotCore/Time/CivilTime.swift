/// A proleptic Gregorian date and time of day in UTC, and its conversion to and from seconds
/// since 1970-01-01T00:00:00Z by Howard Hinnant's days-from-civil algorithms
/// (http://howardhinnant.github.io/date_algorithms.html): integer arithmetic only, exact for
/// every year a data file holds, and far faster than a calendar object per cell.
package struct CivilTime: Sendable, Equatable {
    package var year: Int
    /// 1...12
    package var month: Int
    /// 1...31
    package var day: Int
    package var hour: Int
    package var minute: Int
    /// With its fraction.
    package var second: Double

    package init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Double = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The civil time of an instant (UTC). NaN or infinite seconds are not an instant.
    package init(epochSeconds: Double) {
        precondition(epochSeconds.isFinite, "CivilTime needs a finite instant")
        let days = (epochSeconds / 86_400).rounded(.down)
        let (year, month, day) = Self.civil(fromDays: Int(days))
        var rest = epochSeconds - days * 86_400
        let hour = Int(rest / 3600)
        rest -= Double(hour) * 3600
        let minute = Int(rest / 60)
        self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: rest - Double(minute) * 60)
    }

    /// Seconds since 1970-01-01T00:00:00Z.
    package var epochSeconds: Double {
        Double(Self.days(fromYear: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60) + second
    }

    /// "2012-01-01", or "2012-01-01T10:30:00Z" when the time of day is not midnight (fractions
    /// of a second to the millisecond when there are any).
    package var iso8601: String {
        func two(_ value: Int) -> String { NumberText.zeroPadded(value, width: 2) }
        let date = "\(NumberText.zeroPadded(year, width: 4))-\(two(month))-\(two(day))"
        if hour == 0 && minute == 0 && second == 0 { return date }
        let whole = Int(second)
        let millis = Int(((second - Double(whole)) * 1000).rounded())
        let fraction = millis == 0 ? "" : "." + NumberText.zeroPadded(millis, width: 3)
        return "\(date)T\(two(hour)):\(two(minute)):\(two(whole))\(fraction)Z"
    }

    /// Days from 1970-01-01 to the date (negative before).
    package static func days(fromYear year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400  // [0, 399]
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1  // [0, 365]
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear  // [0, 146096]
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01.
    package static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153  // March = 0
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// 28...31
    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
