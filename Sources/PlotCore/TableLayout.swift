/// Lays a table out in blocks: each block has the header row and as many rows as fit its height.
/// A frame holds blocks side by side ("flow"); what does not fit goes on the next frame or page.
/// Text is measured, never shrunk: a line too wide for its column wraps or ends in an ellipsis,
/// as its column says.
public struct TableLayout {
    public var columns: [TableColumn]
    public var rows: [TableRow]
    public var style: TableStyle

    public init(columns: [TableColumn], rows: [TableRow], style: TableStyle) {
        self.columns = columns
        self.rows = rows
        self.style = style
    }

    /// A table of plain rows of cells.
    public init(columns: [TableColumn], rows: [[String]], style: TableStyle) {
        self.init(columns: columns, rows: rows.map(TableRow.cells), style: style)
    }

    /// Measured sizes the layout needs once per table, whatever the width.
    public struct Metrics: Sendable {
        /// Width of each column's content when it fits every line of every cell.
        public var fitWidths: [Double]
        /// For decimal columns: the widest part from the decimal point on.
        public var fractionWidths: [Double]
        /// Height of a one-line row; each further line adds `lineHeight`.
        public var rowHeight: Double
        public var lineHeight: Double
        public var headerHeight: Double
        public var sectionHeight: Double
        /// Width of a block with fit widths (share columns get their fit width).
        public var naturalBlockWidth: Double
    }

    public func metrics(measurer: some TextMeasuring) -> Metrics {
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
    public struct Plan: Sendable {
        public var blockWidth: Double
        public var widths: [Double]
        /// Per row, per column, the lines drawn (one entry for a section row).
        public var lines: [[[String]]]
        public var heights: [Double]
    }

    public func plan(blockWidth: Double, metrics: Metrics, measurer: some TextMeasuring) -> Plan {
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

    /// The width of one block in a frame this wide.
    public func blockWidth(in frameWidth: Double, metrics: Metrics) -> Double {
        hasShareColumns ? frameWidth : min(metrics.naturalBlockWidth, frameWidth)
    }

    /// One-line rows that fit in one block of this height (at least 0).
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

    /// Height of the header and rows `range`, as one block.
    public func height(of range: Range<Int>, plan: Plan, metrics: Metrics) -> Double {
        metrics.headerHeight + plan.heights[range].reduce(0, +)
    }

    private var hasShareColumns: Bool {
        columns.contains { if case .share = $0.width { return true } else { return false } }
    }

    /// Lays rows from `start` into as many blocks as fit in `frame`, left to right.
    /// Returns the items and the index of the first row left over.
    public func flow(
        in frame: Rect, from start: Int, metrics: Metrics, measurer: some TextMeasuring
    ) -> (items: [SceneItem], next: Int) {
        let plan = plan(blockWidth: blockWidth(in: frame.width, metrics: metrics), metrics: metrics, measurer: measurer)
        return flow(in: frame, from: start, plan: plan, metrics: metrics, measurer: measurer)
    }

    /// As above, with a plan made for this frame's block width.
    /// - Parameters:
    ///   - frame: the room for the blocks.
    ///   - start: the first row to place.
    ///   - plan: the column widths and row heights for this frame's block width.
    ///   - metrics: the table's sizes.
    ///   - measurer: measures the cells' text.
    ///   - forceRow: place the first row even when it is taller than the frame (its
    ///     overflow is for the caller to clip), so a table always moves on.
    public func flow(
        in frame: Rect, from start: Int, plan: Plan, metrics: Metrics, measurer: some TextMeasuring,
        forceRow: Bool = false
    ) -> (items: [SceneItem], next: Int) {
        let across = hasShareColumns ? 1 : blocksAcross(width: frame.width, metrics: metrics)
        var items: [SceneItem] = []
        var next = start
        var x = frame.minX
        for _ in 0..<across where next < rows.count {
            var end = blockEnd(from: next, height: frame.height, plan: plan, metrics: metrics)
            if end == start && forceRow { end = start + 1 }
            guard end > next else { break }
            items += block(
                rows: next..<end, origin: Point(x, frame.minY), plan: plan, metrics: metrics, measurer: measurer)
            next = end
            x += plan.blockWidth + style.blockGap
        }
        return (items, next)
    }

    /// Where a flow into `frame` from `start` would stop, without laying anything out.
    public func flowEnd(in frame: Rect, from start: Int, plan: Plan, metrics: Metrics) -> Int {
        let across = hasShareColumns ? 1 : blocksAcross(width: frame.width, metrics: metrics)
        var next = start
        for _ in 0..<across where next < rows.count {
            let end = blockEnd(from: next, height: frame.height, plan: plan, metrics: metrics)
            guard end > next else { break }
            next = end
        }
        return next
    }

    /// The end of the rows from `start` that fit a block of this height. A section header is
    /// never left alone at a block's foot: it moves on with its first row.
    func blockEnd(from start: Int, height: Double, plan: Plan, metrics: Metrics) -> Int {
        var used = metrics.headerHeight
        var end = start
        while end < rows.count, used + plan.heights[end] <= height + 1e-9 {
            used += plan.heights[end]
            end += 1
        }
        if end > start + 1, end < rows.count, case .section = rows[end - 1] { end -= 1 }
        return end
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
