extension M4Pyramid {
    /// Hands `body` the runs of points in `range`, in index order, that may hold a point
    /// `mayHold` looks for, judged by the lowest and highest value of each block: a block
    /// `mayHold(lowest, highest)` rules out is skipped whole, at the highest level that lies
    /// inside the range, so a search near one place costs the log of the points and the points
    /// of the blocks near it (`/near`'s nearest point). A block of gaps only is skipped; the
    /// points at the range's ends outside whole level-0 blocks are handed as they are.
    package func runs(
        in range: Range<Int>, mayHold: (_ lowest: Double, _ highest: Double) -> Bool, _ body: (Range<Int>) -> Void
    ) {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return }
        var open: Range<Int>?
        func hand(_ run: Range<Int>) {
            guard !run.isEmpty else { return }
            if let current = open, current.upperBound == run.lowerBound {
                open = current.lowerBound..<run.upperBound
                return
            }
            if let current = open { body(current) }
            open = run
        }
        func visit(level: Int, block: Int) {
            let extremes = blocks[levelStarts[level] + block]
            guard extremes.low >= 0, mayHold(extremes.lowY, extremes.highY) else { return }
            guard level > 0 else {
                hand((block << Self.blockShift)..<((block + 1) << Self.blockShift))
                return
            }
            visit(level: level - 1, block: 2 * block)
            visit(level: level - 1, block: 2 * block + 1)
        }
        // The whole level-0 blocks inside the range, first..<last.
        var first = (range.lowerBound + Self.blockSize - 1) >> Self.blockShift
        let last = range.upperBound >> Self.blockShift
        guard first < last else {
            body(range)
            return
        }
        hand(range.lowerBound..<(first << Self.blockShift))
        while first < last {
            // The highest level whose block starts here and ends within the range: it exists,
            // as a level holds every whole block of twice the points below it.
            var level = 0
            while level + 1 < levelStarts.count, first & ((2 << level) - 1) == 0, first + (2 << level) <= last {
                level += 1
            }
            visit(level: level, block: first >> level)
            first += 1 << level
        }
        hand((last << Self.blockShift)..<range.upperBound)
        if let current = open { body(current) }
    }
}
