import Foundation

/// The cookies a client keeps between requests, by RFC 6265's rules: a cookie goes back only to
/// the host that set it (or, with a Domain attribute, that domain and its subdomains), only
/// under its path, only over https when Secure, and never after it expires. Values stay in here:
/// nothing in the jar prints them.
public struct CookieJar: Codable, Sendable, Equatable, CustomStringConvertible {
    public private(set) var cookies: [StoredCookie] = []

    public init() {}

    /// Takes the Set-Cookie headers of an answer from `url` (section 5.3). A cookie for another
    /// domain, a Secure one over plain http, or one already expired is not kept; an expired one
    /// removes the cookie it replaces, as servers end sessions.
    public mutating func receive(setCookie headers: [String], from url: String, now: Date) {
        guard let target = try? RequestTarget(url) else { return }
        let host = target.host.lowercased()
        for header in headers {
            guard let parsed = SetCookieHeader(header) else { continue }
            var domain = host
            var hostOnly = true
            if let attribute = parsed.domain {
                // A Domain must cover the host; a bare top-level label ("com") is refused, a
                // stand-in for the public suffix list this jar does not carry.
                guard Self.domainMatches(host: host, domain: attribute), attribute.contains(".") || attribute == host
                else { continue }
                domain = attribute
                hostOnly = false
            }
            if parsed.secure, !target.isTLS { continue }
            let expires: Date? =
                parsed.maxAge.map { age in
                    age <= 0 ? Date.distantPast : now.addingTimeInterval(TimeInterval(min(age, 400 * 86_400)))
                } ?? parsed.expires
            var cookie = StoredCookie(
                name: parsed.name, value: parsed.value, domain: domain, hostOnly: hostOnly,
                path: parsed.path ?? Self.defaultPath(Self.path(of: target)), expires: expires,
                secure: parsed.secure, httpOnly: parsed.httpOnly, created: now)
            if let old = cookies.firstIndex(where: {
                $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path
            }) {
                cookie.created = cookies[old].created
                cookies.remove(at: old)
            }
            if !cookie.isExpired(at: now) { cookies.append(cookie) }
        }
    }

    /// The Cookie header's value for a request to `url`, nil when no cookie goes there
    /// (section 5.4): longer paths first, then older cookies first.
    public func header(for url: String, now: Date) -> String? {
        let matching = cookies(for: url, now: now)
        guard !matching.isEmpty else { return nil }
        return matching.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    public func cookies(for url: String, now: Date) -> [StoredCookie] {
        guard let target = try? RequestTarget(url) else { return [] }
        let host = target.host.lowercased()
        let path = Self.path(of: target)
        return
            cookies
            .filter { cookie in
                !cookie.isExpired(at: now) && (!cookie.secure || target.isTLS)
                    && (cookie.hostOnly ? host == cookie.domain : Self.domainMatches(host: host, domain: cookie.domain))
                    && Self.pathMatches(path, cookie.path)
            }
            .sorted { ($0.path.count, $1.created) > ($1.path.count, $0.created) }
    }

    /// Drops what has expired.
    public mutating func removeExpired(now: Date) {
        cookies.removeAll { $0.isExpired(at: now) }
    }

    public mutating func removeAll() { cookies.removeAll() }

    /// Forgets every cookie that would go to `url` (a local logout).
    public mutating func remove(goingTo url: String, now: Date) {
        let going = cookies(for: url, now: now)
        cookies.removeAll { going.contains($0) }
    }

    public var isEmpty: Bool { cookies.isEmpty }

    public var description: String {
        cookies.isEmpty ? "no cookies" : cookies.map(\.description).joined(separator: ", ")
    }

    /// Section 5.1.3: the same name, or a name ending in "." + domain (not for IP addresses).
    static func domainMatches(host: String, domain: String) -> Bool {
        if host == domain { return true }
        var v4 = in_addr()
        var v6 = in6_addr()
        let isIP = inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
        return !isIP && host.hasSuffix("." + domain)
    }

    /// Section 5.1.4: the same path, or one under it at a "/" boundary.
    static func pathMatches(_ requestPath: String, _ cookiePath: String) -> Bool {
        if requestPath == cookiePath { return true }
        guard requestPath.hasPrefix(cookiePath) else { return false }
        return cookiePath.hasSuffix("/") || requestPath.dropFirst(cookiePath.count).hasPrefix("/")
    }

    /// Section 5.1.4's default-path: the request path up to its last "/", or "/".
    static func defaultPath(_ path: String) -> String {
        guard path.hasPrefix("/"), let last = path.lastIndex(of: "/"), last != path.startIndex else { return "/" }
        return String(path[..<last])
    }

    static func path(of target: RequestTarget) -> String {
        let path = target.pathAndQuery.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return path.isEmpty ? "/" : String(path)
    }
}
