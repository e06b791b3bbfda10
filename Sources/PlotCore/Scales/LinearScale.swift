/// Maps a data interval linearly onto a range of page coordinates (the range may run downward,
/// as the y axis does on a page).
package struct LinearScale: Sendable, Equatable {
    package var domain: Interval
    var rangeStart: Double
    var rangeEnd: Double

    package init(domain: Interval, range rangeStart: Double, _ rangeEnd: Double) {
        self.domain = domain
        self.rangeStart = rangeStart
        self.rangeEnd = rangeEnd
    }

    package func callAsFunction(_ value: Double) -> Double {
        guard domain.span > 0 else { return (rangeStart + rangeEnd) / 2 }
        return rangeStart + (value - domain.lower) / domain.span * (rangeEnd - rangeStart)
    }

    package func invert(_ position: Double) -> Double {
        guard rangeEnd != rangeStart else { return domain.middle }
        return domain.lower + (position - rangeStart) / (rangeEnd - rangeStart) * domain.span
    }
}
