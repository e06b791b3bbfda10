extension DataTable {
    /// The table's rows split by the value of a number column (cylinders, a year, a rating),
    /// one sub-table per distinct value in ascending order, as pandas' `groupby` sorts its keys,
    /// each labelled "name = value" (a bare "4" would not say what it counts). Rows where that
    /// column is missing belong to no group; 0 and -0 are one group.
    /// - Precondition: `column` is a number column of this table's length.
    package func groupedBy(numbers column: DataColumn) -> [(label: String, table: DataTable)] {
        guard case .numbers(let values) = column.values else {
            preconditionFailure("groupedBy(numbers:) needs a number column, \"\(column.name)\" is \(column.kind)")
        }
        precondition(values.count == rowCount, "groupedBy needs a column of this table")
        var rowsOfValue: [Double: [Int]] = [:]
        for (row, value) in values.enumerated() where !value.isNaN {
            rowsOfValue[value + 0, default: []].append(row)  // + 0 makes -0 into 0
        }
        return rowsOfValue.keys.sorted().map { value in
            let rows = rowsOfValue[value] ?? []
            return (
                "\(column.name) = \(NumberText.shortest(value))",
                DataTable(columns: columns.map { $0.rows(rows, keepingLabels: true) })
            )
        }
    }
}
