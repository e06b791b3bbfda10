import SceneTesting
import XCTest

@testable import PlotCore

/// Small multiples (`--facet`): one panel a value, in the order seaborn's `FacetGrid` takes
/// (`seaborn._base.categorical_order`: a text column's values as pandas' `unique()` meets them,
/// a number column's sorted), every panel holding every series of the whole, the axes shared.
final class FacetTests: XCTestCase {
    /// Two cities of three rows and one of two, grouped by sensor; Oslo's rows run higher.
    let table = DataTable(columns: [
        DataColumn(name: "x", values: .numbers([1, 2, 3, 1, 2, 3, 1, 2])),
        DataColumn(name: "y", values: .numbers([1, 2, 3, 10, 20, 30, 5, 6])),
        DataColumn(
            name: "city", values: .categories(codes: [2, 2, 2, 0, 0, 0, 1, 1], labels: ["Oslo", "Rome", "Kyiv"])),
        DataColumn(name: "sensor", values: .categories(codes: [0, 1, 0, 1, 1, 1, 0, 0], labels: ["a", "b"])),
        DataColumn(name: "floor", values: .numbers([3, 3, 3, -1, -1, -1, 0, 0])),
    ])

    func faceted(_ facet: Int, groupBy: Int? = nil, kind: ChartKind = .line) throws -> DataChart {
        var columns = ChartColumns(x: 0, ys: [1], groupBy: groupBy)
        columns.facet = facet
        return try DataChart.from(table: table, columns: columns, kind: kind)
    }

    func testPanelsInSeabornsOrder() throws {
        let byCity = try XCTUnwrap(faceted(2).facets)
        XCTAssertEqual(byCity.panels.map(\.title), ["city = Kyiv", "city = Oslo", "city = Rome"])
        XCTAssertEqual(byCity.panels.map { $0.chart.series[0].points.ys }, [[1, 2, 3], [10, 20, 30], [5, 6]])
        let byFloor = try XCTUnwrap(faceted(4).facets)
        XCTAssertEqual(byFloor.panels.map(\.title), ["floor = \u{2212}1", "floor = 0", "floor = 3"])
    }

    /// A panel lacking a group keeps its place empty: sensor b is the second series everywhere.
    func testEveryPanelHoldsEverySeriesInOneOrder() throws {
        let chart = try faceted(2, groupBy: 3)
        XCTAssertEqual(chart.series.map(\.name), ["a", "b"])
        let panels = try XCTUnwrap(chart.facets).panels
        for panel in panels { XCTAssertEqual(panel.chart.series.map(\.name), ["a", "b"], panel.title) }
        XCTAssertEqual(panels[2].chart.series.map(\.points.count), [2, 0], "Rome has no sensor b")
        XCTAssertEqual(chart.madeNotes.last, .facets(3, columns: ["city"]))
        XCTAssertEqual(ChartWords.english.text(of: .facets(3, columns: ["city"])), "3 panels by city")
        XCTAssertEqual(ChartWords.russian.text(of: .facets(3, columns: ["city"])), "3 панели по столбцу city")
        XCTAssertEqual(
            ChartWords.russian.text(of: .facets(5, columns: ["floor", "city"])), "5 панелей по столбцам floor и city")
    }

    /// A matrix: a row a floor (numbers, smallest first), a column a city (as they first
    /// appear), titled as seaborn's FacetGrid titles them; a pair without rows is an empty panel.
    func testAMatrixOfPanels() throws {
        var columns = ChartColumns(x: 0, ys: [1])
        (columns.facetRows, columns.facet) = (4, 2)
        let chart = try DataChart.from(table: table, columns: columns)
        let facets = try XCTUnwrap(chart.facets)
        XCTAssertEqual(facets.columns, 3)
        XCTAssertEqual(facets.names, ["floor", "city"])
        XCTAssertEqual(
            facets.panels.map(\.title),
            [
                "floor = \u{2212}1 | city = Kyiv", "floor = \u{2212}1 | city = Oslo",
                "floor = \u{2212}1 | city = Rome", "floor = 0 | city = Kyiv", "floor = 0 | city = Oslo",
                "floor = 0 | city = Rome", "floor = 3 | city = Kyiv", "floor = 3 | city = Oslo",
                "floor = 3 | city = Rome",
            ])
        XCTAssertEqual(facets.panels.map { $0.chart.pointCount }, [0, 3, 0, 0, 0, 2, 3, 0, 0])
        XCTAssertEqual(chart.madeNotes.last, .facets(9, columns: ["floor", "city"]))
        // The empty panels do not stretch the shared axes: y reaches 1 to 30, not a default.
        let frame = Rect(x: 0, y: 0, width: 900, height: 900)
        let panels = Self.panels(chart, in: frame)
        XCTAssertEqual(Set(panels.map { "\($0.yShown!)" }).count, 1)
        XCTAssertGreaterThan(panels[0].yShown!.lower, 0, "\(panels[0].yShown!)")
    }

    func testColumnsThatCannotFacet() {
        XCTAssertThrowsError(try faceted(0)) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "--facet x is charted already (as x, y, --group-by or --value): facet by another column")
        }
        var columns = ChartColumns(x: 0, ys: [1])
        let wide = DataTable(columns: [
            DataColumn(name: "x", values: .numbers((0..<65).map(Double.init))),
            DataColumn(name: "y", values: .numbers((0..<65).map(Double.init))),
            DataColumn(name: "id", values: .numbers((0..<65).map(Double.init))),
        ])
        columns.facet = 2
        XCTAssertThrowsError(try DataChart.from(table: wide, columns: columns)) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "--facet id makes 65 panels, more than the 64 a page shows readably: facet by a column of fewer values"
            )
        }
    }

    /// Shared, every panel has one y scale reaching all rows (1 in Kyiv to 30 in Oslo); free,
    /// each its own. The x is shared either way.
    func testSharedAndFreeY() throws {
        var chart = try faceted(2)
        let frame = Rect(x: 0, y: 0, width: 900, height: 600)
        let shared = Self.panels(chart, in: frame)
        XCTAssertEqual(shared.count, 3)
        XCTAssertEqual(Set(shared.map { "\($0.yShown!)" }).count, 1, "one y scale")
        XCTAssertLessThanOrEqual(shared[0].yShown!.lower, 1)
        XCTAssertGreaterThanOrEqual(shared[0].yShown!.upper, 30)
        XCTAssertEqual(Set(shared.map { $0.yTicks.values }).count, 1)
        chart.facets?.sharedY = false
        let free = Self.panels(chart, in: frame)
        XCTAssertEqual(Set(free.map { "\($0.yShown!)" }).count, 3, "each its own")
        XCTAssertLessThan(free[0].yShown!.upper, 10, "Kyiv's rows reach 3")
        XCTAssertEqual(Set(free.map { "\($0.xShown!)" }).count, 1, "x shared")
        XCTAssertLessThanOrEqual(free[0].xShown!.lower, 1)
        XCTAssertGreaterThanOrEqual(free[0].xShown!.upper, 3)
    }

    /// Each panel as the facet layout lays it out.
    /// The legend of a matrix whose first cell is empty still shows each series' trend: a
    /// series' swatch shows the trend any panel draws it with. Sensor a's trend is in Kyiv's
    /// and Rome's panels, b's in Oslo's (three points; one in Kyiv's, no trend there).
    func testAMatrixsLegendShowsTheTrendThoughItsFirstCellIsEmpty() throws {
        var columns = ChartColumns(x: 0, ys: [1], groupBy: 3)
        (columns.facetRows, columns.facet) = (4, 2)
        var chart = try DataChart.from(table: table, columns: columns)
        chart.legend = .right
        var facets = try XCTUnwrap(chart.facets)
        XCTAssertEqual(facets.panels[0].chart.pointCount, 0, "floor −1 | Kyiv has no rows")
        for index in facets.panels.indices { facets.panels[index].chart.addTrends(.linear) }
        chart.facets = facets
        let frame = Rect(x: 0, y: 0, width: 900, height: 600)
        let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(900, 600))).layout(
            in: frame, measurer: FixedTextMeasurer())
        let legend = try XCTUnwrap(result.legendFrame)
        let dashed = SceneRecorder(result.items).strokes.filter { stroke in
            guard let box = stroke.path.bounds, !stroke.dash.isEmpty else { return false }
            return legend.contains(Point(box.midX, box.midY))
        }
        XCTAssertEqual(dashed.count, 2, "a's trend and b's")
    }

    static func panels(_ chart: DataChart, in frame: Rect) -> [DataChartLayout.Result] {
        let style = ChartStyle(page: Size(frame.width, frame.height))
        let layout = FacetLayout(chart: chart, facets: chart.facets!, style: style, pixelDensity: 1)
        return layout.panelResults(in: frame, measurer: FixedTextMeasurer())
    }
}
