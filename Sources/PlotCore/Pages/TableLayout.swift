/// Lays a table out in blocks: each block has the header row and as many rows as fit its height.
/// A frame holds blocks side by side (a ColumnFlow of the rows); what does not fit goes on the
/// next frame or page. Text is measured, never shrunk: a line too wide for its column wraps or
/// ends in an ellipsis, as its column says.
package struct TableLayout {
    package var columns: [TableColumn]
    package var rows: [TableRow]
    package var style: TableStyle
    /// Blocks widen to share the frame's whole width (their columns grow in proportion)
    /// instead of keeping their natural width and leaving the rest of the frame empty.
    package var fillsWidth: Bool

    package init(columns: [TableColumn], rows: [TableRow], style: TableStyle, fillsWidth: Bool = false) {
        self.columns = columns
        self.rows = rows
        self.style = style
        self.fillsWidth = fillsWidth
    }

    /// A table of plain rows of cells.
    package init(columns: [TableColumn], rows: [[String]], style: TableStyle, fillsWidth: Bool = false) {
        self.init(columns: columns, rows: rows.map(TableRow.cells), style: style, fillsWidth: fillsWidth)
    }

    /// Measured sizes the layout needs once per table, whatever the width.
    package struct Metrics: Sendable {
        /// Width of each column's content when it fits every line of every cell.
        var fitWidths: [Double]
        /// For decimal columns: the widest part from the decimal point on.
        var fractionWidths: [Double]
        /// Height of a one-line row; each further line adds `lineHeight`.
        package var rowHeight: Double
        package var lineHeight: Double
        package var headerHeight: Double
        package var sectionHeight: Double
        /// Width of a block with fit widths (share columns get their fit width).
        var naturalBlockWidth: Double
    }

    package func metrics(measurer: some TextMeasuring) -> Metrics {
        var fit = columns.map { measurer.measure($0.title, font: style.headerFont).width }
        var integer = Array(repeating: 0.0, count: columns.count)
        var fraction = Array(repeating: 0.0, count: columns.count)
        for case .cells(let cells) in rows {
            for (index, column) in columns.enumerated() where index < cells.count {
                for line in cells[index].split(separator: "\n", omittingEmptySubsequences: false) {
                    let line = String(line)
                    if column.alignment == .decimal {
                        let (whole, rest) = Self.splitAtDecimalPoint(line)
                        integer[index] = max(integer[index], measurer.measure(whole, font: style.font).width)
                        if !rest.isEmpty {
                            fraction[index] = max(fraction[index], measurer.measure(rest, font: style.font).width)
                        }
                    } else {
                        fit[index] = max(fit[index], measurer.measure(line, font: style.font).width)
                    }
                }
            }
        }
        for index in columns.indices where columns[index].alignment == .decimal {
            fit[index] = max(fit[index], integer[index] + fraction[index])
        }
        let lineHeight = measurer.measure("0", font: style.font).height
        let headerLine = measurer.measure("0", font: style.headerFont).height
        let natural = zip(columns, fit).reduce(0.0) { total, pair in
            if case .fixed(let width) = pair.0.width { return total + width }
            return total + pair.1 + 2 * style.cellPadding
        }
        return Metrics(
            fitWidths: fit, fractionWidths: fraction, rowHeight: lineHeight + style.rowPadding, lineHeight: lineHeight,
            headerHeight: headerLine + style.rowPadding * 1.5, sectionHeight: headerLine + style.rowPadding * 2,
            naturalBlockWidth: natural)
    }

    /// The table laid out for one block width: column widths and every row's lines and height.
    /// Made once per width, so a long table is measured once, not once per page.
    package struct Plan: Sendable {
        package var blockWidth: Double
        package var widths: [Double]
        /// Per row, per column, the lines drawn (one entry for a section row).
        package var lines: [[[String]]]
        package var heights: [Double]
    }

    package func plan(blockWidth: Double, metrics: Metrics, measurer: some TextMeasuring) -> Plan {
        let widths = columnWidths(blockWidth: blockWidth, metrics: metrics)
        let wrapping = TextWrapping(measurer: measurer, font: style.font)
        var lines: [[[String]]] = []
        var heights: [Double] = []
        lines.reserveCapacity(rows.count)
        heights.reserveCapacity(rows.count)
        for row in rows {
            switch row {
            case .section(let title):
                let text = TextWrapping(measurer: measurer, font: style.headerFont).truncate(
                    title, width: blockWidth - 2 * style.cellPadding)
                lines.append([[text]])
                heights.append(metrics.sectionHeight)
            case .cells(let cells):
                let cellLines = columns.indices.map { index -> [String] in
                    let cell = index < cells.count ? Self.capped(cells[index]) : ""
                    let room = widths[index] - 2 * style.cellPadding
                    switch columns[index].overflow {
                    case .wrap: return wrapping.wrap(cell, width: room)
                    case .ellipsis:
                        return cell.split(separator: "\n", omittingEmptySubsequences: false).map {
                            wrapping.truncate(String($0), width: room)
                        }
                    }
                }
                lines.append(cellLines)
                let count = cellLines.map(\.count).max() ?? 1
                heights.append(metrics.rowHeight + Double(max(0, count - 1)) * metrics.lineHeight)
            }
        }
        return Plan(blockWidth: blockWidth, widths: widths, lines: lines, heights: heights)
    }

    /// How the rows flow into blocks: one block across when a column takes a share of the
    /// width, else as many as fit at the natural width. Without a plan it knows only widths.
    package func columnFlow(plan: Plan? = nil, metrics: Metrics) -> ColumnFlow {
        ColumnFlow(
            heights: plan?.heights ?? [],
            keepsWithNext: plan == nil ? [] : rows.map { if case .section = $0 { true } else { false } },
            columnHeader: metrics.headerHeight, columnWidth: hasShareColumns ? .infinity : metrics.naturalBlockWidth,
            gap: style.blockGap, fillsWidth: fillsWidth)
    }

    /// The width of one block in a frame this wide.
    package func blockWidth(in frameWidth: Double, metrics: Metrics) -> Double {
        columnFlow(metrics: metrics).columnWidth(in: frameWidth)
    }

    /// One-line rows that fit in one block of this height (at least 0).
    func rowsPerBlock(height: Double, metrics: Metrics) -> Int {
        max(0, Int(((height - metrics.headerHeight) / metrics.rowHeight).rounded(.down)))
    }

    /// Blocks that fit side by side in this width (at least 1).
    func blocksAcross(width: Double, metrics: Metrics) -> Int {
        columnFlow(metrics: metrics).columnsAcross(width: width)
    }

    /// The width `blocks` side-by-side blocks take.
    package func width(ofBlocks blocks: Int, metrics: Metrics) -> Double {
        Double(blocks) * metrics.naturalBlockWidth + Double(max(0, blocks - 1)) * style.blockGap
    }

    private var hasShareColumns: Bool {
        columns.contains { if case .share = $0.width { return true } else { return false } }
    }

    /// Lays rows from `start` into as many blocks as fit in `frame`, left to right, with a plan
    /// made for this frame's block width. Returns the items and the index of the first row left over.
    package func flow(
        in frame: Rect, from start: Int, plan: Plan, metrics: Metrics, measurer: some TextMeasuring
    ) -> (items: [SceneItem], next: Int) {
        let blocks = columnFlow(plan: plan, metrics: metrics).fill(frame, from: start)
        return (
            blocks.flatMap { block($0, plan: plan, metrics: metrics, measurer: measurer) },
            blocks.last?.items.upperBound ?? start
        )
    }

    /// One block: the header, then the rows of `column`, at the column's top-left corner.
    package func block(
        _ column: ColumnFlow.Column, plan: Plan, metrics: Metrics, measurer: some TextMeasuring
    ) -> [SceneItem] {
        block(
            rows: column.items, origin: Point(column.rect.minX, column.rect.minY), plan: plan, metrics: metrics,
            measurer: measurer)
    }

    private func block(
        rows range: Range<Int>, origin: Point, plan: Plan, metrics: Metrics, measurer: some TextMeasuring
    ) -> [SceneItem] {
        let widths = plan.widths
        let blockWidth = widths.reduce(0, +)
        var items: [SceneItem] = []
        var y = origin.y
        var x = origin.x
        let headerWrapping = TextWrapping(measurer: measurer, font: style.headerFont)
        for (index, column) in columns.enumerated() {
            let text = headerWrapping.truncate(column.title, width: widths[index] - 2 * style.cellPadding)
            let alignment: TableColumn.Alignment = column.alignment == .leading ? .leading : .trailing
            items.append(
                .text(
                    lineRun(
                        text, in: Rect(x: x, y: y, width: widths[index], height: metrics.headerHeight),
                        alignment: alignment, font: style.headerFont, color: style.headerColor, measurer: measurer)))
            x += widths[index]
        }
        y += metrics.headerHeight
        items.append(
            .path(
                .segment(Point(origin.x, y), Point(origin.x + blockWidth, y)),
                PathStyle(stroke: style.ruleColor, lineWidth: style.ruleWidth)))
        var zebra = 0
        for rowIndex in range {
            let rowRect = Rect(x: origin.x, y: y, width: blockWidth, height: plan.heights[rowIndex])
            switch rows[rowIndex] {
            case .section:
                items += section(plan.lines[rowIndex][0][0], in: rowRect, measurer: measurer)
                zebra = 0
            case .cells:
                if let color = style.zebraColor, zebra % 2 == 1 {
                    items.append(.path(.rectangle(rowRect), PathStyle(fill: color)))
                }
                zebra += 1
                items += cells(plan.lines[rowIndex], in: rowRect, plan: plan, metrics: metrics, measurer: measurer)
            }
            y += plan.heights[rowIndex]
        }
        return items
    }

    private func section(_ title: String, in rect: Rect, measurer: some TextMeasuring) -> [SceneItem] {
        [
            .path(
                .segment(Point(rect.minX, rect.maxY), Point(rect.maxX, rect.maxY)),
                PathStyle(stroke: style.ruleColor, lineWidth: style.ruleWidth / 2)),
            .text(
                measurer.run(
                    title, at: Point(rect.minX + style.cellPadding, rect.midY + style.rowPadding / 2),
                    anchor: .centerLeft,
                    font: style.headerFont, color: style.headerColor)),
        ]
    }

    private func cells(
        _ lines: [[String]], in rowRect: Rect, plan: Plan, metrics: Metrics, measurer: some TextMeasuring
    ) -> [SceneItem] {
        var items: [SceneItem] = []
        var x = rowRect.minX
        for (index, column) in columns.enumerated() {
            let color = column.muted ? style.mutedColor : style.textColor
            for (number, line) in lines[index].enumerated() where !line.isEmpty {
                let lineRect = Rect(
                    x: x, y: rowRect.minY + Double(number) * metrics.lineHeight, width: plan.widths[index],
                    height: metrics.rowHeight)
                items.append(
                    .text(
                        decimalAwareRun(
                            line, column: column, index: index, in: lineRect, metrics: metrics, color: color,
                            measurer: measurer)))
            }
            x += plan.widths[index]
        }
        return items
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
        // Share columns keep at least a quarter of the block: a 400-digit amount must not leave
        // the description no room at all; the fit columns give way (their cells end in "…").
        let taken = widths.reduce(0, +)
        if totalShare > 0, taken > blockWidth * 0.75, taken > 0 {
            let factor = blockWidth * 0.75 / taken
            widths = widths.map { $0 * factor }
        }
        let left = max(0, blockWidth - widths.reduce(0, +))
        if totalShare > 0 {
            for index in columns.indices where shares[index] > 0 {
                widths[index] = left * shares[index] / totalShare
            }
        } else if fillsWidth, widths.reduce(0, +) < blockWidth, widths.reduce(0, +) > 0 {
            // A widened block: every column grows in proportion.
            let factor = blockWidth / widths.reduce(0, +)
            widths = widths.map { $0 * factor }
        } else if widths.reduce(0, +) > blockWidth, blockWidth > 0 {
            // Too narrow for the content: every column gives up the same share; lines wrap or end in "…".
            let factor = blockWidth / widths.reduce(0, +)
            widths = widths.map { $0 * factor }
        }
        return widths
    }

    private func decimalAwareRun(
        _ line: String, column: TableColumn, index: Int, in rect: Rect, metrics: Metrics, color: Color,
        measurer: some TextMeasuring
    ) -> TextRun {
        let content = rect.width - 2 * style.cellPadding
        if column.alignment == .decimal, measurer.measure(line, font: style.font).width <= content {
            // Every decimal point sits at the same x; the numbers end at the column's right edge.
            let (whole, _) = Self.splitAtDecimalPoint(line)
            let point = rect.maxX - style.cellPadding - metrics.fractionWidths[index]
            let x = point - measurer.measure(whole, font: style.font).width
            return measurer.run(line, at: Point(x, rect.midY), anchor: .centerLeft, font: style.font, color: color)
        }
        return lineRun(line, in: rect, alignment: column.alignment, font: style.font, color: color, measurer: measurer)
    }

    private func lineRun(
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

    /// Cells longer than this are cut (with "…") before they are measured: a 16 MB description
    /// from a server must not stall the layout, and no page could show it anyway.
    static let maxCellCharacters = 2000

    static func capped(_ cell: String) -> String {
        guard cell.utf8.count > maxCellCharacters, cell.count > maxCellCharacters else { return cell }
        return String(cell.prefix(maxCellCharacters)) + "…"
    }

    /// "−12.5" -> ("−12", ".5"); "7" -> ("7", "").
    static func splitAtDecimalPoint(_ text: String) -> (String, String) {
        guard let dot = text.firstIndex(of: ".") else { return (text, "") }
        return (String(text[..<dot]), String(text[dot...]))
    }
}
