import Foundation
import GoldenTesting
import PlotCore
import PlotRender
import XCTest

@testable import HotWater

/// The first page of the demo schedule, portrait and landscape. Every picture here was looked
/// at before its golden was committed (Cyrillic included).
final class HotWaterPageGoldenTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    func render(
        page: PageSpec, language: HotWaterLanguage, search: String? = nil, cached: Bool = false, maxPages: Int? = 1
    ) throws -> (RasterImage, Int) {
        let schedule = try ScheduleDecoder().decode(PayloadFixtures.goodBody)
        let strings = try HotWaterStrings.load(language)
        let text = ScheduleEntryText(strings: strings)
        let query = search.map(StreetSearch.init)
        let rows = query.map { query in schedule.rows.filter(query.matches) } ?? schedule.rows
        let zone = try XCTUnwrap(TimeZone(identifier: "Europe/Moscow"))
        let note = HotWaterNote(
            strings: strings, total: schedule.rows.count, matched: rows.count, search: query?.query,
            version: schedule.version, moment: text.moment(Date(timeIntervalSince1970: 1_597_239_900), timeZone: zone),
            cached: cached)
        let engine = PangoTextEngine()
        let (scene, _) = HotWaterPage(
            entries: rows.map(text.lines), strings: strings,
            page: PageSpec(size: page.size, scale: page.scale, medium: .filePerPage), note: note,
            emptyMessage: strings.empty,
            maxFiles: maxPages
        ).scene(measurer: engine)
        return (try SceneOutput(text: engine).raster(scene), scene.pages.count)
    }

    func testFirstPagePortrait() throws {
        let (image, _) = try render(page: .portrait, language: .ru)
        try GoldenImage.assertMatches(image, named: "hot-water-portrait")
    }

    /// Landscape, searched (ё = е: "летчика" finds Лётчика Пилютова), from the cache.
    func testFirstPageLandscapeSearchedFromTheCache() throws {
        let (image, _) = try render(page: .landscape, language: .ru, search: "летчика", cached: true, maxPages: nil)
        try GoldenImage.assertMatches(image, named: "hot-water-landscape")
    }
}
