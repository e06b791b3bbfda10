import Foundation
import GoldenTesting
import PlotCore
import PlotRender
import SceneTesting
import XCTest

@testable import Receipts

/// The statistics page: the sums it shows are the cache's (added up again here, from the cached
/// receipts, without SQL), the donut keeps at most eight slices, the words are Russian, and no
/// text lies on another.
final class ReceiptsStatsTests: ReceiptsServiceTestCase {
    override class func setUp() { FontPinning.install() }

    let text = ReceiptsText(.ru)
    let zone = TimeZone(identifier: "Europe/Moscow")!

    /// The signed-in demo account's whole feed, fetched into a fresh cache.
    func cachedSpending() async throws -> (Spending, [Receipt], ReceiptsCache) {
        let (keeper, _) = keeper(try client())
        try await keeper.login("demo", password: "12345")
        let cache = try cache()
        _ = try await FeedLoader(keeper: keeper, cache: cache, clock: { Self.clock }).load()
        let spending = try XCTUnwrap(
            try cache.spending(account: "user:demo", itemLimit: ReceiptsStatsPage.topItems))
        let receipts = try XCTUnwrap(try cache.load(account: "user:demo")).receipts
        return (spending, receipts, cache)
    }

    func page(_ spending: Spending, page: PageSpec = .portrait) -> ReceiptsStatsPage {
        ReceiptsStatsPage(
            spending: spending, text: text, page: PageSpec(size: page.size, medium: .filePerPage),
            note: ReceiptsNotes.stats(spending, origin: .fetched(at: Self.clock), text: text, timeZone: zone))
    }

    func testTheSumsShownAreTheCachesSums() async throws {
        let (spending, receipts, _) = try await cachedSpending()
        XCTAssertEqual(receipts.count, 240)
        XCTAssertEqual(spending.receipts, 240)
        // Added up again from the receipts themselves: a receipt's total, else its items'.
        var byMonth: [String: Int] = [:]
        var byShop: [String: Int] = [:]
        var byItem: [String: Int] = [:]
        for receipt in receipts {
            let amount = receipt.total ?? receipt.items.compactMap(\.sum).reduce(0, +)
            byMonth[receipt.month.key, default: 0] += amount
            byShop[receipt.shopName ?? text.unknownShop, default: 0] += amount
            for item in receipt.items { if let sum = item.sum { byItem[item.name, default: 0] += sum } }
        }
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: spending.byMonth.map { ($0.key!, $0.kopecks) }), byMonth)
        XCTAssertEqual(
            Dictionary(uniqueKeysWithValues: spending.byShop.map { ($0.key ?? text.unknownShop, $0.kopecks) }), byShop)
        let topItems = byItem.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(10)
        XCTAssertEqual(spending.byItem.map(\.key), topItems.map(\.key))
        XCTAssertEqual(spending.byItem.map(\.kopecks), topItems.map(\.value))
        XCTAssertEqual(spending.total, byMonth.values.reduce(0, +))

        // What the charts draw: the same sums, in rubles; the demo's months (its ten months before
        // 20 November reach back into January), in order.
        let stats = page(spending)
        let months = stats.monthChart()
        XCTAssertEqual(
            months.x,
            .category(["янв.", "февр.", "март", "апр.", "май", "июнь", "июль", "авг.", "сент.", "окт.", "нояб."]))
        XCTAssertEqual(months.xTitle, "2026")
        XCTAssertEqual(months.series[0].points.ys, byMonth.sorted { $0.key < $1.key }.map { Double($0.value) / 100 })
        let shops = stats.shopChart()
        XCTAssertEqual(shops.series[0].points.ys.reduce(0, +), Double(spending.total) / 100, accuracy: 1e-6)
        XCTAssertEqual(stats.itemChart().series[0].points.ys, topItems.map { Double($0.value) / 100 })
        XCTAssertEqual(stats.itemChart().x, .category(topItems.map(\.key)))

        // On the page: the donut's total, and the note's, in Russian figures.
        let (scene, _) = stats.layout(measurer: PangoTextEngine())
        let total = ChartWords.russian.number(
            TickLabelFormat(from: 0, to: Double(spending.total) / 100, count: 10).string(
                for: Double(spending.total) / 100))
        XCTAssertTrue(scene.texts.contains(total), "the donut's total \(total): \(scene.texts)")
        XCTAssertTrue(scene.texts.contains { $0.contains(text.spent(spending.total)) }, "\(scene.texts)")
    }

    func testTheDonutKeepsAtMostEightSlicesAndTheWordsAreRussian() async throws {
        let (spending, _, _) = try await cachedSpending()
        XCTAssertEqual(spending.byShop.count, 15)
        let (scene, panels) = page(spending).layout(measurer: PangoTextEngine())
        let slices = panels[1].chart.visibleCount
        XCTAssertLessThanOrEqual(slices, 8)
        XCTAssertEqual(slices, DataChart.maxSlices, "fifteen shops: the six largest and the rest")
        let texts = scene.texts
        XCTAssertTrue(texts.contains { $0.hasPrefix("Прочее ") }, "\(texts)")
        XCTAssertTrue(texts.contains("всего ₽"), "\(texts)")
        for english in ["Other", "total", "No data"] {
            XCTAssertFalse(texts.contains { $0.contains(english) }, "\(english) on a Russian page")
        }
        for heading in [text.statsTitle, text.byMonthHeading, text.byShopHeading, text.topItemsHeading] {
            XCTAssertTrue(texts.contains(heading), heading)
        }
        // Item names whole beside their bars, which run across.
        XCTAssertTrue(panels[2].chart.barDirection.horizontal)
        XCTAssertEqual(panels[2].chart.xTicks.labels, spending.byItem.map { $0.key! })
        // Numbers with a decimal comma and no-break spaces between thousands: never "12,000".
        XCTAssertFalse(panels[0].chart.yTicks.labels.contains { $0.contains(",") && $0.count > 4 }, "\(panels[0])")
    }

    /// No text on the page lies over another, on a portrait and a landscape page.
    func testNothingOverlaps() async throws {
        let (spending, _, _) = try await cachedSpending()
        let engine = PangoTextEngine()
        for size in [PageSpec.portrait, .landscape] {
            let (scene, _) = page(spending, page: size).layout(measurer: engine)
            let boxes = SceneRecorder(scene.pages[0]).runs.map { run in
                let metrics = engine.measure(run.text, font: run.font)
                return (run.text, Rect(x: run.origin.x, y: run.origin.y, width: metrics.width, height: metrics.height))
            }
            for (index, (name, box)) in boxes.enumerated() {
                XCTAssertTrue(
                    Rect(x: 0, y: 0, width: size.size.width, height: size.size.height).contains(
                        Point(box.maxX, box.maxY)),
                    "\(name) leaves the page")
                for (other, otherBox) in boxes[(index + 1)...] {
                    // Touching edges are fine; a shared area is not.
                    let overlap = box.inset(top: 1, left: 1, bottom: 1, right: 1)
                    XCTAssertFalse(overlap.intersects(otherBox), "\(name) \(box) over \(other) \(otherBox)")
                }
            }
        }
    }

    func testAnEmptyFeedDrawsEmptyPanelsAndAnAccountNeverFetchedHasNoSpending() throws {
        let cache = try cache()
        XCTAssertNil(try cache.spending(account: "user:demo", itemLimit: 10), "no feed stored: fetch first")
        try cache.store([], account: "user:demo", fetchedAt: Self.clock, completesFeedStartedAt: Self.clock)
        let spending = try XCTUnwrap(try cache.spending(account: "user:demo", itemLimit: 10))
        XCTAssertEqual(spending.receipts, 0)
        let texts = page(spending).layout(measurer: PangoTextEngine()).scene.texts
        XCTAssertEqual(texts.filter { $0 == "Нет данных" }.count, 3, "\(texts)")
    }

    func testGolden() async throws {
        let (spending, _, _) = try await cachedSpending()
        let engine = PangoTextEngine()
        try GoldenImage.assertMatches(
            try SceneOutput(text: engine).raster(page(spending).scene(measurer: engine)), named: "receipts-stats")
    }
}
