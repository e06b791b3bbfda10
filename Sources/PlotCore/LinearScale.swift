/// Maps a data interval linearly onto a range of page coordinates (the range may run downward,
/// as the y axis does on a page).
public struct LinearScale: Sendable, Equatable {
    public var domain: Interval
    public var rangeStart: Double
    public var rangeEnd: Double

    public init(domain: Interval, range rangeStart: Double, _ rangeEnd: Double) {
        self.domain = domain
        self.rangeStart = rangeStart
        self.rangeEnd = rangeEnd
    }

    public func callAsFunction(_ value: Double) -> Double {
        guard domain.span > 0 else { return (rangeStart + rangeEnd) / 2 }
        return rangeStart + (value - domain.lower) / domain.span * (rangeEnd - rangeStart)
    }

    public func invert(_ position: Double) -> Double {
        guard rangeEnd != rangeStart else { return domain.middle }
        return domain.lower + (position - rangeStart) / (rangeEnd - rangeStart) * domain.span
    }
}
