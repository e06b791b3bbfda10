import Input

/// VK's envelope: `{"response":...}` or `{"error":{"error_code":N,"error_msg":"..."}}`, both
/// with HTTP 200. Parsed by Input's strict `JSONValue`, as every answer PlotKit reads.
enum VKAnswer {
    /// The `response` object of a good answer; VK's error as `VKError`.
    static func response(_ body: [UInt8]) throws -> [String: JSONValue] {
        let value: JSONValue
        do {
            value = try JSONValue.parse(body)
        } catch {
            throw notJSON(body)
        }
        let object: [String: JSONValue]
        switch value {
        case .object(let members): object = members
        case .array: throw VKError.malformed("JSON that is not an object")
        // A bare string, number or literal is not a JSON answer (JSONSerialization's rule, kept).
        case .string, .number, .bool, .null: throw notJSON(body)
        }
        if case .object(let error)? = object["error"] {
            let code = VKItemDecoder.int(error["error_code"]) ?? 0
            let message = VKItemDecoder.text(error["error_msg"]) ?? "no reason given"
            switch code {
            case 5: throw VKError.tokenRejected(message: message)
            case 6: throw VKError.tooManyRequests(message: message)
            default: throw VKError.refused(code: code, message: message)
            }
        }
        guard case .object(let response)? = object["response"] else {
            throw VKError.malformed("no response and no error in the answer")
        }
        return response
    }

    private static func notJSON(_ body: [UInt8]) -> VKError {
        let start = String(decoding: body.prefix(40), as: UTF8.self)
        return VKError.malformed(body.isEmpty ? "an empty answer" : "not JSON: \(start)…")
    }
}
