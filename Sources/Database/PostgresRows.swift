import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO

/// A PostgreSQL server, over one connection (postgres-nio), on a local socket or TCP.
final class PostgresRows: RowSource {
    let dialect = SQLDialect.postgres
    private let connection: PostgresConnection
    private let logger = Logger(label: "plotkit.database") { _ in SwiftLogNoOpLogHandler() }

    private init(connection: PostgresConnection) {
        self.connection = connection
    }

    static func connect(_ address: DatabaseURL.PostgresAddress, shownAs url: String) async throws -> PostgresRows {
        var configuration: PostgresConnection.Configuration
        if let socket = address.socketPath {
            configuration = .init(
                unixSocketPath: socket, username: address.user, password: address.password,
                database: address.database)
        } else {
            configuration = .init(
                host: address.host, port: address.port, username: address.user, password: address.password,
                database: address.database, tls: .disable)
        }
        configuration.options.connectTimeout = .seconds(10)
        let logger = Logger(label: "plotkit.database") { _ in SwiftLogNoOpLogHandler() }
        do {
            return PostgresRows(
                connection: try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger))
        } catch let error as PSQLError {
            throw Self.failure(error, connecting: url)
        } catch {
            throw DatabaseChartError(.unavailable, "cannot connect to \(url): \(Self.reason(error))")
        }
    }

    func columns(of query: String) async throws -> [QueryColumn] {
        let rows = try await run("SELECT * FROM (\(query)) AS q LIMIT 0", [])
        return rows.columns.map { column in
            switch column.dataType {
            case .int2, .int4, .int8, .float4, .float8, .numeric: return QueryColumn(name: column.name, kind: .number)
            case .timestamp, .date: return QueryColumn(name: column.name, kind: .time(zoneless: true))
            case .timestamptz: return QueryColumn(name: column.name, kind: .time(zoneless: false))
            default:
                return QueryColumn(
                    name: column.name, kind: .other((column.dataType.knownSQLName ?? "\(column.dataType)").lowercased())
                )
            }
        }
    }

    func rows(_ sql: String, _ arguments: [Double]) async throws -> [[Double?]] {
        var result: [[Double?]] = []
        do {
            for try await row in try await run(sql, arguments) {
                result.append(try row.map { try $0.decode(Double?.self) })
            }
        } catch let error as PSQLError {
            throw Self.failure(error, connecting: nil)
        }
        return result
    }

    func close() async { try? await connection.close() }

    private func run(_ sql: String, _ arguments: [Double]) async throws -> PostgresRowSequence {
        var bindings = PostgresBindings()
        for argument in arguments { bindings.append(argument) }
        do {
            return try await connection.query(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger)
        } catch let error as PSQLError {
            throw Self.failure(error, connecting: nil)
        }
    }

    /// postgres-nio's error as one line: the server's own message for a query it refused, a
    /// refused login or an unreachable server as such.
    private static func failure(_ error: PSQLError, connecting url: String?) -> DatabaseChartError {
        if error.code == .server, let message = error.serverInfo?[.message] {
            let state = error.serverInfo?[.sqlState] ?? ""
            // Class 28: invalid authorization; 3D000: no such database.
            if state.hasPrefix("28") || state == "3D000" || url != nil {
                return DatabaseChartError(.unavailable, "the server refused the connection: \(message)")
            }
            var failure = DatabaseChartError(.badData, "the query failed: \(message)")
            failure.sqlState = state
            failure.serverMessage = message
            return failure
        }
        let reason = error.underlying.map(Self.reason) ?? "\(error.code)"
        return DatabaseChartError(.unavailable, "cannot connect\(url.map { " to \($0)" } ?? ""): \(reason)")
    }

    /// Why a connection failed, in the system's words ("connection refused"), not NIO's
    /// description of its attempts.
    private static func reason(_ error: any Error) -> String {
        if let connection = error as? NIOConnectionError {
            // No address to try: the name did not resolve.
            guard let first = connection.connectionErrors.first else {
                return "cannot resolve \(connection.host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")))"
            }
            // Of the addresses tried, one this machine cannot reach at all (IPv6 without an
            // IPv6 address) says less than another's refusal.
            let unreachable: Set<CInt> = [EADDRNOTAVAIL, ENETUNREACH, EAFNOSUPPORT]
            let telling = connection.connectionErrors.first {
                !unreachable.contains(($0.error as? IOError)?.errnoCode ?? 0)
            }
            return reason((telling ?? first).error)
        }
        if case ChannelError.connectTimeout = error { return "no answer within the connect timeout" }
        if let io = error as? IOError { return String(cString: strerror(io.errnoCode)).lowercased() }
        return "\(error)"
    }
}
