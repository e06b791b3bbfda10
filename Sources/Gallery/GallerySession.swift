/// What `plot gallery login` keeps between runs: `{token, user_id, expires_at}` and which
/// service issued it, so a token is sent only where it came from.
public struct GallerySession: Codable, Sendable, Equatable {
    public var token: String
    public var userID: String
    /// Unix seconds; 0 for a token that does not expire.
    public var expiresAt: Int64
    /// The API base, or "embedded" for the embedded demo server (a new port every run).
    public var service: String

    /// A token with this little left is treated as expired: it could lapse mid-run.
    public static let margin: Int64 = 300

    enum CodingKeys: String, CodingKey {
        case token
        case userID = "user_id"
        case expiresAt = "expires_at"
        case service
    }

    public init(token: String, userID: String, expiresAt: Int64, service: String) {
        self.token = token
        self.userID = userID
        self.expiresAt = expiresAt
        self.service = service
    }

    public init(grant: OAuthRedirect.Grant, now: Int64, service: String) {
        self.init(
            token: grant.token, userID: grant.userID, expiresAt: grant.expiresIn == 0 ? 0 : now + grant.expiresIn,
            service: service)
    }

    /// Whether the token may be used at `now`: more than `margin` seconds left.
    public func isUsable(now: Int64) -> Bool { expiresAt == 0 || expiresAt - now > Self.margin }
}
