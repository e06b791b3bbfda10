/// A table of named columns of equal length, each column one contiguous array: numbers, times
/// or dictionary-coded categories. No object per cell, so 10^6 rows x 4 columns cost ~32 MB.
/// What a chart reads its series from; Input's table reader makes one from CSV or JSON.
public struct DataTable: Sendable, Equatable {
    /// In file order.
    public let columns: [DataColumn]
    /// Rows in every column (a table without columns has none).
    public let rowCount: Int

    /// All columns must have the same number of rows.
    package init(columns: [DataColumn]) {
        let rowCount = columns.first?.count ?? 0
        precondition(
            columns.allSatisfy { $0.count == rowCount }, "every column of a DataTable needs the same row count")
        self.columns = columns
        self.rowCount = rowCount
    }

    package var columnNames: [String] { columns.map(\.name) }

    /// The first column of that name, or nil.
    public func column(named name: String) -> DataColumn? { columns.first { $0.name == name } }

    /// The column at a 0-based position (the CLI's column numbers are 1-based).
    /// - Throws: `ChartDataError` naming the index when the table has no column there.
    public func column(at index: Int) throws(ChartDataError) -> DataColumn {
        guard columns.indices.contains(index) else {
            throw ChartDataError(
                columns.isEmpty
                    ? "the table has no column, and the index is \(index)"
                    : "the table has \(columns.count) columns, numbered 0 to \(columns.count - 1), and the index is \(index)",
                isUsage: true)
        }
        return columns[index]
    }

    /// The table's rows split by the value of a category column, one sub-table per label in the
    /// order the labels first appear in its rows (as pandas' `groupby(sort=False)`). Rows where
    /// that column is missing belong to no group. Each sub-table keeps every column, the grouping
    /// one included, its categories coded as in this table: the groups are drawn on this
    /// table's one category axis, so a code must name the same label in every group.
    /// - Precondition: `column` is a category column of this table's length.
    package func groupedBy(_ column: DataColumn) -> [(label: String, table: DataTable)] {
        guard case .categories(let codes, let labels) = column.values else {
            preconditionFailure("groupedBy needs a category column, \"\(column.name)\" is \(column.kind)")
        }
        precondition(codes.count == rowCount, "groupedBy needs a column of this table")
        var groupOfCode = [Int](repeating: -1, count: labels.count)
        var groupRows: [[Int]] = []
        var groupLabels: [String] = []
        for (row, code) in codes.enumerated() where code >= 0 {
            var group = groupOfCode[Int(code)]
            if group < 0 {
                group = groupRows.count
                groupOfCode[Int(code)] = group
                groupRows.append([])
                groupLabels.append(labels[Int(code)])
            }
            groupRows[group].append(row)
        }
        // The groups' columns copied at once, a group a core (12 facets of 10^5 rows).
        return Parallel.map(groupRows.count) { group in
            (groupLabels[group], DataTable(columns: columns.map { $0.rows(groupRows[group], keepingLabels: true) }))
        }
    }
}

/// One named column: its values and how many of them are missing.
public struct DataColumn: Sendable, Equatable {
    /// The column's name (its header).
    public var name: String
    /// The cells.
    public var values: ColumnValues

    package init(name: String, values: ColumnValues) {
        self.name = name
        self.values = values
    }

    package var kind: ColumnKind {
        switch values {
        case .numbers: return .number
        case .times: return .time
        case .categories: return .category
        }
    }

    /// Cells, missing ones included.
    public var count: Int {
        switch values {
        case .numbers(let values), .times(let values): return values.count
        case .categories(let codes, _): return codes.count
        }
    }

    /// Cells without a value (NaN, or code -1).
    public var missingCount: Int {
        switch values {
        case .numbers(let values), .times(let values): return values.reduce(0) { $0 + ($1.isNaN ? 1 : 0) }
        case .categories(let codes, _): return codes.reduce(0) { $0 + ($1 < 0 ? 1 : 0) }
        }
    }

    package func isMissing(at row: Int) -> Bool {
        switch values {
        case .numbers(let values), .times(let values): return values[row].isNaN
        case .categories(let codes, _): return codes[row] < 0
        }
    }

    /// The cell as text for a label or a table: a category's label, a number's shortest form, a
    /// time's ISO 8601 form in UTC; "" when missing.
    package func text(at row: Int) -> String {
        switch values {
        case .numbers(let values): return values[row].isNaN ? "" : "\(values[row])"
        case .times(let values): return values[row].isNaN ? "" : CivilTime(epochSeconds: values[row]).iso8601
        case .categories(let codes, let labels): return codes[row] < 0 ? "" : labels[Int(codes[row])]
        }
    }

    /// The column with only these rows, in this order; categories re-coded to first-seen order
    /// (the labels the rows hold), or `keepingLabels` as they are (parts of one table drawn on
    /// its one axis).
    package func rows(_ indices: [Int], keepingLabels: Bool = false) -> DataColumn {
        switch values {
        case .numbers(let values): return DataColumn(name: name, values: .numbers(indices.map { values[$0] }))
        case .times(let values): return DataColumn(name: name, values: .times(indices.map { values[$0] }))
        case .categories(let codes, let labels) where keepingLabels:
            return DataColumn(name: name, values: .categories(codes: indices.map { codes[$0] }, labels: labels))
        case .categories(let codes, let labels):
            var newCode = [Int32](repeating: -1, count: labels.count)
            var newLabels: [String] = []
            var newCodes: [Int32] = []
            newCodes.reserveCapacity(indices.count)
            for index in indices {
                let code = codes[index]
                guard code >= 0 else {
                    newCodes.append(-1)
                    continue
                }
                if newCode[Int(code)] < 0 {
                    newCode[Int(code)] = Int32(newLabels.count)
                    newLabels.append(labels[Int(code)])
                }
                newCodes.append(newCode[Int(code)])
            }
            return DataColumn(name: name, values: .categories(codes: newCodes, labels: newLabels))
        }
    }
}

/// A column's cells, one contiguous array each.
public enum ColumnValues: Sendable, Equatable {
    /// NaN is missing.
    case numbers([Double])
    /// Seconds since 1970-01-01T00:00:00Z (fractions kept); NaN is missing.
    case times([Double])
    /// `codes[row]` indexes `labels`; -1 is missing. A reader lists labels in first-seen order.
    case categories(codes: [Int32], labels: [String])
}

package enum ColumnKind: String, Sendable, CaseIterable {
    case number
    case time
    case category
}
