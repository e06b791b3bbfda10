import Foundation

/// An error code the points service answered with instead of points.
public enum PointsServiceError: Error, Equatable, CustomStringConvertible {
    /// -100: the request's parameters were refused.
    case rejectedParameters
    /// -1: any other error, with the server's message (decoded from base64 when it is base64).
    case server(message: String)
    case unknownCode(Int)

    public var description: String {
        switch self {
        case .rejectedParameters: return "the server rejected the request parameters (result -100)"
        case .server(let message):
            return message.isEmpty
                ? "the server reported an error (result -1)" : "the server reported an error: \(message)"
        case .unknownCode(let code): return "the server answered with unknown result code \(code)"
        }
    }
}

/// Decodes the points service's answer. Success is `{"result":0,"response":{"points":[...]}}`;
/// errors put `result` at the top level or, as seen in the wild, inside `response`.
public enum PointsServiceResponse {
    public static func decode(_ data: Data) throws -> PointSeries {
        try Array(data).withUnsafeBufferPointer { bytes in
            let content: JSONPointsScanner.Content
            do {
                var scanner = JSONPointsScanner(bytes, consumed: nil)
                content = try scanner.scan()
            } catch is JSONPointsScanner.Malformed {
                throw InputError("the points service answered with malformed JSON")
            }
            guard content.isObject else { throw InputError("the points service answer is not a JSON object") }
            return try interpret(content)
        }
    }

    static func interpret(_ content: JSONPointsScanner.Content) throws -> PointSeries {
        switch content.result {
        case 0?, nil:
            guard content.hasResponse else {
                if content.result == nil {
                    throw InputError("the points service answer has neither result nor response")
                }
                throw InputError("the points service answer has no response")
            }
            guard let series = content.series else { throw InputError("the points service answer has no points list") }
            return series
        case .some(-100):
            throw PointsServiceError.rejectedParameters
        case .some(-1):
            throw PointsServiceError.server(message: decodedMessage(content.message ?? ""))
        case let code?:
            throw PointsServiceError.unknownCode(code)
        }
    }

    /// The message as UTF-8 text when it is base64 of printable UTF-8, else as sent.
    public static func decodedMessage(_ message: String) -> String {
        let trimmed = message.trimmingWhitespace
        guard let data = Data(base64Encoded: trimmed), !data.isEmpty,
            let text = String(data: data, encoding: .utf8),
            !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" })
        else { return trimmed }
        return text.trimmingWhitespace
    }
}
