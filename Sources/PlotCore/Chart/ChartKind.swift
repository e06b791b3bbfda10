import Foundation

/// What marks a chart draws for its data.
public enum ChartKind: String, Sendable, CaseIterable {
    /// Lines through each series, in x order (the curve smooths them).
    case line
    /// Markers only; series told apart by colour and marker shape.
    case scatter
    /// Steps that change half way between two points.
    case step
    /// Filled areas down to zero, or stacked on each other.
    case area
    /// Bars per x (a category, a time or a number), side by side per series or stacked.
    case bar
    /// Bars counting the x values in equal-width bins.
    case histogram
    /// Slices of a circle, one per category.
    case pie
    /// A pie with a hole.
    case donut
    /// Tukey's box per category of x (and per series beside each other): the quartiles, the
    /// median, whiskers to the furthest values within 1.5 IQR, and the values beyond as points.
    case box
    /// A Gaussian kernel density per category of x, mirrored, with its quartiles and median.
    case violin
    /// A grid of cells, one a pair of categories of x and y, coloured by a value of their rows.
    /// Its cells are made from a table (`plot --kind heatmap`); a chart of this kind without
    /// them is refused by `validate()`.
    case heatmap
    /// Two numbers binned into a grid of equal cells, each coloured by how many pairs it holds
    /// (numpy's `histogram2d`; `plot --kind hist2d`). Refused by `validate()` without its cells.
    case hist2d

    /// Whether the chart has x and y axes.
    package var isCartesian: Bool { self != .pie && self != .donut }

    /// Whether the chart is a grid of coloured cells (`HeatGrid`) with a colour bar.
    package var isGrid: Bool { self == .heatmap || self == .hist2d }
}

/// How an axis maps its values to the page.
public enum AxisKind: Sendable, Equatable {
    /// A linear number axis.
    case linear
    /// Base 10; every value must be positive.
    case log
    /// Values are seconds since 1970; ticks fall on calendar units in this zone.
    case time(TimeZone)
    /// Values are indexes into these categories, each a band.
    case category([String])

    package var isCategory: Bool { if case .category = self { return true } else { return false } }
    package var isTime: Bool { if case .time = self { return true } else { return false } }

    /// What the axis holds, for a message: "numbers", "times", "categories".
    package var noun: String {
        switch self {
        case .linear, .log: return "numbers"
        case .time: return "times"
        case .category: return "categories"
        }
    }
}

/// Where the legend goes.
public enum LegendPlacement: String, Sendable, CaseIterable {
    /// Inside the plot, in the corner that hides the least data.
    case auto
    /// Above the plot.
    case top
    /// Right of the plot.
    case right
    /// Below the plot.
    case bottom
    /// No legend.
    case none
}
