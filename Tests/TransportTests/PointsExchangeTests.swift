import DemoServer
import Foundation
import Transport
import XCTest

/// The points service over real TLS: bodies come back as bytes, whatever
/// the service's own result code.
final class PointsExchangeTests: DemoServerTestCase {
    func testSuccessWithStringCoordinates() async throws {
        let response = try await trustingClient().post(url: url(), formBody: [("count", "5"), ("version", "1.1")])
        XCTAssertEqual(response.status, 200)
        XCTAssertTrue(response.text.hasPrefix(#"{"result":0,"response":{"points":["#), response.text)
        XCTAssertEqual(response.text.components(separatedBy: #""x":""#).count - 1, 5)
    }

    func testCountInQueryIsAccepted() async throws {
        let response = try await trustingClient().get(url: url() + "?count=3&version=1.1")
        XCTAssertEqual(response.text.components(separatedBy: #""y":"#).count - 1, 3)
    }

    func testBadCountAnswersMinus100() async throws {
        let client = try trustingClient()
        for count in ["0", "-3", "abc", "10001"] {
            let response = try await client.post(url: url(), formBody: [("count", count)])
            XCTAssertEqual(response.text, #"{"result":-100}"#, "count=\(count)")
        }
        let missing = try await client.post(url: url(), formBody: [("version", "1.1")])
        XCTAssertEqual(missing.text, #"{"result":-100}"#)
    }

    func testBothErrorLayoutsCarryBase64RussianMessage() async throws {
        let client = try trustingClient()
        let top = try await client.post(url: url("/test/points/error?layout=top"), formBody: [("count", "5")])
        let nested = try await client.post(url: url("/test/points/error?layout=nested"), formBody: [("count", "5")])
        XCTAssertTrue(top.text.hasPrefix(#"{"result":-1,"response":{"message":""#), top.text)
        XCTAssertTrue(nested.text.hasPrefix(#"{"response":{"result":-1,"message":""#), nested.text)
        for response in [top, nested] {
            let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
            let inner = object?["response"] as? [String: Any]
            let message = (inner?["message"] as? String).flatMap { Data(base64Encoded: $0) }
            XCTAssertEqual(
                message.map { String(decoding: $0, as: UTF8.self) },
                "Внутренняя ошибка сервера, попробуйте позже"
            )
        }
    }

    func testPlainMessageAndMalformedJSONAreReturnedAsBytes() async throws {
        let client = try trustingClient()
        let plain = try await client.post(url: url("/test/points/plain-error"), formBody: [])
        XCTAssertTrue(plain.text.contains("Internal server error"), plain.text)
        let malformed = try await client.post(url: url("/test/points/malformed"), formBody: [])
        XCTAssertEqual(malformed.status, 200)
        XCTAssertThrowsError(try JSONSerialization.jsonObject(with: Data(malformed.body)))
    }

    func testTruncatedBodyIsAClearError() async throws {
        let error = await expectTransportError {
            _ = try await self.trustingClient().post(url: self.url("/test/points/truncated"), formBody: [])
        }
        guard case .truncatedResponse(_, let received, let expected) = error else {
            return XCTFail("got \(String(describing: error))")
        }
        XCTAssertEqual(expected, 1000)
        XCTAssertLessThan(received, 1000)
    }

    func testSlowServerTimesOut() async throws {
        let client = try trustingClient(TransportOptions(totalTimeout: .milliseconds(800)))
        let started = Date()
        let error = await expectTransportError {
            _ = try await client.post(url: self.url("/test/points/slow?seconds=5"), formBody: [("count", "1")])
        }
        guard case .timedOut = error else { return XCTFail("got \(String(describing: error))") }
        XCTAssertLessThan(Date().timeIntervalSince(started), 3)
        XCTAssertTrue(error?.description.contains("timed out after 0.8 s") ?? false)
    }

    func testBodyLargerThanCapIsRefused() async throws {
        let client = try trustingClient(TransportOptions(maxBodyBytes: 1000))
        let error = await expectTransportError {
            _ = try await client.post(url: self.url(), formBody: [("count", "500")])
        }
        XCTAssertEqual(error, .bodyTooLarge(limit: 1000))
    }

    func testNonSuccessStatusIsReturnedAndCanBeRequired() async throws {
        let response = try await trustingClient().get(url: url("/no/such/route"))
        XCTAssertEqual(response.status, 404)
        XCTAssertThrowsError(try response.requireSuccess()) { error in
            XCTAssertTrue("\(error)".hasPrefix("HTTP status 404"), "\(error)")
        }
    }
}

/// The same service with `numericCoordinates`.
final class NumericPointsTests: DemoServerTestCase {
    override var serverConfiguration: DemoServerConfiguration {
        DemoServerConfiguration(seed: 1, numericCoordinates: true)
    }

    func testSuccessWithNumericCoordinates() async throws {
        let response = try await trustingClient().post(url: url(), formBody: [("count", "4")])
        let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        let points = (object?["response"] as? [String: Any])?["points"] as? [[String: Any]]
        XCTAssertEqual(points?.count, 4)
        for point in points ?? [] {
            XCTAssertTrue(point["x"] is NSNumber && point["y"] is NSNumber, "\(point)")
        }
    }
}
