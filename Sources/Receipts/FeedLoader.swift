import Foundation
import Transport

/// Where a drawn feed came from.
public enum FeedOrigin: Sendable, Equatable {
    /// Fetched just now, to the end (or to `--limit`).
    case fetched(at: Date)
    /// From the cache, its oldest receipt fetched then: after `failure`, or with `--offline` (nil).
    case cached(from: Date, failure: String?)
}

public struct LoadedFeed: Sendable {
    public var receipts: [Receipt]
    /// Items of the answers that could not be read as receipts.
    public var skipped: Int
    public var origin: FeedOrigin
    /// Pages requested (each request once, retries apart).
    public var pagesFetched: Int
    /// Set when a page could not be stored in the cache (the feed is drawn all the same).
    public var cacheProblem: String?
}

/// The feed, 50 at a time until the service says there is no more (or `limit` is reached),
/// each page stored in the cache as it arrives. A failure that may pass (no connection, a
/// server error, a cut-off or broken answer) draws the cache instead, when it has this
/// account's feed; an untrusted server, a setting to fix, or a session the user chose not to
/// renew never does. When a recovered session is another account's (the user carried on
/// anonymously), the feed starts again from its first page: pages of two accounts never mix.
public struct FeedLoader {
    public var keeper: SessionKeeper
    public var cache: ReceiptsCache?
    /// Makes the cache on the first page to keep when there was none (`cache` nil), so that a
    /// first run that fails leaves no empty cache behind.
    public var createCache: (() throws -> ReceiptsCache)?
    public var limit: Int?
    public var clock: () -> Date

    public init(
        keeper: SessionKeeper, cache: ReceiptsCache?, createCache: (() throws -> ReceiptsCache)? = nil,
        limit: Int? = nil, clock: @escaping () -> Date = Date.init
    ) {
        self.keeper = keeper
        self.cache = cache
        self.createCache = createCache
        self.limit = limit
        self.clock = clock
    }

    public func load() async throws -> LoadedFeed {
        var cache = self.cache
        var problem: String?
        var receipts: [Receipt] = []
        var skipped = 0
        var pages = 0
        var started = clock()
        var account = keeper.account?.cacheKey
        do {
            try await keeper.ensureSession()
            account = keeper.account?.cacheKey
            while true {
                let want = limit.map { min(ReceiptsClient.pageSize, $0 - receipts.count) } ?? ReceiptsClient.pageSize
                let skip = receipts.count + skipped
                let page = try await keeper.run { try await keeper.client.feedPage(skip: skip, limit: want) }
                pages += 1
                if keeper.account?.cacheKey != account {
                    // Another account's feed from here on: start it from the top.
                    account = keeper.account?.cacheKey
                    receipts = []
                    skipped = 0
                    started = clock()
                    continue
                }
                receipts += page.receipts
                skipped += page.skipped
                let reachedLimit = limit.map { receipts.count >= $0 } ?? false
                let isLast = !page.hasMore || page.receipts.count + page.skipped == 0
                if let account, problem == nil {
                    do {
                        if cache == nil { cache = try createCache?() }
                        try cache?.store(
                            page.receipts, account: account, fetchedAt: clock(),
                            completesFeedStartedAt: isLast && limit == nil ? started : nil)
                    } catch {
                        problem = String(describing: error)
                    }
                }
                if isLast || reachedLimit { break }
            }
        } catch {
            let kind = FailureKind.of(error)
            let rejected = (error as? ReceiptsError)?.endsSession ?? false
            // Without a session known (the service never answered), the feed cached last.
            guard !rejected, kind?.mayPass ?? false, let cache,
                let key = account ?? ((try? cache.latestAccount()) ?? nil),
                let cached = (try? cache.load(account: key)) ?? nil, !cached.receipts.isEmpty
            else { throw error }
            return LoadedFeed(
                receipts: Array(cached.receipts.prefix(limit ?? .max)), skipped: 0,
                origin: .cached(from: cached.oldestFetch, failure: String(describing: error)), pagesFetched: pages,
                cacheProblem: problem)
        }
        if let limit { receipts = Array(receipts.prefix(limit)) }
        return LoadedFeed(
            receipts: receipts, skipped: skipped, origin: .fetched(at: clock()), pagesFetched: pages,
            cacheProblem: problem)
    }

    /// `--offline`: `account`'s cached feed alone, no request.
    public static func offline(cache: ReceiptsCache?, account: String?, limit: Int?) throws -> LoadedFeed? {
        guard let cache, let key = try account ?? cache.latestAccount(), let cached = try cache.load(account: key)
        else { return nil }
        return LoadedFeed(
            receipts: Array(cached.receipts.prefix(limit ?? .max)), skipped: 0,
            origin: .cached(from: cached.oldestFetch, failure: nil), pagesFetched: 0)
    }
}
