// The receipts service's answers (`plot receipts feed|search|add|login`): any body parses to a
// JSONValue (Input's one parser) or is refused; the lenient decoders read its receipts, places
// and account, taking what each item offers and never losing count; every receipt and place
// decoded can be written and laid out as the pages do (money, dates, months, distances, the
// cards), without a trap.
import Foundation
import Input
import PlotCore

@testable import Receipts

private let texts = ReceiptsLanguage.allCases.map(ReceiptsText.init)
private let here = Coordinate(latitude: 55.7887, longitude: 49.1221)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let answer = try? JSONValue.parse(Array(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    var receipts: [Receipt] = []
    for list in [answer, answer["receipts"]] {
        let read = ReceiptDecoder.receipts(list)
        precondition(read.receipts.count + read.skipped == (LenientValue.list(list)?.count ?? 0), "receipts lost")
        receipts += read.receipts
    }
    if let receipt = answer["receipt"].flatMap(ReceiptDecoder.receipt) { receipts.append(receipt) }
    let places = ReceiptDecoder.places(answer["places"])
    precondition(
        places.places.count + places.skipped == (LenientValue.list(answer["places"])?.count ?? 0), "places lost")
    for receipt in receipts {
        precondition(!receipt.id.isEmpty && receipt.items.allSatisfy { !$0.name.isEmpty }, "an empty name kept")
        precondition((1...12).contains(receipt.month.month), "month \(receipt.month.month)")
        for text in texts {
            _ = text.monthTitle(receipt.month)
            _ = text.dateTime(receipt)
            _ = receipt.total.map(text.money)
            for item in receipt.items {
                _ = text.itemLine(item)
                _ = item.sum.map(text.money)
            }
        }
    }
    for place in places.places {
        for text in texts { _ = place.location.map { text.distance($0.distance(to: here)) } }
    }
    if let account = Account.decode(answer) {
        _ = account.statusLine(timeZone: TimeZone(identifier: "Europe/Moscow")!)
    }
    // The cards, as `receipts feed` and `receipts search` lay them out.
    let entries =
        ReceiptsPages.feed(receipts, text: texts[0])
        + places.places.map { ReceiptsEntry.place($0, distance: $0.location?.distance(to: here)) }
    if !entries.isEmpty {
        let pages = ReceiptsPages(
            entries: entries, text: texts[0], page: .portrait, title: "Чеки", note: "", emptyMessage: "", maxFiles: 3)
        let (scene, _, shown) = pages.scene(measurer: FixedTextMeasurer())
        precondition(!scene.pages.isEmpty && shown <= entries.count, "\(shown) of \(entries.count) shown")
    }
    return 0
}
