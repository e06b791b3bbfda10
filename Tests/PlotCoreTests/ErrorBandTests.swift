import SceneTesting
import XCTest

@testable import PlotCore

/// Error bars and bands: Student's t against scipy 1.16, the intervals of a group's rows
/// against pandas 2.3's `groupby`, and where the band and the whiskers are drawn, read back
/// from the scene. The expected values were printed by this Python and written here as printed:
///
///     import pandas as pd, scipy.stats as st
///     st.t.ppf(0.975, df); st.t.ppf(0.9, 3); st.t.ppf(0.05, 7); st.t.cdf(1.5, 4)
///     d = pd.DataFrame({'x': [1, 1, 1, 2, 2, 2, 2, 3], 'y': [2.0, 4.5, 3.1, 10, 12.5, 11, 9.25, 7]})
///     g = d.groupby('x')['y']; g.mean(), g.std(), g.sem()
///     g.mean() -/+ st.t.ppf(0.975, g.count() - 1) * g.sem()
final class ErrorBandTests: XCTestCase {
    static let xs: [Double] = [1, 1, 1, 2, 2, 2, 2, 3]
    static let ys: [Double] = [2.0, 4.5, 3.1, 10, 12.5, 11, 9.25, 7]

    /// `scipy.stats.t.ppf(0.975, df)` for the degrees of freedom of groups of 2 to 101 rows.
    func testStudentsTIsScipys() {
        let expected: [(Double, Double)] = [
            (1, 12.706204736174694), (2, 4.302652729749462), (3, 3.1824463052837078), (4, 2.7764451051977934),
            (5, 2.5705818356363146), (9, 2.262157162798205), (29, 2.045229642132703), (100, 1.9839715185235518),
        ]
        for (degrees, t) in expected {
            XCTAssertEqual(StudentT.quantile(0.975, degrees: degrees), t, accuracy: t * 1e-12, "df \(degrees)")
        }
        XCTAssertEqual(StudentT.quantile(0.9, degrees: 3), 1.637744353696209, accuracy: 1e-12)
        XCTAssertEqual(StudentT.quantile(0.05, degrees: 7), -1.8945786050900066, accuracy: 1e-12)
        XCTAssertEqual(StudentT.cdf(1.5, degrees: 4), 0.896, accuracy: 1e-14)
        XCTAssertTrue(StudentT.quantile(1, degrees: 3).isNaN)
    }

    func chart(_ kind: ChartKind, _ band: ErrorBand) -> DataChart {
        var points = PointSeries()
        for (x, y) in zip(Self.xs, Self.ys) { points.append(x: x, y: y) }
        var chart = DataChart(kind: kind, series: [ChartSeries(name: "y", points: points)])
        chart.aggregate = .mean
        chart.addBands(band, rows: chart.series.map(\.points))
        return chart
    }

    /// pandas' `groupby('x').mean()`, `.std()` (ddof 1), `.sem()` and the t interval; x = 3 is
    /// one row: no interval, and the note says so.
    func testIntervalsArePandasGroupby() throws {
        let sd = chart(.line, .sd)
        XCTAssertEqual(sd.series[0].points.ys, [3.1999999999999997, 10.6875, 7.0])
        let cases: [(ErrorBand, [Double], [Double])] = [
            (.sd, [1.2529964086141667, 1.4049762750072803], []),
            (.se, [0.7234178138070235, 0.7024881375036401], []),
        ]
        let means = [3.1999999999999997, 10.6875]
        for (band, halves, _) in cases {
            let intervals = try XCTUnwrap(chart(.line, band).intervals.first)
            XCTAssertEqual(intervals.xs, [1, 2])
            for index in 0..<2 {
                XCTAssertEqual(intervals.lowers[index], means[index] - halves[index], accuracy: 1e-12, "\(band)")
                XCTAssertEqual(intervals.uppers[index], means[index] + halves[index], accuracy: 1e-12, "\(band)")
            }
        }
        let ci = try XCTUnwrap(chart(.bar, .ci95).intervals.first)
        for (got, want) in zip(
            ci.lowers + ci.uppers, [0.08738436867382182, 8.451869222295908, 6.312615631326178, 12.923130777704092])
        {
            XCTAssertEqual(got, want, accuracy: 1e-12)
        }
        let minmax = try XCTUnwrap(chart(.scatter, .minmax).intervals.first)
        XCTAssertEqual(minmax.lowers, [2, 9.25])
        XCTAssertEqual(minmax.uppers, [4.5, 12.5])
        XCTAssertEqual(
            sd.noteTexts,
            ["5 rows of the same x averaged", "band: mean ± 1 standard deviation · 1 group of one row without one"])
        XCTAssertEqual(
            chart(.bar, .ci95).noteTexts, ["band: 95% CI of the mean, Student's t · 1 group of one row without one"])
    }

    func layout(_ chart: DataChart) -> (DataChartLayout.Result, SceneRecorder, ChartStyle) {
        var chart = chart
        chart.viewport = ViewportRequest(xRange: Interval(0, 4), yRange: Interval(0, 20))
        chart.legend = .none
        let style = ChartStyle(page: Size(800, 500))
        let result = DataChartLayout(chart: chart, style: style).layout(
            in: Rect(x: 0, y: 0, width: 800, height: 500), measurer: FixedTextMeasurer())
        return (result, SceneRecorder(result.items), style)
    }

    /// A line's band is a fill of its colour at `bandAlpha` from the first interval's x to the
    /// last, from the lowest lower end to the highest upper one.
    func testALinesBandSpansItsIntervals() throws {
        let chart = chart(.line, .minmax)
        let (result, recorded, style) = layout(chart)
        let plot = result.plotArea
        func pageX(_ value: Double) -> Double { plot.minX + value / 4 * plot.width }
        func pageY(_ value: Double) -> Double { plot.maxY - value / 20 * plot.height }
        let bands = recorded.fills.filter { $0.color.alpha == SeriesMarks.bandAlpha }
        XCTAssertEqual(bands.count, 1)
        let bounds = try XCTUnwrap(bands.first?.path.bounds)
        XCTAssertEqual(bands.first?.color.red, style.lineColor.red)
        XCTAssertEqual(bounds.minX, pageX(1), accuracy: 1e-9)
        XCTAssertEqual(bounds.maxX, pageX(2), accuracy: 1e-9)
        XCTAssertEqual(bounds.minY, pageY(12.5), accuracy: 1e-9)
        XCTAssertEqual(bounds.maxY, pageY(2), accuracy: 1e-9)
    }

    /// A scatter's whiskers stand at their x, from the lower end to the upper, capped.
    func testAScattersWhiskersStandAtTheirPoints() throws {
        let (result, recorded, style) = layout(chart(.scatter, .minmax))
        let plot = result.plotArea
        func pageY(_ value: Double) -> Double { plot.maxY - value / 20 * plot.height }
        let whiskers = recorded.strokes.filter { $0.color == style.lineColor && $0.lineWidth == style.lineWidth / 2 }
        let bounds = try XCTUnwrap(whiskers.first?.path.bounds)
        XCTAssertEqual(whiskers.count, 1)
        XCTAssertEqual(bounds.minX, plot.minX + 1.0 / 4 * plot.width - style.markerRadius, accuracy: 1e-9)
        XCTAssertEqual(bounds.maxX, plot.minX + 2.0 / 4 * plot.width + style.markerRadius, accuracy: 1e-9)
        XCTAssertEqual(bounds.minY, pageY(12.5), accuracy: 1e-9)
        XCTAssertEqual(bounds.maxY, pageY(2), accuracy: 1e-9)
    }

    /// A bar's whisker is across its middle, in the text's colour, the y axis reaching its top.
    func testABarsWhiskerIsAcrossItsMiddleAndTheAxisHoldsIt() throws {
        let chart = chart(.bar, .ci95)
        let marks = ChartMarks(chart)
        XCTAssertEqual(marks.yExtent?.upper ?? 0, 12.923130777704092, accuracy: 1e-12)
        let (_, recorded, style) = layout(chart)
        let whiskers = recorded.strokes.filter { $0.color == style.textColor && $0.lineWidth == style.lineWidth / 2 }
        XCTAssertEqual(whiskers.count, 1)
        let bars = recorded.fills.filter { $0.color == style.lineColor }.compactMap(\.path.bounds)
        XCTAssertEqual(bars.count, 3)
        // Two bars with an interval: the path's ends are their middles' ± a cap.
        let bounds = try XCTUnwrap(whiskers.first?.path.bounds)
        let cap = bars[0].width * SeriesMarks.boxWidth * SeriesMarks.capWidth / 2
        XCTAssertEqual(bounds.minX, bars[0].midX - cap, accuracy: 1e-9)
        XCTAssertEqual(bounds.maxX, bars[1].midX + cap, accuracy: 1e-9)
    }

    /// Bounds from columns: every row's own, a missing one none, a value outside counted.
    func testBoundsFromColumns() throws {
        let table = DataTable(columns: [
            DataColumn(name: "x", values: .numbers([1, 2, 3, 4])),
            DataColumn(name: "y", values: .numbers([5, 6, 7, 8])),
            DataColumn(name: "lo", values: .numbers([4, .nan, 7.5, 7])),
            DataColumn(name: "hi", values: .numbers([6, 7, 9, 9])),
        ])
        var columns = ChartColumns(x: 0, ys: [1])
        (columns.yLower, columns.yUpper) = (2, 3)
        let chart = try DataChart.from(table: table, columns: columns, kind: .scatter)
        XCTAssertEqual(chart.intervals.first?.uppers, [6, 7, 9, 9])
        XCTAssertEqual(chart.intervals.first?.lowers.map(\.isNaN), [false, true, false, false])
        XCTAssertEqual(chart.noteTexts.last, "interval: lo to hi · 1 row with the value outside its interval")
        let (_, recorded, style) = layout(chart)
        // Three whiskers of two halves, each a stem and a cap: 12 segments.
        let whiskers = recorded.strokes.filter { $0.color == style.lineColor && $0.lineWidth == style.lineWidth / 2 }
        let moves = whiskers.flatMap(\.path.elements).filter {
            if case .move = $0 { return true } else { return false }
        }
        XCTAssertEqual(moves.count, 12)
        let words = DataTable(
            columns: table.columns + [
                DataColumn(name: "note", values: .categories(codes: [0, 0, 0, 0], labels: ["a"]))
            ])
        columns.yLower = 4
        XCTAssertThrowsError(try DataChart.from(table: words, columns: columns, kind: .scatter)) {
            XCTAssertEqual("\($0)", "column note holds categories; an interval's ends are number columns")
        }
    }
}
