import Foundation
import PlotCore
import XCTest

@testable import Input

/// A big CSV file read on two threads, a chunk of rows each, is the table one thread reads; a
/// stream of it hands on the same values in file order; only the columns asked for are read.
final class TableChunksTests: XCTestCase {
    /// About 1.6 MiB, over `TableReader.chunkedAbove`: ISO times, numbers with gaps, a label.
    let big: [UInt8] = {
        var text = "t,a,b,name\n"
        for row in 0..<40_000 {
            let (minute, second) = (row / 60 % 60, row % 60)
            let hour = row / 3600
            let time = "2020-01-0\(1 + hour / 24)T\(pad(hour % 24)):\(pad(minute)):\(pad(second))Z"
            let a = row % 97 == 0 ? "" : String(Double((row * 7919) % 10_007) / 8)
            text += "\(time),\(a),\(-row * 3),n\(row % 5)\n"
        }
        return Array(text.utf8)
    }()

    func bits(_ table: DataTable) -> [[UInt64]] {
        table.columns.map { column in
            switch column.values {
            case .numbers(let values), .times(let values): return values.map(\.bitPattern)
            case .categories(let codes, _): return codes.map { UInt64(bitPattern: Int64($0)) }
            }
        }
    }

    func read(_ bytes: [UInt8], threads: Int, columns: [String]? = nil) throws -> TableReading {
        try TableReader.read(bytes, options: TableReadOptions(columns: columns, threads: threads))
    }

    func testTwoThreadsReadTheTableOneThreadReads() throws {
        try big.withUnsafeBufferPointer { bytes in
            XCTAssertEqual(try CSVRecords(bytes).chunks(2).count, 2, "the file is split")
        }
        let one = try read(big, threads: 1, columns: ["t", "a", "b"])
        let two = try read(big, threads: 2, columns: ["t", "a", "b"])
        XCTAssertEqual(one.table.rowCount, 40_000)
        XCTAssertEqual(bits(one.table), bits(two.table))
        XCTAssertEqual(one.table.columnNames, two.table.columnNames)
        // With a category kept, the labels' codes follow first appearance: one walk.
        XCTAssertEqual(bits(try read(big, threads: 1).table), bits(try read(big, threads: 2).table))
    }

    /// Category columns read in chunks: each chunk numbers its labels, and joined they are
    /// numbered as one walk numbers them, in the order they first appear in the file.
    func testCategoriesReadInChunksKeepTheirFirstAppearanceOrder() throws {
        var text = "k,v,q\n"
        for row in 0..<80_000 {
            // New labels keep appearing through the file; missing and quoted cells among them.
            let label = row % 101 == 0 ? "" : "k\((row * 7) % (1 + row / 500))"
            text += "\(label),\(row),\(row % 3 == 0 ? "\"a \"\"\(row % 4)\"\"\"" : "NA")\n"
        }
        let bytes = Array(text.utf8)
        XCTAssertGreaterThan(bytes.count, TableReader.chunkedAbove, "the file is read in chunks")
        let one = try read(bytes, threads: 1).table
        let two = try read(bytes, threads: 2).table
        XCTAssertEqual(one.rowCount, 80_000)
        XCTAssertEqual(bits(one), bits(two))
        XCTAssertEqual(one, two, "codes and labels")
        guard case .categories(_, let labels) = two.columns[0].values else { return XCTFail("k is categories") }
        XCTAssertEqual(Array(labels.prefix(3)), ["k0", "k1", "k2"])
    }

    func testACutInsideAQuotedFieldReadsTheFileWhole() throws {
        // A quoted note holding 30,000 lines of numbers sits across the middle: a chunk cut
        // inside it must not make rows of them.
        var text = "n,note\n"
        for row in 0..<20_000 { text += "\(row),x\n" }
        text += "20000,\"" + (0..<30_000).map { "\($0),\($0)" }.joined(separator: "\n") + "\"\n"
        for row in 20_001..<40_000 { text += "\(row),y\n" }
        let bytes = Array(text.utf8)
        let one = try read(bytes, threads: 1, columns: ["n"])
        let two = try read(bytes, threads: 2, columns: ["n"])
        XCTAssertEqual(one.table.rowCount, 40_000)
        XCTAssertEqual(bits(one.table), bits(two.table))
    }

    /// Chunks write into the table's columns from the row their line breaks allow: lines that
    /// are not rows (blank ones, breaks inside quotes) leave gaps that must close up, CRLF
    /// lines and a last line without a break still count.
    func testChunksWithFewerRowsThanLinesCloseUp() throws {
        var text = "n,note,v\r\n"
        for row in 0..<70_000 {
            text += "\(row),\(row % 1000 == 7 ? "\"two\nlines\"" : "x"),\(Double(row) / 4)\r\n"
            if row % 777 == 0 { text += "\r\n   \n" }
        }
        text += "70000,end,17500"
        let bytes = Array(text.utf8)
        XCTAssertGreaterThan(bytes.count, TableReader.chunkedAbove, "the file is read in chunks")
        try bytes.withUnsafeBufferPointer { bytes in
            XCTAssertEqual(try CSVRecords(bytes).chunks(2).count, 2, "the file is split")
        }
        let one = try read(bytes, threads: 1, columns: ["n", "v"])
        let two = try read(bytes, threads: 2, columns: ["n", "v"])
        XCTAssertEqual(one.table.rowCount, 70_001)
        XCTAssertEqual(bits(one.table), bits(two.table))
        XCTAssertEqual(two.table.rowCount, 70_001)
    }

    /// A wide file (3,000 columns, every one kept) read in chunks: each column holds its own
    /// values, in the file's order.
    func testAWideFileKeepsEveryColumnInPlace() throws {
        let width = 3000
        var text = (0..<width).map { "c\($0)" }.joined(separator: ",") + "\n"
        for row in 0..<120 { text += (0..<width).map { String(row * width + $0) }.joined(separator: ",") + "\n" }
        let bytes = Array(text.utf8)
        XCTAssertGreaterThan(bytes.count, TableReader.chunkedAbove, "the file is read in chunks")
        let table = try read(bytes, threads: 2).table
        XCTAssertEqual(table.columnNames.count, width)
        XCTAssertEqual(table.rowCount, 120)
        for column in [0, 1, 1499, 2999] {
            XCTAssertEqual(table.columnNames[column], "c\(column)")
            guard case .numbers(let values) = table.columns[column].values else {
                return XCTFail("c\(column) is numbers")
            }
            XCTAssertEqual(values, (0..<120).map { Double($0 * width + column) })
        }
    }

    /// Line breaks counted eight bytes at a time: as many as there are, on lengths around the
    /// counter's word and block sizes.
    func testLineBreaksAreCounted() {
        var state: UInt64 = 3
        for length in [0, 1, 7, 8, 9, 2039, 2040, 2041, 2048, 4096, 10_000] {
            let bytes = (0..<length).map { _ -> UInt8 in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return [0x0A, 0x0A, 0x0B, 0x8A, 0x09, 0x30, 0xFF, 0x2C][Int(state >> 61)]
            }
            let breaks = bytes.withUnsafeBufferPointer { LineBreaks.count($0) }
            XCTAssertEqual(breaks, bytes.filter { $0 == 0x0A }.count, "\(length) bytes")
        }
        let all = [UInt8](repeating: 0x0A, count: 5000)
        XCTAssertEqual(all.withUnsafeBufferPointer { LineBreaks.count($0) }, 5000, "every byte a break")
    }

    func testABadRowInAChunkIsReportedFromTheFileStart() throws {
        var bytes = big
        bytes += Array("2020-01-02T00:00:00Z,oops,1,n1\n".utf8)
        XCTAssertThrowsError(try read(bytes, threads: 2, columns: ["t", "a"])) { error in
            XCTAssertEqual("\(error)", "line 40002, column \"a\": \"oops\" is not a number")
        }
    }

    func testOnlyTheColumnsAskedForAreRead() throws {
        let reading = try read(Array("t,a,b,name\n1,2,3,x\n4,5,6,y\n".utf8), threads: 1, columns: ["b", "1"])
        XCTAssertEqual(reading.table.columnNames, ["t", "b"], "in file order")
        XCTAssertEqual(try reading.resolveColumn("b"), 1)
        XCTAssertEqual(try reading.resolveColumn("3"), 1, "numbers count the file's columns")
        XCTAssertEqual(try reading.resolveColumn("t"), 0)
        XCTAssertThrowsError(try reading.resolveColumn("a"))
        XCTAssertThrowsError(try reading.resolveColumn("zz"))
    }

    func testAStreamHandsOnTheValuesInFileOrderAndItsM4ColumnsMergeExactly() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-stream-\(UUID()).csv").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(big)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let table = try read(big, threads: 1, columns: ["t", "a", "b"]).table
        let m4 = M4Decimation(visible: Interval(1_577_836_800, 1_577_876_800), left: 0.5, width: 300)
        for threads in [1, 2] {
            let options = TableReadOptions(threads: threads)
            let streamed = try XCTUnwrap(
                TableReader.stream(
                    path: path, x: "t", ys: ["b", "a"], options: options,
                    start: { (xs: [Double](), ys: [[Double]](repeating: [], count: 2)) },
                    add: { state, xs, ys in
                        state.xs += xs
                        state.ys[0] += ys[0]
                        state.ys[1] += ys[1]
                    }))
            XCTAssertEqual(
                streamed.columns, StreamedColumns(x: "t", xIsTime: true, ys: ["b", "a"], fileColumnCount: 4))
            XCTAssertEqual(streamed.states.count, threads)
            let xs = streamed.states.flatMap(\.xs)
            XCTAssertEqual(bits(DataTable(columns: [DataColumn(name: "t", values: .times(xs))])), [bits(table)[0]])
            XCTAssertEqual(streamed.states.flatMap { $0.ys[0] }.map(\.bitPattern), bits(table)[2])
            XCTAssertEqual(streamed.states.flatMap { $0.ys[1] }.map(\.bitPattern), bits(table)[1])
            // Each chunk's columns, merged in file order, are one pass's.
            let columns = try XCTUnwrap(
                TableReader.stream(
                    path: path, x: "t", ys: ["a"], options: options, start: { M4Columns(m4) },
                    add: { columns, xs, ys in columns.add(xs: xs, ys: ys[0]) }))
            var merged = columns.states[0]
            for part in columns.states.dropFirst() { try merged.merge(part) }
            let whole = m4.decimate(xs: numbers(table, 0), ys: numbers(table, 1))
            XCTAssertEqual(merged.line().xs.map(\.bitPattern), whole.xs.map(\.bitPattern))
            XCTAssertEqual(merged.line().ys.map(\.bitPattern), whole.ys.map(\.bitPattern))
        }
        XCTAssertNil(
            TableReader.stream(
                path: path, x: "t", ys: ["name"], options: TableReadOptions(), start: { 0 }, add: { _, _, _ in }),
            "a y of labels is not streamed")
    }

    /// A first pass only measures plain rows: the ranges it gives, with the rows it hands on
    /// (a gap, a quoted number), are exactly the extents of the values read whole, though
    /// most values were only estimated; and every row is counted once.
    func testAWideningStreamMeasuresExactly() throws {
        var state: UInt64 = 11
        let next: () -> UInt64 = {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        var text = "x,y\n"
        for row in 0..<90_000 {
            // Seven-digit fractions near the ends, where an estimate can be a unit off.
            let x = Double(Int64(next() % 2_000_000_000) - 1_000_000_000) / 1e7
            let y =
                row % 501 == 0
                ? "" : row % 777 == 0 ? "\"12.5\"" : String(format: "%.6f", Double(next() % 1_000_000) / 7.0)
            text += String(format: "%.7f", x) + "," + y + "\n"
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-widen-\(UUID()).csv").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let table = try read(Array(text.utf8), threads: 1).table
        let (xs, ys) = (numbers(table, 0), numbers(table, 1))
        for threads in [1, 2] {
            let streamed = try XCTUnwrap(
                TableReader.stream(
                    path: path, x: "x", ys: ["y"], options: TableReadOptions(threads: threads), widening: true,
                    start: { (count: 0, x: NumberRange(), y: NumberRange()) },
                    add: { state, xs, ys in
                        state.count += xs.count
                        for value in xs { state.x.widen(value) }
                        for value in ys[0] where !value.isNaN { state.y.widen(value) }
                    }))
            var x = streamed.widened.x
            var y = streamed.widened.ys[0]
            for part in streamed.states {
                x.merge(part.x)
                y.merge(part.y)
            }
            XCTAssertEqual(streamed.widened.count + streamed.states.reduce(0) { $0 + $1.count }, 90_000)
            XCTAssertGreaterThan(streamed.widened.count, 89_000, "plain rows are only measured")
            XCTAssertEqual(x.low.bitPattern, xs.min()!.bitPattern)
            XCTAssertEqual(x.high.bitPattern, xs.max()!.bitPattern)
            XCTAssertEqual(y.low.bitPattern, ys.filter { !$0.isNaN }.min()!.bitPattern)
            XCTAssertEqual(y.high.bitPattern, ys.filter { !$0.isNaN }.max()!.bitPattern)
        }
    }

    /// A field that only starts like a plain number ("0,5" in a semicolon file, where the
    /// comma is the decimal mark) widens nothing: its row is read by the cells, whole.
    func testAWideningStreamLeavesRowsItCannotReadWhole() throws {
        var text = "x;y\n"
        for row in 0..<5_000 {
            // Decimal-comma values from 0,5 up, and bare ones from 1 up: a prefix "0" would
            // be the smallest x.
            text += row % 2 == 0 ? "\(row % 9),5;\(row % 7),25\n" : "\(row % 9 + 1);\(row % 7 + 1)\n"
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-widen-\(UUID()).csv").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let table = try read(Array(text.utf8), threads: 1).table
        let (xs, ys) = (numbers(table, 0), numbers(table, 1))
        let streamed = try XCTUnwrap(
            TableReader.stream(
                path: path, x: "x", ys: ["y"], options: TableReadOptions(threads: 1), widening: true,
                start: { (x: NumberRange(), y: NumberRange()) },
                add: { state, xs, ys in
                    for value in xs { state.x.widen(value) }
                    for value in ys[0] { state.y.widen(value) }
                }))
        var x = streamed.widened.x
        var y = streamed.widened.ys[0]
        for part in streamed.states {
            x.merge(part.x)
            y.merge(part.y)
        }
        XCTAssertEqual(streamed.widened.count, 2_500, "the bare rows are only measured")
        XCTAssertEqual([x.low, x.high, y.low, y.high], [xs.min()!, xs.max()!, ys.min()!, ys.max()!])
        XCTAssertEqual(x.low, 0.5)
    }

    /// An estimate a unit in the last place below a new largest value (or above a new
    /// smallest) still has it converted exactly.
    func testAnEstimateNearAnEndIsConvertedExactly() {
        var range = NumberRange()
        range.widen(estimate: 1, exact: { 1 })
        range.widen(estimate: 1, exact: { 1.0.nextUp })
        XCTAssertEqual(range.high, 1.0.nextUp)
        range.widen(estimate: 1.0.nextDown, exact: { 1.0.nextUp.nextUp })
        XCTAssertEqual(range.high, 1.0.nextUp.nextUp)
        range.widen(estimate: 1, exact: { 1.0.nextDown })
        XCTAssertEqual(range.low, 1.0.nextDown)
        range.widen(estimate: -3, exact: { -3 })
        range.widen(estimate: (-3.0).nextUp, exact: { (-3.0).nextDown })
        XCTAssertEqual(range.low, (-3.0).nextDown)
        var converted = false
        range.widen(
            estimate: 0.5,
            exact: {
                converted = true; return 0.5
            })
        XCTAssertFalse(converted, "a value well inside is only estimated")
    }

    func numbers(_ table: DataTable, _ column: Int) -> [Double] {
        switch table.columns[column].values {
        case .numbers(let values), .times(let values): return values
        case .categories: return []
        }
    }
}

private func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
