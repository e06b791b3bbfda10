import Foundation
import XCTest

/// The README's exit-status table, one failure of each kind, across the commands: the same
/// kind of failure ends in the same status whichever command meets it.
final class ExitStatusTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    func assertStatus(
        _ status: Int32, _ arguments: [String], says words: String, environment: [String: String] = [:],
        stdin: Data? = nil, line: UInt = #line
    ) throws {
        let result = try plot.run(arguments, stdin: stdin, environment: environment)
        XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)", line: line)
        XCTAssertTrue(result.stderr.hasPrefix("plot: error: "), "\(arguments): \(result.stderr)", line: line)
        XCTAssertTrue(result.stderr.contains(words), "\(arguments): \(result.stderr)", line: line)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)", line: line)
    }

    func test64UsageError() throws {
        try plot.write("p.csv", "1,2\n2,3\n")
        try assertStatus(64, ["--input", "p.csv", "--zoom", "0", "-o", "x.png"], says: "--zoom")
        try assertStatus(64, ["--input", "p.csv", "--count", "5", "-o", "x.png"], says: "one or the other")
        try assertStatus(64, ["hot-water", "--limit", "0", "-o", "x.png"], says: "--limit")
        try assertStatus(64, ["payments", "list", "--time-zone", "Mars/Olympus", "-o", "x.png"], says: "time zone")
        try assertStatus(64, ["--count", "5", "--url", "ftp://example.com/", "-o", "x.png"], says: "invalid URL")
        // Asked for more pixels than an image can have: a request to change, not a bug.
        try assertStatus(
            64, ["--input", "p.csv", "--size", "20000x20000", "--scale", "10", "-o", "x.png"],
            says: "outside what can be drawn")
    }

    func test65BadInputData() throws {
        try plot.write("bad.csv", "x,y\n1,2\n2,oops\n")
        try assertStatus(65, ["--input", "bad.csv", "-o", "x.png"], says: "\"oops\" is not a number")
        try assertStatus(65, ["--input", "-", "-o", "x.png"], says: "standard input: is empty", stdin: Data())
    }

    func test66NoInput() throws {
        try assertStatus(66, ["--input", "missing.csv", "-o", "x.png"], says: "no such file")
        try assertStatus(
            66, ["hot-water", "--offline", "-o", "x.png"], says: "no schedule in the cache",
            environment: ["XDG_CACHE_HOME": plot.path("cache"), "LANG": "en_US.UTF-8", "LC_ALL": ""])
    }

    func test69ServiceUnreachable() throws {
        let nobody = "https://127.0.0.1:9/mobws/json/pointsList"
        try assertStatus(69, ["--count", "5", "--url", nobody, "-o", "x.png"], says: "check the network and --url")
        try assertStatus(
            69, ["payments", "login", "--login", "demo", "--password-stdin", "--url", "https://127.0.0.1:9/api/"],
            says: "cannot reach", environment: ["XDG_CONFIG_HOME": plot.path("config")], stdin: Data("12345\n".utf8))
    }

    func test73OutputNotWritable() throws {
        try plot.write("p.csv", "1,2\n2,3\n")
        try assertStatus(73, ["--input", "p.csv", "-o", "no/such/folder/x.png"], says: "cannot write")
    }

    func test74StorageNotWritable() throws {
        try plot.write("config", "a file where the config folder should be")
        try assertStatus(
            74, ["payments", "login", "--login", "demo", "--password-stdin"], says: "cannot create",
            environment: ["XDG_CONFIG_HOME": plot.path("config")], stdin: Data("12345\n".utf8))
    }

    /// A refusal and a malformed answer, from a separate demo server's faults.
    func test76ServiceRefusedOrMalformed() throws {
        let server = try DemoServerProcess(folder: plot.folder)
        defer { server.stop() }
        let base = try XCTUnwrap(server.url.components(separatedBy: "/mobws").first)
        let environment = ["XDG_CACHE_HOME": plot.path("cache"), "LANG": "en_US.UTF-8", "LC_ALL": ""]
        for (fault, words) in [("server-error", "HTTP status 500"), ("not-zip", "not a zip")] {
            try assertStatus(
                76, ["hot-water", "--url", base + "/fault/" + fault, "--ca-file", "ca.pem", "-o", "x.png"],
                says: words, environment: environment)
        }
    }

    func test77LoginNeeded() throws {
        try assertStatus(
            77, ["payments", "list", "-o", "x.png"], says: "not logged in",
            environment: ["XDG_CONFIG_HOME": plot.path("config")])
    }

    func test78TrustFailure() throws {
        let server = try DemoServerProcess(folder: plot.folder)
        defer { server.stop() }
        try assertStatus(78, ["--count", "5", "--url", server.url, "-o", "x.png"], says: "not trusted")
        try assertStatus(
            78,
            [
                "--count", "5", "--url", server.url, "--pin-sha256", String(repeating: "A", count: 43) + "=", "-o",
                "x.png",
            ],
            says: "pin mismatch")
    }
}
