import SceneTesting
import XCTest

@testable import PlotCore

/// Bars across from the left: when `auto` turns them (and why), that their labels stay whole,
/// and that grouped and stacked bars lie where they should.
final class BarOrientationTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let frame = Rect(x: 0, y: 0, width: 900, height: 500)
    let style = ChartStyle(page: Size(900, 500))

    /// The barley data's varieties (Vega's barley.json), one yield each.
    let varieties = [
        "Manchuria", "Glabron", "Svansota", "Velvet", "Trebi", "No. 457", "No. 462", "Peatland", "No. 475",
        "Wisconsin No. 38",
    ]

    func chart(_ labels: [String], series: Int = 1, orientation: BarOrientation = .auto) -> DataChart {
        let all = (0..<series).map { index in
            ChartSeries(
                name: "s\(index)",
                points: try! PointSeries(
                    xs: labels.indices.map(Double.init), ys: labels.indices.map { Double(10 + $0 * 3 + index * 5) }))
        }
        var chart = DataChart(kind: .bar, series: all, x: .category(labels), barOrientation: orientation)
        chart.legend = .auto
        return chart
    }

    func layout(_ chart: DataChart) -> DataChartLayout.Result {
        DataChartLayout(chart: chart, style: style).layout(in: frame, measurer: measurer)
    }

    func testShortLabelsKeepTheBarsUpright() {
        let result = layout(chart(["A", "B", "C", "D"]))
        XCTAssertEqual(result.barDirection, BarDirection(horizontal: false, reason: .labelsFit))
        XCTAssertEqual(result.xTicks.labels, ["A", "B", "C", "D"])
    }

    func testLongLabelsTurnTheBarsAndSayWhichLabelDidIt() throws {
        let result = layout(chart(varieties))
        XCTAssertTrue(result.barDirection.horizontal)
        // The fixed measurer: 0.6 em a character, 13-unit font on this page (0.5 of a 1080 page's 26).
        guard case .labelTooWide(let label, let width, let band) = result.barDirection.reason else {
            return XCTFail("\(result.barDirection)")
        }
        XCTAssertEqual(label, "Wisconsin No. 38", "the one label that does not fit")
        XCTAssertEqual(width, 16 * 0.6 * 13, accuracy: 1e-9)
        XCTAssertLessThan(band, width)
        XCTAssertGreaterThan(band, 9 * 0.6 * 13, "Manchuria, the next longest, would fit")
        // Upright, the same labels turn (-45°, whole, none left out) rather than lie flat.
        let upright = layout(chart(varieties, orientation: .vertical))
        XCTAssertEqual(upright.barDirection, BarDirection(horizontal: false, reason: .requested))
        XCTAssertEqual(upright.xTicks.labels, varieties)
        XCTAssertEqual(upright.xTicks.labelAngle, -45)
    }

    /// The new-user trial's 56 categories: across, on a wide plot, the rows would be closer
    /// than a line and every other label left out, so the bars stand and every label turns
    /// upright (-90°) under the plot instead; on a tall page across holds them all.
    func testManyCategoriesTurnTheirLabelsRatherThanLeaveSomeOut() throws {
        let labels = (0..<56).map { "Category " + ($0 < 10 ? "0" : "") + String($0) }
        let wide = layout(chart(labels))
        XCTAssertFalse(wide.barDirection.horizontal)
        guard case .labelsTurned(let label, _, _) = wide.barDirection.reason else {
            return XCTFail("\(wide.barDirection)")
        }
        XCTAssertEqual(label, "Category 00", "the first that would not fit under its bar")
        XCTAssertEqual(wide.xTicks.labels, labels, "every label, whole")
        XCTAssertEqual(wide.xTicks.labelAngle, -90)
        let runs = SceneRecorder(wide.items).runs.filter { labels.contains($0.text) }
        XCTAssertEqual(runs.count, 56)
        for run in runs {
            XCTAssertEqual(run.angle, -90)
            // Reading upwards from its bottom end: the box runs from under the plot down.
            XCTAssertGreaterThan(run.origin.y - measurer.measure(run.text, font: style.font).width, wide.plotArea.maxY)
            XCTAssertLessThanOrEqual(run.origin.y, frame.maxY)
        }
        // Across (asked for), the same plot leaves labels out: the reason the bars stood.
        let across = layout(chart(labels, orientation: .horizontal))
        XCTAssertTrue(across.xTicks.labels.contains(""))
        // A tall page: across, every row a line apart, every label whole.
        let tall = DataChartLayout(chart: chart(labels), style: ChartStyle(page: Size(500, 900))).layout(
            in: Rect(x: 0, y: 0, width: 500, height: 900), measurer: measurer)
        XCTAssertTrue(tall.barDirection.horizontal)
        XCTAssertEqual(tall.xTicks.labels, labels)
    }

    func testLabelsBesideHorizontalBarsAreWholeAndInOrderTopToBottom() throws {
        let result = layout(chart(varieties))
        XCTAssertEqual(result.xTicks.labels, varieties, "not cut, not thinned")
        let texts = SceneRecorder(result.items).runs
        var tops: [Double] = []
        for name in varieties {
            let run = try XCTUnwrap(texts.first { $0.text == name }, name)
            // At the plot's left, right-aligned to it.
            XCTAssertLessThanOrEqual(
                run.origin.x + measurer.measure(name, font: style.font).width, result.plotArea.minX + 1e-9, name)
            tops.append(run.origin.y)
        }
        XCTAssertEqual(tops, tops.sorted(), "the first category on top")
        // Values run along the bottom from zero.
        XCTAssertEqual(result.yTicks.values.first, 0)
        XCTAssertFalse(result.yTicks.labels.isEmpty)
    }

    func testHorizontalBarsGrowRightFromZeroAndOnlyTheValueAxisHasGridLines() throws {
        var one = chart(varieties, orientation: .horizontal)
        one.series[0].points = try PointSeries(xs: varieties.indices.map(Double.init), ys: varieties.map { _ in 10 })
        let result = layout(one)
        XCTAssertEqual(result.barDirection, BarDirection(horizontal: true, reason: .requested))
        let plot = result.plotArea
        let bars = barRects(result)
        XCTAssertEqual(bars.count, varieties.count)
        for bar in bars {
            XCTAssertEqual(bar.minX, plot.minX, accuracy: 1e-6, "every bar starts at zero, the plot's left edge")
            XCTAssertEqual(bar.width, bars[0].width, accuracy: 1e-6, "equal values, equal lengths")
            XCTAssertGreaterThan(bar.width, bar.height)
        }
    }

    func testGroupedHorizontalBarsSplitTheirBandTopToBottomAndStackedOnesLineUp() throws {
        let labels = Array(varieties.prefix(4))
        var grouped = chart(labels, series: 2, orientation: .horizontal)
        grouped.legend = .none
        let groupedBars = barRects(layout(grouped))
        XCTAssertEqual(groupedBars.count, 8)
        // Series 0 then series 1 in each band, the second just below the first.
        let first = groupedBars[0]
        let second = try XCTUnwrap(
            groupedBars.first { abs($0.minY - first.maxY) < 1e-6 }, "the second series under the first")
        XCTAssertEqual(second.height, first.height, accuracy: 1e-6)
        XCTAssertGreaterThan(second.width, first.width, "series 1 is 5 more")

        var stacked = grouped
        stacked.stacked = true
        let stackedBars = barRects(layout(stacked))
        XCTAssertEqual(stackedBars.count, 8)
        let bottomPiece = stackedBars[0]
        let topPiece = try XCTUnwrap(stackedBars.first { abs($0.minX - bottomPiece.maxX) < 1e-6 })
        XCTAssertEqual(topPiece.minY, bottomPiece.minY, accuracy: 1e-6, "stacked in one row")
    }

    func testTheLegendStaysOffTheBarsWhenTheyRunAcross() throws {
        let result = layout(chart(varieties, series: 3))
        XCTAssertTrue(result.barDirection.horizontal)
        let legend = try XCTUnwrap(result.legendFrame)
        for bar in barRects(result) { XCTAssertFalse(bar.intersects(legend), "\(bar) under the legend \(legend)") }
    }

    func testOnlyBarsTurn() throws {
        var line = chart(varieties)
        line.kind = .line
        XCTAssertEqual(layout(line).barDirection, BarDirection(horizontal: false, reason: .notBars))
    }

    /// The bars: filled rectangles in the plot, less the legend's swatches (wholly inside it).
    private func barRects(_ result: DataChartLayout.Result) -> [Rect] {
        SceneRecorder(result.items).filledRectangles(style.palette + [style.lineColor]).filter { rect in
            let swatch =
                result.legendFrame.map {
                    $0.contains(Point(rect.minX, rect.minY)) && $0.contains(Point(rect.maxX, rect.maxY))
                } ?? false
            return result.plotArea.contains(Point(rect.midX, rect.midY)) && !swatch
        }
    }
}

extension SceneRecorder {
    /// The filled rectangles (a bar: four corners) in these colours, as rectangles.
    func filledRectangles(_ colors: [Color]) -> [Rect] {
        fills.compactMap { fill in
            guard colors.contains(fill.color) else { return nil }
            var points: [Point] = []
            for element in fill.path.elements {
                switch element {
                case .move(let point), .line(let point): points.append(point)
                case .curve: return nil
                case .close: break
                }
            }
            guard points.count == 4 else { return nil }
            let xs = points.map(\.x)
            let ys = points.map(\.y)
            return Rect(
                x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
    }
}
