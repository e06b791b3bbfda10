import XCTest

@testable import PlotCore

/// Expected values are d3-array's `ticks` and d3-scale's `nice` for the same arguments.
final class TicksTests: XCTestCase {
    func testTicksMatchD3() {
        let table: [(Double, Double, Int, [Double])] = [
            (0, 1, 10, [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]),
            (0, 1, 9, [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]),
            (0, 1, 7, [0, 0.2, 0.4, 0.6, 0.8, 1]),
            (0, 1, 4, [0, 0.2, 0.4, 0.6, 0.8, 1]),
            (0, 1, 3, [0, 0.5, 1]),
            (0, 1, 2, [0, 0.5, 1]),
            (0, 1, 1, [0, 1]),
            (0, 10, 10, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
            (0, 10, 5, [0, 2, 4, 6, 8, 10]),
            (0, 10, 3, [0, 5, 10]),
            (0, 10, 1, [0, 10]),
            (-10, 10, 10, [-10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10]),
            (-10, 10, 5, [-10, -5, 0, 5, 10]),
            (-10, 10, 3, [-10, -5, 0, 5, 10]),
            (-10, 10, 2, [-10, 0, 10]),
            (-10, 10, 1, [0]),
            (-87.3, -12.1, 5, [-80, -60, -40, -20]),
            (1_000_000, 5_000_000, 4, [1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000]),
            (0.0001, 0.0005, 4, [0.0001, 0.0002, 0.0003, 0.0004, 0.0005]),
        ]
        for (start, stop, count, expected) in table {
            XCTAssertEqual(
                Ticks.values(from: start, to: stop, count: count), expected, "ticks(\(start), \(stop), \(count))")
        }
    }

    func testTicksAreExactDecimalsWithoutFloatingNoise() {
        let ticks = Ticks.values(from: 0, to: 0.3, count: 3)
        XCTAssertEqual(ticks, [0, 0.1, 0.2, 0.3])
        XCTAssertEqual(ticks[3], 0.3)  // 3 / 10, not 3 * 0.1 = 0.30000000000000004
    }

    func testDegenerateInputs() {
        XCTAssertEqual(Ticks.values(from: 5, to: 5, count: 10), [5])
        XCTAssertEqual(Ticks.values(from: 0, to: 1, count: 0), [])
        XCTAssertEqual(Ticks.values(from: .nan, to: 1, count: 10), [])
        XCTAssertEqual(Ticks.values(from: 10, to: 0, count: 5), [0, 2, 4, 6, 8, 10])
    }

    func testNiceMatchesD3() {
        let table: [(Interval, Int, Interval)] = [
            (Interval(0, 0.96), 10, Interval(0, 1)),
            (Interval(0, 96), 10, Interval(0, 100)),
            (Interval(12, 87), 5, Interval(0, 100)),
            (Interval(12, 87), 10, Interval(10, 90)),
            (Interval(12, 87), 100, Interval(12, 87)),
            (Interval(1.1, 10.9), 10, Interval(1, 11)),
            (Interval(0.7, 11.001), 10, Interval(0, 12)),
            (Interval(-0.1, 0.96), 10, Interval(-0.1, 1)),
        ]
        for (domain, count, expected) in table {
            XCTAssertEqual(Ticks.nice(domain, count: count), expected, "nice(\(domain), \(count))")
        }
    }

    func testDecimalsAreTheFewestThatTellTicksApart() {
        XCTAssertEqual(Ticks.decimals(from: 0, to: 1, count: 10), 1)
        XCTAssertEqual(Ticks.decimals(from: 0, to: 100, count: 10), 0)
        XCTAssertEqual(Ticks.decimals(from: 0, to: 10, count: 1), 0)
        XCTAssertEqual(Ticks.decimals(from: 0, to: 0.01, count: 10), 3)
        XCTAssertEqual(Ticks.decimals(from: 0, to: 1, count: 3), 1)
    }
}

final class TickLabelFormatTests: XCTestCase {
    func testLabels() {
        let oneDecimal = TickLabelFormat(decimals: 1)
        XCTAssertEqual(oneDecimal.string(for: 0.30000000000000004), "0.3")
        XCTAssertEqual(oneDecimal.string(for: -2.5), "−2.5")
        XCTAssertEqual(oneDecimal.string(for: -0.0), "0.0")
        XCTAssertEqual(oneDecimal.string(for: -0.01), "0.0")
        let whole = TickLabelFormat(decimals: 0)
        XCTAssertEqual(whole.string(for: 1000), "1,000")
        XCTAssertEqual(whole.strings(for: [2024]), ["2024"], "a year")
        XCTAssertEqual(whole.string(for: 12_000), "12,000")
        XCTAssertEqual(whole.string(for: -1_234_567), "−1,234,567")
        XCTAssertEqual(whole.string(for: 2e15), "2e15")
    }

    func testLabelsOfD3TicksAreDistinct() {
        for (start, stop) in [(0.0, 1.0), (-0.003, 0.002), (99.5, 100.5), (1e6, 1.000001e6)] {
            let format = TickLabelFormat(from: start, to: stop, count: 10)
            let labels = Ticks.values(from: start, to: stop, count: 10).map(format.string(for:))
            XCTAssertEqual(Set(labels).count, labels.count, "labels for \(start)...\(stop): \(labels)")
        }
    }

    /// Every axis groups its labels from 1,000 up, as d3-format's "," (a linear axis's 3,000
    /// beside a log axis's 1,000: issue 24 found "3000" beside "1,000"); an axis of years stays
    /// "2024".
    func testAnAxisGroupsItsLabelsAlike() {
        let format = TickLabelFormat(decimals: 0)
        XCTAssertEqual(format.strings(for: [0, 1000, 2000, 3000]), ["0", "1,000", "2,000", "3,000"])
        XCTAssertEqual([10, 100, 1000].map(LogTickFormat.label), ["10", "100", "1,000"])
        // Years ticked by halves stay years; prices of 1,200 to 2,800 are not years.
        XCTAssertEqual(
            TickLabelFormat(decimals: 1).strings(for: [2007, 2007.5, 2008, 2008.5, 2009]),
            ["2007.0", "2007.5", "2008.0", "2008.5", "2009.0"])
        XCTAssertEqual(format.strings(for: [1200, 2000, 2800]), ["1,200", "2,000", "2,800"])
        XCTAssertEqual(format.strings(for: [8000, 9000, 10_000, 11_000]), ["8,000", "9,000", "10,000", "11,000"])
        XCTAssertEqual(format.strings(for: [2000, 2010, 2020]), ["2000", "2010", "2020"])
        XCTAssertEqual(format.strings(for: [-20_000, 0, 500]), ["−20,000", "0", "500"])
    }
}
