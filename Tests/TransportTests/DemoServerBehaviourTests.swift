import DemoServer
import Foundation
import Transport
import XCTest

/// The demo server's own promises: values in range, seeds repeat, errors
/// come in both layouts when the error rate asks for them.
final class RandomErrorTests: DemoServerTestCase {
    override var serverConfiguration: DemoServerConfiguration { DemoServerConfiguration(errorRate: 1, seed: 3) }

    func testErrorRateOneGivesOnlyMinusOneInBothLayouts() async throws {
        let client = try trustingClient()
        var layouts = Set<String>()
        for _ in 0..<12 {
            let text = try await client.post(url: url(), formBody: [("count", "3")]).text
            if text.hasPrefix(#"{"result":-1,"response":{"message":""#) { layouts.insert("top") }
            if text.hasPrefix(#"{"response":{"result":-1,"message":""#) { layouts.insert("nested") }
        }
        XCTAssertEqual(layouts, ["top", "nested"])
    }
}

final class PointsValueTests: DemoServerTestCase {
    func testValuesAreWithinRangeWithAtMostFourDecimals() async throws {
        let text = try await trustingClient().post(url: url(), formBody: [("count", "300")]).text
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let points = (object?["response"] as? [String: Any])?["points"] as? [[String: String]] ?? []
        XCTAssertEqual(points.count, 300)
        let values = points.flatMap { [$0["x"] ?? "", $0["y"] ?? ""] }
        for value in values {
            let number = try XCTUnwrap(Double(value), value)
            XCTAssertLessThanOrEqual(abs(number), 100, value)
            XCTAssertLessThanOrEqual(value.split(separator: ".").dropFirst().first?.count ?? 0, 4, value)
        }
        let xs = points.compactMap { $0["x"] }
        XCTAssertNotEqual(xs, xs.sorted { Double($0) ?? 0 < Double($1) ?? 0 }, "x should be unsorted")
        XCTAssertLessThan(Set(xs).count, xs.count, "some x should repeat")
    }

    func testSameSeedGivesSameAnswers() async throws {
        let other = try DemoServer(configuration: serverConfiguration)
        let otherPort = try await other.start().port
        let first = try await trustingClient().post(url: url(), formBody: [("count", "20")]).text
        let client = try HTTPTransport(trust: TrustSettings(caPEM: other.caCertificatePEM))
        let second = try await client.post(
            url: "https://localhost:\(otherPort)/mobws/json/pointsList",
            formBody: [("count", "20")]
        ).text
        await other.stop()
        XCTAssertEqual(first, second)
    }
}
