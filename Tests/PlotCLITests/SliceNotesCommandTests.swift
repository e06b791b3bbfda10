import Foundation
import XCTest

/// A pie or a donut leaves out a category whose sum is zero or less, and says so on stderr,
/// naming it; a donut's note says its centre is the slices' total and what the sum of every
/// value is (trial report, finding 3: profit.csv's centre said 230 "total profit", of 190).
final class SliceNotesCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        try plot.write("profit.csv", "segment,profit\nRetail,120\nOnline,80\nWholesale,-40\nExport,30\n")
        try plot.write("positive.csv", "segment,profit\nRetail,120\nOnline,80\nExport,30\n")
    }
    override func tearDown() { plot?.remove() }

    func testTheLeftOutCategoriesAreNamedOnStderr() throws {
        let donut = try plot.run(["--input", "profit.csv", "--kind", "donut", "-o", "donut.png"])
        XCTAssertEqual(donut.status, 0, donut.stderr)
        XCTAssertTrue(
            donut.stderr.contains(
                "plot: note: the donut leaves out Wholesale (−40): a slice needs a sum above 0; its centre shows the slices' total, 230; the sum of every value is 190\n"
            ), donut.stderr)
        let pie = try plot.run(["--input", "profit.csv", "--kind", "pie", "-o", "pie.png"])
        XCTAssertEqual(pie.status, 0, pie.stderr)
        XCTAssertTrue(
            pie.stderr.contains("plot: note: the pie leaves out Wholesale (−40): a slice needs a sum above 0\n"),
            pie.stderr)
        let whole = try plot.run(["--input", "positive.csv", "--kind", "donut", "-o", "whole.png"])
        XCTAssertEqual(whole.status, 0, whole.stderr)
        XCTAssertFalse(whole.stderr.contains("plot: note:"), whole.stderr)
    }
}
