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
    /// Colours evenly spaced from the low end to the high one, in place of `colormap` (Swift
    /// Charts' `Gradient`), blended in sRGB between neighbours; nil for the map.
    package var gradient: [Color]?
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
    package func color(_ value: Double) -> Color { colorAlong(fraction(value)) }

    /// The colour `fraction` of the way along the scale (clipped to its ends).
    package func colorAlong(_ fraction: Double) -> Color {
        guard let gradient, let first = gradient.first else { return colormap.color(at: fraction) }
        guard gradient.count > 1, !fraction.isNaN else { return first }
        let place = max(0, min(1, fraction)) * Double(gradient.count - 1)
        // The top end is the last colour itself, not a blend that rounds near it.
        guard place < Double(gradient.count - 1) else { return gradient[gradient.count - 1] }
        let index = Int(place)
        let (a, b, t) = (gradient[index], gradient[index + 1], place - Double(index))
        return Color(
            red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
            blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }
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
