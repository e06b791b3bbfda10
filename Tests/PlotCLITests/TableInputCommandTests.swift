import Foundation
import XCTest

/// `plot --input` on the things a first user ran into: the table beside the chart, files in
/// other encodings, bad rows on a log axis, histogram bins, cut-off JSON Lines, Excel's dates.
final class TableInputCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    func rows(_ count: Int) -> String {
        "t,v\n" + (0..<count).map { "\($0),\(Double($0 * 37 % 101) / 8)\n" }.joined()
    }

    /// 100 rows beside the chart: one page, not 96 rows and a second file of 4.
    func testAHundredRowTableStaysOnOnePage() throws {
        try plot.write("t.csv", rows(100))
        let result = try plot.run(["--input", "t.csv", "--table", "-o", "t.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try plot.files(), ["t.csv", "t.png"])
        try plot.write("long.csv", rows(300))
        let long = try plot.run(["--input", "long.csv", "--table", "-o", "long.png"])
        XCTAssertEqual(long.status, 0, long.stderr)
        XCTAssertTrue(try plot.files().contains("long-2.png"), "more rows go on to more pages")
    }
}
