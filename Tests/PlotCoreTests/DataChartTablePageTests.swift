import SceneTesting
import XCTest

@testable import PlotCore

/// `plot --input FILE --table`: a data chart with its points listed beside it.
final class DataChartTablePageTests: XCTestCase {
    let measurer = FixedTextMeasurer()

    /// Two y columns of one table, x out of order, one y missing.
    func chart(notes: [String] = []) throws -> DataChart {
        let table = DataTable(columns: [
            DataColumn(name: "time_s", values: .numbers([3, 1, 2, 4])),
            DataColumn(name: "temperature", values: .numbers([30, 10, 20, .nan])),
            DataColumn(name: String(repeating: "humidity ", count: 8) + "in percent", values: .numbers([3, 1, 2, 4])),
        ])
        var chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [1, 2]))
        chart.notes += notes
        return chart
    }

    func texts(_ scene: Scene) -> [String] { scene.pages.flatMap { SceneRecorder($0).runs.map(\.text) } }

    /// A time x is written as dates in the axis's zone, a category x by its name: not the
    /// seconds since 1970 and the category numbers the engine keeps.
    func testTimesAndCategoriesAreWrittenAsTheFileHadThem() throws {
        let times = DataTable(columns: [
            DataColumn(name: "day", values: .times([1_704_153_600, 1_704_067_200])),  // 2 and 1 January 2024
            DataColumn(name: "rain", values: .numbers([2.5, 1])),
        ])
        var byDay = try DataChart.from(table: times, columns: ChartColumns(x: 0, ys: [1]), kind: .bar)
        var runs = texts(DataChartTablePage(chart: byDay, page: .landscape).scene(measurer: measurer))
        var first = try XCTUnwrap(runs.firstIndex(of: "1"))
        XCTAssertEqual(Array(runs[first..<(first + 6)]), ["1", "2024-01-01", "1", "2", "2024-01-02", "2.5"])
        byDay.words = .russian
        runs = texts(DataChartTablePage(chart: byDay, page: .landscape).scene(measurer: measurer))
        first = try XCTUnwrap(runs.firstIndex(of: "1"))
        XCTAssertEqual(runs[first + 5], "2,5")
        let shops = DataTable(columns: [
            DataColumn(name: "shop", values: .categories(codes: [1, 0], labels: ["Lidl", "Aldi"])),  // Aldi, then Lidl
            DataColumn(name: "sum", values: .numbers([3, 4])),
        ])
        let byShop = try DataChart.from(table: shops, columns: ChartColumns(x: 0, ys: [1]), kind: .bar)
        runs = texts(DataChartTablePage(chart: byShop, page: .landscape).scene(measurer: measurer))
        first = try XCTUnwrap(runs.firstIndex(of: "1"))
        XCTAssertEqual(Array(runs[first..<(first + 6)]), ["1", "Lidl", "4", "2", "Aldi", "3"])
    }

    /// Headed by the x column's and each series' names (a long one cut with "…"), rows in x
    /// order, a missing y an empty cell, the reading's notes on the note line.
    func testHeadersRowsAndNotes() throws {
        let scene = DataChartTablePage(chart: try chart(notes: ["1 bad row skipped"]), page: .landscape)
            .scene(measurer: measurer)
        XCTAssertEqual(scene.pages.count, 1)
        let runs = texts(scene)
        XCTAssertTrue(runs.contains("time_s"), "\(runs)")
        XCTAssertTrue(runs.contains("temperature"), "\(runs)")
        XCTAssertFalse(runs.contains("x") || runs.contains("y"), "\(runs)")
        let long = try XCTUnwrap(runs.first { $0.hasPrefix("humidity") && $0.hasSuffix("…") }, "\(runs)")
        XCTAssertLessThan(long.count, 60)
        XCTAssertFalse(runs.contains { $0.contains("NaN") }, "\(runs)")
        let rows = try XCTUnwrap(runs.firstIndex(of: "1"))
        XCTAssertEqual(Array(runs[rows..<(rows + 3)]), ["1", "1", "10"], "row 1 is x = 1")
        XCTAssertTrue(runs.contains { $0.contains("2 series") && $0.hasSuffix("· 1 bad row skipped") }, "\(runs)")
    }

    /// Rows that do not fit beside the chart go on, spread evenly, each page titled with its rows.
    func testManyRowsGoOnToPagesOfTable() throws {
        let count = 700
        let table = DataTable(columns: [
            DataColumn(name: "t", values: .numbers((0..<count).map(Double.init))),
            DataColumn(name: "v", values: .numbers((0..<count).map { Double($0 % 7) })),
        ])
        let chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [1]))
        let scene = DataChartTablePage(chart: chart, page: .landscape).scene(measurer: measurer)
        XCTAssertGreaterThan(scene.pages.count, 1)
        XCTAssertTrue(SceneRecorder(scene.pages[1]).runs.contains { $0.text.hasPrefix("700 rows: rows ") })
    }

    /// The title counts what the note counts, in the same word: a table of rows.
    func testTheTitleAndTheNoteCountRowsAlike() throws {
        let runs = texts(DataChartTablePage(chart: try chart(), page: .landscape).scene(measurer: measurer))
        XCTAssertTrue(runs.contains("4 rows"), "\(runs)")
        XCTAssertTrue(runs.contains { $0.hasPrefix("4 rows · 2 series") }, "\(runs)")
        XCTAssertFalse(runs.contains { $0.contains("point") }, "\(runs)")
    }

    /// A series that dropped a point (an infinite value read from "1e400") no longer shares
    /// its rows with the others: the chart is drawn alone and the note says why, not a crash.
    func testSeriesThatDoNotShareTheirRowsGetNoTable() throws {
        let table = DataTable(columns: [
            DataColumn(name: "t", values: .numbers([1, 2, 3])),
            DataColumn(name: "a", values: .numbers([5, .infinity, 7])),
            DataColumn(name: "b", values: .numbers([1, 2, 3])),
        ])
        let chart = try DataChart.from(table: table, columns: ChartColumns(x: 0, ys: [1, 2]))
        XCTAssertNotEqual(chart.series[0].points.count, chart.series[1].points.count)
        let runs = texts(DataChartTablePage(chart: chart, page: .landscape).scene(measurer: measurer))
        XCTAssertTrue(runs.contains { $0.contains("no table: the series do not share their rows") }, "\(runs)")
    }
}
