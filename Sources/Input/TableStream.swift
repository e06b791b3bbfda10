import Foundation
import PlotCore

/// The columns a stream walks, as the file names them.
public struct StreamedColumns: Sendable, Equatable {
    /// The x column's name.
    public var x: String
    /// Whether x holds times (seconds since 1970) rather than numbers.
    public var xIsTime: Bool
    /// The y columns' names.
    public var ys: [String]
    /// How many columns the file has, read or not.
    package var fileColumnCount: Int
}

/// The rows a stream only measured (`widening`): how many, and the ranges of their x and y
/// values, over every chunk.
package struct WidenedRows: Sendable, Equatable {
    var count = 0
    var x = NumberRange()
    var ys: [NumberRange]

    mutating func merge(_ other: WidenedRows) {
        count += other.count
        x.merge(other.x)
        for index in ys.indices { ys[index].merge(other.ys[index]) }
    }
}

extension TableReader {
    /// Walks a CSV file's x column and number columns as y without keeping them: each chunk of
    /// rows (one a thread, `options.threads`) gets a state of its own from `start` and hands it
    /// its rows' values a block at a time, in file order, through `add(&state, xs, ys)`; the
    /// states come back in chunk order, to be merged in that order. Both closures run on
    /// several threads at once, each on its own state. What a chart of a file too big to hold
    /// needs: its memory is the states and one block a thread, whatever the file's size.
    ///
    /// nil when the input cannot be walked so - standard input, not CSV, x not a number or time
    /// column, a y not a number column, a row that does not read (skipped or not), or any
    /// other error: the caller then reads the table whole, which says what is wrong.
    ///
    /// Each of `ys` names a column or a comma-separated list of them (`--y a,b`, split as
    /// `resolveColumns` splits it): `add` gets a y column each, `columns.ys` names them.
    ///
    /// With `widening`, the rows of plain numbers of a file of number columns alone are not
    /// handed on: they only widen the ranges `widened` returns (a first pass wants no more of
    /// them, and most values then need no exact conversion). The other rows are handed on.
    package static func stream<State>(
        path: String, x: String, ys: [String], options: TableReadOptions, widening: Bool = false,
        start: @escaping () -> State, add: @escaping (inout State, _ xs: [Double], _ ys: [[Double]]) -> Void
    ) -> (columns: StreamedColumns, states: [State], widened: WidenedRows)? {
        guard path != "-" else { return nil }
        let walked = try? InputFile.read(path, encoding: options.encoding) {
            bytes, _, release -> (StreamedColumns, [State], WidenedRows)? in
            guard (options.format ?? TableFormat.detect(name: path, bytes: bytes)) == .csv else { return nil }
            var source = try CSVRecords(bytes)
            var walked = options
            walked.columns = [x] + ys
            let (types, _, readings, _) = try inferTypes(&source, decimalComma: source.decimalComma, walked)
            let names = source.names
            let xColumn = try resolveColumn(x, in: names)
            let yColumns = try ys.flatMap { try resolveColumns($0, in: names) }
            // (Points that group thousands are read from each cell's text: the whole read does that.)
            guard types[xColumn].kind != .category, yColumns.allSatisfy({ types[$0] == .number }),
                !source.thousandsPoint
            else { return nil }
            let walk = RowWalk(
                names: names, types: types, readings: readings, kept: Set([xColumn] + yColumns).sorted(),
                options: walked,
                decimalComma: source.decimalComma, thousandsComma: source.thousandsComma)
            source.restart(numberColumns: walk.numberColumns)
            let xPosition = walk.kept.firstIndex(of: xColumn)!
            let yPositions = yColumns.map { walk.kept.firstIndex(of: $0)! }
            let chunks = source.chunks(bytes.count >= chunkedAbove ? options.threads : 1)
            let walks = try Parallel.map(chunks.count) { index -> (State, WidenedRows)? in
                var records = chunks[index].records
                var state = start()
                var ranges = [NumberRange](repeating: NumberRange(), count: walk.kept.count)
                let outcome = try ranges.withUnsafeMutableBufferPointer { ranges in
                    try walk.run(
                        &records, strict: true, reserve: 0, block: 1 << 12,
                        deliver: { columns in add(&state, columns[xPosition], yPositions.map { columns[$0] }) },
                        ranges: widening ? ranges.baseAddress : nil,
                        consumed: shifted(release, by: chunks[index].base))
                }
                guard let outcome else { return nil }
                return (
                    state,
                    WidenedRows(count: outcome.widened, x: ranges[xPosition], ys: yPositions.map { ranges[$0] })
                )
            }
            guard walks.allSatisfy({ $0 != nil }) else { return nil }
            var widened = WidenedRows(ys: Array(repeating: NumberRange(), count: yColumns.count))
            for walk in walks { widened.merge(walk!.1) }
            let columns = StreamedColumns(
                x: names[xColumn], xIsTime: types[xColumn].kind == .time, ys: yColumns.map { names[$0] },
                fileColumnCount: names.count)
            return (columns, walks.map { $0!.0 }, widened)
        }
        return walked ?? nil
    }
}
