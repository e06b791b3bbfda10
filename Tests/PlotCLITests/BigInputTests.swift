import Foundation
import XCTest

/// A big table drawn as its points are read on two threads, or streamed from the file without
/// holding them (`PLOTKIT_STREAM_ABOVE=0` streams any file), is one picture, byte for byte.
final class BigInputTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    /// About 1.7 MB (chunked on two threads): unsorted x, two noisy series, gaps in one.
    func writeBigTable() throws {
        var text = "x,a,b\n"
        for row in 0..<60_000 {
            let x = Double((row * 7919) % 60_000) / 60
            let a = sin(x / 40) * 10 + Double((row * 31) % 17) / 4
            let b = row % 1001 == 0 ? "" : String(cos(x / 25) * 8 + Double((row * 13) % 11) / 3)
            text += "\(x),\(a),\(b)\n"
        }
        try plot.write("big.csv", text)
    }

    func testOneThreadTwoThreadsAndStreamedDrawTheSamePicture() throws {
        try writeBigTable()
        let arguments = ["--input", "big.csv", "--x", "x", "--y", "a,b", "--size", "400x300"]
        let runs: [(String, [String: String])] = [
            ("held-1", ["PLOTKIT_THREADS": "1"]),
            ("held-2", ["PLOTKIT_THREADS": "2"]),
            ("streamed-1", ["PLOTKIT_THREADS": "1", "PLOTKIT_STREAM_ABOVE": "0"]),
            ("streamed-2", ["PLOTKIT_THREADS": "2", "PLOTKIT_STREAM_ABOVE": "0"]),
        ]
        var pictures: [String: Data] = [:]
        for (name, environment) in runs {
            let result = try plot.run(arguments + ["-o", "\(name).png"], environment: environment)
            XCTAssertEqual(result.status, 0, result.stderr)
            pictures[name] = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("\(name).png")))
        }
        XCTAssertGreaterThan(pictures["held-1"]?.count ?? 0, 5_000)
        for (name, _) in runs { XCTAssertTrue(pictures[name] == pictures["held-1"], "\(name) differs from held-1") }
    }

    /// A file of two columns needs no --x and --y to be streamed.
    func testTwoColumnsStreamWithoutNamingThem() throws {
        try writeBigTable()
        let text = try String(contentsOfFile: plot.path("big.csv"), encoding: .utf8)
        try plot.write(
            "two.csv",
            text.split(separator: "\n").map { $0.split(separator: ",")[0...1].joined(separator: ",") }.joined(
                separator: "\n") + "\n")
        for (name, environment) in [("held", [:]), ("streamed", ["PLOTKIT_STREAM_ABOVE": "0"])] {
            let result = try plot.run(
                ["--input", "two.csv", "--size", "400x300", "-o", "\(name).png"], environment: environment)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let held = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("held.png")))
        XCTAssertTrue(held == FileManager.default.contents(atPath: plot.path("streamed.png")))
    }

    /// A zoom, --center and the ranges stream too (PLOTKIT_STREAM_ONLY=1 fails a run that would
    /// hold the points): M4's columns of the view, or, zoomed in until few points are in view,
    /// those points and their neighbours, markers and smoothing included. The picture is the
    /// held one, byte for byte, on one thread or two.
    func testZoomsAndRangesStreamAndDrawTheHeldPicture() throws {
        try writeBigTable()
        let views: [[String]] = [
            ["--zoom", "3"], ["--zoom", "3", "--center", "700,4"], ["--x-range", "100..300"],
            ["--y-range=-5..5"], ["--x-range", "100..300", "--y-range", "0..20"],
            // Few points in view: drawn one by one, with markers, smoothed.
            ["--x-range", "100..101.5"], ["--zoom", "400", "--center", "250,0", "--smooth"],
        ]
        for (index, view) in views.enumerated() {
            let arguments = ["--input", "big.csv", "--x", "x", "--y", "a,b", "--size", "400x300"] + view
            let held = try plot.run(arguments + ["-o", "held.png"])
            XCTAssertEqual(held.status, 0, held.stderr)
            // One thread or two, taking turns (each run costs a second or more in a debug build).
            let threads = index % 2 == 0 ? "2" : "1"
            let streamed = try plot.run(
                arguments + ["-o", "streamed.png"],
                environment: ["PLOTKIT_STREAM_ABOVE": "0", "PLOTKIT_STREAM_ONLY": "1", "PLOTKIT_THREADS": threads])
            XCTAssertEqual(streamed.status, 0, "\(view): \(streamed.stderr)")
            XCTAssertEqual(streamed.stderr, held.stderr.replacingOccurrences(of: "held.png", with: "streamed.png"))
            XCTAssertTrue(
                FileManager.default.contents(atPath: plot.path("held.png"))
                    == FileManager.default.contents(atPath: plot.path("streamed.png")),
                "\(view) on \(threads) thread(s) differs from the held picture")
        }
    }

    /// A time x with ties across chunks (each minute written twice, in no order): a dated range
    /// and a zoom centred on a date stream and draw the held picture; a range that holds none
    /// of the rows is refused as for the held points, naming where they are.
    func testATimeXWithTiesStreamsDatedViews() throws {
        var text = "t,v\n"
        for row in 0..<60_000 {
            let minute = (row * 7919) % 30_000
            let stamp = Date(timeIntervalSince1970: 1_704_067_200 + Double(minute) * 60)
            text +=
                "\(ISO8601DateFormatter().string(from: stamp)),\(sin(Double(minute) / 300) * 10 + Double(row % 13) / 5)\n"
        }
        try plot.write("times.csv", text)
        let streamed = ["PLOTKIT_STREAM_ABOVE": "0", "PLOTKIT_STREAM_ONLY": "1", "PLOTKIT_THREADS": "2"]
        for view in [["--x-range", "2024-01-05..2024-01-09"], ["--zoom", "300", "--center", "2024-01-10T12:00,0"]] {
            let arguments = ["--input", "times.csv", "--x", "t", "--y", "v", "--size", "400x300"] + view
            let held = try plot.run(arguments + ["-o", "held.png"])
            XCTAssertEqual(held.status, 0, held.stderr)
            let result = try plot.run(arguments + ["-o", "streamed.png"], environment: streamed)
            XCTAssertEqual(result.status, 0, "\(view): \(result.stderr)")
            XCTAssertTrue(
                FileManager.default.contents(atPath: plot.path("held.png"))
                    == FileManager.default.contents(atPath: plot.path("streamed.png")), "\(view) differs")
        }
        let empty = try plot.run(
            ["--input", "times.csv", "--x", "t", "--y", "v", "--x-range", "2025-01-01..2025-02-01", "-o", "e.png"],
            environment: streamed)
        XCTAssertEqual(empty.status, 64, empty.stderr)
        XCTAssertTrue(
            empty.stderr.contains("holds none of the data: x (t) runs from 2024-01-01T00:00:00Z"), empty.stderr)
    }

    /// What streaming cannot draw as the points would is read whole (or refused under
    /// PLOTKIT_STREAM_ONLY=1): the table beside the chart, a bad row.
    func testWhatCannotBeStreamedIsReadWhole() throws {
        try writeBigTable()
        let streamed = ["PLOTKIT_STREAM_ABOVE": "0"]
        let arguments = ["--input", "big.csv", "--x", "x", "--y", "a", "--size", "1600x1200", "--table"]
        XCTAssertEqual(try plot.run(arguments + ["-o", "a.png"], environment: streamed).status, 0)
        let refused = try plot.run(
            arguments + ["-o", "b.png"], environment: streamed.merging(["PLOTKIT_STREAM_ONLY": "1"]) { $1 })
        XCTAssertEqual(refused.status, 64)
        XCTAssertEqual(
            refused.stderr,
            "plot: error: big.csv: this chart holds every point in memory (docs/CLI.md: Big inputs), and PLOTKIT_STREAM_ONLY=1 forbids it\n"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("b.png")))
        let text = try String(contentsOfFile: plot.path("big.csv"), encoding: .utf8) + "7,oops,1\n"
        try plot.write("bad.csv", text)
        let result = try plot.run(["--input", "bad.csv", "--x", "x", "--y", "a", "-o", "c.png"], environment: streamed)
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.stderr, "plot: error: bad.csv: line 60002, column \"a\": \"oops\" is not a number\n")
    }

    /// A stray word in the middle of a big file (in a chunk after the first) with
    /// --skip-bad-rows: streamed or held, read whole or a chunk a thread, its row is left out
    /// and counted, named by its line counted from the file's start.
    func testABadRowOfABigFileIsSkippedAndNamedByItsLine() throws {
        try writeBigTable()
        var lines = try String(contentsOfFile: plot.path("big.csv"), encoding: .utf8).split(separator: "\n")
        lines[40_000] = "7,oops,1"
        try plot.write("bad.csv", lines.joined(separator: "\n") + "\n")
        for environment in [
            ["PLOTKIT_STREAM_ABOVE": "0", "PLOTKIT_THREADS": "2"], ["PLOTKIT_THREADS": "2"], ["PLOTKIT_THREADS": "1"],
        ] {
            for columns in [["--x", "x", "--y", "a"], []] {
                // A landscape page keeps the note on one line for pdftotext.
                let result = try plot.run(
                    ["--input", "bad.csv", "--skip-bad-rows", "--orientation", "landscape"] + columns + [
                        "-o", "c.pdf",
                    ],
                    environment: environment)
                XCTAssertEqual(result.status, 0, "\(environment) \(columns): \(result.stderr)")
                let text = try plot.poppler("pdftotext", "c.pdf")
                XCTAssertTrue(
                    text.contains("1 bad row skipped (first: line 40001, column \"a\": \"oops\" is not a number)"),
                    "\(environment) \(columns): \(text)")
            }
        }
    }
}
