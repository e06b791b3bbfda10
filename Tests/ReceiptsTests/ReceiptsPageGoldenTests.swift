import Foundation
import GoldenTesting
import PlotCore
import PlotRender
import XCTest

@testable import Receipts

/// The receipts' pages from the demo service's data of a fixed clock: the feed in one, two and
/// four columns, a search, and places nearby. Every picture was looked at before its golden was
/// committed.
final class ReceiptsPageGoldenTests: ReceiptsServiceTestCase {
    override class func setUp() { FontPinning.install() }

    let zone = TimeZone(identifier: "Europe/Moscow")!
    let text = ReceiptsText(.ru)

    func signedIn() async throws -> SessionKeeper {
        let (keeper, _) = keeper(try client())
        try await keeper.login("demo", password: "12345")
        return keeper
    }

    func render(_ entries: [ReceiptsEntry], page: PageSpec, title: String, note: String, columns: ColumnChoice = .auto)
        throws -> (RasterImage, Int)
    {
        let engine = PangoTextEngine()
        let (scene, across, _) = ReceiptsPages(
            entries: entries, text: text, page: PageSpec(size: page.size, scale: page.scale, medium: .filePerPage),
            title: title, note: note, columns: columns, emptyMessage: text.noReceipts, maxFiles: 1
        ).scene(measurer: engine)
        return (try SceneOutput(text: engine).raster(scene), across)
    }

    func feed() async throws -> LoadedFeed {
        try await FeedLoader(keeper: try await signedIn(), cache: nil, clock: { Self.clock }).load()
    }

    func testFeedInOneColumn() async throws {
        let feed = try await feed()
        let (image, across) = try render(
            ReceiptsPages.feed(feed.receipts, text: text), page: .portrait, title: text.feedTitle,
            note: ReceiptsNotes.feed(feed, text: text, timeZone: zone), columns: .fixed(1))
        XCTAssertEqual(across, 1)
        try GoldenImage.assertMatches(image, named: "receipts-feed-1-column")
    }

    /// Auto on a portrait page: two columns.
    func testFeedInTwoColumns() async throws {
        let feed = try await feed()
        let (image, across) = try render(
            ReceiptsPages.feed(feed.receipts, text: text), page: .portrait, title: text.feedTitle,
            note: ReceiptsNotes.feed(feed, text: text, timeZone: zone))
        XCTAssertEqual(across, 2)
        try GoldenImage.assertMatches(image, named: "receipts-feed-2-columns")
    }

    /// Auto on a landscape page: four columns; cached, the note says from when.
    func testFeedInFourColumnsFromTheCache() async throws {
        var feed = try await feed()
        feed.origin = .cached(from: Self.clock, failure: nil)
        let (image, across) = try render(
            ReceiptsPages.feed(feed.receipts, text: text), page: .landscape, title: text.feedTitle,
            note: ReceiptsNotes.feed(feed, text: text, timeZone: zone))
        XCTAssertEqual(across, 4)
        try GoldenImage.assertMatches(image, named: "receipts-feed-4-columns")
    }

    func testSearchResult() async throws {
        let found = try await SearchLoader.load("пятёрочка", keeper: try await signedIn())
        let entries: [ReceiptsEntry] =
            [.header(text.placesSection)] + found.places.map { .place($0, distance: nil) }
            + [.header(text.receiptsSection)] + found.receipts.map { .receipt($0) }
        let (image, _) = try render(
            entries, page: .portrait, title: "\(text.searchTitle): пятёрочка",
            note: ReceiptsNotes.search(
                query: "пятёрочка", receipts: found.receipts.count, places: found.places.count, skipped: 0, text: text))
        try GoldenImage.assertMatches(image, named: "receipts-search")
    }

    func testPlacesNearby() async throws {
        let location = try XCTUnwrap(Coordinate("55.7790,49.1300"))
        let places = try await SearchLoader.nearby(location, keeper: try await signedIn())
        let (image, _) = try render(
            places.map { .place($0.place, distance: $0.distance) }, page: .portrait, title: text.placesTitle,
            note: ReceiptsNotes.nearby(count: places.count, location: location, text: text), columns: .fixed(1))
        try GoldenImage.assertMatches(image, named: "receipts-places")
    }
}
