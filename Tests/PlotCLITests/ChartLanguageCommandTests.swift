import Foundation
import XCTest

/// A chart of Russian data speaks Russian in its own words (a pie's "Прочее"), without being
/// told; `--lang` says otherwise.
final class ChartLanguageCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    func picture(_ input: String, _ arguments: [String], _ name: String) throws -> Data {
        let result = try plot.run(["--input", input, "--kind", "pie", "--size", "900x600"] + arguments + ["-o", name])
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        return try XCTUnwrap(FileManager.default.contents(atPath: plot.path(name)))
    }

    func testARussianPieSaysПрочее() throws {
        let shops = ["Пятёрочка", "Магнит", "Перекрёсток", "Лента", "ВкусВилл", "Ашан", "Дикси", "Окей", "Метро"]
        try plot.write("ru.csv", "магазин,сумма\n" + shops.enumerated().map { "\($1),\(100 + $0 * 37)\n" }.joined())
        let unsaid = try picture("ru.csv", [], "ru.png")
        XCTAssertEqual(try picture("ru.csv", ["--lang", "ru"], "ru-ru.png"), unsaid, "Russian without being told")
        XCTAssertNotEqual(try picture("ru.csv", ["--lang", "en"], "ru-en.png"), unsaid, "--lang en says Other")
        // English data stays English.
        try plot.write("en.csv", "shop,amount\n" + (1...9).map { "Shop \($0),\($0 * 10)\n" }.joined())
        let english = try picture("en.csv", [], "en.png")
        XCTAssertEqual(try picture("en.csv", ["--lang", "en"], "en-en.png"), english)
        XCTAssertNotEqual(try picture("en.csv", ["--lang", "ru"], "en-ru.png"), english)
        let pointsPage = try plot.run(["--count", "5", "--lang", "ru", "-o", "p.png"])
        XCTAssertEqual(pointsPage.status, 64, pointsPage.stderr)
    }
}
