import Foundation
import Input
import PlotCore

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

/// The points service's answer. Success is `{"result":0,"response":{"points":[...]}}`; errors
/// put `result` at the top level or, as seen in the wild, inside `response`. As an envelope it
/// also reads an answer saved to a file (`plot --input answer.json`).
public struct PointsServiceResponse: PointsEnvelope {
    /// What the answer held.
    public struct Content {
        var series: PointSeries?
        /// `result` at the top level or inside `response` (the two layouts seen in the wild).
        var result: Int?
        var message: String?
        var hasResponse = false
    }

    public init() {}

    public var name: String { "a points service answer" }

    /// Decodes the service's body straight from the bytes it arrived in.
    public static func decode(_ body: [UInt8]) throws -> PointSeries {
        let answer = PointsServiceResponse()
        let content: Content?
        do {
            content = try body.withUnsafeBufferPointer { bytes in
                var scanner = JSONScanner(bytes, consumed: nil)
                scanner.skipBlanks()
                var content: Content?
                if scanner.peek() == UInt8(ascii: "{") {
                    content = try answer.read(&scanner)
                } else {
                    try scanner.skipValue()
                }
                try scanner.finish()
                return content
            }
        } catch is JSONScanner.Malformed {
            throw InputError("the points service answered with malformed JSON")
        }
        guard let content else { throw InputError("the points service answer is not a JSON object") }
        return try answer.points(in: content)
    }

    package func read(_ scanner: inout JSONScanner) throws -> Content {
        var content = Content()
        try scanner.object { scanner, key in
            switch key {
            case "result": content.result = try scanner.integer()
            case "message": content.message = try scanner.stringOrSkip()
            case "response":
                guard scanner.peek() == UInt8(ascii: "{") else { return try scanner.skipValue() }
                content.hasResponse = true
                try scanner.object { scanner, key in
                    switch key {
                    case "points":
                        if scanner.peek() == UInt8(ascii: "[") {
                            content.series = try scanner.points()
                        } else {
                            try scanner.skipValue()
                        }
                    case "result":
                        let result = try scanner.integer()
                        content.result = content.result ?? result
                    case "message": content.message = try scanner.stringOrSkip()
                    default: try scanner.skipValue()
                    }
                }
            default: try scanner.skipValue()
            }
        }
        return content
    }

    public func points(in content: Content) throws -> PointSeries {
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
            throw PointsServiceError.server(message: Self.decodedMessage(content.message ?? ""))
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
