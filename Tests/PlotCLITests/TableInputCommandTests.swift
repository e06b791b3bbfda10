import Foundation
import XCTest

/// `plot --input` on the things a first user ran into: the table beside the chart, files in
/// other encodings, bad rows on a log axis, histogram bins, cut-off JSON Lines, Excel's dates.
final class TableInputCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    func rows(_ count: Int) -> String {
        "t,v\n" + (0..<count).map { "\($0),\(Double($0 * 37 % 101) / 8)\n" }.joined()
    }

    /// 100 rows beside the chart: one page, not 96 rows and a second file of 4.
    func testAHundredRowTableStaysOnOnePage() throws {
        try plot.write("t.csv", rows(100))
        let result = try plot.run(["--input", "t.csv", "--table", "-o", "t.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try plot.files(), ["t.csv", "t.png"])
        try plot.write("long.csv", rows(300))
        let long = try plot.run(["--input", "long.csv", "--table", "-o", "long.png"])
        XCTAssertEqual(long.status, 0, long.stderr)
        XCTAssertTrue(try plot.files().contains("long-2.png"), "more rows go on to more pages")
    }

    /// Several y columns: the table lists each beside x (headed by their names, tested in
    /// DataChartTablePageTests); groups are refused rather than ignored; a dark page has a
    /// dark table.
    func testATableOfSeveralYColumns() throws {
        try plot.write("two.csv", "t,a,b\n1,2,3\n2,3,1\n3,1,2\n")
        let two = try plot.run(["--input", "two.csv", "--y", "a,b", "--table", "-o", "two.png"])
        XCTAssertEqual(two.status, 0, two.stderr)
        let dark = try plot.run(["--input", "two.csv", "--y", "a,b", "--table", "--theme", "dark", "-o", "dark.svg"])
        XCTAssertEqual(dark.status, 0, dark.stderr)
        let svg = try String(contentsOfFile: plot.path("dark.svg"), encoding: .utf8)
        XCTAssertTrue(
            svg.contains("fill=\"#1c1f24\""), "the dark theme's background, #1c1f24")
        for (flags, message) in [
            (
                ["--group-by", "a"],
                "--table lists the points of lines of numbers (one x, its y columns): not with --group-by"
            )
        ] {
            let refused = try plot.run(["--input", "two.csv", "--table"] + flags + ["-o", "r.png"])
            XCTAssertEqual(refused.status, 64, "\(flags)")
            XCTAssertEqual(refused.stderr, "plot: error: \(message)\n")
        }
    }

    /// A German export in windows-1252 (`Stadt;Wert`, München, Köln, „Süd“ as Python's cp1252
    /// writes them) as a donut: read with `--encoding`, and without it a note saying so.
    func testEncoding() throws {
        let german: [UInt8] =
            Array("Stadt;Wert\nM".utf8) + [252] + Array("nchen;1,5\nK".utf8) + [246] + Array("ln;2\n".utf8)
            + [132, 83, 252, 100, 147] + Array(";3\n".utf8)
        try Data(german).write(to: URL(fileURLWithPath: plot.path("de.csv")))
        for name in ["windows-1252", "cp1252", "latin1", "ISO-8859-1"] {
            let result = try plot.run(["--input", "de.csv", "--kind", "donut", "--encoding", name, "-o", "de.png"])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "plot: wrote de.png (1920×1080 px)\n", name)
        }
        let unsaid = try plot.run(["--input", "de.csv", "--kind", "donut", "-o", "de.png"])
        XCTAssertEqual(unsaid.status, 0, unsaid.stderr)
        XCTAssertTrue(unsaid.stderr.hasPrefix("plot: note: de.csv holds text that is not UTF-8"), unsaid.stderr)
        XCTAssertTrue(unsaid.stderr.contains("--encoding windows-1252"), unsaid.stderr)
        let unknown = try plot.run(["--input", "de.csv", "--encoding", "utf-16", "-o", "de.png"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertEqual(
            unknown.stderr,
            "plot: error: --encoding utf-16 is not one plot reads: give utf-8, windows-1252, cp1252, iso-8859-1, latin1\n"
        )
        let notForPoints = try plot.run(["--count", "3", "--encoding", "cp1252", "-o", "p.png"])
        XCTAssertEqual(notForPoints.status, 64, notForPoints.stderr)
    }

    /// A zero on a log axis: with --skip-bad-rows its row is skipped and counted like a row
    /// that does not read; without, the one-line error naming it.
    func testLogAxisZeroIsABadRowWhenSkipping() throws {
        try plot.write("log.csv", "x,y\n1,10\n2,0\n3,abc\n4,1000\n5,-3\n")
        let skipped = try plot.run(["--input", "log.csv", "--log-y", "--skip-bad-rows", "-o", "log.png"])
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
        XCTAssertEqual(skipped.stderr, "plot: wrote log.png (1920×1080 px)\n")
        let stopped = try plot.run(["--input", "log.csv", "--log-y", "-o", "stopped.png"])
        XCTAssertEqual(stopped.status, 65)
        XCTAssertTrue(stopped.stderr.hasPrefix("plot: error: "), stopped.stderr)
        try plot.write("zero.csv", "x,y\n1,10\n2,0\n4,1000\n")
        let zero = try plot.run(["--input", "zero.csv", "--log-y", "-o", "zero.png"])
        XCTAssertEqual(zero.status, 65)
        XCTAssertEqual(zero.stderr, "plot: error: zero.csv: line 3, column \"y\": 0 is not above 0 (log axis)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("zero.png")))
    }

    /// A histogram of categories counts one bar a category: `--bins` there is a usage error
    /// rather than ignored; on numbers it still sets the bins.
    func testBinsOnACategoryHistogramIsAUsageError() throws {
        try plot.write("w.csv", "weather,temp\nrain,3\nsun,7\nrain,4\nfog,1\n")
        let refused = try plot.run([
            "--input", "w.csv", "--x", "weather", "--kind", "histogram", "--bins", "5", "-o", "w.png",
        ])
        XCTAssertEqual(refused.status, 64)
        XCTAssertEqual(
            refused.stderr,
            "plot: error: --bins sets the bins of numbers or times; x (weather) holds categories, counted one bar each: drop --bins\n"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("w.png")))
        let numbers = try plot.run([
            "--input", "w.csv", "--x", "temp", "--kind", "histogram", "--bins", "5", "-o", "t.png",
        ])
        XCTAssertEqual(numbers.status, 0, numbers.stderr)
    }

    /// The new user's trial files that did not read: each now draws, with no word on stderr
    /// but the line saying what was written.
    func testTheTrialsFilesDraw() throws {
        let files = [
            "comma.tsv": "x\ty\n1\t1,5\n2\t2,25\n3\t3,0\n",
            "excel.csv": "sep=;\nx;y\n1;1,5\n2;2,5\n3;4\n",
            "dollars.csv": "x,y\n1,\"$12,450.00\"\n2,($3.50)\n3,-$3.50\n",
            "euros.csv": "x;y\n1;€1.234,56\n2;12 450,00 €\n3;€15,00\n",
            "months.csv": "month,y\n2024-01,1\n2024-02,3\n2024-03,2\n",
        ]
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            try plot.write(name, text)
            let result = try plot.run(["--input", name, "-o", name + ".png"])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(result.stderr, "plot: wrote \(name).png (1920×1080 px)\n", name)
        }
    }

    /// Dates in a form not read without a format: one line naming the column, with the
    /// --time-format that reads them; given it, they draw.
    func testDatesNotReadSuggestATimeFormat() throws {
        try plot.write("us.csv", "when,y\n1/2/2024 09:30 AM,1\n1/13/2024 10:30 AM,3\n1/14/2024 02:30 PM,2\n")
        let refused = try plot.run(["--input", "us.csv", "-o", "us.png"])
        XCTAssertEqual(refused.status, 65)
        XCTAssertEqual(
            refused.stderr,
            "plot: error: us.csv: line 2, column \"when\": \"1/2/2024 09:30 AM\" is written like a date or time, but not in a form read without a format; give --time-format '%m/%d/%Y %I:%M %p'\n"
        )
        let read = try plot.run(["--input", "us.csv", "--time-format", "%m/%d/%Y %I:%M %p", "-o", "us.png"])
        XCTAssertEqual(read.status, 0, read.stderr)
    }

    /// One bad date among good ones is a bad cell, not a reason to draw the dates as
    /// categories: exit 65 naming its line, or skipped with --skip-bad-rows.
    func testABadDateIsABadRow() throws {
        try plot.write("dates.csv", "when,y\n2024-01-01,1\n2024-01-02,3\n2024-13-45,2\n")
        let refused = try plot.run(["--input", "dates.csv", "-o", "d.png"])
        XCTAssertEqual(refused.status, 65)
        XCTAssertTrue(
            refused.stderr.hasPrefix("plot: error: dates.csv: line 4, column \"when\": \"2024-13-45\" is not a date"),
            refused.stderr)
        let skipped = try plot.run(["--input", "dates.csv", "--skip-bad-rows", "-o", "d.png"])
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
    }

    /// A stray word among a y column's numbers, in CSV, TSV, a JSON array and JSON Lines: exit
    /// 65 naming its line and column, or with --skip-bad-rows its row left out and counted in
    /// the note. Also where the words are as many as the numbers (the reader then took the
    /// column for categories: picked as y, its numbers are still what the user meant).
    func testAStrayWordInAYColumnIsABadRow() throws {
        let files: [(name: String, text: String, place: String)] = [
            ("few.csv", "x,y\n1,2\n2,3\n5,oops\n3,4\n4,5\n6,7\n", "line 4"),
            ("half.csv", "x,y\n1,2\n5,oops\n", "line 3"),
            ("few.tsv", "x\ty\n1\t2\n2\t3\n5\toops\n3\t4\n4\t5\n6\t7\n", "line 4"),
            ("half.tsv", "x\ty\n1\t2\n5\toops\n", "line 3"),
            (
                "few.json",
                "[{\"x\":1,\"y\":2},{\"x\":2,\"y\":3},{\"x\":5,\"y\":\"oops\"},{\"x\":3,\"y\":4},{\"x\":4,\"y\":5}]",
                "line 1 (object 3)"
            ),
            ("half.json", "[{\"x\":1,\"y\":2},\n{\"x\":5,\"y\":\"oops\"}]\n", "line 2 (object 2)"),
            (
                "few.jsonl", "{\"x\":1,\"y\":2}\n{\"x\":5,\"y\":\"oops\"}\n{\"x\":3,\"y\":4}\n{\"x\":4,\"y\":5}\n",
                "line 2"
            ),
            ("half.jsonl", "{\"x\":1,\"y\":2}\n{\"x\":5,\"y\":\"oops\"}\n", "line 2"),
        ]
        for file in files {
            try plot.write(file.name, file.text)
            let bad = "\(file.place), column \"y\": \"oops\" is not a number"
            for columns in [[], ["--x", "x", "--y", "y"]] {
                let refused = try plot.run(["--input", file.name] + columns + ["-o", "r.pdf"])
                XCTAssertEqual(refused.status, 65, "\(file.name) \(columns)")
                XCTAssertEqual(refused.stderr, "plot: error: \(file.name): \(bad)\n", "\(columns)")
                // A landscape page keeps the note on one line for pdftotext.
                let skipped = try plot.run(
                    ["--input", file.name, "--skip-bad-rows", "--orientation", "landscape"] + columns + ["-o", "s.pdf"])
                XCTAssertEqual(skipped.status, 0, "\(file.name) \(columns): \(skipped.stderr)")
                XCTAssertEqual(skipped.stderr, "plot: wrote s.pdf (1920×1080 pt)\n")
                let note = try plot.poppler("pdftotext", "s.pdf")
                XCTAssertTrue(note.contains("1 bad row skipped (first: \(bad))"), "\(file.name) \(columns): \(note)")
            }
        }
    }

    /// Without --x and --y every column is read, but a column whose dates do not read is an
    /// error only when the chart uses it: left out with a note when another is picked, the
    /// one-line error naming its line and column when it is given or picked (a time column is
    /// what x takes first), or when no other column fits.
    func testAColumnOfUnreadableDatesIsAnErrorOnlyWhenUsed() throws {
        let formats = "give --time-format '%d/%m/%Y %I:%M %p' or --time-format '%m/%d/%Y %I:%M %p'"
        let unread =
            "line 2, column \"when\": \"1/2/2024 09:30 AM\" is written like a date or time, but not in a form read without a format; \(formats)"
        try plot.write("us.csv", "when,a,b\n1/2/2024 09:30 AM,1,2\n1/3/2024 10:30 AM,2,3\n1/4/2024 11:30 AM,3,1\n")
        for flags in [[], ["--x", "a"], ["--kind", "bar"], ["--kind", "histogram"]] {
            let drawn = try plot.run(["--input", "us.csv"] + flags + ["-o", "us.pdf"])
            XCTAssertEqual(drawn.status, 0, "\(flags): \(drawn.stderr)")
            XCTAssertEqual(
                drawn.stderr,
                "plot: note: us.csv: \(unread); the column is not read\nplot: wrote us.pdf (461×346 pt)\n")
        }
        XCTAssertTrue(try plot.poppler("pdftotext", "us.pdf").contains("x: a (picked)"))
        let picked = try plot.run(["--input", "us.csv", "--x", "when", "-o", "x.pdf"])
        XCTAssertEqual(picked.status, 65)
        XCTAssertEqual(picked.stderr, "plot: error: us.csv: \(unread)\n")
        try plot.write("two.csv", "when,v\n1/2/2024 09:30 AM,1\n1/3/2024 10:30 AM,2\n")
        let alone = try plot.run(["--input", "two.csv", "-o", "two.pdf"])
        XCTAssertEqual(alone.status, 65)
        XCTAssertEqual(alone.stderr, "plot: error: two.csv: \(unread)\n")
        // Dates whose order does not tell are times: x of a line, not of bars.
        let ambiguous =
            "line 1, column \"when\": \"01/02/2026\" is ambiguous: day first or month first? No date in the column has a number above 12 to tell; give --time-format '%d/%m/%Y' or --time-format '%m/%d/%Y'"
        try plot.write(
            "amb.jsonl", "{\"id\":1,\"when\":\"01/02/2026\",\"v\":5}\n{\"id\":2,\"when\":\"03/04/2026\",\"v\":6}\n")
        let line = try plot.run(["--input", "amb.jsonl", "-o", "amb.pdf"])
        XCTAssertEqual(line.status, 65)
        XCTAssertEqual(line.stderr, "plot: error: amb.jsonl: \(ambiguous)\n")
        for flags in [["--x", "id"], ["--kind", "bar"]] {
            let drawn = try plot.run(["--input", "amb.jsonl"] + flags + ["-o", "amb.pdf"])
            XCTAssertEqual(drawn.status, 0, "\(flags): \(drawn.stderr)")
            XCTAssertEqual(drawn.wroteLines, ["plot: wrote amb.pdf (461×346 pt)"])
        }
        XCTAssertEqual(try plot.files().filter { $0.hasSuffix(".pdf") }, ["amb.pdf", "us.pdf"], "no file for an error")
    }

    /// JSON Lines cut off at its end: skipped with a note like other bad rows; without the
    /// flag, named by its own line. Garbage on line 4 is named as line 4.
    func testABadJSONLinesLine() throws {
        let good = "{\"x\":1,\"y\":2}\n{\"x\":2,\"y\":3}\n{\"x\":3,\"y\":4}\n"
        try plot.write("cut.jsonl", good + "{\"x\":4,\"y")
        let skipped = try plot.run(["--input", "cut.jsonl", "--skip-bad-rows", "-o", "cut.png"])
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
        let refused = try plot.run(["--input", "cut.jsonl", "-o", "cut.png"])
        XCTAssertEqual(refused.status, 65)
        XCTAssertEqual(
            refused.stderr,
            "plot: error: cut.jsonl: line 4: the JSON is malformed (the record is cut off, expected the end of the string)\n"
        )
        try plot.write("garbage.jsonl", good + "garbage\n{\"x\":5,\"y\":1}\n")
        let garbage = try plot.run(["--input", "garbage.jsonl", "-o", "g.png"])
        XCTAssertEqual(garbage.stderr, "plot: error: garbage.jsonl: line 4: the JSON is malformed (expected a value)\n")
    }

    /// A stray word in a picked y column is named as the reader names a bad cell: the file,
    /// its line (the header counted), the column.
    func testAStrayWordIsNamedByItsLine() throws {
        try plot.write("stray.csv", "x,y\n1,10\n\n2,abc\n3,1\n4,5\n5,x\n")
        let result = try plot.run(["--input", "stray.csv", "-o", "s.png"])
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.stderr, "plot: error: stray.csv: line 4, column \"y\": \"abc\" is not a number\n")
    }
}
