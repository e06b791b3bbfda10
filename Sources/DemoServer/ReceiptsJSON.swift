/// The receipts service's JSON (the shape of the API's later version, API.md section 5). Some
/// receipts are written the odd ways a lenient client must take: the total as a number rather
/// than a string, a price or a quantity as a string, an item with no unit, a shop with no
/// building (its address only in `retailPlaceAddress`).
enum ReceiptsJSON {
    static func receipt(_ receipt: DemoReceipt) -> JSONText {
        let odd = receipt.index
        var shop: [(String, JSONText)] = [
            ("name", .string(receipt.shop.name)), ("city", .string(ReceiptsCatalog.city)),
            ("street", .string(receipt.shop.street)),
        ]
        if odd % 31 != 11 { shop.append(("build", .string(receipt.shop.building))) }
        let items = receipt.items.enumerated().map { position, item -> JSONText in
            var fields: [(String, JSONText)] = [
                ("id", .number(String(position + 1))), ("name", .string(item.name)),
                ("price", odd % 19 == 4 ? .string(JSONText.rubles(item.price)) : .number(number(item.price))),
                (
                    "quantity",
                    odd % 23 == 7 ? .string(quantity(item.quantityMilli)) : .number(quantity(item.quantityMilli))
                ),
                ("sum", .number(number(item.sum))),
            ]
            if let unit = item.unit, !(odd % 29 == 3 && position == 0) { fields.append(("unit", .string(unit))) }
            return .object(fields)
        }
        return .object([
            ("id", .string(receipt.id)),
            ("qr_code", .string(receipt.qrCode)),
            ("shop", .object(shop)),
            ("retailPlaceAddress", .string(address(receipt.shop))),
            ("inn", .string(receipt.shop.inn)),
            ("purchaseDateTime", .string(DemoReceipt.isoTime(receipt.time))),
            ("totalSum", odd % 17 == 5 ? .number(number(receipt.total)) : .string(JSONText.rubles(receipt.total))),
            ("items", .array(items)),
        ])
    }

    static func place(_ shop: ReceiptsCatalog.Shop) -> JSONText {
        .object([
            ("id", .string("place-\(shop.inn)")),
            ("name", .string(shop.name)),
            ("address", .string("\(shop.street) \(shop.building)")),
            ("lat", .number(String(shop.latitude))),
            ("lon", .number(String(shop.longitude))),
            ("products", .number(String(shop.products))),
        ])
    }

    static func address(_ shop: ReceiptsCatalog.Shop) -> String {
        "\(ReceiptsCatalog.city), ул. \(shop.street), \(shop.building)"
    }

    /// Kopecks as a JSON number of rubles without trailing zeros: 8990 -> 89.9, 45500 -> 455.
    static func number(_ kopecks: Int) -> String {
        var text = JSONText.rubles(kopecks)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Thousandths as a decimal: 2000 -> "2", 356 -> "0.356".
    static func quantity(_ milli: Int) -> String {
        var text = "\(milli / 1000).\(String(format: "%03d", milli % 1000))"
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    static func error(_ code: String, _ message: String) -> String {
        JSONText.object([("error", .object([("code", .string(code)), ("message", .string(message))]))]).text
    }
}
