import Foundation

/// Values written into PostgreSQL's SQL as constant arrays, which its planner looks up in a
/// hash table (`x = ANY('{...}')`), where a bound array would be searched from end to end.
enum PostgresLiterals {
    /// Doubles as a `double precision[]`: Swift's shortest text of each, which PostgreSQL
    /// reads back as the same double; NULL for nil.
    static func doubles(_ values: [Double?]) -> String {
        let texts = values.map { value -> String in
            guard let value else { return "NULL" }
            if value.isNaN { return "NaN" }
            if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
            return "\(value)"
        }
        return "'{\(texts.joined(separator: ","))}'::double precision[]"
    }

    /// Times given as PostgreSQL's `date_part('epoch', t)` gives them, as the `timestamptz[]`
    /// of the instants that have exactly those values; nil when one is not such a value or
    /// when two instants could share it (microseconds map to distinct doubles only below
    /// 2^33 s, the year 2242).
    static func instants(_ seconds: [Double]) -> String? {
        var instants: [Int64] = []
        for value in seconds {
            guard value.isFinite, abs(value) < 0x1p33 else { return nil }
            let micros = Int64((value * 1_000_000).rounded())
            // date_part: the microseconds since 1970 as a double, over 10^6.
            guard Double(micros) / 1_000_000 == value else { return nil }
            instants.append(micros)
        }
        return Self.instants(micros: instants)
    }

    /// Microseconds since 1970 (within 2^33 s) as a `timestamptz[]`.
    static func instants(micros: [Int64]) -> String {
        "'{\(micros.map { "\"\(utc(micros: $0))\"" }.joined(separator: ","))}'::timestamptz[]"
    }

    /// Microseconds since 1970 as `YYYY-MM-DD hh:mm:ss.ffffff+00`, for years 1 to 9999.
    static func utc(micros: Int64) -> String {
        let perDay: Int64 = 86_400_000_000
        var days = micros / perDay
        var time = micros % perDay
        if time < 0 {
            time += perDay
            days -= 1
        }
        // The civil date of a day count (Hinnant's days_from_civil, inverted).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let seconds = time / 1_000_000
        return String(
            format: "%04lld-%02lld-%02lld %02lld:%02lld:%02lld.%06lld+00", year, month, day, seconds / 3600,
            seconds / 60 % 60, seconds % 60, time % 1_000_000)
    }
}
