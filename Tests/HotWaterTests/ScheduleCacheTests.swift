import Foundation
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

    /// A process killed in the middle of a big write (past SQLite's page cache, so the database
    /// file itself was being changed) loses nothing: the next open rolls the torn write back.
    func testProcessKilledMidWriteLosesNothing() throws {
        let old = Self.schedule("25", rows: 1500)
        try ScheduleCache(path: path).replace(with: old, fetchedAt: fetched)
        let sizeBefore = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)

        let writer = Process()
        writer.executableURL = try helper("schedule-cache-writer")
        writer.arguments = [path, "120000"]
        let output = Pipe()
        writer.standardOutput = output
        try writer.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        XCTAssertEqual(line, "halfway\n")
        // The transaction is open and has spilled: the journal is on disk, the file has grown.
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + "-journal"))
        let sizeDuring = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        XCTAssertEqual(writer.terminationReason, .uncaughtSignal)
        XCTAssertGreaterThan(sizeDuring, sizeBefore, "the kill should land while the database file is being changed")

        XCTAssertEqual(try ScheduleCache(path: path).load(), DatedSchedule(schedule: old, fetchedAt: fetched))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-journal"), "the hot journal was rolled back")
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
