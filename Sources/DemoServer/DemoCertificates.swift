import Crypto
import Foundation
import NIOSSL
import SwiftASN1
import X509

/// A private CA and a server certificate it signed, made in memory at start.
/// The server certificate carries its host name only in the CN, with no
/// subjectAltName, to reproduce the upstream points service.
public struct DemoCertificates: Sendable {
    public let caCertificate: Certificate
    public let serverCertificate: Certificate
    let serverKey: Certificate.PrivateKey

    public static let caName = "PlotKit Demo Private CA"

    /// `expired` backdates the server certificate by a year (tests only).
    public init(serverName: String, validFor days: Int = 30, expired: Bool = false) throws {
        let now = Date()
        let notBefore = now.addingTimeInterval(-3600)  // tolerate small clock skew
        let notAfter = now.addingTimeInterval(Double(days) * 86_400)
        let year = 365.0 * 86_400

        let caKey = Certificate.PrivateKey(P256.Signing.PrivateKey())
        let caName = try DistinguishedName {
            OrganizationName("PlotKit")
            CommonName(Self.caName)
        }
        caCertificate = try Certificate(
            version: .v3,
            serialNumber: Certificate.SerialNumber(),
            publicKey: caKey.publicKey,
            notValidBefore: notBefore,
            notValidAfter: notAfter,
            issuer: caName,
            subject: caName,
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
                Critical(KeyUsage(keyCertSign: true, cRLSign: true))
            },
            issuerPrivateKey: caKey
        )

        serverKey = Certificate.PrivateKey(P256.Signing.PrivateKey())
        serverCertificate = try Certificate(
            version: .v3,
            serialNumber: Certificate.SerialNumber(),
            publicKey: serverKey.publicKey,
            notValidBefore: expired ? now.addingTimeInterval(-2 * year) : notBefore,
            notValidAfter: expired ? now.addingTimeInterval(-year) : notAfter,
            issuer: caName,
            subject: try DistinguishedName {
                OrganizationName("PlotKit Demo")
                CommonName(serverName)
            },
            signatureAlgorithm: .ecdsaWithSHA256,
            // Deliberately no SubjectAlternativeNames extension.
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.notCertificateAuthority)
                Critical(KeyUsage(digitalSignature: true))
                try ExtendedKeyUsage([.serverAuth])
            },
            issuerPrivateKey: caKey
        )
    }

    /// The CA in PEM, for clients (or `--ca-out`) to trust.
    public func caPEM() throws -> String {
        try caCertificate.serializeAsPEM().pemString
    }

    /// Server side of TLS: the leaf only (a private root is not sent).
    public func serverTLSConfiguration() throws -> TLSConfiguration {
        var serializer = DER.Serializer()
        try serializer.serialize(serverCertificate)
        let leaf = try NIOSSLCertificate(bytes: serializer.serializedBytes, format: .der)
        let key = try NIOSSLPrivateKey(bytes: Array(serverKey.serializeAsPEM().pemString.utf8), format: .pem)
        return TLSConfiguration.makeServerConfiguration(
            certificateChain: [.certificate(leaf)],
            privateKey: .privateKey(key)
        )
    }
}
