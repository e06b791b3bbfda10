import Foundation

/// Any JSON value, decoded by Foundation's JSONDecoder into plain cases, for reading the
/// service's answers leniently field by field (see `LenientValue`). Numbers are Doubles: amounts
/// go to kopecks by rounding, exact below 10^13 rubles.
indirect enum WireJSON: Decodable, Sendable, Equatable {
    case object([String: WireJSON])
    case array([WireJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([WireJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: WireJSON].self))
        }
    }

    /// Parses a whole answer; nil when it is not JSON.
    static func parse(_ bytes: [UInt8]) -> WireJSON? {
        try? JSONDecoder().decode(WireJSON.self, from: Data(bytes))
    }

    subscript(key: String) -> WireJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    var items: [WireJSON]? {
        if case .array(let items) = self { return items }
        return nil
    }
}
