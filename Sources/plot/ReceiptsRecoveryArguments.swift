import ArgumentParser
import Foundation
import Receipts

#if canImport(Glibc)
    import Glibc
#endif

/// What to do when the session ended: midway, or a signed-in one before the command.
enum ExpiredChoice: String, CaseIterable, ExpressibleByArgument {
    case login, anonymous, fail
}

/// What a command that fetches does when the session ended: the service said so midway (HTTP
/// 401), or a signed-in session's lifetime passed before the command.
struct ReceiptsRecoveryArguments: ParsableArguments {
    @Option(
        name: .customLong("on-expired"),
        help: ArgumentHelp(
            "When the session ended (midway, or a signed-in one's lifetime passed): login (again, as the"
                + " session's login), anonymous (a new anonymous session), or fail (the default; on a terminal"
                + " you are asked instead).",
            valueName: "choice"))
    var onExpired: ExpiredChoice?

    @Flag(
        name: .customLong("password-stdin"),
        help: "With --on-expired login: read the password from standard input instead of asking on the terminal.")
    var passwordStdin = false

    init() {}

    /// The user's choice for an ended session: --on-expired, else asked on a terminal, else fail.
    func recovery(ended: Account?) throws -> SessionRecovery {
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
            guard let name = ended?.name else {
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

}
