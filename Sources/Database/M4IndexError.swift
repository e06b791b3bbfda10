/// Why `plot --db URL --index TABLE` cannot build or read TABLE's M4 index, in one line. The
/// CLI maps each case to an exit status (docs/CLI.md, "Exit status").
package enum M4IndexError: Error, Equatable, CustomStringConvertible {
    /// The database holds no table of that name (in the search path).
    case noSuchTable(String)
    /// The name is a view or some other relation that holds no rows of its own.
    case notATable(String)
    /// The x column holds something other than numbers (times are not indexed yet).
    case xNotNumber(table: String, column: String, type: String)
    /// PostgreSQL's names are 63 bytes at most: the index's own names would be cut.
    case nameTooLong(String)
    /// The user may not create the index's table, or the btree on TABLE's x.
    case noPermission(table: String, message: String)
    /// TABLE changed since its index was built (or the index was built for other columns), and
    /// rebuilding was not asked for.
    case stale(table: String)
    /// The index is not in the database and building it was not asked for.
    case missing(table: String)
    /// Indexes are kept in PostgreSQL only.
    case notPostgres

    package var description: String {
        switch self {
        case .noSuchTable(let table): return "--index: no table \(table) in the database"
        case .notATable(let table): return "--index: \(table) is not a table (a view indexes nothing: name its table)"
        case .xNotNumber(let table, let column, let type):
            return "--index: \(table).\(column) holds \(type); an index takes a number x"
        case .nameTooLong(let table):
            return
                "--index: the name \(table) is too long for its index's names (at most \(M4IndexTable.longestName) bytes)"
        case .noPermission(let table, let message):
            return "--index: cannot create the index of \(table): \(message)"
        case .stale(let table):
            return "--index: \(table) changed since its index was built; run plot --index \(table) again to rebuild it"
        case .missing(let table): return "--index: \(table) has no index yet; run plot --index \(table) to build it"
        case .notPostgres: return "--index keeps its table in PostgreSQL: give a postgres:// URL"
        }
    }
}
