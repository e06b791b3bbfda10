import Foundation
import XCTest

/// Runs the built `plot` executable as a user would, in a scratch folder.
struct PlotProcess {
    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `swift test` builds the executable beside the test bundle.
    static var executable: URL {
        get throws {
            let bundle = Bundle.main.bundleURL
            let candidates = [
                bundle.appendingPathComponent("plot"),
                bundle.deletingLastPathComponent().appendingPathComponent("plot"),
            ]
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
                throw XCTSkip("the plot executable was not built next to \(bundle.path)")
            }
            return found
        }
    }

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    /// `environment` is added to this process's own.
    func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = try Self.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.currentDirectoryURL = folder
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }
}

extension PlotProcess {
    /// What poppler's `tool` (pdftotext, pdfinfo) prints of the PDF `name` in the folder.
    func poppler(_ tool: String, _ name: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
        process.arguments = tool == "pdftotext" ? [path(name), "-"] : [path(name)]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(name)")
        return output
    }
}

/// Width and height from a PNG's IHDR chunk.
func pngSize(_ data: Data) -> (Int, Int)? {
    let bytes = [UInt8](data)
    guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
    func int(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
}

extension PlotProcess.Result {
    /// The "plot: wrote ..." lines on stderr: one a successful write of pages (`PageOutput`).
    var wroteLines: [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("plot: wrote ") }
    }

    /// stderr without those lines: whatever else the run had to say.
    var stderrBesidesWrote: String {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.hasPrefix("plot: wrote ") }.joined(separator: "\n")
    }
}
