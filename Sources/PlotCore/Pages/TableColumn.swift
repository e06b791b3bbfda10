/// One column of a table: its title, how cells line up, and how wide it is.
package struct TableColumn: Sendable, Equatable {
    package enum Alignment: Sendable, Equatable {
        case leading
        case trailing
        /// Numbers lined up on the decimal point (a number without one ends where the point would be).
        case decimal
    }

    package enum Width: Sendable, Equatable {
        /// A fixed width in layout units.
        case fixed(Double)
        /// A share of the width left after fixed and fit columns (shares are relative weights).
        case share(Double)
        /// As wide as the widest cell or the title.
        case fit
    }

    /// What a line too long for the column does.
    package enum Overflow: Sendable, Equatable {
        /// Ends in "…" where it stops fitting.
        case ellipsis
        /// Breaks between words (inside a word only when the word alone is too long).
        case wrap
    }

    package var title: String
    package var alignment: Alignment
    package var width: Width
    package var overflow: Overflow
    /// Drawn in the muted colour, e.g. a row number.
    package var muted: Bool

    package init(
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
