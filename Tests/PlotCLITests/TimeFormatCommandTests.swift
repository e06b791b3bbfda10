import Foundation
import XCTest

/// `plot --input` with dates as European and compact exports write them: day first with dots
/// or slashes, yyyymmdd, and `--time-format`. The same days in any form draw the same picture.
final class TimeFormatCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        // Daily values through 2012, written five ways: ISO, German (dots, semicolons,
        // decimal commas), day first and month first with slashes, and yyyymmdd.
        var files = ["iso.csv": "date,value\n", "german.csv": "date;value\n", "dmy.csv": "date,value\n"]
        files["mdy.csv"] = "date,value\n"
        files["compact.csv"] = "date,value\n"
        for day in 0..<366 {
            let seconds = 1_325_376_000 + day * 86_400  // 2012-01-01T00:00:00Z (date -u -d 2012-01-01 +%s)
            let date = Calendar.utc.dateComponents(
                [.year, .month, .day], from: Date(timeIntervalSince1970: Double(seconds)))
            let (y, m, d) = (date.year!, date.month!, date.day!)
            let value = Double(day % 30) * 1.5
            func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
            files["iso.csv"]! += "\(y)-\(two(m))-\(two(d)),\(value)\n"
            files["german.csv"]! +=
                "\(two(d)).\(two(m)).\(y);\(String(value).replacingOccurrences(of: ".", with: ","))\n"
            files["dmy.csv"]! += "\(d)/\(m)/\(y),\(value)\n"
            files["mdy.csv"]! += "\(two(m))/\(two(d))/\(y),\(value)\n"
            files["compact.csv"]! += "\(y)\(two(m))\(two(d)),\(value)\n"
        }
        for (name, text) in files { try plot.write(name, text) }
        try plot.write("ambiguous.csv", "date,value\n01/02/2026,1\n03/04/2026,2\n05/06/2026 ,3\n")
        try plot.write("same.csv", "date,value\n01/01/2026,1\n02/02/2026,2\n01/02/2026,3\n")
        try plot.write("old.png", "old picture")
    }
    override func tearDown() { plot?.remove() }

    func picture(_ input: String, _ arguments: [String] = [], _ name: String) throws -> Data {
        let result = try plot.run(["--input", input, "--size", "800x500"] + arguments + ["-o", name])
        XCTAssertEqual(result.status, 0, "\(input) \(arguments): \(result.stderr)")
        return try XCTUnwrap(FileManager.default.contents(atPath: plot.path(name)), name)
    }

    func testEveryFormOfTheSameDaysDrawsTheSamePicture() throws {
        let iso = try picture("iso.csv", [], "iso.png")
        XCTAssertEqual(try picture("german.csv", [], "german.png"), iso, "dots are day first")
        XCTAssertEqual(try picture("dmy.csv", [], "dmy.png"), iso, "13/1/2012 says the column is day first")
        XCTAssertEqual(try picture("mdy.csv", [], "mdy.png"), iso, "01/13/2012 says it is month first")
        XCTAssertEqual(try picture("compact.csv", ["--x-type", "time"], "compact.png"), iso)
        XCTAssertEqual(try picture("compact.csv", ["--time-format", "%Y%m%d"], "format.png"), iso)
        XCTAssertEqual(try picture("german.csv", ["--time-format", "%d.%m.%Y"], "german-format.png"), iso)
        XCTAssertNotEqual(try picture("compact.csv", [], "numbers.png"), iso, "yyyymmdd alone is a number")
    }

    /// `--x-range` bounds are read as the column is: by its format first, then the usual forms.
    func testRangeBoundsInTheColumnsForm() throws {
        let iso = try picture("iso.csv", ["--x-range", "2012-03-01..2012-06-30"], "iso.png")
        XCTAssertEqual(
            try picture("compact.csv", ["--time-format", "%Y%m%d", "--x-range", "20120301..20120630"], "c.png"), iso)
        XCTAssertEqual(
            try picture("compact.csv", ["--time-format", "%Y%m%d", "--x-range", "2012-03-01..20120630"], "m.png"), iso)
        XCTAssertEqual(try picture("german.csv", ["--x-range", "01.03.2012..30.06.2012"], "g.png"), iso)
        XCTAssertEqual(try picture("dmy.csv", ["--x-range", "2012-03-01..30/06/2012"], "d.png"), iso)
        // A bound that reads the same either way needs no order.
        XCTAssertEqual(
            try picture("iso.csv", ["--x-range", "03/03/2012..2012-06-30"], "same.png"),
            try picture("iso.csv", ["--x-range", "2012-03-03..2012-06-30"], "iso-same.png"))
    }

    func assertFails(
        _ arguments: [String], status: Int32, _ expected: String, line: UInt = #line
    ) throws {
        let result = try plot.run(arguments + ["-o", "old.png"])
        XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)", line: line)
        XCTAssertEqual(result.stderr, "plot: error: \(expected)\n", line: line)
        XCTAssertEqual(
            FileManager.default.contents(atPath: plot.path("old.png")), Data("old picture".utf8), line: line)
    }

    /// Dates that read day first and month first alike are not guessed: one line, the data's
    /// status (as an ambiguous `1,234` is), and the flag that settles it.
    func testAmbiguousDatesAskForTheFormat() throws {
        try assertFails(
            ["--input", "ambiguous.csv"], status: 65,
            "ambiguous.csv: line 2, column \"date\": \"01/02/2026\" is ambiguous: day first or month first? No date in the column has a number above 12 to tell; give --time-format '%d/%m/%Y' or --time-format '%m/%d/%Y'"
        )
        // 01/01/2026 reads the same either way: the first date the order changes is named.
        try assertFails(
            ["--input", "same.csv"], status: 65,
            "same.csv: line 4, column \"date\": \"01/02/2026\" is ambiguous: day first or month first? No date in the column has a number above 12 to tell; give --time-format '%d/%m/%Y' or --time-format '%m/%d/%Y'"
        )
        let settled = try plot.run(["--input", "ambiguous.csv", "--time-format", "%d/%m/%Y", "-o", "a.png"])
        XCTAssertEqual(settled.status, 0, settled.stderr)
        try assertFails(
            ["--input", "iso.csv", "--x-range", "01/02/2012..2012-06-30"], status: 64,
            "--x-range: '01/02/2012' is ambiguous: day first or month first? Write it year first (2026-02-01)")
    }

    func testBadFormatsAreUsageErrors() throws {
        try assertFails(
            ["--input", "iso.csv", "--time-format", "%d.%m.%Q"], status: 64,
            "--time-format '%d.%m.%Q': %Q is not a directive (they are %Y %y %m %d %H %I %M %S %f %p %b %B %z %F %T %%)"
        )
        try assertFails(
            ["--input", "iso.csv", "--time-format", "%d.%m"], status: 64,
            "--time-format '%d.%m': reads no year: give %Y or %y")
        try assertFails(
            ["--input", "iso.csv", "--time-format", "%F", "--x-type", "unix-s"], status: 64,
            "--time-format reads the x column as times: not with --x-type unix-s")
        try assertFails(
            ["--count", "5", "--time-format", "%F"], status: 64,
            "--time-format charts a table read with --input FILE: give --input, or drop it")
    }

    /// A cell the format does not read is a bad cell, named; --skip-bad-rows leaves it out (and
    /// `TimeColumnTests` counts it).
    func testACellThatDoesNotMatchIsNamed() throws {
        try assertFails(
            ["--input", "iso.csv", "--time-format", "%d.%m.%Y"], status: 65,
            "iso.csv: line 2, column \"date\": \"2012-01-01\" does not match the time format %d.%m.%Y")
        try plot.write("one-bad.csv", "date;value\n01.01.2012;1\n2012-01-02;2\n03.01.2012;3\n")
        let skipped = try plot.run([
            "--input", "one-bad.csv", "--time-format", "%d.%m.%Y", "--skip-bad-rows", "--orientation", "landscape",
            "-o", "s.pdf",
        ])
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
        XCTAssertEqual(skipped.stderr, "plot: wrote s.pdf (1920×1080 pt)\n")
        // The page's note says which row was left out and why; the two others are drawn.
        let text = try plot.poppler("pdftotext", "s.pdf").split(separator: "\n")
        XCTAssertTrue(
            text.contains(
                "2 rows · line · 1 bad row skipped (first: line 3, column \"date\": \"2012-01-02\" does not match"
                    + " the time format %d.%m.%Y)"), "\(text)")
    }
}

extension Calendar {
    fileprivate static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
