import PlotCore

/// A point's symbol, as Swift Charts' `BasicChartSymbolShape`. The engine draws circle, square,
/// triangle, diamond and plus; cross, pentagon and asterisk are a `ChartDataError` from
/// `dataChart()`, naming the symbol.
public struct BasicChartSymbolShape: Sendable, Equatable {
    let name: String
    let marker: MarkerShape?

    /// A filled circle.
    public static let circle = BasicChartSymbolShape(name: "circle", marker: .circle)
    /// A filled square.
    public static let square = BasicChartSymbolShape(name: "square", marker: .square)
    /// A filled triangle, point up.
    public static let triangle = BasicChartSymbolShape(name: "triangle", marker: .triangle)
    /// A filled diamond.
    public static let diamond = BasicChartSymbolShape(name: "diamond", marker: .diamond)
    /// A filled plus sign (the engine's cross).
    public static let plus = BasicChartSymbolShape(name: "plus", marker: .cross)
    /// A diagonal cross: not drawn yet.
    public static let cross = BasicChartSymbolShape(name: "cross", marker: nil)
    /// A pentagon: not drawn yet.
    public static let pentagon = BasicChartSymbolShape(name: "pentagon", marker: nil)
    /// An asterisk: not drawn yet.
    public static let asterisk = BasicChartSymbolShape(name: "asterisk", marker: nil)
}
