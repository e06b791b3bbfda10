/// Items of known heights flowing down columns, and columns side by side across a frame: the
/// packing under every paged layout (a table's rows, a grid's rows of cells, cards under their
/// section headers). It only says where items go; drawing them is the caller's.
package struct ColumnFlow: Sendable {
    /// Each item's height, in order, measured once before any page is planned.
    package var heights: [Double]
    /// Items that must not end a column: a section header goes on with its first item.
    package var keepsWithNext: [Bool]
    /// Height at the top of every column before its items (a table's header row).
    var columnHeader: Double
    /// A column's natural width: as many columns go across as fit at this width.
    /// `.infinity` makes one column as wide as the frame.
    package var columnWidth: Double
    package var gap: Double
    /// Columns widen to share the frame's whole width instead of leaving the rest empty.
    package var fillsWidth: Bool

    package init(
        heights: [Double] = [], keepsWithNext: [Bool] = [], columnHeader: Double = 0, columnWidth: Double,
        gap: Double = 0, fillsWidth: Bool = false
    ) {
        self.heights = heights
        self.keepsWithNext = keepsWithNext
        self.columnHeader = columnHeader
        self.columnWidth = columnWidth
        self.gap = gap
        self.fillsWidth = fillsWidth
    }

    /// A column's items and where it stands.
    package struct Column: Sendable, Equatable {
        package var items: Range<Int>
        package var rect: Rect
    }

    package var count: Int { heights.count }

    /// Columns that fit side by side in this width (at least 1).
    func columnsAcross(width: Double) -> Int {
        guard columnWidth.isFinite else { return 1 }
        return max(1, Int(((width + gap) / (columnWidth + gap)).rounded(.down)))
    }

    /// The width each column gets in a frame this wide.
    package func columnWidth(in frameWidth: Double) -> Double {
        guard fillsWidth || !columnWidth.isFinite else { return min(columnWidth, frameWidth) }
        let across = Double(columnsAcross(width: frameWidth))
        return max(0, (frameWidth - gap * (across - 1)) / across)
    }

    /// The columns holding the items from `start` that fit in `frame`, left to right.
    /// - Parameter forceFirst: place the first item even when it is taller than a column (its
    ///   overflow is for the caller to clip), so a layout always moves on.
    package func fill(_ frame: Rect, from start: Int, forceFirst: Bool = false) -> [Column] {
        fill(frame, from: start, forceFirst: forceFirst, upTo: count, spreadOver: nil)
    }

    /// The columns holding at most the items `start..<last` that fit in `frame`, each as full
    /// as it goes.
    package func fill(_ frame: Rect, from start: Int, upTo last: Int) -> [Column] {
        fill(frame, from: start, forceFirst: false, upTo: min(last, count), spreadOver: nil)
    }

    /// The columns holding at most the items `start..<last` that fit in `frame`, spread evenly
    /// over the columns they need (20 + 20 + 19 + 19, not 24 + 24 + 24 + 6), so no column ends
    /// in a stub.
    package func fillEvenly(_ frame: Rect, from start: Int, upTo last: Int) -> [Column] {
        let greedy = fill(frame, from: start, upTo: last)
        guard greedy.count > 1, let end = greedy.last?.items.upperBound else { return greedy }
        return fill(frame, from: start, forceFirst: false, upTo: end, spreadOver: greedy.count)
    }

    /// - Parameter spreadOver: columns the items are shared out over, each taking its even
    ///   share of those left; nil fills each column as full as it goes.
    private func fill(_ frame: Rect, from start: Int, forceFirst: Bool, upTo last: Int, spreadOver: Int?) -> [Column] {
        let width = columnWidth(in: frame.width)
        var columns: [Column] = []
        var next = start
        var x = frame.minX
        for _ in 0..<columnsAcross(width: frame.width) where next < last {
            let columnsLeft = spreadOver.map { max(1, $0 - columns.count) } ?? 1
            let share = (last - next + columnsLeft - 1) / columnsLeft
            var end = columnEnd(from: next, height: frame.height, upTo: next + share)
            if end == start, forceFirst { end = start + 1 }
            guard end > next else { break }
            columns.append(
                Column(items: next..<end, rect: Rect(x: x, y: frame.minY, width: width, height: frame.height)))
            next = end
            x += width + gap
        }
        return columns
    }

    /// The end of the items from `start` (before `last`) that fit a column of this height. An
    /// item that keeps with the next is never left alone at a column's foot.
    func columnEnd(from start: Int, height: Double, upTo last: Int? = nil) -> Int {
        let last = min(last ?? count, count)
        var used = columnHeader
        var end = start
        while end < last, used + heights[end] <= height + 1e-9 {
            used += heights[end]
            end += 1
        }
        if end > start + 1, end < count, keepsWithNext.indices.contains(end - 1), keepsWithNext[end - 1] { end -= 1 }
        return end
    }
}
