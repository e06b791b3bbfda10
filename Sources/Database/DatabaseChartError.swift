/// Why a chart could not be drawn from a database, in one line that names no password, and
/// which kind of failure it is (the CLI maps kinds to exit statuses).
public struct DatabaseChartError: Error, CustomStringConvertible, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The flags are wrong: a bad URL, an unknown column, a kind of chart not drawn from a database.
        case usage
        /// The data cannot be drawn: an SQL error, a column that holds no numbers, no rows.
        case badData
        /// The SQLite file is not there or cannot be read.
        case noInput
        /// The server cannot be reached, or refused the login.
        case unavailable
    }

    public let kind: Kind
    public let description: String
    /// PostgreSQL's SQLSTATE and its own message, when the server refused a statement: what
    /// `--index` tells a missing privilege by.
    package var sqlState: String?
    package var serverMessage: String?

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
