import ArgumentParser
import ChartServer
import Foundation
import Input
import NIOCore

/// `plot serve`: the chart `plot` would draw, explored in the browser. A local web server draws
/// every view through the engine (`ChartServer`); this command reads the flags, makes the chart
/// (`ServedChart`), prints the URL as its one line on stdout and serves until killed.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Explore a chart in the browser: zoom, pan, hover, download each view (until Ctrl-C).",
        discussion: """
            Takes what a chart takes (--input FILE, --db URL --query SQL, --count N, and every chart \
            flag) and serves a page on 127.0.0.1 that shows it: drag a box to zoom, the wheel zooms, \
            shift-drag pans, a double-click shows the whole chart again; arrows pan, + and - zoom, \
            0 resets. Each view is drawn by the server as plot --x-range A..B --y-range C..D would \
            draw it, and downloads as PNG, PDF or SVG. With --host other than loopback every \
            request needs the access token in the printed URL. With --watch the file is read again \
            when it changes (a log being written) and the open pages redraw their views.
            """)

    @OptionGroup
    var options: ChartOptions

    @Option(help: "Port to listen on (0 picks a free one).")
    var port = 8765

    @Option(help: "Address to listen on; other than loopback, every request needs the printed URL's access token.")
    var host = "127.0.0.1"

    @Flag(help: "Open the page with xdg-open.")
    var open = false

    @Flag(help: "Read --input FILE again when it changes (looked at every 250 ms) and redraw the open pages.")
    var watch = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535") }
        if options.tableOptions.faceted {
            throw ValidationError(
                "--facet draws panels into a file; plot serve zooms into one chart: drop it, or give it to plot")
        }
        if options.tableOptions.y2 != nil {
            throw ValidationError(
                "--y2 draws a second axis into a file; plot serve zooms one y axis: drop it, or give it to plot")
        }
        if options.tableOptions.table {
            throw ValidationError(
                "--table lists the points beside a chart in a file; plot serve shows the chart: drop it")
        }
        if options.service.showCert {
            throw ValidationError("--show-cert prints the service's certificates: give it to plot chart, not serve")
        }
        if watch, let refusal = Self.watchRefusal(options) { throw ValidationError(refusal) }
    }

    /// Why `--watch` cannot follow this source, or nil when it is a file it can read again.
    static func watchRefusal(_ options: ChartOptions) -> String? {
        let reads = "--watch reads --input FILE again when it changes"
        switch options.source {
        case .database: return "\(reads); a query is asked again for each view already: drop --watch"
        case .points: return "\(reads); the points service's points are fetched once: give --input FILE"
        case .file:
            guard let input = options.input, InputFile.isStream(input) else { return nil }
            let what = input == "-" ? "standard input" : "\(input) is a pipe, it"
            return "\(reads); \(what) can be read only once: give a file"
        }
    }

    /// Whether `host` is this machine alone, where no token is asked.
    static func isLoopback(_ host: String) -> Bool {
        ["127.0.0.1", "::1", "localhost"].contains(host) || host.hasPrefix("127.")
    }

    func run() async throws {
        // A watched file's notes are said at its first read, not again at every change.
        try await StderrNote.$saidOnce.withValue(watch ? StderrNote.SaidNotes() : nil) { try await serve() }
    }

    private func serve() async throws {
        let watched = watch ? options.input : nil
        // Seen before the first read: a change during it is read again.
        let seen = watched.flatMap(FileWatch.signature(of:))
        let chart = try await ServedChart.load(options)
        if let saveSpec = options.saveSpec { try ChartSpecWriter.save(to: saveSpec, command: Self.self) }
        let token = Self.isLoopback(host) ? nil : Self.newToken()
        let changes = watched.map { _ in ViewChanges() }
        let server = ChartServer(views: chart, host: host, port: port, token: token, changes: changes)
        let watching = watched.map { path in
            Task {
                await FileWatch(path: path).run(
                    seen: seen, reload: { try await chart.reload(upTo: $0) }, changed: { changes?.announce() })
            }
        }
        defer { watching?.cancel() }
        let (host, open) = (self.host.contains(":") ? "[\(self.host)]" : self.host, self.open)
        do {
            try await server.run { port in
                let url = "http://\(host):\(port)/" + (token.map { "?token=\($0)" } ?? "")
                FileHandle.standardOutput.write(Data((url + "\n").utf8))
                if open { Self.openBrowser(url) }
            }
        } catch let error as IOError {
            throw CLIError(
                "cannot listen on \(self.host):\(port): \(String(cString: strerror(error.errnoCode)))",
                status: .unavailable)
        }
    }

    /// 128 random bits from the system's generator, as hex: the access token.
    static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// Starts the system's browser on `url` through xdg-open, or says there is none.
    static func openBrowser(_ url: String) {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        guard let opener = paths.map({ "\($0)/xdg-open" }).first(where: FileManager.default.isExecutableFile(atPath:))
        else {
            StderrNote.say("--open: no xdg-open here; open \(url) in a browser")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        do {
            try process.run()
        } catch {
            StderrNote.say("--open: \(opener) did not start (\(error)); open \(url) in a browser")
        }
    }
}
