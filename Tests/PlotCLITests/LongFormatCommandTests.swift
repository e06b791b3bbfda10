import Foundation
import XCTest

/// A long-format file (`symbol,date,price`) charted without --group-by draws one line zigzagging
/// through the symbols: the chart is still drawn, and stderr names the flag that splits it.
final class LongFormatCommandTests: XCTestCase {
    func testTheColumnToGroupByIsNamed() throws {
        let plot = try PlotProcess()
        defer { plot.remove() }
        try plot.write(
            "stocks.csv",
            "symbol,date,price\nAAPL,2024-01-01,10\nAAPL,2024-01-02,11\nMSFT,2024-01-01,30\nMSFT,2024-01-02,31\n")
        let zigzag = try plot.run(["--input", "stocks.csv", "--x", "date", "--y", "price", "-o", "z.png"])
        XCTAssertEqual(zigzag.status, 0, zigzag.stderr)
        XCTAssertTrue(
            zigzag.stderr.contains(
                "plot: note: x (date) repeats once a symbol: give --group-by symbol to draw a line each\n"),
            zigzag.stderr)
        let grouped = try plot.run([
            "--input", "stocks.csv", "--x", "date", "--y", "price", "--group-by", "symbol", "-o", "g.png",
        ])
        XCTAssertEqual(grouped.status, 0, grouped.stderr)
        XCTAssertFalse(grouped.stderr.contains("repeats"), grouped.stderr)
    }
}
