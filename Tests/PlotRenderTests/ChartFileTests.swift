import Foundation
import PlotCore
import PlotRender
import XCTest

/// The library's one call, `chart.write(to:size:)`, as a program that imports PlotKit uses it:
/// the format from the name, bad data and bad names thrown as typed errors, never a trap, and
/// charts written from many tasks at once.
final class ChartFileTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func waves() throws -> DataChart {
        let xs = (0..<200).map { Double($0) / 10 }
        return DataChart(
            series: [
                ChartSeries(name: "sin", points: try PointSeries(xs: xs, ys: xs.map(sin))),
                ChartSeries(name: "cos", points: try PointSeries(xs: xs, ys: xs.map(cos))),
            ], title: "Waves")
    }

    func testTheFormatComesFromTheName() throws {
        let chart = try waves()
        for (name, magic) in [("w.png", [0x89, 0x50, 0x4E, 0x47]), ("w.pdf", Array("%PDF".utf8).map(Int.init))] {
            XCTAssertEqual(try chart.write(to: path(name), size: Size(600, 400)), [path(name)])
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path(name)))
            XCTAssertEqual(bytes.prefix(4).map(Int.init), magic, name)
        }
        try chart.write(to: path("w.svg"))
        XCTAssertTrue(try String(contentsOfFile: path("w.svg"), encoding: .utf8).contains("<svg"))
    }

    func testANameWithoutAFormatOrAContradictingFormatIsRefused() throws {
        let chart = try waves()
        XCTAssertThrowsError(try chart.write(to: path("w.txt"))) {
            XCTAssertEqual(
                $0 as? RenderError,
                RenderError("\(path("w.txt")): give a file name ending in .png, .pdf or .svg", cause: .request))
        }
        XCTAssertThrowsError(try chart.write(to: path("w.png"), format: .pdf)) {
            XCTAssertEqual(
                $0 as? RenderError,
                RenderError("\(path("w.png")) names a .png file, but the format asked for is pdf", cause: .request))
        }
        XCTAssertThrowsError(try chart.write(to: path("w.png"), size: Size(0, 400))) {
            XCTAssertEqual($0 as? RenderError, RenderError("a page of 0.0×400.0 cannot be drawn", cause: .request))
        }
        XCTAssertThrowsError(try chart.write(to: path("w.png"), size: Size(1e19, 700))) {
            XCTAssertEqual($0 as? RenderError, RenderError("a page of 1e+19×700.0 cannot be drawn", cause: .request))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("w.png")), "nothing written")
    }

    /// Data the chart cannot show throws, naming the series, the point and the value.
    func testBadDataIsAThrownErrorNotATrap() throws {
        XCTAssertThrowsError(try PointSeries(xs: [1, 2, 3], ys: [1, 2])) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description, "a series needs as many x values as y values: 3 x, 2 y")
        }
        var log = DataChart(
            series: [ChartSeries(name: "loss", points: try PointSeries(xs: [1, 2, 3], ys: [10, -10, 5]))], logY: true)
        XCTAssertThrowsError(try log.write(to: path("log.png"))) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "series \"loss\", point 2: y is −10, and a log axis shows only values above 0")
        }
        log.logY = false
        log.x = .log
        log.series[0].points = try PointSeries(xs: [0, 1], ys: [1, 2])
        XCTAssertThrowsError(try log.validate()) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "series \"loss\", point 1: x is 0, and a log axis shows only values above 0")
        }
        let bars = DataChart(
            kind: .bar, series: [ChartSeries(name: "sales", points: try PointSeries(xs: [0, 1, 2], ys: [3, 4, 5]))],
            x: .category(["a", "b"]))
        XCTAssertThrowsError(try bars.write(to: path("bars.png"))) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "series \"sales\", point 3: x is 2, but the 2 categories are numbered 0 to 1")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "no file written")
    }

    /// Eight tasks at once, each its thread's text engine: every file written whole.
    func testChartsRenderFromManyTasksAtOnce() async throws {
        let chart = try waves()
        let folder = folder!
        let written = try await withThrowingTaskGroup(of: [String].self) { group in
            for index in 0..<8 {
                group.addTask {
                    try chart.write(to: folder.appendingPathComponent("c\(index).png").path, size: Size(400, 300))
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        XCTAssertEqual(written.count, 8)
        let files = Set(try written.map { try Data(contentsOf: URL(fileURLWithPath: $0)) })
        XCTAssertEqual(files.count, 1, "the same chart, the same bytes, whichever thread drew it")
    }
}
