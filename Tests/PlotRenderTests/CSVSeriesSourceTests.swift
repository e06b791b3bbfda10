import Foundation
import Input
import PlotCore
import PlotRender
import XCTest

/// A file charted through `CSVSeriesSource` (never holding its points) is the picture of the
/// same points held in memory, byte for byte, for the whole file and for a view.
final class CSVSeriesSourceTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("csvsource-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// 200,000 rows of a noisy wave (a seeded generator), x a half step early every 1,000 rows.
    func file() throws -> (path: String, points: PointSeries) {
        var state: UInt64 = 99
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var text = "x,y\n"
        var points = PointSeries()
        for index in 0..<200_000 {
            let x = Double(index) + (index % 1000 == 0 ? -0.5 : 0)
            let y = (sin(x / 5000) * 40 + next() * 10).rounded() / 4
            text += "\(NumberText.shortest(x).replacingOccurrences(of: "−", with: "-")),\(y)\n"
            points.append(x: x, y: y)
        }
        let path = folder.appendingPathComponent("wave.csv").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (path, points)
    }

    func testAStreamedChartIsTheHeldChart() async throws {
        let (path, points) = try file()
        for viewport in [
            ViewportRequest(), ViewportRequest(xRange: Interval(50_000, 90_000)), ViewportRequest(zoom: 4),
        ] {
            let file = try CSVSeriesSource(path: path, x: "x", ys: ["y"], fitYTo: viewport.yFitsXRange)
            XCTAssertEqual(file.digests[0].count, 200_000)
            var streamed = file.lineChart()
            streamed.viewport = viewport
            let streamedPath = folder.appendingPathComponent("streamed.png").path
            try await streamed.write(to: streamedPath, size: Size(800, 500), from: file)

            var held = DataChart(
                kind: .line, series: [ChartSeries(name: "y", points: points)], xTitle: "x", yTitle: "y")
            held.rowCount = points.count
            held.viewport = viewport
            let heldPath = folder.appendingPathComponent("held.png").path
            try held.write(to: heldPath, size: Size(800, 500))
            XCTAssertEqual(
                try Data(contentsOf: URL(fileURLWithPath: streamedPath)),
                try Data(contentsOf: URL(fileURLWithPath: heldPath)), "\(viewport)")
        }
    }

    /// Written without its source, a chart of digests would draw axes and no line: refused.
    func testAChartKeptElsewhereIsWrittenFromItsSource() throws {
        let (path, _) = try file()
        let file = try CSVSeriesSource(path: path, x: "x", ys: ["y"])
        let target = folder.appendingPathComponent("alone.png").path
        XCTAssertThrowsError(try file.lineChart().write(to: target)) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "series \"y\" is kept elsewhere (a SeriesSource): write it with write(to:size:from:), which completes it first"
            )
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
    }

    func testAFileThatCannotBeStreamedSaysSo() throws {
        let path = folder.appendingPathComponent("words.csv").path
        try "x,y\na,1\nb,2\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try CSVSeriesSource(path: path, x: "x", ys: ["y"])) {
            XCTAssertEqual(
                ($0 as? InputError)?.message,
                "\(path) cannot be read a block at a time: give a CSV file whose x is a number or time column and whose y are number columns, every row readable"
            )
        }
    }
}
