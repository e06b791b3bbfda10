import Foundation
import XCTest

/// `plot hot-water` as a user runs it: the embedded default, the cache and its fallback,
/// --offline, --retry, the two failure messages in both languages, and faults of a separate
/// demo server. Each run gets its own XDG_CACHE_HOME.
final class HotWaterCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    var cacheFile: String { plot.path("cache/plotkit/hot-water.sqlite") }

    func run(_ arguments: [String], lang: String = "en_US.UTF-8") throws -> PlotProcess.Result {
        // LC_ALL and LC_MESSAGES empty count as unset (POSIX): LANG alone picks the language.
        try plot.run(
            ["hot-water"] + arguments,
            environment: ["XDG_CACHE_HOME": plot.path("cache"), "LANG": lang, "LC_ALL": "", "LC_MESSAGES": ""])
    }

    func pdfPages(_ name: String) throws -> Int {
        let pdf = try XCTUnwrap(FileManager.default.contents(atPath: plot.path(name)))
        let text = String(decoding: pdf, as: UTF8.self)
        return text.components(separatedBy: "/Type /Page\n").count - 1
            + text.components(separatedBy: "/Type /Page ").count - 1
    }

    func testEmbeddedDefaultDrawsAndFillsTheCache() throws {
        let result = try run(["--search", "ветеранов", "-o", "vet.pdf"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.wroteLines.count, 1, result.stderr)
        XCTAssertTrue(result.wroteLines[0].hasPrefix("plot: wrote vet.pdf ("), result.stderr)
        XCTAssertTrue(result.wroteLines[0].hasSuffix(" pages, 1080×1920 pt)"), result.stderr)
        XCTAssertEqual(result.stderrBesidesWrote, "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: cacheFile))
        XCTAssertGreaterThan(try pdfPages("vet.pdf"), 5, "the PDF pages through every match")
        // --offline draws the same schedule from the cache alone.
        let offline = try run(["--offline", "--limit", "3", "-o", "off.png", "--orientation", "landscape"])
        XCTAssertEqual(offline.status, 0, offline.stderr)
        XCTAssertEqual(pngSize(try XCTUnwrap(FileManager.default.contents(atPath: plot.path("off.png"))))?.0, 1920)
    }

    func testWithNoCacheTheTwoMessagesInBothLanguages() throws {
        let refused = try run(["--url", "https://127.0.0.1:9", "-o", "x.png"])
        XCTAssertEqual(refused.status, 69)
        XCTAssertTrue(
            refused.stderr.hasPrefix("plot: error: no internet connection (cannot connect to 127.0.0.1:9"),
            refused.stderr)
        XCTAssertTrue(refused.stderr.contains("try again: plot hot-water --retry 3"))
        XCTAssertEqual(refused.stderr.filter { $0 == "\n" }.count, 1, "one line")
        let russian = try run(["--url", "https://127.0.0.1:9", "-o", "x.png"], lang: "ru_RU.UTF-8")
        XCTAssertTrue(russian.stderr.hasPrefix("plot: error: нет подключения к интернету"), russian.stderr)
        let english = try run(
            ["--url", "https://127.0.0.1:9", "-o", "x.png", "--lang", "en"], lang: "ru_RU.UTF-8")
        XCTAssertTrue(english.stderr.hasPrefix("plot: error: no internet connection"), english.stderr)
        let offline = try run(["--offline", "-o", "x.png"])
        XCTAssertEqual(offline.status, 66)
        XCTAssertTrue(offline.stderr.contains("no schedule in the cache"), offline.stderr)
        XCTAssertEqual(try plot.files().filter { $0.hasSuffix(".png") }, [], "no output written")
    }

    func testFaultsFallBackToTheCacheAndNeverOverwriteIt() throws {
        let server = try DemoServerProcess(folder: plot.folder)
        defer { server.stop() }
        let base = try XCTUnwrap(server.url.components(separatedBy: "/mobws").first)
        // No cache yet: a hostile payload is the "unexpected error" message, naming the cap.
        let bomb = try run(["--url", base + "/fault/zip-bomb-ratio", "--ca-file", "ca.pem", "-o", "b.png"])
        XCTAssertEqual(bomb.status, 76)
        XCTAssertTrue(bomb.stderr.hasPrefix("plot: error: unexpected error (zip bomb refused"), bomb.stderr)
        XCTAssertTrue(bomb.stderr.contains("ratio cap"), bomb.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("b.png")))

        let good = try run(["--url", base, "--ca-file", "ca.pem", "--limit", "5", "-o", "good.png"])
        XCTAssertEqual(good.status, 0, good.stderr)
        let saved = try XCTUnwrap(FileManager.default.contents(atPath: cacheFile))
        for fault in ["path-traversal", "corrupt-zip", "server-error", "zip-bomb-lying"] {
            let result = try run([
                "--url", base + "/fault/\(fault)", "--ca-file", "ca.pem", "--limit", "5", "-o", "\(fault).png",
            ])
            XCTAssertEqual(result.status, 0, "\(fault): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("plot: note: the schedule could not be fetched ("), result.stderr)
            XCTAssertTrue(result.stderr.contains("showing cached data from"), result.stderr)
            XCTAssertTrue(FileManager.default.fileExists(atPath: plot.path("\(fault).png")))
            XCTAssertEqual(FileManager.default.contents(atPath: cacheFile), saved, "\(fault) touched the cache")
        }
    }

    /// A server whose certificate is not trusted: a certificate problem, said so in both
    /// languages with how to trust it; never "no internet", no --retry, and the cache (there is
    /// one) is not drawn in its place.
    func testAnUntrustedCertificateIsACertificateProblemNotANetworkOne() throws {
        XCTAssertEqual(try run(["--limit", "3", "-o", "first.png"]).status, 0, "fills the cache")
        let server = try DemoServerProcess(folder: plot.folder)
        defer { server.stop() }
        let base = try XCTUnwrap(server.url.components(separatedBy: "/mobws").first)
        for (lang, start) in [
            (
                "en_US.UTF-8",
                "plot: error: the service's certificate is not accepted (certificate of localhost not trusted"
            ),
            ("ru_RU.UTF-8", "plot: error: сертификат сервиса не принят (certificate of localhost not trusted"),
        ] {
            let result = try run(["--url", base, "--retry", "2", "-o", "x.png"], lang: lang)
            XCTAssertEqual(result.status, 78, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix(start), result.stderr)
            for remedy in ["plot hot-water --show-cert", "--ca-file FILE", "--pin-sha256 PIN"] {
                XCTAssertTrue(result.stderr.contains(remedy), result.stderr)
            }
            for wrong in ["internet", "интернет", "--retry", "attempt", "cached"] {
                XCTAssertFalse(result.stderr.contains(wrong), "\(wrong): \(result.stderr)")
            }
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line, no retries: \(result.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("x.png")), "no page from the cache")
        let trusted = try run(["--url", base, "--ca-file", "ca.pem", "--limit", "3", "-o", "ok.png"])
        XCTAssertEqual(trusted.status, 0, trusted.stderr)
    }

    func testRetryWaitsAndSaysSo() throws {
        let start = Date()
        let result = try run(["--url", "https://127.0.0.1:9", "--retry", "2", "-o", "x.png"])
        XCTAssertEqual(result.status, 69)
        XCTAssertTrue(result.stderr.contains("attempt 1 failed"), result.stderr)
        XCTAssertTrue(result.stderr.contains("retrying in 1.0 s"), result.stderr)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 1.5, "0.5 s then 1 s")
    }

    func testBadFlagsAreOneLine() throws {
        for (arguments, line) in [
            (["--limit", "0", "-o", "x.png"], "--limit must be a whole number of at least 1"),
            (["--retry", "99", "-o", "x.png"], "--retry must be a whole number from 0 to 10"),
            (["--offline", "--url", "https://h", "-o", "x.png"], "--offline draws from the cache alone: drop --url"),
            // The older spelling is named as typed.
            (
                ["--offline", "--base-url", "https://h", "-o", "x.png"],
                "--offline draws from the cache alone: drop --base-url"
            ),
            (
                ["--lang", "de", "-o", "x.png"],
                "The value 'de' is invalid for '--lang <lang>'. Please provide one of 'ru' and 'en'."
            ),
            (["-o", "x.txt"], "cannot tell the format of 'x.txt': name it .png, .pdf or .svg, or pass --format"),
            (["--limit", "3"], "no output: give -o FILE (.png, .pdf, .svg), or -o - for standard output"),
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr, "plot: error: \(line)\n", "\(arguments)")
        }
        XCTAssertEqual(try plot.files(), [], "nothing written, no cache made")
    }

    /// A search that matches nothing draws the page that says so, and how many were searched.
    func testNoMatchesStillDrawsAPage() throws {
        let result = try run(["--search", "Бейкер-стрит", "-o", "none.pdf"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try plot.poppler("pdftotext", "none.pdf")
        XCTAssertTrue(text.contains("No entries match \"Бейкер-стрит\""), text)
        XCTAssertTrue(text.contains("\"Бейкер-стрит\": 0 of "), text)
    }
}
