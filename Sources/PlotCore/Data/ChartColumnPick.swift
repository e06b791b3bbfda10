import Foundation

extension DataChart {
    /// The columns to draw: the ones asked for, or picked. A y column given is never taken for
    /// x too, nor the group column, nor (for a histogram) the row index.
    ///
    /// x: a histogram counts the first number column; a box or violin groups by the first
    /// category column; a pie, donut or bar takes the first category column, else the first
    /// time or number column; any other kind takes the first column of a two-column table
    /// (whatever it holds: its second column is the y), else the first time column wherever it
    /// stands, else the first number column. When none of
    /// those is left but exactly one other column is (`time,temp` with `--y temp`, the time
    /// of day read as categories), that one is x.
    ///
    /// y: the first number column other than x, the group column and the row index; a
    /// column of numbers with a stray word in it (read as categories) is still the y meant,
    /// and the error names the word. Without one, the error names a column written like
    /// numbers that did not read as numbers, by its first bad cell.
    static func pick(
        _ table: DataTable, _ columns: ChartColumns, _ kind: ChartKind, rowPlace: (Int) -> String
    ) throws -> (x: Int, ys: [Int]) {
        guard !table.columns.isEmpty else { throw ChartDataError("the table has no columns") }
        // A column not read is picked as the kind it looks like (and then named as the error it
        // is), or not at all.
        let kindOf = { (index: Int) -> ColumnKind? in
            columns.unreadable[index].map(\.kind) ?? table.columns[index].kind
        }
        let isNumber = { kindOf($0) == .number }
        let isCategory = { kindOf($0) == .category }
        // When no column fits, a column not read may be the one that would have: say why it was not.
        let unread = columns.unreadable.min { $0.key < $1.key }.map { ChartDataError($0.value.reason, namesCell: true) }
        // Columns given to a second axis or to the markers' colour and size are not picked.
        let given = columns.y2s + [columns.colorBy, columns.sizeBy].compactMap { $0 }
        let taken = Set(columns.ys + given + [columns.groupBy].compactMap { $0 })
        let others = table.columns.indices.filter { !taken.contains($0) }
        var x = columns.x
        if x == nil {
            switch kind {
            case .histogram: x = others.first { isNumber($0) && $0 != columns.rowIndex }
            // A box or a violin groups by categories: a number x is not picked for it.
            case .box, .violin: x = others.first(where: isCategory)
            case .pie, .donut, .bar:
                x = others.first(where: isCategory) ?? others.first { isNumber($0) || kindOf($0) == .time }
            default:
                // Time is what people put on x: a time column first, wherever it stands.
                x =
                    table.columns.count == 2 && columns.ys.isEmpty && columns.groupBy == nil
                    ? 0
                    : others.first { kindOf($0) == .time } ?? others.first { isNumber($0) }
            }
            // The one column left is the x, whatever it holds.
            if x == nil, ![.histogram, .box, .violin].contains(kind), others.count == 1, kindOf(others[0]) != nil {
                x = others[0]
            }
        }
        guard let x else {
            if let unread { throw unread }
            switch kind {
            case .histogram: throw ChartDataError("no number column to count: give --x COLUMN", isUsage: true)
            case .box, .violin:
                throw ChartDataError(
                    "a \(kind.rawValue) plot groups its values by a category x, and the table has no category column: give --x COLUMN (--x-type category reads numbers as categories)",
                    isUsage: true)
            default: throw ChartDataError("no number or time column for x: give --x COLUMN", isUsage: true)
            }
        }
        if kind == .histogram { return (x, []) }
        guard columns.ys.isEmpty else { return (x, columns.ys) }
        // A column of numbers with a stray word in it was read as categories: it is still
        // the y the user meant, and the error names the word.
        let candidates = table.columns.indices.filter {
            $0 != x && $0 != columns.groupBy && $0 != columns.rowIndex && !given.contains($0)
        }
        if let y = candidates.first(where: isNumber)
            ?? candidates.first(where: { strayText(table.columns[$0]) != nil })
        {
            return (x, [y])
        }
        // A column written like numbers that did not read (`1 234,50` where blanks do not
        // group): that, not the want of a column, is what to fix.
        let written = table.columns.indices.filter { $0 != columns.groupBy && $0 != columns.rowIndex }
        for index in written {
            if let bad = unreadNumbers(table.columns[index]) {
                throw ChartDataError(
                    "no number column for y: "
                        + CellPlace.describe(
                            rowPlace(bad.row), column: table.columns[index].name, "\"\(bad.text)\" is not a number"),
                    isUsage: true, namesCell: true)
            }
        }
        if let unread { throw unread }
        throw ChartDataError(
            "no number column for y besides \(table.columns[x].name): give --y COLUMN", isUsage: true)
    }

    /// In a category column most of whose labels are numbers, the first row that is not one.
    static func strayText(_ column: DataColumn) -> (row: Int, text: String)? {
        guard case .categories(let codes, let labels) = column.values else { return nil }
        let numeric = labels.map { labelNumber($0) != nil }
        guard numeric.contains(true) else { return nil }
        guard let row = codes.firstIndex(where: { $0 >= 0 && !numeric[Int($0)] }) else { return nil }
        return (row, labels[Int(codes[row])])
    }

    /// In a category column 4 in 5 of whose labels are written like numbers (digits, with
    /// blanks, marks, signs, parentheses, a percent or a currency sign between them), the first
    /// row that does not read as one: the reader could not read the column as numbers.
    static func unreadNumbers(_ column: DataColumn) -> (row: Int, text: String)? {
        guard case .categories(let codes, let labels) = column.values, !labels.isEmpty else { return nil }
        let writtenLikeNumbers = labels.filter(Self.writtenLikeNumber).count
        guard writtenLikeNumbers * 5 >= labels.count * 4 else { return nil }
        guard
            let row = codes.firstIndex(where: {
                $0 >= 0 && Double(labels[Int($0)].trimmingCharacters(in: .whitespaces)) == nil
            })
        else { return nil }
        return (row, labels[Int(codes[row])])
    }

    /// `1 234,50`, `12.5%`, `(3.50)`, `€ 7`: digits and nothing a word is made of.
    private static func writtenLikeNumber(_ text: String) -> Bool {
        var digits = false
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .decimalNumber: digits = true
            case .spaceSeparator, .currencySymbol, .dashPunctuation: continue
            default:
                guard ".,'’+−%()\t".unicodeScalars.contains(scalar) else { return false }
            }
        }
        return digits
    }
}
