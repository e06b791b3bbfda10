import XCTest

@testable import PlotCore

/// Expected edges and counts printed by numpy 2.4.6 for the same arrays:
/// `np.histogram(np.array(values), bins=...)` (its edges equal `np.histogram_bin_edges`).
final class HistogramTests: XCTestCase {
    private func assertHistogram(
        _ values: [Double], _ bins: Histogram.Bins, edges: [Double], counts: [Int], line: UInt = #line
    ) {
        let histogram = Histogram(values: values, bins: bins)
        XCTAssertEqual(histogram.edges, edges, line: line)
        XCTAssertEqual(histogram.counts, counts, line: line)
    }

    // np.histogram(np.array([1, 2, 2, 3, 3, 3, 4, 4, 5, 9.5]), bins="auto"): Sturges' width wins
    func testAutoPicksSturgesForFewValues() {
        assertHistogram(
            [1, 2, 2, 3, 3, 3, 4, 4, 5, 9.5], .auto,
            edges: [1.0, 2.416666666666667, 3.8333333333333335, 5.25, 6.666666666666667, 8.083333333333334, 9.5],
            counts: [3, 3, 3, 0, 0, 1])
    }

    // np.histogram(np.array([5.0] * 20 + [1.0, 9.0]), bins="auto"): an IQR of 0, so numpy 2.3+
    // uses half the square-root rule's width (numpy before 2.3 fell back to Sturges: 6 bins)
    func testAutoWithZeroInterquartileRange() {
        assertHistogram(
            [Double](repeating: 5, count: 20) + [1, 9], .auto,
            edges: [1.0, 1.8, 2.6, 3.4000000000000004, 4.2, 5.0, 5.800000000000001, 6.6000000000000005, 7.4, 8.2, 9.0],
            counts: [1, 0, 0, 0, 0, 20, 0, 0, 0, 1])
    }

    // np.histogram(np.round(np.random.default_rng(7).normal(10, 3, 60), 3), bins="auto"): the
    // Freedman-Diaconis width wins
    func testAutoPicksFreedmanDiaconisForSpreadValues() {
        let values: [Double] = [
            10.004, 10.896, 9.178, 7.328, 8.636, 7.025, 10.18, 14.021, 8.523, 8.139, 11.47, 11.071, 10.316, 7.209,
            9.912, 12.086, 5.967, 8.627, 4.296, 6.131, 4.475, 9.295, 6.198, 10.814, 10.47, 9.439, 2.45, 8.384, 9.854,
            10.34, 5.41, 8.567, 7.064, 7.573, 13.183, 7.577, 9.902, 12.653, 8.249, 9.665, 10.331, 10.191, 6.325, 10.228,
            14.076, 5.359, 12.578, 10.358, 8.076, 16.001, 12.287, 6.402, 10.224, 11.73, 9.434, 12.049, 9.8, 12.002,
            14.316, 7.973,
        ]
        assertHistogram(
            values, .auto,
            edges: [
                2.45, 3.955666666666667, 5.461333333333334, 6.967000000000001, 8.472666666666669, 9.978333333333335,
                11.484000000000002, 12.989666666666668, 14.495333333333335, 16.001,
            ],
            counts: [1, 4, 5, 11, 13, 14, 7, 4, 1])
    }

    // np.histogram(np.array([0.1, 0.2, 0.2, 0.3, 0.5, 0.8, 1.3, ... 676.5]), bins="auto")
    func testAutoOnSkewedValues() {
        let values: [Double] = [
            0.1, 0.2, 0.2, 0.3, 0.5, 0.8, 1.3, 2.1, 3.4, 5.5, 8.9, 14.4, 23.3, 37.7, 61.0, 98.7, 159.7, 258.4, 418.1,
            676.5,
        ]
        assertHistogram(
            values, .auto,
            edges: [
                0.1, 75.25555555555555, 150.4111111111111, 225.56666666666663, 300.72222222222223, 375.8777777777778,
                451.0333333333333, 526.1888888888889, 601.3444444444444, 676.5,
            ],
            counts: [15, 1, 1, 1, 0, 1, 0, 0, 1])
    }

    // np.histogram(np.array([4.0, 4.0, 4.0]), bins="auto"): one value widens to ±0.5
    func testConstantValues() {
        assertHistogram([4, 4, 4], .auto, edges: [3.5, 4.5], counts: [3])
    }

    // np.histogram(np.array([1, 2, 2, 3, 3, 3, 4, 4, 5, 9.5]), bins=4)
    func testExplicitBinCount() {
        assertHistogram(
            [1, 2, 2, 3, 3, 3, 4, 4, 5, 9.5], .count(4), edges: [1.0, 3.125, 5.25, 7.375, 9.5], counts: [6, 3, 0, 1])
    }

    // np.histogram(np.array([0.0, 0.1, 0.2, 0.30000000000000004, 0.3, 1.0]), bins=10): a value
    // an ulp below an edge stays in the bin below, the last bin keeps its right edge
    func testValuesOnEdges() {
        assertHistogram(
            [0.0, 0.1, 0.2, 0.30000000000000004, 0.3, 1.0], .count(10),
            edges: [
                0.0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8, 0.9, 1.0,
            ],
            counts: [1, 1, 2, 1, 0, 0, 0, 0, 0, 1])
    }

    func testGapsAreLeftOut() {
        let histogram = Histogram(values: [1, .nan, 2, .infinity, 3], bins: .count(2))
        XCTAssertEqual(histogram.edges, [1, 2, 3])
        XCTAssertEqual(histogram.counts, [1, 2])
        XCTAssertEqual(Histogram(values: [], bins: .auto).counts, [0])
    }
}

final class HistogramPercentileTests: XCTestCase {
    /// Selecting order statistics must give what sorting gives, ties and all.
    func testSelectionAgreesWithSorting() {
        var generator = SystemRandomNumberGenerator()
        for size in [1, 2, 3, 10, 1001, 20_000] {
            for tieLevels in [2, 50, 1_000_000] {
                let values = (0..<size).map { _ in Double(Int.random(in: 0..<tieLevels, using: &generator)) / 7 }
                let sorted = values.sorted()
                var scratch = values
                let quantiles = [0.0, 0.25, 0.5, 0.75, 1.0]
                let selected = Histogram.percentiles(&scratch, quantiles)
                for (quantile, value) in zip(quantiles, selected) {
                    let position = quantile * Double(size - 1)
                    let lower = sorted[Int(position.rounded(.down))]
                    let upper = sorted[min(size - 1, Int(position.rounded(.down)) + 1)]
                    XCTAssertGreaterThanOrEqual(value, lower, "size \(size), q \(quantile)")
                    XCTAssertLessThanOrEqual(value, upper, "size \(size), q \(quantile)")
                }
                XCTAssertEqual(selected.first, sorted.first)
                XCTAssertEqual(selected.last, sorted.last)
            }
        }
    }
}
