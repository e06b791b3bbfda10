import Foundation
import GRDB
import XCTest

/// Several `plot` processes at once sharing one cache or one token file, as cron jobs and
/// shells do: every run succeeds, the SQLite cache stays whole, a token file is always whole.
final class ConcurrentRunsTests: XCTestCase {
    var plot: PlotProcess!
    var environment: [String: String] = [:]

    override func setUpWithError() throws {
        plot = try PlotProcess()
        environment = [
            "XDG_CONFIG_HOME": plot.path("config"), "XDG_CACHE_HOME": plot.path("cache"), "LANG": "en_US.UTF-8",
            "LC_ALL": "", "LC_MESSAGES": "",
        ]
    }

    override func tearDown() { plot?.remove() }

    var cacheFile: String { plot.path("cache/plotkit/hot-water.sqlite") }
    var tokenFile: String { plot.path("config/plotkit/payments-token.json") }

    /// Starts every run at once and waits for all.
    func runAtOnce(_ runs: [[String]], stdin: Data? = nil) -> [Result<PlotProcess.Result, any Error>] {
        let results = LockedResults<Result<PlotProcess.Result, any Error>>(count: runs.count)
        let group = DispatchGroup()
        for (index, arguments) in runs.enumerated() {
            DispatchQueue.global().async(group: group) { [plot, environment] in
                results.set(index, Result { try plot!.run(arguments, stdin: stdin, environment: environment) })
            }
        }
        group.wait()
        return results.all()
    }

    func assertAllSucceeded(_ results: [Result<PlotProcess.Result, any Error>], line: UInt = #line) throws {
        XCTAssertFalse(results.isEmpty, line: line)
        for result in results {
            let run = try result.get()
            XCTAssertEqual(run.status, 0, run.stderr, line: line)
            XCTAssertEqual(run.stderrBesidesWrote, "", "no note either (a cache not saved is a note)", line: line)
        }
    }

    func integrity() throws -> (check: String, rows: Int) {
        let database = try DatabaseQueue(path: cacheFile)
        return try database.read { db in
            (
                try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? "",
                try Int.fetchOne(db, sql: "SELECT count(*) FROM schedule_row") ?? 0
            )
        }
    }

    /// Eight first runs create the cache together (twice: the race to make its tables lost about
    /// one run in ten before the second look); then four fetches write it while four --offline
    /// runs read it.
    func testHotWaterRunsShareOneCache() throws {
        let fetch = ["hot-water", "--limit", "2", "-o"]
        var start = Date()
        for round in 1...2 {
            try? FileManager.default.removeItem(atPath: plot.path("cache"))
            try assertAllSucceeded(runAtOnce((1...8).map { fetch + ["first-\($0)-\(round).png"] }))
        }
        print("2 x 8 hot-water runs creating one cache: \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
        let first = try integrity()
        XCTAssertEqual(first.check, "ok")
        XCTAssertGreaterThan(first.rows, 1000)

        start = Date()
        let mixed =
            (1...4).map { fetch + ["fetch-\($0).png"] }
            + (1...4).map { ["hot-water", "--offline", "--limit", "2", "-o", "offline-\($0).png"] }
        try assertAllSucceeded(runAtOnce(mixed))
        print("4 fetching and 4 offline hot-water runs: \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
        let second = try integrity()
        XCTAssertEqual(second.check, "ok")
        XCTAssertEqual(second.rows, first.rows)
        XCTAssertEqual(
            try plot.files().filter { $0.hasSuffix(".png") }.count, 24, "every run drew its page")
    }

    /// Four logins rewrite the token while four lists read it: every list finds a whole token
    /// (the old one or a new one), and so does a reader polling the file throughout.
    func testPaymentsRunsShareOneTokenFile() throws {
        let login = ["payments", "login", "--login", "demo", "--password-stdin"]
        try assertAllSucceeded(runAtOnce([login], stdin: Data("12345\n".utf8)))

        let polling = TokenPoller(path: tokenFile)
        polling.start()
        let runs = (1...4).flatMap { [login, ["payments", "list", "-o", "list-\($0).png"]] }
        let results = runAtOnce(runs, stdin: Data("12345\n".utf8))
        let (reads, torn) = polling.stop()
        try assertAllSucceeded(results)
        XCTAssertGreaterThan(reads, 10)
        XCTAssertEqual(torn, 0, "a reader saw a token file half-written")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: plot.path("config/plotkit")),
            ["payments-token.json"], "no temporary file left")
        let mode = try FileManager.default.attributesOfItem(atPath: tokenFile)[.posixPermissions] as? NSNumber
        XCTAssertEqual(mode?.intValue, 0o600)
    }
}

/// Reads a token file over and over on its own thread, counting reads that are not whole JSON.
final class TokenPoller: @unchecked Sendable {
    let path: String
    private let lock = NSLock()
    private var running = true
    private var reads = 0
    private var torn = 0
    private let done = DispatchSemaphore(value: 0)

    init(path: String) { self.path = path }

    func start() {
        Thread.detachNewThread { [self] in
            while lock.withLock({ running }) {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                let whole = (try? JSONSerialization.jsonObject(with: data)) is [String: Any]
                lock.withLock {
                    reads += 1
                    if !whole { torn += 1 }
                }
            }
            done.signal()
        }
    }

    func stop() -> (reads: Int, torn: Int) {
        lock.withLock { running = false }
        done.wait()
        return lock.withLock { (reads, torn) }
    }
}
