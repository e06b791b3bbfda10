import XCTest

@testable import PlotCore

/// Expected values from d3-scale test/band-test.js.
final class BandScaleTests: XCTestCase {
    private func positions(_ s: BandScale) -> [Double] { s.domain.map { s($0)! } }

    // d3-scale test/band-test.js: "band(value) computes discrete bands in a continuous range"
    func testBands() {
        var s = BandScale(domain: ["foo", "bar"], range: 0, 960)
        XCTAssertEqual(s("foo"), 0)
        XCTAssertEqual(s("bar"), 480)
        s = BandScale(domain: ["a", "b", "c"], range: 0, 120)
        XCTAssertEqual(positions(s), [0, 40, 80])
        XCTAssertEqual(s.bandwidth, 40)
        s = BandScale(domain: ["a", "b", "c"], range: 0, 120, paddingInner: 0.2, paddingOuter: 0.2)
        XCTAssertEqual(positions(s), [7.5, 45, 82.5])
        XCTAssertEqual(s.bandwidth, 30)
    }

    // d3-scale test/band-test.js: "band(value) returns undefined for values outside the domain"
    func testUnknownCategory() {
        XCTAssertNil(BandScale(domain: ["a", "b", "c"], range: 0, 1)("d"))
    }

    // d3-scale test/band-test.js: "band.step() returns the distance between the starts of adjacent bands"
    // and "band.bandwidth() returns the width of the band"
    func testStepAndBandwidth() {
        func band(_ domain: [String], padding: Double = 0) -> BandScale {
            BandScale(domain: domain, range: 0, 960, paddingInner: padding, paddingOuter: padding)
        }
        XCTAssertEqual(band(["foo"]).step, 960)
        XCTAssertEqual(band(["foo", "bar"]).step, 480)
        XCTAssertEqual(band(["foo", "bar", "baz"]).step, 320)
        XCTAssertEqual(band(["foo"], padding: 0.5).step, 640)
        XCTAssertEqual(band(["foo", "bar"], padding: 0.5).step, 384)
        XCTAssertEqual(band([]).bandwidth, 960)
        XCTAssertEqual(band(["foo", "bar", "baz"]).bandwidth, 320)
        XCTAssertEqual(band([], padding: 0.5).bandwidth, 480)
        XCTAssertEqual(band(["foo"], padding: 0.5).bandwidth, 320)
        XCTAssertEqual(band(["foo", "bar"], padding: 0.5).bandwidth, 192)
    }

    // d3-scale test/band-test.js: "band.domain([]) computes reasonable band and step values" and
    // "band.domain([value]) computes a reasonable singleton band, even with padding"
    func testDegenerateDomains() {
        let empty = BandScale(domain: [], range: 0, 960, paddingInner: 1, paddingOuter: 1)
        XCTAssertEqual(empty.step, 960)
        XCTAssertEqual(empty.bandwidth, 0)
        let single = BandScale(domain: ["foo"], range: 0, 960, paddingInner: 0.5, paddingOuter: 0.5)
        XCTAssertEqual(single("foo"), 320)
        let full = BandScale(domain: ["foo"], range: 0, 960, paddingInner: 1, paddingOuter: 1)
        XCTAssertEqual(full("foo"), 480)
        XCTAssertEqual(full.step, 480)
        XCTAssertEqual(full.bandwidth, 0)
    }

    // d3-scale test/band-test.js: "band.domain(values) recomputes the bands" and
    // "band.round(true) computes discrete rounded bands in a continuous range"
    func testRounding() {
        var s = BandScale(domain: ["a", "b", "c"], range: 0, 100, round: true)
        XCTAssertEqual(positions(s), [1, 34, 67])
        XCTAssertEqual(s.bandwidth, 33)
        s = BandScale(domain: ["a", "b", "c", "d"], range: 0, 100, round: true)
        XCTAssertEqual(positions(s), [0, 25, 50, 75])
        XCTAssertEqual(s.bandwidth, 25)
        s = BandScale(domain: ["a", "b", "c"], range: 0, 100, paddingInner: 0.2, paddingOuter: 0.2, round: true)
        XCTAssertEqual(positions(s), [7, 38, 69])
        XCTAssertEqual(s.bandwidth, 25)
    }

    // d3-scale test/band-test.js: "band.range(values) can be descending", "band.paddingInner(p)
    // specifies the inner padding p", "band.paddingOuter(p) specifies the outer padding p"
    func testDescendingRangeAndPadding() {
        var s = BandScale(domain: ["a", "b", "c"], range: 120, 0)
        XCTAssertEqual(positions(s), [80, 40, 0])
        XCTAssertEqual(s.bandwidth, 40)
        s = BandScale(domain: ["a", "b", "c"], range: 120, 0, paddingInner: 0.2, paddingOuter: 0.2)
        XCTAssertEqual(positions(s), [82.5, 45, 7.5])
        s = BandScale(domain: ["a", "b", "c"], range: 120, 0, paddingInner: 0.1, round: true)
        XCTAssertEqual(positions(s), [83, 42, 1])
        XCTAssertEqual(s.bandwidth, 37)
        s.paddingInner = 0.2
        XCTAssertEqual(positions(s), [85, 43, 1])
        XCTAssertEqual(s.bandwidth, 34)
        s = BandScale(domain: ["a", "b", "c"], range: 120, 0, paddingInner: 0.2, paddingOuter: 0.1)
        XCTAssertEqual(positions(s), [84, 44, 4])
        XCTAssertEqual(s.bandwidth, 32)
        s.paddingOuter = 1
        XCTAssertEqual(positions(s), [75, 50, 25])
        XCTAssertEqual(s.bandwidth, 20)
    }

    // d3-scale test/band-test.js: "band.paddingInner(p) coerces p to a number <= 1"
    func testPaddingInnerIsAtMostOne() {
        var s = BandScale(domain: ["a"], range: 0, 1, paddingInner: 2)
        XCTAssertEqual(s.paddingInner, 1)
        s.paddingInner = -1
        XCTAssertEqual(s.paddingInner, -1)
    }

    /// Vega-Lite's bar defaults (paddingInner 0.1, paddingOuter 0.05) make the range exactly
    /// categories x step.
    func testBarDefaultsFillWholeSteps() {
        let s = BandScale.barDefaults(domain: ["a", "b", "c", "d"], range: 0, 400)
        XCTAssertEqual(s.step, 100, accuracy: 1e-9)
        XCTAssertEqual(s.bandwidth, 90, accuracy: 1e-9)
        XCTAssertEqual(s("a")!, 5, accuracy: 1e-9)
        XCTAssertEqual(s.center("d")!, 350, accuracy: 1e-9)
    }
}
