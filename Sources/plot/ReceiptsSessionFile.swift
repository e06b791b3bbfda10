import Foundation
import Receipts
import Storage
import Transport

/// What `plot receipts` keeps between runs: the cookie jar and, for each service, the account
/// its session is for and until when. `$XDG_CONFIG_HOME/plotkit/receipts-session.json` (or under
/// ~/.config), mode 0600, written whole or not at all; the cookies in it are never printed.
struct ReceiptsSessionFile {
    static let name = "receipts-session.json"

    struct State: Codable, Equatable {
        var jar = CookieJar()
        /// By service: the base URL, or "embedded".
        var accounts: [String: Account] = [:]
    }

    let file: PrivateFile

    init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        file = PrivateFile(path: ConfigDirectory.join(try ConfigDirectory.path(environment: environment), Self.name))
    }

    var path: String { file.path }

    func load() throws -> State { try file.readJSON(State.self) ?? State() }

    /// Writes only what changed, and removes the file when nothing is left to keep.
    func save(_ state: State, over old: State) throws {
        guard state != old else { return }
        if state.jar.isEmpty && state.accounts.isEmpty {
            try file.delete()
        } else {
            try file.writeJSON(state)
        }
    }
}
