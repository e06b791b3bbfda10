import Foundation
import Transport
import XCTest

@testable import HotWater

/// Fetch, save, fall back: a failed or broken download never touches the cache.
final class ScheduleLoaderTests: XCTestCase {
    var folder: URL!
    var cache: ScheduleCache!
    var loader: ScheduleLoader!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-loader-\(UUID().uuidString)")
        let path = folder.appendingPathComponent("hot-water.sqlite").path
        cache = try ScheduleCache(path: path)
        loader = ScheduleLoader(cache: cache, cachePath: path)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    let old = ScheduleCacheTests.schedule("25", rows: 40)
    let new = ScheduleCacheTests.schedule("26", rows: 50)
    let then = Date(timeIntervalSince1970: 1_597_239_900)
    let now = Date(timeIntervalSince1970: 1_600_000_000)
    let refused = TransportError.cannotConnect(host: "localhost", port: 1, reason: "connection refused")

    func testAGoodFetchReplacesTheCache() async throws {
        try cache.replace(with: old, fetchedAt: then)
        let loaded = try await loader.load(now: now) { new }
        guard case .fetched = loaded.origin else { return XCTFail("\(loaded.origin)") }
        XCTAssertNil(loaded.cacheProblem)
        XCTAssertEqual(try cache.load(), DatedSchedule(schedule: new, fetchedAt: now))
    }

    func testNoConnectionFallsBackToTheCache() async throws {
        try cache.replace(with: old, fetchedAt: then)
        let loaded = try await loader.load(now: now) { throw refused }
        guard case .cached(let failure?) = loaded.origin else { return XCTFail("\(loaded.origin)") }
        XCTAssertEqual(failure.kind, .noConnection)
        XCTAssertEqual(loaded.dated, DatedSchedule(schedule: old, fetchedAt: then))
    }

    /// Server errors and broken or hostile payloads: the cache is drawn and left as it was.
    func testABrokenDownloadNeverOverwrites() async throws {
        try cache.replace(with: old, fetchedAt: then)
        let failures: [(any Error, FailureKind)] = [
            (TransportError.httpStatus(code: 500, reason: "Internal Server Error", location: nil), .refused),
            (PayloadError.zipBomb(.declaredSize(declared: 1 << 40, cap: 64 << 20)), .malformed),
            (PayloadError.invalidBase64, .malformed), (PayloadError.corruptZip(detail: "x"), .malformed),
            (TransportError.truncatedResponse(host: "h", received: 10, expected: 99), .malformed),
            (TransportError.timedOut(seconds: 30, phase: "waiting"), .timedOut),
        ]
        for (failure, kind) in failures {
            let loaded = try await loader.load(now: now) { throw failure }
            guard case .cached(let reason?) = loaded.origin else { return XCTFail("\(loaded.origin)") }
            XCTAssertEqual(reason.kind, kind, "\(failure)")
            XCTAssertEqual(try cache.load(), DatedSchedule(schedule: old, fetchedAt: then))
        }
    }

    let remedies = HotWaterRemedies(
        retry: "RETRY", showCertificate: "SHOW", trustCA: "CA", pinKey: "PIN", offline: "OFFLINE")

    /// A certificate that is not trusted is the user's to fix: even with a cache, nothing old
    /// is drawn, the message says it is the certificate (not the network) and how to trust it,
    /// and offers no retry.
    func testATrustFailureNeverFallsBackAndSaysItIsTheCertificate() async throws {
        try cache.replace(with: old, fetchedAt: then)
        let english = try HotWaterStrings.load(.en)
        let russian = try HotWaterStrings.load(.ru)
        let untrusted: [any Error] = [
            TransportError.certificateNotTrusted(host: "localhost", issuer: "PlotKit Demo CA", detail: ""),
            TransportError.hostNameMismatch(host: "127.0.0.1", certificateNames: ["localhost"]),
            TransportError.pinMismatch(host: "localhost", actualPin: "abc="),
        ]
        for failure in untrusted {
            do {
                let loaded = try await loader.load(now: now) { throw failure }
                XCTFail("\(failure): drew \(loaded.origin)")
            } catch let error as HotWaterError {
                let message = error.message(english, remedies: remedies)
                XCTAssertTrue(message.hasPrefix("the service's certificate is not accepted ("), message)
                XCTAssertTrue(message.contains("this is not a network problem"), message)
                for remedy in ["SHOW", "CA", "PIN"] { XCTAssertTrue(message.contains(remedy), message) }
                XCTAssertFalse(message.contains("RETRY"), message)
                XCTAssertFalse(message.contains("internet"), message)
                let russianMessage = error.message(russian, remedies: remedies)
                XCTAssertTrue(russianMessage.hasPrefix("сертификат сервиса не принят"), russianMessage)
                XCTAssertFalse(russianMessage.contains("RETRY"), russianMessage)
            }
        }
        XCTAssertEqual(try cache.load(), DatedSchedule(schedule: old, fetchedAt: then), "the cache is left alone")
    }

    func testATrustFailureIsNotRetried() async throws {
        var attempts = 0
        do {
            _ = try await RetryPolicy(retries: 3, firstDelay: .milliseconds(1)).run { () async throws -> Int in
                attempts += 1
                throw TransportError.pinMismatch(host: "localhost", actualPin: "abc=")
            }
            XCTFail("a pin mismatch passed")
        } catch {
            XCTAssertEqual(FailureKind.of(error), .untrusted)
        }
        XCTAssertEqual(attempts, 1, "tried once, not four times")
    }

    func testWithNoCacheTheTwoMessagesSayWhatToDo() async throws {
        let english = try HotWaterStrings.load(.en)
        let russian = try HotWaterStrings.load(.ru)
        do {
            _ = try await loader.load(now: now) { throw refused }
            XCTFail("drew nothing, yet did not fail")
        } catch let error as HotWaterError {
            let message = error.message(english, remedies: remedies)
            XCTAssertTrue(message.hasPrefix("no internet connection (cannot connect to localhost:1"), message)
            XCTAssertTrue(message.hasSuffix("try again: RETRY"), message)
            XCTAssertTrue(error.message(russian, remedies: remedies).hasPrefix("нет подключения к интернету"))
        }
        do {
            _ = try await loader.load(now: now) { throw PayloadError.notAZip }
            XCTFail("drew nothing, yet did not fail")
        } catch let error as HotWaterError {
            XCTAssertEqual(
                error.message(english, remedies: remedies),
                "unexpected error (the payload is not a zip archive); try again: RETRY, or later")
            XCTAssertTrue(error.message(russian, remedies: remedies).hasPrefix("непредвиденная ошибка"))
        }
        XCTAssertNil(try cache.load())
    }

    func testOffline() async throws {
        XCTAssertThrowsError(try loader.offline()) { error in
            XCTAssertTrue(String(describing: error).contains("no schedule in the cache"), "\(error)")
        }
        try cache.replace(with: old, fetchedAt: then)
        let loaded = try loader.offline()
        guard case .cached(nil) = loaded.origin else { return XCTFail("\(loaded.origin)") }
        XCTAssertEqual(loaded.dated.schedule, old)
    }

    /// Without a usable cache the fetch still draws; the problem is reported, not fatal.
    func testNoCacheStillDraws() async throws {
        let loaded = try await ScheduleLoader(cache: nil, cachePath: "/nowhere").load(now: now) { new }
        XCTAssertEqual(loaded.dated.schedule, new)
    }

    /// A first run makes the cache only once it has a schedule to keep.
    func testTheCacheIsMadeOnlyByAGoodFetch() async throws {
        let path = folder.appendingPathComponent("first/hot-water.sqlite").path
        let first = ScheduleLoader(cache: nil, cachePath: path, createCache: { try ScheduleCache(path: path) })
        do {
            _ = try await first.load(now: now) { throw refused }
            XCTFail("nothing to fall back to")
        } catch {}
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "a failed first fetch made a cache")
        _ = try await first.load(now: now) { new }
        XCTAssertEqual(try ScheduleCache(path: path).load(), DatedSchedule(schedule: new, fetchedAt: now))
    }

    func testRetriesWithBackoff() async throws {
        let policy = RetryPolicy(retries: 3, firstDelay: .milliseconds(1), maxDelay: .milliseconds(3))
        XCTAssertEqual(
            (1...4).map { policy.delay(beforeRetry: $0) },
            [.milliseconds(1), .milliseconds(2), .milliseconds(3), .milliseconds(3)])
        XCTAssertEqual(RetryPolicy(retries: 5).delay(beforeRetry: 1), .milliseconds(500))
        XCTAssertEqual(RetryPolicy(retries: 5).delay(beforeRetry: 10), .seconds(8))
        let attempts = Counter()
        var heard: [Int] = []
        let value = try await policy.run(
            {
                if attempts.next() < 3 { throw refused }
                return 7
            }, willRetry: { retry, _, _ in heard.append(retry) })
        XCTAssertEqual(value, 7)
        XCTAssertEqual(heard, [1, 2])
        let failing = Counter()
        do {
            _ = try await RetryPolicy(retries: 2, firstDelay: .milliseconds(1)).run { () async throws -> Int in
                _ = failing.next()
                throw refused
            }
            XCTFail("no error")
        } catch {
            XCTAssertEqual(failing.count, 3, "one try and two retries")
        }
    }
}

final class Counter: @unchecked Sendable {
    private(set) var count = 0
    func next() -> Int {
        count += 1
        return count
    }
}
