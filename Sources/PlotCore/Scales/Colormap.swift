/// A continuous colour scale's colours: matplotlib's tables (`ColormapTables`, 256 entries),
/// looked up as matplotlib's `Colormap.__call__` looks up a float.
package enum Colormap: String, Sendable, CaseIterable {
    /// Dark blue through green to yellow; even in lightness, read by the colour-blind.
    case viridis
    /// Black through purple and red to pale yellow.
    case magma
    /// Blue through grey to yellow, for red-green colour blindness.
    case cividis
    /// White to dark blue.
    case blues
    /// Red through white to blue: diverging, centred on zero when the values span it.
    case rdbu

    /// A diverging map has a middle colour that means "neither": zero, when the data spans it.
    package var isDiverging: Bool { self == .rdbu }

    private var table: [Double] {
        switch self {
        case .viridis: return ColormapTables.viridis
        case .magma: return ColormapTables.magma
        case .cividis: return ColormapTables.cividis
        case .blues: return ColormapTables.blues
        case .rdbu: return ColormapTables.rdbu
        }
    }

    /// The colour at `fraction` of the way along the map, as matplotlib gives it: entry
    /// `Int(fraction * 256)`, 1 the last entry, values beyond the ends clipped to them.
    package func color(at fraction: Double) -> Color {
        let count = table.count / 3
        let scaled = fraction * Double(count)
        let index = scaled.isNaN ? 0 : Int(max(0, min(Double(count - 1), scaled.rounded(.down))))
        return Color(red: table[index * 3], green: table[index * 3 + 1], blue: table[index * 3 + 2])
    }
}
