/// Colours, fonts and strokes of a chart, sized for its page: the sizes grow with the page's
/// shorter side so a chart reads the same at 1080 x 1920 as at 1600 x 1200.
public struct ChartStyle: Sendable, Equatable {
    public var font: FontSpec
    public var titleFont: FontSpec
    /// A panel's heading on a page of several charts: between the title and the labels.
    public var headingFont: FontSpec
    public var noteFont: FontSpec
    public var textColor = Color(hex: 0x222222)
    public var mutedTextColor = Color(hex: 0x666666)
    public var axisColor = Color(hex: 0x444444)
    public var gridColor = Color(hex: 0xe3e3e3)
    public var zeroLineColor = Color(hex: 0xb0b0b0)
    public var lineColor = Color(hex: 0x1f63b4)
    public var lineWidth: Double
    public var gridWidth: Double
    public var axisWidth: Double
    public var markerRadius: Double
    public var markerOutline: Double
    /// Blank space around the page's content.
    public var pageMargin: Double
    /// The page's colour.
    public var background = Color.white
    /// The colours of several series, in order.
    public var palette = Palette.petroff10

    /// Sizes for a page: a unit of 1 on a 1080-unit shorter side; colours from the theme.
    public init(page: Size, family: String = FontSpec.defaultFamily, theme: Theme = .light) {
        background = theme.background
        textColor = theme.textColor
        mutedTextColor = theme.mutedTextColor
        axisColor = theme.axisColor
        gridColor = theme.gridColor
        zeroLineColor = theme.zeroLineColor
        lineColor = theme.lineColor
        palette = theme.palette
        let unit = Self.unit(page)
        font = FontSpec(family: family, size: 26 * unit)
        titleFont = FontSpec(family: family, size: 40 * unit, bold: true)
        headingFont = FontSpec(family: family, size: 31 * unit, bold: true)
        noteFont = FontSpec(family: family, size: 22 * unit)
        lineWidth = 4 * unit
        gridWidth = 1.5 * unit
        axisWidth = 2 * unit
        markerRadius = 7 * unit
        markerOutline = 2 * unit
        pageMargin = 48 * unit
    }

    /// Sizes grow with the page's shorter side (1 at 1080), but not below 0.5: tick labels of
    /// 13 units stay legible on a small page, where the plot gives way instead.
    static func unit(_ page: Size) -> Double { max(0.5, min(page.width, page.height) / 1080) }
}
