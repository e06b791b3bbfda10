import Foundation
import Input
import PlotCore

/// The table reader on 10^6 rows of `time,a,b,c` (ISO 8601 timestamps, three numbers), and
/// on the same x,y text CSVPointsReader reads, beside it in the same run.
func benchmarkTableReading(pointsText: [UInt8]) throws {
    var random = Seeded(state: 7)
    let rows = 1_000_000
    var text = "time,a,b,c\n"
    text.reserveCapacity(rows * 48)
    let start = 1_325_376_000  // 2012-01-01T00:00:00Z
    for row in 0..<rows {
        let civil = CivilTime(epochSeconds: Double(start + row * 60))
        let stamp = String(
            format: "%04d-%02d-%02dT%02d:%02d:00Z", civil.year, civil.month, civil.day, civil.hour, civil.minute)
        let a = Double.random(in: -50..<50, using: &random)
        text += String(format: "%@,%.3f,%.2f,%.1f\n", stamp, a, a * 2 + 7, Double(row % 1000) / 10)
    }
    let wide = Array(text.utf8)
    print("\n## Table reading (median of 5)\n")
    row(["reader", "input", "median", "rows/s", "MB/s"])
    row(["---", "---", "---", "---", "---"])
    func report(
        _ name: String, _ input: String, _ bytes: [UInt8], rows: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Int
    ) rethrows {
        var read = 0
        let time = try bytes.withUnsafeBufferPointer { buffer in try median(runs: 5) { read = try body(buffer) } }
        precondition(read == rows, "\(name) read \(read) rows of \(rows)")
        row([
            name, input, ms(time), String(format: "%.1f M", Double(rows) / (time / 1000) / 1e6),
            String(format: "%.0f", Double(bytes.count) / 1e6 / (time / 1000)),
        ])
    }
    try report("TableReader", "10^6 x (ISO time, 3 numbers)", wide, rows: rows) {
        try TableReader.read($0, format: .csv).table.rowCount
    }
    // The same rows with times the general walk reads (no fixed-place stamp): ISO local times,
    // in UTC and in a zone with summer time, and German day-first dates, inferred or by format.
    func rewritten(_ stamp: (CivilTime) -> String) -> [UInt8] {
        var text = "time,a,b,c\n"
        text.reserveCapacity(rows * 48)
        var lines = String(decoding: wide, as: UTF8.self).split(separator: "\n").dropFirst().makeIterator()
        for row in 0..<rows {
            let line = lines.next()!
            text += stamp(CivilTime(epochSeconds: Double(start + row * 60))) + line.drop { $0 != "," } + "\n"
        }
        return Array(text.utf8)
    }
    let local = rewritten {
        String(format: "%04d-%02d-%02d %02d:%02d", $0.year, $0.month, $0.day, $0.hour, $0.minute)
    }
    try report("TableReader", "10^6 x (ISO local time, 3 numbers)", local, rows: rows) {
        try TableReader.read($0, format: .csv).table.rowCount
    }
    let berlin = TableReadOptions(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    try report("TableReader", "the same in Europe/Berlin", local, rows: rows) {
        try TableReader.read($0, format: .csv, options: berlin).table.rowCount
    }
    let german = rewritten {
        String(format: "%02d.%02d.%04d %02d:%02d", $0.day, $0.month, $0.year, $0.hour, $0.minute)
    }
    try report("TableReader", "10^6 x (23.11.2026 14:05, 3 numbers)", german, rows: rows) {
        try TableReader.read($0, format: .csv).table.rowCount
    }
    let format = TableReadOptions(timeFormats: ["time": try TimeFormat("%d.%m.%Y %H:%M")])
    try report("TableReader", "the same, --time-format %d.%m.%Y %H:%M", german, rows: rows) {
        try TableReader.read($0, format: .csv, options: format).table.rowCount
    }
    let points = Array("x,y\n".utf8) + pointsText
    try report("TableReader", "10^6 x (x, y)", points, rows: rows) {
        try TableReader.read($0, format: .csv).table.rowCount
    }
    try report("CSVPointsReader", "10^6 x (x, y)", points, rows: rows) { try CSVPointsReader.read($0).count }
}
