import Foundation
import PlotCore
import XCTest

@testable import Input

/// Instants are from GNU date (`date -u -d 2012-01-01 +%s` and the like).
final class TableReaderTests: XCTestCase {
    func read(_ text: String, _ options: TableReadOptions = TableReadOptions()) throws -> DataTable {
        try TableReader.read(Array(text.utf8), options: options).table
    }

    func fixture(_ name: String) throws -> String {
        let url = try XCTUnwrap(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
        return url.path
    }

    func numbers(_ column: DataColumn?) -> [Double] {
        switch column?.values {
        case .numbers(let values)?, .times(let values)?: return values
        default: return []
        }
    }

    func labels(_ column: DataColumn?) -> [String] {
        guard let column else { return [] }
        return (0..<column.count).map { column.text(at: $0) }
    }

    func assertError(
        _ text: String, _ options: TableReadOptions = TableReadOptions(), _ message: String,
        cause: InputError.Cause = .invalid, line: UInt = #line
    ) {
        XCTAssertThrowsError(try read(text, options), line: line) { error in
            XCTAssertEqual("\(error)", message, line: line)
            XCTAssertEqual((error as? InputError)?.cause, cause, line: line)
        }
    }

    // MARK: realistic files

    func testWeatherCSV() throws {
        let reading = try TableReader.read(path: fixture("weather.csv"))
        let table = reading.table
        XCTAssertEqual(reading.format, .csv)
        XCTAssertEqual(table.columnNames, ["date", "precipitation", "temp_max", "temp_min", "wind", "weather"])
        XCTAssertEqual(table.columns.map(\.kind), [.time, .number, .number, .number, .number, .category])
        XCTAssertEqual(table.rowCount, 9)
        XCTAssertEqual(numbers(table.column(named: "date")).first, 1_325_376_000)
        XCTAssertEqual(numbers(table.column(named: "date")).last, 1_326_067_200)
        XCTAssertEqual(numbers(table.column(named: "temp_max")).prefix(3), [12.8, 10.6, 11.7])
        XCTAssertEqual(table.column(named: "wind")?.missingCount, 1, "2012-01-09 has no wind")
        XCTAssertEqual(
            table.column(named: "weather")?.values,
            .categories(codes: [0, 1, 1, 1, 1, 1, 1, 2, 1], labels: ["drizzle", "rain", "sun"]))
    }

    func testHourlyTemperaturesWithSlashes() throws {
        let table = try TableReader.read(path: fixture("seattle-temps.csv")).table
        XCTAssertEqual(table.columns[0].kind, .time)
        XCTAssertEqual(
            numbers(table.columns[0]), [1_262_300_400, 1_262_304_000, 1_262_307_600, 1_262_311_200, 1_262_314_800])
        XCTAssertEqual(numbers(table.column(named: "temp")), [39.6, 39.4, 39.2, 39.0, 38.9])
    }

    func testCarsJSONArrayWithNulls() throws {
        let reading = try TableReader.read(path: fixture("cars.json"))
        let table = reading.table
        XCTAssertEqual(reading.format, .json)
        XCTAssertEqual(
            table.columnNames,
            [
                "Name", "Miles_per_Gallon", "Cylinders", "Displacement", "Horsepower", "Weight_in_lbs", "Acceleration",
                "Year", "Origin",
            ])
        XCTAssertEqual(table.rowCount, 4)
        XCTAssertEqual(table.column(named: "Name")?.kind, .category)
        XCTAssertEqual(table.column(named: "Horsepower")?.missingCount, 1)
        XCTAssertEqual(table.column(named: "Miles_per_Gallon")?.missingCount, 1)
        XCTAssertEqual(numbers(table.column(named: "Acceleration")), [12, 17.5, 19, 19.2])
        XCTAssertEqual(table.column(named: "Year")?.kind, .time)
        XCTAssertEqual(numbers(table.column(named: "Year")), [0, 0, 31_536_000, 315_532_800])
        XCTAssertEqual(labels(table.column(named: "Origin")), ["USA", "Europe", "USA", "Japan"])
    }

    func testLongFormatStocksGroupedBySymbol() throws {
        let table = try TableReader.read(path: fixture("stocks.csv")).table
        XCTAssertEqual(table.columns.map(\.kind), [.category, .time, .number])
        let groups = table.groupedBy(table.columns[try table.resolveColumn("symbol")])
        XCTAssertEqual(groups.map(\.label), ["MSFT", "AMZN", "IBM"])
        XCTAssertEqual(numbers(groups[0].table.column(named: "date")), [946_684_800, 949_363_200, 951_868_800])
        XCTAssertEqual(numbers(groups[1].table.column(named: "price")), [64.56, 68.87, 67])
        XCTAssertEqual(groups[2].table.rowCount, 2)
    }

    // MARK: CSV forms

    func testEverySeparator() throws {
        for text in ["a,b,c\n1,x,2.5\n", "a;b;c\n1;x;2,5\n", "a\tb\tc\n1\tx\t2.5\n"] {
            let table = try read(text)
            XCTAssertEqual(table.columnNames, ["a", "b", "c"], text)
            XCTAssertEqual(table.columns.map(\.kind), [.number, .category, .number], text)
            XCTAssertEqual(numbers(table.columns[2]), [2.5], "with semicolons a decimal comma: \(text)")
        }
        // Commas inside a tab-separated file are text, not separators.
        XCTAssertEqual(labels(try read("name\tn\nSmith, J.\t1\n").column(at: 0)), ["Smith, J."])
    }

    func testQuotedFieldsWithSeparatorsQuotesAndLineBreaks() throws {
        let text = "id,note,value\n1,\"rain, then sun\",2\n2,\"said \"\"hi\"\"\",3\n3,\"two\nlines\",4\n4,\"\",5\n"
        let table = try read(text)
        XCTAssertEqual(table.rowCount, 4)
        XCTAssertEqual(labels(table.column(named: "note")), ["rain, then sun", "said \"hi\"", "two\nlines", ""])
        XCTAssertEqual(table.column(named: "note")?.missingCount, 1)
        XCTAssertEqual(numbers(table.column(named: "value")), [2, 3, 4, 5])
        // A bad cell after a quoted line break is named by its own line.
        assertError(
            "id,note,value\n1,\"two\nlines\",4\n2,x,oops\n", TableReadOptions(columnTypes: ["value": .number]),
            "line 4, column \"value\": \"oops\" is not a number")
    }

    func testByteOrderMarkCRLFAndBlankLines() throws {
        let table = try read("\u{FEFF}date,v\r\n2012-01-01,1\r\n\r\n2012-01-02 , 2 \r\n")
        XCTAssertEqual(table.columnNames, ["date", "v"])
        XCTAssertEqual(numbers(table.columns[0]), [1_325_376_000, 1_325_462_400])
        XCTAssertEqual(numbers(table.columns[1]), [1, 2])
        let categories = try read("k,v\r\nrain,1\r\nsun,2\r\n")
        XCTAssertEqual(labels(categories.columns[0]), ["rain", "sun"], "no carriage return in a label")
    }

    func testAFirstLineOfNumbersIsData() throws {
        let table = try read("1,2\n3,4\n")
        XCTAssertEqual(table.columnNames, ["1", "2"])
        XCTAssertEqual(numbers(table.columns[1]), [2, 4])
    }

    // MARK: JSON forms

    func testJSONLinesWithBlankLines() throws {
        let text = """
            {"t":"2012-01-01T00:00:00Z","v":1,"k":"a"}

            {"v":"2.5","k":"b","t":"2012-01-02"}
            {"t":null,"v":3,"extra":true}

            """
        let reading = try TableReader.read(Array(text.utf8))
        XCTAssertEqual(reading.format, .jsonLines)
        let table = reading.table
        XCTAssertEqual(table.columnNames, ["t", "v", "k", "extra"])
        XCTAssertEqual(table.columns.map(\.kind), [.time, .number, .category, .category])
        XCTAssertEqual(numbers(table.columns[1]), [1, 2.5, 3])
        XCTAssertEqual(table.columns[0].missingCount, 1)
        XCTAssertEqual(labels(table.column(named: "extra")), ["", "", "true"])
        XCTAssertThrowsError(try read(#"{"a":1} {"a":2}"#)) { error in
            XCTAssertEqual("\(error)", "line 1: the JSON is malformed (expected a line break after the object)")
        }
    }

    /// A JSON Lines record cut off is named by its own line, whether the file ends there, after
    /// a line break, or goes on.
    func testACutOffJSONLinesRecordIsNamedByItsLine() {
        let lines = "{\"a\":1,\"b\":2}\n{\"a\":2,\"b\":3}\n{\"a\":3,\"b\""
        let cut = "line 3: the JSON is malformed (the record is cut off, expected ':')"
        assertError(lines, TableReadOptions(format: .jsonLines), cut)
        assertError(lines + "\n", TableReadOptions(format: .jsonLines), cut)
        assertError(lines + "\r\n\n", TableReadOptions(format: .jsonLines), cut)
        assertError(lines + "\n{\"a\":4,\"b\":5}\n", TableReadOptions(format: .jsonLines), cut)
        assertError(
            "{\"a\":1}\n{\"a\" 2}\n", TableReadOptions(format: .jsonLines),
            "line 2: the JSON is malformed (expected ':')")
    }

    func testJSONArrayErrors() {
        assertError(
            #"[{"a":1},{"a":"x"}]"#, TableReadOptions(columnTypes: ["a": .number]),
            "line 1 (object 2), column \"a\": \"x\" is not a number")
        assertError(#"[{"a":1},2]"#, TableReadOptions(), "line 1 (object 2) is not an object")
        assertError(
            #"[{"a":1},{"a":[1]}]"#, TableReadOptions(),
            "line 1 (object 2), column \"a\": an object or array is not a value")
        assertError("[]", TableReadOptions(), "holds no rows")
        assertError("[{\"a\":1},\n{\"a\":2]", TableReadOptions(), "line 2: the JSON is malformed (expected '}')")
        assertError(#"[{"a":"\u00e9"}"#, TableReadOptions(), "line 1: the JSON is malformed (expected ']')")
    }

    func testEscapedJSONStrings() throws {
        let table = try read(
            #"[{"name":"caf\u00e9","n":"1\u0032","t":"2012-01-01"},{"name":"x\"y","n":3,"t":"2012\/01\/02"}]"#)
        XCTAssertEqual(labels(table.column(named: "name")), ["café", "x\"y"])
        XCTAssertEqual(numbers(table.column(named: "n")), [12, 3])
        XCTAssertEqual(numbers(table.column(named: "t")), [1_325_376_000, 1_325_462_400])
    }

    // MARK: types

    func testInferenceNeedsEveryValueToFit() throws {
        let table = try read("a,b,c,d,e\n1,2012-01-01,x,,2012\n2,Jan 2 2012,y,,2013\n3,2012/01/03,1,,2014\n")
        XCTAssertEqual(table.columns.map(\.kind), [.number, .time, .category, .number, .number])
        XCTAssertEqual(table.column(named: "d")?.missingCount, 3, "a column with no value is numbers, all missing")
        XCTAssertEqual(labels(table.column(named: "c")), ["x", "y", "1"])
    }

    /// Types are decided on the first 1000 values; a later value that does not fit is an error.
    func testValuesAfterTheSampleAreChecked() {
        let rows = (1...1500).map { "\($0),\($0 % 7)" }.joined(separator: "\n")
        assertError(
            "n,v\n" + rows + "\n1501,seven\n", TableReadOptions(), "line 1502, column \"v\": \"seven\" is not a number")
    }

    func testForcedTypes() throws {
        let text = "when,code,ms\n1325376000,007,1325376000000\n1325462400,042,1325462400500\n"
        let table = try read(
            text,
            TableReadOptions(columnTypes: ["when": .unixSeconds, "2": .category, "ms": .unixMilliseconds]))
        XCTAssertEqual(table.columns.map(\.kind), [.time, .category, .time])
        XCTAssertEqual(numbers(table.columns[0]), [1_325_376_000, 1_325_462_400])
        XCTAssertEqual(labels(table.columns[1]), ["007", "042"], "a category keeps the text as written")
        XCTAssertEqual(numbers(table.columns[2]), [1_325_376_000, 1_325_462_400.5])
        assertError(
            "t\n2012-01-01\nsoon\n", TableReadOptions(columnTypes: ["t": .time]),
            "line 3, column \"t\": \"soon\" is not a date or time (2012-01-01, 2012-01-01T10:00:00Z, 2010/01/01 00:00, 23.11.2026, Jan 1 2000)"
        )
        assertError(
            "a,b\n1,2\n", TableReadOptions(columnTypes: ["c": .number]), #"no column "c"; the columns are "a", "b""#,
            cause: .usage)
    }

    /// Found by Fuzz/Tables: -1e300 read as Unix seconds made a time no calendar names, and
    /// writing its date trapped. The limit is JavaScript's Date's, 10^8 days either side of 1970.
    func testUnixTimesBeyondTheCalendarAreBadCells() throws {
        let table = try read(
            "s,ms\n8.64e12,-8.64e15\n-1e3,NA\n",
            TableReadOptions(columnTypes: ["s": .unixSeconds, "ms": .unixMilliseconds]))
        XCTAssertEqual(labels(table.columns[0]), ["275760-09-13", "1969-12-31T23:43:20Z"])
        XCTAssertEqual(labels(table.columns[1]), ["-271821-04-20", ""])
        assertError(
            "ts,v\n1e9,1\n-1e300,1\n", TableReadOptions(columnTypes: ["ts": .unixSeconds]),
            "line 3, column \"ts\": -1e300 is not a time: Unix times reach 8.64e12 s (275,760 years) either side of 1970"
        )
        assertError(
            "ms\n8640000000000001\n", TableReadOptions(columnTypes: ["ms": .unixMilliseconds]),
            "line 2, column \"ms\": 8640000000000001 is not a time: Unix times reach 8.64e12 s (275,760 years) either side of 1970"
        )
    }

    func testTimeZoneOption() throws {
        // TZ=Europe/Moscow date -d "2012-01-01 10:00" +%s
        let options = TableReadOptions(timeZone: TimeZone(identifier: "Europe/Moscow")!)
        let table = try read("t,v\n2012-01-01 10:00,1\n2012-01-01T10:00Z,2\n", options)
        XCTAssertEqual(numbers(table.columns[0]), [1_325_397_600, 1_325_412_000])
    }

    /// In a comma-separated file a quoted "1,234" is a thousand (US Excel's "use 1000
    /// separator"): a decimal comma would need quotes round every number there.
    func testACommaFileGroupsThousandsWithCommas() throws {
        let people = try read("city,people\nA,\"1,234\"\nB,\"12,345,678\"\nC,17\nD,\"-2,500.75\"\n")
        XCTAssertEqual(numbers(people.columns[1]), [1234, 12_345_678, 17, -2500.75])
        assertError(
            "city,people\nA,1000\nB,\"1,5\"\n", TableReadOptions(columnTypes: ["people": .number]),
            "line 3, column \"people\": \"1,5\" is not a number")
    }

    /// In a tab file "1,234" could be either: European Excel writes decimal commas there.
    func testATabFileThousandsCommaIsAmbiguous() {
        assertError(
            "city\tpeople\nA\t1,234\nB\t12,345\n", TableReadOptions(),
            "line 2, column \"people\": \"1,234\" is ambiguous: a thousands separator or a decimal comma? Write numbers without grouping"
        )
    }

    /// Grouped digits with a fraction after the other mark fit one reading only: "1,234.50" in
    /// a comma file, "1.234,50" in a semicolon (German Excel) file.
    func testGroupedNumbersWithAFractionAreRead() throws {
        let comma = try read("k,v\na,\"1,234.50\"\nb,\"-12,345,678.25\"\nc,7\n")
        XCTAssertEqual(numbers(comma.columns[1]), [1234.5, -12_345_678.25, 7])
        let semicolon = try read("Monat;Umsatz €\r\nJan;1.234,50\r\nFeb;2,5\r\nMär;999\r\n")
        XCTAssertEqual(numbers(semicolon.columns[1]), [1234.5, 2.5, 999])
    }

    /// German Excel's numbers: in a semicolon file whose points only ever group thousands
    /// ("1.250", "12.400,50"), a point groups thousands, and the reading says so (for a note).
    func testAPointThatGroupsThousandsIsRead() throws {
        let whole = try TableReader.read(
            Array("Monat;Umsatz\r\n2024-01;950\r\n2024-02;1.250\r\n2024-03;12.400\r\n".utf8))
        XCTAssertEqual(numbers(whole.table.columns[1]), [950, 1250, 12400])
        XCTAssertTrue(whole.thousandsPoint)
        let cents = try read("Monat;Umsatz\n2024-01;950\n2024-02;1.250\n2024-03;1.234,50\n2024-04;-2.300\n")
        XCTAssertEqual(numbers(cents.columns[1]), [950, 1250, 1234.5, -2300])
        // The trial's file: "1.234" beside "2,5" is a thousand, the column's decimals commas.
        let beside = try read("Monat;Wert\r\n2024-01-01;1.234\r\n2024-02-01;2,5\r\n2024-03-01;3,75\r\n")
        XCTAssertEqual(numbers(beside.columns[1]), [1234, 2.5, 3.75])
        // A decimal point past the rows that decided it is a bad cell, saying why.
        let late =
            "n;v\n" + (0..<1200).map { "\($0);1.\(String(format: "%03d", $0 % 1000)).000\n" }.joined() + "1200;3.5\n"
        assertError(
            late, TableReadOptions(),
            "line 1202, column \"v\": \"3.5\" is not a number: the file's points group thousands (1.250 is 1250)")
    }

    /// "1.250" alone could be 1.25: points group thousands only on more evidence (two groups,
    /// a decimal comma, or short whole numbers beside them), never for "0.125", and three
    /// decimals everywhere stay decimals (a cold review's cases).
    func testAPointGroupsThousandsOnlyOnEvidence() throws {
        let fractions = try TableReader.read(Array("t;v\n1;0.125\n2;0.250\n3;1.500\n4;-0.500\n".utf8))
        XCTAssertEqual(numbers(fractions.table.columns[1]), [0.125, 0.25, 1.5, -0.5])
        XCTAssertFalse(fractions.thousandsPoint)
        let places = try TableReader.read(Array("Stadt;lat;lon\nMünchen;48.137;11.575\nBerlin;52.520;13.405\n".utf8))
        XCTAssertEqual(numbers(places.table.columns[1]), [48.137, 52.52])
        XCTAssertFalse(places.thousandsPoint)
        XCTAssertEqual(places.undecidedPoint, "48.137", "a note says which value could be either")
        // Excel's sep=; line says Excel wrote it: German Excel's points group thousands.
        let excel = try TableReader.read(Array("sep=;\r\nJahr;GWh\r\n2001;35.361\r\n2002;36.234\r\n".utf8))
        XCTAssertEqual(numbers(excel.table.columns[1]), [35361, 36234])
        XCTAssertNil(excel.undecidedPoint)
        let millions = try TableReader.read(Array("Jahr;Umsatz\n2020;1.250.000\n2021;980.000\n2022;2.100.000\n".utf8))
        XCTAssertEqual(numbers(millions.table.columns[1]), [1_250_000, 980_000, 2_100_000])
        XCTAssertTrue(millions.thousandsPoint)
    }

    /// A comma file that writes "1,5" or "0,125" in quotes writes decimal commas: its "1,250"
    /// is ambiguous again; a telephone number is not an amount.
    func testQuotedDecimalCommasAndTelephonesAreNotThousands() throws {
        assertError(
            "k,v\na,\"0,125\"\nb,\"1,5\"\nc,\"1,250\"\nd,\"2,75\"\ne,\"3,5\"\n",
            TableReadOptions(columnTypes: ["v": .number]),
            "line 2, column \"v\": \"0,125\" is not a number")
        let phones = try read("name;phone\nA;+48 601 234 567\nB;+48 602 345 678\n")
        XCTAssertEqual(phones.columns[1].kind, .category)
    }

    /// A point that groups nothing ("3.5") is a decimal point, and then every point is one; a
    /// column that also groups with a point and writes decimal commas cannot be read.
    func testDecimalPointsInASemicolonFileStayDecimalPoints() throws {
        let points = try TableReader.read(Array("a;b\n1;1.234\n2;3.5\n".utf8))
        XCTAssertEqual(numbers(points.table.columns[1]), [1.234, 3.5])
        XCTAssertFalse(points.thousandsPoint)
        assertError(
            "a;b\n1.234;1.5\n2,5;2.5\n", TableReadOptions(),
            "line 2, column \"a\": \"1.234\" is ambiguous: the column writes decimals with a comma (2,5), so is its point a thousands separator? Write numbers without grouping"
        )
    }

    /// Thousands grouped by blanks or apostrophes, as French and Swiss users write (no-break
    /// and narrow no-break spaces included), with or without a fraction, in any file.
    func testBlanksGroupThousands() throws {
        let french = try read(
            "mois;ventes\n2024-01;1 234,50\n2024-02;12 345\n2024-03;1\u{00A0}000,5\n2024-04;2\u{202F}500\n")
        XCTAssertEqual(numbers(french.columns[1]), [1234.5, 12345, 1000.5, 2500])
        let swiss = try read("k,v\na,12 345\nb,1 234.5\nc,1'000\nd,-1'234'567.25\n")
        XCTAssertEqual(numbers(swiss.columns[1]), [12345, 1234.5, 1000, -1_234_567.25])
    }

    /// A file of thousands points big enough to be read in chunks reads as one walk does.
    func testAThousandsPointFileReadInChunks() throws {
        var text = "Tag;Menge;Preis\n"
        for row in 0..<60_000 {
            text += "\(row);\(1 + row / 1000).\(String(format: "%03d", row % 1000));\(row % 7),\(row % 100)\n"
        }
        let bytes = Array(text.utf8)
        XCTAssertGreaterThan(bytes.count, TableReader.chunkedAbove)
        let two = try TableReader.read(bytes, options: TableReadOptions(threads: 2))
        XCTAssertTrue(two.thousandsPoint)
        XCTAssertEqual(numbers(two.table.columns[1]), (0..<60_000).map { Double(1000 + $0) })
        XCTAssertEqual(numbers(two.table.columns[2]).prefix(3), [0, 1.1, 2.2])
    }

    // MARK: missing and bad cells

    /// A spreadsheet's error values are missing values: a gap, not a bad row.
    func testSpreadsheetErrorValuesAreMissing() throws {
        let table = try read("k;v;w\na;#DIV/0!;1\nb;2,5;#VALUE!\nc;#N/A;#REF!\nd;#NAME?;#num!\ne;#NULL!;3\nf;4;5\n")
        XCTAssertEqual(table.columns.map(\.kind), [.category, .number, .number])
        XCTAssertEqual(table.columns.map(\.missingCount), [0, 4, 3])
    }

    func testMissingCellsInEveryKind() throws {
        let table = try read("n,t,c\n1,2012-01-01,a\nNA,,null\nNaN,n/a,\n4,None,b\n")
        XCTAssertEqual(table.columns.map(\.kind), [.number, .time, .category])
        XCTAssertEqual(table.columns.map(\.missingCount), [2, 3, 2])
        XCTAssertEqual(labels(table.columns[2]), ["a", "", "", "b"])
    }

    func testBadCellNamesLineColumnAndValue() {
        assertError(
            "date,temp_max,wind\n2012-01-01,12.8,4.7\n2012-01-02,10.6,4.5\n2012-01-03,11.7,2.3\n"
                + "2012-01-04,12.2,4.7\n2012-01-05,warm,6.1\n", TableReadOptions(),
            "line 6, column \"temp_max\": \"warm\" is not a number")
        // One stray value in five is a bad cell; two make the column categories.
        XCTAssertEqual(try read("v\n1\n2\n3\nx\ny\n").column(at: 0).kind, .category)
        assertError(
            "date,temp_max\n2012-01-01,12.8\n2012-01-02,1,2\n", TableReadOptions(),
            "line 3: expected 2 fields as in the header, found 3")
    }

    func testSkipBadRowsCountsThem() throws {
        let text =
            "date,temp\n2012-01-01,1\n2012-01-02,warm\n2012-01-03,3\nsoon,4\n2012-01-05,5,extra\n2012-01-06,6\n"
            + "2012-01-07,7\n2012-01-08,8\n"
        let reading = try TableReader.read(Array(text.utf8), options: TableReadOptions(skipBadRows: true))
        XCTAssertEqual(reading.skippedRows, 3)
        XCTAssertEqual(reading.firstSkipped, "line 3, column \"temp\": \"warm\" is not a number")
        XCTAssertEqual(numbers(reading.table.columns[1]), [1, 3, 6, 7, 8])
        XCTAssertEqual(numbers(reading.table.columns[0]).prefix(2), [1_325_376_000, 1_325_548_800])
    }

    /// The trial's file: two of six values are words. Four in five would make the column
    /// categories; told that some rows are bad, more than half decide, and the rest are skipped.
    func testSkipBadRowsKeepsAMostlyNumberColumnANumberColumn() throws {
        let text = "year,value\n2001,1\n2002,2\n2003,abc\n2004,4\n2005,5x\n2006,6\n"
        let reading = try TableReader.read(Array(text.utf8), options: TableReadOptions(skipBadRows: true))
        XCTAssertEqual(reading.skippedRows, 2)
        XCTAssertEqual(numbers(reading.table.columns[1]), [1, 2, 4, 6])
        let strict = try TableReader.read(Array(text.utf8), options: TableReadOptions())
        XCTAssertEqual(strict.table.columns[1].kind, .category, "without the flag four in five decide")
    }

    func testSkippedRowsLeaveNoLabelBehind() throws {
        let text = "k,v\na,1\nb,x\nc,3\n"
        let options = TableReadOptions(columnTypes: ["v": .number], skipBadRows: true)
        let table = try TableReader.read(Array(text.utf8), options: options).table
        XCTAssertEqual(table.columns[0].values, .categories(codes: [0, 1], labels: ["a", "c"]))
    }

    /// Plain rows code their labels on the fast path, quoted ones through the cells: both alike.
    /// Python's `csv` reads the fields " a ", "b\t", "NA", "a", "n/a ", "c"; PlotKit trims the
    /// blanks round a bare label and reads NA and n/a as missing (-1).
    func testPlainAndQuotedCategoryRowsAreCodedAlike() throws {
        let text = "k,v\r\n a ,1\r\nb\t,2\r\nNA,3\r\n\"a\",4\r\nn/a ,5\r\nc,6\r\n"
        let table = try TableReader.read(Array(text.utf8), options: TableReadOptions()).table
        XCTAssertEqual(table.columns[0].values, .categories(codes: [0, 1, -1, 0, -1, 2], labels: ["a", "b", "c"]))
        XCTAssertEqual(numbers(table.columns[1]), [1, 2, 3, 4, 5, 6])
        // A tab-separated file's empty row (a line of tabs, as Excel writes it) is no row.
        let tabs = "a\tb\nx\tp\ny\tq\n\t\n \t \nx\tq\n"
        let tsv = try TableReader.read(Array(tabs.utf8), options: TableReadOptions()).table
        XCTAssertEqual(tsv.rowCount, 3)
        XCTAssertEqual(tsv.columns[1].values, .categories(codes: [0, 1, 1], labels: ["p", "q"]))
    }

    /// A watched file read again (`plot serve --watch`) is read, not mapped, up to the bytes it
    /// held when looked at: a line written after the look waits for the next, and a file cut
    /// shorter since is read as it is now.
    func testAWatchedFileIsReadUpToTheBytesSeen() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("watched-\(UUID()).csv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("x,y\n1,10\n2,20\n3,3".utf8).write(to: URL(fileURLWithPath: path))
        let seen = "x,y\n1,10\n2,20\n".utf8.count
        let table = try InputFile.$prefixBytes.withValue(seen) { try TableReader.read(path: path).table }
        XCTAssertEqual(numbers(table.columns[1]), [10, 20], "3,3 (half of 3,30) is not read yet")
        let cut = try InputFile.$prefixBytes.withValue(1 << 20) { try TableReader.read(path: path).table }
        XCTAssertEqual(numbers(cut.columns[1]), [10, 20, 3])
    }

    func testFilesWithoutRows() {
        assertError("date,temp\n", TableReadOptions(), "has a header line but no rows")
        assertError("date,temp\r\n\r\n", TableReadOptions(), "has a header line but no rows")
        assertError("", TableReadOptions(), "is empty")
        assertError("\n \n", TableReadOptions(), "is empty")
        XCTAssertThrowsError(
            try TableReader.read(
                Array("t\nsoon\n".utf8), options: TableReadOptions(columnTypes: ["t": .time], skipBadRows: true))
        ) {
            XCTAssertEqual(
                "\($0)",
                "holds no row that reads (1 skipped; the first: line 2, column \"t\": \"soon\" is not a date or time (2012-01-01, 2012-01-01T10:00:00Z, 2010/01/01 00:00, 23.11.2026, Jan 1 2000))"
            )
        }
        assertError("a,\"b\n1,2\n", TableReadOptions(), "line 1: a quoted field never ends")
    }

    func testFileErrorsNameTheFile() throws {
        let path = NSTemporaryDirectory() + "plotkit-table-\(getpid()).csv"
        try Data("date,temp\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertThrowsError(try TableReader.read(path: path)) {
            XCTAssertEqual("\($0)", "\(path): has a header line but no rows")
        }
        XCTAssertThrowsError(try TableReader.read(path: path + ".missing")) {
            XCTAssertEqual(($0 as? InputError)?.cause, .unreadable)
        }
    }

    // MARK: columns by name or number

    func testResolveColumn() throws {
        let table = try read("date,temp_max,3\n2012-01-01,1,2\n")
        XCTAssertEqual(try table.resolveColumn("temp_max"), 1)
        XCTAssertEqual(try table.resolveColumn("1"), 0)
        XCTAssertEqual(try table.resolveColumn("3"), 2, "a column named 3 is also the third")
        XCTAssertThrowsError(try table.resolveColumn("Temp")) {
            XCTAssertEqual("\($0)", #"no column "Temp"; the columns are "date", "temp_max", "3""#)
            XCTAssertEqual(($0 as? InputError)?.cause, .usage, "the user named it: exit 64, as the README says")
        }
        XCTAssertThrowsError(try table.resolveColumn("TEMP_max")) {
            XCTAssertEqual(
                "\($0)", #"no column "TEMP_max"; did you mean "temp_max"? The columns are "date", "temp_max", "3""#)
        }
        XCTAssertThrowsError(try table.resolveColumn("7")) {
            XCTAssertEqual("\($0)", #"no column 7: there are 3 ("date", "temp_max", "3")"#)
        }
    }

    func testFormatDetection() {
        let bytes: [UInt8] = Array(" \n[".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            XCTAssertEqual(TableFormat.detect(name: "a.JSONL", bytes: buffer), .jsonLines)
            XCTAssertEqual(TableFormat.detect(name: "a.tsv", bytes: buffer), .csv)
            XCTAssertEqual(TableFormat.detect(name: "a.json", bytes: buffer), .json)
            XCTAssertEqual(TableFormat.detect(name: nil, bytes: buffer), .json)
        }
    }
}
