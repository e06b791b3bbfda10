import ArgumentParser

/// `plot payments logout`: forgets the token. Nothing to forget is fine too.
struct PaymentsLogoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: "Delete the stored token (fine when there is none).")

    func run() throws {
        let tokenFile = try PaymentsTokenFile()
        if try tokenFile.delete() {
            print("logged out: deleted \(tokenFile.path)")
        } else {
            print("not logged in: no token at \(tokenFile.path)")
        }
    }
}
