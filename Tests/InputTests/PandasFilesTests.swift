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

}
