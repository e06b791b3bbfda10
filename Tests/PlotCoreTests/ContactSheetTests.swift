import PlotCore
import XCTest

final class ContactSheetTests: XCTestCase {
    let measurer = FixedTextMeasurer()
    let bitmap = Bitmap(width: 40, height: 20, pixels: Array(repeating: 0xff00_0000, count: 800))!

    func sheet(_ count: Int, columns: Int = 3, labels: Bool = false, fit: ImageFit = .contain) -> ContactSheet {
        ContactSheet(
            names: (0..<count).map { "photo-\($0)-with-a-rather-long-name.jpg" }, columns: columns,
            showsLabels: labels, fit: fit, page: PageSpec(size: Size(600, 800)), title: "Sheet")
    }

    func images(_ scene: Scene) -> [PlacedImage] {
        scene.pages.flatMap(\.items).compactMap { if case .image(let image) = $0 { image } else { nil } }
    }

    /// Cells of the pictures' shape: 16:9 cells are as wide as square ones and 9/16 as tall.
    func testCellsTakeTheirAspect() {
        let square = sheet(6).plan(measurer: measurer).imageBox
        var wide = sheet(6)
        wide.cellAspect = 16.0 / 9
        let box = wide.plan(measurer: measurer).imageBox
        XCTAssertEqual(box.width, square.width)
        XCTAssertEqual(box.height, (square.width * 9 / 16).rounded(.down))
    }

    func testCellsGoAcrossThenDownAndPagesFollow() {
        let sheet = sheet(20)
        let plan = sheet.plan(measurer: measurer)
        XCTAssertEqual(plan.shown, 20)
        XCTAssertGreaterThan(plan.pages.count, 1)
        let scene = sheet.scene(
            plan, cells: Array(repeating: .image(bitmap), count: 20), note: "20 images", measurer: measurer)
        let placed = images(scene)
        XCTAssertEqual(placed.count, 20)
        // The first row: three cells left to right at the same height, square boxes.
        XCTAssertEqual(placed[0].rect.midY, placed[2].rect.midY)
        XCTAssertLessThan(placed[0].rect.maxX, placed[1].rect.minX)
        XCTAssertGreaterThan(placed[3].rect.minY, placed[0].rect.maxY)
        XCTAssertEqual(plan.imageBox.width, plan.imageBox.height)
        // Contain: the 2:1 picture keeps its shape inside the square box.
        XCTAssertEqual(placed[0].rect.width, plan.imageBox.width, accuracy: 1)
        XCTAssertEqual(placed[0].rect.height, plan.imageBox.height / 2, accuracy: 1)
    }

    /// Made a page at a time, a sheet asks for each page's pictures only when that page is
    /// made, and only for them: so a writer holds one page's pixels. The pages are those of
    /// the whole scene.
    func testPagesAskForTheirPicturesWhenMade() {
        let sheet = sheet(20)
        let plan = sheet.plan(measurer: measurer)
        var asked: [Range<Int>] = []
        let pages = sheet.pages(
            plan,
            cells: { range in
                asked.append(range)
                return Array(repeating: .image(self.bitmap), count: range.count)
            }, note: "20 images", measurer: measurer)
        XCTAssertEqual(pages.count, plan.pages.count)
        XCTAssertEqual(asked, [], "nothing is asked before a page is made")
        let made = (0..<pages.count).map { index -> ScenePage in
            let page = pages.page(index)
            XCTAssertEqual(asked.count, index + 1, "page \(index + 1) asks once")
            return page
        }
        let perPage = plan.pages.map { ($0.items.lowerBound * 3)..<min($0.items.upperBound * 3, 20) }
        XCTAssertEqual(asked, perPage)
        XCTAssertEqual(
            Scene(pages: made, scale: pages.scale),
            sheet.scene(
                plan, cells: Array(repeating: .image(bitmap), count: 20), note: "20 images", measurer: measurer))
    }

    func testCoverFillsTheBox() {
        let sheet = sheet(1, fit: .cover)
        let plan = sheet.plan(measurer: measurer)
        let placed = images(sheet.scene(plan, cells: [.image(bitmap)], note: nil, measurer: measurer))
        XCTAssertEqual(placed[0].rect.width, plan.imageBox.width, accuracy: 1)
        XCTAssertEqual(placed[0].rect.height, plan.imageBox.height, accuracy: 1)
    }

    func testLabelsAreCutToTheCellAndProblemsAreShown() {
        let sheet = sheet(2, labels: true)
        let plan = sheet.plan(measurer: measurer)
        let scene = sheet.scene(
            plan, cells: [.image(bitmap), .problem("the file is truncated")], note: nil, measurer: measurer)
        let texts = SceneTexts(scene)
        let label = texts.first { $0.text.hasPrefix("photo-0") }
        XCTAssertNotNil(label)
        XCTAssertTrue(label?.text.hasSuffix("…") ?? false)
        XCTAssertLessThanOrEqual(
            measurer.measure(label?.text ?? "", font: label?.font ?? FontSpec(size: 1)).width, plan.imageBox.width)
        XCTAssertTrue(texts.contains { $0.text.contains("truncated") })
        XCTAssertEqual(images(scene).count, 1)
    }

    func testATallPictureBoxFitsALandscapePage() {
        let sheet = ContactSheet(
            names: ["a.jpg"], columns: 1, showsLabels: true, fit: .cover, page: .landscape, title: nil)
        let plan = sheet.plan(measurer: measurer)
        XCTAssertEqual(plan.pages.count, 1)
        XCTAssertFalse(plan.pages[0].overflows)
    }
}

/// Every text run of a scene, clipped ones too.
private func SceneTexts(_ scene: Scene) -> [TextRun] {
    func runs(_ items: [SceneItem]) -> [TextRun] {
        items.flatMap { item -> [TextRun] in
            switch item {
            case .text(let run): return [run]
            case .clipped(_, let inner): return runs(inner)
            default: return []
            }
        }
    }
    return scene.pages.flatMap { runs($0.items) }
}
