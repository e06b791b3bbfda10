import Foundation
import XCTest

/// Chart files as a user writes and saves them: `--save-spec` writes the chart of a command
/// line, `--spec` draws it again byte for byte, flags beside it win, and each mistake in a file
/// is one line with its exit status.
final class ChartSpecCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        try plot.write(
            "temps.csv",
            "date,temp,city\n2024-01-01,-3,Oslo\n2024-02-01,-1,Oslo\n2024-03-01,4,Oslo\n"
                + "2024-01-01,2,Rome\n2024-02-01,5,Rome\n2024-03-01,9,Rome\n")
    }

    override func tearDown() { plot.remove() }

    static let chart = [
        "--input", "temps.csv", "--x", "date", "--y", "temp", "--group-by", "city", "--title", "Winter \"24\": -3..9",
        "--hline", "0:freezing", "--hline", "5", "--smooth", "--y-range", "-10..20", "--markers", "always",
        "--legend", "top", "--size", "800x500",
    ]

    func bytes(_ name: String) throws -> Data { try Data(contentsOf: plot.folder.appendingPathComponent(name)) }

    func testASavedSpecDrawsTheSameChart() throws {
        let direct = try plot.run(Self.chart + ["-o", "direct.png"])
        XCTAssertEqual(direct.status, 0, direct.stderr)
        try FileManager.default.createDirectory(
            at: plot.folder.appendingPathComponent("charts"), withIntermediateDirectories: true)
        for spec in ["chart.json", "chart.yaml", "charts/chart.yml"] {
            let saved = try plot.run(Self.chart + ["--save-spec", spec])
            XCTAssertEqual(saved.status, 0, saved.stderr)
            XCTAssertEqual(saved.stderr, "plot: wrote \(spec)\n", "without -o only the spec is written")
            let again = try plot.run(["--spec", spec, "-o", "again.png"])
            XCTAssertEqual(again.status, 0, again.stderr)
            XCTAssertEqual(try bytes("again.png"), try bytes("direct.png"), spec)
        }
        XCTAssertEqual(
            try String(contentsOfFile: plot.path("chart.json"), encoding: .utf8),
            """
            {
              "input": "temps.csv",
              "smooth": true,
              "y-range": "-10..20",
              "title": "Winter \\"24\\": -3..9",
              "markers": "always",
              "x": "date",
              "y": "temp",
              "group-by": "city",
              "legend": "top",
              "hline": ["0:freezing", 5],
              "size": "800x500"
            }

            """)
        XCTAssertEqual(
            try String(contentsOfFile: plot.path("chart.yaml"), encoding: .utf8),
            """
            input: "temps.csv"
            smooth: true
            y-range: "-10..20"
            title: "Winter \\"24\\": -3..9"
            markers: "always"
            x: "date"
            y: "temp"
            group-by: "city"
            legend: "top"
            hline: ["0:freezing", 5]
            size: "800x500"

            """)
        // A spec's input is relative to the spec's folder.
        let nested = try String(contentsOfFile: plot.path("charts/chart.yml"), encoding: .utf8)
        XCTAssertTrue(nested.hasPrefix("input: \"../temps.csv\"\n"), nested)
    }

    func testWithAnOutputBothAreWrittenAndTheSpecCanBeSavedAgain() throws {
        let both = try plot.run(Self.chart + ["-o", "direct.png", "--save-spec", "first.json"])
        XCTAssertEqual(both.status, 0, both.stderr)
        XCTAssertEqual(both.stderr, "plot: wrote direct.png (800×500 px)\nplot: wrote first.json\n")
        let resaved = try plot.run(["--spec", "first.json", "--save-spec", "second.json"])
        XCTAssertEqual(resaved.status, 0, resaved.stderr)
        XCTAssertEqual(try bytes("second.json"), try bytes("first.json"))
    }

    func testFlagsBesideTheSpecWin() throws {
        try plot.write(
            "look.yaml",
            """
            # Written by hand: comments, numbers, a list.
            input: temps.csv
            x: date
            y: temp
            group-by: city
            title: From the file
            hline: [1, 2]
            log-x: false
            size: 800x500

            """)
        let direct = try plot.run([
            "--input", "temps.csv", "--x", "date", "--y", "temp", "--group-by", "city", "--title", "Given",
            "--hline", "3", "--size", "800x500", "-o", "direct.png",
        ])
        XCTAssertEqual(direct.status, 0, direct.stderr)
        let spec = try plot.run(["--spec", "look.yaml", "--title", "Given", "--hline=3", "-o", "spec.png"])
        XCTAssertEqual(spec.status, 0, spec.stderr)
        XCTAssertEqual(
            try bytes("spec.png"), try bytes("direct.png"), "the title and the rules given replace the file's")
    }

    func testAMistakeInASpecIsOneLine() throws {
        let files = [
            "bad.json": "{\"input\": \"temps.csv\",\n  \"x\" \"date\"}\n",
            "bad.yaml": "input: temps.csv\nx: [date\n",
            "wide.json": "{\"input\": \"temps.csv\", \"size\": \"wide\"}",
            "colour.yaml": "input: temps.csv\ncolour: red\n",
            "log.yaml": "input: temps.csv\nlog-y: yes\n",
            "titles.json": "{\"input\": \"temps.csv\", \"title\": [\"a\", \"b\"]}",
            "twice.json": "{\"input\": \"temps.csv\",\n \"title\": \"a\",\n \"title\": \"b\"}",
            "out.yaml": "input: temps.csv\noutput: a.png\n",
            "list.yaml": "- input\n- temps.csv\n",
            "chart.txt": "input: temps.csv\n",
        ]
        for (name, text) in files { try plot.write(name, text) }
        let sizeFlag = try plot.run(["--input", "temps.csv", "--size", "wide", "-o", "x.png"])
        for (spec, status, message) in [
            ("missing.json", 66, "cannot read missing.json: no such file"),
            ("bad.json", 65, "bad.json: line 2, column 7: the JSON is malformed (expected ':')"),
            ("bad.yaml", 65, "bad.yaml: line 3, column 1: the YAML is malformed (did not find expected ',' or ']')"),
            ("wide.json", 64, String(sizeFlag.stderr.dropFirst("plot: error: ".count).dropLast())),
            ("log.yaml", 64, "log.yaml: log-y is on or off: give true or false"),
            ("titles.json", 64, "titles.json: title takes one value, not a list"),
            ("twice.json", 65, "twice.json: line 2, column 2: the JSON names title twice"),
            (
                "out.yaml", 64,
                "out.yaml: output is not a key of a chart file (it says how a run writes or serves, not what it draws): give --output on the command line"
            ),
            ("list.yaml", 65, "list.yaml: a chart file is one mapping of keys and values"),
            ("chart.txt", 64, "--spec chart.txt: a chart file is JSON or YAML: name it .json, .yaml or .yml"),
            (
                "colour.yaml", 64,
                "colour.yaml: unknown key \"colour\"; the keys are " + Self.keys.joined(separator: ", ")
            ),
        ] {
            let result = try plot.run(["--spec", spec, "-o", "x.png"])
            XCTAssertEqual(result.status, Int32(status), spec)
            XCTAssertEqual(result.stderr, "plot: error: \(message)\n", spec)
        }
        XCTAssertEqual(
            sizeFlag.stderr,
            "plot: error: The value 'wide' is invalid for '--size <WxH>'\n")
        XCTAssertFalse(try plot.files().contains("x.png"))
    }

    /// `plot chart`'s keys, in `--help`'s order: every chart flag, the source's, the page's.
    static let keys = [
        "input", "count", "url", "seed", "ca-file", "pin-sha256", "connect-timeout", "timeout", "max-response",
        "input-format", "smooth", "alpha", "zoom", "center", "x-range", "y-range", "title", "markers", "db", "query",
        "index",
        "x", "y", "y2", "color-by", "size-by", "y-lower", "y-upper", "band", "group-by", "facet", "facet-rows",
        "facet-columns", "facet-y", "kind",
        "value", "colormap", "x-type", "time-format", "time-zone", "skip-bad-rows", "log-x", "log-y", "stack",
        "bar-orientation", "step", "agg", "x-unit", "bins", "trend", "rolling", "legend", "theme", "palette",
        "colors", "opacity", "marker-size", "x-label", "y-label", "y2-label", "hline", "vline", "span", "annotate",
        "lang",
        "table", "encoding", "chart-only", "png-compression", "orientation", "size", "width-in", "height-in", "scale",
        "format", "svg-text",
    ]

    func testAPasswordIsNotSaved() throws {
        let saved = try plot.run([
            "--db", "postgres://me:s3cret@localhost:1/charts?sslmode=disable", "--query", "SELECT x, y FROM t",
            "--x", "x", "--y", "y", "--save-spec", "db.json",
        ])
        XCTAssertEqual(saved.status, 0, saved.stderr)
        XCTAssertEqual(
            saved.stderr,
            "plot: wrote db.json\nplot: note: db.json keeps --db without its password: give the URL with it beside --spec (--spec db.json --db URL)\n"
        )
        let text = try String(contentsOfFile: plot.path("db.json"), encoding: .utf8)
        XCTAssertTrue(text.contains("\"db\": \"postgres://me@localhost:1/charts?sslmode=disable\""), text)
        XCTAssertFalse(text.contains("s3cret"), text)
    }

    func testSaveSpecNamesJSONOrYAML() throws {
        let result = try plot.run(["--input", "temps.csv", "--save-spec", "chart.txt"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(
            result.stderr,
            "plot: error: --save-spec chart.txt: a chart file is JSON or YAML: name it .json, .yaml or .yml\n")
    }

    /// `plot serve` takes the same file: a key of plot's page is left out with a note, and a view
    /// is the file plot draws from the spec.
    func testServeDrawsTheSpec() async throws {
        let spec = "input: squares.csv\ntitle: Squares\nsize: 1600x1200\n"
        let squares = "x,y\n" + (1...12).map { "\($0),\($0 * $0)" }.joined(separator: "\n") + "\n"
        let served = try ServedPlot(["--spec", "s.yaml"], files: ["squares.csv": squares, "s.yaml": spec])
        defer { served.stop() }
        XCTAssertEqual(served.stderr, "plot: note: s.yaml: size is not for plot serve: left out\n")
        let view = try await served.get("/view.png?x=2.5..12&y=-10..150&w=800&h=500")
        XCTAssertEqual(view.status, 200)
        let cli = try served.plot.run([
            "--spec", "s.yaml", "--x-range", "2.5..12", "--y-range", "-10..150", "--size", "800x500", "-o", "cli.png",
        ])
        XCTAssertEqual(cli.status, 0, cli.stderr)
        XCTAssertEqual(view.body, try Data(contentsOf: served.plot.folder.appendingPathComponent("cli.png")))
    }

    /// `plot serve --save-spec` writes the file once its chart is made, then serves: no port in it.
    func testServeSavesTheSpecItServes() async throws {
        let squares = "x,y\n1,1\n2,4\n3,9\n"
        let served = try ServedPlot(
            ["--input", "squares.csv", "--title", "Squares", "--save-spec", "served.yaml"],
            files: ["squares.csv": squares])
        defer { served.stop() }
        XCTAssertEqual(served.stderr, "plot: wrote served.yaml\n")
        XCTAssertEqual(
            try String(contentsOfFile: served.plot.path("served.yaml"), encoding: .utf8),
            "input: \"squares.csv\"\ntitle: \"Squares\"\n")
    }
}
