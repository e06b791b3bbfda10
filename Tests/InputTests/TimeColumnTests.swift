import Foundation
import PlotCore
import XCTest

@testable import Input

/// Time columns as European and compact exports write them. 2026-11-23T00:00:00Z is
/// 1795392000 (`date -u -d 2026-11-23 +%s`); a day is 86400 s.
final class TimeColumnTests: XCTestCase {
    let day = 86_400.0
    let november23 = 1_795_392_000.0

    func reading(_ text: String, _ options: TableReadOptions = TableReadOptions()) throws -> TableReading {
        try TableReader.read(Array(text.utf8), options: options)
    }

    func times(_ text: String, _ options: TableReadOptions = TableReadOptions(), column: Int = 0) throws -> [Double] {
        let column = try reading(text, options).table.columns[column]
        guard case .times(let values) = column.values else {
            XCTFail("column \(column.name) is \(column.kind), not times")
            return []
        }
        return values
    }

    func kind(_ text: String, _ options: TableReadOptions = TableReadOptions()) throws -> ColumnKind {
        try reading(text, options).table.columns[0].kind
    }

    func assertError(
        _ text: String, _ options: TableReadOptions = TableReadOptions(), _ message: String, formats: [String] = [],
        line: UInt = #line
    ) {
        XCTAssertThrowsError(try reading(text, options), line: line) { error in
            XCTAssertEqual((error as? InputError)?.message, message, line: line)
            XCTAssertEqual((error as? InputError)?.timeFormats, formats, line: line)
        }
    }

    /// Excel's dd-Mon-yy column is times (23-Nov-26 is 2026-11-23), unless forced to categories.
    func testExcelShortYearColumnIsTimes() throws {
        let text = "date,v\n23-Nov-26,1\n24-Nov-26,2\n25-Nov-26,3\n"
        XCTAssertEqual(try times(text), [november23, november23 + day, november23 + 2 * day])
        XCTAssertEqual(try kind(text, TableReadOptions(columnTypes: ["date": .category])), .category)
    }

    // MARK: day first

    func testDottedDatesAreInferredDayFirst() throws {
        let text = "Datum;Wert\n23.11.2026;1,5\n24.11.2026;2\n01.12.2026;3\n"
        XCTAssertEqual(try times(text), [november23, november23 + day, november23 + 8 * day])
        let moscow = TableReadOptions(timeZone: TimeZone(identifier: "Europe/Moscow")!)
        // TZ=Europe/Moscow date -d "2026-11-23 14:05:30" +%s
        XCTAssertEqual(try times("Дата,t\n23.11.2026 14:05:30,1\n23.11.2026 14:06:00,2\n", moscow).first, 1_795_431_930)
    }

    /// Slashes: one date with a first part above 12 makes the column day first, one with a
    /// second part above 12 month first; the order holds for the column's other dates.
    func testSlashOrderIsTheColumns() throws {
        XCTAssertEqual(
            try times("date,v\n01/12/2026,1\n23/11/2026,2\n02/12/2026 06:00,3\n"),
            [november23 + 8 * day, november23, november23 + 9.25 * day])
        XCTAssertEqual(
            try times("date,v\n12/01/2026,1\n11/23/2026,2\n12/02/2026,3\n"),
            [november23 + 8 * day, november23, november23 + 9 * day])
    }

    func testAnAmbiguousColumnIsAnErrorNotAGuess() {
        assertError(
            "date,v\n01/02/2026,1\n03/04/2026,2\n", TableReadOptions(),
            "line 2, column \"date\": \"01/02/2026\" is ambiguous: day first or month first? No date in the column has a number above 12 to tell",
            formats: ["%d/%m/%Y", "%m/%d/%Y"])
        assertError(
            "date,v\n01/02/2026 14:05,1\n", TableReadOptions(),
            "line 2, column \"date\": \"01/02/2026 14:05\" is ambiguous: day first or month first? No date in the column has a number above 12 to tell",
            formats: ["%d/%m/%Y %H:%M", "%m/%d/%Y %H:%M"])
        assertError(
            "date,v\n23/11/2026,1\n11/24/2026,2\n", TableReadOptions(),
            "line 2, column \"date\": \"23/11/2026\" is day first, but \"11/24/2026\" (line 3) is month first",
            formats: ["%d/%m/%Y", "%m/%d/%Y"])
        // What a library user prints: the message and the formats that would read the column.
        XCTAssertThrowsError(try reading("date\n01/02/2026\n")) { error in
            XCTAssertEqual(
                "\(error)",
                "line 2, column \"date\": \"01/02/2026\" is ambiguous: day first or month first? No date in the column has a number above 12 to tell; give a time format: %d/%m/%Y or %m/%d/%Y"
            )
        }
    }

    /// A caller that picks its columns after reading has a column whose dates do not tell (or
    /// do not read) left out in its place, every cell missing, its error kept with the kind its
    /// values look like; the other columns read. Asked for by `columns`, it is the error still.
    func testAColumnThatDoesNotReadCanBeLeftOut() throws {
        var options = TableReadOptions()
        options.leavesOutUnreadableColumns = true
        let text = "id,date,when,v\n1,01/02/2026,1/2/2024 09:30 AM,5\n2,03/04/2026,1/3/2024 10:30 AM,6\n"
        let reading = try TableReader.read(Array(text.utf8), options: options)
        XCTAssertEqual(reading.table.columnNames, ["id", "date", "when", "v"])
        XCTAssertEqual(reading.table.columns[3].values, .numbers([5, 6]))
        XCTAssertEqual(reading.table.columns[1].missingCount, 2)
        XCTAssertEqual(reading.table.columns[2].missingCount, 2)
        XCTAssertEqual(reading.unreadableColumns.keys.sorted(), [1, 2])
        XCTAssertEqual(reading.unreadableColumns[1]?.kind, .time, "dates whose order does not tell are times")
        XCTAssertEqual(
            reading.unreadableColumns[1]?.error.message,
            "line 2, column \"date\": \"01/02/2026\" is ambiguous: day first or month first? No date in the column has a number above 12 to tell"
        )
        XCTAssertNil(reading.unreadableColumns[2]?.kind, "dates in a form not read are no kind to pick")
        XCTAssertEqual(reading.unreadableColumns[2]?.error.timeFormats, ["%d/%m/%Y %I:%M %p", "%m/%d/%Y %I:%M %p"])
        XCTAssertThrowsError(try TableReader.read(Array(text.utf8)), "an error without the option")
        options.columns = ["date", "v"]
        XCTAssertThrowsError(try TableReader.read(Array(text.utf8), options: options), "an error when asked for")
        options.columns = ["id", "v"]
        XCTAssertEqual(try TableReader.read(Array(text.utf8), options: options).table.columnNames, ["id", "v"])
        // When no column reads, the first one's error.
        options.columns = nil
        XCTAssertThrowsError(try TableReader.read(Array("date\n01/02/2026\n".utf8), options: options)) {
            XCTAssertTrue(($0 as? InputError)?.message.hasPrefix("line 2, column \"date\"") == true, "\($0)")
        }
    }

    /// `01/01/2026` reads the same in either order: it is never the date named as ambiguous,
    /// and a column of only such dates needs no order and is read (2026-01-01 is 1767225600,
    /// 2026-02-02 1769990400, `date -u -d … +%s`).
    func testADateThatReadsTheSameEitherWayIsNotAmbiguous() throws {
        assertError(
            "date,v\n01/01/2026,1\n02/02/2026,2\n01/02/2026,3\n", TableReadOptions(),
            "line 4, column \"date\": \"01/02/2026\" is ambiguous: day first or month first? No date in the column has a number above 12 to tell",
            formats: ["%d/%m/%Y", "%m/%d/%Y"])
        XCTAssertEqual(
            try times("date,v\n01/01/2026,1\n02/02/2026 06:00,2\n"), [1_767_225_600, 1_769_990_400 + 0.25 * day])
        // Such dates beside ones whose order shows take no part in it.
        XCTAssertEqual(try times("date,v\n02/02/2026,1\n13/01/2026,2\n"), [1_769_990_400, 1_767_225_600 + 12 * day])
        // As a typed bound too.
        XCTAssertFalse(TimeText.isAmbiguous("01/01/2026"))
        XCTAssertEqual(TimeText.seconds("01/01/2026", timeZone: nil), 1_767_225_600)
        XCTAssertTrue(TimeText.isAmbiguous("01/02/2026"))
    }

    /// Only a column that is read must say its order.
    func testAnAmbiguousColumnNotReadIsNoError() throws {
        let options = TableReadOptions(columns: ["v"])
        XCTAssertEqual(try reading("date,v\n01/02/2026,1\n", options).table.columnNames, ["v"])
    }

    /// After the first 1000 values decided the order, a date of the other order is a bad cell.
    func testALateDateOfTheOtherOrderIsABadCell() {
        let rows = (0..<1000).map { "\($0 % 28 + 1)/\($0 % 12 + 1)/2026,\($0)" }.joined(separator: "\n")
        assertError(
            "d,v\n13/01/2026,0\n" + rows + "\n11/23/2026,1\n", TableReadOptions(),
            "line 1003, column \"d\": \"11/23/2026\" is month first, but the column's dates are day first")
        assertError(
            "d,v\n2026-01-01,0\n" + (0..<1000).map { _ in "2026-01-02,1" }.joined(separator: "\n")
                + "\n01/02/2026,1\n", TableReadOptions(),
            "line 1003, column \"d\": \"01/02/2026\" is ambiguous: day first or month first? The column's first dates do not say (none was a/b/yyyy with a part above 12)"
        )
    }

    // MARK: compact digits

    /// A column of 20261123 is numbers (a valid reading: it may be an id or a count) unless
    /// the user says it holds times.
    func testCompactDigitsAreNumbersUnlessForced() throws {
        let text = "day,v\n20261123,1\n20261124,2\n"
        XCTAssertEqual(try kind(text), .number)
        XCTAssertEqual(try times(text, TableReadOptions(columnTypes: ["day": .time])), [november23, november23 + day])
        XCTAssertEqual(
            try times("h,v\n2026112300,1\n2026112301,2\n", TableReadOptions(columnTypes: ["h": .time])),
            [november23, november23 + 3600])
        // JSON numbers too.
        XCTAssertEqual(
            try times("[{\"d\": 20261123}, {\"d\": 20261124}]", TableReadOptions(columnTypes: ["d": .time])),
            [november23, november23 + day])
    }

    // MARK: a time format

    func testAFormatMakesTheColumnTimes() throws {
        let options = TableReadOptions(timeFormats: ["day": try TimeFormat("%Y%m%d")])
        XCTAssertEqual(try times("day,v\n20261123,1\n20261124,2\n", options), [november23, november23 + day])
        let slashes = TableReadOptions(timeFormats: ["1": try TimeFormat("%d/%m/%Y")])
        XCTAssertEqual(try times("date,v\n01/02/2026,1\n", slashes), [1_769_904_000])  // date -u -d 2026-02-01 +%s
        let zoned = TableReadOptions(
            timeFormats: ["t": try TimeFormat("%d.%m.%Y %H:%M")], timeZone: TimeZone(identifier: "America/New_York")!)
        // TZ=America/New_York date -d "2026-11-23 14:05" +%s
        XCTAssertEqual(try times("t,v\n23.11.2026 14:05,1\n", zoned), [1_795_460_700])
        XCTAssertEqual(try times("t,v\n\"23.11.2026 14:05\",1\nNA,2\n", zoned).count, 2, "quoted and missing cells")
    }

    /// The plain-row path (no quotes) and the cells' path read alike, so a big file's rows
    /// and a quoted one's give the same instants.
    func testAFormatOnPlainAndQuotedRows() throws {
        let options = TableReadOptions(timeFormats: ["t": try TimeFormat("%Y-%m-%dT%H:%M:%SZ")])
        let rows = (0..<300).map { _ in "2026-11-23T00:00:00Z,1" }.joined(separator: "\n")
        let values = try times("t,v\n" + rows + "\n\"2026-11-23T00:00:00Z\",2\n", options)
        XCTAssertEqual(Set(values), [november23])
        XCTAssertEqual(values.count, 301)
    }

    func testACellThatDoesNotMatchIsABadCell() throws {
        let options = TableReadOptions(timeFormats: ["t": try TimeFormat("%d.%m.%Y")])
        assertError(
            "t,v\n23.11.2026,1\n2026-11-24,2\n", options,
            "line 3, column \"t\": \"2026-11-24\" does not match the time format %d.%m.%Y")
        var skipping = options
        skipping.skipBadRows = true
        let skipped = try reading("t,v\n23.11.2026,1\n2026-11-24,2\n25.11.2026,3\n32.11.2026,4\n", skipping)
        XCTAssertEqual(skipped.skippedRows, 2)
        XCTAssertEqual(
            skipped.firstSkipped, "line 3, column \"t\": \"2026-11-24\" does not match the time format %d.%m.%Y")
        XCTAssertEqual(skipped.table.rowCount, 2)
    }

    func testAFormatOnANumberColumnIsRefused() throws {
        let options = TableReadOptions(
            columnTypes: ["t": .unixSeconds], timeFormats: ["t": try TimeFormat("%Y%m%d")])
        assertError("t,v\n20261123,1\n", options, "column \"t\" has a time format, so it holds times: not unix-s")
    }

    func testBoundsAreReadAsCellsAre() throws {
        XCTAssertEqual(TimeText.seconds("23.11.2026", timeZone: nil), november23)
        XCTAssertEqual(TimeText.seconds("23/11/2026", timeZone: nil), november23)
        XCTAssertNil(TimeText.seconds("01/02/2026", timeZone: nil))
        XCTAssertTrue(TimeText.isAmbiguous("01/02/2026"))
        XCTAssertFalse(TimeText.isAmbiguous("23/11/2026"))
        let format = try TimeFormat("%Y%m%d")
        XCTAssertEqual(TimeText.seconds("20261123", timeZone: nil, format: format), november23)
        XCTAssertEqual(TimeText.seconds("2026-11-23", timeZone: nil, format: format), november23)
        XCTAssertNil(TimeText.seconds("20261123", timeZone: nil))
    }
}
