import Foundation

/// What `plot payments login` keeps between runs: the token, who it is for, and which service
/// issued it, so a token from one service is not sent to another.
public struct PaymentsSession: Codable, Sendable, Equatable {
    public var token: String
    public var login: String
    /// The base URL, or "embedded" for the embedded demo server (a new port every run).
    public var service: String
    /// Unix seconds.
    public var savedAt: Int64

    public init(token: String, login: String, service: String, savedAt: Int64) {
        self.token = token
        self.login = login
        self.service = service
        self.savedAt = savedAt
    }
}
