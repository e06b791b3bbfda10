import SceneTesting
import XCTest

@testable import PlotCore

/// Heat maps and 2-D histograms: the bins against numpy 2.4's `histogram2d`, the colours
/// against matplotlib 3.11's colormaps and norms, the colour bar's ticks against d3-array's
/// `ticks`, and the cells where the scales put them.
///
/// The expected values were made by this Python, and written here as it printed them:
///
///     import numpy as np, matplotlib
///     from matplotlib.colors import CenteredNorm, Normalize
///     rng = np.random.default_rng(24)
///     x = np.round(rng.normal(10, 3, 40), 1); y = np.round(rng.normal(0, 1, 40), 2)
///     H, xe, ye = np.histogram2d(x, y, bins=(4, 3))
///     matplotlib.colormaps['viridis'](0.5)        # and the others below
///     n = CenteredNorm(); n.autoscale([-12.0, 30.0]); matplotlib.colormaps['RdBu'](n(-12.0))
final class HeatmapTests: XCTestCase {
    static let x: [Double] = [
        14.1, 11.0, 6.5, 9.4, 9.0, 9.3, 11.8, 6.2, 12.9, 6.6, 9.4, 12.7, 12.0, 7.9, 15.3, 11.1, 7.1, 10.1, 7.5, 11.3,
        6.0, 11.4, 4.7, 13.3, 10.8, 14.1, 7.9, 3.7, 5.9, 9.3, 15.9, 11.7, 13.9, 7.4, 8.4, 9.0, 13.5, 8.3, 9.1, 14.9,
    ]
    static let y: [Double] = [
        -0.87, -0.03, -1.34, -0.24, 0.83, 1.19, -1.39, -2.53, 0.54, 1.67, -0.7, 0.26, 0.03, -2.16, -2.67, -0.07,
        0.49, -1.52, -0.33, -0.79, -0.96, -1.29, 1.17, 0.01, -0.23, -0.49, 0.38, -0.51, 0.15, -0.78, 0.33, -0.33,
        0.54, -1.6, -0.83, -1.28, 1.52, -0.67, -0.12, -1.79,
    ]

    /// numpy's `histogram2d(x, y, bins=(4, 3))`: H, xedges, yedges.
    func testBinsAreNumpysHistogram2d() {
        let histogram = Histogram2D(x: Self.x, y: Self.y, xBins: 4, yBins: 3)
        XCTAssertEqual(histogram.xEdges, [3.7, 6.75, 9.8, 12.849999999999998, 15.9])
        XCTAssertEqual(histogram.yEdges, [-2.67, -1.2233333333333334, 0.22333333333333316, 1.67])
        XCTAssertEqual(histogram.counts, [[2, 3, 2], [3, 7, 4], [3, 6, 1], [2, 3, 4]])
        XCTAssertEqual(histogram.leftOut, 0)
    }

    /// On an inner edge a pair goes to the bin above; on the last edge, into the last bin;
    /// one value throughout is binned half a unit either side (numpy's, for each case).
    func testEdgesAreNumpys() {
        let onEdges = Histogram2D(x: [0, 1, 2, 3, 4, 2], y: [0, 0, 1, 1, 2, 1], xBins: 4, yBins: 2)
        XCTAssertEqual(onEdges.counts, [[1, 0], [1, 0], [0, 2], [0, 2]])
        XCTAssertEqual(onEdges.xEdges, [0, 1, 2, 3, 4])
        let constant = Histogram2D(x: [5, 5], y: [1, 2], xBins: 2, yBins: 2)
        XCTAssertEqual(constant.xEdges, [4.5, 5, 5.5])
        XCTAssertEqual(constant.yEdges, [1, 1.5, 2])
        XCTAssertEqual(constant.counts, [[0, 0], [1, 1]])
        // A pair missing a value is left out and counted (numpy would fail on NaN).
        let gaps = Histogram2D(x: [0, .nan, 1, 2], y: [0, 1, .infinity, 2], xBins: 2, yBins: 2)
        XCTAssertEqual(gaps.leftOut, 2)
        XCTAssertEqual(gaps.counts, [[1, 0], [0, 1]])
    }

    /// `matplotlib.colormaps[name](fraction)[:3]`.
    func testColoursAreMatplotlibs() {
        let expected: [(Colormap, Double, (Double, Double, Double))] = [
            (.viridis, 0.5, (0.127568, 0.566949, 0.550556)),
            (.viridis, 0.0, (0.267004, 0.004874, 0.329415)),
            (.viridis, 1.0, (0.993248, 0.906157, 0.143936)),
            (.viridis, 0.999, (0.993248, 0.906157, 0.143936)),
            (.magma, 0.25, (0.316654, 0.07169, 0.48538)),
            (.cividis, 0.75, (0.736488, 0.680629, 0.424028)),
            (.blues, 0.5, (0.41708573625528644, 0.6806305267204922, 0.8382314494425221)),
            (.rdbu, 0.5, (0.9657054978854287, 0.9672433679354094, 0.9680891964628989)),
            (.rdbu, 0.0, (0.403921568627451, 0.0, 0.12156862745098039)),
            (.rdbu, 1.0, (0.0196078431372549, 0.18823529411764706, 0.3803921568627451)),
        ]
        for (map, fraction, rgb) in expected {
            XCTAssertEqual(
                map.color(at: fraction), Color(red: rgb.0, green: rgb.1, blue: rgb.2), "\(map) at \(fraction)")
        }
        // Beyond the ends, matplotlib's under and over colours are the ends'.
        XCTAssertEqual(Colormap.viridis.color(at: -0.2), Colormap.viridis.color(at: 0))
        XCTAssertEqual(Colormap.viridis.color(at: 1.7), Colormap.viridis.color(at: 1))
    }

    /// `Normalize(2, 12)` for a sequential map; `CenteredNorm` for a diverging one over values
    /// that span zero: -12 of -12...30 is 0.3 along RdBu, and zero its middle.
    func testScalesAreMatplotlibsNorms() {
        let viridis = ColorScale(colormap: .viridis, lower: 2, upper: 12)
        XCTAssertEqual(viridis.color(7), Color(red: 0.127568, green: 0.566949, blue: 0.550556))
        let rdbu = ColorScale(colormap: .rdbu, lower: -12, upper: 30)
        XCTAssertEqual(rdbu.domain, Interval(-30, 30))
        XCTAssertEqual(rdbu.fraction(-12), 0.3, accuracy: 1e-15)
        XCTAssertEqual(
            rdbu.color(-12), Color(red: 0.954555940023068, green: 0.641753171856978, blue: 0.5057285659361782))
        XCTAssertEqual(rdbu.color(0), Colormap.rdbu.color(at: 0.5))
        // All on one side of zero, a diverging map spans the values as any other.
        XCTAssertEqual(ColorScale(colormap: .rdbu, lower: 3, upper: 9).domain, Interval(3, 9))
    }

    /// Labels over a dark cell are white, over a light one dark (seaborn's luminance rule).
    func testLabelColourFollowsLuminance() {
        XCTAssertEqual(Colormap.viridis.color(at: 0).contrastingText, .white)
        XCTAssertEqual(Colormap.viridis.color(at: 1).contrastingText, Color(red: 0.15, green: 0.15, blue: 0.15))
        XCTAssertEqual(Colormap.rdbu.color(at: 0.5).contrastingText, Color(red: 0.15, green: 0.15, blue: 0.15))
    }

    /// The bar's ticks are d3's: d3.ticks(0, 37, 10) is 0, 5 ... 35; counts keep whole numbers
    /// (d3.ticks(0, 3, 10) steps by 0.5; only 0, 1, 2, 3 are kept).
    func testColourBarTicksAreD3s() {
        let measurer = FixedTextMeasurer()
        let style = ChartStyle(page: Size(1920, 1080))
        let bar = ColorBar(
            scale: ColorScale(colormap: .viridis, lower: 0, upper: 37), title: "count", wholeNumbers: true,
            style: style)
        let labelHeight = measurer.measure("0", font: style.font).height
        // Tall enough for d3's count of 10, whose labels keep apart.
        let ticks = bar.ticks(bottom: labelHeight * 25, top: 0, measurer: measurer)
        XCTAssertEqual(ticks.values, [0, 5, 10, 15, 20, 25, 30, 35])
        XCTAssertEqual(ticks.labels, ["0", "5", "10", "15", "20", "25", "30", "35"])
        let few = ColorBar(
            scale: ColorScale(colormap: .viridis, lower: 0, upper: 3), title: nil, wholeNumbers: true, style: style)
        XCTAssertEqual(few.ticks(bottom: labelHeight * 25, top: 0, measurer: measurer).values, [0, 1, 2, 3])
    }

    /// Mean temperature by month and weekday: a cell a pair, the mean of its rows, empty
    /// cells left empty, the first y category at the top, each cell the colour of its value.
    func testHeatmapCellsAreMeansInTheirColours() throws {
        let table = DataTable(columns: [
            DataColumn(name: "month", values: .categories(codes: [0, 0, 1, 1, 0], labels: ["Jan", "Feb"])),
            DataColumn(name: "day", values: .categories(codes: [0, 0, 1, 0, -1], labels: ["Mon", "Tue"])),
            DataColumn(name: "temp", values: .numbers([2, 4, 9, 12, 100])),
        ])
        let chart = try DataChart.heatmap(table: table, x: 0, y: 1, value: 2, aggregate: nil)
        let grid = try XCTUnwrap(chart.grid)
        XCTAssertEqual(grid.values[0][0], 3)
        XCTAssertTrue(grid.values[0][1].isNaN)
        XCTAssertEqual(grid.values[1][0], 12)
        XCTAssertEqual(grid.values[1][1], 9)
        XCTAssertEqual(grid.valueTitle(in: .english), "mean temp")
        XCTAssertEqual(grid.valueTitle(in: .russian), "temp (среднее)")
        XCTAssertEqual(
            chart.noteTexts, ["2 × 2 cells", "rows of a cell averaged", "1 row without an x or a y left out"])

        let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(800, 500)))
            .layout(in: Rect(x: 0, y: 0, width: 800, height: 500), measurer: FixedTextMeasurer())
        let plot = result.plotArea
        // The cells, not the colour bar's steps beside the plot.
        let fills = SceneRecorder(result.items).fills.filter {
            $0.path.bounds.map { plot.contains(Point($0.midX, $0.midY)) } == true
        }
        let scale = ColorScale(colormap: .viridis, lower: 3, upper: 12)
        // Three cells, each in its value's colour (Jan/Mon, Feb/Mon, Feb/Tue); Jan/Tue stays the background.
        XCTAssertEqual(fills.map(\.color), [3.0, 12, 9].map(scale.color))
        XCTAssertEqual(result.visibleCount, 3)
        let janMon = try XCTUnwrap(fills.first { $0.color == scale.color(3) }?.path.bounds)
        XCTAssertEqual(janMon.minX, plot.minX, accuracy: 1)
        XCTAssertEqual(janMon.minY, plot.minY, accuracy: 1)
        XCTAssertEqual(janMon.width, plot.width / 2, accuracy: 1)
        // Labelled: every value fits its cell.
        XCTAssertEqual(
            Set(SceneRecorder(result.items).runs.map(\.text)).intersection(["3", "9", "12"]), ["3", "9", "12"])
    }

    /// 300 rows closer than a line of text: every k-th is ticked and labelled, none blank.
    func testCrowdedCategoriesAreTickedEveryKth() throws {
        let table = DataTable(columns: [
            DataColumn(name: "x", values: .numbers((0..<300).map { Double($0 % 3) })),
            DataColumn(name: "y", values: .numbers((0..<300).map(Double.init))),
        ])
        let chart = try DataChart.heatmap(table: table, x: 0, y: 1, value: nil, aggregate: nil)
        let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(800, 500)))
            .layout(in: Rect(x: 0, y: 0, width: 800, height: 500), measurer: FixedTextMeasurer())
        let ticks = result.yTicks
        XCTAssertLessThan(ticks.values.count, 300)
        XCTAssertGreaterThan(ticks.values.count, 1)
        XCTAssertFalse(ticks.labels.contains(""))
        let every = Int(ticks.values[1] - ticks.values[0])
        XCTAssertEqual(ticks.labels, stride(from: 0, to: 300, by: every).map(String.init))
    }

    /// A chart in Russian writes its cells' and colour bar's numbers with a decimal comma.
    func testNumbersInTheChartsMarks() throws {
        let table = DataTable(columns: [
            DataColumn(name: "x", values: .categories(codes: [0, 1], labels: ["а", "б"])),
            DataColumn(name: "y", values: .categories(codes: [0, 0], labels: ["в"])),
            DataColumn(name: "v", values: .numbers([2.5, 3.5])),
        ])
        var chart = try DataChart.heatmap(table: table, x: 0, y: 1, value: 2, aggregate: nil)
        chart.words = .russian
        let result = DataChartLayout(chart: chart, style: ChartStyle(page: Size(800, 500)))
            .layout(in: Rect(x: 0, y: 0, width: 800, height: 500), measurer: FixedTextMeasurer())
        let texts = SceneRecorder(result.items).texts
        XCTAssertTrue(texts.contains("2,5") && texts.contains("3,5"), "\(texts)")
        XCTAssertFalse(texts.contains { $0.contains(".") }, "\(texts)")
    }

    /// A count needs no value column; another aggregate does, and a time axis is refused.
    func testHeatmapRefusals() throws {
        let table = DataTable(columns: [
            DataColumn(name: "date", values: .times([0, 86_400])),
            DataColumn(name: "kind", values: .categories(codes: [0, 1], labels: ["a", "b"])),
            DataColumn(name: "n", values: .numbers([1, 2])),
        ])
        XCTAssertThrowsError(try DataChart.heatmap(table: table, x: 0, y: 1, value: 2, aggregate: nil)) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "--x date holds times: a heat map's axes are categories or whole numbers (a month, a weekday, an hour column)"
            )
        }
        XCTAssertThrowsError(try DataChart.heatmap(table: table, x: 1, y: 2, value: nil, aggregate: .sum)) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "--agg sum makes one value of a cell's values: give --value COLUMN, or --agg count to count rows")
        }
        XCTAssertThrowsError(try DataChart.hist2d(table: table, x: 1, y: 2, xBins: 10, yBins: 10)) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "--x kind holds categories: a 2-D histogram bins two number columns (--kind heatmap takes categories)")
        }
        // Without a value, a cell counts its rows.
        let counts = try? DataChart.heatmap(table: table, x: 1, y: 2, value: nil, aggregate: nil)
        XCTAssertEqual(counts?.grid?.values.map { $0.map { $0.isNaN ? -1 : $0 } }, [[1, -1], [-1, 1]])
        XCTAssertEqual(counts?.grid?.valueTitle(in: .english), "count")
    }
}
