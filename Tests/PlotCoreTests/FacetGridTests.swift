import SceneTesting
import XCTest

@testable import PlotCore

/// Small multiples of heat maps, 2-D histograms and pies (`--facet` with `--kind heatmap`,
/// `hist2d`, `pie`, `donut`), as seaborn's `FacetGrid` and Vega-Lite's facet share them: every
/// grid panel on the whole table's categories or bins, one colour scale over all panels' cells
/// (one colour bar), and a pie's slices and colours decided by the whole table.
///
/// The expected cells are worked by hand below; the 2-D histogram's are numpy 2.4's
/// `histogram2d(x, y, bins=[xedges, yedges])` with the whole table's edges.
final class FacetGridTests: XCTestCase {
    /// Visits by day and hour at two sites; site B's Monday at 9 has 30.
    let visits = DataTable(columns: [
        DataColumn(
            name: "day", values: .categories(codes: [0, 1, 0, 2, 1, 2, 0], labels: ["Mon", "Tue", "Wed"])),
        DataColumn(name: "hour", values: .numbers([9, 9, 10, 10, 11, 10, 9])),
        DataColumn(name: "n", values: .numbers([4, 6, 2, 10, 1, 20, 30])),
        DataColumn(name: "site", values: .categories(codes: [0, 0, 0, 1, 1, 1, 1], labels: ["A", "B"])),
    ])

    func heatmap(_ table: DataTable, facet: Int) throws -> DataChart {
        try DataChart.faceted(table: table, facet: facet, facetRows: nil, charted: [0, 1, 2]) { part, whole in
            try DataChart.heatmap(table: part, x: 0, y: 1, value: 2, aggregate: nil, on: whole?.grid)
        }
    }

    /// Each panel on the whole's days (as read) and hours (ascending), a panel's missing
    /// hour 11 a row of empty cells; site B's Wednesday at 10 the mean of 10 and 20.
    func testHeatmapPanelsShareTheWholesCategories() throws {
        let chart = try heatmap(visits, facet: 3)
        let panels = try XCTUnwrap(chart.facets).panels
        XCTAssertEqual(panels.map(\.title), ["site = A", "site = B"])
        for panel in panels {
            XCTAssertEqual(panel.chart.grid?.x, .categories(["Mon", "Tue", "Wed"]), panel.title)
            XCTAssertEqual(panel.chart.grid?.y, .categories(["9", "10", "11"]), panel.title)
        }
        let nan = Double.nan
        XCTAssertEqual(
            "\(panels[0].chart.grid!.values)", "\([[4, 2, nan], [6, nan, nan], [nan, nan, nan]] as [[Double]])")
        XCTAssertEqual(
            "\(panels[1].chart.grid!.values)", "\([[30, nan, nan], [nan, nan, 1], [nan, 15, nan]] as [[Double]])")
        // The whole's Monday at 9 is the mean of both sites' rows: (4 + 30) / 2.
        XCTAssertEqual(chart.grid?.values[0][0], 17)
        XCTAssertEqual(chart.madeNotes.last, .facets(2, columns: ["site"]))
        XCTAssertTrue(chart.madeNotes.contains(.cellRowsMadeOne(.mean)), "B's Wednesday at 10")
        XCTAssertEqual(chart.grid?.valueTitle(in: .english), "mean n")
    }

    /// The whole's Monday at 9 gathers both sites' rows, but no panel's cell holds two: the
    /// panels draw values, not means, and the note and the bar's title say so.
    func testCellsMadeOneOnlyInTheWhole() throws {
        let oneEach = DataTable(columns: Array(visits.columns.map { $0.rows([0, 1, 2, 4, 6], keepingLabels: true) }))
        let chart = try heatmap(oneEach, facet: 3)
        XCTAssertEqual(chart.grid?.values[0][0], 17, "(4 + 30) / 2")
        XCTAssertFalse(chart.madeNotes.contains(.cellRowsMadeOne(.mean)), "\(chart.madeNotes)")
        XCTAssertEqual(chart.grid?.valueTitle(in: .english), "n")
    }

    /// One colour scale: from the least cell of any panel (1, B's Tuesday at 11) to the
    /// greatest (30, B's Monday at 9), not the whole's cells (1 to 17) nor a panel's own (A's
    /// 2 to 6); A's 6 is coloured where it falls on 1...30. One colour bar, the grid's.
    func testHeatmapPanelsShareOneColourScaleAndOneBar() throws {
        let chart = try heatmap(visits, facet: 3)
        let style = ChartStyle(page: Size(900, 500))
        let layout = FacetLayout(chart: chart, facets: chart.facets!, style: style, pixelDensity: 1)
        let drawn = layout.drawnPanels()
        XCTAssertEqual(drawn.map { $0.chart.grid?.colorDomain }, [Interval(1, 30), Interval(1, 30)])
        let scale = ColorScale(colormap: .viridis, lower: 1, upper: 30)
        let frame = Rect(x: 0, y: 0, width: 900, height: 500)
        let results = layout.panelResults(in: frame, measurer: FixedTextMeasurer())
        let fills = results.map { result in
            result.items.compactMap { item -> Color? in
                if case .path(_, let style) = item { return style.fill }
                return nil
            }
        }
        XCTAssertTrue(fills[0].contains(scale.color(6)), "A's 6 on the shared scale")
        XCTAssertFalse(fills[0].contains(scale.colorAlong(1)), "A reaches no top colour of its own")
        XCTAssertTrue(fills[1].contains(scale.colorAlong(1)), "B's 30 is the top")
        XCTAssertEqual(results.map(\.legendFrame), [nil, nil], "no panel draws a bar")
        let whole = layout.layout(in: frame, measurer: FixedTextMeasurer())
        let bar = try XCTUnwrap(whole.legendFrame)
        XCTAssertGreaterThan(bar.minX, results.map(\.plotArea.maxX).max()!, "the bar right of every panel")
    }

    /// One label format for every panel's cells: site B's Wednesday at 10 the mean of 10 and 21
    /// (15.5) gives all cells a decimal, site A's whole 4 too ("4.0" beside "15.5"), as one
    /// grid of these cells would write them.
    func testGridPanelsWriteTheirCellsAlike() throws {
        var columns = visits.columns
        columns[2] = DataColumn(name: "n", values: .numbers([4, 6, 2, 10, 1, 21, 30]))
        let chart = try heatmap(DataTable(columns: columns), facet: 3)
        let layout = FacetLayout(
            chart: chart, facets: chart.facets!, style: ChartStyle(page: Size(900, 500)), pixelDensity: 1)
        XCTAssertEqual(layout.drawnPanels().map { $0.chart.grid?.labelDecimals }, [1, 1])
        let results = layout.panelResults(in: Rect(x: 0, y: 0, width: 900, height: 500), measurer: FixedTextMeasurer())
        let texts = results.map { SceneRecorder($0.items).texts }
        XCTAssertTrue(texts[0].contains("4.0"), "\(texts[0])")
        XCTAssertTrue(texts[1].contains("15.5"), "\(texts[1])")
    }

    /// A 2-D histogram's panels count their rows in the whole table's bins: numpy's
    /// `histogram2d(x, y, bins=[[0, 5, 10], [0, 1]])` of each site's rows, 0 a count as in one
    /// histogram. Alone, site A's x (0 to 2) would have bins of its own.
    func testHist2dPanelsShareTheWholesBins() throws {
        let table = DataTable(columns: [
            DataColumn(name: "x", values: .numbers([0, 1, 2, 3, 4, 10])),
            DataColumn(name: "y", values: .numbers([0, 1, 0, 1, 0, 1])),
            DataColumn(name: "site", values: .categories(codes: [0, 0, 0, 1, 1, 1], labels: ["A", "B"])),
        ])
        let chart = try DataChart.faceted(table: table, facet: 2, facetRows: nil, charted: [0, 1]) { part, whole in
            try DataChart.hist2d(table: part, x: 0, y: 1, xBins: 2, yBins: 1, on: whole?.grid)
        }
        let panels = try XCTUnwrap(chart.facets).panels
        for panel in panels {
            XCTAssertEqual(panel.chart.grid?.x, .edges([0, 5, 10]), panel.title)
            XCTAssertEqual(panel.chart.grid?.y, .edges([0, 1]), panel.title)
        }
        XCTAssertEqual(panels.map { $0.chart.grid!.values }, [[[3], [0]], [[2], [1]]])
        let layout = FacetLayout(
            chart: chart, facets: chart.facets!, style: ChartStyle(page: Size(600, 400)), pixelDensity: 1)
        XCTAssertEqual(layout.drawnPanels().map { $0.chart.grid?.colorDomain }, [Interval(0, 3), Interval(0, 3)])
    }

    /// A matrix pair without rows is a panel of empty cells, on the whole's axes, that says
    /// "No data to draw" as an empty panel of lines does; the others do not.
    func testAnEmptyGridPanel() throws {
        let chart = try DataChart.faceted(table: visits, facet: 0, facetRows: 3, charted: [1, 2]) { part, whole in
            try DataChart.heatmap(table: part, x: 1, y: 2, value: nil, aggregate: nil, on: whole?.grid)
        }
        let panels = try XCTUnwrap(chart.facets).panels
        XCTAssertEqual(panels.count, 6)
        XCTAssertEqual(panels[2].title, "site = A | day = Wed")
        XCTAssertEqual(panels[2].chart.grid?.filledCount, 0)
        XCTAssertEqual(panels[2].chart.grid?.x, chart.grid?.x)
        let layout = FacetLayout(
            chart: chart, facets: chart.facets!, style: ChartStyle(page: Size(900, 600)), pixelDensity: 1)
        let results = layout.panelResults(in: Rect(x: 0, y: 0, width: 900, height: 600), measurer: FixedTextMeasurer())
        XCTAssertEqual(
            results.map { SceneRecorder($0.items).texts.contains("No data to draw") },
            panels.map { $0.chart.grid?.filledCount == 0 })
    }

    /// Sales of eight fruits at two shops. The whole's sums, largest first: fig 40, kiwi 30,
    /// lime 25, apple 20, pear 15, plum 10, then date 9 and yuzu 2 (with the rest, "Other").
    /// Shop S sells more yuzu (2) than fig (0): alone it would keep yuzu as a slice.
    let sales = DataTable(columns: [
        DataColumn(
            name: "fruit",
            values: .categories(
                codes: [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 3, 7],
                labels: ["apple", "pear", "fig", "kiwi", "lime", "plum", "date", "yuzu"])),
        DataColumn(name: "sold", values: .numbers([10, 10, 40, 20, 25, 10, 9, 0, 10, 5, 10, 2])),
        DataColumn(
            name: "shop", values: .categories(codes: [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1], labels: ["N", "S"])),
    ])

    /// The slices are the whole's six largest and "Other" in every panel, and a fruit has one
    /// colour in every panel: its place among the whole's categories in the palette (Petroff's
    /// 10 colours hold all 8), the colour the grid's legend gives it.
    func testPiePanelsShareTheWholesSlicesAndColours() throws {
        var columns = ChartColumns(x: 0, ys: [1])
        columns.facet = 2
        let chart = try DataChart.from(table: sales, columns: columns, kind: .pie)
        let style = ChartStyle(page: Size(900, 500))
        let layout = FacetLayout(chart: chart, facets: chart.facets!, style: style, pixelDensity: 1)
        let place = ["apple": 0, "pear": 1, "fig": 2, "kiwi": 3, "lime": 4, "plum": 5]
        var seen: [String: Set<Color>] = [:]
        for panel in layout.drawnPanels() {
            let pie = PieChartLayout(chart: panel.chart, style: style)
            let slices = pie.slices().slices
            XCTAssertTrue(Set(slices.map(\.label)).isSubset(of: Set(place.keys).union(["Other"])), panel.title)
            for (slice, color) in zip(slices, pie.colors(slices)) {
                seen[slice.label, default: []].insert(color)
                XCTAssertEqual(color, slice.isOther ? style.zeroLineColor : style.palette[place[slice.label]!])
            }
        }
        XCTAssertEqual(seen["Other"]?.count, 1, "S's yuzu and N's date and yuzu are Other")
        XCTAssertTrue(seen.values.allSatisfy { $0.count == 1 }, "one colour a fruit in every panel")
        // Shop S: apple 10, pear 5, kiwi 10 and Other (yuzu) 2; N has no yuzu slice either.
        let south = PieChartLayout(chart: layout.drawnPanels()[1].chart, style: style).slices().slices
        XCTAssertEqual(south.map(\.label), ["apple", "kiwi", "pear", "Other"])
        XCTAssertEqual(south.map(\.value), [10, 10, 5, 2])
        // The grid's one legend: the whole's slices, largest first, in the same colours.
        let result = layout.layout(in: Rect(x: 0, y: 0, width: 900, height: 500), measurer: FixedTextMeasurer())
        XCTAssertNotNil(result.legendFrame)
        let legendTexts = result.items.compactMap { item -> String? in
            if case .text(let run) = item, run.origin.x >= result.legendFrame!.minX { return run.text }
            return nil
        }
        XCTAssertEqual(legendTexts, ["fig", "kiwi", "lime", "apple", "pear", "plum", "Other"])
    }

    /// Profit by product at two shops: cake loses 10 at shop N and makes 4 at S, so the whole
    /// table has no cake slice (a slice needs a sum above 0) and no "Other" either, while S's
    /// cake is its "Other". The grid's legend names "Other" too, in the grey S draws it in.
    func testAnOtherOnlyAPanelHasIsInTheLegend() throws {
        let profit = DataTable(columns: [
            DataColumn(
                name: "product", values: .categories(codes: [0, 1, 2, 0, 1, 2], labels: ["bread", "milk", "cake"])),
            DataColumn(name: "profit", values: .numbers([5, 3, -10, 6, 2, 4])),
            DataColumn(name: "shop", values: .categories(codes: [0, 0, 0, 1, 1, 1], labels: ["N", "S"])),
        ])
        var columns = ChartColumns(x: 0, ys: [1])
        columns.facet = 2
        let chart = try DataChart.from(table: profit, columns: columns, kind: .pie)
        let style = ChartStyle(page: Size(900, 500))
        let layout = FacetLayout(chart: chart, facets: chart.facets!, style: style, pixelDensity: 1)
        let south = PieChartLayout(chart: layout.drawnPanels()[1].chart, style: style).slices().slices
        XCTAssertEqual(south.map(\.label), ["bread", "milk", "Other"])
        XCTAssertEqual(south.map(\.value), [6, 2, 4])
        let result = layout.layout(in: Rect(x: 0, y: 0, width: 900, height: 500), measurer: FixedTextMeasurer())
        let legend = try XCTUnwrap(result.legendFrame)
        let recorder = SceneRecorder(result.items)
        XCTAssertEqual(recorder.runs.filter { $0.origin.x >= legend.minX }.map(\.text), ["bread", "milk", "Other"])
        // Its swatch is the grey of the panel's "Other".
        XCTAssertTrue(
            recorder.fills.contains { $0.color == style.zeroLineColor && $0.path.bounds!.minX >= legend.minX })
    }
}
