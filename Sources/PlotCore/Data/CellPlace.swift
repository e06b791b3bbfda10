/// Where a bad value is, worded one way in every message about a table's cells - the reader's,
/// the chart's, a skipped row's note: `line 7, column "temp": "warm" is not a number`. A file's
/// rows are named by their line as an editor numbers it (1-based, the header line counted); a
/// table made in code, which has no lines, by its row (`row 3`).
package enum CellPlace {
    /// `line 7`.
    package static func line(_ number: Int) -> String { "line \(number)" }

    /// `place, column "name": reason`.
    package static func describe(_ place: String, column: String, _ reason: String) -> String {
        "\(place), column \"\(column)\": \(reason)"
    }

    /// How a table made in code names its 0-based row `row`: `row 3` for the third.
    package static func row(_ row: Int) -> String { "row \(row + 1)" }
}
