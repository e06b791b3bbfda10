import PlotCore

/// Which of `a` and `b` in a date `a/b/yyyy` is the day. The cell cannot say when both are
/// 12 or less, so the column decides: day first when one of its dates has `a` above 12,
/// month first when one has `b` above 12, and neither is guessed (pandas takes month first
/// unless told `dayfirst`, and then reads `13/01` day first in the same column without a
/// word). Dotted dates (`23.11.2026`) are always day first: no convention writes month
/// first with dots.
enum SlashOrder: Sendable, Equatable {
    case dayFirst
    case monthFirst
    /// Only dates whose order shows (a part above 12) or does not matter (`01/01/2026`): a
    /// column whose sample held none that needs an order, a bound the user typed.
    case shown
    /// Any, noting which order each shows in `TimeParser.lastSlashDate`: the first walk's.
    case sampling
}

/// What one `a/b/yyyy` date showed of its order.
enum SlashDate: Sendable, Equatable {
    case dayFirst
    case monthFirst
    /// Both parts are 12 or less and differ: `01/02/2026` is 1 February or 2 January.
    case either
    /// Both parts are the same and 12 or less: `01/01/2026` is the same day in either order,
    /// so it says nothing of the order and needs none to be read.
    case same
}

/// What the sampled `a/b/yyyy` dates of one column say of its order, with the first date of
/// each kind, for messages. Dates such as `01/01/2026` are not noted: they read the same in
/// either order, so a column of only such dates is not ambiguous, and the one to name as
/// ambiguous is the first whose reading the order changes.
struct SlashEvidence {
    private var dayFirst: (place: String, text: String)?
    private var monthFirst: (place: String, text: String)?
    private var either: (place: String, text: String)?

    mutating func note(_ date: SlashDate, place: () -> String, text: () throws -> String) rethrows {
        switch date {
        case .dayFirst where dayFirst == nil: dayFirst = (place(), try text())
        case .monthFirst where monthFirst == nil: monthFirst = (place(), try text())
        case .either where either == nil: either = (place(), try text())
        default: break
        }
    }

    /// The column's order; an error, with the formats that would read it, when its dates
    /// say both or neither.
    func order(column: String) throws -> SlashOrder {
        switch (dayFirst, monthFirst) {
        case (let day?, let month?):
            throw InputError(
                CellPlace.describe(
                    day.place, column: column,
                    "\"\(day.text.clipped)\" is day first, but \"\(month.text.clipped)\" (\(month.place)) is month first"
                ),
                timeFormats: Self.formats(like: day.text))
        case (_?, nil): return .dayFirst
        case (nil, _?): return .monthFirst
        case (nil, nil):
            // No date showed its order: `.shown` reads dates that need none (`01/01/2026`,
            // `2026-01-02`) and refuses a later one that does.
            guard let either else { return .shown }
            throw InputError(
                CellPlace.describe(
                    either.place, column: column,
                    "\"\(either.text.clipped)\" is ambiguous: day first or month first? No date in the column has a number above 12 to tell"
                ),
                timeFormats: Self.formats(like: either.text))
        }
    }

    /// The day-first and month-first formats of a date like `text`, with its time of day
    /// (`01/02/2026 14:05` gives `%d/%m/%Y %H:%M` and `%m/%d/%Y %H:%M`).
    static func formats(like text: String) -> [String] { DateShape.bothOrders(like: text) }
}
