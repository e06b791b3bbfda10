import Foundation
import Receipts
import Storage

/// The receipts cache as a command finds it: opened when its file is there, else made only once
/// there is a page to keep (so a failed first run leaves no empty cache); and the feed fetched
/// into it as `feed` fetches it. Shared by `feed` and `stats`.
struct ReceiptsCacheAccess {
    var cache: ReceiptsCache?
    var create: (() throws -> ReceiptsCache)?
    /// Where the cache is, for messages.
    let path: String

    /// A cache that cannot be opened ends an `--offline` command (66); otherwise the feed goes
    /// uncached, and stderr says why.
    init(offline: Bool) throws {
        let directory = CacheDirectory.fromEnvironment()
        path = directory?.file(ReceiptsCache.fileName) ?? "$XDG_CACHE_HOME/plotkit/\(ReceiptsCache.fileName)"
        do {
            guard let directory else { throw StorageError.noCacheFolder }
            if FileManager.default.fileExists(atPath: path) {
                cache = try ReceiptsCache(directory: directory)
            } else {
                create = { try ReceiptsCache(directory: directory) }
            }
        } catch {
            if offline { throw CLIError(String(describing: error), status: .noInput) }
            ReceiptsServiceArguments.note("the feed will not be cached: \(error)")
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
