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

    /// `df.to_json(orient='records')`: `"date": 946684800000`. Drawn as the numbers they are,
    /// with a note; with `--x-type unix-ms` as the dates they are, and no note.
    func testMillisecondDatesGetANote() throws {
        let rows = [(946_684_800_000, 39.81), (949_363_200_000, 36.35), (951_868_800_000, 43.22)]
        try plot.write(
            "ms.json",
            "[" + rows.map { #"{"symbol":"MSFT","date":\#($0.0),"price":\#($0.1)}"# }.joined(separator: ",") + "]")
        let note =
            "plot: note: x (date) holds numbers like milliseconds since 1970 (946684800000 is 2000-01-01):"
        let named = try plot.run(["--input", "ms.json", "--x", "date", "--y", "price", "-o", "a.png"])
        XCTAssertEqual(
            named.stderr, note + " give --x-type unix-ms to draw them as times\nplot: wrote a.png (1920×1080 px)\n")
        let picked = try plot.run(["--input", "ms.json", "-o", "b.png"])
        XCTAssertEqual(
            picked.stderr,
            note + " give --x date --x-type unix-ms to draw them as times\nplot: wrote b.png (1920×1080 px)\n",
            "x was picked: the flag that names it too")
        let typed = try plot.run([
            "--input", "ms.json", "--x", "date", "--y", "price", "--x-type", "unix-ms", "-o", "c.png",
        ])
        XCTAssertEqual(typed.stderr, "plot: wrote c.png (1920×1080 px)\n")
        // A file streamed for its size (PLOTKIT_STREAM_ABOVE=0) says the same.
        let hours = (0..<10_000).map { "\(946_684_800_000 + $0 * 3_600_000),\($0 % 24)\n" }
        try plot.write("big.csv", "timestamp,v\n" + hours.joined())
        let streamed = try plot.run(
            ["--input", "big.csv", "--x", "timestamp", "--y", "v", "-o", "big.png"],
            environment: ["PLOTKIT_STREAM_ABOVE": "0"])
        XCTAssertTrue(
            streamed.stderr.hasPrefix(
                "plot: note: x (timestamp) holds numbers like milliseconds since 1970 (946684800000 is 2000-01-01)"),
            streamed.stderr)
        // A number column named otherwise is a number column, and said nothing of.
        try plot.write("ids.csv", "id,price\n946684800000,1\n949363200000,2\n")
        let ids = try plot.run(["--input", "ids.csv", "-o", "d.png"])
        XCTAssertEqual(ids.stderr, "plot: wrote d.png (1920×1080 px)\n")
    }
}
