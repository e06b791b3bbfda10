import SceneTesting
import XCTest

@testable import PlotCore

/// How a reader tells series apart: colour, then dash past the palette's colours, marker shape;
/// markers on every line or on none; and a legend whose swatches look like the marks.
final class SeriesLookTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let frame = Rect(x: 0, y: 0, width: 1600, height: 900)
    let style = ChartStyle(page: Size(1600, 900))

    /// `count` series of `points` points each, a little apart, on a number x.
    private func chart(_ kind: ChartKind, series count: Int, points: Int) -> DataChart {
        let series = (0..<count).map { index in
            ChartSeries(
                name: "series \(index)",
                points: try! PointSeries(
                    xs: (0..<points).map(Double.init),
                    ys: (0..<points).map { Double(index * 10) + Double($0 % 5) }))
        }
        return DataChart(kind: kind, series: series)
    }

    private func record(_ chart: DataChart) -> (SceneRecorder, DataChartLayout.Result) {
        let result = DataChartLayout(chart: chart, style: style).layout(in: frame, measurer: measurer)
        return (SceneRecorder(result.items), result)
    }

    /// us-employment.csv's 11 columns: the 11th line had the 1st one's colour and solid line, and
    /// the legend two identical swatches. Past the palette's ten colours, the colours repeat in
    /// order and the dash changes (dashed after solid), on the plot and in the legend alike.
    func testTheEleventhSeriesKeepsTheFirstColourButIsDashed() {
        for kind in [ChartKind.line, .step, .area] {
            let (recorder, result) = record(chart(kind, series: 11, points: 120))
            let lines = recorder.strokes.filter {
                $0.clip == result.plotArea && $0.lineWidth == style.lineWidth && style.palette.contains($0.color)
            }
            XCTAssertEqual(lines.count, 11, "\(kind): a line (or outline) a series")
            let looks = Set(lines.map { "\($0.color) \($0.dash)" })
            XCTAssertEqual(looks.count, 11, "\(kind): no two series look alike")
            let first = lines.filter { $0.color == style.palette[0] }
            XCTAssertEqual(first.count, 2, "\(kind)")
            XCTAssertEqual(first.filter(\.dash.isEmpty).count, 1, "\(kind): the 1st solid, the 11th not")
            XCTAssertEqual(
                first.first { !$0.dash.isEmpty }?.dash, LineDash.dashed.pattern(lineWidth: style.lineWidth))
            let swatches = recorder.strokes.filter { $0.clip == nil && $0.color == style.palette[0] }
            XCTAssertEqual(
                Set(swatches.map(\.dash)), Set(first.map(\.dash)), "\(kind): the legend shows the same dashes")
        }
    }

    func testDashesGoSolidDashedDottedDashDotThenRepeat() {
        XCTAssertEqual(
            (0..<50).map { LineDash.forSeries($0, colors: 10) }.enumerated().filter { $0.offset % 10 == 0 }.map(
                \.element),
            [.solid, .dashed, .dotted, .dashDot, .solid])
        XCTAssertEqual(LineDash.forSeries(9, colors: 10), .solid)
        XCTAssertEqual(LineDash.solid.pattern(lineWidth: 4), [])
        // matplotlib's rc patterns times the line width (lines.scale_dashes).
        XCTAssertEqual(LineDash.dotted.pattern(lineWidth: 2), [2, 3.3])
        XCTAssertEqual(LineDash.dashDot.pattern(lineWidth: 2), [12.8, 3.2, 2, 3.2])
    }

    /// Scatter series differ by colour and shape: the pair stays distinct for 30 series (10
    /// colours by 6 shapes), and the legend shows each series' own marker.
    func testScatterColourAndShapeStayDistinctPastTen() {
        let pairs = (0..<30).map {
            "\(SeriesMarks.color($0, of: 30, style)) \(SeriesMarks.markerShape($0, of: 30, kind: .scatter))"
        }
        XCTAssertEqual(Set(pairs).count, 30)
        XCTAssertNotEqual(
            SeriesMarks.markerShape(10, of: 11, kind: .scatter), SeriesMarks.markerShape(0, of: 11, kind: .scatter))
    }

    /// ohlc.json by signal: 24, 19 and 1 points, 44 in view. `auto` marked "long" and "neutral"
    /// but not "short" (a budget of 60 / 3 a series); it now marks all three, or none above 60.
    func testAutoMarkersMarkEverySeriesOrNone() {
        func markers(_ counts: [Int], _ mode: MarkerMode = .auto) -> [Int] {
            var chart = DataChart(
                kind: .line,
                series: counts.enumerated().map { index, count in
                    ChartSeries(
                        name: "s\(index)",
                        points: try! PointSeries(
                            xs: (0..<count).map { Double($0 * 2 + index) }, ys: (0..<count).map { Double($0 % 7) }))
                })
            chart.markers = mode
            let (recorder, result) = record(chart)
            return counts.indices.map { index in
                recorder.fills.filter { $0.clip == result.plotArea && $0.color == style.palette[index] }.count
            }
        }
        XCTAssertEqual(markers([24, 19, 1]), [24, 19, 1])
        XCTAssertEqual(markers([30, 25, 8]), [0, 0, 0], "63 in view: none")
        XCTAssertEqual(markers([30, 25, 8], .always), [30, 25, 8])
        XCTAssertEqual(markers([30, 25, 8], .never), [0, 0, 0])
        // A single point has no line to be drawn as: its marker shows it whatever `auto` decides.
        XCTAssertEqual(markers([40, 40, 1]), [0, 0, 1])
    }

    /// A line drawn with markers shows its marker on its legend swatch (as matplotlib's legend
    /// does); a series of one point, drawn as a marker alone, shows the marker alone.
    func testTheLegendShowsTheMarkersAsDrawn() {
        func swatches(_ counts: [Int]) -> (lines: Int, markers: [Color]) {
            let chart = DataChart(
                kind: .line,
                series: counts.enumerated().map { index, count in
                    ChartSeries(
                        name: "s\(index)",
                        points: try! PointSeries(
                            xs: (0..<count).map { Double($0 * 2 + index) }, ys: (0..<count).map { Double($0 % 7) }))
                })
            let (recorder, _) = record(chart)
            let legendLines = recorder.strokes.filter {
                $0.clip == nil && $0.lineWidth == style.lineWidth && style.palette.contains($0.color)
            }
            let legendMarkers = recorder.fills.filter { $0.clip == nil && style.palette.contains($0.color) }
            return (legendLines.count, legendMarkers.map(\.color))
        }
        let marked = swatches([20, 20, 1])
        XCTAssertEqual(marked.lines, 2, "the single point's swatch has no line")
        XCTAssertEqual(marked.markers, Array(style.palette.prefix(3)))
        let unmarked = swatches([40, 40, 1])
        XCTAssertEqual(unmarked.lines, 2)
        XCTAssertEqual(unmarked.markers, [style.palette[2]], "only the single point's swatch is a marker")
    }
}
