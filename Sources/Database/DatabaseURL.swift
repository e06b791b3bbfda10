import Foundation

/// Where the rows are: `sqlite:PATH` (a file; `sqlite:///abs/path` too) or
/// `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE` (`postgresql://` too; `?host=/socket/dir`
/// for a local socket, as libpq has it). Its `description` never holds the password.
public enum DatabaseURL: Sendable, Equatable, CustomStringConvertible {
    case sqlite(path: String)
    case postgres(PostgresAddress)

    /// A PostgreSQL server and the login to it.
    public struct PostgresAddress: Sendable, Equatable {
        public var host: String
        public var port: Int
        /// The folder of a local socket (`?host=/var/run/postgresql`): the socket is
        /// `FOLDER/.s.PGSQL.PORT`.
        public var socketFolder: String?
        public var user: String
        public var password: String?
        public var database: String?

        public var socketPath: String? { socketFolder.map { "\($0)/.s.PGSQL.\(port)" } }
    }

    public init(_ text: String) throws {
        if text.hasPrefix("sqlite:") {
            var path = String(text.dropFirst("sqlite:".count))
            if path.hasPrefix("//") { path = String(path.dropFirst(2)) }
            guard !path.isEmpty else { throw DatabaseChartError(.usage, "--db sqlite:PATH names no file") }
            self = .sqlite(path: path.removingPercentEncoding ?? path)
            return
        }
        guard text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") else {
            throw DatabaseChartError(
                .usage, "--db \(Self.redacted(text)) is not a database URL: give sqlite:PATH or postgres://USER@HOST/DB"
            )
        }
        guard let components = URLComponents(string: text) else {
            throw DatabaseChartError(.usage, "--db \(Self.redacted(text)) is not a valid URL")
        }
        let query = components.queryItems ?? []
        let socketFolder = query.first { $0.name == "host" }?.value.flatMap { $0.hasPrefix("/") ? $0 : nil }
        let host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? "localhost"
        let user =
            components.user?.removingPercentEncoding ?? query.first { $0.name == "user" }?.value
            ?? ProcessInfo.processInfo.environment["USER"] ?? "postgres"
        var database = components.path
        if database.hasPrefix("/") { database.removeFirst() }
        self = .postgres(
            PostgresAddress(
                host: host, port: components.port ?? 5432, socketFolder: socketFolder, user: user,
                password: components.password?.removingPercentEncoding ?? query.first { $0.name == "password" }?.value,
                database: database.isEmpty ? nil : (database.removingPercentEncoding ?? database)))
    }

    /// The URL as it may be shown: the password, if any, as `***`.
    public var description: String {
        switch self {
        case .sqlite(let path): return "sqlite:\(path)"
        case .postgres(let address):
            let login = address.user + (address.password == nil ? "" : ":***")
            let socket = address.socketFolder.map { "?host=\($0)" } ?? ""
            return "postgres://\(login)@\(address.host):\(address.port)/\(address.database ?? "")\(socket)"
        }
    }

    /// A URL as typed, with whatever stands between `://user:` and `@` replaced: for messages
    /// about a URL that could not be parsed.
    static func redacted(_ text: String) -> String {
        guard let scheme = text.range(of: "://"), let at = text.range(of: "@", options: .backwards),
            scheme.upperBound < at.lowerBound
        else { return text }
        let login = text[scheme.upperBound..<at.lowerBound]
        guard let colon = login.firstIndex(of: ":") else { return text }
        return String(text[..<login.index(after: colon)]) + "***" + String(text[at.lowerBound...])
    }
}
