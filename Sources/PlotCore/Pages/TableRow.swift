/// A row of a table: cells (a cell may hold several lines, split at "\n"), or a section
/// header spanning the whole width, e.g. a month above its rows.
package enum TableRow: Sendable, Equatable {
    case cells([String])
    case section(String)
}
