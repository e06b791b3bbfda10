import Foundation
import Hummingbird

/// The fields of a payments request: query parameters overlaid with the body, which may be a
/// form or a JSON object (upstream took both; JSON numbers such as a password of 12345 count
/// as their text).
enum PaymentsRequestFields {
    static func read(_ request: Request) async throws -> [String: String] {
        var fields = FormParameters.parse(Substring(request.uri.query ?? ""))
        let body = String(buffer: try await request.body.collect(upTo: ServiceHelpers.maxRequestBody))
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        let parsed = trimmed.hasPrefix("{") ? json(trimmed) : FormParameters.parse(Substring(trimmed))
        fields.merge(parsed) { _, fromBody in fromBody }
        return fields
    }

    /// A JSON object's string and number members; anything else is left out.
    static func json(_ text: String) -> [String: String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            return [:]
        }
        return object.compactMapValues { value in
            if let text = value as? String { return text }
            if let number = value as? NSNumber { return number.stringValue }
            return nil
        }
    }
}
