/// After a failed call, try again up to N more times, waiting 0.5 s, 1 s, 2 s... (capped at
/// 8 s) in between, so a brief outage or a busy server gets time to recover: hot-water's
/// `--retry N`, the gallery's answers to VK's "too many requests".
public struct RetryPolicy: Sendable {
    public static let maxRetries = 10

    public var retries: Int
    public var firstDelay: Duration
    public var maxDelay: Duration

    public init(retries: Int, firstDelay: Duration = .milliseconds(500), maxDelay: Duration = .seconds(8)) {
        self.retries = max(0, retries)
        self.firstDelay = firstDelay
        self.maxDelay = maxDelay
    }

    /// The wait before retry number `retry` (1-based).
    public func delay(beforeRetry retry: Int) -> Duration {
        var delay = firstDelay
        for _ in 1..<max(1, retry) {
            delay *= 2
            if delay >= maxDelay { return maxDelay }
        }
        return min(delay, maxDelay)
    }

    /// Whether waiting may help: not for a certificate that is not trusted or a setting that
    /// cannot be used (the user's to fix), yes for the rest, unclassified errors included.
    public static func mayPass(_ error: any Error) -> Bool { FailureKind.of(error)?.mayPass ?? true }

    /// Runs `operation` until it succeeds or the retries are spent; `willRetry` hears of each
    /// failure that will be retried (retry number, error, wait). The last error is thrown, and a
    /// failure `retryIf` turns down (by default one that does not pass by waiting, such as an
    /// untrusted certificate) is thrown at once.
    public func run<T: Sendable>(
        _ operation: () async throws -> T,
        retryIf: (any Error) -> Bool = RetryPolicy.mayPass,
        willRetry: (Int, any Error, Duration) -> Void = { _, _, _ in }
    ) async throws -> T {
        var retry = 0
        while true {
            do {
                return try await operation()
            } catch {
                guard retry < retries, !(error is CancellationError), retryIf(error) else { throw error }
                retry += 1
                let wait = delay(beforeRetry: retry)
                willRetry(retry, error, wait)
                try await Task.sleep(for: wait)
            }
        }
    }
}
