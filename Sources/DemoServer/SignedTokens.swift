import Crypto
import Foundation

/// The demo services' tokens: `subject.expiry.mac`, where `expiry` is Unix seconds and `mac` is
/// an HMAC-SHA256 of `subject.expiry`. The key is a fixed demo secret per service, not one made
/// per server: every run of the embedded demo starts a new server, and the token the last run
/// issued must still be accepted, while a forged or expired one is refused. Each service has
/// its own secret, so one service's token is refused by another. Receipts' session cookie is one
/// too, its subject the session's JSON.
struct SignedTokens: Sendable {
    /// Public, since this is a demo; upstream's tokens were opaque strings.
    static let paymentsSecret = Array("PlotKit demo payments service, not a secret".utf8)
    static let vkSecret = Array("PlotKit demo VK gallery, not a secret".utf8)
    static let receiptsSecret = Array("PlotKit demo receipts service, not a secret".utf8)

    enum Verdict: Equatable {
        case valid(subject: String)
        case expired
        case invalid
    }

    var secret: [UInt8]
    private var key: SymmetricKey { SymmetricKey(data: secret) }

    init(secret: [UInt8]) { self.secret = secret }

    func issue(subject: String, expiresAt: Int64) -> String {
        let payload = Self.base64URL(Array(subject.utf8)) + "." + String(expiresAt)
        return payload + "."
            + Self.base64URL(Array(HMAC<SHA256>.authenticationCode(for: Array(payload.utf8), using: key)))
    }

    func check(_ token: String, now: Int64) -> Verdict {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let expiry = Int64(parts[1]), let mac = Self.bytes(base64URL: parts[2]),
            let subjectBytes = Self.bytes(base64URL: parts[0])
        else { return .invalid }
        let signed = Array("\(parts[0]).\(parts[1])".utf8)
        guard HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: signed, using: key) else { return .invalid }
        // Checked after the signature, so a forged token never learns whether its expiry would do.
        guard now < expiry else { return .expired }
        return .valid(subject: String(decoding: subjectBytes, as: UTF8.self))
    }

    static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func bytes(base64URL text: Substring) -> [UInt8]? {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        return Data(base64Encoded: standard).map(Array.init)
    }
}
