import ArgumentParser
import Foundation
import Payments

/// `plot payments login --login NAME`: asks for the password, stores the token.
struct PaymentsLoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Log in and keep the token for plot payments list.")

    @Option(name: .customLong("login"), help: "The account's login (the demo's is demo, password 12345).")
    var login: String

    @Flag(
        name: .customLong("password-stdin"),
        help: "Read the password from standard input instead of asking for it on the terminal.")
    var passwordStdin = false

    @OptionGroup var service: PaymentsServiceArguments

    func validate() throws {
        guard !login.isEmpty else { throw ValidationError("--login must not be empty") }
    }

    func run() async throws {
        if try await service.showCertificateIfAsked() { return }
        let password =
            passwordStdin
            ? PasswordPrompt.readStandardInput() : try PasswordPrompt.read(prompt: "Password for \(login): ")
        guard !password.isEmpty else { throw CLIError("empty password: nothing was sent", status: .usage) }
        let tokenFile = try PaymentsTokenFile()
        let token = try await service.withClient { client in
            try await Spinner.run("logging in") { try await client.login(login, password: password) }
        }
        let now = Int64(Date().timeIntervalSince1970)
        try tokenFile.save(PaymentsSession(token: token, login: login, service: service.serviceName, savedAt: now))
        print("logged in to \(service.serviceDescription) as \(login); token saved in \(tokenFile.path)")
    }
}

extension PaymentsLoginCommand: CallsAService {
    var serviceHints: ServiceHints { PaymentsServiceArguments.hints("login") }
}
