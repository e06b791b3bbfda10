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

    // MARK: 1. decimal commas in a tab file

    func testATabFileReadsDecimalCommasWhenAColumnShowsThem() throws {
        let table = try read("x\ty\tz\n1\t1,5\t2.5\n2\t2,25\t1\n3\t3,0\t7\n")
        XCTAssertEqual(table.columns.map(\.kind), [.number, .number, .number])
        XCTAssertEqual(numbers(table.columns[1]), [1.5, 2.25, 3])
        XCTAssertEqual(numbers(table.columns[2]), [2.5, 1, 7], "points beside them are still decimal points")
        // "0,5" cannot be a thousands separator, so the column's "1,234" is 1.234, as with semicolons.
        XCTAssertEqual(numbers(try read("k\tv\na\t1,234\nb\t0,5\n").column(at: 1)), [1.234, 0.5])
        // After the sample too: the file reads decimal commas.
        let rows = (1...1200).map { "\($0)\t\($0),5\n" }.joined()
        XCTAssertEqual(numbers(try read("n\tv\n" + rows).column(at: 1)).last, 1200.5)
    }

    func testATabColumnWhoseCommasCouldAllBeThousandsIsAmbiguous() {
        assertError(
            "k\tv\na\t1,234\nb\t12,345\n", TableReadOptions(),
            "line 2, column \"v\": \"1,234\" is ambiguous: a thousands separator or a decimal comma? Write numbers without grouping"
        )
        // Without decimal commas a tab file is read as before: commas are text.
        XCTAssertEqual(try read("name\tn\nSmith, J.\t1\n").column(at: 0).kind, .category)
    }

    // MARK: 2. Excel's sep= line

    func testExcelsSeparatorLineNamesTheSeparatorAndIsSkipped() throws {
        for text in [
            "sep=;\nx;y\n1;1,5\n", "sep=,\r\nx,y\n1,1.5\r\n", "sep=\t\nx\ty\n1\t1.5\n", "sep=\\t\nx\ty\n1\t1,5\n",
            "\u{FEFF}\"sep=|\"\nx|y\n1|1.5\n", "SEP=;\n\nx;y\n1;1.5\n",
        ] {
            let table = try read(text)
            XCTAssertEqual(table.columnNames, ["x", "y"], text)
            XCTAssertEqual(numbers(table.columns[1]), [1.5], text)
        }
        // Its line counts in messages, as an editor numbers it.
        assertError(
            "sep=;\nx;y\n1;2\n3;a\n", TableReadOptions(columnTypes: ["y": .number]),
            "line 4, column \"y\": \"a\" is not a number")
        // A header that only starts so is a header.
        XCTAssertEqual(try read("sep=x,y\n1,2\n").columnNames, ["sep=x", "y"])
    }

    // MARK: 3. amounts with a currency sign

    func testAmountsWithACurrencySign() throws {
        let dollars = try read("m,amount\na,\"$12,450.00\"\nb,-$3.50\nc,($3.50)\nd,$-1\ne,\"$1,000\"\nf,$ 5\ng,\n")
        XCTAssertEqual(dollars.columns[1].kind, .number)
        XCTAssertEqual(numbers(dollars.columns[1]).prefix(6), [12450, -3.5, -3.5, -1, 1000, 5])
        XCTAssertEqual(dollars.columns[1].missingCount, 1)
        let euros = try read("m;Betrag\na;€1.234,56\nb;-1,50 €\nc;€15,00\nd;€1.000\n")
        XCTAssertEqual(numbers(euros.columns[1]), [1234.56, -1.5, 15, 1000])
        let roubles = try read("m;сумма\na;12 450,00 ₽\nb;1\u{A0}000,00\u{A0}₽\nc;15,00 ₽\n")
        XCTAssertEqual(numbers(roubles.columns[1]), [12450, 1000, 15])
        let codes = try read("m,v\na,CHF 1'234.50\nb,CHF 2\n")
        XCTAssertEqual(numbers(codes.columns[1]), [1234.5, 2])
        XCTAssertEqual(numbers(try read("m;v\na;USD 12.50\nb;12,50 USD\n").column(at: 1)), [12.5, 12.5])
        XCTAssertEqual(numbers(try read("m,v\na,US$5\nb,US$ 7.25\n").column(at: 1)), [5, 7.25])
    }

    func testAColumnOfAmountsIsOneCurrency() {
        assertError(
            "m,v\na,$5\nb,$6\nc,€7\n", TableReadOptions(),
            "line 4, column \"v\": \"€7\" is in another currency than \"$5\" (line 2): one column, one currency")
    }

    func testTextThatIsNoAmountStaysText() throws {
        // Identifiers (NOAA's station ids, SKUs) are no ISO code glued to a number, nor is a
        // word of three capitals that is no ISO code.
        for text in [
            "$", "$$5", "$5$", "5 dollars", "\"$1,23,4\"", "AB5", "ABCD 5", "(5)", "USW00094728", "SKU001", "ABC123",
            "USD12", "ABC 123", "12 XYZ", "XAU 5", "XXX 5",
        ] {
            XCTAssertEqual(try read("k,v\na,\(text)\nb,\(text)\n").column(at: 1).kind, .category, text)
        }
    }

    // MARK: 4. a month alone

    func testAMonthAloneIsItsFirstDay() throws {
        let table = try read("month,y\n2024-01,1\n2024-02,3\n2024-03,2\n")
        XCTAssertEqual(table.columns[0].kind, .time)
        XCTAssertEqual(numbers(table.columns[0]), [1_704_067_200, 1_706_745_600, 1_709_251_200])
        // Years stay numbers; a month of one digit or past 12, or a month with a time, is no month.
        XCTAssertEqual(try read("year,y\n2024,1\n2025,3\n").column(at: 0).kind, .number)
        for text in ["2024-1", "2024-13", "2024-01 10:00", "2024/01"] {
            XCTAssertNil(TimeText.seconds(text, timeZone: nil), text)
        }
        XCTAssertEqual(TimeText.seconds("2024-02", timeZone: nil), 1_706_745_600, "an --x-range bound too")
    }

    // MARK: 5. dates in a form not read; a few bad dates

    func testDatesInAFormNotReadOfferTheFormatsThatWould() {
        assertError(
            "when,y\n1/2/2024 09:30 AM,1\n1/3/2024 10:30 AM,3\n", TableReadOptions(),
            "line 2, column \"when\": \"1/2/2024 09:30 AM\" is written like a date or time, but not in a form read without a format",
            timeFormats: ["%d/%m/%Y %I:%M %p", "%m/%d/%Y %I:%M %p"])
        // A later date with a day above 12 settles the order.
        assertError(
            "when,y\n1/2/2024 09:30 AM,1\n1/13/2024 10:30 PM,3\n", TableReadOptions(),
            "line 2, column \"when\": \"1/2/2024 09:30 AM\" is written like a date or time, but not in a form read without a format",
            timeFormats: ["%m/%d/%Y %I:%M %p"])
        assertError(
            "when,y\nJan 2 2024 9:30 PM,1\n", TableReadOptions(),
            "line 2, column \"when\": \"Jan 2 2024 9:30 PM\" is written like a date or time, but not in a form read without a format",
            timeFormats: ["%b %d %Y %I:%M %p"])
    }

    func testTheOfferedFormatReadsTheColumn() throws {
        let options = TableReadOptions(timeFormats: ["when": try TimeFormat("%m/%d/%Y %I:%M %p")])
        let table = try read("when,y\n1/2/2024 09:30 AM,1\n1/13/2024 10:30 AM,3\n", options)
        XCTAssertEqual(numbers(table.columns[0]), [1_704_187_800, 1_705_141_800])
    }

    func testDatesNotReadInAColumnNotReadAreNoError() throws {
        let table = try read(
            "when,x,y\n1/2/2024 09:30 AM,1,2\n1/3/2024 10:30 AM,3,4\n", TableReadOptions(columns: ["x", "y"]))
        XCTAssertEqual(table.columnNames, ["x", "y"])
    }

    func testAFewBadDatesAmongGoodOnesAreBadCells() throws {
        let text = "when,y\n2024-01-01,1\n2024-01-02,3\n2024-13-45,2\n"
        assertError(
            text, TableReadOptions(),
            "line 4, column \"when\": \"2024-13-45\" is not a date or time (2012-01-01, 2012-01-01T10:00:00Z, 2010/01/01 00:00, 23.11.2026, Jan 1 2000)"
        )
        let skipped = try reading(text, TableReadOptions(skipBadRows: true))
        XCTAssertEqual(skipped.table.columns[0].kind, .time)
        XCTAssertEqual(skipped.skippedRows, 1)
        XCTAssertEqual(numbers(skipped.table.columns[0]), [1_704_067_200, 1_704_153_600])
        // Words among dates are not dates written badly: the column is categories.
        XCTAssertEqual(try read("when,y\n2024-01-01,1\n2024-01-02,3\nsoon,2\n").column(at: 0).kind, .category)
        // Version numbers and ids are not written like dates.
        for text in ["1.2.3", "12-34-56", "192.168.1.1", "555-123-4567"] {
            XCTAssertFalse(DateShape.looksLikeDate(text), text)
        }
    }

    // MARK: 6. JSON Lines with a bad line

    func testABadJSONLinesLineIsNamedByItsOwnLine() {
        let text = "{\"x\":1,\"y\":2}\n{\"x\":2,\"y\":3}\n{\"x\":3,\"y\":4}\ngarbage\n{\"x\":5,\"y\":1}\n"
        assertError(text, TableReadOptions(), "line 4: the JSON is malformed (expected a value)")
    }

    func testSkippingBadRowsSkipsABadOrCutOffJSONLinesLine() throws {
        let garbage = try reading(
            "{\"x\":1,\"y\":2}\ngarbage\n{\"x\":3,\"y\":4}\n", TableReadOptions(skipBadRows: true))
        XCTAssertEqual(numbers(garbage.table.columns[1]), [2, 4])
        XCTAssertEqual(garbage.firstSkipped, "line 2: the JSON is malformed (expected a value)")
        let cut = try reading(
            "{\"x\":1,\"y\":2}\n{\"x\":2,\"y\":3}\n{\"x\":3,\"y\":4}\n{\"x\":4,\"y",
            TableReadOptions(skipBadRows: true))
        XCTAssertEqual(cut.skippedRows, 1)
        XCTAssertEqual(numbers(cut.table.columns[1]), [2, 3, 4])
        XCTAssertEqual(
            cut.firstSkipped, "line 4: the JSON is malformed (the record is cut off, expected the end of the string)")
    }

    // MARK: 7. one way to name a row

    /// A row's line as an editor numbers it, past blank lines, a quoted line break and rows
    /// skipped as bad; the same way in a JSON array and JSON Lines.
    func testARowIsNamedByItsLine() throws {
        let csv = try reading(
            "k,v\n\na,1\nb,\"x\ny\"\nc,oops\nd,4\n",
            TableReadOptions(columnTypes: ["k": .category, "v": .category], skipBadRows: false))
        XCTAssertEqual((0..<4).map { csv.place(ofRow: $0) }, ["line 3", "line 4", "line 6", "line 7"])
        let skipping = try reading(
            "k,v\na,1\nb,oops\nc,3\nd,4,5\ne,5\n", TableReadOptions(columnTypes: ["v": .number], skipBadRows: true))
        XCTAssertEqual(skipping.skippedRows, 2)
        XCTAssertEqual((0..<3).map { skipping.place(ofRow: $0) }, ["line 2", "line 4", "line 6"])
        let array = try reading("[{\"a\":1},\n{\"a\":2}, {\"a\":3}]")
        XCTAssertEqual(array.place(ofRow: 2), "line 2 (object 3)")
        let lines = try reading("{\"a\":1}\n\n{\"a\":2}\n")
        XCTAssertEqual(lines.place(ofRow: 1), "line 3")
    }

    func testAFileReadAgainNamesItsRowsByLine() throws {
        let path = NSTemporaryDirectory() + "plotkit-lines-\(getpid()).csv"
        try Data("x,y\n\n1,2\n2,3\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reading = try TableReader.read(path: path)
        XCTAssertEqual(reading.place(ofRow: 1), "line 4")
        XCTAssertEqual(reading.place(ofRow: 9), "row 10", "no such row: named by its number")
    }
}
