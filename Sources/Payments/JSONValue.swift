/// A parsed JSON value that keeps each number as the text it was sent as, so an amount such as
/// 100000000.00001 is never rounded through a Double on its way to the page.
public indirect enum JSONValue: Sendable, Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    /// The number's literal text, e.g. "10.50" or "2.5e3".
    case number(String)
    case bool(Bool)
    case null

    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}
