import Foundation
import Input
import PlotCore

/// Who a session is for and until when, as the service said when it began.
public struct Account: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        case anonymous
        case user
    }

    public var kind: Kind
    /// The login, for a signed-in account.
    public var name: String?
    public var expiresAt: Date

    public init(kind: Kind, name: String?, expiresAt: Date) {
        self.kind = kind
        self.name = name
        self.expiresAt = expiresAt
    }

    /// What the cache files this account's receipts under: every anonymous session shares one.
    public var cacheKey: String { kind == .user ? "user:\(name ?? "")" : "anonymous" }

    /// The same person: a new session of the same login, or anonymous again.
    public func isSameAccount(as other: Account) -> Bool { cacheKey == other.cacheKey }

    /// `status`'s line: "anonymous until 2026-11-23 13:05 UTC" / "signed in as demo until ...".
    public func statusLine(timeZone: TimeZone) -> String {
        let until = Self.moment(expiresAt, timeZone: timeZone)
        switch kind {
        case .anonymous: return "anonymous until \(until)"
        case .user: return "signed in as \(name ?? "?") until \(until)"
        }
    }

    /// "2026-11-23 13:05 UTC" in the zone given, named by its abbreviation.
    public static func moment(_ date: Date, timeZone: TimeZone) -> String {
        let zone = timeZone.abbreviation(for: date) ?? timeZone.identifier
        return "\(MomentText.numeric(date, timeZone: timeZone)) \(zone == "GMT" ? "UTC" : zone)"
    }

    /// The account part of the service's session answers:
    /// `{"account":{"kind":"user","name":"demo"},"expires_at":"2026-11-23T13:05:00Z"}`.
    static func decode(_ value: JSONValue?) -> Account? {
        guard let account = value?["account"], let kindText = LenientValue.text(account["kind"]),
            let kind = Kind(rawValue: kindText), let expires = LenientValue.text(value?["expires_at"]),
            let (seconds, _) = ReceiptDecoder.purchaseTime(.string(expires))
        else { return nil }
        return Account(
            kind: kind, name: LenientValue.text(account["name"]),
            expiresAt: Date(timeIntervalSince1970: Double(seconds)))
    }
}
