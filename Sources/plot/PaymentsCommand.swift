import ArgumentParser

/// `plot payments login|list|logout`: the payments service (API.md section 2).
struct PaymentsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "payments",
        abstract: "Log in to the payments service, draw the table of payments, log out.",
        discussion: """
            Without --url, each run talks to a demo server started inside the command (over \
            TLS, trusting only its own CA); its tokens stay valid across runs until they expire. \
            The token is kept in $XDG_CONFIG_HOME/plotkit/payments-token.json (or \
            ~/.config/plotkit/), readable by you alone.
            """,
        subcommands: [PaymentsLoginCommand.self, PaymentsListCommand.self, PaymentsLogoutCommand.self])
}
