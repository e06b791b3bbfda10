/// A pie's or a donut's radius as a chart may ask for it (Swift Charts' `MarkDimension`): a
/// share of the radius it is measured against, a length in page units, or that radius less a
/// length. The outer radius is measured against the largest the frame leaves room for (its
/// labels beside it), the inner one against the outer.
package enum PieRadius: Sendable, Equatable {
    case ratio(Double)
    case fixed(Double)
    case inset(Double)

    /// The radius against `whole`, never below 0.
    package func resolved(against whole: Double) -> Double {
        switch self {
        case .ratio(let share): return max(0, whole * share)
        case .fixed(let length): return max(0, length)
        case .inset(let length): return max(0, whole - length)
        }
    }
}
