import DemoServer
import Gallery
import GoldenTesting
import PlotCore
import PlotRender
import XCTest

/// The gallery's pages as the commands draw them, from the demo server's own pictures: the photo
/// grid, the video list and a photo page. Every picture here was looked at before its golden
/// was committed. Small pages, so the thumbnails are quick to make in a debug build.
final class GalleryPagesGoldenTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    let text = PangoTextEngine()
    let page = PageSpec(size: Size(540, 960), medium: .filePerPage)

    /// The items' chosen pictures, downloaded and made into thumbnails of `box`.
    func cells(_ demo: DemoGallery, _ variants: [ImageVariant?], box: Size, fit: ImageFit) async throws
        -> [ContactSheet.Cell]
    {
        let outcome = try await ImageDownloader(transport: demo.transport, cache: nil).fetch(variants.map { $0!.url })
        let bytes = try outcome.results.map { try $0.get() }
        let pixels = Thumbnailer.Box(width: Int(box.width.rounded()), height: Int(box.height.rounded()))
        return Thumbnailer(fit: fit).thumbnails(ofImages: bytes, box: pixels).map { result in
            switch result {
            case .success(let bitmap): return .image(bitmap)
            case .failure(let problem): return .problem(problem.description)
            }
        }
    }

    /// The six newest photos, 2 columns, numbered; the 9th photo of the demo is stored turned
    /// (EXIF 6) and must stand upright like the rest.
    func testPhotoGrid() async throws {
        try await DemoGallery.with { demo in
            let token = try await demo.login().token
            let photos = Array(try await demo.client().photos(token: token).newestFirst.prefix(6))
            let grid = PhotoGridPage(count: photos.count, page: page, strings: .of(.ru))
            let plan = grid.plan(measurer: text)
            var cells = try await cells(
                demo, photos.map { ImageVariant.choose($0.sizes, covering: plan.imageBox, fit: .cover) },
                box: plan.imageBox, fit: .cover)
            cells[3] = .problem("download failed: HTTP status 404 Not Found")
            let scene = grid.scene(
                plan, cells: cells,
                note: GalleryStrings.of(.ru).listNote(
                    count: 6, videos: false, missing: 1, skipped: 0, source: nil), measurer: text)
            XCTAssertEqual(scene.pages.count, 1)
            try GoldenImage.assertMatches(try SceneOutput(text: text).raster(scene), named: "gallery-photo-grid")
        }
    }

    func testVideoList() async throws {
        try await DemoGallery.with { demo in
            let token = try await demo.login().token
            // The demo's video 12 (a title too long for its band) and 15 (one small preview only).
            let all = try await demo.client().videos(token: token).items
            let videos = [all[8], all[5]]
            let strings = GalleryStrings.of(.en)
            let list = VideoListPage(videos: videos, page: page, title: strings.videosTitle, strings: strings)
            let plan = list.plan(measurer: text)
            XCTAssertEqual(plan.shown, 2)
            let cells = try await cells(
                demo, videos.map { ImageVariant.choose($0.previews, covering: plan.previewBox, fit: .cover) },
                box: plan.previewBox, fit: .cover)
            let scene = list.scene(
                plan, cells: cells,
                note: strings.listNote(count: 2, videos: true, missing: 0, skipped: 0, source: nil), measurer: text)
            try GoldenImage.assertMatches(try SceneOutput(text: text).raster(scene), named: "gallery-video-list")
        }
    }

    /// The demo's photo 9 (stored turned, EXIF orientation 6) on its own page, titled with its date.
    func testPhotoPage() async throws {
        try await DemoGallery.with { demo in
            let token = try await demo.login().token
            let photos = try await demo.client().photos(token: token).newestFirst
            // Newest first: the demo's photo 9 of 120 is number 112.
            let photo = photos[111]
            let picture = PicturePage(
                title: GalleryDateText(language: .ru).text(unixSeconds: photo.date), note: "фото 112 из 120", page: page
            )
            let box = picture.pictureBox(measurer: text)
            let cell = try await cells(
                demo, [ImageVariant.choose(photo.sizes, covering: box, fit: .contain)], box: box, fit: .contain)
            try GoldenImage.assertMatches(
                try SceneOutput(text: text).raster(picture.scene(cell[0], measurer: text)), named: "gallery-photo-page")
        }
    }
}
