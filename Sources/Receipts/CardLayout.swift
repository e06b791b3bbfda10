import PlotCore

/// One card's measures and drawing: a receipt (shop, address, date and time, its items with
/// "price × quantity unit" and the line sum, then ИТОГО with the till's total), a place (name,
/// "address ∙ distance", its products), or a month's header. Heights come from the same lines
/// that are drawn, so the flow's plan and the picture agree.
struct CardLayout<Measurer: TextMeasuring> {
    let style: ChartStyle
    let text: ReceiptsText
    let measurer: Measurer

    init(style: ChartStyle, text: ReceiptsText, measurer: Measurer) {
        self.style = style
        self.text = text
        self.measurer = measurer
    }

    var gap: Double { (style.font.size * 0.6).rounded() }
    var padding: Double { (style.font.size * 0.6).rounded() }
    var shopFont: FontSpec { FontSpec(family: style.font.family, size: style.font.size, bold: true) }
    var headerFont: FontSpec { FontSpec(family: style.font.family, size: style.font.size * 1.15, bold: true) }
    var smallFont: FontSpec { style.noteFont }
    var totalFont: FontSpec { FontSpec(family: style.font.family, size: style.font.size, bold: true) }
    static var cardFill: Color { Color(hex: 0xfafafa) }
    static var cardBorder: Color { Color(hex: 0xd9d9d9) }
    static var rule: Color { Color(hex: 0xe2e2e2) }

    func lineHeight(_ font: FontSpec) -> Double { measurer.measure("Ag", font: font).height }

    /// One line placed in a card, left or right aligned.
    struct Line {
        var text: String
        var font: FontSpec
        var color: Color
        var right: String?
        /// Space before the line.
        var before: Double = 0
        var rule = false
    }

    func lines(_ entry: ReceiptsEntry, width: Double) -> [Line] {
        let inner = width - 2 * padding
        let muted = style.mutedTextColor
        let ink = style.textColor
        func cut(_ value: String, _ font: FontSpec, _ room: Double = inner) -> String {
            TextWrapping(measurer: measurer, font: font).truncate(value, width: room)
        }
        switch entry {
        case .header(let title):
            return [Line(text: cut(title, headerFont, width), font: headerFont, color: ink)]
        case .place(let place, let distance):
            var lines = [Line(text: cut(place.name, shopFont), font: shopFont, color: ink)]
            // The distance whole; the address gives way when the two do not fit.
            let away = distance.map { (place.address == nil ? "" : " ∙ ") + text.distance($0) } ?? ""
            let room = inner - measurer.measure(away, font: smallFont).width
            let second = (place.address.map { cut($0, smallFont, room) } ?? "") + away
            if !second.isEmpty { lines.append(Line(text: second, font: smallFont, color: muted)) }
            if let products = place.products {
                lines.append(Line(text: text.products(products), font: smallFont, color: muted))
            }
            return lines
        case .receipt(let receipt):
            var lines = [Line(text: cut(receipt.shopName ?? text.unknownShop, shopFont), font: shopFont, color: ink)]
            if let address = receipt.address {
                lines.append(Line(text: cut(address, smallFont), font: smallFont, color: muted))
            }
            lines.append(Line(text: text.dateTime(receipt), font: smallFont, color: muted))
            for (index, item) in receipt.items.enumerated() {
                let wrapped = TextWrapping(measurer: measurer, font: smallFont).wrap(item.name, width: inner)
                for (number, part) in wrapped.enumerated() {
                    lines.append(
                        Line(
                            text: part, font: smallFont, color: ink,
                            before: number == 0 ? gap * (index == 0 ? 0.8 : 0.4) : 0
                        ))
                }
                let sum = item.sum.map(text.money) ?? "—"
                let room = inner - measurer.measure(sum, font: smallFont).width - gap
                lines.append(
                    Line(text: cut(text.itemLine(item), smallFont, room), font: smallFont, color: muted, right: sum))
            }
            lines.append(
                Line(
                    text: text.total, font: totalFont, color: ink, right: receipt.total.map(text.money) ?? "—",
                    before: gap, rule: true))
            return lines
        }
    }

    func height(_ entry: ReceiptsEntry, width: Double) -> Double {
        let body = lines(entry, width: width).reduce(0) { $0 + $1.before + lineHeight($1.font) }
        if case .header = entry { return body + gap * 0.5 }
        return body + 2 * padding
    }

    func draw(_ entry: ReceiptsEntry, in box: Rect) -> [SceneItem] {
        var items: [SceneItem] = []
        let isCard: Bool
        if case .header = entry { isCard = false } else { isCard = true }
        let inner = isCard ? box.inset(top: padding, left: padding, bottom: padding, right: padding) : box
        if isCard {
            items.append(
                .path(
                    .rectangle(box),
                    PathStyle(stroke: Self.cardBorder, lineWidth: max(1, style.gridWidth), fill: Self.cardFill)))
        }
        var y = inner.minY + (isCard ? 0 : gap * 0.5)
        for line in lines(entry, width: box.width) {
            if line.rule {
                let ruleY = y + line.before / 2
                items.append(
                    .path(
                        .segment(Point(inner.minX, ruleY), Point(inner.maxX, ruleY)),
                        PathStyle(stroke: Self.rule, lineWidth: max(1, style.gridWidth))))
            }
            y += line.before
            items.append(
                .text(
                    measurer.run(
                        line.text, at: Point(inner.minX, y), anchor: .topLeft, font: line.font, color: line.color)))
            if let right = line.right {
                items.append(
                    .text(
                        measurer.run(
                            right, at: Point(inner.maxX, y), anchor: .topRight, font: line.font, color: line.color)))
            }
            y += lineHeight(line.font)
        }
        return items
    }
}
