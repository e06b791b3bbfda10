import Foundation
import Hummingbird

/// The payments service (API.md section 2): `POST /api/login` and `GET /api/payments`, with
/// upstream's oddities: `success` is a string, errors come with HTTP 200, and the list holds
/// items of the wrong shape. Upstream's error codes are unknown; the ones here are the demo's.
struct PaymentsRoutes: Sendable {
    static let loginPath: RouterPath = "/api/login"
    static let paymentsPath: RouterPath = "/api/payments"

    /// The demo account, as in the public task text.
    static let login = "demo"
    static let password = "12345"
    static let appKey = "12345"
    static let version = "1"

    enum ErrorCode: Int {
        case badAppKey = 1001
        case badVersion = 1002
        case missingCredentials = 1003
        case wrongCredentials = 1004
        case missingToken = 1005
        case invalidToken = 1006
        case expiredToken = 1007
    }

    let configuration: DemoServerConfiguration
    var tokens = SignedTokens(secret: SignedTokens.paymentsSecret)

    func register(on router: Router<BasicRequestContext>) {
        router.post(Self.loginPath) { request, _ in try await login(request) }
        router.get(Self.paymentsPath) { request, _ in try await payments(request) }
        // Some clients sent the token in a POST form: the server reads either.
        router.post(Self.paymentsPath) { request, _ in try await payments(request) }
    }

    func login(_ request: Request) async throws -> Response {
        if let refused = checkHeaders(request) { return refused }
        let fields = try await PaymentsRequestFields.read(request)
        guard let login = fields["login"], let password = fields["password"], !login.isEmpty, !password.isEmpty else {
            return Self.failure(.missingCredentials, "Login and password are required")
        }
        guard login == Self.login, password == Self.password else {
            return Self.failure(.wrongCredentials, "Wrong login or password")
        }
        let token = tokens.issue(payload: login, expiresAt: Self.now() + configuration.paymentsTokenLifetime)
        return ServiceHelpers.json(#"{"success":"true","response":{"token":"\#(token)"}}"#)
    }

    func payments(_ request: Request) async throws -> Response {
        if let refused = checkHeaders(request) { return refused }
        let fields = try await PaymentsRequestFields.read(request)
        guard let token = fields["token"], !token.isEmpty else {
            return Self.failure(.missingToken, "Token is required")
        }
        switch tokens.check(token, now: Self.now()) {
        case .invalid: return Self.failure(.invalidToken, "Invalid token")
        case .expired: return Self.failure(.expiredToken, "Token expired")
        case .valid: return ServiceHelpers.json(PaymentsData.successBody)
        }
    }

    /// Upstream wanted `app-key: 12345` and `v: 1` on every request.
    private func checkHeaders(_ request: Request) -> Response? {
        guard Self.header("app-key", of: request) == Self.appKey else {
            return Self.failure(.badAppKey, "Invalid or missing app-key")
        }
        guard Self.header("v", of: request) == Self.version else {
            return Self.failure(.badVersion, "Unsupported API version")
        }
        return nil
    }

    static func header(_ name: String, of request: Request) -> String? {
        request.headers.first { $0.name.canonicalName == name }?.value
    }

    /// The error shape: HTTP 200, no `response` key.
    static func failure(_ code: ErrorCode, _ message: String) -> Response {
        ServiceHelpers.json(
            #"{"success":"false","error":{"error_code":\#(code.rawValue),"error_msg":"\#(message)"}}"#)
    }

    static func now() -> Int64 { Int64(Date().timeIntervalSince1970.rounded(.down)) }
}
