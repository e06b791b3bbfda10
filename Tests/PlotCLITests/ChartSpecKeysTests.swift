import ArgumentParser
import Foundation
import XCTest

@testable import plot

/// A chart file's keys are the command's flags as ArgumentParser declares them, and a spec's
/// words mean what the same words typed mean.
final class ChartSpecKeysTests: XCTestCase {
    func testEveryFlagOfTheTableIsAKey() {
        let keys = ChartSpecKeys(of: ChartCommand.self)
        for flag in ChartFlagTable.rules.flatMap(\.flags) {
            XCTAssertNotNil(keys.key(named: String(flag.dropFirst(2))), flag)
        }
        XCTAssertEqual(keys.key(named: "facet-cols")?.name, "facet", "a second name reaches the first")
        XCTAssertEqual(keys.key(named: "hline")?.isRepeating, true)
        XCTAssertEqual(keys.key(named: "log-y")?.isFlag, true)
        XCTAssertEqual(keys.key(named: "zoom")?.takesAnyNextWord, true)
        for runFlag in ["output", "spec", "save-spec", "show-cert", "help"] {
            XCTAssertNil(keys.key(named: runFlag), runFlag)
        }
    }

    /// Given twice, a single value is the last, and a repeatable flag keeps both: why a key the
    /// command line gives is left out of the spec's words rather than put before them.
    func testArgumentParserTakesTheLastOfASingleValueAndEveryRepeatedOne() throws {
        let options = try ChartOptions.parse(["--title", "a", "--title=b", "--hline", "1", "--hline=2"])
        XCTAssertEqual(options.title, "b")
        XCTAssertEqual(options.tableOptions.hline, ["1", "2"])
    }

    func testTheWordsAKeyStandsFor() throws {
        let keys = ChartSpecKeys(of: ChartCommand.self)
        func words(_ name: String, _ value: ChartSpecValue, spec: String = "c.json") throws -> [String] {
            try ChartSpecArguments.words(for: XCTUnwrap(keys.key(named: name)), value, path: spec)
        }
        XCTAssertEqual(try words("zoom", .text("-2")), ["--zoom=-2"])
        XCTAssertEqual(try words("hline", .list([.text("1"), .text("2:two")])), ["--hline=1", "--hline=2:two"])
        XCTAssertEqual(try words("log-y", .bool(true)), ["--log-y"])
        XCTAssertEqual(try words("log-y", .bool(false)), [])
        XCTAssertEqual(try words("smooth", .bool(true)), ["--smooth"])
        XCTAssertEqual(try words("input", .text("a.csv"), spec: "charts/c.json"), ["--input=charts/a.csv"])
        XCTAssertEqual(try words("input", .text("/data/a.csv"), spec: "charts/c.json"), ["--input=/data/a.csv"])
        XCTAssertEqual(try words("input", .text("-"), spec: "charts/c.json"), ["--input=-"])
        XCTAssertEqual(try words("db", .text("sqlite:s.db"), spec: "charts/c.json"), ["--db=sqlite:charts/s.db"])
        XCTAssertThrowsError(try words("title", .null)) { error in
            XCTAssertEqual("\(error)", "c.json: title is null: give it a value, or leave the key out")
        }
        XCTAssertThrowsError(try words("title", .table)) { error in
            XCTAssertEqual("\(error)", "c.json: title takes a value, not a table of keys")
        }
    }

    func testSavedPathsAreRelativeToTheSpec() {
        XCTAssertEqual(ChartSpecPaths.saved(key: "input", "a.csv", spec: "c.json"), "a.csv")
        XCTAssertEqual(ChartSpecPaths.saved(key: "input", "a.csv", spec: "charts/c.json"), "../a.csv")
        XCTAssertEqual(ChartSpecPaths.saved(key: "input", "charts/data/a.csv", spec: "charts/c.json"), "data/a.csv")
        XCTAssertEqual(ChartSpecPaths.saved(key: "db", "sqlite:s.db", spec: "charts/c.json"), "sqlite:../s.db")
        XCTAssertEqual(ChartSpecPaths.saved(key: "title", "a/b", spec: "charts/c.json"), "a/b")
    }

    func testAPasswordIsTakenOutOfAURL() {
        XCTAssertEqual(ChartSpecWriter.withoutPassword("postgres://me:pw@db/x"), "postgres://me@db/x")
        XCTAssertEqual(ChartSpecWriter.withoutPassword("postgres://me@db/x?password=pw"), "postgres://me@db/x")
        XCTAssertEqual(
            ChartSpecWriter.withoutPassword("postgres://me@db/x?sslmode=off&password=pw"),
            "postgres://me@db/x?sslmode=off")
        XCTAssertNil(ChartSpecWriter.withoutPassword("postgres://me@db/x"))
        XCTAssertNil(ChartSpecWriter.withoutPassword("sqlite:a.db"))
    }
}
