import XCTest

@testable import PlotCore

/// Bad data fed to every public entry point of PlotCore, as a server that charts anyone's
/// numbers would: each is a thrown error or a drawing, never a trap (a trap stops the server).
final class PublicAPIBadInputTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let page = PageSpec(size: Size(600, 400))

    /// Numbers a double holds that charts do not expect.
    static let hostile: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, -1, 1e308, -1e308, 5e-324, 1e-300, 1e300]

    /// Series no one would draw on purpose.
    static func datasets() throws -> [(String, PointSeries)] {
        var gaps = PointSeries()
        gaps.appendMissing(x: 0)
        gaps.append(x: 1, y: 2)
        gaps.appendMissing(x: 2)
        return [
            ("empty", PointSeries()),
            ("one point", try PointSeries(xs: [1], ys: [1])),
            ("extremes", try PointSeries(xs: [-1.7e308, 0, 1.7e308], ys: [1.7e308, -0.0, -1.7e308])),
            ("subnormal", try PointSeries(xs: [0, 5e-324, 1e-323], ys: [5e-324, 0, -5e-324])),
            ("non-finite", try PointSeries(xs: [.nan, .infinity, 1, -.infinity], ys: [1, 2, .nan, 3])),
            ("gaps", gaps),
            ("one x", try PointSeries(xs: [1, 1, 1], ys: [1, 2, 3])),
            ("far categories", try PointSeries(xs: [1e15, -1, 0.5, 2, 1e300, -1e300], ys: [1, 2, 3, 4, 5, 6])),
            ("huge times", try PointSeries(xs: [-1e300, 1e300], ys: [1, 2])),
        ]
    }

    static let axes: [AxisKind] = [
        .linear, .log, .time(TimeZone(identifier: "UTC")!), .category([]), .category(["a"]), .category(["", "b", ""]),
    ]

    /// The page drawn: one page of the size asked for (held to one a layout can have),
    /// whatever the chart holds.
    func assertDraws(
        _ chart: DataChart, page: PageSpec? = nil, _ what: @autoclosure () -> String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let page = page ?? self.page
        let scene = DataChartPage(chart: chart, page: page).scene(measurer: measurer)
        XCTAssertEqual(scene.pages.count, 1, what(), file: file, line: line)
        XCTAssertEqual(scene.pages.first?.size, page.drawable.size, what(), file: file, line: line)
        XCTAssertEqual(scene.scale, page.drawable.scale, what(), file: file, line: line)
    }

    func testEveryKindOnEveryAxisDrawsHostileSeries() throws {
        for (name, points) in try Self.datasets() {
            for kind in ChartKind.allCases {
                for x in Self.axes {
                    for (logY, stacked) in [(false, false), (true, true)] {
                        let chart = DataChart(
                            kind: kind,
                            series: [
                                ChartSeries(name: name, points: points),
                                ChartSeries(name: "", points: try PointSeries(xs: [0, 1], ys: [-5, 5])),
                            ], x: x, logY: logY, stacked: stacked)
                        assertDraws(chart, "\(name) \(kind) \(x) logY \(logY)")
                        let table = DataChartTablePage(chart: chart, page: page).scene(measurer: measurer)
                        XCTAssertEqual(table.pages.first?.size, page.size, "\(name) \(kind) \(x) table")
                    }
                }
            }
        }
    }

    /// `validate()` names what the layout would leave out; `write` throws it.
    func testValidateNamesTheBadValue() throws {
        // Interval orders its ends; a range set end by end need not be.
        var reversed = Interval(1, 2)
        reversed.lower = 3
        let cases: [(DataChart, String)] = [
            (
                DataChart(kind: .histogram, series: [try series("h", [1, 2])], bins: .count(0)),
                "a histogram needs 1 to 10,000 bins, and bins is 0"
            ),
            (
                DataChart(kind: .histogram, series: [try series("h", [1, 2])], bins: .count(Int.max)),
                "a histogram needs 1 to 10,000 bins, and bins is 9223372036854775807"
            ),
            (
                DataChart(series: [try series("s", [1, 2])], viewport: ViewportRequest(zoom: .nan)),
                "the zoom must be a number above 0, and it is NaN"
            ),
            (
                DataChart(series: [try series("s", [1, 2])], viewport: ViewportRequest(zoom: 0)),
                "the zoom must be a number above 0, and it is 0"
            ),
            (
                DataChart(series: [try series("s", [1, 2])], viewport: ViewportRequest(zoom: -.infinity)),
                "the zoom must be a number above 0, and it is −∞"
            ),
            (
                DataChart(series: [try series("s", [1, 2])], viewport: ViewportRequest(center: Point(.nan, 1))),
                "the zoom's centre must be finite, and it is (NaN, 1)"
            ),
            (
                DataChart(series: [try series("s", [1, 2])], viewport: ViewportRequest(xRange: reversed)),
                "the x range must run from a lower to a higher finite number, and it is 3:2"
            ),
            (
                DataChart(series: [try series("s", [1, 2])], viewport: ViewportRequest(yRange: Interval(.nan, 0))),
                "the y range must run from a lower to a higher finite number, and it is NaN:NaN"
            ),
            (
                DataChart(series: [try series("s", [1, 2])], viewport: ViewportRequest(xRange: Interval(3, 3))),
                "the x range must run from a lower to a higher finite number, and it is 3:3"
            ),
        ]
        for (chart, message) in cases {
            XCTAssertThrowsError(try chart.validate()) { XCTAssertEqual(($0 as? ChartDataError)?.description, message) }
            // Not validated, it still draws: the layout has its own meaning for each.
            assertDraws(chart, message)
        }
    }

    func testHostileViewportsBinsAndCurvesDraw() throws {
        let kinds: [ChartKind] = [.line, .scatter, .bar, .histogram, .area, .step]
        for kind in kinds {
            for x in [AxisKind.linear, .log] {
                for value in Self.hostile {
                    let points = try PointSeries(xs: [1, 2, 3, 10, 100], ys: [1, 4, 2, 8, 5])
                    let requests = [
                        ViewportRequest(zoom: value), ViewportRequest(center: Point(value, value)),
                        ViewportRequest(zoom: 2, center: Point(value, -value)),
                        ViewportRequest(xRange: Interval(value, 1)), ViewportRequest(xRange: Interval(1, value)),
                        ViewportRequest(yRange: Interval(value, -value)), ViewportRequest(yRange: Interval(-1, value)),
                    ]
                    for request in requests {
                        assertDraws(
                            DataChart(
                                kind: kind, series: [ChartSeries(name: "s", points: points)], x: x, viewport: request),
                            "\(kind) \(x) \(request)")
                    }
                    for curve in [Curve.catmullRom(alpha: value), .monotoneX, .step] {
                        assertDraws(
                            DataChart(kind: kind, series: [ChartSeries(name: "s", points: points)], x: x, curve: curve),
                            "\(kind) \(curve)")
                    }
                }
                for bins in [0, -1, 1, Int.max, Int.min, 1 << 40] {
                    let points = try PointSeries(xs: [1, 2, 3], ys: [1, 2, 3])
                    assertDraws(
                        DataChart(
                            kind: kind, series: [ChartSeries(name: "s", points: points)], x: x, bins: .count(bins)),
                        "\(kind) bins \(bins)")
                }
            }
        }
    }

    /// A page of no size, of NaN, of a billion pixels a side, at any scale: drawn on the
    /// nearest page a layout can have.
    func testHostilePagesDraw() throws {
        XCTAssertEqual(PageSpec(size: Size(.nan, 0), scale: .nan).drawable, PageSpec(size: Size(1, 1), scale: 1))
        XCTAssertEqual(
            PageSpec(size: Size(.infinity, 1e9), scale: 1e300).drawable,
            PageSpec(size: Size(100_000, 100_000), scale: 100))
        XCTAssertEqual(PageSpec(size: Size(-5, 0.5), scale: 1e-9).drawable, PageSpec(size: Size(1, 1), scale: 0.01))
        XCTAssertEqual(page.drawable, page)
        let many = try PointSeries(xs: (0..<300).map(Double.init), ys: (0..<300).map { sin(Double($0)) })
        let pages = [
            (Size(0, 0), 1.0), (Size(-100, -100), 0), (Size(.nan, .nan), .nan), (Size(.infinity, 400), -1),
            (Size(1, 1), .infinity), (Size(1e-300, 1e-300), 1e-300), (Size(600, 400), .nan),
            (Size(600, 400), 1e-300),
        ]
        for (size, scale) in pages {
            let page = PageSpec(size: size, scale: scale)
            for kind in [ChartKind.line, .bar, .pie, .histogram] {
                let chart = DataChart(kind: kind, series: [ChartSeries(name: "s", points: many)], title: "t")
                assertDraws(chart, page: page, "\(kind) \(size) × \(scale)")
            }
            let table = DataChartTablePage(chart: .points(many), page: page).scene(measurer: measurer)
            XCTAssertEqual(table.pages.first?.size, page.drawable.size, "\(size) × \(scale) table")
        }
    }

    func testHostileTextAndManySeriesDraw() throws {
        let points = try PointSeries(xs: [0, 1, 2], ys: [3, 1, 2])
        let long = String(repeating: "W", count: 2000)
        for kind in ChartKind.allCases {
            var chart = DataChart(
                kind: kind, series: (0..<12).map { ChartSeries(name: $0 == 0 ? long : "", points: points) },
                x: .category(["", long, "\n\n\t"]), title: long, xTitle: "", yTitle: "\n",
                notes: Array(repeating: long, count: 5))
            chart.words = .russian
            for legend in LegendPlacement.allCases {
                chart.legend = legend
                assertDraws(chart, "\(kind) \(legend)")
            }
            for orientation in BarOrientation.allCases {
                chart.barOrientation = orientation
                assertDraws(chart, "\(kind) \(orientation)")
            }
            for aggregate in Aggregate.allCases {
                chart.aggregate = aggregate
                assertDraws(chart, "\(kind) \(aggregate)")
            }
            for markers in MarkerMode.allCases {
                chart.markers = markers
                assertDraws(chart, "\(kind) \(markers)")
            }
        }
    }

    /// A digest whose source lied: counts below zero, extents of NaN.
    func testHostileDigestsDraw() throws {
        for count in [-1, 0, Int.max, Int.min] {
            for extent in [nil, Interval(.nan, .nan), Interval(1, -1), Interval(-.infinity, .infinity)] {
                let digest = SeriesDigest(count: count, missingCount: count, xExtent: extent, yExtent: extent)
                for kind in [ChartKind.line, .scatter, .step] {
                    let chart = DataChart(kind: kind, series: [ChartSeries(name: "d", digest: digest)])
                    assertDraws(chart, "\(kind) \(count) \(String(describing: extent))")
                }
            }
        }
    }

    /// A source that answers wrongly: too few answers, too many, columns of another mapping.
    func testASourceThatAnswersWronglyIsNoTrap() async throws {
        struct Liar: SeriesSource {
            var answers: Int
            func columns(_ mapping: M4Decimation) async throws -> [SeriesDigest.Columns] {
                let other = M4Decimation(visible: Interval(.nan, .nan), left: .nan, width: .nan)
                return (0..<answers).map { _ in SeriesDigest.Columns(columns: M4Columns(other), countInXRange: -5) }
            }
            func points(near range: Interval?) async throws -> [PointSeries] {
                Array(repeating: PointSeries(), count: answers)
            }
        }
        for answers in [0, 1, 5] {
            var chart = DataChart(series: [
                ChartSeries(
                    name: "d",
                    digest: SeriesDigest(
                        count: 10_000_000, missingCount: 0, xExtent: Interval(0, 1), yExtent: Interval(0, 1)))
            ])
            do {
                try await chart.complete(from: Liar(answers: answers), page: page, measurer: measurer)
                XCTFail("a source that never answers cannot complete the chart")
            } catch {
                XCTAssertEqual((error as? ChartDataError)?.description, "the chart's layout did not settle")
            }
            assertDraws(chart, "\(answers) answers")
        }
    }

    func testM4WithHostileMappingsIsNoTrap() throws {
        let intervals = [
            Interval(.nan, .nan), Interval(-.infinity, .infinity), Interval(0, 5e-324), Interval(1, -1),
            Interval(-1e308, 1e308), Interval(0, 0),
        ]
        for visible in intervals {
            for left in [.nan, .infinity, -1e308, 0.5] {
                for width in [.nan, .infinity, -.infinity, -1, 0, 1e308, 5e-324, 300] {
                    let mapping = M4Decimation(visible: visible, left: left, width: width)
                    var columns = M4Columns(mapping)
                    for x in Self.hostile {
                        for y in Self.hostile { columns.add(x: x, y: y) }
                    }
                    // A NaN end makes a mapping unequal to itself: its columns merge with none.
                    if visible.lower.isNaN {
                        XCTAssertThrowsError(try columns.merge(M4Columns(mapping))) {
                            XCTAssertEqual(
                                ($0 as? ChartDataError)?.description,
                                "M4 columns made for other pixel columns or another view cannot be merged: make both with one mapping"
                            )
                        }
                    } else {
                        XCTAssertNoThrow(try columns.merge(M4Columns(mapping)))
                    }
                    XCTAssertLessThanOrEqual(mapping.columns, M4Decimation.maxColumns, "\(visible) \(left) \(width)")
                }
            }
        }
        XCTAssertEqual(M4Decimation(visible: Interval(0, 1), left: 0, width: 1e300).columns, M4Decimation.maxColumns)
        XCTAssertEqual(M4Decimation(visible: Interval(0, 1), left: .nan, width: .nan).columns, 1)
    }

    func testCurvesAndPathsTakeAnyNumbers() throws {
        // Arrays of two lengths: the line through the points both have.
        XCTAssertEqual(Curve.linear.path(xs: [0, 1, 2], ys: [5]).svgPathData(), "M0,5Z")
        XCTAssertEqual(Curve.linear.path(xs: [], ys: [1, 2]).svgPathData(), "")
        // Alpha outside 0...1 is held to it; NaN is the centripetal 0.5.
        XCTAssertEqual(Curve.catmullRom(alpha: .nan), .catmullRom())
        XCTAssertEqual(Curve.catmullRom(alpha: 7), .catmullRom(alpha: 1))
        XCTAssertEqual(Curve.catmullRom(alpha: -.infinity), .catmullRom(alpha: 0))
        for curve in [Curve.linear, .monotoneX, .catmullRom(), .catmullRom(alpha: 0), .step, .stepBefore, .stepAfter] {
            for value in Self.hostile {
                _ = curve.path(xs: [0, 1, value, 3, 4], ys: [value, 1, 2, value, 1e308]).svgPathData()
            }
        }
        var path = Path()
        path.move(to: Point(1.23456, .nan))
        path.line(to: Point(.infinity, -2.5))
        // Decimals are held to 0...17, the digits a double has.
        XCTAssertEqual(path.svgPathData(decimals: -5), "M1,nanLinf,-3")
        XCTAssertEqual(path.svgPathData(decimals: Int.max), path.svgPathData(decimals: 17))
        XCTAssertEqual(path.svgPathData(decimals: Int.min), path.svgPathData(decimals: 0))
    }

    func testSeriesAndPagesOfAnyNumbers() throws {
        var series = PointSeries()
        for value in Self.hostile {
            series.append(x: value, y: value)
            series.appendMissing(x: value)
        }
        XCTAssertEqual(series.count, 16)
        XCTAssertEqual(series.sortedByX().count, 16)
        XCTAssertEqual(series.xExtent, Interval(-1e308, 1e308))
        XCTAssertEqual(series.yExtent, Interval(-1e308, 1e308))
        XCTAssertThrowsError(try PointSeries(xs: [], ys: [1])) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description, "a series needs as many x values as y values: 0 x, 1 y")
        }
        XCTAssertEqual(Color(hex: 0xffff_ffff).red, 1)
        XCTAssertEqual(DataChart.points(series, title: "").series[0].points.count, 16)
    }
}

/// A series of `ys` over 0, 1, 2...
private func series(_ name: String, _ ys: [Double]) throws -> ChartSeries {
    ChartSeries(name: name, points: try PointSeries(xs: ys.indices.map(Double.init), ys: ys))
}
