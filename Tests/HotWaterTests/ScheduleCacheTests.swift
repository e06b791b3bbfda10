import Foundation
import GRDB
import XCTest

@testable import HotWater

/// The cache keeps the last good schedule: replaced whole or not at all.
final class ScheduleCacheTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    var path: String { folder.appendingPathComponent("sub/hot-water.sqlite").path }

    static func schedule(_ version: String, rows: Int) -> Schedule {
        Schedule(
            version: version, classifierName: "График",
            rows: (0..<rows).map {
                ScheduleRow(
                    settlement: "Санкт-Петербург", street: "Ветеранов", house: String($0),
                    building: $0 % 2 == 0 ? "" : "1",
                    letter: $0 % 3 == 0 ? "А" : "", period: "20.05.2019-02.07.2019")
            })
    }

    let fetched = Date(timeIntervalSince1970: 1_597_239_900)

    func testSaveAndLoadRoundTrip() throws {
        let cache = try ScheduleCache(path: path)
        XCTAssertNil(try cache.load())
        let old = Self.schedule("25", rows: 3000)
        try cache.replace(with: old, fetchedAt: fetched)
        XCTAssertEqual(try cache.load(), DatedSchedule(schedule: old, fetchedAt: fetched))
        // Replacing with fewer rows leaves none of the old ones behind.
        let new = Self.schedule("26", rows: 10)
        try cache.replace(with: new, fetchedAt: fetched.addingTimeInterval(60))
        XCTAssertEqual(
            try ScheduleCache(path: path).load(),
            DatedSchedule(schedule: new, fetchedAt: fetched.addingTimeInterval(60)))
    }

    /// A write interrupted halfway (here by an error from the progress callback) rolls back whole.
    func testInterruptedWriteKeepsTheOldSchedule() throws {
        let cache = try ScheduleCache(path: path)
        let old = Self.schedule("25", rows: 1500)
        try cache.replace(with: old, fetchedAt: fetched)
        struct Interrupted: Error {}
        XCTAssertThrowsError(
            try cache.replace(with: Self.schedule("26", rows: 20_000), fetchedAt: Date()) { written in
                if written == 7000 { throw Interrupted() }
            })
        XCTAssertEqual(try cache.load(), DatedSchedule(schedule: old, fetchedAt: fetched))
    }

    /// A process killed in the middle of a big write (past SQLite's page cache, so its pages
    /// were being written to the log beside the file) loses nothing: the next open ignores them.
    func testProcessKilledMidWriteLosesNothing() throws {
        let old = Self.schedule("25", rows: 1500)
        try ScheduleCache(path: path).replace(with: old, fetchedAt: fetched)
        let log = path + "-wal"
        let logBefore = (try? FileManager.default.attributesOfItem(atPath: log)[.size] as? Int) ?? 0

        let writer = Process()
        writer.executableURL = try helper("schedule-cache-writer")
        writer.arguments = [path, "120000"]
        let output = Pipe()
        writer.standardOutput = output
        try writer.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        XCTAssertEqual(line, "halfway\n")
        // The transaction is open and has spilled: the log on disk has grown.
        let logDuring = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: log)[.size] as? Int)
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        XCTAssertEqual(writer.terminationReason, .uncaughtSignal)
        XCTAssertGreaterThan(logDuring, logBefore + 1_000_000, "the kill should land while pages are being written")

        XCTAssertEqual(try ScheduleCache(path: path).load(), DatedSchedule(schedule: old, fetchedAt: fetched))
        let database = try DatabaseQueue(path: path)
        XCTAssertEqual(try database.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }, "ok")
    }

    /// Several runs at once on one cache, one of them slow: a fetch whose save holds its write
    /// transaction for 12 s (past SQLite's page cache), while four more fetches save and four
    /// --offline runs read. The writers wait their turn and all succeed; the readers do not wait
    /// at all (they read the last committed schedule); the cache ends whole, as one of the
    /// writers left it. Before, every run failed here with "database is locked" after 10 s, the
    /// readers too: opening the cache ran the migrator, whose first statement is a write.
    func testWritersWaitForASlowWriterAndReadersDoNot() throws {
        let old = Self.schedule("25", rows: 1500)
        try ScheduleCache(path: path).replace(with: old, fetchedAt: fetched)
        let slow = Process()
        slow.executableURL = try helper("schedule-cache-writer")
        slow.arguments = [path, "120000", "12"]
        let output = Pipe()
        slow.standardOutput = output
        try slow.run()
        XCTAssertEqual(String(decoding: output.fileHandleForReading.availableData, as: UTF8.self), "halfway\n")
        let holding = Date()

        let (path, fetched) = (path, fetched)
        let writers = Self.onThreads(4) { index in
            try ScheduleCache(path: path).replace(
                with: Self.schedule("writer-\(index)", rows: 1000 + index), fetchedAt: fetched)
            return Date().timeIntervalSince(holding)
        }
        let readers = Self.onThreads(4) { _ in
            let loaded = try ScheduleCache(path: path).load()
            return (loaded?.schedule.version, Date().timeIntervalSince(holding))
        }
        slow.waitUntilExit()
        XCTAssertEqual(slow.terminationStatus, 0, "the slow writer failed")
        for (index, result) in writers.wait().enumerated() {
            XCTAssertNoThrow(try result.get(), "writer \(index)")
            if let waited = try? result.get() { XCTAssertGreaterThan(waited, 11, "writer \(index) did not wait") }
        }
        for result in readers.wait() {
            let (version, waited) = try result.get()
            XCTAssertEqual(version, "25", "a reader saw a schedule not yet committed")
            XCTAssertLessThan(waited, 6, "a reader waited for the slow writer")
        }

        let database = try DatabaseQueue(path: path)
        XCTAssertEqual(try database.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }, "ok")
        let final = try XCTUnwrap(try ScheduleCache(path: path).load()).schedule
        var expected = ["new": 120_000]
        for index in 0..<4 { expected["writer-\(index)"] = 1000 + index }
        XCTAssertEqual(final.rows.count, expected[final.version], "the cache holds \(final.version) torn")
    }

    /// Runs `body` on `count` threads of its own at once (not a pool that may run them in turn).
    static func onThreads<T>(_ count: Int, _ body: @escaping @Sendable (Int) throws -> T) -> ThreadResults<T> {
        let results = ThreadResults<T>(count: count)
        for index in 0..<count {
            results.group.enter()
            Thread.detachNewThread {
                results.set(index, Result { try body(index) })
                results.group.leave()
            }
        }
        return results
    }

    func testAFileThatIsNotSQLiteIsReportedNotTrusted() throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ScheduleCache(path: path)) { error in
            XCTAssertTrue(String(describing: error).contains("delete it to start afresh"), "\(error)")
        }
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

/// What threads started by `ScheduleCacheTests.onThreads` gave, once they have all ended.
final class ThreadResults<T>: @unchecked Sendable {
    let group = DispatchGroup()
    private let lock = NSLock()
    private var results: [Result<T, any Error>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<T, any Error>) { lock.withLock { results[index] = result } }

    func wait() -> [Result<T, any Error>] {
        group.wait()
        return lock.withLock { results.map { $0! } }
    }
}
