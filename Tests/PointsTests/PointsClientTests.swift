import DemoServer
import Foundation
import Input
import PlotCore
import Points
import Transport
import XCTest

/// The real client against the demo server, over TLS on loopback.
final class PointsClientTests: XCTestCase {
    func withServer(
        _ configuration: DemoServerConfiguration = DemoServerConfiguration(seed: 7),
        _ body: (PointsClient, DemoServer, Int) async throws -> Void
    ) async throws {
        let server = try DemoServer(configuration: configuration)
        let (port, caPEM) = try await server.start()
        do {
            let transport = try HTTPTransport(trust: .only(caPEM: caPEM))
            try await body(
                PointsClient(transport: transport, url: "https://localhost:\(port)\(PointsClient.path)"), server, port)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    func testFetchesTheCountAskedWithStringCoordinates() async throws {
        try await withServer { client, _, _ in
            let series = try await client.fetch(count: PointCount(50)!)
            XCTAssertEqual(series.count, 50)
            XCTAssertFalse(series.isSortedByX, "the service sends x unsorted; sorting is ours")
            XCTAssertTrue(series.xs.allSatisfy { abs($0) <= 100 })
        }
    }

    func testNumericCoordinates() async throws {
        try await withServer(DemoServerConfiguration(seed: 7, numericCoordinates: true)) { client, _, _ in
            let series = try await client.fetch(count: PointCount(3)!)
            XCTAssertEqual(series.count, 3)
        }
    }

    func testSameSeedSamePoints() async throws {
        var first: PointSeries?
        try await withServer { client, _, _ in first = try await client.fetch(count: PointCount(20)!) }
        try await withServer { client, _, _ in
            let again = try await client.fetch(count: PointCount(20)!)
            XCTAssertEqual(again, first)
        }
    }

    func testServerErrorMessageIsDecodedFromBase64() async throws {
        try await withServer(DemoServerConfiguration(errorRate: 1, seed: 3)) { client, _, _ in
            for _ in 0..<4 {  // both layouts turn up at random
                do {
                    _ = try await client.fetch(count: PointCount(5)!)
                    XCTFail("expected the service's error")
                } catch let error as PointsServiceError {
                    guard case .server(let message) = error else { return XCTFail("\(error)") }
                    XCTAssertTrue(message.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }, message)
                }
            }
        }
    }

    func testRejectedParametersAreMinus100() async throws {
        try await withServer { client, _, _ in
            let response = try await client.transport.post(url: client.url, formBody: [("count", "0")])
            XCTAssertThrowsError(try PointsServiceResponse.decode(response.body)) { error in
                XCTAssertEqual(error as? PointsServiceError, .rejectedParameters)
            }
        }
    }

    /// A count outside 1...1000 cannot be made, so no request can carry one.
    func testCountsOutsideTheRangeCannotBeMade() {
        for count in [0, -3, 1001] { XCTAssertNil(PointCount(count), "\(count)") }
        XCTAssertEqual(PointCount(1)?.value, 1)
        XCTAssertEqual(PointCount(1000)?.value, 1000)
    }

    func testMalformedAnswerSaysSo() async throws {
        try await withServer(DemoServerConfiguration(seed: 1, enableTestRoutes: true)) { client, _, port in
            let broken = PointsClient(
                transport: client.transport, url: "https://localhost:\(port)/test/points/malformed")
            do {
                _ = try await broken.fetch(count: PointCount(5)!)
                XCTFail("malformed JSON was accepted")
            } catch let error as MalformedPointsAnswer {
                XCTAssertEqual(error.description, "the points service answered with malformed JSON")
                XCTAssertEqual(error.failureKind, .malformed)
            }
        }
    }
}
