import ArgumentParser
import Foundation
import Receipts
import Transport

/// Where the receipts service is, how to call it, and what to do when its session ends:
/// shared by every `plot receipts` command.
struct ReceiptsServiceArguments: ParsableArguments {
    @OptionGroup(title: "Service and trust") var address: ServiceAddress<ReceiptsAddress>

    @OptionGroup(title: "Service and trust")
    var service: ServiceOptions

    /// The name a session is filed under: the service's root, or "embedded".
    var serviceName: String {
        guard let url = address.url else { return EmbeddedDemo.serviceName }
        return url.hasSuffix("/") ? String(url.dropLast()) : url
    }

    /// The API's root for the jar's look-ups without a server: the embedded one is on localhost
    /// (a new port every run; cookies do not care about ports).
    var apiRootForCookies: String { ReceiptsClient.apiRoot(forBase: address.url ?? "https://localhost") }

    static func hints(_ command: String) -> ServiceHints {
        ServiceHints(command: "plot receipts \(command)")
    }

    /// Runs `body` with a session keeper for the service: the stored jar and account in, and
    /// whatever changed (a new session, an ended one) saved back, on failure too.
    func withKeeper<T>(
        recovery: ReceiptsRecoveryArguments = ReceiptsRecoveryArguments(), _ body: (SessionKeeper) async throws -> T
    ) async throws -> T {
        let file = try ReceiptsSessionFile()
        let old = try file.load()
        let serviceName = serviceName
        return try await service.withService(url: address.url) { transport, base in
            let client = ReceiptsClient(transport: transport, baseURL: base, jar: old.jar)
            let keeper = SessionKeeper(
                client: client, account: old.accounts[serviceName],
                recover: { ended in try recovery.recovery(ended: ended) },
                notice: { Self.note(Self.words(for: $0)) })
            func save() throws {
                var state = old
                var jar = client.jar
                jar.removeExpired(now: Date())
                state.jar = jar
                state.accounts[serviceName] = keeper.account
                try file.save(state, over: old)
            }
            do {
                let result = try await body(keeper)
                try save()
                return result
            } catch {
                try? save()
                throw error
            }
        }
    }

    /// What the keeper did, in the CLI's words.
    static func words(for event: SessionEvent) -> String {
        switch event {
        case .startedAnonymous:
            return "no session: started an anonymous one (sign in with plot receipts login --login NAME)"
        case .continuedAnonymously: return "the session ended: carrying on in a new anonymous session"
        case .signedInAgain(let name): return "the session ended: signed in again as \(name)"
        }
    }

    static func note(_ text: String) { StderrNote.say(text) }
}

extension ReceiptsServiceArguments {
    /// `--offline` draws the cache alone: a flag that only matters when fetching is refused.
    func refuseWithOffline(_ offline: Bool, recovery: ReceiptsRecoveryArguments) throws {
        let fetchOnly = (address.flagGiven.map { [$0] } ?? []) + (recovery.onExpired != nil ? ["--on-expired"] : [])
        if offline, let first = (fetchOnly + service.given).first {
            throw ValidationError("--offline draws from the cache alone: drop \(first)")
        }
    }
}

/// `plot receipts --url`: the service's root, once `--base-url`.
enum ReceiptsAddress: ServiceAddressKind {
    static var help: String { "The service's root; /api/v2.1/ is appended (default: the embedded demo server)." }
    static var oldFlag: String { "base-url" }
}
