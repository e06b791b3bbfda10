import Input

/// The service's envelope: `{"success":"true","response":...}` or
/// `{"success":"false","error":{"error_code":N,"error_msg":"..."}}`, read leniently
/// (`success` as the string upstream sent, or a boolean; codes as numbers or strings).
enum PaymentsAnswer {
    struct ServiceError: Error, Equatable {
        var code: Int?
        var message: String
    }

    /// The `response` member of a successful answer, or the service's error.
    static func read(_ body: [UInt8]) throws -> Result<JSONValue, ServiceError> {
        let value: JSONValue
        do {
            value = try JSONValue.parse(body)
        } catch let failure as JSONScanner.Malformed {
            let start = String(decoding: body.prefix(40), as: UTF8.self)
            throw PaymentsError.malformed(
                body.isEmpty
                    ? "an empty answer" : "not JSON (expected \(failure.expected) at byte \(failure.offset)): \(start)…"
            )
        }
        guard case .object = value else { throw PaymentsError.malformed("JSON that is not an object") }
        if let error = serviceError(value) { return .failure(error) }
        guard let response = value["response"], response != .null else {
            throw PaymentsError.malformed("no response and no error in the answer")
        }
        return .success(response)
    }

    private static func serviceError(_ value: JSONValue) -> ServiceError? {
        let failed: Bool
        switch value["success"] {
        case .string(let text)?: failed = text.lowercased() != "true"
        case .bool(let flag)?: failed = !flag
        case .number(let text)?: failed = text == "0"
        default: failed = value["error"] != nil
        }
        guard failed else { return nil }
        let error = value["error"]
        let code: Int?
        switch error?["error_code"] {
        case .number(let text)?, .string(let text)?: code = Int(text)
        default: code = nil
        }
        var message = "no reason given"
        if case .string(let text)? = error?["error_msg"], !text.isEmpty {
            message = text
        }
        return ServiceError(code: code, message: message)
    }
}
