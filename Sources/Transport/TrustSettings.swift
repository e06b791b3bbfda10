import NIOSSL

/// What the client trusts besides the system roots.
///
/// Without pins, the server must chain to a system root or to one of the
/// extra CAs, and its name must match (NIOSSL falls back to the CN when the
/// certificate has no subjectAltName). With pins, the server's key is its
/// identity: a leaf whose SPKI SHA-256 matches a pin is accepted whatever CA
/// issued it; the host name is still checked.
public struct TrustSettings: Sendable {
    /// PEM files of CAs trusted in addition to the system roots.
    public var caFiles: [String]
    /// Base64 SHA-256 of the leaf's SubjectPublicKeyInfo DER.
    public var pins: [String]
    /// CAs trusted in addition to the system roots, already in memory
    /// (e.g. the embedded demo server's private CA).
    public var caCertificates: [NIOSSLCertificate]
    /// Trust the given CAs only, not the system roots: the embedded demo server's
    /// connection must be signed by exactly the CA it made.
    public var excludesSystemRoots: Bool

    public init(
        caFiles: [String] = [], pins: [String] = [], caCertificates: [NIOSSLCertificate] = [],
        excludesSystemRoots: Bool = false
    ) {
        self.caFiles = caFiles
        self.pins = pins
        self.caCertificates = caCertificates
        self.excludesSystemRoots = excludesSystemRoots
    }

    /// Exactly these CAs (PEM text), and nothing else.
    public static func only(caPEM: String) throws -> TrustSettings {
        var settings = try TrustSettings(caPEM: caPEM)
        settings.excludesSystemRoots = true
        return settings
    }

    /// Trust CAs given as PEM text (one or more certificates).
    public init(caPEM: String, caFiles: [String] = [], pins: [String] = []) throws {
        let certificates = try NIOSSLCertificate.fromPEMBytes(Array(caPEM.utf8))
        self.init(caFiles: caFiles, pins: pins, caCertificates: certificates)
    }

    /// Only the system roots, no pins.
    public static let system = TrustSettings()
}
