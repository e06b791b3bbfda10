import SceneTesting
import XCTest

@testable import PlotCore

/// Stacked areas of mixed signs stack apart, positives up and negatives down, as d3-shape's
/// `stackOffsetDiverging` (expected values from d3-shape's test/offset/diverging-test.js,
/// each point [lower, upper]); and a donut with a category below zero says its centre is the
/// slices' total (trial report, finding 3).
final class DivergingStackTests: XCTestCase {
    /// Each layer's [lower, upper] at each x, for series of these values at x = 0, 1, 2.
    func stacked(_ values: [[Double]]) -> [[[Double]]] {
        let series = values.enumerated().map { index, ys in
            ChartSeries(name: "s\(index)", points: try! PointSeries(xs: [0, 1, 2], ys: ys))
        }
        let marks = ChartMarks(DataChart(kind: .area, series: series, stacked: true))
        // At the data's own x (a series changing sign adds points where it crosses zero).
        return marks.lines.map { line in
            line.points.xs.indices.filter { [0, 1, 2].contains(line.points.xs[$0]) }.map { index in
                let (low, high) = (line.baseline?[index] ?? .nan, line.points.ys[index])
                return [min(low, high), max(low, high)]
            }
        }
    }

    func testAppliesAZeroBaseline() {
        // d3: "stackOffsetDiverging(series, order) applies a zero baseline, ignoring existing offsets".
        XCTAssertEqual(
            stacked([[1, 2, 1], [3, 4, 2], [5, 2, 4]]),
            [[[0, 1], [0, 2], [0, 1]], [[1, 4], [2, 6], [1, 3]], [[4, 9], [6, 8], [3, 7]]])
        // d3: "... handles a single series".
        XCTAssertEqual(stacked([[1, 2, 1]]), [[[0, 1], [0, 2], [0, 1]]])
    }

    func testPutsNegativeValuesBelowZeroInOrder() {
        // d3: "stackOffsetDiverging(series, order) puts negative values below zero, in order".
        XCTAssertEqual(
            stacked([[1, -2, -1], [-3, -4, -2], [-5, -2, 4]]),
            [[[0, 1], [-2, 0], [-1, 0]], [[-3, 0], [-6, -2], [-3, -1]], [[-8, -3], [-8, -6], [0, 4]]])
    }

    /// A layer's line runs along its outer edge: the sum, away from zero, for either sign; where
    /// a series crosses zero (2 to -3 crosses at x = 0.4), every layer has a point, the
    /// crossing one at zero and the other on its own straight line, stacked on zero there.
    func testALayersLineIsItsOuterEdgeAndLayersMeetWhereOneCrossesZero() {
        let series = [[2.0, -3], [4, 5]].enumerated().map { index, ys in
            ChartSeries(name: "s\(index)", points: try! PointSeries(xs: [0, 1], ys: ys))
        }
        let lines = ChartMarks(DataChart(kind: .area, series: series, stacked: true)).lines
        XCTAssertEqual(lines[0].points.xs, [0, 0.4, 1])
        XCTAssertEqual(lines[0].points.ys[0], 2)
        XCTAssertEqual(lines[0].points.ys[1], 0, accuracy: 1e-12)
        XCTAssertEqual(lines[0].points.ys[2], -3)
        XCTAssertEqual(lines[1].points.ys[0], 6)
        XCTAssertEqual(lines[1].points.ys[1], 4.4, accuracy: 1e-12)
        XCTAssertEqual(lines[1].points.ys[2], 5)
        XCTAssertEqual(lines[1].baseline?[0], 2)
        XCTAssertEqual(lines[1].baseline?[1] ?? .nan, 0, accuracy: 1e-12)
        XCTAssertEqual(lines[1].baseline?[2], 0)
        // Of one sign throughout, nothing is added.
        let positive = [[2.0, 3], [4, 5]].enumerated().map { index, ys in
            ChartSeries(name: "s\(index)", points: try! PointSeries(xs: [0, 1], ys: ys))
        }
        let plain = ChartMarks(DataChart(kind: .area, series: positive, stacked: true)).lines
        XCTAssertEqual(plain[1].points.ys, [6, 8])
    }

    /// profit.csv: Retail 120, Online 80, Wholesale -40, Export 30. The slices' total is 230;
    /// the caption says it is the slices', the page note counts the category left out, and
    /// `leftOutSlices` names it for the CLI's note.
    func testADonutWithANegativeCategorySaysItsCentreIsTheSlicesTotal() throws {
        let table = DataTable(columns: [
            DataColumn(
                name: "segment",
                values: .categories(codes: [0, 1, 2, 3], labels: ["Retail", "Online", "Wholesale", "Export"])),
            DataColumn(name: "profit", values: .numbers([120, 80, -40, 30])),
        ])
        let chart = try DataChart.from(table: table, kind: .donut)
        XCTAssertEqual(chart.leftOutSlices.map(\.label), ["Wholesale"])
        XCTAssertEqual(chart.leftOutSlices.map(\.value), [-40])
        let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 500))).layout(
            in: Rect(x: 0, y: 0, width: 900, height: 500), measurer: FixedTextMeasurer())
        let texts = SceneRecorder(result.items).texts
        XCTAssertTrue(texts.contains("230"), "\(texts)")
        XCTAssertTrue(texts.contains("total profit in slices"), "\(texts)")
        XCTAssertEqual(result.notes, ["1 category of zero or less left out"])
        // Every category above zero: the plain caption, nothing left out.
        let positive = DataTable(columns: [
            table.columns[0], DataColumn(name: "profit", values: .numbers([120, 80, 40, 30])),
        ])
        let whole = try DataChart.from(table: positive, kind: .donut)
        XCTAssertTrue(whole.leftOutSlices.isEmpty)
        let wholeTexts = SceneRecorder(
            DataChartLayout(chart: whole, style: ChartStyle(page: Size(900, 500))).layout(
                in: Rect(x: 0, y: 0, width: 900, height: 500), measurer: FixedTextMeasurer()
            ).items
        ).texts
        XCTAssertTrue(wholeTexts.contains("total profit"), "\(wholeTexts)")
    }
}
