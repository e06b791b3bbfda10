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
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw InputError("the points service answered with malformed JSON")
        }
        return try decode(root)
    }

    static func decode(_ root: Any) throws -> PointSeries {
        guard let object = root as? [String: Any] else {
            throw InputError("the points service answer is not a JSON object")
        }
        let response = object["response"] as? [String: Any]
        let result = integer(object["result"]) ?? integer(response?["result"])
        switch result {
        case 0?, nil:
            guard let response else {
                if result == nil { throw InputError("the points service answer has neither result nor response") }
                throw InputError("the points service answer has no response")
            }
            guard let points = response["points"] as? [Any] else {
                throw InputError("the points service answer has no points list")
            }
            return try JSONPointsReader.points(points)
        case .some(-100):
            throw PointsServiceError.rejectedParameters
        case .some(-1):
            let message = (response?["message"] ?? object["message"]) as? String ?? ""
            throw PointsServiceError.server(message: decodedMessage(message))
        case let code?:
            throw PointsServiceError.unknownCode(code)
        }
    }

    private static func integer(_ value: Any?) -> Int? {
        if let number = value as? NSNumber { return number.intValue }
        if let string = value as? String { return Int(string) }
        return nil
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
