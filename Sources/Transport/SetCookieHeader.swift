import Foundation

/// A Set-Cookie header read as RFC 6265 section 5.2 says: the name and value, then attributes
/// in any case and order; an attribute that cannot be read is ignored, not the cookie.
struct SetCookieHeader {
    var name: String
    var value: String
    var expires: Date?
    /// Seconds; it wins over `expires` whichever came first.
    var maxAge: Int64?
    var domain: String?
    var path: String?
    var secure = false
    var httpOnly = false

    init?(_ header: String) {
        // RFC 6265bis (section 5.7, step 1): a control character other than a tab drops the
        // whole header; kept, it would go back to the server inside a Cookie header (found by
        // Fuzz/CookieJar: "c=d\0\u{7F}").
        guard !header.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F })
        else { return nil }
        let parts = header.split(separator: ";", omittingEmptySubsequences: false)
        guard let pair = parts.first, let equals = pair.firstIndex(of: "=") else { return nil }
        name = pair[..<equals].trimmingCharacters(in: .whitespaces)
        value = pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return nil }
        for attribute in parts.dropFirst() {
            let split = attribute.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = split[0].trimmingCharacters(in: .whitespaces).lowercased()
            let argument = split.count > 1 ? split[1].trimmingCharacters(in: .whitespaces) : ""
            switch key {
            case "expires": expires = Self.date(argument) ?? expires
            case "max-age":
                // A leading digit or minus, then digits only; anything else is ignored.
                let digits = argument.hasPrefix("-") ? argument.dropFirst() : Substring(argument)
                if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                    maxAge = Int64(argument) ?? (argument.hasPrefix("-") ? Int64.min : Int64.max)
                }
            case "domain":
                var domain = argument
                if domain.hasPrefix(".") { domain.removeFirst() }
                if !domain.isEmpty { self.domain = domain.lowercased() }
            case "path": path = argument.hasPrefix("/") ? argument : nil
            case "secure": secure = true
            case "httponly": httpOnly = true
            default: break
            }
        }
    }

    /// The date forms servers send: IMF-fixdate (RFC 7231), RFC 850 and asctime, plus the
    /// dashed Netscape form. Always in GMT.
    static func date(_ text: String) -> Date? { CookieDateFormatters.shared.date(text) }
}

/// The formatters for Expires, made once: making four a header held Fuzz/CookieJar to 160
/// runs a second. DateFormatter is not safe to share between threads, so they are used under
/// a lock (an Expires attribute is rare next to Max-Age: the lock is not contended).
private final class CookieDateFormatters: @unchecked Sendable {
    static let shared = CookieDateFormatters()

    private let lock = NSLock()
    private let formatters: [DateFormatter] = [
        "EEE, dd MMM yyyy HH:mm:ss zzz", "EEE, dd-MMM-yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz",
        "EEE MMM d HH:mm:ss yyyy",
    ].map { pattern in
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = pattern
        return formatter
    }

    /// The date, or nil. Dates are ASCII: Foundation's DateFormatter traps on some other text
    /// ("Incorrect range" for "...08:49:37\u{5B8}\u{FFFD}S", found by Fuzz/CookieJar).
    func date(_ text: String) -> Date? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return lock.withLock { formatters.lazy.compactMap { $0.date(from: text) }.first }
    }
}
