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

    /// Fuzz/RequestURL's finding: URLComponents percent-decodes the host, so "%0a" put a line
    /// break into the Host header (a header injection through --url). The crashing input first.
    func testHostWithALineBreakOrSpaceIsInvalid() async throws {
        let client = try HTTPTransport()
        for url in ["https://user:pw@h%0bw@h%0ag", "https://h%0ag/", "https://ex%20ample.com/", "http://a%7f/"] {
            do {
                _ = try await client.get(url: url)
                XCTFail("\(url) accepted")
            } catch let error as TransportError {
                guard case .invalidURL(_, let reason) = error else { return XCTFail("\(url): \(error)") }
                XCTAssertEqual(reason, "the host has a space or a control character", url)
            }
        }
    }

    /// Fuzz/RequestURL's finding, its crashing input: "[]" left an empty host once its brackets
    /// were taken off.
    func testEmptyBracketsAreNoHost() async throws {
        do {
            _ = try await HTTPTransport().get(url: "https://[]:8443/ps://user")
            XCTFail("accepted")
        } catch TransportError.invalidURL(_, let reason) {
            XCTAssertEqual(reason, "no host")
        }
    }

    /// Fuzz/CookieJar's finding, its crashing URL first: a host with an empty label was taken,
    /// and a cookie it set kept under a domain starting with a dot. No such name resolves.
    func testAHostWithAnEmptyLabelIsInvalid() async throws {
        for url in ["https://.2170.0.1:8443/api/v2.1/auth/logout", "http://a..example.com/"] {
            do {
                _ = try await HTTPTransport().get(url: url)
                XCTFail("\(url) accepted")
            } catch TransportError.invalidURL(_, let reason) {
                XCTAssertEqual(reason, "the host has an empty label", url)
            }
        }
        var jar = CookieJar()
        jar.receive(setCookie: ["a=b"], from: "https://.2170.0.1:8443/", now: Date())
        XCTAssertTrue(jar.isEmpty)
    }

    /// Fuzz/CookieJar's finding, its crashing URL: brackets around no IPv6 address were taken,
    /// and a cookie the "host" set kept under the domain ".:1".
    func testBracketsAroundNoIPv6AddressAreInvalid() async throws {
        do {
            _ = try await HTTPTransport().get(url: "http://[.:1]:4040/x")
            XCTFail("accepted")
        } catch TransportError.invalidURL(_, let reason) {
            XCTAssertEqual(reason, "the brackets hold no IPv6 address")
        }
        var jar = CookieJar()
        jar.receive(setCookie: ["a=b"], from: "http://[::1]:4040/x", now: Date())
        XCTAssertEqual(jar.header(for: "http://[::1]:4040/x", now: Date()), "a=b", "a real IPv6 address still works")
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
