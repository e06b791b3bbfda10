import PlotCore

/// A point's symbol, as Swift Charts' `BasicChartSymbolShape`: circle, square, triangle,
/// diamond, pentagon, plus, cross and asterisk.
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
    /// A filled diagonal cross.
    public static let cross = BasicChartSymbolShape(name: "cross", marker: .diagonalCross)
    /// A filled pentagon, point up.
    public static let pentagon = BasicChartSymbolShape(name: "pentagon", marker: .pentagon)
    /// A six-spoked asterisk.
    public static let asterisk = BasicChartSymbolShape(name: "asterisk", marker: .asterisk)
}
