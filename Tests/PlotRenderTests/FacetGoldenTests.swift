import GoldenTesting
import PlotCore
import PlotRender
import XCTest

/// Small multiples as drawn: Cleveland's barley trellis (a panel a site, the two years side by
/// side, the bars across) and the cities a panel each, their y free, dark. Looked at before the
/// goldens were committed.
final class FacetGoldenTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    func check(
        _ name: String, _ table: DataTable, _ columns: ChartColumns, kind: ChartKind, theme: Theme = .light,
        edit: (inout DataChart) -> Void = { _ in }, line: UInt = #line
    ) throws {
        var chart = try DataChart.from(table: table, columns: columns, kind: kind)
        chart.title = name
        edit(&chart)
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
}
