import ArgumentParser

/// `plot payments login|list|logout`: the payments service (API.md section 2).
struct PaymentsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "payments",
        abstract: "Log in to the payments service, draw the table of payments, log out.",
        discussion: """
            Without --base-url, each run talks to a demo server started inside the command (over \
            TLS, trusting only its own CA); its tokens stay valid across runs until they expire. \
            The token is kept in $XDG_CONFIG_HOME/plotkit/payments-token.json (or \
            ~/.config/plotkit/), readable by you alone.
            """,
        subcommands: [PaymentsLoginCommand.self, PaymentsListCommand.self, PaymentsLogoutCommand.self])

    /// ArgumentParser reads a parent command's options anywhere on the line, so the chart's
    /// -o, --scale or --ca-file would take the values meant for `plot payments list`. PlotMain
    /// therefore parses `plot payments ...` with this root of its own; `PaymentsCommand` stays
    /// among PlotCommand's subcommands so `plot --help` lists it.
    struct Entry: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "plot payments", abstract: PaymentsCommand.configuration.abstract,
            discussion: PaymentsCommand.configuration.discussion,
            subcommands: PaymentsCommand.configuration.subcommands)
    }
}
