import DemoServer
import Foundation
import NIOSSL
import SwiftASN1
import Transport
import X509
import XCTest

/// Certificate trust against the demo server's private CA and CN-only leaf.
final class TrustTests: DemoServerTestCase {
    func testUnknownCAIsNotTrustedAndTheCAIsNamed() async throws {
        let client = try HTTPTransport(trust: .system)
        let error = await expectTransportError {
            _ = try await client.post(url: self.url(), formBody: [("count", "1")])
        }
        guard case .certificateNotTrusted(let host, let issuer, _) = error else {
            return XCTFail("got \(String(describing: error))")
        }
        XCTAssertEqual(host, "localhost")
        XCTAssertEqual(issuer, DemoCertificates.caName)
        XCTAssertEqual(error?.failureKind, .untrusted)
        // The transport names no flags: which ones help is the command's business.
        let text = error?.description ?? ""
        XCTAssertFalse(text.contains("--"), text)
    }

    func testCAFileIsTrusted() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-ca-\(UUID()).pem").path
        try server.caCertificatePEM.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let client = try HTTPTransport(trust: TrustSettings(caFiles: [path]))
        let response = try await client.post(url: url(), formBody: [("count", "2")])
        XCTAssertTrue(response.text.hasPrefix(#"{"result":0"#))
    }

    func testMissingCAFileIsReportedUpFront() throws {
        XCTAssertThrowsError(try HTTPTransport(trust: TrustSettings(caFiles: ["/nonexistent/ca.pem"]))) { error in
            XCTAssertEqual("\(error)", "cannot read CA file /nonexistent/ca.pem")
        }
    }

    func testCNOnlyCertificateIsRefusedForAnIPAddress() async throws {
        let error = await expectTransportError {
            _ = try await self.trustingClient().post(url: self.url(host: "127.0.0.1"), formBody: [("count", "1")])
        }
        guard case .hostNameMismatch(let host, let names) = error else {
            return XCTFail("got \(String(describing: error))")
        }
        XCTAssertEqual(host, "127.0.0.1")
        XCTAssertEqual(names, ["localhost (CN only, no subjectAltName)"])
    }

    func testMatchingPinIsAcceptedWithoutAnyCA() async throws {
        let client = try HTTPTransport(trust: TrustSettings(pins: [leafPin]))
        let response = try await client.post(url: url(), formBody: [("count", "2")])
        XCTAssertTrue(response.text.hasPrefix(#"{"result":0"#))
        // curl's notation works too.
        let curlStyle = try HTTPTransport(trust: TrustSettings(pins: ["sha256//" + leafPin]))
        _ = try await curlStyle.get(url: url() + "?count=1")
    }

    func testWrongPinIsRefusedAndShowsTheActualPin() async throws {
        let otherPin = Data(repeating: 7, count: 32).base64EncodedString()
        // Trusting the CA does not help: with pins, only the key counts.
        let client = try HTTPTransport(trust: TrustSettings(caPEM: server.caCertificatePEM, pins: [otherPin]))
        let error = await expectTransportError {
            _ = try await client.post(url: self.url(), formBody: [("count", "1")])
        }
        XCTAssertEqual(error, .pinMismatch(host: "localhost", actualPin: try leafPin))
        XCTAssertTrue(error?.description.contains(try leafPin) ?? false)
    }

    func testMalformedPinIsReportedUpFront() {
        XCTAssertThrowsError(try HTTPTransport(trust: TrustSettings(pins: ["not-a-pin"]))) { error in
            XCTAssertTrue("\(error)".contains("not a base64 SHA-256"), "\(error)")
        }
    }

    func testPinHelpersAgree() throws {
        let der = try server.certificates.serverCertificate.derBytes()
        let nio = try NIOSSLCertificate(bytes: der, format: .der)
        XCTAssertEqual(try spkiSHA256(of: nio), try leafPin)
        XCTAssertEqual(try leafPin.count, 44)
    }

    func testShowCertificateChainDescribesAnUntrustedServer() async throws {
        let report = try await HTTPTransport(trust: .system).showCertificateChain(url: url())
        print(report)
        for expected in [
            "subject:    CN=localhost,O=PlotKit Demo", "PlotKit Demo Private CA", "CN only: localhost",
            "ecdsaWithSHA256", "pin-sha256: \(try leafPin)", "Verdict: NOT trusted",
        ] {
            XCTAssertTrue(report.contains(expected), "missing \(expected) in\n\(report)")
        }
        let trusted = try await trustingClient().showCertificateChain(url: url())
        XCTAssertTrue(trusted.hasSuffix("Verdict: trusted with the current settings."), trusted)
    }
}

/// A server whose certificate names another host.
final class OtherNameTests: DemoServerTestCase {
    override var serverConfiguration: DemoServerConfiguration {
        DemoServerConfiguration(certificateName: "demo.example")
    }

    func testCNForAnotherNameIsAHostNameMismatch() async throws {
        let error = await expectTransportError {
            _ = try await self.trustingClient().post(url: self.url(), formBody: [("count", "1")])
        }
        XCTAssertEqual(
            error,
            .hostNameMismatch(host: "localhost", certificateNames: ["demo.example (CN only, no subjectAltName)"])
        )
        XCTAssertTrue(error?.description.contains("demo.example") ?? false)
    }
}

extension Certificate {
    func derBytes() throws -> [UInt8] {
        var serializer = DER.Serializer()
        try serializer.serialize(self)
        return serializer.serializedBytes
    }
}

/// A server certificate that expired a year ago, from the trusted demo CA.
final class ExpiredCertificateTests: DemoServerTestCase {
    override var serverConfiguration: DemoServerConfiguration { DemoServerConfiguration(expiredCertificate: true) }

    func testExpiredCertificateIsNotTrustedEvenFromAKnownCA() async throws {
        let error = await expectTransportError {
            _ = try await self.trustingClient().post(url: self.url(), formBody: [("count", "1")])
        }
        guard case .certificateNotTrusted(_, _, let detail) = error else {
            return XCTFail("got \(String(describing: error))")
        }
        XCTAssertTrue(detail.contains("expired on"), detail)
    }

    func testPinnedKeyIsAcceptedThoughExpired() async throws {
        let client = try HTTPTransport(trust: TrustSettings(pins: [leafPin]))
        let response = try await client.post(url: url(), formBody: [("count", "1")])
        XCTAssertTrue(response.text.hasPrefix(#"{"result":0"#))
    }
}
