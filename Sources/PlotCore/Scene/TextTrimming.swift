extension String {
    /// Without blanks and line breaks at either end. For the package's modules (readers and
    /// wire formats too), not for users: Foundation's `trimmingCharacters(in:)` is theirs.
    package var trimmingWhitespace: String {
        // Most cells start and end with a printable ASCII byte: nothing to trim, and no
        // Unicode property lookups (a 20,000-column file spent a fifth of its time in them).
        let utf8 = self.utf8
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return self
        }
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// A decimal without the zeros that end its fraction, nor a bare point: "2.500000" -> "2.5",
    /// "2.000" -> "2"; a whole number ("100") is left alone. The one trimming that tick labels,
    /// table numbers, path data and the payments' decimal amounts share.
    package var trimmingZeros: String {
        guard contains(".") else { return self }
        var text = self
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
