/// How a column of the user's query becomes a double in SQL: a number as it is, a time as
/// seconds since 1970 (read in `zone` when it names none).
enum ValueConversion: Equatable {
    case number
    case seconds(zone: String?)

    /// The double of `expression` (a column, or an aggregate of one) in `dialect`.
    func apply(to expression: String, in dialect: SQLDialect) -> String {
        switch self {
        case .number: return dialect.number(expression)
        case .seconds(let zone): return dialect.seconds(expression, zone: zone)
        }
    }

    /// In PostgreSQL the conversion never decreases, so the lowest converted value is the
    /// lowest value converted: an extent can be taken over the column as it is, converting two
    /// values instead of every row's. A time read in a zone does not keep the order (a local
    /// time in the hour skipped in spring lands after the next one); SQLite's conversions make
    /// NULL of text.
    func keepsOrder(in dialect: SQLDialect) -> Bool {
        guard dialect.convertsOnlyNullToNull else { return false }
        if case .seconds(zone: .some) = self { return false }
        return true
    }
}
