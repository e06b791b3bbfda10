import DeclarativeCharts
import FolderTesting
import Foundation
import PlotCore
import PlotRender
import XCTest

/// Values anyone could put in a declared chart: NaN, infinities, empty data, negative sizes,
/// dates far off. Each chart is written to a PNG or throws a typed error; nothing traps.
final class PublicAPIBadInputTests: TemporaryFolderTestCase {
    override func setUpWithError() throws {
        _ = DrawnChart.text
        try super.setUpWithError()
    }

    private func written(_ chart: Chart<ChartContentGroup>, _ name: String, size: Size = Size(400, 300)) -> String {
        do {
            return "wrote \(try chart.write(to: folder + name + ".png", size: size).count)"
        } catch {
            return shown(error)
        }
    }

    func testHostileValuesDrawOrThrow() {
        let odd: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, 0, 5e-324]
        let charts: [(String, Chart<ChartContentGroup>)] = [
            (
                "line",
                Chart {
                    ForEach(odd.indices, id: \.self) { LineMark(x: .value("x", Double($0)), y: .value("y", odd[$0])) }
                }
            ),
            (
                "xs",
                Chart { ForEach(odd.indices, id: \.self) { PointMark(x: .value("x", odd[$0]), y: .value("y", 1.0)) } }
            ),
            (
                "bars",
                Chart { ForEach(odd.indices, id: \.self) { BarMark(x: .value("k", "\($0)"), y: .value("y", odd[$0])) } }
            ),
            (
                "area",
                Chart {
                    ForEach(odd.indices, id: \.self) { AreaMark(x: .value("x", Double($0)), y: .value("y", odd[$0])) }
                }
            ),
            ("empty", Chart { ForEach([Double](), id: \.self) { LineMark(x: .value("x", $0), y: .value("y", $0)) } }),
            ("nothing", Chart {}),
            (
                "dates",
                Chart {
                    LineMark(x: .value("t", Date.distantFuture, unit: .month), y: .value("y", 1.0))
                    LineMark(x: .value("t", Date(timeIntervalSince1970: .nan), unit: .day), y: .value("y", 2.0))
                    LineMark(x: .value("t", Date.distantPast, unit: .year), y: .value("y", 3.0))
                }
            ),
            (
                "sizes",
                Chart {
                    PointMark(x: .value("x", 1.0), y: .value("y", 1.0)).symbolSize(-5).opacity(.nan)
                    PointMark(x: .value("x", 2.0), y: .value("y", 2.0)).symbolSize(.infinity).opacity(-1)
                }
            ),
            (
                "strokes",
                Chart {
                    LineMark(x: .value("x", 1.0), y: .value("y", 1.0)).lineStyle(
                        StrokeStyle(lineWidth: .nan, dash: [-1, .nan]))
                    LineMark(x: .value("x", 2.0), y: .value("y", 2.0)).lineStyle(
                        StrokeStyle(lineWidth: -3, dash: [0, 0]))
                }
            ),
            (
                "colours",
                Chart {
                    LineMark(x: .value("x", 1.0), y: .value("y", 1.0)).foregroundStyle(
                        Color(red: .nan, green: 9, blue: -1, opacity: .infinity))
                }
            ),
            (
                "rules",
                Chart {
                    RuleMark(y: .value("y", Double.nan))
                    RuleMark(x: .value("x", Double.infinity))
                    RuleMark(xStart: .value("x", -.infinity), xEnd: .value("x", Double.nan), y: .value("y", 1.0))
                }
            ),
            (
                "rectangle",
                Chart {
                    RectangleMark(
                        xStart: .value("x", Double.nan), xEnd: .value("x", 1.0), yStart: .value("y", 2.0),
                        yEnd: .value("y", -Double.infinity))
                }
            ),
            (
                "sectors",
                Chart {
                    ForEach(odd.indices, id: \.self) {
                        SectorMark(
                            angle: .value("v", odd[$0]), innerRadius: .ratio(.nan), outerRadius: .fixed(-4),
                            angularInset: .infinity)
                    }
                }
            ),
            ("function", Chart { LinePlot(x: "x", y: "y", domain: -1e308...1e308) { $0 * $0 } }),
            ("function nan", Chart { LinePlot(x: "x", y: "y", domain: 0...1) { _ in .nan } }),
            ("log", Chart { LineMark(x: .value("x", 1.0), y: .value("y", -1.0)) }.chartYScale(type: .log)),
            (
                "domain",
                Chart { LineMark(x: .value("x", 1.0), y: .value("y", 1.0)) }.chartXScale(domain: 5...5).chartYScale(
                    domain: -.infinity...1e308)
            ),
            (
                "mixed",
                Chart {
                    LineMark(x: .value("x", 1.0), y: .value("y", 1.0))
                    LineMark(x: .value("x", "one"), y: .value("y", 1.0))
                }
            ),
            (
                "label",
                Chart { BarMark(x: .value(String(repeating: "W", count: 10000), "\u{0}\u{202E}"), y: .value("", 1.0)) }
            ),
            (
                "annotation",
                Chart {
                    BarMark(x: .value("k", "a"), y: .value("y", Double.nan)).annotation(position: .overlay) {
                        Text(String(repeating: "é", count: 5000))
                    }
                }
            ),
        ]
        let expected = [
            "rules": "ChartDataError: RuleMark: y (y) is nan, not a finite number",
            "rectangle": "ChartDataError: RectangleMark: xStart (x) is nan, not a finite number",
            "sectors": "ChartDataError: SectorMark 1: the angle (v = NaN) must be a finite number",
            "log": "ChartDataError: series \"y\", point 1: y is \u{2212}1, and a log axis shows only values above 0",
            "domain": "ChartDataError: the x range must run from a lower to a higher finite number, and it is 5:5",
            "mixed": "ChartDataError: x holds categories and numbers: one kind an axis",
        ]
        for (name, chart) in charts {
            let file = name.replacingOccurrences(of: " ", with: "-")
            XCTAssertEqual(written(chart, file), expected[name] ?? "wrote 1", name)
        }
        let line = Chart { LineMark(x: .value("x", 1.0), y: .value("y", 1.0)) }
        for (size, text) in [
            (Size(.nan, 100), "nan×100.0"), (Size(-1, -1), "-1.0×-1.0"), (Size(0, 0), "0.0×0.0"),
            (Size(1e9, 1e9), "1000000000.0×1000000000.0"), (Size(.infinity, 1), "inf×1.0"),
        ] {
            XCTAssertEqual(written(line, "size", size: size), "RenderError: a page of \(text) cannot be drawn")
        }
        let paths = [
            ("", "RenderError: : give a file name ending in .png, .pdf or .svg"),
            ("chart.gif", "RenderError: DIR/chart.gif: give a file name ending in .png, .pdf or .svg"),
            ("missing/c.png", "OutputFileError: cannot write DIR/missing/c.png: the folder DIR/missing does not exist"),
            ("/", "RenderError: DIR/: give a file name ending in .png, .pdf or .svg"),
        ]
        for (name, expected) in paths {
            let path = name.isEmpty ? "" : name == "/" ? folder! : folder + name
            do {
                _ = try line.write(to: path, size: Size(400, 300))
                XCTFail("\(name) was written")
            } catch {
                XCTAssertEqual(shown(error), expected)
            }
        }
    }
}
