import Foundation
import GRDB

/// An SQLite file, opened read-only through GRDB.
final class SQLiteRows: RowSource {
    let dialect = SQLDialect.sqlite
    private let queue: DatabaseQueue
    private let path: String

    init(path: String) throws {
        self.path = path
        guard FileManager.default.isReadableFile(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw DatabaseChartError(.noInput, "\(path): \(exists ? "cannot be read" : "no such file")")
        }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
        } catch let error as GRDB.DatabaseError {
            throw DatabaseChartError(.noInput, "\(path): \(error.message ?? "not an SQLite database")")
        }
    }

    func columns(of query: String) async throws -> [QueryColumn] {
        try read { db in
            let names = try db.makeStatement(sql: "SELECT * FROM (\(query)) LIMIT 0").columnNames
            guard !names.isEmpty else { return [] }
            // SQLite's cells carry their own types: the first value of each column tells.
            let probes = names.map { name in
                let column = SQLDialect.identifier(name)
                return "(SELECT typeof(\(column)) FROM q WHERE \(column) IS NOT NULL LIMIT 1)"
            }
            let row = try Row.fetchOne(
                db, sql: "WITH q AS (\(query)) SELECT \(probes.joined(separator: ", "))")
            return names.enumerated().map { index, name in
                let type = row.flatMap { String.fromDatabaseValue($0[index]) }
                switch type {
                case "integer", "real": return QueryColumn(name: name, kind: .number)
                case "text": return QueryColumn(name: name, kind: .time(zoneless: true))
                case nil: return QueryColumn(name: name, kind: .unknown)
                case let type?: return QueryColumn(name: name, kind: .other(type))
                }
            }
        }
    }

    func rows(_ sql: String, _ arguments: [Double]) async throws -> [[Double?]] {
        try read { db in
            let rows = try Row.fetchAll(db, sql: sql, arguments: StatementArguments(arguments))
            return rows.map { row in (0..<row.count).map { Double.fromDatabaseValue(row[$0]) } }
        }
    }

    func close() async { try? queue.close() }

    /// Runs `body` in a read, SQLite's errors as one line.
    private func read<T>(_ body: (GRDB.Database) throws -> T) throws -> T {
        do {
            return try queue.read(body)
        } catch let error as GRDB.DatabaseError {
            if error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CANTOPEN {
                throw DatabaseChartError(.noInput, "\(path): \(error.message ?? "not an SQLite database")")
            }
            throw DatabaseChartError(
                .badData, "the query failed: \(error.message ?? "SQLite error \(error.resultCode)")")
        }
    }
}
