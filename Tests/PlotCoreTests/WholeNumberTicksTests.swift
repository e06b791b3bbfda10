import XCTest

@testable import PlotCore

/// An axis of counts keeps only its whole ticks, labelled without decimals.
final class WholeNumberTicksTests: XCTestCase {
    func testFractionalTicksOfCountsAreLeftOut() {
        var ticks = AxisTicks(values: [0, 0.5, 1, 1.5, 2], labels: ["0.0", "0.5", "1.0", "1.5", "2.0"])
        ticks.keepWholeNumbers()
        XCTAssertEqual(ticks.values, [0, 1, 2])
        XCTAssertEqual(ticks.labels, ["0", "1", "2"])
        var whole = AxisTicks(values: [0, 1000, 2000], labels: ["0", "1,000", "2,000"])
        whole.keepWholeNumbers()
        XCTAssertEqual(whole.labels, ["0", "1,000", "2,000"], "whole ticks keep their labels")
    }
}
