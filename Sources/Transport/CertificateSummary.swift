import Foundation
import NIOSSL
import SwiftASN1
import X509

/// The facts about one certificate a user needs to decide whether to trust
/// it, read with swift-certificates.
struct CertificateSummary {
    var subject: String
    var issuer: String
    var issuerCommonName: String?
    var commonName: String?
    var notBefore: Date
    var notAfter: Date
    /// DNS names and IP addresses from subjectAltName; nil when the
    /// certificate has no such extension (the name is then only in the CN).
    var alternativeNames: [String]?
    var signatureAlgorithm: String
    var pin: String

    init(_ certificate: Certificate) throws {
        subject = certificate.subject.description
        issuer = certificate.issuer.description
        commonName = certificate.subject.commonName
        issuerCommonName = certificate.issuer.commonName
        notBefore = certificate.notValidBefore
        notAfter = certificate.notValidAfter
        alternativeNames = try certificate.extensions.subjectAlternativeNames.map { names in
            names.compactMap(\.displayText)
        }
        // "SignatureAlgorithm.ecdsaWithSHA256" -> "ecdsaWithSHA256".
        let algorithm = certificate.signatureAlgorithm.description
        signatureAlgorithm = algorithm.hasPrefix("SignatureAlgorithm.") ? String(algorithm.dropFirst(19)) : algorithm
        pin = try spkiSHA256(of: certificate)
    }

    init(_ certificate: NIOSSLCertificate) throws {
        try self.init(Certificate(derEncoded: certificate.toDERBytes()))
    }

    /// The names a host is checked against, as a user should read them.
    var hostNames: [String] {
        if let alternativeNames { return alternativeNames }
        return commonName.map { ["\($0) (CN only, no subjectAltName)"] } ?? []
    }

    /// What a hostname check can match: SAN entries, or else the CN.
    var namesLine: String {
        if let alternativeNames { return "subjectAltName: " + alternativeNames.joined(separator: ", ") }
        return "CN only: \(commonName ?? "(none)") (no subjectAltName)"
    }

    /// The issuer as a person calls it: its CN if it has one.
    var issuerName: String { issuerCommonName ?? issuer }
}

extension DistinguishedName {
    /// The most specific commonName, as hostname checks use it.
    var commonName: String? {
        var found: String?
        for rdn in self {
            for attribute in rdn where attribute.type == .RDNAttributeType.commonName {
                found = attribute.value.description
            }
        }
        return found
    }
}

extension GeneralName {
    var displayText: String? {
        switch self {
        case .dnsName(let name):
            return name
        case .ipAddress(let octets):
            let bytes = Array(octets.bytes)
            if bytes.count == 4 { return bytes.map(String.init).joined(separator: ".") }
            return "IP " + bytes.map { String(format: "%02x", $0) }.joined()
        default:
            return nil
        }
    }
}
