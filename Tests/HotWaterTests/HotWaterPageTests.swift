import Foundation
import PlotCore
import SceneTesting
import XCTest

@testable import HotWater

/// The page's layout with fixed text metrics: every entry lands on some page, in order, four
/// lines each; pages are numbered; the note keeps what matters when the line is short.
final class HotWaterPageTests: XCTestCase {
    let measurer = FixedTextMeasurer()

    func page(entries count: Int, spec: PageSpec = .portrait, maxPages: Int? = nil) throws -> (Scene, Int) {
        let strings = try HotWaterStrings.load(.ru)
        let text = ScheduleEntryText(strings: strings)
        let rows = (0..<count).map {
            ScheduleRow(
                settlement: "Санкт-Петербург", street: "Ветеранов", house: String($0 + 1),
                period: "20.05.2019-02.07.2019")
        }
        let note = HotWaterNote(
            strings: strings, total: count, matched: count, search: nil, version: "26",
            moment: "12 августа 2020, 16:45",
            cached: true)
        // The cap holds for pages that are files of their own.
        var spec = spec
        spec.medium = .filePerPage
        return HotWaterPage(
            entries: rows.map(text.lines), strings: strings, page: spec, note: note, emptyMessage: strings.empty,
            maxFiles: maxPages
        ).scene(measurer: measurer)
    }

    func testEveryEntryOnSomePageInOrder() throws {
        let (scene, shown) = try page(entries: 500)
        XCTAssertEqual(shown, 500)
        XCTAssertGreaterThan(scene.pages.count, 1)
        let houses = scene.texts.filter { $0.hasPrefix("дом ") }
        XCTAssertEqual(houses, (1...500).map { "дом \($0)" })
        XCTAssertEqual(scene.texts.filter { $0 == "20 мая 2019 - 2 июля 2019" }.count, 500)
        let lastNote = try XCTUnwrap(SceneRecorder(try XCTUnwrap(scene.pages.last)).texts.last)
        XCTAssertEqual(lastNote, "стр. \(scene.pages.count) из \(scene.pages.count)")
    }

    func testTheFirstNoteSaysCachedDataFrom() throws {
        let (scene, _) = try page(entries: 3)
        XCTAssertEqual(scene.pages.count, 1)
        let note = try XCTUnwrap(SceneRecorder(scene.pages[0]).texts.last)
        XCTAssertTrue(note.hasPrefix("записей: 3 · кэшированные данные от 12 августа 2020, 16:45"), note)
    }

    func testMaxPagesStopsAndSaysHowManyAreShown() throws {
        let (scene, shown) = try page(entries: 500, spec: .landscape, maxPages: 2)
        XCTAssertEqual(scene.pages.count, 2)
        XCTAssertLessThan(shown, 500)
        let note = try XCTUnwrap(SceneRecorder(scene.pages[0]).texts.last)
        XCTAssertTrue(note.contains("первые \(shown)"), note)
    }

    /// On a narrow page a long note wraps onto a second line, nothing cut, the page label at its
    /// end; on a page too narrow for even two lines it is cut at its least important end, the
    /// page label whole.
    func testALongNoteWrapsThenIsCutAndKeepsThePageLabel() throws {
        let spec = PageSpec(size: Size(700, 1200))
        let font = ChartStyle(page: spec.size).noteFont
        let room = spec.size.width - 2 * ChartStyle(page: spec.size).pageMargin
        let (scene, shown) = try page(entries: 500, spec: spec, maxPages: 2)
        let lines = Array(SceneRecorder(scene.pages[0]).texts.suffix(2))
        let note = lines.joined(separator: " ")
        XCTAssertTrue(note.hasPrefix("записей: 500 · первые \(shown) · кэшированные данные от"), note)
        XCTAssertTrue(note.hasSuffix(" · стр. 1 из 2"), note)
        XCTAssertFalse(note.contains("…"), "two lines hold it: nothing cut")
        for line in lines { XCTAssertLessThanOrEqual(FixedTextMeasurer().measure(line, font: font).width, room) }

        let narrow = PageSpec(size: Size(330, 1200))
        let (cut, _) = try page(entries: 500, spec: narrow, maxPages: 2)
        let last = try XCTUnwrap(SceneRecorder(cut.pages[0]).texts.last)
        XCTAssertTrue(last.hasSuffix("… · стр. 1 из 2"), last)
    }

    /// Portrait blocks share the page's width: no fifth of it left empty at the right.
    func testPortraitBlocksFillTheWidth() throws {
        let (scene, _) = try page(entries: 40)
        let recorded = SceneRecorder(scene.pages[0])
        let style = ChartStyle(page: PageSpec.portrait.size)
        let rules = recorded.strokes.filter { $0.path.elements.count == 2 }.compactMap { stroke -> Double? in
            guard case .line(let end) = stroke.path.elements[1] else { return nil }
            return end.x
        }
        let right = try XCTUnwrap(rules.max())
        XCTAssertEqual(right, PageSpec.portrait.size.width - style.pageMargin, accuracy: 0.5)
        let header = try HotWaterStrings.load(.ru).column
        XCTAssertEqual(recorded.texts.filter { $0 == header }.count, 2, "two blocks")
    }

    func testNoEntriesSaysSo() throws {
        let (scene, shown) = try page(entries: 0)
        XCTAssertEqual(shown, 0)
        XCTAssertTrue(SceneRecorder(scene.pages[0]).texts.contains("В графике нет записей"))
    }
}
