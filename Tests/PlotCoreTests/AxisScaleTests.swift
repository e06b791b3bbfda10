import XCTest

@testable import PlotCore

/// The common axis protocol: each scale's ticks and labels through one interface.
final class AxisScaleTests: XCTestCase {
    private func axis(_ scale: some AxisScale, count: Int) -> [String] {
        scale.tickLabels(scale.ticks(count: count), count: count)
    }

    func testEveryScaleAnswersThroughTheProtocol() {
        XCTAssertEqual(
            axis(LinearScale(domain: Interval(0, 1), range: 0, 100), count: 5),
            ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"])
        XCTAssertEqual(
            axis(LogScale(domain: 1, 10, range: 0, 100), count: 5), ["1", "2", "3", "4", "5", "", "", "", "", "10"])
        XCTAssertEqual(
            axis(TimeScale(domain: D3Dates.utc(2010, 11, 18), D3Dates.utc(2014, 2, 2), range: 0, 100), count: 4),
            ["2011", "2012", "2013", "2014"])
        let band = BandScale(domain: ["a", "b"], range: 0, 100)
        XCTAssertEqual(axis(band, count: 10), ["a", "b"])
        XCTAssertEqual(band.position(1), 75)
    }

    /// Fewer ticks are asked for until the labels that show keep apart; blank log labels take
    /// no room.
    func testFittingSkipsBlankLabelsAndThinsCrowdedOnes() {
        let log = LogScale(domain: 1, 1000, range: 0, 300)
        let fitted = AxisTicks.fitting(scale: log, preferredCount: 10, gap: 4) { Double($0.count) * 8 }
        let shown = zip(fitted.values, fitted.labels).filter { !$0.1.isEmpty }
        XCTAssertFalse(shown.isEmpty)
        for (a, b) in zip(shown, shown.dropFirst()) {
            let room = abs(log(b.0) - log(a.0))
            XCTAssertGreaterThanOrEqual(room, Double(a.1.count + b.1.count) * 4 + 4, "\(a.1) and \(b.1) crowd")
        }
        let linear = LinearScale(domain: Interval(0, 1000), range: 0, 800)
        XCTAssertEqual(
            AxisTicks.fitting(scale: linear, preferredCount: 10, gap: 8) { Double($0.count) * 8 },
            AxisTicks.fitting(domain: Interval(0, 1000), scale: linear, preferredCount: 10, gap: 8) {
                Double($0.count) * 8
            })
    }

    /// A short axis asked for 2 ticks of -4.6...4.6: d3's `ticks(-4.6, 4.6, 2)` is [0] alone
    /// (step 5); the next counts give [-4, -2, 0, 2, 4] (d3's ticks for 3), which fit 150
    /// units of 10-unit labels, so the axis says its scale. At 40 units they do not: [0] stays.
    func testAShortAxisKeepsTwoTicksWhereTheyFit() {
        let tall = LinearScale(domain: Interval(-4.6, 4.6), range: 150, 0)
        XCTAssertEqual(AxisTicks.fitting(scale: tall, preferredCount: 2, gap: 4) { _ in 10 }.values, [-4, -2, 0, 2, 4])
        let short = LinearScale(domain: Interval(-4.6, 4.6), range: 40, 0)
        XCTAssertEqual(AxisTicks.fitting(scale: short, preferredCount: 2, gap: 4) { _ in 10 }.values, [0])
    }
}
