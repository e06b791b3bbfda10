import ArgumentParser
import Foundation
import PlotRender
import Receipts

/// `plot receipts stats -o FILE`: one page of the cached feed's sums: spending by month, by
/// shop, and the items with the most spent. An account with nothing cached is fetched first,
/// as `feed` fetches it.
struct ReceiptsStatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Draw spending by month, by shop and the items with the most spent, from the cached feed.",
        discussion: """
            The sums come from $XDG_CACHE_HOME/plotkit/receipts.sqlite, the feed as `plot receipts feed` \
            last stored it: a receipt counts with its till's total (ИТОГО), an item with its line's sum. \
            When the cache holds no feed of the session's account, the feed is fetched first (50 at a \
            time, to its end); --refresh fetches it anyway. The shops are a donut of the six largest \
            and the rest; the items the ten with the most spent.
            """)

    @Flag(help: "Draw the cache alone, without asking the service (an empty cache is an error).")
    var offline = false

    @Flag(help: "Fetch the feed first even when the cache has it.")
    var refresh = false

    @OptionGroup var service: ReceiptsServiceArguments

    @OptionGroup(title: "When the session ends") var recovery: ReceiptsRecoveryArguments

    @OptionGroup var out: ReceiptsOutputArguments

    func validate() throws {
        if offline && refresh { throw ValidationError("--offline draws the cache; --refresh fetches: give one") }
        try service.refuseWithOffline(offline, recovery: recovery)
    }

    func run() async throws {
        if try await showCertificate(service) { return }
        let (_, page) = try out.formatAndPage()
        let text = ReceiptsText(out.lang)
        var access = try ReceiptsCacheAccess(offline: offline)
        let limit = ReceiptsStatsPage.topItems
        var origin: FeedOrigin?
        var spending: Spending?
        if offline {
            if let cache = access.cache, let account = try access.offlineAccount(service) {
                spending = try cache.spending(account: account, itemLimit: limit)
            }
            guard spending != nil else { throw access.emptyCacheError }
        } else if !refresh, let cache = access.cache,
            let account = try ReceiptsSessionFile().load().accounts[service.serviceName]?.cacheKey
        {
            spending = try cache.spending(account: account, itemLimit: limit)
        }
        if spending == nil {
            let (feed, account) = try await access.fetch(service, recovery: recovery, limit: nil, text: text)
            if let problem = feed.cacheProblem {
                throw CLIError(
                    "the statistics are the cache's sums, and the feed was not cached: \(problem)", status: .storage)
            }
            if access.cache == nil, FileManager.default.fileExists(atPath: access.path) {
                access.cache = try ReceiptsCache(path: access.path)
            }
            guard let cache = access.cache, let key = try account ?? cache.latestAccount(),
                let fetched = try cache.spending(account: key, itemLimit: limit)
            else {
                throw CLIError(
                    "the feed was not cached (\(access.path)): the statistics are the cache's sums", status: .storage)
            }
            spending = fetched
            origin = feed.origin
        }
        guard let spending else { throw access.emptyCacheError }
        let note = ReceiptsNotes.stats(
            spending, origin: origin ?? .cached(from: spending.oldestFetch, failure: nil), text: text,
            timeZone: .current)
        let engine = PangoTextEngine()
        try out.write(
            ReceiptsStatsPage(spending: spending, text: text, page: page, note: note).scene(measurer: engine),
            engine: engine)
    }
}

extension ReceiptsStatsCommand: CallsAService {
    var serviceHints: ServiceHints { ReceiptsServiceArguments.hints("stats") }
}
