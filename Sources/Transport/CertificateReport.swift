import Foundation

extension HTTPTransport {
    /// Connects to an https URL, sends nothing, and describes the chain the
    /// server presents, whether or not it is trusted: that is how a user
    /// decides what to pass to --ca-file or --pin-sha256. The last line says
    /// whether a normal connection with this transport's trust settings works.
    public func showCertificateChain(url: String) async throws -> String {
        let target = try RequestTarget(url)
        guard target.isTLS else { throw TransportError.invalidURL(url, reason: "showing a certificate needs https") }
        let probe = PeerRecorder()
        do {
            _ = try await exchange(target, request: nil, verification: .captureOnly, recorder: probe)
        } catch {
            // The capture probe always refuses; only a missing chain is a failure.
            if probe.chain.isEmpty {
                throw await explain(error, target: target, recorder: probe, waitingFor: "the TLS handshake with")
            }
        }
        let chain = try probe.chain.map { try CertificateSummary($0) }
        var lines = ["Certificate chain presented by \(target.endpoint) (\(chain.count) certificate(s), leaf first):"]
        for (index, certificate) in chain.enumerated() {
            lines += CertificateReport.lines(for: certificate, index: index)
        }
        lines.append(await verdict(target))
        return lines.joined(separator: "\n")
    }

    /// One normal handshake with the configured trust settings, no request.
    private func verdict(_ target: RequestTarget) async -> String {
        let recorder = PeerRecorder()
        do {
            _ = try await exchange(target, request: nil, verification: verification, recorder: recorder)
            return "Verdict: trusted with the current settings."
        } catch {
            let reason = await explain(error, target: target, recorder: recorder, waitingFor: "the TLS handshake with")
            return "Verdict: NOT trusted: \(reason)"
        }
    }
}

/// Text layout of one certificate for --show-cert.
enum CertificateReport {
    static func lines(for certificate: CertificateSummary, index: Int) -> [String] {
        [
            "[\(index)] subject:    \(certificate.subject)",
            "    issuer:     \(certificate.issuer)",
            "    valid:      \(day(certificate.notBefore)) to \(day(certificate.notAfter))",
            "    names:      \(certificate.namesLine)",
            "    signature:  \(certificate.signatureAlgorithm)",
            "    pin-sha256: \(certificate.pin)",
        ]
    }

    /// ISO 8601 in UTC, e.g. 2026-01-31T12:00:00Z.
    static func day(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
