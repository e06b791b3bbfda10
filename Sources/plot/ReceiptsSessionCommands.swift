import ArgumentParser
import Foundation
import Receipts

/// `plot receipts status`: one line, from the stored session; nothing is sent (with --show-cert,
/// the service's chain is shown, as by every receipts command).
struct ReceiptsStatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract:
            "Say whether there is a session: no session, anonymous until ..., signed in as NAME until ...,"
            + " or session of NAME ended at ....")

    @OptionGroup var service: ReceiptsServiceArguments

    func run() async throws {
        if try await showCertificate(service) { return }
        let state = try ReceiptsSessionFile().load()
        let now = Date()
        let standing = SessionStanding(
            account: state.accounts[service.serviceName],
            hasCookie: !state.jar.cookies(for: service.apiRootForCookies + "receipts", now: now).isEmpty, now: now)
        print(standing.statusLine(timeZone: .current))
    }
}

/// `plot receipts login --login NAME`: signs in, the password asked for with echo off.
struct ReceiptsLoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login", abstract: "Sign in (the demo's login is demo, password 12345) and keep the session.")

    @Option(name: .customLong("login"), help: "The account's login.")
    var login: String

    @Flag(
        name: .customLong("password-stdin"),
        help: "Read the password from standard input instead of asking for it on the terminal.")
    var passwordStdin = false

    @OptionGroup var service: ReceiptsServiceArguments

    func validate() throws {
        guard !login.isEmpty else { throw ValidationError("--login must not be empty") }
    }

    func run() async throws {
        if try await showCertificate(service) { return }
        let password =
            passwordStdin
            ? PasswordPrompt.readStandardInput() : try PasswordPrompt.read(prompt: "Password for \(login): ")
        guard !password.isEmpty else { throw CLIError("empty password: nothing was sent", status: .usage) }
        let account = try await service.withKeeper { keeper in
            try await Spinner.run("signing in") { try await keeper.login(login, password: password) }
            return keeper.account
        }
        print(account?.statusLine(timeZone: .current) ?? "signed in")
    }
}

extension ReceiptsLoginCommand: CallsAService {
    var serviceHints: ServiceHints { ReceiptsServiceArguments.hints("login") }
}

/// `plot receipts anonymous`: starts an anonymous session, replacing any.
struct ReceiptsAnonymousCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "anonymous", abstract: "Start an anonymous session (replacing any).")

    @OptionGroup var service: ReceiptsServiceArguments

    func run() async throws {
        if try await showCertificate(service) { return }
        let account = try await service.withKeeper { keeper in
            try await keeper.startAnonymous()
            return keeper.account
        }
        print(account?.statusLine(timeZone: .current) ?? "anonymous")
    }
}

extension ReceiptsAnonymousCommand: CallsAService {
    var serviceHints: ServiceHints { ReceiptsServiceArguments.hints("anonymous") }
}

/// `plot receipts logout`: ends the session on the service and forgets it; fine when there is none.
struct ReceiptsLogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout", abstract: "End the session and forget it (fine when there is none).")

    @OptionGroup var service: ReceiptsServiceArguments

    func run() async throws {
        let file = try ReceiptsSessionFile()
        let state = try file.load()
        let now = Date()
        let hasCookie = !state.jar.cookies(for: service.apiRootForCookies + "receipts", now: now).isEmpty
        guard hasCookie || state.accounts[service.serviceName] != nil else {
            print("no session to end")
            return
        }
        do {
            try await service.withKeeper { keeper in try await keeper.logout() }
        } catch {
            // The service could not be told; the session is forgotten here all the same.
            ReceiptsServiceArguments.note("the service was not told (\(error)); the session is forgotten here")
            var forgotten = try file.load()
            forgotten.accounts[service.serviceName] = nil
            forgotten.jar.remove(goingTo: service.apiRootForCookies + "receipts", now: now)
            try file.save(forgotten, over: state)
        }
        print("logged out")
    }
}

/// With --show-cert: prints the service's certificate chain and pins, and says it did.
func showCertificate(_ service: ReceiptsServiceArguments) async throws -> Bool {
    guard service.service.showCert else { return false }
    let chain = try await service.service.withService(url: service.address.url) { transport, base in
        try await transport.showCertificateChain(url: base)
    }
    print(chain)
    return true
}
