extension String {
    /// Without blanks and line breaks at either end. For the package's modules (readers and
    /// wire formats too), not for users: Foundation's `trimmingCharacters(in:)` is theirs.
    package var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
