import PlotCore

/// Which line of its input a table row came from, found only when a message needs it (a
/// chart's error or note about a row): the input is walked again up to that row, so reading
/// a table keeps nothing a row for it and costs nothing more. Rows the reader skipped as bad
/// are judged again the same way, so the count matches.
struct RowLines: @unchecked Sendable {
    /// Where the bytes are to be found again.
    enum Input {
        case path(String, TextEncoding)
        /// The bytes themselves: standard input (read once) or bytes a library caller gave.
        case bytes([UInt8], TextEncoding)
    }

    let walk: RowWalk
    let format: TableFormat
    /// Rows the reader left out: when none, every record is a row and no cell is converted.
    let skipped: Int
    var input: Input?

    /// Standard input is kept for this up to this size; a bigger one names rows by number.
    static let keptInputLimit = 64 << 20

    /// `line 7`, as `CellPlace` words it; nil when the input cannot be read again.
    func place(ofRow row: Int) -> String? {
        switch input {
        case nil: return nil
        case .path(let path, let encoding)?:
            return (try? InputFile.read(path, encoding: encoding) { bytes, _, _ in try place(ofRow: row, in: bytes) })
                ?? nil
        case .bytes(let bytes, let encoding)?:
            return bytes.withUnsafeBufferPointer { raw in
                (try? encoding.withUTF8(raw) { try place(ofRow: row, in: $0) }) ?? nil
            }
        }
    }

    private func place(ofRow row: Int, in bytes: UnsafeBufferPointer<UInt8>) throws -> String? {
        switch format {
        case .csv:
            var source = try CSVRecords(bytes)
            source.settle(decimalComma: walk.decimalComma)
            source.settle(thousandsPoint: walk.thousandsPoint)
            source.settle(thousandsComma: walk.thousandsComma)
            return try place(ofRow: row, in: &source)
        case .json, .jsonLines:
            var source = JSONRecords(bytes, lines: format == .jsonLines)
            return try place(ofRow: row, in: &source)
        }
    }

    private func place<Source: RecordSource>(ofRow row: Int, in source: inout Source) throws -> String? {
        let converter = CellConverter(
            bytes: source.bytes, decimalComma: walk.decimalComma, thousandsPoint: walk.thousandsPoint,
            thousandsComma: walk.thousandsComma)
        var cells = [TableCell](repeating: .absent, count: walk.names.count)
        var scratch = [Double](repeating: 0, count: walk.kept.count)
        let times = UnsafeMutablePointer<TimeParser>.allocate(capacity: max(1, walk.kept.count))
        for (position, column) in walk.kept.enumerated() {
            (times + position).initialize(
                to: TimeParser(zone: walk.options.timeZone, reading: walk.readings[column]))
        }
        defer {
            times.deinitialize(count: walk.kept.count)
            times.deallocate()
        }
        var rows = 0
        while true {
            switch try source.next(&cells) {
            case .end: return nil
            case .bad: continue
            case .row:
                if skipped > 0, try walk.convert(cells, into: &scratch, converter, times, source) != nil { continue }
                if rows == row { return source.place() }
                rows += 1
            }
        }
    }
}
