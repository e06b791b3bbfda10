import Hummingbird

/// Body reading and JSON answers shared by every emulated service.
enum ServiceHelpers {
    /// Largest request body read; the services only take short forms.
    static let maxRequestBody = 64 * 1024

    /// Query parameters overlaid with the urlencoded body: the upstream
    /// server read either, and the body won when both had a name.
    static func parameters(of request: Request) async throws -> [String: String] {
        var result = FormParameters.parse(Substring(request.uri.query ?? ""))
        let body = try await request.body.collect(upTo: maxRequestBody)
        let form = FormParameters.parse(Substring(String(buffer: body)))
        result.merge(form) { _, fromBody in fromBody }
        return result
    }

    static func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text))
        )
    }

    /// A crashed upstream behind a proxy: HTTP 500 with a page, not the service's JSON.
    static func serverErrorPage() -> Response {
        Response(
            status: .internalServerError, headers: [.contentType: "text/html"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "<html><body>500 Internal Server Error</body></html>")))
    }

    /// A captive portal or misrouted request: HTTP 200 with HTML.
    static func portalPage() -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/html"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "<html><body>Please sign in to the Wi-Fi</body></html>")))
    }
}
