import Foundation
import XCTest

final class ChartCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    let points = "x,y\n3,1\n1,2\n2,-1.5\n5,4\n4,0.5\n"

    /// The README's file example, as a chart of the points in Examples/.
    func testFileInputRendersAPNG() throws {
        let example = PlotProcess.packageRoot.appendingPathComponent("Examples/points.csv").path
        let result = try plot.run(["--input", example, "--smooth", "--zoom", "2", "-o", "graph.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "plot: wrote graph.png (1920×1080 px)\n")
        XCTAssertEqual(result.stdout, Data())
        let png = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("graph.png")))
        let size = try XCTUnwrap(pngSize(png))
        XCTAssertEqual(size.0, 1920)
        XCTAssertEqual(size.1, 1080)
        XCTAssertGreaterThan(png.count, 10_000)
    }

    func testEverySmoothSpellingAndFormat() throws {
        try plot.write("p.csv", points)
        let runs: [[String]] = [
            ["--smooth", "-o", "a.png"],
            ["--smooth=catmull-rom", "-o", "b.pdf"],
            ["--smooth", "catmull-rom", "--alpha", "1", "-o", "c.svg"],
            ["--smooth=linear", "--orientation", "portrait", "--scale", "2", "-o", "d.png"],
            ["--size", "800x500", "--x-range", "0:10", "--y-range=-5:5", "--center", "2,0", "-o", "e.png"],
            ["--png-compression", "smallest", "-o", "f.png"],
            ["--smooth", "--zoom", "2", "-o", "g.png"],
            ["--y-range", "-5:5", "--x-range", "-1:4", "--center", "-0.5,-1", "--zoom", "1.5", "-o", "h.png"],
            ["--alpha", "0", "--smooth", "catmull-rom", "-o", "i.png"],
            ["-o", "j.png", "--smooth"],
        ]
        for arguments in runs {
            let result = try plot.run(["--input", "p.csv"] + arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(
            try plot.files(),
            ["a.png", "b.pdf", "c.svg", "d.png", "e.png", "f.png", "g.png", "h.png", "i.png", "j.png", "p.csv"])
        // `chart` is the default subcommand: naming it draws the same page.
        XCTAssertEqual(try plot.run(["chart", "--input", "p.csv", "--smooth", "-o", "k.png"]).status, 0)
        XCTAssertEqual(
            FileManager.default.contents(atPath: plot.path("k.png")),
            FileManager.default.contents(atPath: plot.path("a.png")))
        XCTAssertEqual(pngSize(try XCTUnwrap(FileManager.default.contents(atPath: plot.path("d.png"))))?.0, 2160)
        XCTAssertEqual(pngSize(try XCTUnwrap(FileManager.default.contents(atPath: plot.path("e.png"))))?.1, 500)
    }

    func testStandardInputAndOutput() throws {
        let result = try plot.run(["--input", "-", "-o", "-"], stdin: Data(#"[{"x":1,"y":2},{"x":2,"y":3}]"#.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertNotNil(pngSize(result.stdout))
    }

    func testSameInputSameBytesAcrossRuns() throws {
        try plot.write("p.csv", points)
        for format in ["pdf", "svg", "png"] {
            XCTAssertEqual(try plot.run(["--input", "p.csv", "--title", "Точки", "-o", "1.\(format)"]).status, 0)
            XCTAssertEqual(try plot.run(["--input", "p.csv", "--title", "Точки", "-o", "2.\(format)"]).status, 0)
            XCTAssertTrue(
                FileManager.default.contents(atPath: plot.path("1.\(format)"))
                    == FileManager.default.contents(atPath: plot.path("2.\(format)")), format)
        }
    }

    /// Each bad input: its one line on stderr, its exit status, and the old output file untouched.
    func testBadInputsFailInOneLineAndLeaveTheOutputAlone() throws {
        try plot.write("p.csv", points)
        try plot.write("bad.csv", "x,y\n1,2\n2,oops\n")
        try plot.write("empty.csv", "x,y\n")
        try plot.write("nan.csv", "1,nan\n")
        try plot.write("words.csv", "year,value\n2001,1\n2002,abc\n2003,x\n")
        try plot.write("dates.csv", "date,value\n2001-01-01,1\n2002-01-01,2\n")
        try plot.write("bad.json", #"{"result":-1,"response":{"message":"0J7RiNC40LHQutCw"}}"#)
        try plot.write("out.png", "old picture")
        let cases: [([String], Int32, String)] = [
            (["--input", "missing.csv"], 66, "cannot read missing.csv: no such file"),
            (["--input", "bad.csv"], 65, "bad.csv: line 3, column \"y\": \"oops\" is not a number"),
            (["--input", "empty.csv"], 65, "empty.csv: has a header line but no rows"),
            (["--input", "nan.csv"], 65, "nan.csv holds no values to draw"),
            (["--input", "bad.json"], 65, "bad.json: the server reported an error: Ошибка"),
            (["--input", "p.csv", "--zoom", "0"], 64, "--zoom must be a number greater than 0"),
            (["--input", "p.csv", "--zoom", "-2"], 64, "--zoom must be a number greater than 0"),
            (["--input", "p.csv", "--x-range", "5:5"], 64, "--x-range 5:5 is empty: A must be less than B"),
            (["--input", "p.csv", "--size", "big"], 64, "The value 'big' is invalid for '--size <WxH>'"),
            (
                ["--input", "p.csv", "--smooth=cubic"], 64,
                "--smooth must be monotone, catmull-rom or linear (got 'cubic')"
            ),
            (
                ["--input", "p.csv", "--smooth", "cubic"], 64,
                "--smooth must be monotone, catmull-rom or linear (got 'cubic')"
            ),
            (
                ["--input", "p.csv", "--seed", "3"], 64,
                "--input reads points from a file; --seed is for fetching them: drop it"
            ),
            (
                ["--input", "p.csv", "--timeout", "3"], 64,
                "--input reads points from a file; --timeout is for fetching them: drop it"
            ),
            (
                ["--input", "p.csv", "--ca-file", "ca.pem"], 64,
                "--input reads points from a file; --ca-file is for fetching them: drop it"
            ),
            (
                ["--input", "p.csv", "--show-cert"], 64,
                "--input reads points from a file; --show-cert is for fetching them: drop it"
            ),
            (
                ["--input", "words.csv", "--kind", "step", "--table"], 64,
                "--table is for --kind line, not --kind step (it lists the points of lines of numbers): drop it"
            ),
            (
                ["--input", "dates.csv", "--table"], 64,
                "--table lists the points of lines of numbers, and x (date) has times: drop --table"
            ),
            // A column named as y holds numbers, so its first word is named with its line.
            (
                ["--input", "words.csv", "--y", "value"], 65,
                "words.csv: line 3, column \"value\": \"abc\" is not a number"
            ),
            (
                ["--count", "3", "--url", "https://localhost:1/", "--seed", "3"], 64,
                "--seed seeds the embedded demo server; the service at --url chooses its own points: drop --seed"
            ),
            (
                ["--count", "3", "--input-format", "csv"], 64,
                "--input-format says how to read --input: give --input FILE, or drop it"
            ),
            (["--input", "p.csv", "--y-range", "-5:-5"], 64, "--y-range -5:-5 is empty: A must be less than B"),
            (
                ["--input", "p.csv", "--format", "gif"], 64,
                "The value 'gif' is invalid for '--format <format>'. Please provide one of 'png', 'pdf' or 'svg'."
            ),
            (["--input", "p.csv", "--alpha", "2"], 64, "--alpha must be between 0 and 1"),
            (
                [], 64,
                "no points to draw: give --count N to fetch them (from the embedded demo server unless --url),"
                    + " or --input FILE"
            ),
        ]
        for (arguments, status, line) in cases {
            let result = try plot.run(arguments + ["-o", "out.png"])
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr, "plot: error: \(line)\n", "\(arguments)")
            XCTAssertEqual(FileManager.default.contents(atPath: plot.path("out.png")), Data("old picture".utf8))
        }
        let unknown = try plot.run(["--input", "p.csv", "-o", "chart.bmp"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertEqual(
            unknown.stderr,
            "plot: error: cannot tell the format of 'chart.bmp': name it .png, .pdf or .svg, or pass --format\n")
        XCTAssertEqual(
            try plot.files(),
            ["bad.csv", "bad.json", "dates.csv", "empty.csv", "nan.csv", "out.png", "p.csv", "words.csv"],
            "no stray files")
    }

    /// `plot --version` prints the one version string (the User-Agent sends the same, a PDF's
    /// Creator says it), and docs/CLI.md says the one it prints.
    func testVersion() throws {
        let result = try plot.run(["--version"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let version = String(decoding: result.stdout, as: UTF8.self)
        XCTAssertTrue(version.hasSuffix("\n"))
        let number = version.trimmingCharacters(in: .newlines)
        XCTAssertNotNil(number.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+$"#, options: .regularExpression), number)
        let readme = try String(
            contentsOf: PlotProcess.packageRoot.appendingPathComponent("docs/CLI.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("plot --version"))
        XCTAssertTrue(readme.contains("`PlotKit/\(number)`"), "docs/CLI.md names another version than \(number)")
        XCTAssertTrue(readme.contains("`PlotKit \(number)`"), "docs/CLI.md names another Creator than \(number)")
        // A PDF says which PlotKit made it (pdfinfo reads its Creator); an SVG carries no generator.
        try plot.write("p.csv", points)
        XCTAssertEqual(try plot.run(["--input", "p.csv", "-o", "p.pdf"]).status, 0)
        let info = try plot.poppler("pdfinfo", "p.pdf").split(separator: "\n")
        let creator = info.first { $0.hasPrefix("Creator:") }?.dropFirst(8).trimmingCharacters(in: .whitespaces)
        XCTAssertEqual(creator, "PlotKit \(number)", info.joined(separator: "\n"))
        XCTAssertEqual(try plot.run(["--input", "p.csv", "-o", "p.svg"]).status, 0)
        let svg = String(
            decoding: try XCTUnwrap(FileManager.default.contents(atPath: plot.path("p.svg"))), as: UTF8.self)
        XCTAssertFalse(svg.contains("<!--"), "an SVG has no generator comment to carry the version")
    }

    /// `plot --help` lists the subcommands; the chart's help (`plot chart --help`, or --help on a
    /// chart's line) lists its flags.
    func testHelpListsTheSubcommandsAndTheChartsFlags() throws {
        let root = try plot.run(["--help"])
        XCTAssertEqual(root.status, 0)
        let rootHelp = String(decoding: root.stdout, as: UTF8.self)
        for subcommand in ["chart (default)", "demo-server", "payments", "hot-water"] {
            XCTAssertTrue(rootHelp.contains(subcommand), "root help lacks \(subcommand):\n\(rootHelp)")
        }
        for arguments in [["chart", "--help"], ["--count", "5", "--help"]] {
            let result = try plot.run(arguments)
            XCTAssertEqual(result.status, 0)
            let help = String(decoding: result.stdout, as: UTF8.self)
            for flag in [
                "--input", "--smooth", "--zoom", "--center", "--x-range", "--y-range", "--orientation", "--size",
                "--scale", "--title", "--output", "--ca-file",
            ] {
                XCTAssertTrue(help.contains(flag), "\(arguments): help lacks \(flag)")
            }
        }
        let payments = try plot.run(["payments", "list", "--help"])
        XCTAssertTrue(String(decoding: payments.stdout, as: UTF8.self).contains("USAGE: plot payments list"))
    }

    /// A reader that stops early (`| head -c 8`) is an error to report in one line, not a crash.
    func testClosedPipeIsOneLine() throws {
        let example = PlotProcess.packageRoot.appendingPathComponent("Examples/points.csv").path
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = [
            "-c",
            "'\(try PlotProcess.executable.path)' --input '\(example)' -o - 2>\(plot.path("err")) | head -c 8 >/dev/null; echo ${PIPESTATUS[0]}",
        ]
        let out = Pipe()
        shell.standardOutput = out
        try shell.run()
        let status = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        XCTAssertEqual(status.trimmingCharacters(in: .whitespacesAndNewlines), "73", "output not writable")
        let stderr = String(decoding: FileManager.default.contents(atPath: plot.path("err")) ?? Data(), as: UTF8.self)
        XCTAssertEqual(stderr, "plot: error: cannot write standard output: Broken pipe\n")
    }
}

/// Shell completions come from ArgumentParser, for every subcommand and flag.
final class CompletionScriptTests: XCTestCase {
    func testEveryShellGetsAScriptNamingTheSubcommandsAndFlags() throws {
        let plot = try PlotProcess()
        defer { plot.remove() }
        for shell in ["bash", "zsh", "fish"] {
            let result = try plot.run(["--generate-completion-script", shell])
            XCTAssertEqual(result.status, 0, "\(shell): \(result.stderr)")
            let script = String(decoding: result.stdout, as: UTF8.self)
            // Flags without their dashes: fish spells them `-l smooth`.
            for word in ["hot-water", "payments", "demo-server", "smooth", "on-expired", "time-zone", "pin-sha256"] {
                XCTAssertTrue(script.contains(word), "\(shell) completion lacks \(word)")
            }
        }
    }
}
