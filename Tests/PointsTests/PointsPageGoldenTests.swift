import DemoServer
import Foundation
import GoldenTesting
import PlotCore
import PlotRender
import Points
import Transport
import XCTest

/// The points page from a fixed seed, fetched over TLS from the demo server as the CLI does.
/// Every picture here was looked at before its golden was committed.
final class PointsPageGoldenTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    func fetch(count: Int, seed: UInt64) async throws -> PointSeries {
        let server = try DemoServer(configuration: DemoServerConfiguration(seed: seed, enableTestRoutes: false))
        let (port, caPEM) = try await server.start()
        defer { Task { await server.stop() } }
        let client = PointsClient(
            transport: try HTTPTransport(trust: .only(caPEM: caPEM)),
            url: "https://localhost:\(port)\(PointsClient.path)")
        return try await client.fetch(count: try XCTUnwrap(PointCount(count)))
    }

    func render(_ series: PointSeries, page: PageSpec, curve: Curve = .monotoneX, zoom: Double = 1) throws
        -> [RasterImage]
    {
        let text = PangoTextEngine()
        let scene = PointsPage(
            chart: .points(series, curve: curve, viewport: ViewportRequest(zoom: zoom)), page: page,
            source: "the embedded demo server"
        ).scene(measurer: text)
        return try scene.pages.indices.map { try SceneOutput(text: text).raster(scene, page: $0) }
    }

    func testPortraitPage() async throws {
        let images = try render(try await fetch(count: 50, seed: 7), page: .portrait, zoom: 2)
        XCTAssertEqual(images.count, 1)
        try GoldenImage.assertMatches(images[0], named: "points-portrait")
    }

    func testLandscapePage() async throws {
        let images = try render(try await fetch(count: 50, seed: 7), page: .landscape, curve: .catmullRom(alpha: 0.5))
        XCTAssertEqual(images.count, 1)
        try GoldenImage.assertMatches(images[0], named: "points-landscape")
    }

    /// 150 points: the table fills what the first page has and continues on the next.
    func testContinuationPage() async throws {
        let images = try render(try await fetch(count: 150, seed: 11), page: .landscape)
        XCTAssertEqual(images.count, 2)
        try GoldenImage.assertMatches(images[1], named: "points-continued")
    }
}
