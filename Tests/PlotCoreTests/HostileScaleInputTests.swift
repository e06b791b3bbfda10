import XCTest

@testable import PlotCore

/// Values a file can hold must never trap a scale: answers may be empty or NaN, never a crash.
final class HostileScaleInputTests: XCTestCase {
    // d3-scale test/time-test.js: "time.domain([-1e50, 1e50]) is equivalent to time.domain([NaN, NaN])"
    func testTimeOutsideJavaScriptsRangeHasNoTicks() {
        XCTAssertEqual(TimeScale(domain: -1e50, 1e50, range: 0, 1).ticks(count: 10), [])
        XCTAssertEqual(TimeScale(domain: .nan, .nan, range: 0, 1).ticks(count: 10), [])
        XCTAssertEqual(TimeScale(domain: 0, .infinity, range: 0, 1).ticks(count: 10), [])
        XCTAssertEqual(TimeScale(domain: -1e50, 1e50, range: 0, 1).niced().domainStart, -1e50)
        XCTAssertEqual(TimeScale(domain: 0, 1, range: 0, 1).tickFormat.string(for: .nan), "")
        XCTAssertEqual(TimeScale(domain: 0, 1, range: 0, 1).tickFormat.string(for: 1e300), "")
        XCTAssertTrue(CalendarInterval(.month).floor(1e300).isNaN)
        XCTAssertTrue(CalendarInterval(.year).offset(0, by: .max).isNaN)
        XCTAssertEqual(CalendarInterval(.day).count(from: .nan, to: 0), 0)
        XCTAssertEqual(CalendarInterval(.day).range(from: 0, to: .nan), [])
    }

    func testLogScaleWithUnusableBases() {
        for base in [1.0, 0, -10, .nan, .infinity, 1e300] {
            XCTAssertEqual(LogScale(domain: 1, 100, range: 0, 1, base: base).ticks(), [], "base \(base)")
        }
        XCTAssertEqual(LogScale(domain: 1, .infinity, range: 0, 1).ticks(), [])
    }

    func testHistogramOfExtremeValues() {
        let histogram = Histogram(values: [-1e308, 0, 1e308], bins: .auto)
        XCTAssertEqual(histogram.counts.reduce(0, +), 3)
        XCTAssertEqual(Histogram(values: [-1e308, 1e308], bins: .count(5)).counts.reduce(0, +), 2)
    }

    func testBandAxisWithValuesOffTheDomain() {
        let band = BandScale(domain: ["a"], range: 0, 10)
        XCTAssertTrue(band.position(.nan).isNaN)
        XCTAssertEqual(band.tickLabels([-1, 0, 5, .nan, 1e300], count: 1), ["", "a", "", "", ""])
    }
}
