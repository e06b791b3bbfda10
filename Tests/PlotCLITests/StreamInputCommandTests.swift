import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Input that comes once: a named pipe (as `<(zcat data.csv.gz)` is) is read whole, once, like
/// standard input, and draws what the file draws; a compressed file says what to do instead.
final class StreamInputCommandTests: XCTestCase {
    let csv =
        "date,price,symbol\n"
        + (0..<200).map { row in
            "2020-01-\(String(format: "%02d", 1 + row / 10))T00:00:00Z,\(Double(row) / 4),\(["A", "B"][row % 2])\n"
        }.joined()

    func testANamedPipeIsReadOnceAndDrawsWhatTheFileDraws() throws {
        let plot = try PlotProcess()
        defer { plot.remove() }
        try plot.write("prices.csv", csv)
        let fromFile = try plot.run([
            "--input", "prices.csv", "--x", "date", "--y", "price", "--group-by", "symbol", "-o", "file.png",
        ])
        XCTAssertEqual(fromFile.status, 0, fromFile.stderr)

        let pipe = plot.path("prices.fifo")
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        let data = Data(csv.utf8)
        DispatchQueue.global().async {
            // Blocks until plot opens the pipe; then the whole table, then the end.
            guard let writer = FileHandle(forWritingAtPath: pipe) else { return }
            writer.write(data)
            try? writer.close()
        }
        let process = Process()
        process.executableURL = try PlotProcess.executable
        process.arguments = ["--input", pipe, "--x", "date", "--y", "price", "--group-by", "symbol", "-o", "pipe.png"]
        process.currentDirectoryURL = plot.folder
        process.standardError = FileHandle.nullDevice
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        guard done.wait(timeout: .now() + 60) == .success else {
            process.terminate()
            return XCTFail("plot waited for the pipe to be written again: it opened it twice")
        }
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(
            try Data(contentsOf: plot.folder.appendingPathComponent("pipe.png")),
            try Data(contentsOf: plot.folder.appendingPathComponent("file.png")), "the pipe's picture is the file's")
    }

    func testACompressedFileSaysWhatToDo() throws {
        let plot = try PlotProcess()
        defer { plot.remove() }
        try Data([0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0, 3]).write(to: plot.folder.appendingPathComponent("p.csv.gz"))
        let gzip = try plot.run(["--input", "p.csv.gz", "-o", "g.png"])
        XCTAssertEqual(gzip.status, 65)
        XCTAssertEqual(
            gzip.stderr,
            "plot: error: p.csv.gz is gzip-compressed: give --input <(zcat p.csv.gz), or zcat it into --input -\n")
        try Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]).write(
            to: plot.folder.appendingPathComponent("book.xlsx"))
        let workbook = try plot.run(["--input", "book.xlsx", "-o", "w.png"])
        XCTAssertEqual(workbook.status, 65)
        XCTAssertTrue(workbook.stderr.contains("is a zip archive (an .xlsx workbook is one)"), workbook.stderr)
        XCTAssertEqual(try plot.files().filter { $0.hasSuffix(".png") }, [], "no picture")
    }
}
