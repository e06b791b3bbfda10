import SceneTesting
import XCTest

@testable import PlotCore

/// Box and violin plots: the numbers against matplotlib 3.10 and scipy 1.16 (numpy 2.3), the
/// boxes where the scales put them, and the x a box cannot group by refused.
///
/// The expected values were made by this Python, and written here as it printed them:
///
///     import numpy as np
///     from matplotlib import cbook
///     from scipy.stats import gaussian_kde
///     for v in groups.values():   # the `groups` below
///         s = cbook.boxplot_stats(np.array(v, dtype=float), whis=1.5)[0]
///         print(s['q1'], s['med'], s['q3'], s['whislo'], s['whishi'], list(s['fliers']))
///     kde = gaussian_kde(v); print(np.sqrt(kde.covariance[0, 0]), kde(points))
final class BoxPlotTests: XCTestCase {
    static let groups: [(label: String, values: [Double])] = [
        ("a", [1, 2, 3, 4, 5, 6, 7, 8, 9, 30]),
        ("b", [12.5, -40, 10, 11, 9.5, 13, 10.5, 55, 11.5]),
        ("c", [2, 2, 2]),
        ("d", [5]),
        ("e", [3.1, 4.7, 2.2, 8.9, 5.0, 4.4, 6.3, 3.8]),
    ]

    /// matplotlib's `cbook.boxplot_stats(values, whis=1.5)`: q1, med, q3, whislo, whishi, fliers.
    func testBoxesAreMatplotlibsBoxplotStats() throws {
        let expected: [String: (q1: Double, median: Double, q3: Double, low: Double, high: Double, out: [Double])] = [
            "a": (3.25, 5.5, 7.75, 1.0, 9.0, [30.0]),
            // The low flier before the high one, whatever their order in the data.
            "b": (10.0, 11.0, 12.5, 9.5, 13.0, [-40.0, 55.0]),
            "c": (2.0, 2.0, 2.0, 2.0, 2.0, []),
            "d": (5.0, 5.0, 5.0, 5.0, 5.0, []),
            "e": (3.625, 4.550000000000001, 5.325, 2.2, 6.3, [8.9]),
        ]
        for (label, values) in Self.groups {
            let box = try XCTUnwrap(BoxStatistics(values))
            let want = try XCTUnwrap(expected[label])
            XCTAssertEqual(
                [box.q1, box.median, box.q3, box.lowWhisker, box.highWhisker],
                [want.q1, want.median, want.q3, want.low, want.high],
                label)
            XCTAssertEqual(box.outliers, want.out, label)
            XCTAssertEqual(box.count, values.count)
        }
        XCTAssertNil(BoxStatistics([]))
    }

    /// A box plot's values grouped by category in the points' order, across the parts that
    /// are grouped on the cores at once (a long series), as pandas' `groupby(x, sort=True)`
    /// lists them (`dropna=True`): a row without its y or its x is left out, and an x that is no
    /// category's index has its own group in x's order.
    func testGroupedInThePointsOrder() throws {
        let count = 3 * Parallel.splitAbove + 7
        var xs = (0..<count).map { Double(($0 * 7919) % 13) }
        var ys = (0..<count).map { Double($0) }
        ys[5] = .nan
        xs[10] = 2.5
        xs[11] = -1
        xs[12] = 2.5
        xs[13] = .nan
        let (groups, values) = BoxMark.grouped(try PointSeries(xs: xs, ys: ys))
        var expected: [Double: [Double]] = [:]
        for (x, y) in zip(xs, ys) where y.isFinite && x.isFinite { expected[x, default: []].append(y) }
        XCTAssertEqual(groups.map(\.x), expected.keys.sorted())
        for (x, range) in groups { XCTAssertEqual(Array(values[range]), expected[x], "x = \(x)") }
        XCTAssertEqual(values.count, count - 2)
    }

    /// `Parallel.elementwise` is `map`, in order, for arrays split over the cores and for short ones.
    func testElementwiseIsMap() {
        for count in [0, 5, 3 * Parallel.splitAbove + 1] {
            let codes = (0..<count).map { Int32($0 % 17) - 1 }
            let map: (Int32) -> Double = { $0 < 0 ? .nan : Double($0) * 1.5 }
            XCTAssertEqual(
                Parallel.elementwise(codes, map).map(\.bitPattern), codes.map(map).map(\.bitPattern), "\(count)")
        }
    }

    /// numpy's linear percentile measures back from the upper value past half way:
    /// `np.percentile([1.9, 11.66, 11.29], 25)` is 6.595 (a + (b - a) t gives 6.594999999999999).
    func testQuartilesAreNumpysToTheLastDigit() {
        XCTAssertEqual(Aggregate.percentile(25, of: [1.9, 11.66, 11.29]), 6.595)
    }

    /// scipy's `gaussian_kde(values)`: Scott's bandwidth (n^(-1/5) times the standard deviation,
    /// ddof = 1) and the density at the least value, the median, 0 and one past the greatest.
    func testDensityIsScipysGaussianKDE() throws {
        let cases: [(label: String, bandwidth: Double, at: [Double], density: [Double])] = [
            (
                "a", 5.247451377886561, [1, 5.5, 0, 31],
                [0.04856424390793196, 0.06074298780289829, 0.04270825614548814, 0.007467822784479519]
            ),
            (
                "e", 1.3639981371431569, [2.2, 4.550000000000001, 0, 9.9],
                [0.10596040012504006, 0.1840794270154076, 0.013816578515471911, 0.029162921283387072]
            ),
            (
                "b", 15.355991852630487, [-40, 11, 0, 56],
                [0.002967832227831212, 0.020204529651326714, 0.015609546489230276, 0.0031704793863556067]
            ),
        ]
        for (label, bandwidth, points, densities) in cases {
            let values = try XCTUnwrap(Self.groups.first { $0.label == label }?.values)
            let kde = try XCTUnwrap(KernelDensity(values))
            XCTAssertEqual(kde.bandwidth, bandwidth, accuracy: bandwidth * 1e-13, label)
            for (y, density) in zip(points, densities) {
                XCTAssertEqual(kde.density(at: y), density, accuracy: density * 1e-12, "\(label) at \(y)")
            }
            // The grid: 100 points from 2 bandwidths below the least value to 2 above the greatest.
            let outline = kde.outline()
            XCTAssertEqual(outline.ys.count, 100)
            XCTAssertEqual(outline.ys.first ?? 0, (values.min() ?? 0) - 2 * bandwidth, accuracy: 1e-9)
            XCTAssertEqual(outline.ys.last ?? 0, (values.max() ?? 0) + 2 * bandwidth, accuracy: 1e-9)
        }
        // One value, or values all alike: no spread to estimate (scipy raises LinAlgError).
        XCTAssertNil(KernelDensity([5]))
        XCTAssertNil(KernelDensity([2, 2, 2]))
    }

    /// The groups as a long table: a category column and a number column.
    static var table: DataTable {
        var codes: [Int32] = []
        var values: [Double] = []
        for (index, group) in groups.enumerated() {
            codes += group.values.map { _ in Int32(index) }
            values += group.values
        }
        return DataTable(columns: [
            DataColumn(name: "group", values: .categories(codes: codes, labels: groups.map(\.label))),
            DataColumn(name: "value", values: .numbers(values)),
        ])
    }

    /// A box a category, picked without --x; the y axis holds every outlier; the note counts
    /// values and outliers.
    func testABoxPerCategoryAndTheNote() throws {
        let chart = try DataChart.from(table: Self.table, kind: .box)
        let marks = ChartMarks(chart)
        XCTAssertEqual(marks.boxes.map(\.x), [0, 1, 2, 3, 4])
        XCTAssertEqual(marks.boxes.map(\.box.median), [5.5, 11, 2, 5, 4.550000000000001])
        XCTAssertEqual(marks.yExtent, Interval(-40, 55))
        let note = DataChartPage(chart: chart, page: PageSpec(size: Size(800, 500))).note(
            DataChartLayout(chart: chart, style: ChartStyle(page: Size(800, 500))).layout(
                in: Rect(x: 0, y: 0, width: 800, height: 500), measurer: FixedTextMeasurer()))
        XCTAssertEqual(note, "31 rows · box · 31 values · 4 outliers beyond 1.5 IQR")
    }

    /// Two categories, two series: each box in its half of its band, its rectangle from q1 to
    /// q3, its outlier a marker at its value, on a y range given exactly (0 to 40).
    func testBoxesStandInTheirSlots() throws {
        let table = DataTable(columns: [
            DataColumn(name: "site", values: .categories(codes: [0, 0, 0, 0, 0, 1, 1, 1, 1], labels: ["X", "Y"])),
            DataColumn(name: "year", values: .categories(codes: [0, 0, 0, 0, 1, 0, 0, 1, 1], labels: ["p", "q"])),
            DataColumn(name: "value", values: .numbers([10, 12, 14, 35, 20, 8, 16, 4, 6])),
        ])
        var chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [2], groupBy: 1), kind: .box)
        chart.viewport = ViewportRequest(yRange: Interval(0, 40))
        chart.legend = .none
        let style = ChartStyle(page: Size(800, 500))
        let result = DataChartLayout(chart: chart, style: style).layout(
            in: Rect(x: 0, y: 0, width: 800, height: 500), measurer: FixedTextMeasurer())
        let plot = result.plotArea
        let band = BandScale.barDefaults(domain: ["X", "Y"], range: plot.minX, plot.maxX)
        func pageY(_ value: Double) -> Double { plot.maxY - value / 40 * plot.height }
        let boxes = SceneRecorder(result.items).fills.filter { $0.color.alpha == BoxMark.fillAlpha }
        // X·p: 10, 12, 14, 35 (q1 11.5, q3 19.25, 35 an outlier); Y·p: 8, 16; Y·q: 4, 6; X·q: 20
        // alone, a flat box (matplotlib's boxplot_stats of each).
        let expected: [(category: Int, slot: Int, q1: Double, q3: Double)] = [
            (0, 0, 11.5, 19.25), (1, 0, 10, 14), (0, 1, 20, 20), (1, 1, 4.5, 5.5),
        ]
        XCTAssertEqual(boxes.count, expected.count)
        for (fill, want) in zip(boxes, expected) {
            let rect = try XCTUnwrap(fill.path.bounds)
            let slot = band.bandwidth / 2
            let center = band.position(ofIndex: want.category) + (Double(want.slot) + 0.5) * slot
            XCTAssertEqual(rect.midX, center, accuracy: 1e-9)
            XCTAssertEqual(rect.width, slot * SeriesMarks.boxWidth, accuracy: 1e-9)
            XCTAssertEqual(rect.minY, pageY(want.q3), accuracy: 1e-9)
            XCTAssertEqual(rect.maxY, pageY(want.q1), accuracy: 1e-9)
        }
    }

    /// An outlier is drawn as a marker where its value is.
    func testAnOutlierIsAMarkerAtItsValue() throws {
        let table = DataTable(columns: [
            DataColumn(name: "g", values: .categories(codes: [0, 0, 0, 0, 0], labels: ["only"])),
            DataColumn(name: "v", values: .numbers([10, 11, 12, 13, 30])),
        ])
        var chart = try DataChart.from(table: table, kind: .box)
        chart.viewport = ViewportRequest(yRange: Interval(0, 40))
        let style = ChartStyle(page: Size(600, 400))
        let result = DataChartLayout(chart: chart, style: style).layout(
            in: Rect(x: 0, y: 0, width: 600, height: 400), measurer: FixedTextMeasurer())
        let plot = result.plotArea
        let markers = SceneRecorder(result.items).fills.filter { $0.color == style.lineColor }
        let marker = try XCTUnwrap(markers.last?.path.bounds)
        XCTAssertEqual(marker.midY, plot.maxY - 30.0 / 40 * plot.height, accuracy: 1e-6)
        XCTAssertEqual(marker.midX, plot.midX, accuracy: 1e-6)
    }

    /// Outliers that fall on one device pixel row are one marker, the last of them: on a plot
    /// of 0...40 a few hundred pixels high, 30, 30.001 and 30.002 lie within a fiftieth of a
    /// pixel, and 35 has a row of its own.
    func testOutliersOnOnePixelRowAreOneMarker() throws {
        let values = (0..<20).map { 10 + Double($0) / 10 } + [30, 30.001, 30.002, 35]
        let table = DataTable(columns: [
            DataColumn(name: "g", values: .categories(codes: values.map { _ in 0 }, labels: ["only"])),
            DataColumn(name: "v", values: .numbers(values)),
        ])
        var chart = try DataChart.from(table: table, kind: .box)
        chart.viewport = ViewportRequest(yRange: Interval(0, 40))
        XCTAssertEqual(ChartMarks(chart).boxes.first?.box.outliers, [30, 30.001, 30.002, 35])
        let style = ChartStyle(page: Size(600, 400))
        let result = DataChartLayout(chart: chart, style: style).layout(
            in: Rect(x: 0, y: 0, width: 600, height: 400), measurer: FixedTextMeasurer())
        let plot = result.plotArea
        let markers = try SceneRecorder(result.items).fills.filter { $0.color == style.lineColor }
            .map { try XCTUnwrap($0.path.bounds).midY }
        XCTAssertEqual(markers.count, 2, "30, 30.001 and 30.002 drawn once")
        XCTAssertEqual(markers[0], plot.maxY - 30.002 / 40 * plot.height, accuracy: 1e-6, "the last of the row")
        XCTAssertEqual(markers[1], plot.maxY - 35.0 / 40 * plot.height, accuracy: 1e-6)
    }

    /// A violin per category: widths a share of the widest, the widest filling its slot.
    func testViolinsShareOneScale() throws {
        let chart = try DataChart.from(table: Self.table, kind: .violin)
        let marks = ChartMarks(chart)
        let violins = marks.boxes.compactMap(\.violin)
        XCTAssertEqual(violins.count, 3, "a, b and e; c and d have no spread")
        XCTAssertEqual(violins.flatMap(\.widths).max(), 1)
        // The y axis holds the tails: 2 bandwidths past b's least and greatest values.
        XCTAssertEqual(marks.yExtent?.lower ?? 0, -40 - 2 * 15.355991852630487, accuracy: 1e-9)
    }

    /// Numbers or times as x, or no category column to pick: refused, saying what to give.
    func testAnXThatIsNotCategoriesIsRefused() {
        let table = DataTable(columns: [
            DataColumn(name: "year", values: .numbers([2020, 2020, 2021])),
            DataColumn(name: "value", values: .numbers([1, 2, 3])),
        ])
        XCTAssertThrowsError(try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [1]), kind: .box)) {
            XCTAssertEqual(
                "\($0)",
                "a box plot groups its values by a category x; x (year) holds numbers: give a category column as --x, or read this one as categories with --x-type category"
            )
        }
        XCTAssertThrowsError(try DataChart.from(table: table, kind: .violin)) {
            XCTAssertEqual(
                "\($0)",
                "a violin plot groups its values by a category x, and the table has no category column: give --x COLUMN (--x-type category reads numbers as categories)"
            )
        }
        let byHand = DataChart(kind: .box, series: [ChartSeries(name: "v", points: PointSeries())])
        XCTAssertThrowsError(try byHand.validate()) {
            XCTAssertEqual("\($0)", "a box plot groups its values by a category x, and x holds numbers")
        }
        XCTAssertTrue(ChartMarks(byHand).boxes.isEmpty, "drawn unvalidated, nothing rather than a trap")
    }
}
