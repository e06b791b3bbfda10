// What a user types for receipts (`plot receipts add --qr`, `--near`) and the service's amounts:
// a QR code's text is a ReceiptQR whose fields are as the fiscal format says, or a Problem
// naming a field; a place's "lat,lon" is in range or nil; money text is kopecks or nil.
import Foundation

@testable import Receipts

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let qr = try ReceiptQR(text)
        precondition(qr.total > 0, "a total of \(qr.total)")
        precondition(qr.fiscalDrive.utf8.count == 16 && qr.fiscalDrive.utf8.allSatisfy { (0x30...0x39).contains($0) })
        precondition((1...10).contains(qr.document.utf8.count) && (1...10).contains(qr.fiscalSign.utf8.count))
    } catch let problem as ReceiptQR.Problem {
        _ = problem.description
    } catch {
        fatalError("ReceiptQR threw \(error), not a Problem")
    }
    if let point = Coordinate(text) {
        precondition((-90...90).contains(point.latitude) && (-180...180).contains(point.longitude))
        precondition(point.distance(to: point) == 0 && point.distance(to: Coordinate(latitude: 0, longitude: 0)) >= 0)
    }
    if let kopecks = Money.kopecks(text) {
        precondition(kopecks.magnitude < 100_000_000_000_000_000, "\(kopecks) kopecks from \(text.debugDescription)")
        _ = ReceiptsText(.ru).money(kopecks)
    }
    return 0
}
