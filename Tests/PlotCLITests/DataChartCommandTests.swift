import Foundation
import XCTest

/// `plot --input` with a table: `--x-range` in dates and times, and `--bar-orientation`.
final class DataChartCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        // Daily values through 2012 (a leap year: 366 days), a time x axis.
        var csv = "date,value\n"
        for day in 0..<366 {
            let seconds = 1_325_376_000 + day * 86_400  // 2012-01-01T00:00:00Z (date -u -d 2012-01-01 +%s)
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            csv += "\(Self.iso.string(from: date)),\(Double(day % 30) * 1.5)\n"
        }
        try plot.write("daily.csv", csv)
        try plot.write("numbers.csv", "x,y\n1,2\n2,3\n3,1\n")
    }
    override func tearDown() { plot?.remove() }

    static let iso: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    func picture(_ arguments: [String], _ name: String) throws -> Data {
        let result = try plot.run(["--input", "daily.csv", "--size", "800x500"] + arguments + ["-o", name])
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        return try XCTUnwrap(FileManager.default.contents(atPath: plot.path(name)), name)
    }

    /// Dates give the same picture as the seconds they name (date -u -d 2012-03-01 +%s), in
    /// `--time-zone` when they carry none; the older A:B of numbers still works.
    func testDatesAndTimesAreTheSecondsTheyName() throws {
        let seconds = try picture(["--x-range", "1330560000:1341014400"], "seconds.png")
        XCTAssertEqual(try picture(["--x-range", "2012-03-01..2012-06-30"], "dates.png"), seconds)
        XCTAssertEqual(try picture(["--x-range", "1330560000..1341014400"], "dots.png"), seconds)
        XCTAssertEqual(
            try picture(["--x-range", "2012-03-01T00:00:00Z..2012-06-30T03:00+03:00"], "zoned.png"), seconds)
        XCTAssertNotEqual(try picture(["--x-range", "2012-03-01..2012-07-30"], "other.png"), seconds)
        // Moscow was UTC+4 in 2012 (TZ=Europe/Moscow date -d 2012-03-01 +%s).
        let moscow = try picture(["--time-zone", "Europe/Moscow", "--x-range", "1330545600:1341000000"], "m1.png")
        XCTAssertEqual(
            try picture(["--time-zone", "Europe/Moscow", "--x-range", "2012-03-01..2012-06-30"], "m2.png"), moscow)
        // Times of day, with the ':' the old separator could not take.
        let hours = try picture(["--x-range", "1330596000..1330612200"], "h1.png")
        XCTAssertEqual(try picture(["--x-range", "2012-03-01T10:00..2012-03-01T14:30"], "h2.png"), hours)
        XCTAssertEqual(try picture(["--x-range", "Mar 1 2012 10:00..1 March 2012 14:30"], "h3.png"), hours)
    }

    /// `--center` takes a date on a time axis, as `--x-range` does: the same picture as the
    /// seconds it names (date -u -d 2012-07-01 +%s); what it cannot read is one line saying
    /// what it takes.
    func testTheZoomCentresOnADate() throws {
        let seconds = try picture(["--zoom", "4", "--center", "1341100800,20"], "c1.png")
        XCTAssertEqual(try picture(["--zoom", "4", "--center", "2012-07-01,20"], "c2.png"), seconds)
        XCTAssertEqual(try picture(["--zoom", "4", "--center", "Jul 1, 2012,20"], "c3.png"), seconds)
        XCTAssertNotEqual(try picture(["--zoom", "4", "--center", "2012-03-01,20"], "c4.png"), seconds)
        for (center, expected) in [
            ("2012-07-01", "--center 2012-07-01: give X,Y: two numbers, or a date and a number (2014-07-01,20)"),
            ("soon,20", "--center: 'soon' is neither a number nor a date or time"),
        ] {
            let result = try plot.run(["--input", "daily.csv", "--zoom", "4", "--center", center, "-o", "bad.png"])
            XCTAssertEqual(result.status, 64, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("plot: error: \(expected)"), result.stderr)
        }
        let numbers = try plot.run(["--input", "numbers.csv", "--zoom", "2", "--center", "2012-07-01,2", "-o", "n.png"])
        XCTAssertEqual(numbers.status, 64, numbers.stderr)
        XCTAssertTrue(numbers.stderr.contains("--center 2012-07-01,2 gives a date, but the x axis holds numbers"))
    }

    /// A range that holds none of the data (2013 of a 2012 file, or yyyymmdd digits read as
    /// seconds since 1970) is refused, saying where the data is, rather than drawn empty.
    func testARangeHoldingNoDataSaysWhereTheDataIs() throws {
        try plot.write("out.png", "old picture")
        for range in ["2013-01-01..2013-03-01", "20120101..20120301"] {
            let result = try plot.run(["--input", "daily.csv", "--x-range", range, "-o", "out.png"])
            XCTAssertEqual(result.status, 64, "\(range): \(result.stderr)")
            XCTAssertEqual(
                result.stderr,
                "plot: error: --x-range \(range) holds none of the data: x (date) runs from 2012-01-01T00:00:00Z "
                    + "to 2012-12-31T00:00:00Z\n")
            XCTAssertEqual(FileManager.default.contents(atPath: plot.path("out.png")), Data("old picture".utf8))
        }
        XCTAssertEqual(
            try plot.run(["--input", "daily.csv", "--x-range", "2012-12-31..2013-03-01", "-o", "e.png"]).status, 0)
    }

    /// The bounds of a number axis are written as the tool writes numbers (`NumberText.shortest`),
    /// not with six fixed decimals ("1.000000 to 3.000000"); on a log axis too.
    func testARangeHoldingNoNumbersSaysWhereTheyAreInPlainNumbers() throws {
        try plot.write("fine.csv", "x,y\n0.125,2\n1,3\n2.5,1\n1500000,4\n")
        for logX in [[], ["--log-x"]] {
            let result = try plot.run(["--input", "fine.csv", "--x-range", "2000000..3000000", "-o", "out.png"] + logX)
            XCTAssertEqual(result.status, 64, result.stderr)
            XCTAssertEqual(
                result.stderr,
                "plot: error: --x-range 2000000..3000000 holds none of the data: x (x) runs from 0.125 to 1500000\n")
        }
    }

    func testABadBoundIsOneLineNamingItAndAUsageError() throws {
        try plot.write("out.png", "old picture")
        let cases: [([String], String)] = [
            (["--x-range", "2012-13-01..2012-06-30"], "--x-range: '2012-13-01' is neither a number nor a date"),
            (["--x-range", "2012-03-01..soon"], "'soon' is neither a number nor a date"),
            (["--x-range", "2012-03-01..."], "--x-range: '.' is neither a number nor a date"),
            (["--x-range", "2012-03-01.."], "a bound is missing"),
            (["--x-range", "2012-06-30..2012-03-01"], "--x-range 2012-06-30..2012-03-01 is empty: A must be before B"),
            (["--x-range", "0..2012-03-01"], "both bounds as numbers or both as dates"),
            (["--x-range", "2012-03-01T10:00:2012-03-01T12:00"], "give A..B"),
            (["--y-range", "2012-03-01..2012-06-30"], "--y-range: '2012-03-01' is not a number"),
        ]
        for (arguments, expected) in cases {
            let result = try plot.run(["--input", "daily.csv"] + arguments + ["-o", "out.png"])
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("plot: error: "), "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "\(arguments): \(result.stderr)")
            XCTAssertEqual(FileManager.default.contents(atPath: plot.path("out.png")), Data("old picture".utf8))
        }
        let numbers = try plot.run(["--input", "numbers.csv", "--x-range", "2012-03-01..2012-06-30", "-o", "n.png"])
        XCTAssertEqual(numbers.status, 64, numbers.stderr)
        XCTAssertTrue(numbers.stderr.contains("gives dates, but the x axis holds numbers"), numbers.stderr)
        let points = try plot.run(["--count", "5", "--x-range", "2012-03-01..2012-06-30", "-o", "p.png"])
        XCTAssertEqual(points.status, 64, points.stderr)
        XCTAssertTrue(points.stderr.contains("'2012-03-01' is not a number"), points.stderr)
    }

    /// A column the file does not have is a usage error (64), one line, naming the near miss,
    /// and the old picture stays; so is a pie asked to show several series, or a histogram
    /// given a y column it would not count. A pie with no
    /// value above zero (a bank export's debits) has nothing to show: 65, not an empty picture.
    func testWrongColumnsAndPiesAreOneLineWithTheirStatus() throws {
        try plot.write("out.png", "old picture")
        try plot.write("spend.csv", "category,amount,other\nfood,-12.5,1\nrent,-800,2\n")
        let cases: [([String], Int32, String)] = [
            (["--input", "daily.csv", "--x", "Date"], 64, "did you mean \"date\"?"),
            (["--input", "daily.csv", "--x", "date", "--y", "Value"], 64, "did you mean \"value\"?"),
            (
                ["--input", "spend.csv", "--x", "category", "--y", "amount,other", "--kind", "pie"], 64,
                "a pie shows one series, not 2"
            ),
            (
                ["--input", "spend.csv", "--x", "category", "--y", "amount", "--kind", "donut"], 65,
                "a donut shows shares of values above 0; amount has none"
            ),
            (
                ["--input", "daily.csv", "--y", "value", "--kind", "histogram"], 64,
                "a histogram counts its --x column; give value as --x, without --y"
            ),
        ]
        for (arguments, status, expected) in cases {
            let result = try plot.run(arguments + ["-o", "out.png"])
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "\(arguments): \(result.stderr)")
            XCTAssertEqual(FileManager.default.contents(atPath: plot.path("out.png")), Data("old picture".utf8))
        }
    }

    func testBarOrientation() throws {
        try plot.write(
            "shops.csv",
            "shop,amount\nWisconsin No. 38,3\nManchuria Supermarket,4\nNo. 457 Hardware,2\nPeatland Books,5\n")
        for orientation in ["auto", "vertical", "horizontal"] {
            let result = try plot.run([
                "--input", "shops.csv", "--kind", "bar", "--bar-orientation", orientation, "-o", "\(orientation).png",
            ])
            XCTAssertEqual(result.status, 0, "\(orientation): \(result.stderr)")
        }
        XCTAssertNotEqual(
            FileManager.default.contents(atPath: plot.path("vertical.png")),
            FileManager.default.contents(atPath: plot.path("horizontal.png")))
        let line = try plot.run(["--input", "shops.csv", "--bar-orientation", "horizontal", "-o", "l.png"])
        XCTAssertEqual(line.status, 64, line.stderr)
        XCTAssertTrue(line.stderr.contains("--bar-orientation is for --kind bar"), line.stderr)
        let points = try plot.run(["--count", "5", "--kind", "bar", "--bar-orientation", "horizontal", "-o", "p.png"])
        XCTAssertEqual(points.status, 64, points.stderr)
        XCTAssertTrue(points.stderr.contains("charts a table read with --input FILE"), points.stderr)
    }
}
