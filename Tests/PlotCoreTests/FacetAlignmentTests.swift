import SceneTesting
import XCTest

@testable import PlotCore

/// A facet grid's panels line up and label a shared axis once a row or column, as matplotlib's
/// `subplots(sharex=True, sharey=True)` with `label_outer()` does: the y's tick labels and title
/// in the first column, the x's under the last panel of each column, and what an inner panel
/// does not write takes none of its plot's room.
final class FacetAlignmentTests: XCTestCase {
    /// Ten panels of 20 points each, panel k's y reaching 10^k / 1000 (labels of every width).
    func chart(panels: Int = 10, columns: Int = 4, sharedY: Bool = true) throws -> DataChart {
        let rows = 20
        let codes = (0..<panels * rows).map { Int32($0 / rows) }
        let xs = (0..<panels * rows).map { Double($0 % rows) }
        let ys = (0..<panels * rows).map { Double($0 % rows) * Double(1 + $0 / rows) * 37 }
        let table = DataTable(columns: [
            DataColumn(name: "x", values: .numbers(xs)),
            DataColumn(name: "y", values: .numbers(ys)),
            DataColumn(
                name: "panel", values: .categories(codes: codes, labels: (0..<panels).map { "P\($0)" })),
        ])
        var picked = ChartColumns(x: 0, ys: [1])
        picked.facet = 2
        var chart = try DataChart.from(table: table, columns: picked, kind: .line)
        chart.facets?.columns = columns
        chart.facets?.sharedY = sharedY
        return chart
    }

    func laid(_ chart: DataChart, in frame: Rect = Rect(x: 0, y: 0, width: 1600, height: 1000)) -> (
        panels: [DataChartLayout.Result], whole: DataChartLayout.Result
    ) {
        let layout = FacetLayout(
            chart: chart, facets: chart.facets!, style: ChartStyle(page: Size(frame.width, frame.height)),
            pixelDensity: 1)
        return (
            layout.panelResults(in: frame, measurer: FixedTextMeasurer()),
            layout.layout(in: frame, measurer: FixedTextMeasurer())
        )
    }

    func testPlotsLineUpAndOuterPanelsLabelSharedAxes() throws {
        let (panels, whole) = laid(try chart())
        let plots = panels.map(\.plotArea)
        for plot in plots {
            XCTAssertEqual(plot.width, plots[0].width, accuracy: 1e-6, "every plot as wide")
            XCTAssertEqual(plot.height, plots[0].height, accuracy: 1e-6, "every plot as tall")
        }
        for (index, plot) in plots.enumerated() {
            XCTAssertEqual(plot.minY, plots[index / 4 * 4].minY, accuracy: 1e-6, "a row's plots level")
            XCTAssertEqual(plot.minX, plots[index % 4].minX, accuracy: 1e-6, "a column's plots in line")
        }
        // The x's labels under each column's last panel: the last row's two and the two above
        // the last row's empty cells.
        let labelsX = panels.indices.filter { panels[$0].xTicks.labels.contains { !$0.isEmpty } }
        XCTAssertEqual(labelsX, [6, 7, 8, 9])
        XCTAssertEqual(Set(panels.map(\.xTicks.values)).count, 1, "the inner panels tick as the outer")
        let labelsY = panels.indices.filter { panels[$0].yTicks.labels.contains { !$0.isEmpty } }
        XCTAssertEqual(labelsY, [0, 4, 8])
        XCTAssertEqual(Set(panels.map(\.yTicks.values)).count, 1)
        // Each title once a row or column, and a row's headings level.
        let runs = SceneRecorder(whole.items).runs
        XCTAssertEqual(runs.filter { $0.text == "x" }.count, 4)
        XCTAssertEqual(runs.filter { $0.text == "y" }.count, 3)
        let headings = runs.filter { $0.text.hasPrefix("panel = ") }
        XCTAssertEqual(headings.count, 10)
        for (index, heading) in headings.enumerated() {
            XCTAssertEqual(heading.origin.y, headings[index / 4 * 4].origin.y, accuracy: 1e-6, heading.text)
        }
        // The whole's ticks are those of a panel that writes them.
        XCTAssertEqual(whole.xTicks.labels, panels[8].xTicks.labels)
        XCTAssertEqual(whole.yTicks.labels, panels[8].yTicks.labels)
    }

    /// Each panel on its own y scale labels its own y; the shared x is still labelled once.
    func testFreeYLabelledInEveryPanel() throws {
        let (panels, _) = laid(try chart(sharedY: false))
        XCTAssertTrue(panels.allSatisfy { $0.yTicks.labels.contains { !$0.isEmpty } })
        XCTAssertEqual(panels.indices.filter { panels[$0].xTicks.labels.contains { !$0.isEmpty } }, [6, 7, 8, 9])
        for plot in panels.map(\.plotArea) {
            XCTAssertEqual(plot.width, panels[0].plotArea.width, accuracy: 1e-6)
            XCTAssertEqual(plot.height, panels[0].plotArea.height, accuracy: 1e-6)
        }
    }

    /// The room an inner panel's labels and titles would take goes to the plots: 12 panels on
    /// a 1600x1200 page, 4 a row, each plot at least 48% of its row's share of the height
    /// (about 40% while every panel kept the room of the x's labels and title).
    func testInnerPanelsGiveTheirRoomToThePlots() throws {
        let frame = Rect(x: 0, y: 0, width: 1600, height: 1200)
        let (panels, _) = laid(try chart(panels: 12), in: frame)
        XCTAssertGreaterThan(panels[0].plotArea.height, 0.48 * frame.height / 3)
    }

    /// Bars whose category labels do not fit under them run across in every panel, not only in
    /// those whose plots are narrow with the labels' room: the categories are labelled down the
    /// first column, the values along the last row.
    func testBarsRunOneWayInEveryPanel() throws {
        let names = ["Northern Territory Region", "Southern Coastal Plains", "Eastern Highlands District"]
        let table = DataTable(columns: [
            DataColumn(name: "region", values: .categories(codes: [0, 1, 2, 0, 1, 2, 0, 1, 2], labels: names)),
            DataColumn(name: "yield", values: .numbers([10, 20, 30, 40, 50, 60, 70, 80, 90])),
            DataColumn(
                name: "site", values: .categories(codes: [0, 0, 0, 1, 1, 1, 2, 2, 2], labels: ["A", "B", "C"])),
        ])
        var picked = ChartColumns(x: 0, ys: [1])
        picked.facet = 2
        var chart = try DataChart.from(table: table, columns: picked, kind: .bar)
        chart.facets?.columns = 2
        let (panels, _) = laid(chart, in: Rect(x: 0, y: 0, width: 700, height: 500))
        XCTAssertEqual(panels.map(\.barDirection.horizontal), [true, true, true])
        // The labels are cut to the grid's equal cell, not to each panel's own: the first
        // column's room for them does not take its plot's width.
        for plot in panels.map(\.plotArea) {
            XCTAssertEqual(plot.width, panels[0].plotArea.width, accuracy: 1e-6)
            XCTAssertEqual(plot.height, panels[0].plotArea.height, accuracy: 1e-6)
        }
        // Across, the data's x (the categories) runs down the left axis.
        XCTAssertEqual(panels.indices.filter { panels[$0].xTicks.labels.contains { !$0.isEmpty } }, [0, 2])
        XCTAssertEqual(panels.indices.filter { panels[$0].yTicks.labels.contains { !$0.isEmpty } }, [1, 2])
    }
}
