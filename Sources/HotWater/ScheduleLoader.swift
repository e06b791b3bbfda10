import Foundation

/// Where the page's schedule came from.
public enum ScheduleOrigin: Sendable {
    /// Fetched just now.
    case fetched
    /// From the cache: after `failure`, or with `--offline` (nil).
    case cached(failure: FetchFailure?)
}

public struct LoadedSchedule: Sendable {
    public var dated: DatedSchedule
    public var origin: ScheduleOrigin
    /// Set when the fetched schedule could not be saved to the cache (it is drawn all the same).
    public var cacheProblem: String?
}

/// Fetch, save, or fall back: a good fetch replaces the cache; a failed one (no connection,
/// server error, broken payload) leaves the cache alone and draws from it when it has a schedule.
/// A failure that does not pass by itself (a certificate that is not trusted, a setting that
/// cannot be used) never falls back: old data would hide what the user has to fix.
public struct ScheduleLoader: Sendable {
    /// nil when the cache could not be opened: fetching still works, without a fallback.
    public var cache: ScheduleCache?
    /// Where the cache lives, for messages even when it could not be opened.
    public var cachePath: String
    /// Makes the cache on the first good fetch when there was none (`cache` nil), so that a
    /// first run that fails leaves no empty cache behind.
    public var createCache: (@Sendable () throws -> ScheduleCache)?

    public init(
        cache: ScheduleCache?, cachePath: String, createCache: (@Sendable () throws -> ScheduleCache)? = nil
    ) {
        self.cache = cache
        self.cachePath = cachePath
        self.createCache = createCache
    }

    /// `--offline`: the cache alone, no request.
    public func offline() throws -> LoadedSchedule {
        guard let cache, let dated = try cache.load() else { throw HotWaterError.offlineNoCache(path: cachePath) }
        return LoadedSchedule(dated: dated, origin: .cached(failure: nil))
    }

    public func load(now: Date = Date(), fetch: () async throws -> Schedule) async throws -> LoadedSchedule {
        let schedule: Schedule
        do {
            schedule = try await fetch()
        } catch {
            let failure = FetchFailure(error)
            // An unreadable cache is no fallback; the fetch failure is what the user must fix.
            guard failure.mayPass, let cache, let dated = (try? cache.load()) ?? nil else {
                throw HotWaterError.fetchFailed(failure)
            }
            return LoadedSchedule(dated: dated, origin: .cached(failure: failure))
        }
        var problem: String?
        do {
            try (cache ?? createCache?())?.replace(with: schedule, fetchedAt: now)
        } catch {
            problem = String(describing: error)
        }
        return LoadedSchedule(
            dated: DatedSchedule(schedule: schedule, fetchedAt: now), origin: .fetched, cacheProblem: problem)
    }
}
