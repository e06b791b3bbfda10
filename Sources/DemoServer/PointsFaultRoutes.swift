import Hummingbird

/// Test-only misbehaviours of the points service under /test/points/, so
/// client tests can meet each failure on demand rather than by chance.
struct PointsFaultRoutes: Sendable {
    let points: PointsRoutes

    /// Longest sleep /slow accepts, so a forgotten test cannot hang a server.
    static let maxDelaySeconds = 60.0

    struct Truncated: Error {}

    func register(on router: Router<BasicRequestContext>) {
        let group = router.group("/test/points")
        // A -1 error in a chosen layout: ?layout=top|nested.
        group.on("error", method: .post) { request, _ in
            let nested = request.uri.queryParameters["layout"] == "nested"
            return ServiceHelpers.json(PointsGenerator.failure(message: PointsGenerator.russianError, nested: nested))
        }
        // Upstream sometimes sent a plain English message, not base64.
        group.on("plain-error", method: .post) { _, _ in
            ServiceHelpers.json(#"{"result":-1,"response":{"message":"Internal server error, try again later"}}"#)
        }
        group.on("malformed", method: .post) { _, _ in
            ServiceHelpers.json(#"{"result":0,"response":{"points":[{"x":"1.5","y":"#)
        }
        // Announces 1000 bytes, sends a few, then the connection is dropped.
        group.on("truncated", method: .post) { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "application/json; charset=utf-8"],
                body: ResponseBody(contentLength: 1000) { writer in
                    try await writer.write(ByteBuffer(string: #"{"result":0,"response":{"points":["#))
                    throw Truncated()
                }
            )
        }
        // A normal answer after ?seconds=N.
        group.on("slow", method: .post) { request, _ in
            let asked = request.uri.queryParameters["seconds"].flatMap { Double(String($0)) } ?? 5
            try await Task.sleep(for: .seconds(min(max(asked, 0), Self.maxDelaySeconds)))
            return try await points.answer(request)
        }
    }
}
