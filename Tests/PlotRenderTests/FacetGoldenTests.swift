import GoldenTesting
import PlotCore
import PlotRender
import XCTest

/// Small multiples as drawn: Cleveland's barley trellis (a panel a site, the two years side by
/// side, the bars across), the cities a panel each, their y free, dark; the barley as a heat map
/// a year (one colour bar), and spending as a donut a quarter (one legend). Looked at before the
/// goldens were committed.
final class FacetGoldenTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    func check(
        _ name: String, _ table: DataTable, _ columns: ChartColumns, kind: ChartKind, theme: Theme = .light,
        edit: (inout DataChart) -> Void = { _ in }, line: UInt = #line
    ) throws {
        var chart = try DataChart.from(table: table, columns: columns, kind: kind)
        edit(&chart)
        try render(name, chart, theme: theme, line: line)
    }

    func render(_ name: String, _ chart: DataChart, theme: Theme = .light, line: UInt = #line) throws {
        var chart = chart
        chart.title = name
        let scene = DataChartPage(chart: chart, page: PageSpec(size: Size(1200, 800)), theme: theme)
            .scene(measurer: RenderFixtures.text)
        let image = try SceneOutput(text: RenderFixtures.text).raster(scene)
        try GoldenImage.assertMatches(image, named: name, line: line)
    }

    func testBarleyTrellis() throws {
        var columns = ChartColumns(x: 0, ys: [3], groupBy: 2)
        columns.facet = 1
        try check("data-facet-barley", DataChartGoldenTests.barley, columns, kind: .bar) {
            $0.facets?.columns = 3
        }
    }

    func testCitiesFreeYDark() throws {
        var columns = ChartColumns(x: 0, ys: [2])
        columns.facet = 1
        try check("data-facet-cities-free", DataChartGoldenTests.cities, columns, kind: .line, theme: .dark) {
            $0.facets?.sharedY = false
        }
    }

    /// `--kind heatmap --x site --y variety --value yield --facet year`: both years on the same
    /// sites and varieties, coloured along one scale over both years' cells, one colour bar.
    func testBarleyHeatmapAYear() throws {
        let chart = try DataChart.faceted(
            table: DataChartGoldenTests.barley, facet: 2, facetRows: nil, charted: [1, 0, 3]
        ) { part, whole in
            try DataChart.heatmap(table: part, x: 1, y: 0, value: 3, aggregate: nil, on: whole?.grid)
        }
        try render("data-facet-barley-heatmap", chart)
    }

    /// `--kind donut --x shop --y amount --facet quarter`: the whole's six largest shops and
    /// "Other" in every panel, a shop one colour in every panel, one legend.
    func testSpendingDonutAQuarter() throws {
        var columns = ChartColumns(x: 0, ys: [2])
        columns.facet = 1
        try check("data-facet-spending-donut", DataChartGoldenTests.spending, columns, kind: .donut)
    }
}
