import Foundation
import Hummingbird

/// What every answer of `plot serve` goes through: a request longer than `maxRequest` is
/// refused (414), a request without the access token when there is one answers 401, and every
/// answer carries a strict Content-Security-Policy (scripts, styles and pictures from this
/// server alone; an SVG view, styled by its attributes alone, loads and runs nothing), no
/// sniffing, no referrer and no caching. Errors of the router (404, 405) are answered as text
/// with the same headers.
struct ServerGuard<Context: RequestContext>: RouterMiddleware {
    /// The access token, or nil on loopback.
    let token: String?

    /// The longest request line taken: no view needs more.
    static var maxRequest: Int { 2048 }
    /// The cookie the page's own requests carry the token in, once the URL has given it.
    static var cookie: String { "plot-serve-token" }

    static var pagePolicy: String { "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'" }
    static var svgPolicy: String { "default-src 'none'; frame-ancestors 'none'" }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        var response: Response
        let given = ServerAnswer.parameters(request)["token"]
        if (request.uri.query?.utf8.count ?? 0) + request.uri.path.utf8.count > Self.maxRequest {
            response = ServerAnswer.text(.uriTooLong, "the request is longer than \(Self.maxRequest) bytes")
        } else if let token, !Self.same(given, token), !Self.same(Self.cookieToken(request), token) {
            response = ServerAnswer.text(
                .unauthorized, "this server needs its access token: open the URL plot serve printed, token included")
        } else {
            do {
                response = try await next(request, context)
            } catch let error as HTTPError {
                response = ServerAnswer.text(
                    error.status, error.status == .notFound ? "no such page" : "\(error.status)")
            }
            if let token, Self.same(given, token) {
                response.headers[.setCookie] = "\(Self.cookie)=\(token); Path=/; HttpOnly; SameSite=Strict"
            }
        }
        let isSVG = response.headers[.contentType] == "image/svg+xml"
        response.headers[.contentSecurityPolicy] = isSVG ? Self.svgPolicy : Self.pagePolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.init("Referrer-Policy")!] = "no-referrer"
        response.headers[.cacheControl] = "no-store"
        return response
    }

    private static func cookieToken(_ request: Request) -> String? {
        guard let header = request.headers[.cookie] else { return nil }
        for part in header.split(separator: ";") {
            let pair = part.trimmingCharacters(in: .whitespaces)
            if pair.hasPrefix(cookie + "=") { return String(pair.dropFirst(cookie.count + 1)) }
        }
        return nil
    }

    /// Compares in time that does not depend on where the strings differ.
    private static func same(_ given: String?, _ token: String) -> Bool {
        guard let given else { return false }
        let (a, b) = (Array(given.utf8), Array(token.utf8))
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
