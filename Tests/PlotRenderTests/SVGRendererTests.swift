import Foundation
import PlotCore
import XCTest

@testable import PlotRender

/// The SVG PlotKit writes itself (`SVGRenderer`), read back by an XML parser as a reader's tools
/// read it: the chart's words are text where Pango put them, hostile text stays text, clips
/// nest, pictures are PNGs, the page says what it shows, and the same page is the same bytes.
final class SVGRendererTests: XCTestCase {
    let output = SceneOutput(text: RenderFixtures.text)

    /// y = x² for x = 0...10: ticks 0, 2, ... 10 across and 0, 20, ... 100 up.
    static let squares = DataChart(
        series: [
            ChartSeries(
                name: "squares",
                points: try! PointSeries(xs: Array(0...10).map(Double.init), ys: Array(0...10).map { Double($0 * $0) }))
        ],
        title: "Squares", xTitle: "side", yTitle: "area")

    func svg(_ page: ScenePage) throws -> SVGTestDocument { try SVGTestDocument(try output.svg(page)) }

    func testEveryTickLabelIsATextWherePangoSetsIt() throws {
        let scene = RenderFixtures.scene(Self.squares, RenderFixtures.small)
        let document = try svg(scene.pages[0])
        let texts = document.all("text")
        let words = Set(texts.map(\.text))
        for label in ["0", "2", "4", "6", "8", "10", "20", "40", "60", "80", "100", "Squares", "side", "area"] {
            XCTAssertTrue(words.contains(label), "no <text>\(label)</text> among \(words.sorted())")
        }
        // Every run of the scene, at its origin and on Pango's baseline, in its font and colour.
        var runs: [TextRun] = []
        func collect(_ items: [SceneItem]) {
            for item in items {
                if case .text(let run) = item { runs.append(run) }
                if case .clipped(_, let inner) = item { collect(inner) }
            }
        }
        collect(scene.pages[0].items)
        XCTAssertGreaterThan(runs.count, 20)
        XCTAssertEqual(texts.count, runs.count)
        for (run, text) in zip(runs, texts) {
            XCTAssertEqual(text.text, run.text)
            let baseline = RenderFixtures.text.measure(run.text, font: run.font).baseline
            XCTAssertGreaterThan(baseline, run.font.size * 0.5, run.text)
            if run.angle == 0 {
                XCTAssertEqual(try XCTUnwrap(text.number("x")), run.origin.x, accuracy: 0.005, run.text)
                XCTAssertEqual(try XCTUnwrap(text.number("y")), run.origin.y + baseline, accuracy: 0.005, run.text)
            } else {
                XCTAssertTrue(text.attributes["transform"]?.hasSuffix("rotate(\(SVGNumber.string(run.angle)))") == true)
            }
            XCTAssertEqual(try XCTUnwrap(text.number("font-size")), run.font.size, accuracy: 0.005)
            XCTAssertEqual(text.attributes["font-family"], "'\(run.font.family)', sans-serif")
            XCTAssertEqual(text.attributes["font-weight"], run.font.bold ? "bold" : nil, run.text)
        }
    }

    /// A turned run turns about its origin, its baseline below it as Pango sets it.
    func testATurnedRunTurnsAboutItsOrigin() throws {
        let run = TextRun(
            text: "Label", origin: Point(100.5, 200.25), font: FontSpec(size: 20), color: .black, angle: -90)
        let text = try XCTUnwrap(try svg(ScenePage(size: Size(300, 300), items: [.text(run)])).all("text").first)
        let baseline = RenderFixtures.text.measure("Label", font: run.font).baseline
        XCTAssertEqual(text.attributes["transform"], "translate(100.5 200.25) rotate(-90)")
        XCTAssertNil(text.attributes["x"])
        XCTAssertEqual(try XCTUnwrap(text.number("y")), baseline, accuracy: 0.005)
    }

    /// Markup characters stay text, and characters XML cannot hold at all are dropped rather
    /// than making the file unreadable; a hostile font name cannot close its attribute.
    func testHostileTextStaysText() throws {
        let hostile = "<b>&amp; \"quoted\" 'single'</b>\u{0}\u{1}\u{8}\u{B}\u{1F}\u{FFFE}\u{FFFF} tab\there"
        var page = ScenePage(
            size: Size(400, 100),
            items: [
                .text(
                    TextRun(
                        text: hostile, origin: Point(1, 2),
                        font: FontSpec(family: "Evil\" onload=\"x' <Font>", size: 12),
                        color: .black))
            ])
        page.summary = PageSummary(title: "a < b & c", description: "\"d\" > 'e'\u{2}")
        let bytes = try output.svg(page)
        XCTAssertFalse(bytes.contains(0), "a NUL byte")
        XCTAssertFalse(bytes.contains(1), "a control character XML forbids")
        let document = try SVGTestDocument(bytes)
        let text = try XCTUnwrap(document.all("text").first)
        XCTAssertEqual(text.text, "<b>&amp; \"quoted\" 'single'</b> tab\there")
        XCTAssertEqual(text.attributes["font-family"], "'Evil\" onload=\"x\\' <Font>', sans-serif")
        XCTAssertNil(text.attributes["onload"])
        XCTAssertEqual(document.all("title").first?.text, "a < b & c")
        XCTAssertEqual(document.all("desc").first?.text, "\"d\" > 'e'")
    }

    func testTheSamePageIsTheSameBytes() throws {
        let page = RenderFixtures.scene(Self.squares, RenderFixtures.small).pages[0]
        let first = try output.svg(page)
        // Another page drawn between: nothing is counted across documents.
        _ = try output.svg(ScenePage(size: Size(10, 10), items: [.clipped(Rect(x: 0, y: 0, width: 5, height: 5), [])]))
        XCTAssertEqual(try output.svg(page), first)
        XCTAssertEqual(try SceneOutput(text: PangoTextEngine()).svg(page), first, "another engine")
    }

    /// Numbers as short as they can be: no "-0", no exponent, no trailing zeros.
    func testNumbersAreCompact() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (-0.001, "0"), (1.5, "1.5"), (2, "2"), (-3.456, "-3.46"), (0.05, "0.05"),
            (10.1, "10.1"), (1e300, "1000000000000000"), (-.infinity, "-1000000000000000"), (.nan, "0"),
        ]
        for (value, text) in cases { XCTAssertEqual(SVGNumber.string(value), text, "\(value)") }
    }

    /// Each count of decimals (held to 0...3) rounds half away from zero, then drops what it can.
    func testNumbersRoundToTheirDecimals() {
        let cases: [(Double, Int, String)] = [
            (12.3456, 3, "12.346"), (12.3456, 0, "12"), (-0.5, 0, "-1"), (0.5, 0, "1"), (999.999, 2, "1000"),
            (1_234_567.891, 2, "1234567.89"), (0.1, 3, "0.1"), (-0.07, 2, "-0.07"), (0.004, 3, "0.004"),
            (7.0001, 3, "7"), (-123.4, 7, "-123.4"), (42, -1, "42"), (1e15, 3, "1000000000000000"),
            (-1e20, 1, "-1000000000000000"), (-0.0004, 3, "0"), (10.05, 1, "10.1"),
        ]
        for (value, decimals, text) in cases {
            XCTAssertEqual(SVGNumber.string(value, decimals: decimals), text, "\(value), \(decimals) decimals")
        }
    }

    /// A clip inside a clip is a group inside a group: what is drawn in both is kept inside both.
    func testClipsNest() throws {
        let outer = Rect(x: 10, y: 20, width: 100, height: 50)
        let inner = Rect(x: 40, y: 30, width: -20, height: 10)
        let square = Path.rectangle(Rect(x: 0, y: 0, width: 200, height: 200))
        let page = ScenePage(
            size: Size(200, 200),
            items: [
                .clipped(
                    outer,
                    [
                        .path(square, PathStyle(fill: .black)),
                        .clipped(inner, [.path(square, PathStyle(stroke: .black))]),
                    ]),
                .path(square, PathStyle(fill: .white)),
            ])
        let document = try svg(page)
        XCTAssertEqual(document.all("clipPath").map { $0.attributes["id"] }, ["clip1", "clip2"])
        let rects = document.elements.filter { $0.name == "rect" && $0.ancestors.last?.name == "clipPath" }
        XCTAssertEqual(
            rects.map { [$0.number("x"), $0.number("y"), $0.number("width"), $0.number("height")] },
            [[10, 20, 100, 50], [20, 30, 20, 10]])
        let paths = document.all("path")
        XCTAssertEqual(paths.count, 3)
        func clips(of element: SVGTestDocument.Element) -> [String] {
            element.ancestors.compactMap { $0.attributes["clip-path"] }
        }
        XCTAssertEqual(clips(of: paths[0]), ["url(#clip1)"])
        XCTAssertEqual(clips(of: paths[1]), ["url(#clip1)", "url(#clip2)"])
        XCTAssertEqual(clips(of: paths[2]), [], "drawn after both clips ended")
        XCTAssertEqual(paths[1].attributes["stroke-linejoin"], "round")
        XCTAssertEqual(paths[1].attributes["stroke-linecap"], "round")
        XCTAssertEqual(paths[0].attributes["d"], "M0,0L200,0L200,200L0,200Z")
    }

    /// A picture is a PNG in a data URL, which decodes to its pixels, stretched into its rectangle.
    func testAnImageIsAPNGDataURL() throws {
        let pixels: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x0000_0000]
        let bitmap = try XCTUnwrap(Bitmap(width: 2, height: 2, pixels: pixels))
        let page = ScenePage(
            size: Size(100, 100),
            items: [
                .image(PlacedImage(bitmap: bitmap, rect: Rect(x: 5, y: 6, width: 40, height: 30), filter: .nearest))
            ])
        let image = try XCTUnwrap(try svg(page).all("image").first)
        XCTAssertEqual(
            [image.number("x"), image.number("y"), image.number("width"), image.number("height")], [5, 6, 40, 30])
        XCTAssertEqual(image.attributes["preserveAspectRatio"], "none")
        let url = try XCTUnwrap(image.attributes["xlink:href"])
        let prefix = "data:image/png;base64,"
        XCTAssertTrue(url.hasPrefix(prefix), String(url.prefix(40)))
        let png = try XCTUnwrap(Data(base64Encoded: String(url.dropFirst(prefix.count))))
        XCTAssertEqual(try RasterImage(png: Array(png)), RasterImage(width: 2, height: 2, pixels: pixels))
    }

    /// The page says what it shows: the chart's title, and its kind, series and axes in words.
    func testTitleAndDescriptionSayWhatTheChartShows() throws {
        var chart = Self.squares
        chart.series.append(ChartSeries(name: "cubes & more", points: try PointSeries(xs: [0, 10], ys: [0, 100])))
        let document = try svg(RenderFixtures.scene(chart, RenderFixtures.small).pages[0])
        XCTAssertEqual(document.all("title").map(\.text), ["Squares"])
        let description = try XCTUnwrap(document.all("desc").first?.text)
        XCTAssertEqual(
            description,
            "Line chart: Squares. 2 series: squares, cubes & more. X axis, side: from 0 to 10. Y axis, area: from −1 to 101."
        )
        // Without a title the chart's kind names it; a page of no chart has neither.
        chart.title = nil
        chart.series.removeLast()
        chart.logY = true
        chart.series[0].points = try PointSeries(xs: [1, 2, 3], ys: [1, 10, 100])
        let untitled = try svg(RenderFixtures.scene(chart, RenderFixtures.small).pages[0])
        XCTAssertEqual(untitled.all("title").map(\.text), ["Line chart of squares"])
        XCTAssertTrue(try XCTUnwrap(untitled.all("desc").first?.text).hasSuffix("(log scale)."))
        // Bars along categories: the values' axis is told by its ticks.
        let bars = DataChart(
            kind: .bar, series: [ChartSeries(name: "sales", points: try PointSeries(xs: [0, 1, 2], ys: [3, 9, 4]))],
            x: .category(["north", "south", "west"]), xTitle: "region", yTitle: "sales")
        XCTAssertEqual(
            try svg(RenderFixtures.scene(bars, RenderFixtures.small).pages[0]).all("desc").first?.text,
            "Bar chart of sales. X axis, region: 3 categories from north to west. Y axis, sales: ticks from 0 to 9.")
        // A Russian page says it in Russian, numbers in its marks (a decimal comma, 5 рядов).
        var russianBars = bars
        russianBars.words = .russian
        XCTAssertEqual(
            try svg(RenderFixtures.scene(russianBars, RenderFixtures.small).pages[0]).all("desc").first?.text,
            "Столбчатая диаграмма — sales. Ось X, region: 3 категории от north до west. Ось Y, sales: деления от 0 до 9."
        )
        var russianLines = Self.squares
        russianLines.words = .russian
        russianLines.series += (2...5).map { ChartSeries(name: "s\($0)", points: russianLines.series[0].points) }
        XCTAssertEqual(
            try svg(RenderFixtures.scene(russianLines, RenderFixtures.small).pages[0]).all("desc").first?.text,
            "Линейный график: Squares. 5 рядов: squares, s2, s3, s4, s5. Ось X, side: от 0 до 10. Ось Y, area: от −1 до 101."
        )
        let plain = try svg(ScenePage(size: Size(10, 10)))
        XCTAssertTrue(plain.all("title").isEmpty && plain.all("desc").isEmpty)
        // A second axis (`--y2`) is said too, with the range it shows (1,000 to 3,000 and the
        // room the axis keeps at its ends).
        var twin = Self.squares
        var rain = ChartSeries(name: "rain", points: try PointSeries(xs: [0, 10], ys: [1000, 3000]))
        rain.onRightAxis = true
        twin.series.append(rain)
        twin.y2Title = "rain (mm)"
        let described = try XCTUnwrap(
            try svg(RenderFixtures.scene(twin, RenderFixtures.small).pages[0]).all("desc").first?.text)
        XCTAssertTrue(described.hasSuffix(" Right Y axis, rain (mm): from 975 to 3,025."), described)
    }

    /// The outlines are still Cairo's: no `<text>`, the glyphs drawn as shapes.
    func testOutlinesAreCairosSVG() throws {
        var outlines = output
        outlines.svgTextAsOutlines = true
        let page = RenderFixtures.scene(Self.squares, RenderFixtures.small).pages[0]
        let document = try SVGTestDocument(try outlines.svg(page))
        XCTAssertTrue(document.all("text").isEmpty)
        XCTAssertFalse(document.all("symbol").isEmpty || document.all("use").isEmpty, "glyphs as symbols in use")
    }
}
