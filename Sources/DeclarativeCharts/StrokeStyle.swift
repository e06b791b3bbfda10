import Foundation

/// How a line is stroked, as SwiftUI's `StrokeStyle`: its width and dash are drawn; its cap,
/// join and miter limit are taken and not drawn (the engine's lines have butt caps and miter
/// joins).
public struct StrokeStyle: Sendable, Equatable {
    /// The line's width in points.
    public var lineWidth: CGFloat
    /// Not drawn: the engine's caps are butt.
    public var lineCap: CGLineCap
    /// Not drawn: the engine's joins are miter.
    public var lineJoin: CGLineJoin
    /// Not drawn.
    public var miterLimit: CGFloat
    /// On and off lengths in points; empty for a solid line.
    public var dash: [CGFloat]
    /// Not drawn: dashes start at the line's start.
    public var dashPhase: CGFloat

    /// A stroke of this width and dash, as SwiftUI's initialiser.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A line's end, as Core Graphics names it (for `StrokeStyle`; not drawn).
public enum CGLineCap: Sendable, Equatable {
    case butt, round, square
}

/// Where two segments meet, as Core Graphics names it (for `StrokeStyle`; not drawn).
public enum CGLineJoin: Sendable, Equatable {
    case miter, round, bevel
}
