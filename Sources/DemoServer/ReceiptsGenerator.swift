import Foundation

/// One made-up receipt as the demo service keeps it; `ReceiptsJSON` writes it out.
struct DemoReceipt: Sendable {
    struct Item: Sendable {
        var name: String
        /// Kopecks per unit.
        var price: Int
        /// Thousandths of the unit: 2000 is 2 шт, 356 is 0.356 кг.
        var quantityMilli: Int
        var unit: String?
        /// Kopecks.
        var sum: Int
    }

    var id: String
    var shop: ReceiptsCatalog.Shop
    /// Unix seconds.
    var time: Int64
    var items: [Item]
    /// The total the till printed, kopecks: not always the sum of the items (discounts, bonus points).
    var total: Int
    var fiscalDrive: String
    var document: Int
    var fiscalSign: String
    /// A few receipts are written the odd ways clients must survive (see `ReceiptsJSON`).
    var index: Int

    /// Moscow time, as Kazan keeps.
    static let utcOffset: Int64 = 3 * 3600

    /// The QR code's text, as printed on the receipt.
    var qrCode: String {
        "t=\(Self.qrTime(time))&s=\(JSONText.rubles(total))&fn=\(fiscalDrive)&i=\(document)&fp=\(fiscalSign)&n=1"
    }

    /// "20261120T1823", local time.
    static func qrTime(_ time: Int64) -> String {
        let parts = civil(time)
        return String(format: "%04d%02d%02dT%02d%02d", parts.year, parts.month, parts.day, parts.hour, parts.minute)
    }

    /// "2026-11-20T18:23:05+03:00".
    static func isoTime(_ time: Int64) -> String {
        let parts = civil(time)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d+03:00", parts.year, parts.month, parts.day, parts.hour,
            parts.minute, parts.second)
    }

    static func civil(_ time: Int64) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: Int(utcOffset)) ?? .current
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: Double(time)))
        return (
            parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0
        )
    }
}

/// The demo accounts' receipts, the same for the same clock: the signed-in demo account has
/// ~240 over the ten months before the clock, an anonymous session 50 over the last two.
enum ReceiptsGenerator {
    static let userReceiptCount = 240
    static let anonymousReceiptCount = 50

    static func userReceipts(clock: Date) -> [DemoReceipt] {
        var receipts = generate(count: userReceiptCount, days: 300, clock: clock, seed: 2021, prefix: "ch")
        // The newest is the design's: 555 ₽ of items, ИТОГО 455 ₽ (bonus points paid the rest).
        if !receipts.isEmpty { receipts[0] = designReceipt(like: receipts[0]) }
        return receipts
    }

    static func anonymousReceipts(clock: Date) -> [DemoReceipt] {
        generate(count: anonymousReceiptCount, days: 60, clock: clock, seed: 77, prefix: "an")
    }

    /// Newest first.
    static func generate(count: Int, days: Int, clock: Date, seed: UInt64, prefix: String) -> [DemoReceipt] {
        var random = SplitMix64(seed: seed)
        let end = Int64(clock.timeIntervalSince1970.rounded(.down))
        let totalWeight = ReceiptsCatalog.shops.reduce(0) { $0 + $1.weight }
        var drafts: [(time: Int64, shop: ReceiptsCatalog.Shop, items: [DemoReceipt.Item], discount: Bool)] = []
        for _ in 0..<count {
            // A day before the clock, then a local time when shops are open (8:00 to 22:59).
            let day = Int64(random.next() % UInt64(days)) + 1
            let localMidnight = (end + DemoReceipt.utcOffset) / 86_400 * 86_400 - day * 86_400
            let secondOfDay = Int64(8 * 3600) + Int64(random.next() % UInt64(15 * 3600))
            let time = localMidnight + secondOfDay - DemoReceipt.utcOffset
            var pick = Int(random.next() % UInt64(totalWeight))
            var shop = ReceiptsCatalog.shops[0]
            for candidate in ReceiptsCatalog.shops {
                if pick < candidate.weight {
                    shop = candidate
                    break
                }
                pick -= candidate.weight
            }
            let products = ReceiptsCatalog.products(for: shop.kind)
            let itemCount = 1 + Int(random.next() % UInt64(min(7, products.count)))
            var start = Int(random.next() % UInt64(products.count))
            var items: [DemoReceipt.Item] = []
            for _ in 0..<itemCount {
                let product = products[start % products.count]
                start += 1 + Int(random.next() % 3)
                let quantity = product.byMeasure ? 250 + Int(random.next() % 1500) : 1000 * (1 + Int(random.next() % 3))
                let sum = (product.price * quantity + 500) / 1000
                items.append(
                    DemoReceipt.Item(
                        name: product.name, price: product.price, quantityMilli: quantity, unit: product.unit, sum: sum)
                )
            }
            drafts.append((time, shop, items, random.next() % 13 == 0))
        }
        drafts.sort { $0.time > $1.time }
        return drafts.enumerated().map { position, draft in
            let sum = draft.items.reduce(0) { $0 + $1.sum }
            // A loyalty discount: the till's total is 5% under the items' sum.
            let total = draft.discount ? sum - sum / 20 : sum
            let serial = count - position
            return DemoReceipt(
                id: "\(prefix)-\(String(format: "%05d", serial))", shop: draft.shop, time: draft.time,
                items: draft.items, total: total, fiscalDrive: "92890001004\(String(format: "%05d", serial))",
                document: 10_000 + serial * 7, fiscalSign: String(3_000_000_000 + UInt64(serial) * 7919),
                index: position)
        }
    }

    static func designReceipt(like receipt: DemoReceipt) -> DemoReceipt {
        var design = receipt
        design.shop = ReceiptsCatalog.shops[0]
        design.items = [
            DemoReceipt.Item(name: "Молоко 3,2% 1 л", price: 8990, quantityMilli: 2000, unit: "шт", sum: 17980),
            DemoReceipt.Item(name: "Чай чёрный 100 пак.", price: 32900, quantityMilli: 1000, unit: "шт", sum: 32900),
            DemoReceipt.Item(name: "Хлеб «Бородинский»", price: 4620, quantityMilli: 1000, unit: "шт", sum: 4620),
        ]
        design.total = 45500
        return design
    }
}
