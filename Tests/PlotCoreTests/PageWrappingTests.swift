import SceneTesting
import XCTest

@testable import PlotCore

/// A long title and a long note wrap onto a second line before anything is cut, on every page
/// kind a chart is drawn on: the data chart's page and the page of a chart beside its table.
final class PageWrappingTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let title = "Hourly temperature, relative humidity and wind speed at the three stations of the valley, 2010-2014"
    let notes = [
        "x: date, y: temperature (picked)", "3 values missing (gaps)", "12 rows of the same x summed",
        "from the embedded demo server",
    ]

    func chart() throws -> DataChart {
        var chart = DataChart.points(try PointSeries(xs: [1, 2, 3, 4], ys: [3, 1, 4, 1]), title: title)
        chart.notes = notes
        return chart
    }

    /// The runs of the title (at the top) and of the note (at the bottom), in reading order.
    func titleAndNote(_ page: ScenePage, style: ChartStyle) -> (title: [String], note: [String]) {
        let runs = SceneRecorder(page).runs
        return (
            runs.filter { $0.font == style.titleFont }.map(\.text),
            // The note's lines: at the page's foot, below the table's cells in the same font.
            runs.filter { $0.font == style.noteFont && $0.origin.y > page.size.height * 0.85 }
                .sorted { $0.origin.y < $1.origin.y }.map(\.text)
        )
    }

    func assertWhole(_ lines: [String], _ expected: String, width: Double, font: FontSpec, line: UInt = #line) {
        XCTAssertEqual(lines.count, 2, "two lines: \(lines)", line: line)
        XCTAssertEqual(lines.joined(separator: " "), expected, line: line)
        for text in lines {
            XCTAssertLessThanOrEqual(measurer.measure(text, font: font).width, width, text, line: line)
        }
    }

    func testAChartPageWrapsItsTitleAndItsNote() throws {
        let page = PageSpec(size: Size(960, 600))
        let style = ChartStyle(page: page.size)
        let scene = DataChartPage(chart: try chart(), page: page).scene(measurer: measurer)
        let (titleLines, noteLines) = titleAndNote(scene.pages[0], style: style)
        let width = page.size.width - 2 * style.pageMargin
        assertWhole(titleLines, title, width: width, font: style.titleFont)
        assertWhole(
            noteLines, (["4 points", "line"] + notes).joined(separator: " · "), width: width, font: style.noteFont)
    }

    func testAChartBesideItsTableWrapsItsTitleAndItsNote() throws {
        let page = PageSpec.landscape
        let style = ChartStyle(page: page.size)
        let scene = DataChartTablePage(chart: try chart(), page: page).scene(measurer: measurer)
        let (titleLines, noteLines) = titleAndNote(scene.pages[0], style: style)
        let width = page.size.width - 2 * style.pageMargin
        assertWhole(titleLines, title, width: width, font: style.titleFont)
        assertWhole(
            noteLines, (["4 points", "line"] + notes).joined(separator: " · "), width: width, font: style.noteFont)
    }

    /// Too long for two lines: the second ends in "…", and nothing runs off the page.
    func testANoteTooLongForTwoLinesIsCutOnTheSecond() throws {
        var long = try chart()
        long.notes = Array(repeating: "a note of some length", count: 20)
        let page = PageSpec(size: Size(960, 600))
        let style = ChartStyle(page: page.size)
        let scene = DataChartPage(chart: long, page: page).scene(measurer: measurer)
        let noteLines = titleAndNote(scene.pages[0], style: style).note
        XCTAssertEqual(noteLines.count, 2)
        XCTAssertTrue(noteLines[1].hasSuffix("…"), noteLines[1])
    }
}
