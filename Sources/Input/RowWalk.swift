import Foundation
import PlotCore

/// The second walk over a table's rows: each kept cell converted and checked against its
/// column's type, into one builder a kept column. A walk covers one run of rows: the whole
/// input, or one chunk of a CSV file read beside the others.
struct RowWalk {
    let names: [String]
    let types: [ColumnType]
    /// How each time column's cells are read (by file column).
    let readings: [TimeReading]
    /// The columns converted, by index, in file order; the others are stepped over unread.
    let kept: [Int]
    let options: TableReadOptions
    let decimalComma: Bool
    /// Whether the source's points group thousands (`RecordSource.thousandsPoint`), and its
    /// commas (`thousandsComma`).
    var thousandsPoint = false
    var thousandsComma = false

    struct Outcome {
        var builders: [ColumnBuilder]
        var skipped = 0
        var firstSkipped: String?
        /// Rows whose values only widened the ranges (`ranges`), not in the builders.
        var widened = 0
        /// Wall times read that the clocks skipped (a spring-forward gap of the zone).
        var skippedTimes = 0
    }

    /// The columns a source may read as numbers while it looks for their ends: the kept ones
    /// that hold numbers.
    var numberColumns: [Bool] {
        var numbers = [Bool](repeating: false, count: types.count)
        for column in kept where [.number, .unixSeconds, .unixMilliseconds].contains(types[column]) {
            numbers[column] = true
        }
        return numbers
    }

    /// - Parameters:
    ///   - strict: stop at the first row that does not read and return nil, whatever
    ///     `skipBadRows` says: a chunk's messages would count lines from its own start, so the
    ///     input is then walked again whole.
    ///   - reserve: rows to make room for.
    ///   - regions: with `strict`, where each kept column's values go (by kept position): a
    ///     chunk's rows in columns the other chunks fill too. The walk stops with nil when its
    ///     rows do not fit.
    ///   - block: with `deliver`, the kept columns' values are handed on every `block` rows
    ///     (and at the end) and then dropped: a walk that keeps nothing.
    ///   - ranges: with `deliver`, when every kept column holds numbers: plain rows only
    ///     widen these (one a kept column) and are not handed on; the others are.
    ///   - consumed: told of each run of bytes done with, every 8 MiB or so.
    func run<Source: RecordSource>(
        _ source: inout Source, strict: Bool, reserve: Int, regions: [UnsafeMutableBufferPointer<Double>]? = nil,
        block: Int = 0, deliver: ((_ columns: [[Double]]) -> Void)? = nil,
        ranges: UnsafeMutablePointer<NumberRange>? = nil, consumed: ((Range<Int>) -> Void)?
    ) throws -> Outcome? {
        precondition(regions == nil || (strict && deliver == nil), "only a strict walk writes into regions")
        let converter = CellConverter(
            bytes: source.bytes, decimalComma: decimalComma, thousandsPoint: thousandsPoint,
            thousandsComma: thousandsComma)
        var outcome = Outcome(builders: kept.map { ColumnBuilder(type: types[$0]) })
        if let regions {
            for position in outcome.builders.indices { outcome.builders[position].region = regions[position] }
        }
        var cells = [TableCell](repeating: .absent, count: names.count)
        var scratch = [Double](repeating: 0, count: kept.count)
        var releasedTo = 0
        var nextReport = 1 << 23
        var inBlock = 0
        // Rows of numbers and times are read straight into `scratch` (no cell a field) while
        // they are plain; any other row goes through the cells.
        // Unix times are checked against their range, so they take the cells' way too.
        // (A mask, not `kept.contains`: that was quadratic in the columns of a wide file.)
        var isKept = [Bool](repeating: false, count: types.count)
        for column in kept { isKept[column] = true }
        let plan: [PlainField]? =
            kept.contains(where: { [.unixSeconds, .unixMilliseconds].contains(types[$0]) })
            ? nil
            : types.indices.map { column in
                guard isKept[column] else { return .skip }
                switch types[column] {
                case .time: return readings[column].format == nil ? .time : .formattedTime
                case .category: return .category
                default: return .number
                }
            }
        // One parser a kept column (by kept position), each reading times as its column writes them.
        let times = UnsafeMutablePointer<TimeParser>.allocate(capacity: max(1, kept.count))
        for (position, column) in kept.enumerated() {
            (times + position).initialize(to: TimeParser(zone: options.timeZone, reading: readings[column]))
        }
        // One label coder a kept column, shared by the plain rows and the cells' rows; moved
        // into the builders at the end.
        let labels = UnsafeMutablePointer<LabelCoder>.allocate(capacity: max(1, kept.count))
        labels.initialize(repeating: LabelCoder(), count: kept.count)
        defer {
            times.deinitialize(count: kept.count)
            times.deallocate()
            labels.deinitialize(count: kept.count)
            labels.deallocate()
        }
        // A batch of plain rows, a column after another, appended to the builders at once.
        let batchRows = 256
        let batch = UnsafeMutablePointer<Double>.allocate(capacity: batchRows * max(1, kept.count))
        defer { batch.deallocate() }
        let room = regions != nil ? 0 : deliver == nil ? min(reserve, 1 << 28) : block
        for position in outcome.builders.indices { outcome.builders[position].reserveCapacity(room) }
        func handOn() {
            deliver?(outcome.builders.map(\.values))
            for position in outcome.builders.indices {
                outcome.builders[position].values.removeAll(keepingCapacity: true)
            }
            inBlock = 0
        }
        // The bytes before `offset` are done with: said every 8 MiB or so.
        func reportConsumed(upTo offset: Int) {
            guard let consumed, offset >= nextReport else { return }
            consumed(releasedTo..<offset)
            releasedTo = offset
            nextReport = offset + (1 << 23)
        }
        // Rows of numbers alone only widen `ranges`, when it is given.
        let widens = ranges != nil && plan?.allSatisfy({ $0 == .number }) == true
        rows: while true {
            if let plan {
                if let ranges, widens {
                    let read = source.widenPlain(plan.count, ranges: ranges, rows: batchRows)
                    outcome.widened += read
                    reportConsumed(upTo: source.rowStart)
                    if read == batchRows { continue rows }
                }
                let read =
                    widens
                    ? 0
                    : source.nextPlain(
                        plan, into: batch, stride: batchRows, rows: batchRows, times: times, labels: labels)
                if read > 0 {
                    for position in kept.indices {
                        guard
                            outcome.builders[position].append(
                                contentsOf: UnsafeBufferPointer(start: batch + position * batchRows, count: read))
                        else { return nil }
                    }
                    if deliver != nil {
                        inBlock += read
                        if inBlock >= block { handOn() }
                    }
                    reportConsumed(upTo: source.rowStart)
                    // A full batch: the rows are plain, read on. Else the next one is not
                    // (or there is none): the cells read it.
                    if read == batchRows { continue rows }
                }
            }
            let problem: String
            switch try source.next(&cells) {
            case .end: break rows
            case .bad(let reason): problem = reason
            case .row:
                if let bad = try convert(cells, into: &scratch, converter, times, source) {
                    problem = CellPlace.describe(source.place(), column: names[kept[bad.position]], bad.reason)
                    break
                }
                for (position, column) in kept.enumerated() {
                    if types[column].kind == .category {
                        let code = try converter.code(cells[column], &labels[position], source)
                        outcome.builders[position].codes.append(code)
                    } else {
                        guard outcome.builders[position].append(scratch[position]) else { return nil }
                    }
                }
                if deliver != nil {
                    inBlock += 1
                    if inBlock == block { handOn() }
                }
                reportConsumed(upTo: source.rowStart)
                continue rows
            }
            if strict { return nil }
            guard options.skipBadRows else { throw InputError(problem) }
            outcome.skipped += 1
            if outcome.firstSkipped == nil { outcome.firstSkipped = problem }
        }
        if deliver != nil && inBlock > 0 { handOn() }
        for position in kept.indices {
            outcome.skippedTimes += times[position].skippedTimes
            outcome.builders[position].labels = labels[position]
        }
        return outcome
    }

    /// Every kept cell of a row that is not a category, converted into `scratch` (by kept
    /// position); the first cell that does not fit its column, if any.
    func convert<Source: RecordSource>(
        _ cells: [TableCell], into scratch: inout [Double], _ converter: CellConverter,
        _ times: UnsafeMutablePointer<TimeParser>, _ source: Source
    ) throws -> (position: Int, reason: String)? {
        for (position, column) in kept.enumerated() {
            let cell = cells[column]
            switch types[column] {
            case .category:
                if cell.kind == .nested { return (position, "an object or array is not a value") }
            case .number:
                guard let value = try converter.number(cell, source) else {
                    return (position, try converter.numberProblem(cell, source))
                }
                scratch[position] = value
            case .time:
                guard let value = try converter.time(cell, source, &times[position]) else {
                    return (position, try converter.timeProblem(cell, source, readings[column]))
                }
                scratch[position] = value
            case .unixSeconds, .unixMilliseconds:
                guard let value = try converter.number(cell, source) else {
                    return (position, try converter.numberProblem(cell, source))
                }
                let seconds = types[column] == .unixSeconds ? value : value / 1000
                guard !(abs(seconds) > TableReader.maxUnixSeconds) else {
                    return (
                        position, "\(try converter.text(cell, source).clipped) is not a time: \(TableReader.timeLimit)"
                    )
                }
                scratch[position] = seconds
            }
        }
        return nil
    }
}

/// One column's values as they are converted: into its own array, or into a region of a
/// column that other chunks' walks fill beside it.
struct ColumnBuilder {
    let type: ColumnType
    var values: [Double] = []
    var codes: [Int32] = []
    var labels = LabelCoder()
    /// Where the values go instead of `values`, when the walk writes into a shared column.
    var region: UnsafeMutableBufferPointer<Double>?
    /// How many values were written into `region`.
    private(set) var regionCount = 0

    /// Appends `run` (a category's codes, as `nextPlain` writes them); false when it does not
    /// fit in the region.
    @inline(__always)
    mutating func append(contentsOf run: UnsafeBufferPointer<Double>) -> Bool {
        if type.kind == .category {
            codes.append(contentsOf: run.lazy.map { Int32($0) })
            return true
        }
        guard let region else {
            values.append(contentsOf: run)
            return true
        }
        guard run.count <= region.count - regionCount, let from = run.baseAddress else { return run.isEmpty }
        (region.baseAddress! + regionCount).initialize(from: from, count: run.count)
        regionCount += run.count
        return true
    }

    @inline(__always)
    mutating func append(_ value: Double) -> Bool {
        guard let region else {
            values.append(value)
            return true
        }
        guard regionCount < region.count else { return false }
        region[regionCount] = value
        regionCount += 1
        return true
    }

    mutating func reserveCapacity(_ rows: Int) {
        if type.kind == .category { codes.reserveCapacity(rows) } else { values.reserveCapacity(rows) }
    }

    /// A category column's chunks, in file order, as one: codes renumbered in the order the
    /// labels first appear in the chunks, as one walk over them all numbers them. The chunks
    /// are renumbered into their places on the cores at once.
    static func joined(_ chunks: [ColumnBuilder]) -> ColumnBuilder {
        var whole = ColumnBuilder(type: chunks[0].type)
        let renumbered = chunks.map { chunk in chunk.labels.labels.map { whole.labels.code($0) } }
        var starts = [0]
        for chunk in chunks { starts.append(starts[starts.count - 1] + chunk.codes.count) }
        whole.codes = [Int32](unsafeUninitializedCapacity: starts[chunks.count]) { buffer, initialized in
            let base = buffer.baseAddress
            _ = Parallel.map(chunks.count) { index in
                let (codes, start) = (renumbered[index], starts[index])
                for (offset, code) in chunks[index].codes.enumerated() {
                    base![start + offset] = code < 0 ? -1 : codes[Int(code)]
                }
            }
            initialized = starts[chunks.count]
        }
        return whole
    }

    var finished: ColumnValues {
        switch type.kind {
        case .number: return .numbers(values)
        case .time: return .times(values)
        case .category: return .categories(codes: codes, labels: labels.labels)
        }
    }
}
