/// How a user names a column (`--x`, `--y`, `--group-by`), the one rule for a file's header and
/// a query's columns alike: the exact name first, else the name without the blanks around it
/// (`--y "a, b"`), else a 1-based number ("3").
package enum ColumnReference {
    /// The 0-based index of the column `reference` names among `names`; nil when none.
    package static func index(of reference: String, in names: [String]) -> Int? {
        if let index = names.firstIndex(of: reference) { return index }
        let trimmed = reference.trimmingWhitespace
        if let index = names.firstIndex(of: trimmed) { return index }
        if let number = Int(trimmed), names.indices.contains(number - 1) { return number - 1 }
        return nil
    }

    /// Why a list of columns given to `flag` is refused: a column named twice (`--y a,a`, or
    /// `a` and its number), which would be drawn twice in two colours; nil when each is once.
    package static func namedTwice(_ columns: [String], flag: String) -> String? {
        guard let twice = columns.indices.first(where: { columns[..<$0].contains(columns[$0]) }) else { return nil }
        return "column \(columns[twice]) is given twice to \(flag): give each column once"
    }

    /// The references in a comma-separated list of columns (`--y a,b`), one a column. A column
    /// whose name holds a comma ("Осадки, мм", as spreadsheets name their columns) is one
    /// reference, not two: the whole list when it names a column, else from each part on the
    /// longest run of parts whose joined text names one (by name, blanks around it or not),
    /// else that part alone. Empty parts are dropped (`a,` is `a`; `""` is no column at all).
    package static func list(_ text: String, in names: [String]) -> [String] {
        if index(of: text, in: names) != nil { return [text] }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        var references: [String] = []
        var start = 0
        while start < parts.count {
            var end = parts.count
            // Only a name joins parts: "1,2" is the first and second columns, never one.
            while end > start + 1, !isName(parts[start..<end].joined(separator: ","), in: names) { end -= 1 }
            references.append(parts[start..<end].joined(separator: ","))
            start = end
        }
        return references.filter { !$0.trimmingWhitespace.isEmpty }
    }

    /// The column name holding a comma that `part`, one part of a list, was cut from (its parts,
    /// blanks around them and case aside, include it): why a list part names no column.
    package static func nameCut(around part: String, in names: [String]) -> String? {
        let wanted = part.trimmingWhitespace.lowercased()
        guard !wanted.isEmpty else { return nil }
        return names.first { name in
            name.contains(",")
                && name.split(separator: ",").contains { String($0).trimmingWhitespace.lowercased() == wanted }
        }
    }

    private static func isName(_ text: String, in names: [String]) -> Bool {
        names.contains(text) || names.contains(text.trimmingWhitespace)
    }
}
