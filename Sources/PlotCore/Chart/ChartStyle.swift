/// Colours, fonts and strokes of a chart, sized for its page: the sizes grow with the page's
/// shorter side so a chart reads the same at 1080 x 1920 as at 1600 x 1200.
package struct ChartStyle: Sendable, Equatable {
    package var font: FontSpec
    package var titleFont: FontSpec
    /// A panel's heading on a page of several charts: between the title and the labels.
    var headingFont: FontSpec
    package var noteFont: FontSpec
    package var textColor = Color(hex: 0x222222)
    package var mutedTextColor = Color(hex: 0x666666)
    var axisColor = Color(hex: 0x444444)
    package var gridColor = Color(hex: 0xe3e3e3)
    var zeroLineColor = Color(hex: 0xb0b0b0)
    package var lineColor = Color(hex: 0x1f63b4)
    package var lineWidth: Double
    package var gridWidth: Double
    var axisWidth: Double
    var markerRadius: Double
    var markerOutline: Double
    /// Blank space around the page's content.
    package var pageMargin: Double
    /// The page's colour.
    package var background = Color.white
    /// The colours of several series, in order.
    package var palette = Palette.petroff10

    /// Sizes for a page: a unit of 1 on a 1080-unit shorter side; colours from the theme.
    package init(page: Size, family: String = FontSpec.defaultFamily, theme: Theme = .light) {
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

    /// The box under a label written over the marks (a rule's, a span's): the page's colour,
    /// translucent, so the label reads and a line under it still shows rather than looking cut.
    func labelBox(_ box: Rect) -> SceneItem {
        .path(.rectangle(box), PathStyle(fill: background.times(opacity: 0.75)))
    }

    /// "No data to draw" centred at `center`, in the words of the page: a chart or a panel
    /// with nothing in it says so rather than showing empty axes.
    func noData(_ words: ChartWords, at center: Point, measurer: some TextMeasuring) -> SceneItem {
        .text(measurer.run(words.noData, at: center, anchor: .center, font: titleFont, color: mutedTextColor))
    }
}
