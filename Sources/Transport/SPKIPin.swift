import Crypto
import Foundation
import NIOSSL
import SwiftASN1
import X509

/// Base64 SHA-256 of the certificate's SubjectPublicKeyInfo DER: the same
/// value as curl's `--pinnedpubkey sha256//...` and HPKP pins.
public func spkiSHA256(of certificate: Certificate) throws -> String {
    var serializer = DER.Serializer()
    try serializer.serialize(certificate.publicKey)
    return spkiSHA256(spkiDER: serializer.serializedBytes)
}

/// The pin of a certificate as NIOSSL hands it over in the handshake.
public func spkiSHA256(of certificate: NIOSSLCertificate) throws -> String {
    try spkiSHA256(spkiDER: certificate.extractPublicKey().toSPKIBytes())
}

func spkiSHA256(spkiDER: [UInt8]) -> String {
    Data(SHA256.hash(data: spkiDER)).base64EncodedString()
}
