import Foundation
import NIOSSL

/// Builds the one NIOSSLContext a transport uses, after checking the trust
/// settings so that a bad --ca-file or --pin-sha256 fails with a clear message.
enum TLSContextFactory {
    static func makeContext(_ trust: TrustSettings) throws -> NIOSSLContext {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = .fullVerification
        configuration.applicationProtocols = ["http/1.1"]
        // Load CA files here (not by path) so an unreadable file is reported now.
        let fileCAs = try trust.caFiles.flatMap { try loadCAFile($0) }
        let extraCAs = fileCAs + trust.caCertificates
        if trust.excludesSystemRoots {
            configuration.trustRoots = .certificates(extraCAs)
        } else if !extraCAs.isEmpty {
            configuration.additionalTrustRoots = [.certificates(extraCAs)]
        }
        do {
            return try NIOSSLContext(configuration: configuration)
        } catch {
            throw TransportError.invalidTrustSettings(detail: "cannot set up TLS: \(error)")
        }
    }

    static func loadCAFile(_ path: String) throws -> [NIOSSLCertificate] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TransportError.invalidTrustSettings(detail: "cannot read CA file \(path)")
        }
        let certificates = try? NIOSSLCertificate.fromPEMBytes(Array(data))
        guard let certificates, !certificates.isEmpty else {
            throw TransportError.invalidTrustSettings(detail: "CA file \(path) holds no PEM certificate")
        }
        return certificates
    }

    /// Accepts "BASE64" or curl's "sha256//BASE64"; must be 32 bytes.
    static func normalizePins(_ pins: [String]) throws -> Set<String> {
        var result = Set<String>()
        for raw in pins {
            let pin = raw.hasPrefix("sha256//") ? String(raw.dropFirst(8)) : raw
            guard let bytes = Data(base64Encoded: pin), bytes.count == 32 else {
                throw TransportError.invalidTrustSettings(
                    detail: "pin \"\(raw)\" is not a base64 SHA-256 (44 characters ending in =)"
                )
            }
            result.insert(bytes.base64EncodedString())
        }
        return result
    }
}
