import Foundation
import Transport

/// Talks to the payments service: `POST login` with a form, `GET payments?token=...`, both with
/// the `app-key` and `v` headers. Works over plain HTTP (as upstream) and HTTPS alike.
public struct PaymentsClient: Sendable {
    /// Upstream's address, plain HTTP (long gone; the demo server emulates it).
    public static let upstreamBaseURL = "http://82.202.204.94/api/"
    public static let defaultAppKey = "12345"
    public static let defaultVersion = "1"
    /// The demo server's codes for a bad app-key or version: not token trouble, so logging in
    /// again would not help. Upstream's codes are unknown.
    static let requestErrorCodes: Set<Int> = [1001, 1002]

    public let transport: HTTPTransport
    public let baseURL: String
    public var appKey: String
    public var version: String

    public init(
        transport: HTTPTransport, baseURL: String, appKey: String = defaultAppKey, version: String = defaultVersion
    ) {
        self.transport = transport
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        self.appKey = appKey
        self.version = version
    }

    var headers: [(String, String)] { [("app-key", appKey), ("v", version)] }

    /// The token for this login, or `PaymentsError.refused` with the service's message.
    public func login(_ login: String, password: String) async throws -> String {
        let response = try await send(carriesToken: false) {
            try await transport.post(
                url: baseURL + "login", formBody: [("login", login), ("password", password)], headers: headers)
        }
        switch try PaymentsAnswer.read(response.body) {
        case .failure(let error):
            throw PaymentsError.refused(code: error.code, message: error.message)
        case .success(let answer):
            guard case .string(let token)? = answer["token"], !token.isEmpty else {
                throw PaymentsError.malformed("no token in the login answer")
            }
            return token
        }
    }

    /// The payments, read item by item. A rejected token is `PaymentsError.tokenRejected`.
    public func payments(token: String) async throws -> PaymentsList {
        // Unreserved characters only: a token may hold "+", "&" or "=".
        let query = PercentEncoding.encoded(token)
        let response = try await send(carriesToken: true) {
            try await transport.get(url: baseURL + "payments?token=" + query, headers: headers)
        }
        switch try PaymentsAnswer.read(response.body) {
        case .failure(let error):
            if let code = error.code, Self.requestErrorCodes.contains(code) {
                throw PaymentsError.refused(code: code, message: error.message)
            }
            throw PaymentsError.tokenRejected(code: error.code, message: error.message)
        case .success(let answer):
            guard case .array(let items) = answer else {
                throw PaymentsError.malformed("the payments are not a list")
            }
            return PaymentItemDecoder.decode(items: items)
        }
    }

    /// Sends, and sorts the failures: no connection, an HTTP error status, or a token the
    /// server refused with 401/403 (upstream answered 200, a proxy might not).
    private func send(carriesToken: Bool, _ exchange: () async throws -> HTTPResponse) async throws
        -> HTTPResponse
    {
        let response: HTTPResponse
        do {
            response = try await exchange()
        } catch let error as TransportError {
            throw PaymentsError.transport(error)
        }
        if carriesToken, response.status == 401 || response.status == 403 {
            throw PaymentsError.tokenRejected(code: nil, message: "HTTP status \(response.status)")
        }
        // The service's error answers come with 200; other statuses may still carry one.
        if !(200..<300).contains(response.status), (try? PaymentsAnswer.read(response.body)) == nil {
            throw PaymentsError.httpStatus(code: response.status, reason: response.reason)
        }
        return response
    }
}
