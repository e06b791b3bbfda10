import ArgumentParser

/// `plot receipts ...`: the CheckScan receipts service (API.md section 5).
struct ReceiptsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receipts",
        abstract: "Receipts: sessions, the feed by month, search, places nearby, adding by QR, statistics.",
        discussion: """
            Without --url, each run talks to a demo server started inside the command (over \
            TLS, trusting only its own CA); its session cookies stay valid across runs until they \
            expire. The cookies are kept in $XDG_CONFIG_HOME/plotkit/receipts-session.json (or \
            ~/.config/plotkit/), readable by you alone, and the feed in \
            $XDG_CACHE_HOME/plotkit/receipts.sqlite.
            """,
        subcommands: [
            ReceiptsStatusCommand.self, ReceiptsLoginCommand.self, ReceiptsAnonymousCommand.self,
            ReceiptsLogoutCommand.self, ReceiptsFeedCommand.self, ReceiptsSearchCommand.self,
            ReceiptsNearbyCommand.self, ReceiptsAddCommand.self, ReceiptsStatsCommand.self,
        ])
}
