import Foundation
import Gallery
import Storage

/// The stored VK session: `$XDG_CONFIG_HOME/plotkit/gallery-token.json` (or under ~/.config),
/// mode 0600, `{token, user_id, expires_at, service}`.
struct GalleryTokenFile {
    static let name = "gallery-token.json"
    static let loginAgain = "log in again with plot gallery login"

    let file: SessionFile<GallerySession>

    init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        file = try SessionFile(name: Self.name, environment: environment)
    }

    var path: String { file.path }

    /// The session for `service` while it has more than the margin left; otherwise says to log in.
    func usableSession(for service: String, description: String, now: Int64) throws -> GallerySession {
        let session: GallerySession?
        do {
            session = try file.load()
        } catch is SessionFile<GallerySession>.NotASession {
            throw CLIError("\(path) is not a token file PlotKit wrote: \(Self.loginAgain)", status: .loginNeeded)
        }
        guard let session else {
            throw CLIError("not logged in: run plot gallery login first", status: .loginNeeded)
        }
        guard session.service == service else {
            throw CLIError(
                "the stored token is for \(EmbeddedDemo.name(of: session.service)), not \(description):"
                    + " \(Self.loginAgain)", status: .loginNeeded)
        }
        guard session.isUsable(now: now) else {
            let left = session.expiresAt - now
            let state = left > 0 ? "expires in \(left) s, under the 5-minute margin" : "has expired"
            throw CLIError("the stored token \(state): \(Self.loginAgain)", status: .loginNeeded)
        }
        return session
    }

    func save(_ session: GallerySession) throws { try file.save(session) }

    func delete() throws -> Bool { try file.delete() }
}
