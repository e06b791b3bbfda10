import Foundation
import PlotCore

/// A slice of a pie or a donut (Swift Charts' `SectorMark`), its angle its share of the
/// total, one slice a value of `foregroundStyle(by:)`. Drawn by the engine's pie: largest
/// first (Swift Charts keeps the data's order), at most 7 slices with the smallest gathered as
/// "Other", a percentage beside each, a donut's total in its hole. The first mark's radii and
/// inset hold for the chart.
public struct SectorMark: ChartContent {
    /// The mark as the chart reads it.
    public let markRecords: [ChartMarkRecord]

    /// A slice of `angle`'s share of the total; `innerRadius` above zero makes a donut.
    /// - Parameters:
    ///   - angle: the slice's value (`.value("Sales", amount)`); its share of the total is its angle.
    ///   - innerRadius: `.ratio` or `.inset` of the outer radius, or `.fixed` points.
    ///   - outerRadius: `.ratio` or `.inset` of the largest radius the page leaves, or `.fixed`.
    ///   - angularInset: points cut from each side of the slice, so neighbours stand apart.
    public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        var record = ChartMarkRecord(kind: .sector, y: angle.field)
        record.sector = ChartMarkRecord.Sector(
            inner: innerRadius.radius, outer: outerRadius.radius, inset: angularInset.map(Double.init))
        markRecords = [record]
    }
}

/// A mark's size as Swift Charts' `MarkDimension` gives it: automatic, a length in points, a
/// share of what it is measured against, or that less a length.
public struct MarkDimension: Sendable, Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    let radius: PieRadius?

    /// The chart's own size.
    public static let automatic = MarkDimension(radius: nil)

    /// A length in points.
    public static func fixed(_ length: CGFloat) -> MarkDimension { MarkDimension(radius: .fixed(Double(length))) }

    /// A share (0...1) of what the size is measured against.
    public static func ratio(_ share: CGFloat) -> MarkDimension { MarkDimension(radius: .ratio(Double(share))) }

    /// What the size is measured against, less a length in points.
    public static func inset(_ length: CGFloat) -> MarkDimension { MarkDimension(radius: .inset(Double(length))) }

    /// A length in points: `innerRadius: 40`.
    public init(floatLiteral value: Double) { radius = .fixed(value) }

    /// A length in points.
    public init(integerLiteral value: Int) { radius = .fixed(Double(value)) }

    init(radius: PieRadius?) { self.radius = radius }
}

extension Chart {
    /// The engine's pie or donut of sector marks: one slice a value of the marks' series.
    /// - Throws: `ChartDataError` naming the mark and the value: an angle that is not a
    ///   finite number; a style modifier (the palette colours the slices).
    func pieChart(_ records: [ChartMarkRecord]) throws(ChartDataError) -> DataChart {
        var names: [String] = []
        var points = PointSeries()
        for (index, record) in records.enumerated() {
            if record.style != MarkStyle() {
                throw ChartDataError(
                    "SectorMark \(index + 1): style modifiers are not drawn on slices yet: the palette colours them",
                    isUsage: true)
            }
            let name = record.series.map { Self.text($0.value) } ?? "\(index + 1)"
            guard let angle = record.y, case .number(let value) = angle.value, value.isFinite else {
                let shown = record.y.map { "\($0.label) = \(Self.text($0.value))" } ?? "none"
                throw ChartDataError(
                    "SectorMark \(index + 1): the angle (\(shown)) must be a finite number", isUsage: true)
            }
            if !names.contains(name) { names.append(name) }
            points.append(x: Double(names.firstIndex(of: name)!), y: value)
        }
        let shape = records.first?.sector
        let inner = shape?.inner?.resolved(against: 1) ?? 0
        var chart = DataChart(
            kind: inner > 0 ? .donut : .pie,
            series: [ChartSeries(name: records.first?.y?.label ?? "angle", points: points)], x: .category(names),
            title: title, xTitle: records.first?.series?.label, yTitle: records.first?.y?.label)
        chart.innerRadius = shape?.inner
        chart.outerRadius = shape?.outer
        chart.sliceGap = shape?.inset.map { $0 * 2 }
        return chart
    }
}
