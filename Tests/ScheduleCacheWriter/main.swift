import Foundation
import HotWater

// schedule-cache-writer PATH ROWS: replaces the cache at PATH with ROWS rows, prints "halfway"
// when half are written (inside the transaction) and then waits there to be killed.
let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count >= ScheduleCache.progressStep * 2 else {
    FileHandle.standardError.write(Data("usage: schedule-cache-writer PATH ROWS (ROWS >= 2000)\n".utf8))
    exit(2)
}
do {
    let cache = try ScheduleCache(path: arguments[1])
    let rows = (0..<count).map { index in
        ScheduleRow(
            settlement: "Санкт-Петербург", street: "Новая улица \(index)", house: String(index), building: "1",
            letter: "А", period: "01.06.2021-14.06.2021")
    }
    let halfway = count / 2 / ScheduleCache.progressStep * ScheduleCache.progressStep
    try cache.replace(with: Schedule(version: "new", classifierName: "new", rows: rows), fetchedAt: Date()) { written in
        guard written == halfway else { return }
        FileHandle.standardOutput.write(Data("halfway\n".utf8))
        while true { sleep(1) }
    }
    FileHandle.standardError.write(Data("finished without being killed\n".utf8))
} catch {
    FileHandle.standardError.write(Data("schedule-cache-writer: \(error)\n".utf8))
    exit(1)
}
