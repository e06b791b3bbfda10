import ArgumentParser
import Foundation
import Receipts

/// `plot receipts feed -o FILE`: the feed, fetched 50 at a time to its end (or from the cache),
/// drawn as cards in sections by month, newest first.
struct ReceiptsFeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed",
        abstract: "Draw the receipts feed by month to PNG, PDF or SVG.",
        discussion: """
            Fetched 50 at a time until the service says there are no more, each page kept in \
            $XDG_CACHE_HOME/plotkit/receipts.sqlite as it arrives. When a fetch fails, the cached \
            feed is drawn and the page says from when (not when the certificate is not trusted, \
            nor when the session ended and you chose to stop). Without a session, an anonymous one \
            is started.
            """)

    @Option(parsing: .unconditional, help: "Stop after N receipts.")
    var limit: Int?

    @Flag(help: "Draw the cached feed without asking the service.")
    var offline = false

    @OptionGroup var service: ReceiptsServiceArguments

    @OptionGroup(title: "When the session ends") var recovery: ReceiptsRecoveryArguments

    @OptionGroup var page: ReceiptsPageArguments

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be a whole number of at least 1") }
        try service.refuseWithOffline(offline, recovery: recovery)
    }

    func run() async throws {
        if try await showCertificate(service) { return }
        _ = try page.requireOutput()
        let text = ReceiptsText(page.lang)
        let access = try ReceiptsCacheAccess(offline: offline)
        let feed: LoadedFeed
        if offline {
            guard
                let cached = try FeedLoader.offline(
                    cache: access.cache, account: try access.offlineAccount(service), limit: limit)
            else { throw access.emptyCacheError }
            feed = cached
        } else {
            feed = try await access.fetch(service, recovery: recovery, limit: limit, text: text).feed
        }
        try page.write(
            entries: ReceiptsPages.feed(feed.receipts, text: text), title: text.feedTitle,
            note: ReceiptsNotes.feed(feed, text: text, timeZone: .current),
            empty: text.noReceipts)
    }
}

extension ReceiptsFeedCommand: CallsAService {
    var serviceHints: ServiceHints { ReceiptsServiceArguments.hints("feed") }
}
