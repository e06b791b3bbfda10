/// A number column of bars that holds codes rather than quantities (HTTP statuses 200, 301,
/// 404, 500): a few whole numbers, not consecutive. Drawn on a number axis they are a few wide
/// bars on a 150-550 scale whose ticks name no bar; drawn as categories, as pandas'
/// `DataFrame.plot.bar` draws every x, each bar is labelled by its code. Consecutive whole
/// numbers (years, months 1-12, counts) keep their number axis: it spaces them as they are.
package enum NumberCodes {
    /// Distinct values a column of codes holds at most.
    static let most = 20

    /// The column as categories, its distinct values smallest first (labels as `NumberText`
    /// writes them), when it holds codes; nil otherwise.
    package static func asCategories(_ column: DataColumn) -> DataColumn? {
        guard case .numbers(let values) = column.values else { return nil }
        var distinct = Set<Double>()
        for value in values where !value.isNaN {
            guard value == value.rounded(), abs(value) < 1e15 else { return nil }
            distinct.insert(value + 0)  // + 0 makes -0 into 0
            if distinct.count > most { return nil }
        }
        let sorted = distinct.sorted()
        guard sorted.count >= 2, zip(sorted, sorted.dropFirst()).contains(where: { $1 - $0 != 1 }) else { return nil }
        let code = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, Int32($0)) })
        return DataColumn(
            name: column.name,
            values: .categories(
                codes: values.map { $0.isNaN ? -1 : code[$0 + 0]! }, labels: sorted.map(NumberText.shortest)))
    }
}
