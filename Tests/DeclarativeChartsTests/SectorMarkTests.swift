import DeclarativeCharts
import PlotCore
import SceneTesting
import XCTest

/// `SectorMark` as Swift Charts' documentation writes a donut, drawn by the engine's pie.
final class SectorMarkTests: XCTestCase {
    struct Sale {
        var name: String
        var sales: Int
    }

    let sales = [
        Sale(name: "Cachapa", sales: 916), Sale(name: "Crêpe", sales: 820), Sale(name: "Injera", sales: 610),
        Sale(name: "Jian Bing", sales: 420), Sale(name: "American", sales: 370),
    ]

    func donut(_ inner: MarkDimension) -> Chart<ChartContentGroup> {
        Chart(sales, id: \.name) { element in
            SectorMark(angle: .value("Sales", element.sales), innerRadius: inner, angularInset: 1.5)
                .foregroundStyle(by: .value("Name", element.name))
        }
    }

    /// A slice a name, the hole `.ratio(0.618)` of the outer radius.
    func testADonutOfSectors() throws {
        let chart = donut(.ratio(0.618))
        let drawn = try chart.dataChart()
        XCTAssertEqual(drawn.kind, .donut)
        XCTAssertEqual(drawn.x, .category(["Cachapa", "Crêpe", "Injera", "Jian Bing", "American"]))
        XCTAssertEqual(drawn.series[0].points.ys, [916, 820, 610, 420, 370])
        let scene = try DrawnChart.recorded(chart)
        let palette = ChartStyle(page: DrawnChart.page.size).palette
        XCTAssertEqual(scene.fills.filter { palette.contains($0.color) }.count, 5)
        let (outer, inner) = try Self.radii(chart)
        XCTAssertEqual(inner / outer, 0.618, accuracy: 0.01)
        try DrawnChart.assertMatchesGolden(chart.chartTitle("SectorMark"), named: "swift-charts-sector")
    }

    /// `.inset` is the outer radius less points; without an inner radius it is a pie.
    func testInsetAndPie() throws {
        let (outer, inner) = try Self.radii(donut(.inset(40)))
        XCTAssertEqual(outer - inner, 40, accuracy: 0.5)
        XCTAssertEqual(try donut(.automatic).dataChart().kind, .pie)
    }

    /// A slice's own colour is not drawn yet: said, not drawn in the palette's.
    func testASlicesColourIsRefused() throws {
        let chart = Chart { SectorMark(angle: .value("Sales", 3)).foregroundStyle(.red) }
        XCTAssertThrowsError(try chart.dataChart()) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "SectorMark 1: style modifiers are not drawn on slices yet: the palette colours them")
        }
    }

    func testAnAngleThatIsNoNumberIsRefused() throws {
        let chart = Chart { SectorMark(angle: .value("Sales", "many")) }
        XCTAssertThrowsError(try chart.dataChart()) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description, "SectorMark 1: the angle (Sales = many) must be a finite number")
        }
    }

    /// The outer and inner radius of a chart's slices as the engine lays them out in a frame:
    /// the outer the pie's square's half, the inner the nearest of the slices' on-curve
    /// points to its centre.
    static func radii(_ chart: Chart<ChartContentGroup>) throws -> (outer: Double, inner: Double) {
        let style = ChartStyle(page: DrawnChart.page.size)
        let layout = DataChartLayout(chart: try chart.dataChart(), style: style)
            .layout(in: Rect(x: 0, y: 0, width: 960, height: 600), measurer: DrawnChart.text)
        let center = Point(layout.plotArea.midX, layout.plotArea.midY)
        var distances: [Double] = []
        for fill in SceneRecorder(layout.items).fills where style.palette.contains(fill.color) {
            for element in fill.path.elements {
                switch element {
                case .move(let point), .line(let point), .curve(_, _, let point):
                    distances.append(
                        ((point.x - center.x) * (point.x - center.x) + (point.y - center.y) * (point.y - center.y))
                            .squareRoot())
                case .close: break
                }
            }
        }
        return (layout.plotArea.width / 2, try XCTUnwrap(distances.min()))
    }
}
