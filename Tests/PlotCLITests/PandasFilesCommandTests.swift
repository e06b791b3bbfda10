import Foundation
import XCTest

/// What pandas' `to_json()` writes by default: a layout other than rows is named in one line,
/// and dates as milliseconds since 1970 get a note pointing to `--x-type unix-ms`.
final class PandasFilesCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    func testJSONLayoutsOtherThanRowsAreNamed() throws {
        try plot.write("cols.json", #"{"symbol":{"0":"MSFT","1":"MSFT"},"price":{"0":39.81,"1":36.35}}"#)
        try plot.write(
            "split.json", #"{"columns":["symbol","price"],"index":[0,1],"data":[["MSFT",39.81],["MSFT",36.35]]}"#)
        let advice =
            "; a table is read from an array of row objects (orient='records') or JSON Lines (orient='records', lines=True)\n"
        let cols = try plot.run(["--input", "cols.json", "-o", "c.png"])
        XCTAssertEqual(cols.status, 65)
        XCTAssertEqual(
            cols.stderr,
            "plot: error: cols.json: pandas' orient='columns' JSON (an object of columns, each an object of rows;"
                + " or orient='index')" + advice)
        let split = try plot.run(["--input", "split.json", "--x", "symbol", "--y", "price", "-o", "s.png"])
        XCTAssertEqual(split.status, 65)
        XCTAssertEqual(
            split.stderr,
            "plot: error: split.json: pandas' orient='split' JSON (\"columns\", then \"data\": rows as arrays of values)"
                + advice)
        XCTAssertEqual(try plot.files(), ["cols.json", "split.json"], "nothing written")
    }

}
