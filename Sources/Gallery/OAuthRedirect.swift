import Foundation

/// What the browser's last address says at the end of VK's OAuth implicit flow:
/// `https://oauth.vk.com/blank.html#access_token=..&expires_in=..&user_id=..`, or
/// `#error=access_denied&error_description=..` when the user said no. Since 2024 VK may wrap
/// that address, percent-encoded, in an `authorize_url=` parameter of another; the wrapped one
/// is read the same way.
public enum OAuthRedirect {
    public struct Grant: Sendable, Equatable {
        public var token: String
        /// Seconds from now; 0 when VK gave a token that does not expire.
        public var expiresIn: Int64
        public var userID: String

        public init(token: String, expiresIn: Int64, userID: String) {
            self.token = token
            self.expiresIn = expiresIn
            self.userID = userID
        }
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The user cancelled, or VK refused: its words.
        case denied(String)
        /// Not an address with a token or an error in it.
        case noToken
        case badExpiry(String)

        public var description: String {
            switch self {
            case .denied(let reason): return "login cancelled: \(reason)"
            case .noToken:
                return "that address has no access_token: paste the whole address the browser shows after logging in"
            case .badExpiry(let text): return "the address's expires_in is not a number of seconds: \(text)"
            }
        }
    }

    /// Wrapping deeper than this is not VK's.
    static let maxDepth = 3

    public static func parse(_ text: String) throws(Failure) -> Grant {
        try parse(text.trimmingCharacters(in: .whitespacesAndNewlines), depth: 0)
    }

    private static func parse(_ address: String, depth: Int) throws(Failure) -> Grant {
        var fields: [String: String] = [:]
        // Query first, then the fragment, which wins: it is where the implicit flow puts the token.
        let beforeFragment = address.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        if let question = beforeFragment[0].firstIndex(of: "?") {
            fields.merge(form(beforeFragment[0][beforeFragment[0].index(after: question)...])) { $1 }
        } else if !beforeFragment[0].contains("/"), beforeFragment[0].contains("=") {
            // Only the fragment's part was pasted: access_token=...&expires_in=...
            fields.merge(form(beforeFragment[0])) { $1 }
        }
        if beforeFragment.count > 1 { fields.merge(form(beforeFragment[1])) { $1 } }
        if let token = fields["access_token"], !token.isEmpty {
            let expiry = fields["expires_in"] ?? "0"
            guard let seconds = Int64(expiry), seconds >= 0 else { throw .badExpiry(expiry) }
            return Grant(token: token, expiresIn: seconds, userID: fields["user_id"] ?? "")
        }
        if let error = fields["error"] {
            let reason = fields["error_description"].flatMap { $0.isEmpty ? nil : $0 } ?? error
            throw .denied(reason)
        }
        if let wrapped = fields["authorize_url"], depth < maxDepth {
            return try parse(wrapped, depth: depth + 1)
        }
        throw .noToken
    }

    /// `a=1&b=x%20y`: names and values percent-decoded, "+" read as a space.
    static func form(_ text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            result[decode(parts[0])] = parts.count > 1 ? decode(parts[1]) : ""
        }
        return result
    }

    static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
