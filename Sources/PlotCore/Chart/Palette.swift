/// Categorical colours for several series or slices.
///
/// matplotlib's petroff10 (Petroff 2021, "Accessible Color Sequences for Data Visualization",
/// arXiv:2107.02270; matplotlib's `petroff10` style) rather than Okabe-Ito: its ten colours were
/// chosen by simulating the common colour-vision deficiencies and ordered by a survey of what
/// readers found pleasing, and none of them is black or a pale yellow, so all ten read on the
/// light and the dark theme alike. Okabe-Ito's black vanishes on a dark page and its yellow
/// (#F0E442) on a white one; and ten colours leave room for a pie's seven slices and "Other".
package enum Palette {
    /// The ten colours, in petroff10's order.
    package static let petroff10: [Color] = [
        0x3f90da, 0xffa90e, 0xbd1f01, 0x94a4a2, 0x832db6, 0xa96b59, 0xe76300, 0xb9ac70, 0x717581, 0x92dadd,
    ].map { Color(hex: $0) }

    /// petroff10 for the dark theme's page (#1c1f24). Petroff's sequences were chosen on white
    /// and have no dark variant; two of its colours, the dark red (#bd1f01, 2.6:1) and the
    /// purple (#832db6, 2.4:1), fall below the 3:1 contrast WCAG 2.1 asks of graphics (1.4.11)
    /// on that page, so a small marker of theirs sinks into it. Each is lightened just enough,
    /// its HSL lightness raised with hue and saturation kept: #cd2201 (3.0:1) and #973bce
    /// (3.0:1). The other eight, and the order, are petroff10's.
    package static let petroff10OnDark: [Color] = [
        0x3f90da, 0xffa90e, 0xcd2201, 0x94a4a2, 0x973bce, 0xa96b59, 0xe76300, 0xb9ac70, 0x717581, 0x92dadd,
    ].map { Color(hex: $0) }
}

/// A categorical palette a chart may ask for by name (`--palette`): petroff10 (the default),
/// matplotlib's tab10 (d3's `schemeCategory10`, the colours of matplotlib's default cycle) or
/// Tableau 10 (d3's `schemeTableau10`, Vega-Lite's default for categories).
package enum PaletteName: String, CaseIterable, Sendable {
    case petroff10, tab10, tableau10

    /// The colours on a page whose theme gives `themePalette` (petroff10 keeps the theme's own
    /// variant; the others have none for the dark page).
    package func colors(themePalette: [Color]) -> [Color] {
        switch self {
        case .petroff10: return themePalette
        case .tab10:
            return [
                0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd, 0x8c564b, 0xe377c2, 0x7f7f7f, 0xbcbd22, 0x17becf,
            ].map { Color(hex: $0) }
        case .tableau10:
            return [
                0x4e79a7, 0xf28e2c, 0xe15759, 0x76b7b2, 0x59a14f, 0xedc949, 0xaf7aa1, 0xff9da7, 0x9c755f, 0xbab0ab,
            ].map { Color(hex: $0) }
        }
    }
}
