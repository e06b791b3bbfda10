import Foundation
import XCTest

/// `--url` is the service's address for every command that talks to one; the older spellings
/// (`--base-url`, the gallery's `--api-url`) still work, hidden from help. Against a separate
/// `plot demo-server`, with the tokens, sessions and caches in scratch XDG folders.
final class ServiceAddressCommandTests: XCTestCase {
    var plot: PlotProcess!
    var environment: [String: String] = [:]

    override func setUpWithError() throws {
        plot = try PlotProcess()
        environment = ["XDG_CONFIG_HOME": plot.path("config"), "XDG_CACHE_HOME": plot.path("cache")]
    }

    override func tearDown() { plot?.remove() }

    func run(_ arguments: [String], stdin: String? = nil) throws -> PlotProcess.Result {
        try plot.run(arguments, stdin: stdin.map { Data(($0 + "\n").utf8) }, environment: environment)
    }

    func stdout(_ result: PlotProcess.Result) -> String { String(decoding: result.stdout, as: UTF8.self) }

    /// Runs `arguments`, then checks its status, stdout and stderr exactly.
    func assertRun(
        _ arguments: [String], stdin: String? = nil, status: Int32 = 0, stdout expected: String = "", stderr: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try run(arguments, stdin: stdin)
        XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(self.stdout(result), expected, "\(arguments)", file: file, line: line)
        XCTAssertEqual(result.stderr, stderr, "\(arguments)", file: file, line: line)
    }

    func testEveryServiceTakesURLAndItsOlderSpelling() throws {
        let server = try DemoServerProcess(folder: plot.folder)
        defer { server.stop() }
        let root = try XCTUnwrap(server.url.components(separatedBy: "/mobws").first)
        let trust = ["--ca-file", "ca.pem"]
        XCTAssertEqual(
            server.printed,
            """
            demo server: \(root)/mobws/json/pointsList
            payments: plot payments login --login demo --url \(root)/api/ --ca-file ca.pem
            hot-water: plot hot-water --url \(root) --ca-file ca.pem -o hot-water.pdf
            VK gallery: plot gallery login --url \(root)/vk/method/ --oauth-url \(root)/vk/ --ca-file ca.pem
            receipts: plot receipts feed --url \(root) --ca-file ca.pem -o feed.pdf
            its CA certificate: ca.pem (e.g. plot --ca-file ca.pem --url ...)

            """)

        try assertRun(
            ["payments", "login", "--login", "demo", "--password-stdin", "--url", root + "/api/"] + trust,
            stdin: "12345",
            stdout:
                "logged in to \(root)/api/ as demo; token saved in \(plot.path("config/plotkit/payments-token.json"))\n",
            stderr: "")
        for flag in ["--url", "--base-url"] {
            try assertRun(
                ["payments", "list", flag, root + "/api/", "-o", "payments.png"] + trust,
                stderr: "plot: wrote payments.png (1920×1080 px)\n")
            try assertRun(
                ["hot-water", flag, root, "--limit", "5", "-o", "hot-water.png"] + trust,
                stderr: "plot: wrote hot-water.png (1080×1920 px)\n")
        }

        try assertRun(
            ["receipts", "feed", "--url", root, "--limit", "3", "-o", "feed.pdf"] + trust,
            stderr: "plot: note: no session: started an anonymous one (sign in with plot receipts login --login NAME)\n"
                + "plot: wrote feed.pdf (1080×1920 pt)\n")
        try assertRun(
            ["receipts", "feed", "--base-url", root, "--limit", "3", "-o", "feed.pdf"] + trust,
            stderr: "plot: wrote feed.pdf (1080×1920 pt)\n")

        let vk = root + "/vk/method/"
        try assertRun(
            ["gallery", "login", "--url", vk, "--oauth-url", root + "/vk/"] + trust,
            stdout: "logged in to \(vk) as user 1000001 (valid for 86400 s); token saved in"
                + " \(plot.path("config/plotkit/gallery-token.json"))\n",
            stderr: "")
        try assertRun(
            ["gallery", "photos", "--url", vk, "--size", "360x1280", "-o", "photos.png"] + trust,
            stderr: "plot: wrote " + (["photos.png"] + (2...10).map { "photos-\($0).png" }).joined(separator: ", ")
                + " (10 pages, 360×1280 px each)\n")
        // One photo is enough for the older spelling: the grid's 120 pictures take seconds in a debug build.
        try assertRun(
            ["gallery", "photo", "1", "--api-url", vk, "--size", "360x640", "-o", "one.png"] + trust,
            stderr: "plot: wrote one.png (360×640 px)\n")
    }

    /// Both names at once is one address given twice: refused before anything connects.
    func testBothSpellingsAtOnceAreRefused() throws {
        try assertRun(
            ["hot-water", "--url", "https://127.0.0.1:9", "--base-url", "https://127.0.0.1:9", "-o", "x.png"],
            status: 64,
            stderr: "plot: error: --url and --base-url are the same address: give --url alone\n")
        try assertRun(
            ["gallery", "photos", "--api-url", "https://127.0.0.1:9/", "--url", "https://127.0.0.1:9/", "-o", "x.png"],
            status: 64,
            stderr: "plot: error: --url and --api-url are the same address: give --url alone\n")
        XCTAssertEqual(try plot.files(), [])
    }

    /// `--help` names `--url` alone; the older spelling shows only under `--help-hidden`.
    func testHelpNamesURLAndHidesTheOlderSpelling() throws {
        for (command, old) in [
            (["payments", "list"], "--base-url"), (["hot-water"], "--base-url"),
            (["receipts", "status"], "--base-url"),
            (["gallery", "photos"], "--api-url"),
        ] {
            let help = stdout(try run(command + ["--help"]))
            XCTAssertTrue(help.contains("  --url <url> "), "\(command): \(help)")
            XCTAssertFalse(help.contains(old), "\(command): \(help)")
            let hidden = stdout(try run(command + ["--help-hidden"]))
            XCTAssertTrue(hidden.contains("  \(old) <url> "), "\(command): \(hidden)")
        }
    }
}
