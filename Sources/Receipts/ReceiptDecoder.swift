import Foundation
import Input
import PlotCore

/// Reads receipts and places item by item, taking whatever each offers. A receipt needs an id
/// and a purchase time, an item a name, a place a name; anything less is skipped and counted,
/// and one bad item never loses the others. Unknown fields are ignored.
enum ReceiptDecoder {
    /// Moscow time, which the service's times are in when they carry no offset.
    static let serviceUTCOffset = 3 * 3600

    static func receipts(_ value: JSONValue?) -> (receipts: [Receipt], skipped: Int) {
        var receipts: [Receipt] = []
        var skipped = 0
        for item in LenientValue.list(value) ?? [] {
            if let receipt = receipt(item) { receipts.append(receipt) } else { skipped += 1 }
        }
        return (receipts, skipped)
    }

    static func receipt(_ value: JSONValue) -> Receipt? {
        guard let id = LenientValue.text(value["id"]), let (time, offset) = purchaseTime(value["purchaseDateTime"])
        else { return nil }
        let shop = value["shop"]
        let street = [LenientValue.text(shop?["street"]), LenientValue.text(shop?["build"])].compactMap { $0 }
        let address = street.count == 2 ? street.joined(separator: " ") : LenientValue.text(value["retailPlaceAddress"])
        let items = (LenientValue.list(value["items"]) ?? []).compactMap(item)
        return Receipt(
            id: id, shopName: LenientValue.text(shop?["name"]), address: address ?? street.first,
            purchasedAt: time, utcOffset: offset, total: LenientValue.kopecks(value["totalSum"]), items: items,
            qrCode: LenientValue.text(value["qr_code"]))
    }

    static func item(_ value: JSONValue) -> ReceiptItem? {
        guard let name = LenientValue.text(value["name"]) else { return nil }
        return ReceiptItem(
            name: name, price: LenientValue.kopecks(value["price"]), quantity: LenientValue.decimal(value["quantity"]),
            unit: LenientValue.text(value["unit"]), sum: LenientValue.kopecks(value["sum"]))
    }

    static func places(_ value: JSONValue?) -> (places: [Place], skipped: Int) {
        var places: [Place] = []
        var skipped = 0
        for item in LenientValue.list(value) ?? [] {
            guard let name = LenientValue.text(item["name"]) else {
                skipped += 1
                continue
            }
            let location = LenientValue.double(item["lat"]).flatMap { lat in
                LenientValue.double(item["lon"]).flatMap { lon in
                    (-90...90).contains(lat) && (-180...180).contains(lon)
                        ? Coordinate(latitude: lat, longitude: lon) : nil
                }
            }
            places.append(
                Place(
                    id: LenientValue.text(item["id"]) ?? name, name: name, address: LenientValue.text(item["address"]),
                    location: location, products: LenientValue.int(item["products"])))
        }
        return (places, skipped)
    }

    /// "2026-11-20T18:23:05+03:00" (seconds, the offset and "Z" optional; no offset is Moscow
    /// time), or Unix seconds -> the instant and the offset its wall clock was in.
    static func purchaseTime(_ value: JSONValue?) -> (Int64, Int)? {
        if let seconds = LenientValue.number(value), seconds > 0, seconds < 253_402_300_800 {
            return (Int64(seconds), serviceUTCOffset)
        }
        guard let text = LenientValue.text(value) else { return nil }
        let scalars = Array(text.unicodeScalars)
        func number(_ start: Int, _ length: Int) -> Int? {
            guard start + length <= scalars.count else { return nil }
            let digits = scalars[start..<start + length]
            guard digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
            return Int(String(String.UnicodeScalarView(digits)))
        }
        guard scalars.count >= 16, scalars[4] == "-", scalars[7] == "-", scalars[10] == "T" || scalars[10] == " ",
            scalars[13] == ":", let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), (1...12).contains(month), (1...31).contains(day),
            hour < 24, minute < 60
        else { return nil }
        var index = 16
        var second = 0
        if index < scalars.count, scalars[index] == ":" {
            guard let value = number(index + 1, 2), value < 61 else { return nil }
            second = value
            index += 3
            // A fraction of a second is dropped.
            if index < scalars.count, scalars[index] == "." {
                index += 1
                while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            }
        }
        var offset = serviceUTCOffset
        if index < scalars.count {
            if scalars[index] == "Z", index + 1 == scalars.count {
                offset = 0
            } else if scalars[index] == "+" || scalars[index] == "-", index + 6 == scalars.count,
                scalars[index + 3] == ":", let hours = number(index + 1, 2), let minutes = number(index + 4, 2)
            {
                offset = (scalars[index] == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
            } else {
                return nil
            }
        }
        let local =
            Int64(CivilTime.days(fromYear: year, month: month, day: day)) * 86_400
            + Int64(hour * 3600 + minute * 60 + second)
        return (local - Int64(offset), offset)
    }
}
