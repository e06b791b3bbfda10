import Foundation
import Transport
import XCTest

/// Failures before any TLS: bad URLs and nothing listening.
final class ConnectionErrorTests: XCTestCase {
    func testInvalidURLs() async throws {
        let client = try HTTPTransport()
        for url in ["ftp://example.com/", "https:///nohost", "not a url"] {
            do {
                _ = try await client.get(url: url)
                XCTFail("\(url) accepted")
            } catch let error as TransportError {
                guard case .invalidURL = error else { return XCTFail("\(url): \(error)") }
            }
        }
    }

    func testNothingListeningIsCannotConnect() async throws {
        // Port 1 on loopback: nothing listens there in the test environment.
        let client = try HTTPTransport(options: TransportOptions(connectTimeout: .seconds(2)))
        do {
            _ = try await client.get(url: "https://127.0.0.1:1/")
            XCTFail("connected to port 1")
        } catch let error as TransportError {
            print("observed: \(error)")
            XCTAssertEqual(error, .cannotConnect(host: "127.0.0.1", port: 1, reason: "connection refused"))
        }
    }

    func testFormEncodingOfRequestBody() {
        XCTAssertEqual(
            TransportError.httpStatus(code: 302, reason: "Found", location: "http://x/").description,
            "HTTP status 302 Found (redirect to http://x/ not followed)"
        )
    }
}
