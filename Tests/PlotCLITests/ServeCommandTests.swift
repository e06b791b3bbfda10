import Foundation
import GRDB
import PostgresTesting
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `plot serve` as a user runs it: the process started on a free port, its URL read from stdout,
/// then asked over HTTP what a browser would ask.
final class ServeCommandTests: XCTestCase {
    /// y = x² at x = 0...20: small enough to know every point.
    static let squares = "x,y\n" + (0...20).map { "\($0),\($0 * $0)" }.joined(separator: "\n") + "\n"

    func testThePageItsScriptAndStyleComeFromTheServerUnderAStrictPolicy() async throws {
        let served = try ServedPlot(["--input", "squares.csv"], files: ["squares.csv": Self.squares])
        defer { served.stop() }
        let policy = "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        let page = try await served.get("/")
        XCTAssertEqual(page.status, 200)
        XCTAssertEqual(page.header("Content-Type"), "text/html; charset=utf-8")
        XCTAssertEqual(page.header("Content-Security-Policy"), policy)
        let html = page.text
        XCTAssertTrue(html.contains("<script src=\"plot.js\" defer></script>"), html)
        XCTAssertTrue(html.contains("<link rel=\"stylesheet\" href=\"plot.css\">"), html)
        XCTAssertTrue(html.contains("<body data-watch=\"\">"), "a page that does not follow /events: \(html)")
        // Nothing from elsewhere, and no script in the page itself.
        XCTAssertFalse(html.contains("http:") || html.contains("https:") || html.contains("<script>"), html)
        for (path, type) in [("/plot.js", "text/javascript; charset=utf-8"), ("/plot.css", "text/css; charset=utf-8")] {
            let answer = try await served.get(path)
            XCTAssertEqual(answer.status, 200, path)
            XCTAssertEqual(answer.header("Content-Type"), type, path)
            XCTAssertEqual(answer.header("Content-Security-Policy"), policy, path)
            XCTAssertEqual(answer.header("X-Content-Type-Options"), "nosniff", path)
            XCTAssertFalse(answer.text.contains("http:") || answer.text.contains("https:"), path)
        }
        let missing = try await served.get("/etc/passwd")
        XCTAssertEqual(missing.status, 404)
        XCTAssertEqual(missing.header("Content-Security-Policy"), policy)
    }

    /// A view downloaded is, byte for byte, what `plot` writes for the same ranges and size.
    func testAViewIsTheFileTheCommandWritesForItsRanges() async throws {
        let served = try ServedPlot(
            ["--input", "squares.csv", "--title", "Squares"], files: ["squares.csv": Self.squares])
        defer { served.stop() }
        for format in ["png", "pdf", "svg"] {
            let view = try await served.get("/view.\(format)?x=2.5..12&y=-10..150&w=800&h=500")
            XCTAssertEqual(view.status, 200, format)
            let cli = try served.plot.run([
                "--input", "squares.csv", "--title", "Squares", "--x-range", "2.5..12", "--y-range", "-10..150",
                "--size", "800x500", "-o", "cli.\(format)",
            ])
            XCTAssertEqual(cli.status, 0, cli.stderr)
            let file = try Data(contentsOf: served.plot.folder.appendingPathComponent("cli.\(format)"))
            XCTAssertEqual(view.body, file, "\(format): the served view differs from plot's file")
        }
        // The page asks for the geometry first; its drawing keeps the SVG the page then asks for.
        let geometry = try await served.get("/view.json?x=2.5..12&y=-10..150&w=800&h=500&tab=t1&seq=1")
        XCTAssertEqual(geometry.status, 200)
        let svg = try await served.get("/view.svg?x=2.5..12&y=-10..150&w=800&h=500")
        let file = try Data(contentsOf: served.plot.folder.appendingPathComponent("cli.svg"))
        XCTAssertEqual(svg.body, file, "the kept SVG is plot's file")
        // The view styles itself with attributes, loads nothing and runs nothing: its text is text.
        XCTAssertEqual(svg.header("Content-Security-Policy"), "default-src 'none'; frame-ancestors 'none'")
        XCTAssertTrue(svg.text.contains("<title>Squares</title>"), String(svg.text.prefix(600)))
        XCTAssertTrue(svg.text.contains(">Squares</text>"), "the title as text")
        XCTAssertEqual(svg.header("Content-Type"), "image/svg+xml")
    }

    /// The points service's chart (`--count`, seeded) is the CLI's `--chart-only` page of it.
    func testAViewOfTheServicesPointsIsTheChartOnlyPage() async throws {
        let served = try ServedPlot(["--count", "40", "--seed", "7"], files: [:])
        defer { served.stop() }
        let view = try await served.get("/view.png?x=-50..50&y=-20..80&w=640&h=400&theme=dark")
        XCTAssertEqual(view.status, 200, view.text)
        let cli = try served.plot.run([
            "--count", "40", "--seed", "7", "--chart-only", "--x-range", "-50..50", "--y-range", "-20..80",
            "--size", "640x400", "--theme", "dark", "-o", "cli.png",
        ])
        XCTAssertEqual(cli.status, 0, cli.stderr)
        XCTAssertEqual(view.body, try Data(contentsOf: served.plot.folder.appendingPathComponent("cli.png")))
    }

    /// The pointer a few pixels off (7, 49) is answered with (7, 49), found by measuring every
    /// point's pixel distance here from the view's geometry.
    func testNearAnswersTheNearestPointOfTheFile() async throws {
        let served = try ServedPlot(["--input", "squares.csv"], files: ["squares.csv": Self.squares])
        defer { served.stop() }
        let view = "x=0..20&y=0..400&w=600&h=400"
        let geometry = try await served.get("/view.json?" + view)
        XCTAssertEqual(geometry.status, 200, geometry.text)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: geometry.body) as? [String: Any])
        let plot = try XCTUnwrap(json["plot"] as? [String: Double])
        XCTAssertEqual(json["x"] as? [Double], [0, 20])
        XCTAssertEqual(json["y"] as? [Double], [0, 400])
        let (left, top, width, height) = (plot["left"]!, plot["top"]!, plot["width"]!, plot["height"]!)
        func pixel(_ x: Double, _ y: Double) -> (Double, Double) {
            (left + x / 20 * width, top + (1 - y / 400) * height)
        }
        let pointer = (pixel(7, 49).0 + 3, pixel(7, 49).1 - 2)
        let nearest = (0...20).min { a, b in
            let (pa, pb) = (pixel(Double(a), Double(a * a)), pixel(Double(b), Double(b * b)))
            return hypot(pa.0 - pointer.0, pa.1 - pointer.1) < hypot(pb.0 - pointer.0, pb.1 - pointer.1)
        }
        XCTAssertEqual(nearest, 7)
        let near = try await served.get("/near?\(view)&px=\(pointer.0)&py=\(pointer.1)")
        XCTAssertEqual(near.status, 200)
        XCTAssertEqual(near.header("Content-Type"), "application/json")
        XCTAssertEqual(near.text, #"{"series":"y","x":7.0,"y":49.0,"xText":"7","yText":"49"}"#)
        let far = try await served.get("/near?\(view)&px=\(left + 2)&py=\(top + 2)")
        XCTAssertEqual(far.text, "null")
    }

    /// A query is asked again for each view: a view is the CLI's file of the table as it is then.
    func testAQuerysViewIsAskedAgainAndIsTheCommandsFile() async throws {
        func insert(_ rows: Range<Int>, into path: String) throws {
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in
                try db.execute(sql: "CREATE TABLE IF NOT EXISTS t (x REAL, a REAL)")
                let statement = try db.makeStatement(sql: "INSERT INTO t VALUES (?, ?)")
                for index in rows {
                    try statement.execute(arguments: [Double(index), sin(Double(index) / 300) * 50])
                }
            }
            try queue.close()
        }
        let arguments = ["--db", "sqlite:rows.db", "--query", "SELECT x, a FROM t", "--x", "x", "--y", "a"]
        let served = try ServedPlot(arguments, files: [:]) { try insert(0..<20_000, into: $0.path("rows.db")) }
        defer { served.stop() }
        func same(_ query: String, _ flags: [String]) async throws -> Data {
            let view = try await served.get("/view.png?\(query)&w=700&h=400")
            XCTAssertEqual(view.status, 200, view.text)
            let cli = try served.plot.run(arguments + flags + ["--size", "700x400", "-o", "cli.png"])
            XCTAssertEqual(cli.status, 0, cli.stderr)
            XCTAssertEqual(view.body, try Data(contentsOf: served.plot.folder.appendingPathComponent("cli.png")), query)
            return view.body
        }
        _ = try await same("x=1000..1500&y=-60..60", ["--x-range", "1000..1500", "--y-range", "-60..60"])
        let before = try await same("", [])
        try insert(20_000..<30_000, into: served.plot.path("rows.db"))
        let after = try await same("", [])
        XCTAssertNotEqual(before, after, "the rows added since start are in the next view")
    }

    /// `--index TABLE`: built at start, read by each view (the CLI's `--index` file of the view);
    /// once the table changed, a view is refused with the one line saying so, and the server goes on.
    func testAnIndexedTablesViewIsTheCommandsFileUntilTheTableChanges() async throws {
        let postgres = try TestPostgres.require()
        try TestPostgres.execute(
            """
            DROP TABLE IF EXISTS plotkit_m4_plotkit_serve_index; DROP TABLE IF EXISTS plotkit_serve_index;
            CREATE TABLE plotkit_serve_index AS
              SELECT i / 4.0 AS x, sin(i / 700.0) * 40 + ((i * 7919) % 1009) / 100.0 AS a
              FROM generate_series(1, 80000) AS i
            """)
        let arguments = ["--db", postgres, "--index", "plotkit_serve_index", "--x", "x", "--y", "a"]
        let served = try ServedPlot(arguments, files: [:])
        defer { served.stop() }
        for (query, flags) in [
            ("", [String]()), ("x=1000..1500&y=-60..60", ["--x-range", "1000..1500", "--y-range", "-60..60"]),
        ] {
            let view = try await served.get("/view.png?\(query)&w=700&h=400")
            XCTAssertEqual(view.status, 200, view.text)
            let cli = try served.plot.run(arguments + flags + ["--size", "700x400", "-o", "cli.png"])
            XCTAssertEqual(cli.status, 0, cli.stderr)
            XCTAssertFalse(cli.stderr.contains("indexed"), "built once, at the server's start: \(cli.stderr)")
            XCTAssertEqual(view.body, try Data(contentsOf: served.plot.folder.appendingPathComponent("cli.png")), query)
        }
        try TestPostgres.execute("DELETE FROM plotkit_serve_index WHERE x < 10")
        // A session reports its counts to PostgreSQL's statistics as it ends, a moment after psql.
        try await Task.sleep(for: .seconds(1))
        let stale = try await served.get("/view.png?w=700&h=400")
        XCTAssertEqual(stale.status, 400)
        XCTAssertEqual(
            stale.text,
            "--index: plotkit_serve_index changed since its index was built; run plot --index plotkit_serve_index again to rebuild it\n"
        )
        let other = try await served.get("/view.png?w=300&h=200")
        XCTAssertEqual(other.status, 400, "still stale, the server still up")
    }

    func testABadViewIsRefusedInOneLineAndTheServerGoesOn() async throws {
        let served = try ServedPlot(["--input", "squares.csv"], files: ["squares.csv": Self.squares])
        defer { served.stop() }
        let refused = [
            ("/view.png?x=5..3", "--x-range 5..3 is empty: A must be less than B"),
            ("/view.png?w=5000&h=300", "w must be 16 to 4000 pixels (got 5000)"),
            ("/view.svg?h=big", "h must be a whole number of pixels (got 'big')"),
            ("/view.json?y=a..b", "--y-range: 'a' is not a number"),
            ("/view.png?x=100..200", "--x-range 100..200 holds none of the data: x (x) runs from 0 to 20"),
            ("/view.png?theme=pink", "theme must be light or dark (got 'pink')"),
            ("/near?x=0..1", "near needs px and py: a pixel of the view's picture"),
            ("/view.json?tab=a&seq=-1", "seq must be a whole number from 0 to 999999999999999"),
            ("/view.json?tab=a&seq=%2B5", "seq must be a whole number from 0 to 999999999999999"),
            ("/view.json?tab=a/b&seq=1", "tab must be 1 to 32 letters, digits, - or _"),
            ("/view.json?tab=a", "tab and seq go together"),
        ]
        for (path, message) in refused {
            let answer = try await served.get(path)
            XCTAssertEqual(answer.status, 400, path)
            XCTAssertEqual(answer.text, message + "\n", path)
        }
        let long = try await served.get("/view.png?x=" + String(repeating: "1", count: 3000))
        XCTAssertEqual(long.status, 414)
        XCTAssertEqual(long.text, "the request is longer than 2048 bytes\n")
        let after = try await served.get("/view.png?x=1..2&w=100&h=80")
        XCTAssertEqual(after.status, 200)
        XCTAssertEqual(pngSize(after.body)?.0, 100)
    }

    func testAnotherAddressAsksForTheTokenOnEveryRequest() async throws {
        let served = try ServedPlot(
            ["--input", "squares.csv", "--host", "0.0.0.0"], files: ["squares.csv": Self.squares])
        defer { served.stop() }
        let token = try XCTUnwrap(URLComponents(string: served.url)?.queryItems?.first { $0.name == "token" }?.value)
        XCTAssertEqual(token.count, 32)
        XCTAssertTrue(served.url.hasPrefix("http://0.0.0.0:"), served.url)
        for path in ["/", "/plot.js", "/view.png", "/near?px=1&py=1", "/?token=" + String(token.reversed())] {
            let refused = try await served.get(path)
            XCTAssertEqual(refused.status, 401, path)
            XCTAssertEqual(
                refused.text, "this server needs its access token: open the URL plot serve printed, token included\n")
        }
        let page = try await served.get("/?token=\(token)")
        XCTAssertEqual(page.status, 200)
        // The page's own requests carry it in a cookie from then on.
        XCTAssertEqual(
            page.header("Set-Cookie"), "plot-serve-token=\(token); Path=/; HttpOnly; SameSite=Strict")
        let script = try await served.get("/plot.js", cookie: "plot-serve-token=\(token)")
        XCTAssertEqual(script.status, 200)
    }

    func testLoopbackAsksNoToken() async throws {
        let served = try ServedPlot(["--input", "squares.csv"], files: ["squares.csv": Self.squares])
        defer { served.stop() }
        XCTAssertTrue(served.url.hasPrefix("http://127.0.0.1:"), served.url)
        XCTAssertFalse(served.url.contains("token"))
    }

    /// `--open` where there is no xdg-open (PATH holds none): said on stderr, and the server runs on.
    func testOpenWithoutABrowserSaysSoAndServes() async throws {
        let empty = try PlotProcess()
        defer { empty.remove() }
        let served = try ServedPlot(
            ["--input", "squares.csv", "--open"], files: ["squares.csv": Self.squares],
            environment: ["PATH": empty.folder.path])
        defer { served.stop() }
        let page = try await served.get("/")
        XCTAssertEqual(page.status, 200)
        XCTAssertEqual(served.stderr, "plot: note: --open: no xdg-open here; open \(served.url) in a browser\n")
    }

    func testServeRefusesWhatItWouldIgnore() throws {
        let plot = try PlotProcess()
        defer { plot.remove() }
        try plot.write("squares.csv", Self.squares)
        let table = try plot.run(["serve", "--input", "squares.csv", "--table"])
        XCTAssertEqual(table.status, 64)
        XCTAssertTrue(
            table.stderr.contains(
                "--table lists the points beside a chart in a file; plot serve shows the chart: drop it"),
            table.stderr)
        let port = try plot.run(["serve", "--input", "squares.csv", "--port", "70000"])
        XCTAssertEqual(port.status, 64)
        XCTAssertTrue(port.stderr.contains("--port must be 0 to 65535"), port.stderr)
    }
}

/// `plot serve ... --port 0` running in a scratch folder, its URL read from its first line.
final class ServedPlot {
    let plot: PlotProcess
    let process = Process()
    let url: String
    let base: String
    private let session: URLSession

    init(
        _ arguments: [String], files: [String: String], environment: [String: String] = [:],
        prepare: (PlotProcess) throws -> Void = { _ in }
    ) throws {
        plot = try PlotProcess()
        for (name, text) in files { try plot.write(name, text) }
        try prepare(plot)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.executableURL = try PlotProcess.executable
        process.arguments = ["serve", "--port", "0"] + arguments
        process.currentDirectoryURL = plot.folder
        let out = Pipe()
        process.standardOutput = out
        FileManager.default.createFile(atPath: plot.path("stderr.txt"), contents: nil)
        process.standardError = FileHandle(forWritingAtPath: plot.path("stderr.txt"))
        try process.run()
        var line = Data()
        while true {
            let byte = out.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line += byte
        }
        url = String(decoding: line, as: UTF8.self)
        guard let port = URLComponents(string: url)?.port else {
            process.terminate()
            throw XCTSkip("plot serve printed no URL: '\(url)'")
        }
        base = "http://127.0.0.1:\(port)"
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        session = URLSession(configuration: configuration)
    }

    /// What the server said on stderr so far.
    var stderr: String { (try? String(contentsOfFile: plot.path("stderr.txt"), encoding: .utf8)) ?? "" }

    func stop() {
        process.terminate()
        process.waitUntilExit()
        plot.remove()
    }

    struct Answer {
        var status: Int
        var headers: [AnyHashable: Any]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        func header(_ name: String) -> String? {
            headers.first { ($0.key as? String)?.lowercased() == name.lowercased() }?.value as? String
        }
    }

    func get(_ path: String, cookie: String? = nil) async throws -> Answer {
        var request = URLRequest(url: try XCTUnwrap(URL(string: base + path)))
        if let cookie { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
        let (data, response) = try await session.data(for: request)
        let http = try XCTUnwrap(response as? HTTPURLResponse)
        return Answer(status: http.statusCode, headers: http.allHeaderFields, body: data)
    }
}
