/// How many points to ask the service for, checked once when made: a `PointsClient` request
/// never carries a count it would refuse.
public struct PointCount: Sendable, Equatable, CustomStringConvertible {
    /// The service documents no limit; public clients capped at 200, and the page stays legible
    /// up to here (the table flows onto more pages).
    public static let range = 1...1000

    public let value: Int

    /// nil outside `range`.
    public init?(_ value: Int) {
        guard Self.range.contains(value) else { return nil }
        self.value = value
    }

    public var description: String { String(value) }
}
