import Foundation
import Receipts
import Storage

/// The receipts cache as a command finds it (`CacheAccess`), and the feed fetched into it as
/// `feed` fetches it. Shared by `feed` and `stats`.
typealias ReceiptsCacheAccess = CacheAccess<ReceiptsCache>

extension ReceiptsCacheAccess {
    /// A cache that cannot be opened ends an `--offline` command (66); otherwise the feed goes
    /// uncached, and stderr says why.
    init(offline: Bool) throws {
        try self.init(fileName: ReceiptsCache.fileName, offline: offline, open: { try ReceiptsCache(directory: $0) }) {
            ReceiptsServiceArguments.note("the feed will not be cached: \($0)")
        }
    }

    /// The account whose feed `--offline` draws: the session's, else the one stored last.
    func offlineAccount(_ service: ReceiptsServiceArguments) throws -> String? {
        try ReceiptsSessionFile().load().accounts[service.serviceName]?.cacheKey ?? cache?.latestAccount()
    }

    /// The feed fetched 50 at a time to its end (or `limit`), each page stored as it arrives; a
    /// failure that may pass draws the cache, and stderr says so. Also the account it is filed under.
    func fetch(
        _ service: ReceiptsServiceArguments, recovery: ReceiptsRecoveryArguments, limit: Int?, text: ReceiptsText
    ) async throws -> (feed: LoadedFeed, account: String?) {
        let (feed, account) = try await service.withKeeper(recovery: recovery) { keeper in
            let feed = try await Spinner.run("fetching receipts") {
                try await FeedLoader(keeper: keeper, cache: cache, createCache: create, limit: limit).load()
            }
            return (feed, keeper.account?.cacheKey)
        }
        if case .cached(let from, let failure?) = feed.origin {
            ReceiptsServiceArguments.note(
                "\(failure); drawing the cached feed from \(text.moment(from, timeZone: .current))")
        }
        if let problem = feed.cacheProblem { ReceiptsServiceArguments.note("the feed was not cached: \(problem)") }
        return (feed, account)
    }

    /// Said when `--offline` finds nothing to draw (66).
    var emptyCacheError: CLIError {
        CLIError("no feed in the cache (\(path)): run plot receipts feed without --offline first", status: .noInput)
    }
}
