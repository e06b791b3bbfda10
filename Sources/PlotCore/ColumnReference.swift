/// How a user names a column (`--x`, `--y`, `--group-by`), the one rule for a file's header and
/// a query's columns alike: the exact name first, else the name without the blanks around it
/// (`--y "a, b"`), else a 1-based number ("3").
public enum ColumnReference {
    /// The 0-based index of the column `reference` names among `names`; nil when none.
    public static func index(of reference: String, in names: [String]) -> Int? {
        if let index = names.firstIndex(of: reference) { return index }
        let trimmed = reference.trimmingWhitespace
        if let index = names.firstIndex(of: trimmed) { return index }
        if let number = Int(trimmed), names.indices.contains(number - 1) { return number - 1 }
        return nil
    }
}
