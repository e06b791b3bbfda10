import FolderTesting
import Foundation
import XCTest

@testable import Input
@testable import PlotCore

/// Bad data fed to Input's public entry points: thrown errors or values, never a trap. (The
/// readers' bytes are fuzzed: Fuzz/Tables, Fuzz/CSVPoints, Fuzz/JSONPoints.)
final class PublicAPIBadInputTests: XCTestCase {
    func testAColumnOutOfRangeIsAThrownError() throws {
        let table = try TableReader.read(Array("a,b\n1,2\n".utf8)).table
        XCTAssertEqual(try table.column(at: 1).name, "b")
        for index in [2, -1, Int.max, Int.min] {
            XCTAssertThrowsError(try table.column(at: index)) {
                XCTAssertEqual(
                    ($0 as? ChartDataError)?.description,
                    "the table has 2 columns, numbered 0 to 1, and the index is \(index)")
            }
        }
        XCTAssertNil(table.column(named: ""))
        var column = try table.column(at: 0)
        column.values = .categories(codes: [7, -9, Int32.max], labels: [])
        XCTAssertEqual(column.count, 3)
        XCTAssertEqual(column.missingCount, 1)
    }
}

/// Paths, names, columns and views anyone could pass to Input's entry points: a thrown
/// `InputError` (or a nil) worded for the user, never a trap, never another file than named.
final class PublicAPIBadPathsTests: TemporaryFolderTestCase {

    func testPathsThatNameNoReadableFile() throws {
        let empty = folder + "empty.csv"
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        // The file a C call would open for "a\0b.csv": it must not be read.
        _ = FileManager.default.createFile(atPath: folder + "a", contents: Data("x,y\n1,2\n".utf8))
        let stream =
            "cannot be read a block at a time: give a CSV file whose x is a number or time column and whose y are number columns, every row readable"
        let cases: [(path: String, table: String, points: String, source: String)] = [
            ("", "cannot read : no such file", "cannot read : no such file", " " + stream),
            (
                folder + "missing.csv", "cannot read DIR/missing.csv: no such file",
                "cannot read DIR/missing.csv: no such file", "DIR/missing.csv " + stream
            ),
            (folder, "cannot read DIR/: it is a folder", "cannot read DIR/: it is a folder", "DIR/ " + stream),
            (empty, "DIR/empty.csv: is empty", "DIR/empty.csv holds no points", "DIR/empty.csv " + stream),
            (
                folder + "a\u{0}b.csv", "cannot read \"DIR/a\\0b.csv\": a file name cannot hold a NUL byte",
                "cannot read \"DIR/a\\0b.csv\": a file name cannot hold a NUL byte",
                "cannot read \"DIR/a\\0b.csv\": a file name cannot hold a NUL byte"
            ),
        ]
        for (path, table, points, source) in cases {
            XCTAssertEqual(message { _ = try TableReader.read(path: path) }, "InputError: " + table)
            XCTAssertEqual(message { _ = try PointsFile.read(path, format: nil) }, "InputError: " + points)
            XCTAssertEqual(
                message { _ = try CSVSeriesSource(path: path, x: "x", ys: ["y"]) }, "InputError: " + source)
        }
        let long = String(repeating: "x", count: 5000) + ".csv"
        XCTAssertEqual(
            message { _ = try TableReader.read(path: long) }, "InputError: cannot read \(long): no such file")
    }

    /// A column the file lacks, or one of text as y: an error (the streamed source's names no
    /// column: it reads blocks, and says what it needs). No y column, or x again as y, is a
    /// source of what was asked.
    func testColumnsAFileDoesNotHave() throws {
        let file = folder + "f.csv"
        _ = FileManager.default.createFile(atPath: file, contents: Data("x,y,name\n1,2,a\n2,3,b\n".utf8))
        for (x, ys) in [
            ("nope", ["y"]), ("0", ["y"]), ("-1", ["y"]), ("99999999999999999999", ["y"]), ("x", ["name"]), ("", [""]),
        ] {
            XCTAssertEqual(
                message { _ = try CSVSeriesSource(path: file, x: x, ys: ys) },
                "InputError: DIR/f.csv cannot be read a block at a time: give a CSV file whose x is a number or time column and whose y are number columns, every row readable",
                "\(x) \(ys)")
        }
        XCTAssertEqual(try CSVSeriesSource(path: file, x: "x", ys: []).digests.count, 0)
        XCTAssertEqual(try CSVSeriesSource(path: file, x: "x", ys: ["x"]).digests.map(\.count), [2])
        var options = TableReadOptions()
        options.columnTypes = ["nope": .number, "": .time]
        XCTAssertEqual(
            message { _ = try TableReader.read(path: file, options: options) },
            "InputError: no column \"nope\"; the columns are \"x\", \"y\", \"name\"")
    }

    /// Views of NaN, infinite, reversed or empty ranges and of any column width: answered.
    func testViewsOfAnyNumbers() async throws {
        let file = folder + "f.csv"
        _ = FileManager.default.createFile(atPath: file, contents: Data("x,y\n1,2\n2,3\n3,1\n".utf8))
        let source = try CSVSeriesSource(path: file, x: "x", ys: ["y"])
        let views: [(Interval, Double, Double, Int)] = [
            (Interval(.nan, .nan), .nan, -5, 3), (Interval(-.infinity, .infinity), 0, 1e300, 3),
            (Interval(3, 1), -1e308, 0, 3), (Interval(1, 1), 0, 1, 1),
        ]
        for (visible, left, width, inRange) in views {
            let columns = try await source.columns(M4Decimation(visible: visible, left: left, width: width))
            XCTAssertEqual(columns.map(\.countInXRange), [inRange], "\(visible) \(left) \(width)")
        }
        // A NaN end is no bound (it used to trap merging the file's chunks).
        for range in [Interval(.nan, .infinity), Interval(5, -5), nil] {
            let points = try await source.points(near: range)
            XCTAssertEqual(points.map(\.count), [3], String(describing: range))
        }
    }

    func testTimeFormatsAndEncodingsOfAnyText() {
        let cases = [
            ("", "reads no year: give %Y or %y"), ("%", "ends in a lone %: write %% for a percent sign"),
            ("%Q", "%Q is not a directive (they are %Y %y %m %d %H %I %M %S %f %p %b %B %z %F %T %%)"),
            ("%Y%Y%Y", "%Y is there twice"), (String(repeating: "%d", count: 1000), "%d is there twice"),
            ("\u{0}", "reads no year: give %Y or %y"), ("%z%z", "%z is there twice"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(message { _ = try TimeFormat(text) }, "TimeFormatError: " + expected)
        }
        for name in ["", "utf-99", "\u{0}", String(repeating: "a", count: 10000)] {
            XCTAssertNil(TextEncoding(name: name))
        }
    }
}
