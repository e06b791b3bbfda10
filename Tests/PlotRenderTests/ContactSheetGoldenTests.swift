import Foundation
import GoldenTesting
import PlotCore
import PlotRender
import XCTest

/// A small contact sheet of generated pictures, drawn as `plot grid` draws it. Looked at before
/// its golden was committed: colour bars, the EXIF-rotated quadrants upright (red top left,
/// green top right, blue bottom left, white bottom right), the translucent disc over white, the
/// broken file's grey panel naming its problem, labels under the cells.
final class ContactSheetGoldenTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    static let bars: [UInt32] = [0xffffff, 0xffff00, 0x00ffff, 0x00ff00, 0xff00ff, 0xff0000, 0x0000ff, 0x000000]

    func testContactSheet() throws {
        let folder = try TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let colourBars = TestImages.jpeg(width: 320, height: 240) { x, _ in Self.bars[x / 40] }
        let (w, h, pixel) = ThumbnailerTests.stored(6)
        let rotated = TestImages.withOrientation(
            TestImages.jpeg(width: w * 4, height: h * 4) { pixel($0 / 4, $1 / 4) }, 6)
        let disc = TestImages.png(width: 200, height: 200) { x, y in
            let distance = ((Double(x) - 100) * (Double(x) - 100) + (Double(y) - 100) * (Double(y) - 100)).squareRoot()
            let alpha = UInt32(max(0, min(255, 255 * (1 - distance / 100))))
            return alpha << 24 | (alpha * 0x30 / 255) << 16 | (alpha * 0x60 / 255) << 8 | alpha
        }
        let broken = Array(colourBars.prefix(colourBars.count / 3))
        let paths = try [
            TestImages.file(colourBars, named: "colour-bars.jpg", in: folder),
            TestImages.file(rotated, named: "rotated-exif-6.jpg", in: folder),
            TestImages.file(disc, named: "alpha-disc.png", in: folder),
            TestImages.file(broken, named: "broken.jpg", in: folder),
        ]
        let page = PageSpec(size: Size(720, 700), scale: 1)
        let sheet = ContactSheet(
            names: paths.map { URL(fileURLWithPath: $0).lastPathComponent }, columns: 3, showsLabels: true,
            fit: .contain, page: page, title: "Contact sheet")
        let engine = PangoTextEngine()
        let plan = sheet.plan(measurer: engine)
        let box = Thumbnailer.Box(width: Int(plan.imageBox.width), height: Int(plan.imageBox.height))
        let cells = Thumbnailer(fit: .contain).thumbnails(ofFiles: paths, box: box).map { result in
            switch result {
            case .success(let bitmap): return ContactSheet.Cell.image(bitmap)
            case .failure(let problem): return .problem(problem.description)
            }
        }
        let scene = sheet.scene(plan, cells: cells, note: "4 images, 1 could not be read", measurer: engine)
        let image = try SceneOutput(text: engine).raster(scene)
        try GoldenImage.assertMatches(image, named: "contact-sheet")
    }
}
