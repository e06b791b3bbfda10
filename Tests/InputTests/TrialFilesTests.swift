import Foundation
import PlotCore
import XCTest

@testable import Input

/// The files a new user's trial could not read: decimal commas in a tab file, Excel's `sep=`
/// line, amounts with a currency sign, months alone, dates in a form not read, a few bad
/// dates among good ones, and JSON Lines with a bad line. Instants are from GNU date
/// (`date -u -d 2024-02-01 +%s`).
final class TrialFilesTests: XCTestCase {
    func reading(_ text: String, _ options: TableReadOptions = TableReadOptions()) throws -> TableReading {
        try TableReader.read(Array(text.utf8), options: options)
    }

    func read(_ text: String, _ options: TableReadOptions = TableReadOptions()) throws -> DataTable {
        try reading(text, options).table
    }

    func numbers(_ column: DataColumn) -> [Double] {
        switch column.values {
        case .numbers(let values), .times(let values): return values
        case .categories: return []
        }
    }

    func assertError(
        _ text: String, _ options: TableReadOptions = TableReadOptions(), _ message: String,
        timeFormats: [String] = [], line: UInt = #line
    ) {
        XCTAssertThrowsError(try read(text, options), line: line) { error in
            XCTAssertEqual((error as? InputError)?.message, message, line: line)
            XCTAssertEqual((error as? InputError)?.timeFormats, timeFormats, line: line)
            XCTAssertEqual((error as? InputError)?.cause, .invalid, line: line)
        }
    }

    // MARK: 2. Excel's sep= line

    func testExcelsSeparatorLineNamesTheSeparatorAndIsSkipped() throws {
        for text in [
            "sep=;\nx;y\n1;1,5\n", "sep=,\r\nx,y\n1,1.5\r\n", "sep=\t\nx\ty\n1\t1.5\n", "sep=\\t\nx\ty\n1\t1,5\n",
            "\u{FEFF}\"sep=|\"\nx|y\n1|1.5\n", "SEP=;\n\nx;y\n1;1.5\n",
        ] {
            let table = try read(text)
            XCTAssertEqual(table.columnNames, ["x", "y"], text)
            XCTAssertEqual(numbers(table.column(at: 1)), [1.5], text)
        }
        // Its line counts in messages, as an editor numbers it.
        assertError(
            "sep=;\nx;y\n1;2\n3;a\n", TableReadOptions(columnTypes: ["y": .number]),
            "line 4, column \"y\": \"a\" is not a number")
        // A header that only starts so is a header.
        XCTAssertEqual(try read("sep=x,y\n1,2\n").columnNames, ["sep=x", "y"])
    }

    // MARK: 4. a month alone

    func testAMonthAloneIsItsFirstDay() throws {
        let table = try read("month,y\n2024-01,1\n2024-02,3\n2024-03,2\n")
        XCTAssertEqual(table.column(at: 0).kind, .time)
        XCTAssertEqual(numbers(table.column(at: 0)), [1_704_067_200, 1_706_745_600, 1_709_251_200])
        // Years stay numbers; a month of one digit or past 12, or a month with a time, is no month.
        XCTAssertEqual(try read("year,y\n2024,1\n2025,3\n").column(at: 0).kind, .number)
        for text in ["2024-1", "2024-13", "2024-01 10:00", "2024/01"] {
            XCTAssertNil(TimeText.seconds(text, timeZone: nil), text)
        }
        XCTAssertEqual(TimeText.seconds("2024-02", timeZone: nil), 1_706_745_600, "an --x-range bound too")
    }

    // MARK: 6. JSON Lines with a bad line

    func testABadJSONLinesLineIsNamedByItsOwnLine() {
        let text = "{\"x\":1,\"y\":2}\n{\"x\":2,\"y\":3}\n{\"x\":3,\"y\":4}\ngarbage\n{\"x\":5,\"y\":1}\n"
        assertError(text, TableReadOptions(), "line 4: the JSON is malformed (expected a value)")
    }

    func testSkippingBadRowsSkipsABadOrCutOffJSONLinesLine() throws {
        let garbage = try reading(
            "{\"x\":1,\"y\":2}\ngarbage\n{\"x\":3,\"y\":4}\n", TableReadOptions(skipBadRows: true))
        XCTAssertEqual(numbers(garbage.table.column(at: 1)), [2, 4])
        XCTAssertEqual(garbage.firstSkipped, "line 2: the JSON is malformed (expected a value)")
        let cut = try reading(
            "{\"x\":1,\"y\":2}\n{\"x\":2,\"y\":3}\n{\"x\":3,\"y\":4}\n{\"x\":4,\"y",
            TableReadOptions(skipBadRows: true))
        XCTAssertEqual(cut.skippedRows, 1)
        XCTAssertEqual(numbers(cut.table.column(at: 1)), [2, 3, 4])
        XCTAssertEqual(
            cut.firstSkipped, "line 4: the JSON is malformed (the record is cut off, expected the end of the string)")
    }

}
