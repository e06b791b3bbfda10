import Foundation

/// One account's spending added up by the cache: by month, by shop and by item. Money in
/// kopecks, so every sum is exact. A receipt counts with the till's total ("ИТОГО"), or, when it
/// has none, with the sum of its items; an item counts with its line's sum.
public struct Spending: Sendable, Equatable {
    /// One group's sum: a month's key ("2026-11"), a shop's name (nil when the receipts gave
    /// none) or an item's name.
    public struct Sum: Sendable, Equatable {
        public var key: String?
        public var kopecks: Int
        /// Receipts (months, shops) or receipt lines (items).
        public var count: Int

        public init(key: String?, kopecks: Int, count: Int) {
            self.key = key
            self.kopecks = kopecks
            self.count = count
        }
    }

    /// Oldest month first; months without a receipt are absent.
    public var byMonth: [Sum]
    /// Largest first (then by name).
    public var byShop: [Sum]
    /// Largest first (then by name), the first `itemLimit` items asked for.
    public var byItem: [Sum]
    public var receipts: Int
    /// When the oldest of the receipts was fetched (when the feed was, if it has none).
    public var oldestFetch: Date

    public init(byMonth: [Sum], byShop: [Sum], byItem: [Sum], receipts: Int, oldestFetch: Date) {
        self.byMonth = byMonth
        self.byShop = byShop
        self.byItem = byItem
        self.receipts = receipts
        self.oldestFetch = oldestFetch
    }

    /// Everything spent: the months' sums together.
    public var total: Int { byMonth.reduce(0) { $0 + $1.kopecks } }
}
