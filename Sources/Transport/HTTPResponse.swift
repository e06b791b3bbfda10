/// A complete HTTP response. Any status is returned as is: the services
/// report errors in 200 bodies and some callers need 401 or 500 themselves.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var reason: String
    /// Header names and values in the order received.
    public var headers: [(String, String)]
    public var body: [UInt8]

    public init(status: Int, reason: String, headers: [(String, String)], body: [UInt8]) {
        self.status = status
        self.reason = reason
        self.headers = headers
        self.body = body
    }

    /// First value of a header, name compared without case.
    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// Every value of a header, in the order received (Set-Cookie comes once per cookie).
    public func values(of name: String) -> [String] {
        headers.filter { $0.0.lowercased() == name.lowercased() }.map(\.1)
    }

    /// The body as UTF-8 text (invalid bytes replaced).
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// Throws `TransportError.httpStatus` unless the status is 2xx.
    /// Redirects are not followed, so a 3xx lands here too, with its target.
    @discardableResult
    public func requireSuccess() throws -> HTTPResponse {
        guard (200..<300).contains(status) else {
            throw TransportError.httpStatus(code: status, reason: reason, location: header("Location"))
        }
        return self
    }
}
