import Foundation
import GRDB
import XCTest

@testable import Receipts

/// The feed's cache: pages kept as they come, the end of a full fetch sweeping what is gone,
/// and a process killed mid-write losing nothing committed.
final class ReceiptsCacheTests: XCTestCase {
    var folder: URL!
    var path: String { folder.appendingPathComponent("receipts.sqlite").path }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-rcache-\(UUID().uuidString)")
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    static func receipt(_ id: String, at time: Int64) -> Receipt {
        Receipt(
            id: id, shopName: "Магнит", address: "Баумана 44", purchasedAt: time, utcOffset: 10_800, total: 100,
            items: [ReceiptItem(name: "Хлеб", price: 100, quantity: "1", unit: "шт", sum: 100)])
    }

    func testPagesAccumulateAndAFullFetchSweepsTheRest() throws {
        let cache = try ReceiptsCache(path: path)
        let first = Date(timeIntervalSince1970: 1_795_000_000)
        try cache.store([Self.receipt("a", at: 3), Self.receipt("b", at: 2)], account: "user:demo", fetchedAt: first)
        try cache.store([Self.receipt("c", at: 1)], account: "anonymous", fetchedAt: first.addingTimeInterval(1))
        XCTAssertEqual(try cache.load(account: "user:demo")?.receipts.map(\.id), ["a", "b"])
        XCTAssertEqual(try cache.latestAccount(), "anonymous")
        // A new full fetch that no longer has "b".
        let second = first.addingTimeInterval(60)
        try cache.store(
            [Self.receipt("a", at: 3), Self.receipt("d", at: 4)], account: "user:demo", fetchedAt: second,
            completesFeedStartedAt: second)
        let feed = try XCTUnwrap(try cache.load(account: "user:demo"))
        XCTAssertEqual(feed.receipts.map(\.id), ["d", "a"])
        XCTAssertEqual(feed.receipts[0].items.count, 1)
        XCTAssertEqual(feed.completedAt, second)
        XCTAssertEqual(try cache.load(account: "anonymous")?.receipts.map(\.id), ["c"], "another account untouched")
    }

    func testAThrowMidPageKeepsNothingOfIt() throws {
        let cache = try ReceiptsCache(path: path)
        try cache.store([Self.receipt("old", at: 1)], account: "user:demo", fetchedAt: Date())
        struct Interrupted: Error {}
        let page = (0..<30).map { Self.receipt("new\($0)", at: Int64(10 + $0)) }
        XCTAssertThrowsError(
            try cache.store(page, account: "user:demo", fetchedAt: Date()) { written in
                if written == 20 { throw Interrupted() }
            })
        XCTAssertEqual(try cache.load(account: "user:demo")?.receipts.map(\.id), ["old"])
    }

    /// A process killed in the middle of storing a page loses nothing committed before it.
    func testProcessKilledMidWriteLosesNothing() throws {
        let cache = try ReceiptsCache(path: path)
        let committed = (0..<50).map { Self.receipt("kept\($0)", at: Int64($0)) }
        try cache.store(committed, account: "user:demo", fetchedAt: Date(timeIntervalSince1970: 1_795_000_000))

        let log = path + "-wal"
        let logBefore = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: log)[.size] as? Int)
        let writer = Process()
        writer.executableURL = try helper("receipts-cache-writer")
        writer.arguments = [path, "4000"]
        let output = Pipe()
        writer.standardOutput = output
        try writer.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        XCTAssertEqual(line, "halfway\n")
        let logDuring = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: log)[.size] as? Int)
        XCTAssertGreaterThan(logDuring, logBefore, "the open transaction's pages are in the log")
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        XCTAssertEqual(writer.terminationReason, .uncaughtSignal)

        let reopened = try ReceiptsCache(path: path)
        XCTAssertEqual(
            try reopened.load(account: "user:demo")?.receipts.map(\.id), committed.reversed().map(\.id))
        XCTAssertEqual(
            try DatabaseQueue(path: path).read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }, "ok")
    }

    /// Built beside the test bundle by `swift build`.
    func helper(_ name: String) throws -> URL {
        let bundle = Bundle.main.bundleURL
        let candidates = [
            bundle.appendingPathComponent(name), bundle.deletingLastPathComponent().appendingPathComponent(name),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("\(name) was not built next to \(bundle.path)")
        }
        return found
    }
}
