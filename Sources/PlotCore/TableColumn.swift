/// One column of a table: its title, how cells line up, and how wide it is.
public struct TableColumn: Sendable, Equatable {
    public enum Alignment: Sendable, Equatable {
        case leading
        case trailing
        /// Numbers lined up on the decimal point (a number without one ends where the point would be).
        case decimal
    }

    public enum Width: Sendable, Equatable {
        /// A fixed width in layout units.
        case fixed(Double)
        /// A share of the width left after fixed and fit columns (shares are relative weights).
        case share(Double)
        /// As wide as the widest cell or the title.
        case fit
    }

    /// What a line too long for the column does.
    public enum Overflow: Sendable, Equatable {
        /// Ends in "…" where it stops fitting.
        case ellipsis
        /// Breaks between words (inside a word only when the word alone is too long).
        case wrap
    }

    public var title: String
    public var alignment: Alignment
    public var width: Width
    public var overflow: Overflow
    /// Drawn in the muted colour, e.g. a row number.
    public var muted: Bool

    public init(
        _ title: String, alignment: Alignment = .leading, width: Width = .fit, overflow: Overflow = .ellipsis,
        muted: Bool = false
    ) {
        self.title = title
        self.alignment = alignment
        self.width = width
        self.overflow = overflow
        self.muted = muted
    }
}
