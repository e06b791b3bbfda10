/// Where SQLite's SQL and PostgreSQL's differ, for the few things the chart queries need.
/// Everything else is written once, in the SQL both understand (CTEs with `NOT MATERIALIZED`,
/// aggregates with `FILTER`, numbered parameters).
public enum SQLDialect: Sendable {
    case sqlite
    case postgres

    /// The i-th bound parameter (1-based). Values go in as bound doubles, never as text: a
    /// literal would be rounded by the database's own number parser.
    func parameter(_ index: Int) -> String {
        switch self {
        case .sqlite: return "?\(index)"
        case .postgres: return "$\(index)"
        }
    }

    /// A double truncated toward zero (the expression is never negative here), as Swift's
    /// `Int(_:)`; kept a double, for the comparisons that follow.
    func truncated(_ expression: String) -> String {
        switch self {
        case .sqlite: return "CAST(CAST(\(expression) AS INTEGER) AS double precision)"
        case .postgres: return "trunc(\(expression))"
        }
    }

    /// The smaller of two values.
    func least(_ a: String, _ b: String) -> String {
        switch self {
        case .sqlite: return "min(\(a), \(b))"
        case .postgres: return "LEAST(\(a), \(b))"
        }
    }

    /// A number column's value as a double; in SQLite, whose cells carry their own types,
    /// anything but a number is NULL here (and counted as stray by the extent query).
    func number(_ column: String) -> String {
        switch self {
        case .sqlite: return "(CASE WHEN typeof(\(column)) IN ('integer', 'real') THEN \(column) END)"
        case .postgres: return "CAST(\(column) AS double precision)"
        }
    }

    /// A time column's value as seconds since 1970. PostgreSQL reads a timestamp without a
    /// zone in `zone` when one is given (else as UTC); SQLite's times are text (ISO 8601), read
    /// as UTC when they name no zone, to the millisecond.
    func seconds(_ column: String, zone: String?) -> String {
        switch self {
        case .sqlite:
            let whole = "CAST(strftime('%s', \(column)) AS double precision)"
            let fraction =
                "(CAST(strftime('%f', \(column)) AS double precision) - CAST(strftime('%S', \(column)) AS double precision))"
            return "(\(whole) + \(fraction))"
        case .postgres:
            // date_part is a double already: twice as fast as EXTRACT's numeric, the same value
            // (microseconds over 10^6, rounded once).
            guard let zone else { return "date_part('epoch', \(column))" }
            let literal = "'" + zone.replacingOccurrences(of: "'", with: "''") + "'"
            return "date_part('epoch', \(column) AT TIME ZONE \(literal))"
        }
    }

    /// PostgreSQL's conversions (`number`, `seconds`) make NULL of NULL only (a cell they
    /// cannot convert fails the query), so "has an x" is "the x column is not NULL", tested on
    /// the column before it is converted. SQLite's make NULL of text.
    var convertsOnlyNullToNull: Bool { self == .postgres }

    /// A name as an identifier: quoted, so case and spaces are kept.
    static func identifier(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
