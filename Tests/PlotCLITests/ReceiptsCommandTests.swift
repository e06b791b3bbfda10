import Foundation
import XCTest

/// `plot receipts ...` as a user runs them, with the session kept in a scratch XDG_CONFIG_HOME
/// and the feed in a scratch XDG_CACHE_HOME.
final class ReceiptsCommandTests: XCTestCase {
    var plot: PlotProcess!
    var environment: [String: String] = [:]
    var sessionPath: String { plot.path("config/plotkit/receipts-session.json") }

    override func setUpWithError() throws {
        plot = try PlotProcess()
        environment = ["XDG_CONFIG_HOME": plot.path("config"), "XDG_CACHE_HOME": plot.path("cache")]
    }

    override func tearDown() { plot?.remove() }

    func run(_ arguments: [String], stdin: String? = nil) throws -> PlotProcess.Result {
        try plot.run(["receipts"] + arguments, stdin: stdin.map { Data(($0 + "\n").utf8) }, environment: environment)
    }

    func stdout(_ result: PlotProcess.Result) -> String { String(decoding: result.stdout, as: UTF8.self) }

    /// The session cookie's value, read from the file: it must appear in no output.
    func cookieValue() throws -> String {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: sessionPath))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let jar = try XCTUnwrap(json["jar"] as? [String: Any])
        let cookies = try XCTUnwrap(jar["cookies"] as? [[String: Any]])
        return try XCTUnwrap(cookies.first?["value"] as? String)
    }

    func testSessionsAndTheFeedWithTheEmbeddedServer() throws {
        XCTAssertEqual(stdout(try run(["status"])), "no session\n")
        let feed = try run(["feed", "-o", "feed.pdf"])
        XCTAssertEqual(feed.status, 0, feed.stderr)
        XCTAssertEqual(
            feed.stderrBesidesWrote,
            "plot: note: no session: started an anonymous one (sign in with plot receipts login --login NAME)\n")
        XCTAssertEqual(feed.wroteLines.count, 1, feed.stderr)
        XCTAssertTrue(feed.wroteLines[0].hasPrefix("plot: wrote feed.pdf ("), feed.stderr)
        XCTAssertEqual(stdout(feed), "")
        XCTAssertTrue(stdout(try run(["status"])).hasPrefix("anonymous until "))
        let anonymousCookie = try cookieValue()

        // A new run starts a new server, which still takes the session.
        let login = try run(["login", "--login", "demo", "--password-stdin"], stdin: "12345")
        XCTAssertEqual(login.status, 0, login.stderr)
        XCTAssertTrue(stdout(login).hasPrefix("signed in as demo until "), stdout(login))
        let status = stdout(try run(["status"]))
        XCTAssertTrue(status.hasPrefix("signed in as demo until "), status)
        XCTAssertEqual(status.filter { $0 == "\n" }.count, 1, "one line")
        let attributes = try FileManager.default.attributesOfItem(atPath: sessionPath)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let cookie = try cookieValue()
        XCTAssertNotEqual(cookie, anonymousCookie)
        let signedIn = try run(["feed", "-o", "signed.png", "--limit", "3", "--lang", "en"])
        XCTAssertEqual(signedIn.status, 0, signedIn.stderr)
        XCTAssertEqual(signedIn.stderrBesidesWrote, "", "a session: nothing to say")
        for result in [feed, login, signedIn] {
            for output in [stdout(result), result.stderr] {
                XCTAssertFalse(output.contains(cookie) || output.contains(anonymousCookie), "a cookie was printed")
            }
        }

        XCTAssertEqual(stdout(try run(["logout"])), "logged out\n")
        XCTAssertEqual(stdout(try run(["status"])), "no session\n")
        XCTAssertEqual(stdout(try run(["logout"])), "no session to end\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath), "nothing left to keep")
    }

    func testOfflineAndAFailedFetchDrawTheCache() throws {
        let empty = try run(["feed", "--offline", "-o", "none.png"])
        XCTAssertEqual(empty.status, 66)
        XCTAssertTrue(empty.stderr.contains("no feed in the cache"), empty.stderr)
        XCTAssertEqual(try run(["feed", "-o", "first.pdf"]).status, 0)
        let offline = try run(["feed", "--offline", "-o", "offline.pdf"])
        XCTAssertEqual(offline.status, 0, offline.stderr)
        XCTAssertEqual(offline.stderrBesidesWrote, "")
        let refused = try run(["feed", "--url", "https://127.0.0.1:9", "-o", "fallback.pdf"])
        XCTAssertEqual(refused.status, 0, refused.stderr)
        XCTAssertTrue(refused.stderr.hasPrefix("plot: note: cannot reach the receipts service"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("drawing the cached feed from"), refused.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: plot.path("fallback.pdf")))
        let mixed = try run(["feed", "--offline", "--url", "https://127.0.0.1:9", "-o", "x.pdf"])
        XCTAssertEqual(mixed.status, 64)
    }

    /// `stats` from an empty cache: offline it says so (66); online it fetches the feed first, as
    /// `feed` does, and then draws from the cache, offline too.
    func testStatsFetchesAnEmptyCacheFirstAndOfflineNeedsOne() throws {
        let empty = try run(["stats", "--offline", "-o", "none.png"])
        XCTAssertEqual(empty.status, 66, empty.stderr)
        XCTAssertTrue(empty.stderr.hasPrefix("plot: error: no feed in the cache ("), empty.stderr)
        XCTAssertEqual(empty.stderr.filter { $0 == "\n" }.count, 1, empty.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("none.png")))
        let login = try run(["login", "--login", "demo", "--password-stdin"], stdin: "12345")
        XCTAssertEqual(login.status, 0, login.stderr)
        let fetched = try run(["stats", "-o", "stats.png"])
        XCTAssertEqual(fetched.status, 0, fetched.stderr)
        XCTAssertEqual(stdout(fetched), "")
        XCTAssertEqual(fetched.wroteLines, ["plot: wrote stats.png (1080×1920 px)"], fetched.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: plot.path("cache/plotkit/receipts.sqlite")))
        let png = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("stats.png")))
        XCTAssertEqual(pngSize(png)?.0, 1080, "a portrait page by default")
        let offline = try run(["stats", "--offline", "--lang", "en", "--orientation", "landscape", "-o", "stats.pdf"])
        XCTAssertEqual(offline.status, 0, offline.stderr)
        XCTAssertEqual(offline.stderrBesidesWrote, "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: plot.path("stats.pdf")))
        let both = try run(["stats", "--offline", "--refresh", "-o", "x.png"])
        XCTAssertEqual(both.status, 64, both.stderr)
        let columns = try run(["stats", "--columns", "2", "-o", "x.png"])
        XCTAssertEqual(columns.status, 64, "stats has no cards to put in columns: \(columns.stderr)")
    }

    func testA401MidFeedUnderEachChoice() throws {
        let server = try DemoServerProcess(folder: plot.folder)
        defer { server.stop() }
        let root = try XCTUnwrap(server.url.components(separatedBy: "/mobws").first)
        let base = ["--url", root + "/fault/expire-mid-feed", "--ca-file", "ca.pem"]
        let login = try run(["login", "--login", "demo", "--password-stdin"] + base, stdin: "12345")
        XCTAssertEqual(login.status, 0, login.stderr)

        let failed = try run(["feed", "-o", "failed.pdf"] + base)
        XCTAssertEqual(failed.status, 77)
        XCTAssertEqual(failed.stderr.filter { $0 == "\n" }.count, 1, "one line: \(failed.stderr)")
        XCTAssertTrue(failed.stderr.contains("plot receipts login"), failed.stderr)
        XCTAssertTrue(failed.stderr.contains("--on-expired anonymous"), failed.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("failed.pdf")))

        let anonymous = try run(["feed", "-o", "anonymous.pdf", "--on-expired", "anonymous"] + base)
        XCTAssertEqual(anonymous.status, 0, anonymous.stderr)
        XCTAssertTrue(anonymous.stderr.contains("carrying on in a new anonymous session"), anonymous.stderr)
        XCTAssertTrue(stdout(try run(["status"] + base.prefix(2))).hasPrefix("anonymous until "))

        // A fresh server, so the session dies again; this time the user signs in again.
        let fresh = try DemoServerProcess(folder: plot.folder)
        defer { fresh.stop() }
        let freshRoot = try XCTUnwrap(fresh.url.components(separatedBy: "/mobws").first)
        let again = ["--url", freshRoot + "/fault/expire-mid-feed", "--ca-file", "ca.pem"]
        XCTAssertEqual(try run(["login", "--login", "demo", "--password-stdin"] + again, stdin: "12345").status, 0)
        let relogged = try run(
            ["feed", "-o", "relogged.pdf", "--on-expired", "login", "--password-stdin"] + again, stdin: "12345")
        XCTAssertEqual(relogged.status, 0, relogged.stderr)
        XCTAssertTrue(relogged.stderr.contains("signed in again as demo"), relogged.stderr)
    }

    /// Signed in, then the session's lifetime passes: the cookie expired in the jar, so no 401
    /// is ever seen, and yet the user gets the choice a 401 gives, not a quiet anonymous session.
    func testASessionThatEndedFollowsOnExpired() throws {
        let server = try DemoServerProcess(folder: plot.folder, arguments: ["--session-lifetime", "2"])
        defer { server.stop() }
        let root = try XCTUnwrap(server.url.components(separatedBy: "/mobws").first)
        let service = ["--url", root, "--ca-file", "ca.pem"]
        let login = try run(["login", "--login", "demo", "--password-stdin"] + service, stdin: "12345")
        XCTAssertEqual(login.status, 0, login.stderr)
        let signedIn = stdout(login)
        XCTAssertTrue(signedIn.hasPrefix("signed in as demo until "), signedIn)
        let ended = String(signedIn.dropFirst("signed in as demo until ".count).dropLast())
        Thread.sleep(forTimeInterval: 3)

        let status = try run(["status"] + service)
        XCTAssertEqual(status.status, 0, status.stderr)
        XCTAssertEqual(stdout(status), "session of demo ended at \(ended)\n")
        let line =
            "plot: error: the receipts session of demo ended at \(ended); sign in again with plot receipts login"
            + " --login NAME, or carry on anonymously with --on-expired anonymous\n"
        for choice in [["--on-expired", "fail"], []] {
            let failed = try run(["feed", "-o", "failed.pdf"] + choice + service)
            XCTAssertEqual(failed.status, 77, "\(choice)")
            XCTAssertEqual(failed.stderr, line, "\(choice)")
            XCTAssertEqual(stdout(failed), "")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("failed.pdf")))
        XCTAssertEqual(stdout(try run(["status"] + service)), "session of demo ended at \(ended)\n", "still ended")

        let anonymous = try run(["feed", "-o", "anonymous.pdf", "--limit", "3", "--on-expired", "anonymous"] + service)
        XCTAssertEqual(anonymous.status, 0, anonymous.stderr)
        XCTAssertEqual(
            anonymous.stderr,
            "plot: note: the session ended: carrying on in a new anonymous session\n"
                + "plot: wrote anonymous.pdf (1080×1920 pt)\n")
    }

    /// status takes the receipts service flags as every receipts command does; it sends nothing.
    func testStatusTakesTheServiceFlags() throws {
        for flags in [
            ["--ca-file", "ca.pem"], ["--url", "https://127.0.0.1:9", "--ca-file", "ca.pem", "--timeout", "5"],
        ] {
            let status = try run(["status"] + flags)
            XCTAssertEqual(status.status, 0, "\(flags): \(status.stderr)")
            XCTAssertEqual(stdout(status), "no session\n", "\(flags)")
            XCTAssertEqual(status.stderr, "", "\(flags)")
        }
    }

    func testNearbyWithoutALocationAndBadQRCodes() throws {
        let badField = try run(["add", "t=20201017T1923&s=1498.00&fn=123&i=12345&fp=3456789012&n=1"])
        XCTAssertEqual(badField.status, 65)
        XCTAssertEqual(
            badField.stderr, "plot: error: QR field fn must be the fiscal drive's number, 16 digits, not '123'\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath), "nothing was sent")
        let nowhere = try run(["nearby", "-o", "places.png"])
        XCTAssertEqual(nowhere.status, 64)
        XCTAssertTrue(nowhere.stderr.contains("--near LAT,LON"), nowhere.stderr)
        let places = try run(["nearby", "--near", "55.7808,49.1143", "-o", "places.png"])
        XCTAssertEqual(places.status, 0, places.stderr)
        let added = try run(["add", "t=20201017T1923&s=1498.00&fn=9289000100412345&i=12345&fp=3456789012&n=1"])
        XCTAssertEqual(added.status, 0, added.stderr)
        XCTAssertTrue(stdout(added).hasPrefix("added the receipt of 17.10.2020 19:23"), stdout(added))
    }
}
