import SceneTesting
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
        for size in [1, 2, 3, 10, 1001, 20_000, 100_001] {
            for tieLevels in [2, 50, 1_000_000] {
                let values = (0..<size).map { _ in Double(Int.random(in: 0..<tieLevels, using: &generator)) / 7 }
                let sorted = values.sorted()
                var scratch = values
                let quantiles = [0.0, 0.1, 0.25, 0.33, 0.5, 0.75, 0.9, 0.99, 1.0]
                let selected = Histogram.percentiles(&scratch, quantiles)
                for (quantile, value) in zip(quantiles, selected) {
                    // numpy's "linear" method on the sorted values: the two order statistics
                    // around _compute_virtual_index (alpha = beta = 1), written as numpy
                    // writes it so that the rounding is numpy's to the bit, and _lerp from
                    // the nearer one.
                    let position = Double(size) * quantile + (1 + quantile * (1 - 1 - 1)) - 1
                    let lower = sorted[Int(position.rounded(.down))]
                    let upper = sorted[min(size - 1, Int(position.rounded(.down)) + 1)]
                    let t = position - position.rounded(.down)
                    let expected = t >= 0.5 ? upper - (upper - lower) * (1 - t) : lower + (upper - lower) * t
                    XCTAssertEqual(value, expected, "size \(size), q \(quantile)")
                }
                XCTAssertEqual(scratch.sorted(), sorted, "the values are only moved")
                XCTAssertEqual(selected.first, sorted.first)
                XCTAssertEqual(selected.last, sorted.last)
            }
        }
    }
}

/// `--kind histogram --log-x`: bins equal in log10 (a numpy user's `bins=np.logspace(...)` with
/// `plt.xscale("log")`). Expected counts and edges printed by numpy 2.4.6 for the same arrays:
/// `c, e = np.histogram(np.log10(np.array(values)), bins=...)`, the edges in x as
/// `[math.pow(10, x) for x in e]` (C's pow, as Swift's; numpy's vectorised `10 ** e` may differ
/// in the last place: 93.21697517861573 for 93.21697517861574), but for the two outer ones,
/// which are the data's own ends (the power gives 676.4999999999999 for 676.5).
final class LogHistogramTests: XCTestCase {
    /// The skewed values of `HistogramTests.testAutoOnSkewedValues`: linear bins put 15 of 20 in
    /// the first; bins in log10 spread them.
    let skewed: [Double] = [
        0.1, 0.2, 0.2, 0.3, 0.5, 0.8, 1.3, 2.1, 3.4, 5.5, 8.9, 14.4, 23.3, 37.7, 61.0, 98.7, 159.7, 258.4, 418.1, 676.5,
    ]

    private func bars(_ values: [Double], _ bins: Histogram.Bins) throws -> [ChartMarks.Bar] {
        let table = DataTable(columns: [DataColumn(name: "v", values: .numbers(values))])
        var chart = try DataChart.from(table: table, kind: .histogram, logX: true)
        chart.bins = bins
        return ChartMarks(chart).bars
    }

    private func assertBins(
        _ bars: [ChartMarks.Bar], edges: [Double], counts: [Int], line: UInt = #line
    ) {
        XCTAssertEqual(bars.map { Int($0.y1) }, counts, line: line)
        XCTAssertEqual(bars.map(\.left) + [bars.last?.right ?? .nan], edges, line: line)
        XCTAssertEqual(bars.dropFirst().map(\.left), bars.dropLast().map(\.right), "bars meet", line: line)
    }

    // np.histogram(np.log10(v), bins="auto"): the auto rule over log10 of the values
    func testAutoBinsInLogSpace() throws {
        assertBins(
            try bars(skewed, .auto),
            edges: [
                0.1, 0.4348885433563676, 1.8912804514262322, 8.224962005991278, 35.769417459470134, 155.55709855654786,
                676.5,
            ],
            counts: [4, 3, 3, 3, 3, 4])
    }

    // np.histogram(np.log10(v), bins=4)
    func testABinCountInLogSpace() throws {
        assertBins(
            try bars(skewed, .count(4)),
            edges: [0.1, 0.9069157626809269, 8.224962005991273, 74.5934769068522, 676.5], counts: [6, 4, 5, 5])
    }

    /// One value is widened half a decade each way, as numpy widens it by 0.5 in log10.
    func testOneValueIsABinAboutIt() throws {
        let bars = try bars([20, 20, 20], .auto)
        XCTAssertEqual(bars.map { Int($0.y1) }, [3])
        XCTAssertEqual(bars[0].left, pow(10, log10(20) - 0.5))
        XCTAssertEqual(bars[0].right, pow(10, log10(20) + 0.5))
        XCTAssertEqual(bars[0].x, 20, accuracy: 1e-12, "standing at its geometric middle")
    }

    /// A value at or below 0 has no place on a log axis: named, or its row left out and counted.
    func testAValueAtOrBelowZeroIsNamedOrSkipped() throws {
        let table = DataTable(columns: [DataColumn(name: "income", values: .numbers([300, 0, 5000, -2, 80_000]))])
        XCTAssertThrowsError(try DataChart.from(table: table, kind: .histogram, logX: true)) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description, "row 2, column \"income\": 0 is not above 0 (log axis)")
        }
        var chart = try DataChart.from(table: table, kind: .histogram, logX: true, skipBadRows: true)
        XCTAssertEqual(chart.skippedRows, 2)
        chart.bins = .count(2)
        XCTAssertEqual(ChartMarks(chart).bars.map { Int($0.y1) }, [1, 2])
    }

    /// Groups share one set of log bins (np.histogram of all the values' log10, bins=3, then of
    /// each group's with those edges: [5, 5, 2] and [3, 3, 3]) and stand side by side in each
    /// bin, every bar as wide as the others on the page: the slots split a bin on the page,
    /// not in x's units.
    func testGroupsShareLogBinsAndStandEvenlySideBySide() throws {
        let (fibonacci, tens): ([Double], [Double]) = (
            [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233], [4, 6, 9, 40, 60, 90, 400, 600, 900]
        )
        let table = DataTable(columns: [
            DataColumn(name: "v", values: .numbers(fibonacci + tens)),
            DataColumn(
                name: "who",
                values: .categories(
                    codes: [Int32](repeating: 0, count: fibonacci.count) + [Int32](repeating: 1, count: tens.count),
                    labels: ["fibonacci", "tens"])),
        ])
        var chart = try DataChart.from(
            table: table, columns: ChartColumns(x: 0, groupBy: 1), kind: .histogram, logX: true)
        chart.bins = .count(3)
        let bars = ChartMarks(chart).bars
        XCTAssertEqual(bars.filter { $0.series == 0 }.map { Int($0.y1) }, [5, 5, 2])
        XCTAssertEqual(bars.filter { $0.series == 1 }.map { Int($0.y1) }, [3, 3, 3])
        let edges = bars.filter { $0.series == 0 }.map(\.left) + [900]
        XCTAssertEqual(edges, [1, 9.654893846056297, 93.21697517861574, 900])

        let style = ChartStyle(page: Size(900, 500))
        let result = DataChartLayout(chart: chart, style: style).layout(
            in: Rect(x: 0, y: 0, width: 900, height: 500), measurer: FixedTextMeasurer())
        let drawn = SceneRecorder(result.items).filledRectangles(style.palette).filter { rect in
            result.plotArea.contains(Point(rect.midX, rect.midY))
                && !(result.legendFrame?.contains(Point(rect.midX, rect.midY)) ?? false)
        }
        XCTAssertEqual(drawn.count, 6)
        let widths = drawn.map(\.width)
        XCTAssertEqual(widths.max()! - widths.min()!, 0, accuracy: 1e-9, "\(widths)")
        // The axis is the bins' edges: the first bar starts at the plot's left, the last ends at its right.
        XCTAssertEqual(drawn.map(\.minX).min()!, result.plotArea.minX, accuracy: 1)
        XCTAssertEqual(drawn.map(\.maxX).max()!, result.plotArea.maxX, accuracy: 1)
    }
}
