import Foundation
import PlotCore
import XCTest

@testable import Input

/// What pandas writes by default: `to_csv()` with its index as an unnamed first column,
/// `to_json()` as an object of columns (or 'split', 'table', 'values'), and names with commas.
final class PandasFilesTests: XCTestCase {
    func reading(_ text: String, _ options: TableReadOptions = TableReadOptions()) throws -> TableReading {
        try TableReader.read(Array(text.utf8), options: options)
    }

    /// `pd.read_csv('seattle-weather.csv').to_csv(...)`'s first lines.
    let indexed = ",date,precipitation,weather\n0,2012-01-01,0.0,drizzle\n1,2012-01-02,10.9,rain\n"

    func testAnUnnamedFirstColumnIsTheRowIndex() throws {
        let read = try reading(indexed)
        XCTAssertEqual(read.table.columnNames, ["column 1", "date", "precipitation", "weather"])
        XCTAssertEqual(read.rowIndexColumn, 0)
        // Read without it, there is no index among the table's columns.
        var options = TableReadOptions()
        options.columns = ["date", "precipitation"]
        XCTAssertNil(try reading(indexed, options).rowIndexColumn)
        // Named, or unnamed elsewhere (Excel's trailing `;;`), it is a column like the others.
        XCTAssertNil(try reading("i,date\n0,2012-01-01\n").rowIndexColumn)
        XCTAssertNil(try reading("date,\n2012-01-01,1\n").rowIndexColumn)
    }

    func testPandasJSONLayoutsOtherThanRowsAreNamed() {
        let advice =
            "; a table is read from an array of row objects (orient='records') or JSON Lines (orient='records', lines=True)"
        for (text, shape) in [
            (
                #"{"symbol":{"0":"MSFT","1":"MSFT"},"price":{"0":39.81,"1":36.35}}"#,
                "pandas' orient='columns' JSON (an object of columns, each an object of rows; or orient='index')"
            ),
            (
                #"{"columns":["symbol","price"],"index":[0,1],"data":[["MSFT",39.81],["MSFT",36.35]]}"#,
                #"pandas' orient='split' JSON ("columns", then "data": rows as arrays of values)"#
            ),
            (
                #"{"schema":{"fields":[]},"data":[{"index":0,"price":39.81}]}"#,
                #"pandas' orient='table' JSON ("schema" and "data")"#
            ),
            (#"[["MSFT",39.81],["MSFT",36.35]]"#, "an array of arrays, without column names (pandas' orient='values')"),
        ] {
            XCTAssertThrowsError(try reading(text)) {
                XCTAssertEqual(($0 as? InputError)?.message, shape + advice)
                XCTAssertEqual(($0 as? InputError)?.cause, .invalid)
            }
        }
        // JSON Lines whose rows hold an object are rows with a bad cell, as before.
        XCTAssertThrowsError(try reading("{\"a\":{\"b\":1}}\n{\"a\":{\"b\":2}}\n")) {
            XCTAssertEqual(($0 as? InputError)?.message, #"line 1, column "a": an object or array is not a value"#)
        }
    }

    /// "Осадки, мм" (precipitation, mm) is one column of a list, by name; a part cut from it says so.
    func testAListOfColumnsKeepsANameThatHoldsAComma() throws {
        let text = "Дата;Осадки, мм;Погода\n2012-01-01;0,0;drizzle\n2012-01-02;10,9;rain\n"
        var options = TableReadOptions()
        options.columns = ["Дата", "Погода,Осадки, мм"]
        options.columnTypes = ["Погода,Осадки, мм": .category]
        let read = try reading(text, options)
        XCTAssertEqual(read.table.columnNames, ["Дата", "Осадки, мм", "Погода"])
        XCTAssertEqual(read.table.columns[1].kind, .category, "a type given to a list is every one's")
        XCTAssertEqual(try read.resolveColumns("Погода,Осадки, мм"), [2, 1])
        XCTAssertThrowsError(try read.resolveColumns("Погода,Осадки,мм")) {
            XCTAssertEqual(
                ($0 as? InputError)?.message,
                #"no column "Осадки": a comma separates the columns of a list, and "Осадки, мм" holds one; name it whole or by its number, 2. The columns are "Дата", "Осадки, мм", "Погода""#
            )
            XCTAssertEqual(($0 as? InputError)?.cause, .usage)
        }
        // A name alone is not a list: the plain message.
        XCTAssertThrowsError(try read.resolveColumn("Осадки")) {
            XCTAssertEqual(
                ($0 as? InputError)?.message, #"no column "Осадки"; the columns are "Дата", "Осадки, мм", "Погода""#)
        }
    }
}
