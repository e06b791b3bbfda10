import PlotCore

/// How much of each device pixel a set of boxes covers, as an 8-bit alpha mask (the layout of
/// Cairo's A8 surfaces): a pixel gets the largest share any one box covers of it. Over the
/// middle of a band, where boxes overlap, that is all of it; along its edges the largest share
/// stands for the union, where Cairo's own fill of overlapping boxes sorts every box edge
/// against the others (tens of thousands of boxes make that slower than stroking the band).
/// The largest share does not depend on the order the boxes come in.
struct BoxCoverage {
    /// The mask's top left corner in device pixels, and its size.
    let left: Int
    let top: Int
    let width: Int
    let height: Int

    /// Draws `boxes` (device pixels) into `mask`, whose rows are `stride` bytes apart and
    /// start cleared: the upper and lower half of the rows at once, each thread writing only
    /// its own rows.
    func draw(_ boxes: [Rect], into mask: UnsafeMutablePointer<UInt8>, stride: Int) {
        let shared = MaskAddress(mask)
        _ = Parallel.map([0..<height / 2, height / 2..<height]) { rows in
            draw(boxes, rows: rows, into: shared.pointer, stride: stride)
        }
    }

    private func draw(_ boxes: [Rect], rows: Range<Int>, into mask: UnsafeMutablePointer<UInt8>, stride: Int) {
        for box in boxes {
            let x0 = box.minX - Double(left)
            let x1 = box.maxX - Double(left)
            let y0 = box.minY - Double(top)
            let y1 = box.maxY - Double(top)
            let firstColumn = max(0, Int(x0.rounded(.down)))
            let endColumn = min(width, Int(x1.rounded(.up)))
            let firstRow = max(rows.lowerBound, Int(y0.rounded(.down)))
            let endRow = min(rows.upperBound, Int(y1.rounded(.up)))
            guard firstColumn < endColumn, firstRow < endRow else { continue }
            // A box is a few columns wide and many rows tall: its share across is worked out
            // once a column.
            for column in firstColumn..<endColumn {
                let share = Self.overlap(Double(column), x0, x1)
                for row in firstRow..<endRow {
                    let alpha = UInt8(Self.overlap(Double(row), y0, y1) * share * 255 + 0.5)
                    let pixel = mask + row * stride + column
                    if alpha > pixel.pointee { pixel.pointee = alpha }
                }
            }
        }
    }

    /// How much of the unit interval from `start` the interval `low...high` covers.
    private static func overlap(_ start: Double, _ low: Double, _ high: Double) -> Double {
        max(0, min(start + 1, high) - max(start, low))
    }
}

/// The mask's address, handed to the threads drawing its halves.
private struct MaskAddress: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt8>
    init(_ pointer: UnsafeMutablePointer<UInt8>) { self.pointer = pointer }
}
