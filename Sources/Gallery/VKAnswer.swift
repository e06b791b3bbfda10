import Foundation

/// VK's envelope: `{"response":...}` or `{"error":{"error_code":N,"error_msg":"..."}}`, both
/// with HTTP 200.
enum VKAnswer {
    /// The `response` object of a good answer; VK's error as `VKError`.
    static func response(_ body: [UInt8]) throws -> [String: Any] {
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: Data(body))
        } catch {
            let start = String(decoding: body.prefix(40), as: UTF8.self)
            throw VKError.malformed(body.isEmpty ? "an empty answer" : "not JSON: \(start)…")
        }
        guard let object = value as? [String: Any] else { throw VKError.malformed("JSON that is not an object") }
        if let error = object["error"] as? [String: Any] {
            let code = VKItemDecoder.int(error["error_code"]) ?? 0
            let message = (error["error_msg"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? "no reason given"
            switch code {
            case 5: throw VKError.tokenRejected(message: message)
            case 6: throw VKError.tooManyRequests(message: message)
            default: throw VKError.refused(code: code, message: message)
            }
        }
        guard let response = object["response"] as? [String: Any] else {
            throw VKError.malformed("no response and no error in the answer")
        }
        return response
    }
}
