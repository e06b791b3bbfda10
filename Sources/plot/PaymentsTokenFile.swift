import Foundation
import Payments
import Storage

/// The stored payments session: `$XDG_CONFIG_HOME/plotkit/payments-token.json` (or under
/// ~/.config), mode 0600.
struct PaymentsTokenFile {
    static let name = "payments-token.json"

    let file: PrivateFile

    init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        file = PrivateFile(path: ConfigDirectory.join(try ConfigDirectory.path(environment: environment), Self.name))
    }

    var path: String { file.path }

    /// The session, or nil when nobody is logged in.
    func load() throws -> PaymentsSession? {
        guard let bytes = try file.read() else { return nil }
        guard let session = PaymentsSession.decode(bytes) else {
            throw CLIError(
                "\(path) is not a token file PlotKit wrote: log in again with plot payments login --login NAME",
                status: .loginNeeded)
        }
        return session
    }

    func save(_ session: PaymentsSession) throws { try file.write(try session.encoded()) }

    /// False when there was nothing to delete.
    func delete() throws -> Bool { try file.delete() }
}
