import PlotCore

/// A JSON document written out by hand, so that numbers go out exactly as the demo means them
/// ("455.00" or 89.9, never 89.900000000000006) and keys keep their order.
indirect enum JSONText: Sendable {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    /// A number's literal text.
    case number(String)
    case bool(Bool)
    case null

    var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        switch self {
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                JSONStringLiteral.write(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .string(let text): JSONStringLiteral.write(text, to: &out)
        case .number(let literal): out += literal
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// Kopecks as rubles with two decimals: 45500 -> "455.00".
    static func rubles(_ kopecks: Int) -> String {
        let sign = kopecks < 0 ? "-" : ""
        let value = kopecks.magnitude
        let fraction = value % 100
        return "\(sign)\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
