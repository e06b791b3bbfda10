import Foundation
import XCTest

/// The points job through the CLI: the embedded default, and a separate `plot demo-server`
/// reached with the trust flags, as a user with a private CA would.
final class PointsCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    /// The README's first command: no network, no --url, real TLS to the embedded server.
    func testReadmeCommandFetchesOverTLSAndDrawsThePage() throws {
        let result = try plot.run(["--count", "50", "--smooth", "--zoom", "2", "-o", "graph.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let png = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("graph.png")))
        XCTAssertEqual(pngSize(png)?.0, 1920)
        XCTAssertEqual(try plot.files(), ["graph.png"], "50 points fit on one page")
    }

    /// Several pages are written together or not at all; pages left from a longer earlier run
    /// are pointed out, not silently mixed in.
    func testMultiPageOutputIsAllOrNothing() throws {
        try FileManager.default.createDirectory(atPath: plot.path("m-3.png"), withIntermediateDirectories: false)
        let failed = try plot.run(["--count", "200", "-o", "m.png"])
        XCTAssertEqual(failed.status, 73)
        XCTAssertEqual(failed.stderr, "plot: error: cannot write m-3.png: it is a folder\n")
        XCTAssertEqual(try plot.files(), ["m-3.png"], "no page written when one cannot be")
        XCTAssertEqual(try plot.run(["--count", "200", "-o", "s.png"]).status, 0)
        let shorter = try plot.run(["--count", "50", "-o", "s.png"])
        XCTAssertEqual(shorter.status, 0)
        XCTAssertTrue(
            shorter.stderr.contains("s-2.png to s-3.png from an earlier run are not part of this output"),
            shorter.stderr)
    }

    func testCountIsCheckedFirst() throws {
        for count in ["0", "-5", "1001", "ten"] {
            let result = try plot.run(["--count", count, "-o", "x.png"])
            XCTAssertEqual(result.status, 64, count)
            XCTAssertEqual(
                result.stderr,
                "plot: error: The value '\(count)' is invalid for '--count <n>': a whole number from 1 to 1000\n")
        }
        XCTAssertEqual(try plot.files(), [])
    }

    func testSameSeedSamePage() throws {
        XCTAssertEqual(try plot.run(["--count", "30", "--seed", "5", "-o", "a.pdf"]).status, 0)
        XCTAssertEqual(try plot.run(["--count", "30", "--seed", "5", "-o", "b.pdf"]).status, 0)
        XCTAssertTrue(
            FileManager.default.contents(atPath: plot.path("a.pdf"))
                == FileManager.default.contents(atPath: plot.path("b.pdf")))
    }

    func testTrustFlagsAgainstASeparateDemoServer() throws {
        let server = try DemoServerProcess(folder: plot.folder)
        defer { server.stop() }
        let url = server.url

        let untrusted = try plot.run(["--count", "5", "--url", url, "-o", "x.png"])
        XCTAssertEqual(untrusted.status, 78)
        XCTAssertEqual(
            untrusted.stderr,
            "plot: error: certificate of localhost not trusted: issued by \"PlotKit Demo Private CA\", a CA that is"
                + " neither a system root nor one of the extra trusted CAs; inspect it with plot --show-cert, then"
                + " trust that CA with --ca-file FILE or the server key with --pin-sha256 PIN\n")

        let shown = try plot.run(["--show-cert", "--url", url])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        let chain = String(decoding: shown.stdout, as: UTF8.self)
        XCTAssertTrue(chain.contains("CN only"), chain)
        let pin = try XCTUnwrap(Self.pin(in: chain), chain)

        XCTAssertEqual(try plot.run(["--count", "5", "--url", url, "--ca-file", "ca.pem", "-o", "ca.png"]).status, 0)
        XCTAssertEqual(try plot.run(["--count", "5", "--url", url, "--pin-sha256", pin, "-o", "pin.png"]).status, 0)

        let wrongPin = try plot.run([
            "--count", "5", "--url", url, "--pin-sha256", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", "-o",
            "bad.png",
        ])
        XCTAssertEqual(wrongPin.status, 78)
        XCTAssertEqual(
            wrongPin.stderr,
            "plot: error: pin mismatch: localhost presented key pin \(pin), which is none of the pinned keys;"
                + " check the key with plot --show-cert before pinning it\n")

        let byAddress = try plot.run([
            "--count", "5", "--url", url.replacingOccurrences(of: "localhost", with: "127.0.0.1"), "--ca-file",
            "ca.pem",
            "-o", "ip.png",
        ])
        XCTAssertEqual(byAddress.status, 78)
        XCTAssertEqual(
            byAddress.stderr,
            "plot: error: host name mismatch: the certificate is for localhost (CN only, no subjectAltName),"
                + " not 127.0.0.1; connect by one of those names\n")
        XCTAssertEqual(try plot.files().filter { $0.hasSuffix(".png") }.sorted(), ["ca.png", "pin.png"])
    }

    func testNothingListeningIsOneLine() throws {
        let result = try plot.run(["--count", "5", "--url", "https://127.0.0.1:9/mobws/json/pointsList", "-o", "x.png"])
        XCTAssertEqual(result.status, 69)
        XCTAssertEqual(
            result.stderr,
            "plot: error: cannot connect to 127.0.0.1:9 (connection refused): is the server running and the port"
                + " right?; check the network and --url\n")
        XCTAssertEqual(try plot.files(), [])
    }

    /// The first "pin" the chain printout shows (the leaf's).
    static func pin(in chain: String) -> String? {
        for line in chain.split(separator: "\n") where line.lowercased().contains("pin") {
            if let token = line.split(separator: " ").last, token.count == 44, token.hasSuffix("=") {
                return String(token)
            }
        }
        return nil
    }
}

/// `plot demo-server --port 0 --ca-out ca.pem` (and `arguments`) in the background, its URL read
/// from its output.
final class DemoServerProcess {
    let process = Process()
    let url: String
    /// What it printed on starting: its address, then a command a service, then its CA's file.
    let printed: String

    init(folder: URL, arguments: [String] = []) throws {
        process.executableURL = try PlotProcess.executable
        process.arguments = ["demo-server", "--port", "0", "--ca-out", "ca.pem"] + arguments
        process.currentDirectoryURL = folder
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(20)
        while !text.contains("its CA certificate: "), Date() < deadline {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let line = text.split(separator: "\n").first, let start = line.range(of: "https://") else {
            process.terminate()
            throw XCTSkip("the demo server did not start: \(text)")
        }
        url = String(line[start.lowerBound...]).trimmingCharacters(in: .whitespaces)
        printed = text
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
