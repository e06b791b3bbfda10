/// Fonts, colours and spacing of a table, sized for its page as ChartStyle is.
package struct TableStyle: Sendable, Equatable {
    package var font: FontSpec
    package var headerFont: FontSpec
    package var textColor = Color(hex: 0x222222)
    package var mutedColor = Color(hex: 0x777777)
    var headerColor = Color(hex: 0x222222)
    var ruleColor = Color(hex: 0x999999)
    /// Background of every other row; nil for none.
    var zebraColor: Color? = Color(hex: 0xf2f4f7)
    var ruleWidth: Double
    /// Space left and right of a cell's text.
    package var cellPadding: Double
    /// Space between blocks when a table flows into side-by-side blocks.
    var blockGap: Double
    /// Extra height of a row above its text's line height.
    var rowPadding: Double

    /// - Parameter theme: the page's colours: on a dark page the text is light and the
    ///   stripes a shade above the background.
    package init(page: Size, family: String = FontSpec.defaultFamily, theme: Theme = .light) {
        let unit = ChartStyle.unit(page)
        if theme != .light {
            textColor = theme.textColor
            headerColor = theme.textColor
            mutedColor = theme.mutedTextColor
            ruleColor = theme.zeroLineColor
            zebraColor = theme.stripeColor
        }
        font = FontSpec(family: family, size: 22 * unit)
        headerFont = FontSpec(family: family, size: 22 * unit, bold: true)
        ruleWidth = 1.5 * unit
        cellPadding = 10 * unit
        blockGap = 28 * unit
        rowPadding = 8 * unit
    }
}
