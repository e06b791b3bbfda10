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

    public var title: String
    public var alignment: Alignment
    public var width: Width
    /// Drawn in the muted colour, e.g. a row number.
    public var muted: Bool

    public init(_ title: String, alignment: Alignment = .leading, width: Width = .fit, muted: Bool = false) {
        self.title = title
        self.alignment = alignment
        self.width = width
        self.muted = muted
    }
}
