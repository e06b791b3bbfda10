/// A column of the user's query and what its values are.
struct QueryColumn: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case number
        /// A time; `zoneless` when PostgreSQL's type says the values name no zone.
        case time(zoneless: Bool)
        /// Text, booleans, anything that is neither: named in the error.
        case other(String)
        /// SQLite: no value to tell from (the column is empty).
        case unknown
    }

    let name: String
    let kind: Kind
}

/// An open database that runs the chart's SQL: rows of doubles (NULL as nil) back for bound
/// doubles in. `fetched` counts the rows that crossed the wire.
protocol RowSource: AnyObject, Sendable {
    var dialect: SQLDialect { get }
    /// The user's query's columns, by name, with what they hold.
    func columns(of query: String) async throws -> [QueryColumn]
    func rows(_ sql: String, _ arguments: [Double]) async throws -> [[Double?]]
    func close() async
}
