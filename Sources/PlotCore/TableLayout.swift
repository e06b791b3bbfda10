/// Lays a table out in blocks: each block has the header row and as many rows as fit its height.
/// A frame holds blocks side by side ("flow"); what does not fit goes on the next frame or page.
/// Text is measured, never shrunk: a cell too wide for its column ends in an ellipsis.
public struct TableLayout {
    public var columns: [TableColumn]
    public var rows: [[String]]
    public var style: TableStyle

    public init(columns: [TableColumn], rows: [[String]], style: TableStyle) {
        self.columns = columns
        self.rows = rows
        self.style = style
    }

    /// Measured sizes the layout needs once per table, not per page.
    public struct Metrics: Sendable {
        /// Width of each column's content when it fits every cell.
        public var fitWidths: [Double]
        /// For decimal columns: the widest part from the decimal point on.
        public var fractionWidths: [Double]
        public var rowHeight: Double
        public var headerHeight: Double
        /// Width of a block with fit widths (share columns get their fit width).
        public var naturalBlockWidth: Double
    }

    public func metrics(measurer: some TextMeasuring) -> Metrics {
        var fit = columns.map { measurer.measure($0.title, font: style.headerFont).width }
        var integer = Array(repeating: 0.0, count: columns.count)
        var fraction = Array(repeating: 0.0, count: columns.count)
        for row in rows {
            for (index, column) in columns.enumerated() where index < row.count {
                let cell = row[index]
                if column.alignment == .decimal {
                    let (whole, rest) = Self.splitAtDecimalPoint(cell)
                    integer[index] = max(integer[index], measurer.measure(whole, font: style.font).width)
                    if !rest.isEmpty {
                        fraction[index] = max(fraction[index], measurer.measure(rest, font: style.font).width)
                    }
                } else {
                    fit[index] = max(fit[index], measurer.measure(cell, font: style.font).width)
                }
            }
        }
        for index in columns.indices where columns[index].alignment == .decimal {
            fit[index] = max(fit[index], integer[index] + fraction[index])
        }
        let lineHeight = measurer.measure("0", font: style.font).height
        let headerLine = measurer.measure("0", font: style.headerFont).height
        let padded = fit.map { $0 + 2 * style.cellPadding }
        let natural = zip(columns, padded).reduce(0.0) { total, pair in
            if case .fixed(let width) = pair.0.width { return total + width }
            return total + pair.1
        }
        return Metrics(
            fitWidths: fit, fractionWidths: fraction, rowHeight: lineHeight + style.rowPadding,
            headerHeight: headerLine + style.rowPadding * 1.5, naturalBlockWidth: natural)
    }

    /// Rows that fit in one block of this height (at least 0).
    public func rowsPerBlock(height: Double, metrics: Metrics) -> Int {
        max(0, Int(((height - metrics.headerHeight) / metrics.rowHeight).rounded(.down)))
    }

    /// Blocks that fit side by side in this width (at least 1).
    public func blocksAcross(width: Double, metrics: Metrics) -> Int {
        guard !hasShareColumns else { return 1 }
        return max(1, Int(((width + style.blockGap) / (metrics.naturalBlockWidth + style.blockGap)).rounded(.down)))
    }

    /// The width `blocks` side-by-side blocks take.
    public func width(ofBlocks blocks: Int, metrics: Metrics) -> Double {
        Double(blocks) * metrics.naturalBlockWidth + Double(max(0, blocks - 1)) * style.blockGap
    }

    private var hasShareColumns: Bool {
        columns.contains { if case .share = $0.width { return true } else { return false } }
    }

    /// Lays rows from `start` into as many blocks as fit in `frame`, left to right.
    /// Returns the items and the index of the first row left over.
    public func flow(
        in frame: Rect, from start: Int, metrics: Metrics, measurer: some TextMeasuring
    ) -> (items: [SceneItem], next: Int) {
        let perBlock = rowsPerBlock(height: frame.height, metrics: metrics)
        guard perBlock > 0 else { return ([], start) }
        let across = blocksAcross(width: frame.width, metrics: metrics)
        let blockWidth = hasShareColumns ? frame.width : min(metrics.naturalBlockWidth, frame.width)
        let widths = columnWidths(blockWidth: blockWidth, metrics: metrics)
        var items: [SceneItem] = []
        var next = start
        var x = frame.minX
        for _ in 0..<across where next < rows.count {
            let end = min(rows.count, next + perBlock)
            items += block(
                rows: next..<end, origin: Point(x, frame.minY), widths: widths, metrics: metrics, measurer: measurer)
            next = end
            x += blockWidth + style.blockGap
        }
        return (items, next)
    }

    /// Column widths for a block: fixed as given, fit as measured, shares split what is left.
    func columnWidths(blockWidth: Double, metrics: Metrics) -> [Double] {
        var widths = columns.indices.map { index -> Double in
            switch columns[index].width {
            case .fixed(let width): return width
            case .fit: return metrics.fitWidths[index] + 2 * style.cellPadding
            case .share: return 0
            }
        }
        let shares = columns.map { if case .share(let weight) = $0.width { return max(0, weight) } else { return 0 } }
        let totalShare = shares.reduce(0, +)
        let left = max(0, blockWidth - widths.reduce(0, +))
        if totalShare > 0 {
            for index in columns.indices where shares[index] > 0 {
                widths[index] = left * shares[index] / totalShare
            }
        } else if widths.reduce(0, +) > blockWidth, blockWidth > 0 {
            // Too narrow for the content: every column gives up the same share; cells get ellipses.
            let factor = blockWidth / widths.reduce(0, +)
            widths = widths.map { $0 * factor }
        }
        return widths
    }

    private func block(
        rows range: Range<Int>, origin: Point, widths: [Double], metrics: Metrics, measurer: some TextMeasuring
    ) -> [SceneItem] {
        let blockWidth = widths.reduce(0, +)
        var items: [SceneItem] = []
        var y = origin.y
        // Header: bold titles, then a rule.
        var x = origin.x
        for (index, column) in columns.enumerated() {
            let text = fitted(
                column.title, width: widths[index] - 2 * style.cellPadding, font: style.headerFont, measurer)
            let alignment: TableColumn.Alignment = column.alignment == .leading ? .leading : .trailing
            items.append(
                .text(
                    cellRun(
                        text, in: Rect(x: x, y: y, width: widths[index], height: metrics.headerHeight),
                        alignment: alignment, font: style.headerFont, color: style.headerColor, measurer: measurer)))
            x += widths[index]
        }
        y += metrics.headerHeight
        items.append(
            .path(
                .segment(Point(origin.x, y), Point(origin.x + blockWidth, y)),
                PathStyle(stroke: style.ruleColor, lineWidth: style.ruleWidth)))
        for (offset, rowIndex) in range.enumerated() {
            let rowRect = Rect(x: origin.x, y: y, width: blockWidth, height: metrics.rowHeight)
            if let zebra = style.zebraColor, offset % 2 == 1 {
                items.append(.path(.rectangle(rowRect), PathStyle(fill: zebra)))
            }
            var x = origin.x
            let row = rows[rowIndex]
            for (index, column) in columns.enumerated() {
                let cellRect = Rect(x: x, y: y, width: widths[index], height: metrics.rowHeight)
                let cell = index < row.count ? row[index] : ""
                let color = column.muted ? style.mutedColor : style.textColor
                if !cell.isEmpty {
                    items.append(
                        .text(
                            decimalAwareRun(
                                cell, column: column, index: index, in: cellRect, metrics: metrics, color: color,
                                measurer: measurer)))
                }
                x += widths[index]
            }
            y += metrics.rowHeight
        }
        return items
    }

    private func decimalAwareRun(
        _ cell: String, column: TableColumn, index: Int, in rect: Rect, metrics: Metrics, color: Color,
        measurer: some TextMeasuring
    ) -> TextRun {
        let content = rect.width - 2 * style.cellPadding
        if column.alignment == .decimal, measurer.measure(cell, font: style.font).width <= content {
            // The decimal point of every cell sits at the same x; the numbers' block ends at the
            // column's right edge.
            let (whole, _) = Self.splitAtDecimalPoint(cell)
            let point = rect.maxX - style.cellPadding - metrics.fractionWidths[index]
            let x = point - measurer.measure(whole, font: style.font).width
            return measurer.run(
                cell, at: Point(x, rect.midY), anchor: .centerLeft, font: style.font, color: color)
        }
        let text = fitted(cell, width: content, font: style.font, measurer)
        return cellRun(
            text, in: rect, alignment: column.alignment, font: style.font, color: color, measurer: measurer)
    }

    private func cellRun(
        _ text: String, in rect: Rect, alignment: TableColumn.Alignment, font: FontSpec, color: Color,
        measurer: some TextMeasuring
    ) -> TextRun {
        switch alignment {
        case .leading:
            return measurer.run(
                text, at: Point(rect.minX + style.cellPadding, rect.midY), anchor: .centerLeft, font: font, color: color
            )
        case .trailing, .decimal:
            return measurer.run(
                text, at: Point(rect.maxX - style.cellPadding, rect.midY), anchor: .centerRight, font: font,
                color: color)
        }
    }

    /// The text, or its longest prefix that fits followed by an ellipsis.
    func fitted(_ text: String, width: Double, font: FontSpec, _ measurer: some TextMeasuring) -> String {
        guard measurer.measure(text, font: font).width > width else { return text }
        let characters = Array(text)
        var low = 0
        var high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if measurer.measure(String(characters[..<mid]) + "…", font: font).width <= width {
                low = mid
            } else {
                high = mid - 1
            }
        }
        return low == 0 ? "…" : String(characters[..<low]).trimmingWhitespace + "…"
    }

    /// "−12.5" -> ("−12", ".5"); "7" -> ("7", "").
    static func splitAtDecimalPoint(_ text: String) -> (String, String) {
        guard let dot = text.firstIndex(of: ".") else { return (text, "") }
        return (String(text[..<dot]), String(text[dot...]))
    }
}
