import ArgumentParser
import Foundation
import PlotCore
import XCTest

@testable import plot

/// The one table of which chart flag works where: it names real flags, covers every flag the
/// table options can be given, refuses as documented, and is the table docs/CLI.md shows.
final class ChartFlagTableTests: XCTestCase {
    func testTheDocsShowTheTableTheCommandChecks() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/CLI.md").standardized
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = "<!-- chart flag table: written from Sources/plot/ChartFlagTable.swift -->\n"
        let end = "<!-- end of chart flag table -->"
        let begin = try XCTUnwrap(text.range(of: start))
        let finish = try XCTUnwrap(text.range(of: end, range: begin.upperBound..<text.endIndex))
        let shown = String(text[begin.upperBound..<finish.lowerBound])
        XCTAssertEqual(
            shown, ChartFlagTable.markdown(), "paste this table into docs/CLI.md:\n" + ChartFlagTable.markdown())
    }

    func testEveryFlagInTheTableIsAFlagOfTheCommand() {
        let help = ChartCommand.helpMessage(columns: 200)
        for flag in ChartFlagTable.rules.flatMap(\.flags) {
            // A flag with a second name is listed as "--facet, --facet-cols <column>".
            XCTAssertTrue(
                [" ", "\n", "[", ","].contains { help.contains(flag + $0) }, flag)
        }
    }

    /// Every flag the table options report as given has a row: a new flag cannot skip the table.
    func testEveryTableOptionHasARule() throws {
        let options = try TableChartOptions.parse([
            "--x", "a", "--y", "b", "--group-by", "c", "--kind", "bar", "--x-type", "time", "--time-format", "%Y",
            "--time-zone", "UTC", "--skip-bad-rows", "--log-x", "--log-y", "--stack", "--bar-orientation",
            "vertical", "--step", "after", "--agg", "mean", "--bins", "5", "--legend", "top", "--x-label", "X",
            "--y-label", "Y", "--hline", "1", "--vline", "2", "--lang", "en", "--encoding", "utf-8", "--trend", "loess",
            "--rolling", "7d", "--span", "1..2",
        ])
        // --table is refused beside --group-by by the options themselves.
        // --band and --y-lower are refused beside --stack and each other.
        let given =
            options.given + (try TableChartOptions.parse(["--table"])).given
            + (try TableChartOptions.parse(["--agg", "mean", "--band", "sd"])).given
            + (try TableChartOptions.parse(["--y-lower", "l", "--y-upper", "u"])).given
        XCTAssertEqual(given.count, 30)
        for flag in given {
            XCTAssertNotNil(ChartFlagTable.rule(of: flag), flag)
        }
    }

    func testRefusesBySourceThenByKind() {
        func message(_ flags: [String], _ kind: ChartKind, _ source: ChartSource) -> String? {
            do {
                try ChartFlagTable.check(flags, kind: kind, source: source)
                return nil
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(
            message(["--stack"], .bar, .database), "--stack is not drawn from a database (--db): drop it")
        XCTAssertEqual(
            message(["--group-by"], .line, .points),
            "--group-by charts a table read with --input FILE: give --input, or drop it")
        XCTAssertEqual(
            message(["--chart-only"], .line, .file),
            "--chart-only is for the points page of --count (a chart of --input is the chart alone): drop it")
        XCTAssertEqual(
            message(["--smooth"], .bar, .file), "--smooth is for --kind line or area, not --kind bar: drop it")
        XCTAssertEqual(
            message(["--log-y"], .area, .file),
            "--log-y is for --kind line, scatter, step or box, not --kind area (bars, areas and histograms stand on zero; a violin's density is of the values, not their logarithms): drop it"
        )
        XCTAssertNil(message(["--log-x", "--hline", "--smooth", "--chart-only"], .line, .points))
        XCTAssertNil(message(["--step", "--time-zone", "--lang"], .step, .database))
        XCTAssertEqual(message(["--band"], .line, .database), "--band is not drawn from a database (--db): drop it")
    }
}
