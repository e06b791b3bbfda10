import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `plot serve --watch` as a user runs it beside a log being written: rows appended to the file
/// reach `/events` and the next view within a second; a bad append keeps the data read before.
final class ServeWatchTests: XCTestCase {
    /// y = x² at x = 0...20.
    static let squares = ServeCommandTests.squares

    static func rows(_ range: ClosedRange<Int>) -> String { range.map { "\($0),\($0 * $0)\n" }.joined() }

    /// The x range of the whole chart's view, as `/view.json` gives it.
    static func wholeX(_ served: ServedPlot) async throws -> [Double] {
        let view = try await served.get("/view.json?w=600&h=400")
        XCTAssertEqual(view.status, 200, view.text)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: view.body) as? [String: Any])
        return try XCTUnwrap(json["x"] as? [Double])
    }

    /// The whole chart's x range of a server started (not watching) on a copy of `path`.
    static func wholeXStartingOn(_ path: String) async throws -> [Double] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let fresh = try ServedPlot(["--input", "copy.csv"], files: ["copy.csv": text])
        defer { fresh.stop() }
        return try await wholeX(fresh)
    }

    /// Appends `text` to the served folder's `name`, as a log writer does.
    static func append(_ text: String, to name: String, in served: ServedPlot) throws {
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: served.plot.path(name)))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// A server watching log.csv (`squares`) and a client following its /events, past the first
    /// event (the data read at start, change 0).
    static func followedLog() throws -> (ServedPlot, EventClient) {
        let served = try ServedPlot(["--input", "log.csv", "--watch"], files: ["log.csv": Self.squares])
        var events: EventClient?
        do {
            events = try EventClient(port: served.port, path: "/events")
            _ = try events!.read(until: "data: 0\n\n", seconds: 5)
            return (served, events!)
        } catch {
            events?.close()
            served.stop()
            throw error
        }
    }

    func testRowsAppendedReachTheEventsAndTheViewWithinASecond() async throws {
        let served = try ServedPlot(["--input", "log.csv", "--watch"], files: ["log.csv": Self.squares])
        defer { served.stop() }
        // The page says it watches, so its script follows /events.
        let page = try await served.get("/")
        XCTAssertTrue(page.text.contains("<body data-watch=\"events\">"), page.text)
        // The whole chart's x axis: the data's x with a margin of 1% each side.
        let atStart = try await Self.wholeX(served)
        XCTAssertEqual(atStart, [-0.2, 20.2])
        // The count of changes a view was drawn at, for the page to compare with the events.
        let firstDrawn = try await served.get("/view.json?w=600&h=400")
        XCTAssertEqual(firstDrawn.header("X-Data-Version"), "0")
        let outside = try await served.get("/view.json?x=22..28&w=600&h=400")
        XCTAssertEqual(outside.text, "--x-range 22..28 holds none of the data: x (x) runs from 0 to 20\n")

        let events = try EventClient(port: served.port, path: "/events")
        defer { events.close() }
        let head = try events.read(until: "data: 0\n\n", seconds: 5)
        XCTAssertTrue(head.hasPrefix("HTTP/1.1 200 OK\r\n"), head)
        XCTAssertTrue(head.lowercased().contains("content-type: text/event-stream\r\n"), head)
        XCTAssertTrue(head.contains("retry: 1000\n\n"), head)
        XCTAssertTrue(head.contains("event: change\ndata: 0\n\n"), head)

        let appended = Date()
        try Self.append(Self.rows(21...30), to: "log.csv", in: served)
        _ = try events.read(until: "event: change\ndata: 1\n\n", seconds: 1)
        let delay = Date().timeIntervalSince(appended)
        XCTAssertLessThan(delay, 1, "the change reached /events after \(delay) s")
        // The whole view's SVG kept when its geometry was drawn at start is not answered now.
        let picture = try await served.get("/view.svg?w=600&h=400")
        XCTAssertTrue(picture.text.contains(">30</text>"), "the new rows' x tick: \(picture.text.prefix(300))")
        let drawnAfter = try await served.get("/view.json?w=600&h=400")
        XCTAssertEqual(drawnAfter.header("X-Data-Version"), "1")
        // The whole chart grew with the rows, and a range of the new rows is in the data now.
        let grown = try await Self.wholeX(served)
        XCTAssertEqual(grown, [-0.3, 30.3])
        let inside = try await served.get("/view.json?x=22..28&w=600&h=400")
        XCTAssertEqual(inside.status, 200, inside.text)
        XCTAssertEqual(served.stderr, "")
    }

    /// A row that does not read keeps the data read before, says so once, and the next change
    /// (the file written anew, as a rotated log is) is read whole.
    func testABadAppendKeepsTheLastGoodDataUntilTheNextChange() async throws {
        let (served, events) = try Self.followedLog()
        defer { served.stop() }
        defer { events.close() }

        try Self.append("21,441\n22,lots\n", to: "log.csv", in: served)
        events.drain(seconds: 1)
        XCTAssertEqual(
            served.stderr,
            "plot: warning: --watch: log.csv: line 24, column \"y\": \"lots\" is not a number; the page keeps the data read before\n"
        )
        let kept = try await Self.wholeX(served)
        XCTAssertEqual(kept, [-0.2, 20.2], "the data read before")
        XCTAssertFalse(events.received.contains("data: 1"), events.received)

        try served.plot.write("log.csv", "x,y\n" + Self.rows(5...25))
        _ = try events.read(until: "event: change\ndata: 1\n\n", seconds: 2)
        let rewritten = try await Self.wholeX(served)
        let fresh = try await Self.wholeXStartingOn(served.plot.path("log.csv"))
        XCTAssertEqual(rewritten, fresh, "read whole, as a server started on the new file reads it")
        XCTAssertEqual(fresh, [4, 26])
        XCTAssertEqual(served.stderr.split(separator: "\n").count, 1, served.stderr)
    }

    /// A last line without its newline is being written: it waits for the newline.
    func testAHalfWrittenLastLineWaitsForItsNewline() async throws {
        let (served, events) = try Self.followedLog()
        defer { served.stop() }
        defer { events.close() }
        try Self.append("21,4", to: "log.csv", in: served)
        events.drain(seconds: 0.3)
        XCTAssertFalse(events.received.contains("data: 1"), "read before its line ended")
        try Self.append("41\n", to: "log.csv", in: served)
        _ = try events.read(until: "event: change\ndata: 1\n\n", seconds: 1)
        let ended = try await Self.wholeX(served)
        let fresh = try await Self.wholeXStartingOn(served.plot.path("log.csv"))
        XCTAssertEqual(ended, fresh)
        XCTAssertNotEqual(ended, [-0.2, 20.2])
        // Read once, whole: "21,4" was never a row of the chart.
        events.drain(seconds: 0.6)
        XCTAssertFalse(events.received.contains("data: 2"), events.received)
        let near = try await served.get("/view.json?x=20.5..21.5&y=430..450&w=600&h=400")
        XCTAssertEqual(near.status, 200, "21,441 is in the data, not 21,4: \(near.text)")
        XCTAssertEqual(served.stderr, "")
    }

    /// A note the first read said (x repeats once a city) is not said again at every read.
    func testANoteIsSaidOnceNotAtEveryRead() async throws {
        func rows(_ range: Range<Int>) -> String { range.map { "\($0),A,\($0)\n\($0),B,\(2 * $0)\n" }.joined() }
        let served = try ServedPlot(
            ["--input", "long.csv", "--x", "x", "--y", "y", "--watch"], files: ["long.csv": "x,city,y\n" + rows(0..<20)]
        )
        defer { served.stop() }
        let events = try EventClient(port: served.port, path: "/events")
        defer { events.close() }
        _ = try events.read(until: "data: 0\n\n", seconds: 5)
        for change in 1...2 {
            try Self.append(rows(19 + change..<20 + change), to: "long.csv", in: served)
            _ = try events.read(until: "event: change\ndata: \(change)\n\n", seconds: 2)
        }
        XCTAssertEqual(
            served.stderr, "plot: note: x (x) repeats once a city: give --group-by city to draw a line each\n")
    }

    func testWatchRefusesWhatItCannotReadAgain() throws {
        let plot = try PlotProcess()
        defer { plot.remove() }
        XCTAssertEqual(mkfifo(plot.path("pipe"), 0o600), 0)
        let reads = "plot: error: --watch reads --input FILE again when it changes"
        let cases: [([String], String)] = [
            (["--input", "-"], "\(reads); standard input can be read only once: give a file\n"),
            (["--input", "pipe"], "\(reads); pipe is a pipe, it can be read only once: give a file\n"),
            (
                ["--db", "sqlite:rows.db", "--query", "SELECT x, y FROM t", "--x", "x", "--y", "y"],
                "\(reads); a query is asked again for each view already: drop --watch\n"
            ),
            (["--count", "40"], "\(reads); the points service's points are fetched once: give --input FILE\n"),
        ]
        for (arguments, message) in cases {
            let result = try plot.run(["serve", "--port", "0", "--watch"] + arguments)
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, message)
            XCTAssertTrue(result.stdout.isEmpty)
        }
    }

    /// Without --watch there is nothing to follow; with it, pages follow up to the bound.
    func testEventsAreForAWatchedFileAndBounded() async throws {
        let plain = try ServedPlot(["--input", "log.csv"], files: ["log.csv": Self.squares])
        let missing = try await plain.get("/events")
        plain.stop()
        XCTAssertEqual(missing.status, 404)
        XCTAssertEqual(missing.text, "this server does not watch its file: start it with plot serve --watch\n")

        let served = try ServedPlot(["--input", "log.csv", "--watch"], files: ["log.csv": Self.squares])
        defer { served.stop() }
        var open: [EventClient] = []
        defer { open.forEach { $0.close() } }
        for _ in 0..<64 {
            let client = try EventClient(port: served.port, path: "/events")
            open.append(client)
            _ = try client.read(until: "data: 0\n\n", seconds: 5)
        }
        let over = try EventClient(port: served.port, path: "/events")
        defer { over.close() }
        let refused = try over.read(until: "close one and reload\n", seconds: 5)
        XCTAssertTrue(refused.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"), refused)
        XCTAssertTrue(
            refused.hasSuffix("\r\n\r\n64 pages follow this server's changes already: close one and reload\n"), refused)
        // The pages following still hear of a change.
        try Self.append(Self.rows(21...21), to: "log.csv", in: served)
        for client in open { _ = try client.read(until: "data: 1\n\n", seconds: 2) }
    }

    /// Off loopback the stream asks for the token as every request does.
    func testEventsAskForTheTokenOffLoopback() async throws {
        let served = try ServedPlot(
            ["--input", "log.csv", "--watch", "--host", "0.0.0.0"], files: ["log.csv": Self.squares])
        defer { served.stop() }
        let token = try XCTUnwrap(URLComponents(string: served.url)?.queryItems?.first { $0.name == "token" }?.value)
        let refused = try await served.get("/events")
        XCTAssertEqual(refused.status, 401)
        let events = try EventClient(port: served.port, path: "/events?token=\(token)")
        defer { events.close() }
        XCTAssertTrue(try events.read(until: "data: 0\n\n", seconds: 5).hasPrefix("HTTP/1.1 200 OK\r\n"))
    }

    /// Open event streams do not keep Ctrl-C waiting: the server ends them and exits 0.
    func testInterruptEndsOpenStreamsAndExitsZero() throws {
        let (served, events) = try Self.followedLog()
        defer { served.plot.remove() }
        defer { events.close() }
        let asked = Date()
        kill(served.process.processIdentifier, SIGINT)
        while served.process.isRunning, Date().timeIntervalSince(asked) < 5 { usleep(20_000) }
        XCTAssertFalse(served.process.isRunning, "still serving 5 s after SIGINT")
        if served.process.isRunning { kill(served.process.processIdentifier, SIGKILL) }
        served.process.waitUntilExit()
        XCTAssertEqual(served.process.terminationStatus, 0)
        XCTAssertLessThan(Date().timeIntervalSince(asked), 2)
        // The stream was ended, not cut: its last chunk came.
        XCTAssertTrue(try events.read(until: "0\r\n\r\n", seconds: 1).hasSuffix("0\r\n\r\n"))
    }
}

/// A raw HTTP/1.1 client on loopback that reads an answer as it comes: an event stream never
/// ends, so it is read until an expected text arrives or the time is up.
final class EventClient {
    private let socket: Int32
    /// Everything read so far, headers and chunk sizes included.
    private(set) var received = ""

    init(port: Int, path: String) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw XCTSkip("cannot connect to 127.0.0.1:\(port)") }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
    }

    /// Reads until `text` has arrived (returning all read so far) or fails after `seconds`.
    @discardableResult
    func read(until text: String, seconds: Double) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.contains(text) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else {
                XCTFail("no \(text.debugDescription) within \(seconds) s; read: \(received.debugDescription)")
                throw CancellationError()
            }
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(left * 1000) + 1) > 0 else { continue }
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else {
                XCTFail("the stream closed before \(text.debugDescription); read: \(received.debugDescription)")
                throw CancellationError()
            }
            received += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return received
    }

    /// Reads whatever arrives for `seconds`.
    func drain(seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while deadline.timeIntervalSinceNow > 0 {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(deadline.timeIntervalSinceNow * 1000) + 1) > 0 else { continue }
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            received += String(decoding: buffer[0..<count], as: UTF8.self)
        }
    }

    func close() { Glibc.close(socket) }
}

extension ServedPlot {
    /// The port the server listens on.
    var port: Int { URLComponents(string: base)?.port ?? 0 }
}
