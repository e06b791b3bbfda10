import GoldenTesting
import Payments
import PlotCore
import PlotRender
import XCTest

/// The payments table as `plot payments list` draws it. Every picture here was looked at
/// before its golden was committed.
final class PaymentsPageGoldenTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    let text = PangoTextEngine()

    func testPortrait() async throws {
        let page = PageSpec(size: PageSpec.portrait.size, medium: .filePerPage)
        let scene = PaymentsPage(
            list: try await PaymentsFixtures.demoList(), page: page, source: "the embedded demo server"
        ).scene(measurer: text)
        XCTAssertEqual(scene.pages.count, 1)
        try GoldenImage.assertMatches(try SceneOutput(text: text).raster(scene), named: "payments-portrait")
    }

    func testLandscape() async throws {
        let page = PageSpec(size: PageSpec.landscape.size, medium: .filePerPage)
        let scene = PaymentsPage(
            list: try await PaymentsFixtures.demoList(), page: page, source: "the embedded demo server"
        ).scene(measurer: text)
        XCTAssertEqual(scene.pages.count, 1)
        try GoldenImage.assertMatches(try SceneOutput(text: text).raster(scene), named: "payments-landscape")
    }

    /// A long table in a PDF: fixed pages, the header on each; pages 1 and 2 rasterized by pdftoppm.
    func testLongTablePagedIntoPDF() throws {
        let page = PageSpec.portrait
        let scene = PaymentsPage(list: PaymentsFixtures.long(90), page: page, source: "http://127.0.0.1:8080/api/")
            .scene(measurer: text)
        XCTAssertEqual(scene.pages.count, 3)
        XCTAssertTrue(scene.pages.allSatisfy { $0.size == page.size })
        let pdf = try SceneOutput(text: text).pdf(scene)
        try GoldenImage.assertMatches(try Rasterizer.pdfPage(pdf, page: 1), named: "payments-pdf-page-1")
        try GoldenImage.assertMatches(try Rasterizer.pdfPage(pdf, page: 2), named: "payments-pdf-page-2")
    }
}
