// Table files (`plot --input data.csv --x date --x-type unix-s ...`): TableReader on any bytes,
// with its options taken from the first two bytes - the format (or detection), a column type
// forced on column 1 or 2, a time format given it, bad rows skipped or not, the zone of times
// written without one -
// returns a table whose columns all hold its row count, whose category codes name its labels
// (each label used), whose time cells are instants a calendar can name, or throws InputError;
// nothing else.
import Foundation
import Input
import PlotCore

private let formats: [TableFormat?] = [nil, .csv, .json, .jsonLines]
private let types: [ColumnType?] = [nil, .number, .time, .category, .unixSeconds, .unixMilliseconds, nil, nil]
// UTC; a zone with DST at 02:00; one whose DST shifts by half an hour; one whose offset changed.
// `--time-format`s: day first, compact, 12-hour with two-digit years, names, fractions and offsets.
private let timeFormats: [TimeFormat?] =
    [nil, nil, nil, nil]
    + ["%d.%m.%Y %H:%M", "%Y%m%d%H%M%S", "%m/%d/%y %I:%M %p", "%b %d, %Y %H:%M:%S.%f%z"].map { try! TimeFormat($0) }
private let zones = ["UTC", "America/New_York", "Australia/Lord_Howe", "Europe/Moscow"].map {
    TimeZone(identifier: $0) ?? TimeZone(secondsFromGMT: 0)!
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 2 else { return 0 }
    let (first, second) = (data[0], data[1])
    let bytes = UnsafeBufferPointer(start: data + 2, count: size - 2)
    let format = formats[Int(first & 3)]
    let forced = types[Int(first >> 2 & 7)]
    var options = TableReadOptions(
        format: format, timeZone: zones[Int(second & 3)], skipBadRows: first & 0x20 != 0)
    let reference = second & 4 == 0 ? "1" : "2"
    if let forced { options.columnTypes[reference] = forced }
    let timeFormat = timeFormats[Int(second >> 3 & 7)]
    if let timeFormat { options.timeFormats[reference] = timeFormat }
    let reading: TableReading
    do {
        reading =
            format == nil
            ? try TableReader.read(Array(bytes), options: options)
            : try TableReader.read(
                bytes, format: format!, options: options,
                consumed: { precondition($0.upperBound <= bytes.count && $0.lowerBound <= $0.upperBound) })
    } catch is InputError {
        return 0
    } catch {
        fatalError("TableReader threw \(error), not an InputError")
    }
    let table = reading.table
    precondition(table.rowCount >= 1 && !table.columns.isEmpty, "a table without rows or columns")
    precondition(table.rowCount + reading.skippedRows <= bytes.count, "more rows than the bytes can hold")
    precondition(options.skipBadRows || reading.skippedRows == 0, "rows skipped without skipBadRows")
    precondition((reading.skippedRows > 0) == (reading.firstSkipped != nil), "skipped rows without the first named")
    for column in table.columns {
        precondition(column.count == table.rowCount, "column \(column.name) holds \(column.count) of \(table.rowCount)")
        switch column.values {
        case .categories(let codes, let labels):
            var used = [Bool](repeating: false, count: labels.count)
            for code in codes {
                precondition(code >= -1 && Int(code) < labels.count, "code \(code) of \(labels.count) labels")
                if code >= 0 { used[Int(code)] = true }
            }
            precondition(!used.contains(false), "a label no row has")
            let groups = table.groupedBy(column)
            precondition(groups.reduce(0) { $0 + $1.table.rowCount } == table.rowCount - column.missingCount)
        case .times(let values):
            for value in values where !value.isNaN {
                precondition(value.isFinite, "a time column holds \(value)")
            }
        case .numbers: break
        }
        for row in 0..<table.rowCount { _ = column.text(at: row) }
    }
    if let forced {
        // By name first ("1" may be a column's name), else by number.
        let index = try! TableReader.resolveColumn(reference, in: table.columnNames)
        precondition(table.columns[index].kind == forced.kind, "the forced type was not kept")
    }
    if timeFormat != nil, let index = try? TableReader.resolveColumn(reference, in: table.columnNames) {
        precondition(table.columns[index].kind == .time, "a column with a time format holds times")
    }
    return 0
}
