/// Categorical colours for several series or slices.
///
/// matplotlib's petroff10 (Petroff 2021, "Accessible Color Sequences for Data Visualization",
/// arXiv:2107.02270; matplotlib's `petroff10` style) rather than Okabe-Ito: its ten colours were
/// chosen by simulating the common colour-vision deficiencies and ordered by a survey of what
/// readers found pleasing, and none of them is black or a pale yellow, so all ten read on the
/// light and the dark theme alike. Okabe-Ito's black vanishes on a dark page and its yellow
/// (#F0E442) on a white one; and ten colours leave room for a pie's seven slices and "Other".
public enum Palette {
    /// The ten colours, in petroff10's order.
    public static let petroff10: [Color] = [
        0x3f90da, 0xffa90e, 0xbd1f01, 0x94a4a2, 0x832db6, 0xa96b59, 0xe76300, 0xb9ac70, 0x717581, 0x92dadd,
    ].map { Color(hex: $0) }

}
