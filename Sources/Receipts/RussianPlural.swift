/// Russian's three plural forms of a counted noun: 1 товар, 3 товара, 6 товаров; 11-14 take
/// the many form (11 товаров), 21 the one form again (21 товар), as CLDR's rules for "ru" say.
public struct RussianPlural: Sendable, Equatable {
    public var one: String
    public var few: String
    public var many: String

    public init(one: String, few: String, many: String) {
        self.one = one
        self.few = few
        self.many = many
    }

    public func form(_ count: Int) -> String {
        let n = count.magnitude
        let lastTwo = n % 100
        let last = n % 10
        if last == 1 && lastTwo != 11 { return one }
        if (2...4).contains(last) && !(12...14).contains(lastTwo) { return few }
        return many
    }

    public static let product = RussianPlural(one: "товар", few: "товара", many: "товаров")
    public static let receipt = RussianPlural(one: "чек", few: "чека", many: "чеков")
    public static let place = RussianPlural(one: "место", few: "места", many: "мест")
}
