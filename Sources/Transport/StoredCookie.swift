import Foundation

/// One cookie as a jar keeps it (RFC 6265 section 5.3). Its value is a secret: `description`
/// names the cookie and its scope, never the value.
public struct StoredCookie: Codable, Sendable, Equatable, CustomStringConvertible {
    public var name: String
    public var value: String
    /// The host that set it (host-only) or the Domain attribute's domain, lower case, no dot first.
    public var domain: String
    /// Sent to exactly `domain`, not to its subdomains: the cookie had no Domain attribute.
    public var hostOnly: Bool
    public var path: String
    /// nil: no Expires or Max-Age; kept until the server replaces or ends it.
    public var expires: Date?
    /// Sent over https only.
    public var secure: Bool
    public var httpOnly: Bool
    public var created: Date

    public init(
        name: String, value: String, domain: String, hostOnly: Bool, path: String, expires: Date?, secure: Bool,
        httpOnly: Bool, created: Date
    ) {
        self.name = name
        self.value = value
        self.domain = domain
        self.hostOnly = hostOnly
        self.path = path
        self.expires = expires
        self.secure = secure
        self.httpOnly = httpOnly
        self.created = created
    }

    public func isExpired(at now: Date) -> Bool { expires.map { $0 <= now } ?? false }

    public var description: String {
        "cookie \(name) for \(hostOnly ? "" : ".")\(domain)\(path)\(secure ? " (https only)" : "")"
    }
}
