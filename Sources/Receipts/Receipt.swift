import Foundation

/// A receipt as the feed shows it. Money is in kopecks, so sums add up exactly.
public struct Receipt: Sendable, Equatable, Codable {
    public var id: String
    public var shopName: String?
    public var address: String?
    /// Unix seconds.
    public var purchasedAt: Int64
    /// The offset from UTC the till printed its time in, seconds: the receipt's own wall clock
    /// decides its month, wherever the page is drawn.
    public var utcOffset: Int
    /// The till's total ("ИТОГО"), which need not be the sum of the items (discounts, bonus points).
    public var total: Int?
    public var items: [ReceiptItem]
    public var qrCode: String?

    public init(
        id: String, shopName: String?, address: String?, purchasedAt: Int64, utcOffset: Int, total: Int?,
        items: [ReceiptItem], qrCode: String? = nil
    ) {
        self.id = id
        self.shopName = shopName
        self.address = address
        self.purchasedAt = purchasedAt
        self.utcOffset = utcOffset
        self.total = total
        self.items = items
        self.qrCode = qrCode
    }

    /// The receipt's local year and month, for sections and for spending by month.
    public var month: YearMonth { YearMonth(localSeconds: purchasedAt + Int64(utcOffset)) }
}

public struct ReceiptItem: Sendable, Equatable, Codable {
    public var name: String
    /// Kopecks per unit.
    public var price: Int?
    /// The quantity as sent ("2", "0.356"), for the page; nil when missing or unreadable.
    public var quantity: String?
    public var unit: String?
    /// Kopecks.
    public var sum: Int?

    public init(name: String, price: Int?, quantity: String?, unit: String?, sum: Int?) {
        self.name = name
        self.price = price
        self.quantity = quantity
        self.unit = unit
        self.sum = sum
    }
}
