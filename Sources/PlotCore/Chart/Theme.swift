/// The colours of a chart's page: background, text, axes, grid and series. `light` is the look
/// PlotKit has always had; `dark` is for dark pages and slides.
public struct Theme: Sendable, Equatable {
    package var background: Color
    package var textColor: Color
    package var mutedTextColor: Color
    var axisColor: Color
    package var gridColor: Color
    var zeroLineColor: Color
    /// The colour of a chart's only series.
    package var lineColor: Color
    /// The colours of several series, in order.
    package var palette: [Color]
    /// The background of every other row of a table.
    var stripeColor: Color

    package init(
        background: Color, textColor: Color, mutedTextColor: Color, axisColor: Color, gridColor: Color,
        zeroLineColor: Color, lineColor: Color, palette: [Color] = Palette.petroff10,
        stripeColor: Color = Color(hex: 0xf2f4f7)
    ) {
        self.stripeColor = stripeColor
        self.background = background
        self.textColor = textColor
        self.mutedTextColor = mutedTextColor
        self.axisColor = axisColor
        self.gridColor = gridColor
        self.zeroLineColor = zeroLineColor
        self.lineColor = lineColor
        self.palette = palette
    }

    /// Dark grey ink on white: ChartStyle's colours before themes existed, unchanged.
    public static let light = Theme(
        background: .white, textColor: Color(hex: 0x222222), mutedTextColor: Color(hex: 0x666666),
        axisColor: Color(hex: 0x444444), gridColor: Color(hex: 0xe3e3e3), zeroLineColor: Color(hex: 0xb0b0b0),
        lineColor: Color(hex: 0x1f63b4))

    /// Light ink on a near-black page; the single series takes petroff10's first (lighter) blue,
    /// since the light theme's dark blue sinks into the background, and several series take
    /// petroff10 with its two darkest colours lightened for the page (`Palette.petroff10OnDark`).
    public static let dark = Theme(
        background: Color(hex: 0x1c1f24), textColor: Color(hex: 0xe8e8e8), mutedTextColor: Color(hex: 0xa3a8b0),
        axisColor: Color(hex: 0xb4b9c0), gridColor: Color(hex: 0x353a42), zeroLineColor: Color(hex: 0x5f6670),
        lineColor: Color(hex: 0x3f90da), palette: Palette.petroff10OnDark, stripeColor: Color(hex: 0x262a31))

    /// The colour of the n-th series (0-based), repeating after the palette's last.
    package func seriesColor(_ index: Int) -> Color {
        guard !palette.isEmpty else { return lineColor }
        return palette[((index % palette.count) + palette.count) % palette.count]
    }
}
