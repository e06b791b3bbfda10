import Hummingbird

/// The server's answers, each with its type, and a request's parameters as it reads them.
enum ServerAnswer {
    /// The request's query parameters, percent-decoded; a repeated name keeps its first value.
    static func parameters(_ request: Request) -> [String: String] {
        var parameters: [String: String] = [:]
        for (name, value) in request.uri.queryParameters where parameters[String(name)] == nil {
            parameters[String(name)] = String(value)
        }
        return parameters
    }

    static func text(_ status: HTTPResponse.Status, _ line: String) -> Response {
        response(status, type: "text/plain; charset=utf-8", bytes: Array((line + "\n").utf8))
    }

    static func response(_ status: HTTPResponse.Status, type: String, bytes: [UInt8]) -> Response {
        Response(
            status: status, headers: [.contentType: type],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
