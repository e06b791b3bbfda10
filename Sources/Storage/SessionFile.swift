import Foundation

/// A login kept between runs: a JSON file under `$XDG_CONFIG_HOME/plotkit/` (or
/// `~/.config/plotkit/`), mode 0600 in a 0700 folder, written to a temporary file and renamed
/// into place (`PrivateFile`). Each service keeps its own `Session` type in its own file.
public struct SessionFile<Session: Codable & Sendable>: Sendable {
    /// The file is there but holds no session this version of PlotKit wrote.
    public struct NotASession: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "\(path) is not a token file PlotKit wrote" }
    }

    public let file: PrivateFile

    public init(name: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        file = PrivateFile(path: ConfigDirectory.join(try ConfigDirectory.path(environment: environment), name))
    }

    public var path: String { file.path }

    /// The session, or nil when nobody is logged in.
    public func load() throws -> Session? {
        guard let bytes = try file.read() else { return nil }
        guard let session = try? JSONDecoder().decode(Session.self, from: Data(bytes)) else {
            throw NotASession(path: path)
        }
        return session
    }

    public func save(_ session: Session) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try file.write(Array(try encoder.encode(session)) + [UInt8(ascii: "\n")])
    }

    /// False when there was nothing to delete.
    @discardableResult
    public func delete() throws -> Bool { try file.delete() }
}
