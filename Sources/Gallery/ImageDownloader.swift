import Foundation
import Storage
import Transport

/// Downloads pictures a few at a time (never the whole list at once), through a disk cache:
/// a URL fetched once is read from the cache on later runs. A picture that fails to arrive is
/// a failure in its slot, for a placeholder cell, not an error of the whole page; only a
/// failure the user must fix (a server not trusted, a setting that cannot be used) stops it.
public struct ImageDownloader: Sendable {
    public let transport: HTTPTransport
    public let cache: FileCache?
    public var maxConcurrent: Int
    /// For the failures that may pass (a dropped connection, HTTP 429 or 5xx).
    public var retry: RetryPolicy
    /// The name a URL's bytes are kept under: the URL itself, unless a server's address changes
    /// between runs while its pictures do not (the embedded demo's port).
    public var cacheKey: @Sendable (String) -> String

    public init(
        transport: HTTPTransport, cache: FileCache?, maxConcurrent: Int = 4,
        retry: RetryPolicy = RetryPolicy(retries: 2, firstDelay: .milliseconds(300), maxDelay: .seconds(2)),
        cacheKey: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.cacheKey = cacheKey
        self.transport = transport
        self.cache = cache
        self.maxConcurrent = max(1, maxConcurrent)
        self.retry = retry
    }

    /// Why a picture is missing, for its cell and stderr.
    public struct Failure: Error, Equatable, CustomStringConvertible, Sendable {
        public var description: String
        public var kind: FailureKind?
    }

    public struct Outcome: Sendable {
        /// One per URL, in order.
        public var results: [Result<[UInt8], Failure>]
        /// Bytes that came over the network (the rest from the cache).
        public var downloaded: Int
        /// A cache write that failed, once (the pictures are used all the same).
        public var cacheProblem: String?
    }

    /// Every URL's bytes; `progress(done, total)` after each one, in completion order.
    public func fetch(_ urls: [String], progress: @Sendable (Int, Int) -> Void = { _, _ in }) async throws -> Outcome {
        var results = [Result<[UInt8], Failure>?](repeating: nil, count: urls.count)
        var downloaded = 0
        var cacheProblem: String?
        var done = 0
        try await withThrowingTaskGroup(of: (Int, Result<[UInt8], Failure>, Bool, String?).self) { group in
            var next = 0
            func startNext() {
                guard next < urls.count else { return }
                let index = next
                let url = urls[index]
                next += 1
                group.addTask {
                    let (result, fromNetwork, problem) = try await one(url)
                    return (index, result, fromNetwork, problem)
                }
            }
            for _ in 0..<min(maxConcurrent, urls.count) { startNext() }
            while let (index, result, fromNetwork, problem) = try await group.next() {
                results[index] = result
                if fromNetwork { downloaded += 1 }
                if cacheProblem == nil { cacheProblem = problem }
                done += 1
                progress(done, urls.count)
                startNext()
            }
        }
        return Outcome(results: results.map { $0! }, downloaded: downloaded, cacheProblem: cacheProblem)
    }

    /// One picture: from the cache, else the network (then kept). Throws only what stops the page.
    private func one(_ url: String) async throws -> (Result<[UInt8], Failure>, Bool, String?) {
        if let cached = cache?.read(cacheKey(url)) { return (.success(cached), false, nil) }
        let bytes: [UInt8]
        do {
            bytes = try await retry.run(
                { try await download(url) },
                retryIf: { error in
                    if case TransportError.httpStatus(let code, _, _) = error { return code == 429 || code >= 500 }
                    return RetryPolicy.mayPass(error)
                })
        } catch {
            let kind = FailureKind.of(error)
            if let kind, !kind.mayPass { throw error }
            return (.failure(Failure(description: "download failed: \(error)", kind: kind)), true, nil)
        }
        var problem: String?
        do {
            try cache?.write(cacheKey(url), bytes)
        } catch {
            problem = String(describing: error)
        }
        return (.success(bytes), true, problem)
    }

    /// For a server that moves port every run: the URL without its scheme and address.
    public static func keyWithoutAddress(prefix: String) -> @Sendable (String) -> String {
        { url in
            guard let scheme = url.range(of: "://"), let slash = url[scheme.upperBound...].firstIndex(of: "/") else {
                return url
            }
            return prefix + url[slash...]
        }
    }

    private func download(_ url: String) async throws -> [UInt8] {
        let response = try await transport.get(url: url)
        try response.requireSuccess()
        guard !response.body.isEmpty else { throw Failure(description: "an empty answer", kind: .malformed) }
        return response.body
    }
}
