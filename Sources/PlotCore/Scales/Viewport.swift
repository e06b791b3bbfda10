import Foundation

/// What part of the data the chart shows: a zoom around a center, or explicit ranges.
public struct ViewportRequest: Sendable, Equatable {
    /// k > 0 shows 1/k of the data range on each axis; 1 shows all of it.
    public var zoom: Double
    /// The point the zoom is centred on; nil means the middle of the data.
    public var center: Point?
    /// Explicit ranges override the zoom on their axis.
    public var xRange: Interval?
    /// The y range to show; nil to fit the data.
    public var yRange: Interval?

    /// A request of this zoom, centre and ranges; the defaults show all the data.
    public init(zoom: Double = 1, center: Point? = nil, xRange: Interval? = nil, yRange: Interval? = nil) {
        self.zoom = zoom
        self.center = center
        self.xRange = xRange
        self.yRange = yRange
    }
}

extension ViewportRequest {
    /// The x range whose values y's axis fits, as a user zooming in on x expects: a range on x
    /// alone (no y range, zoom or centre); nil otherwise.
    package var yFitsXRange: Interval? { yRange == nil && zoom == 1 && center == nil ? xRange : nil }
}

/// The visible data intervals of a chart.
package struct Viewport: Sendable, Equatable {
    package var x: Interval
    package var y: Interval

    package init(x: Interval, y: Interval) {
        self.x = x
        self.y = y
    }

    /// Whether a point is in view: both its x and its y inside the visible intervals. The one
    /// meaning of "in view" (the note's count, the markers); a gap (NaN) is never in view.
    package func contains(x: Double, y: Double) -> Bool { self.x.contains(x) && self.y.contains(y) }

    /// Share of the data span added on each side, so points do not sit on the frame.
    package static let margin = 0.05

    /// Steps the domain is extended to, as d3's `nice()` default. Independent of how many tick
    /// labels fit: a narrow chart with three labels must not double its domain to reach them.
    static let niceSteps = 10

    /// The full domain of one axis: the data extent with a margin, extended to nice steps.
    /// A single value gets a span around it; no data gets 0...1.
    static func dataDomain(_ extent: Interval?) -> Interval {
        guard let extent else { return Interval(0, 1) }
        // Data spanning more than a double holds: the widest interval that has a finite span.
        guard extent.span.isFinite else { return widest }
        var padded: Interval
        if extent.span > 0 {
            let pad = extent.span * margin
            padded = Interval(extent.lower - pad, extent.upper + pad)
        } else {
            let pad = extent.lower == 0 ? 1 : abs(extent.lower) * 0.1
            padded = Interval(extent.lower - pad, extent.upper + pad)
        }
        guard padded.span.isFinite else { return extent }
        return Ticks.nice(padded, count: niceSteps)
    }

    /// The widest interval whose span is still a finite double.
    static let widest = Interval(-Double.greatestFiniteMagnitude / 2, Double.greatestFiniteMagnitude / 2)

    /// Resolves a request against the data: explicit ranges first, then the zoom.
    package static func resolve(xExtent: Interval?, yExtent: Interval?, request: ViewportRequest) -> Viewport {
        let fullX = dataDomain(xExtent)
        let fullY = dataDomain(yExtent)
        let centerX = request.center?.x ?? (xExtent?.middle ?? fullX.middle)
        let centerY = request.center?.y ?? (yExtent?.middle ?? fullY.middle)
        let zoom = request.zoom > 0 && request.zoom.isFinite ? request.zoom : 1
        guard zoom != 1 || request.center != nil else {
            return Viewport(x: request.xRange ?? fullX, y: request.yRange ?? fullY)
        }
        return Viewport(
            x: request.xRange ?? zoomed(fullX, zoom: zoom, around: centerX),
            y: request.yRange ?? zoomed(fullY, zoom: zoom, around: centerY))
    }

    /// 1/zoom of `full` around `center`; a zoom that is not a positive number, or a view beyond
    /// what a double holds, keeps the full view.
    package static func zoomed(_ full: Interval, zoom: Double, around center: Double) -> Interval {
        let k = zoom > 0 && zoom.isFinite ? zoom : 1
        let half = full.span / k / 2
        let view = Interval(center - half, center + half)
        return view.span.isFinite && view.span > 0 ? view : full
    }

    /// 1/zoom of a log axis's `full` domain (above zero) around `center`, in logarithms: the
    /// view narrows geometrically, as d3's zoom rescales a log scale and matplotlib zooms a log
    /// axis. A view wider than a double holds stops at 1e-307 and 1e308; a zoom or center that
    /// is not a positive number keeps the full view.
    package static func zoomedLog(_ full: Interval, zoom: Double, around center: Double) -> Interval {
        guard zoom > 0, zoom.isFinite, center > 0, center.isFinite, full.lower > 0, full.upper.isFinite else {
            return full
        }
        let half = (log10(full.upper) - log10(full.lower)) / zoom / 2
        let middle = log10(center)
        let view = Interval(pow(10, max(middle - half, -307)), pow(10, min(middle + half, 308)))
        return view.lower > 0 && view.upper.isFinite && view.upper > view.lower ? view : full
    }

    /// The middle of positive values in logarithms (10 and 1,000 give 100), where a log axis's
    /// zoom centres by default; nil for values not all above zero.
    package static func geometricMiddle(_ extent: Interval) -> Double? {
        guard extent.lower > 0, extent.upper.isFinite else { return nil }
        return pow(10, (log10(extent.lower) + log10(extent.upper)) / 2)
    }

    /// Indices of the sorted xs to draw: the visible ones plus two neighbours on each side,
    /// so lines leaving the plot are clipped at its edge and curves keep their shape there.
    package static func drawnRange(sortedXs xs: [Double], visible: Interval) -> Range<Int> {
        guard !xs.isEmpty else { return 0..<0 }
        let first = lowerBound(xs, visible.lower)
        let last = upperBound(xs, visible.upper)
        return max(0, first - 2)..<min(xs.count, last + 2)
    }

    /// First index whose value is >= target.
    static func lowerBound(_ xs: [Double], _ target: Double) -> Int {
        var low = 0
        var high = xs.count
        while low < high {
            let mid = (low + high) / 2
            if xs[mid] < target { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// First index whose value is > target.
    static func upperBound(_ xs: [Double], _ target: Double) -> Int {
        var low = 0
        var high = xs.count
        while low < high {
            let mid = (low + high) / 2
            if xs[mid] <= target { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
