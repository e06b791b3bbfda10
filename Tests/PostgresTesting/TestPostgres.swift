import Foundation
import XCTest

/// The PostgreSQL server of the tests: `PLOTKIT_TEST_POSTGRES_URL`, or the one scripts/postgres
/// starts (`scripts/bootstrap` runs it). Without a server the tests that need one are skipped on
/// a developer's machine and FAIL under CI=true: CI must test the database for real. Shared by
/// every test target that needs the server (the library's and the CLI's).
public enum TestPostgres {
    public static let url =
        ProcessInfo.processInfo.environment["PLOTKIT_TEST_POSTGRES_URL"]
        ?? "postgres://plotkit:plotkit@127.0.0.1:5432/plotkit"

    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The server's URL once `SELECT 1` works through psql; skips or fails otherwise.
    public static func require(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try? psql(["-c", "SELECT 1"])
        if result?.status == 0 { return url }
        let why = "no PostgreSQL at \(url) (run scripts/postgres): \(result?.stderr ?? "psql not found")"
        if isCI {
            XCTFail(why, file: file, line: line)
            throw XCTSkip("failed: " + why)
        }
        throw XCTSkip(why)
    }

    /// The server's URL, or nil when none answers, for a test whose other half runs without it
    /// (SQLite); under CI=true a missing server fails the test as `require` does.
    public static func available(file: StaticString = #filePath, line: UInt = #line) -> String? {
        let result = try? psql(["-c", "SELECT 1"])
        if result?.status == 0 { return url }
        if isCI { XCTFail("no PostgreSQL at \(url) (run scripts/postgres)", file: file, line: line) }
        return nil
    }

    public struct Result {
        public var status: Int32
        public var stdout: Data
        public var stderr: String
    }

    /// Runs psql against the test server, quietly, stopping at the first error.
    public static func psql(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = [url, "-q", "-v", "ON_ERROR_STOP=1", "-X"] + arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs SQL, failing the test with psql's message when it fails.
    public static func execute(_ sql: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try psql(["-c", sql])
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    }

    /// `COPY (query) TO STDOUT WITH CSV HEADER`: the rows as a user would export them.
    public static func csv(of query: String) throws -> Data {
        let result = try psql(["-c", "COPY (\(query)) TO STDOUT WITH CSV HEADER"])
        guard result.status == 0 else { throw NSError(domain: "psql", code: Int(result.status)) }
        return result.stdout
    }
}
