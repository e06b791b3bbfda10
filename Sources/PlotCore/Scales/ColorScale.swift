import Foundation

/// Values to colours along a `Colormap`, as matplotlib's `Normalize` puts them on it: the
/// least value at the map's start, the greatest at its end. A diverging map over values that
/// span zero is centred on it (matplotlib's `CenteredNorm`): -m...m, m the larger magnitude,
/// so zero takes the middle colour and the same size of value the same depth either side.
/// One value throughout takes the map's middle, half a unit either side (matplotlib would give
/// it the map's start, and a colour bar of nothing). Heat maps and 2-D histograms colour their
/// cells by it; `ColorBar` draws its legend.
package struct ColorScale: Sendable, Equatable {
    package var colormap: Colormap
    /// The values at the map's two ends.
    package var domain: Interval

    /// The scale of values from `lower` to `upper` along `colormap`.
    package init(colormap: Colormap, lower: Double, upper: Double) {
        self.colormap = colormap
        var domain = Interval(lower, upper)
        if domain.lower == domain.upper { domain = Interval(domain.lower - 0.5, domain.upper + 0.5) }
        if colormap.isDiverging, domain.lower < 0, domain.upper > 0 {
            let reach = max(-domain.lower, domain.upper)
            domain = Interval(-reach, reach)
        }
        self.domain = domain
    }

    /// How far along the map a value lies: 0 at the domain's lower end, 1 at its upper.
    package func fraction(_ value: Double) -> Double { (value - domain.lower) / (domain.upper - domain.lower) }

    /// The colour of a value.
    package func color(_ value: Double) -> Color { colormap.color(at: fraction(value)) }
}

extension Color {
    /// WCAG's relative luminance: the sRGB channels made linear, weighted by the eye's response.
    package var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Text written over this colour: near-black over a light one, white over a dark one, by
    /// seaborn's rule for a heat map's labels (luminance above 0.408).
    package var contrastingText: Color {
        relativeLuminance > 0.408 ? Color(red: 0.15, green: 0.15, blue: 0.15) : .white
    }
}
