import XCTest

@testable import PlotCore

/// Expected values from d3-shape test/pie-test.js (d3's `index` is the place around the pie).
final class PieTests: XCTestCase {
    private func assertSlices(
        _ slices: [PieSlice], _ expected: [(value: Double, index: Int, start: Double, end: Double, pad: Double)],
        line: UInt = #line
    ) {
        XCTAssertEqual(slices.count, expected.count, line: line)
        for (slice, e) in zip(slices, expected) {
            XCTAssertTrue(slice.value == e.value || slice.value.isNaN && e.value.isNaN, line: line)
            XCTAssertEqual(slice.index, e.index, line: line)
            XCTAssertEqual(slice.startAngle, e.start, accuracy: 1e-15, line: line)
            XCTAssertEqual(slice.endAngle, e.end, accuracy: 1e-15, line: line)
            XCTAssertEqual(slice.padAngle, e.pad, line: line)
        }
    }

    // d3-shape test/pie-test.js: "pie(data) returns arcs in input order"
    func testSlicesInInputOrderLargestFirst() {
        let slices = Pie().slices([1, 3, 2])
        assertSlices(
            slices,
            [
                (1, 2, 5.235987755982988, 6.283185307179585, 0), (3, 0, 0, 3.141592653589793, 0),
                (2, 1, 3.141592653589793, 5.235987755982988, 0),
            ])
        XCTAssertEqual(slices.map(\.inputIndex), [0, 1, 2])
    }

    // d3-shape test/pie-test.js: "pie(data) treats negative values as zero", "... treats NaN values
    // as zero", "... puts everything at the startAngle when the sum is zero"
    func testNonPositiveValuesGetNoAngle() {
        assertSlices(
            Pie().slices([1, 0, -1]),
            [
                (1, 0, 0, 6.283185307179586, 0), (0, 1, 6.283185307179586, 6.283185307179586, 0),
                (-1, 2, 6.283185307179586, 6.283185307179586, 0),
            ])
        assertSlices(
            Pie().slices([1, .nan, .nan]),
            [
                (1, 0, 0, 6.283185307179586, 0), (.nan, 1, 6.283185307179586, 6.283185307179586, 0),
                (.nan, 2, 6.283185307179586, 6.283185307179586, 0),
            ])
        assertSlices(Pie().slices([0, 0]), [(0, 0, 0, 0, 0), (0, 1, 0, 0, 0)])
        assertSlices(Pie(startAngle: 1).slices([0, 0]), [(0, 0, 1, 1, 0), (0, 1, 1, 1, 0)])
    }

    // d3-shape test/pie-test.js: "pie(data) restricts |endAngle - startAngle| to τ"
    func testSpanIsAtMostOneTurn() {
        assertSlices(
            Pie(startAngle: 0, endAngle: 7).slices([1, 2]),
            [(1, 1, 4.1887902047863905, 6.2831853071795860, 0), (2, 0, 0, 4.1887902047863905, 0)])
        assertSlices(
            Pie(startAngle: 7, endAngle: 0).slices([1, 2]),
            [(1, 1, 2.8112097952136095, 0.7168146928204142, 0), (2, 0, 7, 2.8112097952136095, 0)])
        assertSlices(
            Pie(startAngle: 8, endAngle: 1).slices([1, 2]),
            [(1, 1, 3.8112097952136095, 1.7168146928204142, 0), (2, 0, 8, 3.8112097952136095, 0)])
    }

    // d3-shape test/pie-test.js: "pie().startAngle(θ)(data) observes the specified start angle",
    // "pie().endAngle(θ)(data) ...", "pie().padAngle(δ)(data) observes the specified pad angle"
    func testAnglesAndPadding() {
        assertSlices(
            Pie(startAngle: .pi).slices([1, 2, 3]),
            [
                (1, 2, 5.759586531581287, 6.283185307179586, 0), (2, 1, 4.712388980384690, 5.759586531581287, 0),
                (3, 0, 3.141592653589793, 4.712388980384690, 0),
            ])
        assertSlices(
            Pie(endAngle: .pi).slices([1, 2, 3]),
            [
                (1, 2, 2.6179938779914940, 3.1415926535897927, 0), (2, 1, 1.5707963267948966, 2.6179938779914940, 0),
                (3, 0, 0, 1.5707963267948966, 0),
            ])
        assertSlices(
            Pie(padAngle: 0.1).slices([1, 2, 3]),
            [
                (1, 2, 5.1859877559829880, 6.2831853071795850, 0.1),
                (2, 1, 3.0915926535897933, 5.1859877559829880, 0.1),
                (3, 0, 0, 3.0915926535897933, 0.1),
            ])
    }

    /// d3-shape src/pie.js with `sortValues(null)` (no test in d3's file): slices go around in
    /// input order; [3, 1, 2] of 6 take a half, a sixth and a third of the turn.
    func testUnsortedKeepsInputOrderAround() {
        let slices = Pie(sortsByValue: false).slices([3, 1, 2])
        XCTAssertEqual(slices.map(\.index), [0, 1, 2])
        for (angle, expected) in zip(slices.map(\.startAngle), [0, Double.pi, Double.pi + Double.pi / 3]) {
            XCTAssertEqual(angle, expected, accuracy: 1e-15)
        }
        XCTAssertEqual(slices[2].endAngle, 2 * .pi, accuracy: 1e-15)
    }
}
