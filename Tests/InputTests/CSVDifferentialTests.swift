import Foundation
import PlotCore
import XCTest

@testable import Input

/// The table reader reads what Python's csv module reads: `scripts/csv-reference.py` writes
/// 10,000 seeded CSV files (quotes, doubled quotes, separators and line breaks inside quotes,
/// empty fields, a BOM, CRLF, a separator after every line's last field, long fields,
/// non-ASCII text) and what `csv.reader` and `float` read from them; every cell PlotKit reads
/// must be the same. `PLOTKIT_CSV_SEED` and `PLOTKIT_CSV_FILES` change the seed and the count
/// (CI runs the default: seed 1, 10,000 files).
///
/// Where the two differ on purpose:
/// - a blank line is no row, as pandas' `read_csv` reads it (`skip_blank_lines=True`); Python's
///   csv reads it as a row of no fields. A one-column file whose cell is empty and unquoted
///   writes a blank line, so such rows are dropped from Python's before comparing
///   (Fixtures/csv-decisions/blank-line.csv);
/// - cells that read as missing values ("NA", "null", "-": gaps in PlotKit, text in Python's
///   csv) are not generated.
final class CSVDifferentialTests: XCTestCase {
    struct Expected: Decodable {
        var file: String
        var header: [String]
        var rows: [[String]]
        var numbers: [String: [Double?]]
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testEveryCellIsWhatPythonsCSVReads() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["PLOTKIT_CSV_SEED"] ?? "1"
        let count = environment["PLOTKIT_CSV_FILES"] ?? "10000"
        let folder = try Self.reference(seed: seed, count: count, format: "csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try String(contentsOf: folder.appendingPathComponent("expected.jsonl"), encoding: .utf8)
            .split(separator: "\n")
        XCTAssertEqual(String(lines.count), count)
        var disagreements: [String] = []
        for line in lines {
            let expected = try JSONDecoder().decode(Expected.self, from: Data(line.utf8))
            let path = folder.appendingPathComponent(expected.file).path
            disagreements += try cells(path, expected) + numbers(path, expected)
            if disagreements.count > 20 { break }
        }
        XCTAssertEqual(disagreements, [], "seed \(seed)")
    }

    /// Every column read as text (categories): each cell is Python's, a missing one "".
    func cells(_ path: String, _ expected: Expected) throws -> [String] {
        var options = TableReadOptions()
        options.columnTypes = Dictionary(
            uniqueKeysWithValues: expected.header.indices.map { (String($0 + 1), ColumnType.category) })
        let table: DataTable
        do {
            table = try TableReader.read(path: path, options: options).table
        } catch let error as InputError
            where expected.rows.allSatisfy(\.isEmpty) && error.message.hasSuffix("has a header line but no rows")
        {
            return []  // every line after the header blank: no rows, as for pandas
        } catch {
            return ["\(expected.file): \(error)"]
        }
        guard table.columns.count == expected.header.count else {
            return ["\(expected.file): \(table.columns.count) columns, Python \(expected.header.count)"]
        }
        var found: [String] = []
        for (index, column) in table.columns.enumerated() {
            if !expected.header[index].isEmpty, column.name != expected.header[index] {
                found.append(
                    "\(expected.file): column \(index + 1) is named \(column.name), Python \(expected.header[index])")
            }
            guard case .categories(let codes, let labels) = column.values else {
                found.append("\(expected.file): column \(index + 1) is not text")
                continue
            }
            let read = codes.map { $0 < 0 ? "" : labels[Int($0)] }
            let python = expected.rows.filter { !$0.isEmpty }.map { index < $0.count ? $0[index] : "" }
            if read != python { found.append("\(expected.file): column \(index + 1) reads \(read), Python \(python)") }
        }
        return found
    }

    /// Columns whose every cell Python's float reads: PlotKit infers numbers, the same doubles.
    func numbers(_ path: String, _ expected: Expected) throws -> [String] {
        guard !expected.numbers.isEmpty, !expected.rows.allSatisfy(\.isEmpty) else { return [] }
        // Only those columns: a column of mostly numbers and some words is inferred as numbers
        // from its first rows, and its first word is then an error, not a guess.
        var options = TableReadOptions()
        options.columns = expected.numbers.keys.sorted()
        let table: DataTable
        do {
            table = try TableReader.read(path: path, options: options).table
        } catch {
            return ["\(expected.file): \(error)"]
        }
        var found: [String] = []
        for (name, python) in expected.numbers.sorted(by: { $0.key < $1.key }) {
            guard let column = table.column(named: name), case .numbers(let values) = column.values else {
                found.append("\(expected.file): \(name) is not read as numbers")
                continue
            }
            let same =
                values.count == python.count
                && zip(values, python).allSatisfy { value, reference in
                    reference.map { $0 == value } ?? value.isNaN
                }
            if !same { found.append("\(expected.file): \(name) reads \(values), Python \(python)") }
        }
        return found
    }

    struct ExpectedLines: Decodable {
        var file: String
        var header: [String]
        var texts: [String: [String?]]
        var numbers: [String: [Double?]]
    }

    /// The same for JSON Lines against Python's `json`: 10,000 seeded files of string columns
    /// (escapes, non-ASCII, surrogate pairs) and number columns (integers, decimals,
    /// exponents), values null or absent; every string and every number as `json.loads` reads it.
    func testEveryValueIsWhatPythonsJSONReads() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["PLOTKIT_CSV_SEED"] ?? "1"
        let count = environment["PLOTKIT_CSV_FILES"] ?? "10000"
        let folder = try Self.reference(seed: seed, count: count, format: "jsonl")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try String(contentsOf: folder.appendingPathComponent("expected.jsonl"), encoding: .utf8)
            .split(separator: "\n")
        XCTAssertEqual(String(lines.count), count)
        var disagreements: [String] = []
        for line in lines where disagreements.count < 20 {
            let expected = try JSONDecoder().decode(ExpectedLines.self, from: Data(line.utf8))
            let table: DataTable
            do {
                table = try TableReader.read(path: folder.appendingPathComponent(expected.file).path).table
            } catch {
                disagreements.append("\(expected.file): \(error)")
                continue
            }
            for (name, python) in expected.texts.sorted(by: { $0.key < $1.key }) {
                guard case .categories(let codes, let labels)? = table.column(named: name)?.values else {
                    disagreements.append("\(expected.file): \(name) is not read as text")
                    continue
                }
                let read = codes.map { $0 < 0 ? nil : labels[Int($0)] }
                if read != python { disagreements.append("\(expected.file): \(name) reads \(read), Python \(python)") }
            }
            for (name, python) in expected.numbers.sorted(by: { $0.key < $1.key }) {
                guard case .numbers(let values)? = table.column(named: name)?.values else {
                    disagreements.append("\(expected.file): \(name) is not read as numbers")
                    continue
                }
                let same =
                    values.count == python.count
                    && zip(values, python).allSatisfy { value, reference in reference.map { $0 == value } ?? value.isNaN
                    }
                if !same { disagreements.append("\(expected.file): \(name) reads \(values), Python \(python)") }
            }
        }
        XCTAssertEqual(disagreements, [], "seed \(seed)")
    }

    /// Runs scripts/csv-reference.py into a new folder.
    static func reference(seed: String, count: String, format: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID().uuidString)")
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = [
            "python3", packageRoot.appendingPathComponent("scripts/csv-reference.py").path, "--seed", seed,
            "--count", count, "--out", folder.path, "--format", format,
        ]
        try python.run()
        python.waitUntilExit()
        XCTAssertEqual(python.terminationStatus, 0, "scripts/csv-reference.py needs python3")
        return folder
    }

    /// The kept disagreement: a blank line is no row (Fixtures/csv-decisions/README.md).
    func testABlankLineIsNoRow() throws {
        let url = try XCTUnwrap(
            Bundle.module.url(forResource: "blank-line.csv", withExtension: nil, subdirectory: "Fixtures/csv-decisions")
        )
        var options = TableReadOptions()
        options.columnTypes = ["1": .category]
        let column = try TableReader.read(path: url.path, options: options).table.columns[0]
        XCTAssertEqual(column.values, .categories(codes: [0, 1], labels: ["alpha", "beta"]))
    }
}
