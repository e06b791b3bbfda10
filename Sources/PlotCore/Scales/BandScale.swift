/// A band scale, ported from d3-scale's `scaleBand`: each category of the domain gets a band
/// of equal width along the range, with inner padding between bands and outer padding at the
/// ends (both as fractions of the step), placed by `align` in the space left over.
///
/// `BandScale.barDefaults` gives Vega-Lite's padding for bar charts.
package struct BandScale: Sendable, Equatable {
    /// The categories, in order; a repeated category keeps its first place.
    package private(set) var domain: [String]
    private var indexOf: [String: Int]
    var rangeStart: Double
    var rangeEnd: Double
    /// The gap between bands as a fraction of the step, at most 1 (d3's paddingInner).
    package var paddingInner: Double { didSet { paddingInner = min(1, paddingInner) } }
    /// The space before the first and after the last band, in steps (d3's paddingOuter).
    package var paddingOuter: Double
    /// Where the bands sit in the leftover space: 0 at the range start, 1 at its end.
    var align: Double { didSet { align = max(0, min(1, align)) } }
    /// Whole-unit step, start and bandwidth, for crisp edges (d3's `round`).
    package var round: Bool

    package init(
        domain: [String], range rangeStart: Double, _ rangeEnd: Double, paddingInner: Double = 0,
        paddingOuter: Double = 0, align: Double = 0.5, round: Bool = false
    ) {
        var unique: [String] = []
        var indexOf: [String: Int] = [:]
        for category in domain where indexOf[category] == nil {
            indexOf[category] = unique.count
            unique.append(category)
        }
        self.domain = unique
        self.indexOf = indexOf
        self.rangeStart = rangeStart
        self.rangeEnd = rangeEnd
        self.paddingInner = min(1, paddingInner)
        self.paddingOuter = paddingOuter
        self.align = max(0, min(1, align))
        self.round = round
    }

    /// Vega-Lite's defaults for bar marks: `barBandPaddingInner` 0.1 and, with no
    /// `bandPaddingOuter` configured, paddingOuter = paddingInner / 2 = 0.05
    /// (vega-lite src/scale.ts `defaultScaleConfig`, src/compile/scale/properties.ts).
    package static func barDefaults(domain: [String], range rangeStart: Double, _ rangeEnd: Double) -> BandScale {
        BandScale(domain: domain, range: rangeStart, rangeEnd, paddingInner: 0.1, paddingOuter: 0.05)
    }

    /// d3's rescale: the step, the first band's start and the bandwidth.
    private var layout: (step: Double, start: Double, bandwidth: Double) {
        let n = Double(domain.count)
        let reverse = rangeEnd < rangeStart
        var start = reverse ? rangeEnd : rangeStart
        let stop = reverse ? rangeStart : rangeEnd
        var step = (stop - start) / max(1, n - paddingInner + paddingOuter * 2)
        if round { step = step.rounded(.down) }
        start += (stop - start - step * (n - paddingInner)) * align
        var bandwidth = step * (1 - paddingInner)
        if round {
            start = Ticks.jsRound(start)
            bandwidth = Ticks.jsRound(bandwidth)
        }
        return (step, start, bandwidth)
    }

    /// The distance between the starts of adjacent bands.
    package var step: Double { layout.step }

    /// The width of each band.
    package var bandwidth: Double { layout.bandwidth }

    /// The start of a category's band (its lower edge for an ascending range), or nil for a
    /// category outside the domain.
    package func callAsFunction(_ category: String) -> Double? {
        guard let index = indexOf[category] else { return nil }
        return position(ofIndex: index)
    }

    /// The start of the band at an index of the domain.
    package func position(ofIndex index: Int) -> Double {
        let (step, start, _) = layout
        let reverse = rangeEnd < rangeStart
        let slot = reverse ? domain.count - 1 - index : index
        return start + step * Double(slot)
    }

    /// The middle of a category's band, where its tick and label go.
    package func center(_ category: String) -> Double? {
        self(category).map { $0 + bandwidth / 2 }
    }
}

extension Double {
    /// A category index held as a double (a point's x) as an Int: held to ±1e15, off every
    /// page (a hand-built chart may hold 1e300, which Int(_:) would trap on); NaN is 0.
    package var categoryIndex: Int { isNaN ? 0 : Int(Swift.min(Swift.max(self, -1e15), 1e15)) }
}
