import Foundation

/// The parts of a URL one request needs, checked up front.
struct RequestTarget: Sendable {
    var isTLS: Bool
    var host: String
    var port: Int
    /// Path and query as sent on the request line.
    var pathAndQuery: String

    init(_ url: String) throws {
        guard let components = URLComponents(string: url) else {
            throw TransportError.invalidURL(url, reason: "cannot parse it")
        }
        switch components.scheme?.lowercased() {
        case "https": isTLS = true
        case "http": isTLS = false
        default: throw TransportError.invalidURL(url, reason: "scheme must be https or http")
        }
        // "[]" is no host either once its brackets are gone (found by Fuzz/RequestURL).
        guard let host = components.host, !host.isEmpty, host != "[]" else {
            throw TransportError.invalidURL(url, reason: "no host")
        }
        // URLComponents decodes %0A in a host to a line break, which would end the Host header
        // early and start a header of the URL's choosing (found by Fuzz/RequestURL).
        guard !host.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) else {
            throw TransportError.invalidURL(url, reason: "the host has a space or a control character")
        }
        // A name with an empty label (".2170.0.1", "a..b") names no host; a cookie it set would
        // be kept under a domain starting with a dot (found by Fuzz/CookieJar).
        guard host.hasPrefix("[") || !(host.hasPrefix(".") || host.contains("..")) else {
            throw TransportError.invalidURL(url, reason: "the host has an empty label")
        }
        // Brackets hold an IPv6 address (a zone after "%" allowed) and nothing else: "[.:1]" was
        // taken, and a cookie it set kept under the domain ".:1" (found by Fuzz/CookieJar).
        if host.hasPrefix("[") {
            var address = in6_addr()
            let inside = host.dropFirst().dropLast().split(separator: "%", maxSplits: 1)
            guard let literal = inside.first, inet_pton(AF_INET6, String(literal), &address) == 1 else {
                throw TransportError.invalidURL(url, reason: "the brackets hold no IPv6 address")
            }
        }
        // URLComponents keeps IPv6 brackets on Linux but not on Darwin.
        self.host = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        port = components.port ?? (isTLS ? 443 : 80)
        guard (1...65535).contains(port) else {
            throw TransportError.invalidURL(url, reason: "port \(port) out of range")
        }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        pathAndQuery = components.percentEncodedQuery.map { "\(path)?\($0)" } ?? path
    }

    /// True for IPv4/IPv6 literals, which must not be sent as TLS SNI.
    var hostIsIPAddress: Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }

    /// Value of the Host header.
    var hostHeader: String {
        let name = host.contains(":") ? "[\(host)]" : host
        return port == (isTLS ? 443 : 80) ? name : "\(name):\(port)"
    }

    /// "host:port" for messages.
    var endpoint: String { "\(host):\(port)" }
}
