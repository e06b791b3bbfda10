import Foundation
import Receipts

// receipts-cache-writer PATH COUNT: stores a page of COUNT receipts in the cache at PATH, prints
// "halfway" when half are written (inside the transaction) and then waits there to be killed.
let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count >= ReceiptsCache.progressStep * 2 else {
    FileHandle.standardError.write(Data("usage: receipts-cache-writer PATH COUNT (COUNT >= 20)\n".utf8))
    exit(2)
}
do {
    let cache = try ReceiptsCache(path: arguments[1])
    let receipts = (0..<count).map { index in
        Receipt(
            id: "new-\(index)", shopName: "Новый магазин", address: "Новая улица \(index)",
            purchasedAt: 1_790_000_000 + Int64(index), utcOffset: 10_800, total: 100 * index,
            items: (0..<20).map { ReceiptItem(name: "Товар \($0)", price: 100, quantity: "1", unit: "шт", sum: 100) })
    }
    let halfway = count / 2 / ReceiptsCache.progressStep * ReceiptsCache.progressStep
    try cache.store(receipts, account: "user:demo", fetchedAt: Date()) { written in
        guard written == halfway else { return }
        FileHandle.standardOutput.write(Data("halfway\n".utf8))
        while true { sleep(1) }
    }
    FileHandle.standardError.write(Data("finished without being killed\n".utf8))
} catch {
    FileHandle.standardError.write(Data("receipts-cache-writer: \(error)\n".utf8))
    exit(1)
}
