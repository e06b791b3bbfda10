import ArgumentParser
import Foundation
import Receipts
import Transport

#if canImport(Glibc)
    import Glibc
#endif

/// What to do when the service ends the session midway.
enum ExpiredChoice: String, CaseIterable, ExpressibleByArgument {
    case login, anonymous, fail
}

/// Where the receipts service is, how to call it, and what to do when its session ends:
/// shared by every `plot receipts` command.
struct ReceiptsServiceArguments: ParsableArguments {
    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "The service's root; /api/v2.1/ is appended (default: the embedded demo server).", valueName: "url"))
    var baseURL: String?

    @Option(
        name: .customLong("on-expired"),
        help: ArgumentHelp(
            "When the service ends the session midway: login (again, as --login or the session's name), "
                + "anonymous (a new anonymous session), or fail (default; a terminal is asked instead).",
            valueName: "choice"))
    var onExpired: ExpiredChoice?

    @OptionGroup(title: "Service and trust")
    var service: ServiceOptions

    static let embeddedService = "embedded"

    var serviceName: String {
        guard let baseURL else { return Self.embeddedService }
        return baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
    }

    /// The API's root for the jar's look-ups without a server: the embedded one is on localhost
    /// (a new port every run; cookies do not care about ports).
    var apiRootForCookies: String {
        ReceiptsClient.apiRoot(forBase: baseURL ?? "https://localhost")
    }

    static func hints(_ command: String) -> ServiceHints {
        ServiceHints(command: "plot receipts \(command)", addressFlag: "--base-url")
    }

    /// Runs `body` with a session keeper for the service: the stored jar and account in, and
    /// whatever changed (a new session, an ended one) saved back, on failure too.
    func withKeeper<T>(
        login: String? = nil, passwordStdin: Bool = false, _ body: (SessionKeeper) async throws -> T
    ) async throws -> T {
        let file = try ReceiptsSessionFile()
        let old = try file.load()
        let serviceName = serviceName
        return try await service.withService(url: baseURL) { transport, base in
            let client = ReceiptsClient(transport: transport, baseURL: base, jar: old.jar)
            let keeper = SessionKeeper(
                client: client, account: old.accounts[serviceName],
                recover: { ended in try self.recovery(ended: ended, login: login, passwordStdin: passwordStdin) },
                notice: Self.note)
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

    /// The user's choice for an ended session: --on-expired, else asked on a terminal, else fail.
    func recovery(ended: Account?, login: String?, passwordStdin: Bool) throws -> SessionRecovery {
        let choice: ExpiredChoice
        if let onExpired {
            choice = onExpired
        } else if isatty(STDIN_FILENO) == 1, isatty(STDERR_FILENO) == 1 {
            choice = try Self.ask()
        } else {
            choice = .fail
        }
        switch choice {
        case .fail: return .fail
        case .anonymous: return .anonymous
        case .login:
            guard let name = login ?? ended?.name else {
                throw CLIError(
                    "the session ended and there is no login to sign in again as: run plot receipts login --login NAME",
                    status: .loginNeeded)
            }
            let password =
                passwordStdin
                ? PasswordPrompt.readStandardInput() : try PasswordPrompt.read(prompt: "Password for \(name): ")
            guard !password.isEmpty else { throw CLIError("empty password: nothing was sent", status: .usage) }
            return .login(name: name, password: password)
        }
    }

    /// "The session ended. Log in again or continue anonymously?" on the terminal.
    static func ask() throws -> ExpiredChoice {
        FileHandle.standardError.write(
            Data("The receipts session ended. Log in again (l), continue anonymously (a), or stop (s)? ".utf8))
        guard let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() else { return .fail }
        switch answer {
        case "l", "login": return .login
        case "a", "anonymous": return .anonymous
        default: return .fail
        }
    }

    static func note(_ text: String) {
        FileHandle.standardError.write(Data("plot: note: \(text)\n".utf8))
    }
}
