import Foundation
import Payments
import Storage

/// The stored payments session: `$XDG_CONFIG_HOME/plotkit/payments-token.json` (or under
/// ~/.config), mode 0600.
struct PaymentsTokenFile {
    static let name = "payments-token.json"

    let file: SessionFile<PaymentsSession>

    init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        file = try SessionFile(name: Self.name, environment: environment)
    }

    var path: String { file.path }

    /// The session, or nil when nobody is logged in.
    func load() throws -> PaymentsSession? {
        do {
            return try file.load()
        } catch is SessionFile<PaymentsSession>.NotASession {
            throw CLIError(
                "\(path) is not a token file PlotKit wrote: log in again with plot payments login --login NAME",
                status: .loginNeeded)
        }
    }

    func save(_ session: PaymentsSession) throws { try file.save(session) }

    /// False when there was nothing to delete.
    func delete() throws -> Bool { try file.delete() }
}
