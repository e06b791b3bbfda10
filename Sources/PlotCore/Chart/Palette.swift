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
