import Foundation
import HotWater

// schedule-cache-writer PATH ROWS [HOLD]: replaces the cache at PATH with ROWS rows (version
// "new"), prints "halfway" when half are written (inside the transaction) and then waits
// there: to be killed, or with HOLD for HOLD seconds before it writes the rest and commits (a
// slow writer).
let arguments = CommandLine.arguments
guard (3...4).contains(arguments.count), let count = Int(arguments[2]), count >= ScheduleCache.progressStep * 2,
    arguments.count == 3 || Double(arguments[3]) != nil
else {
    FileHandle.standardError.write(Data("usage: schedule-cache-writer PATH ROWS [HOLD] (ROWS >= 2000)\n".utf8))
    exit(2)
}
let hold = arguments.count == 4 ? Double(arguments[3]) : nil
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
        guard let hold else { while true { sleep(1) } }
        Thread.sleep(forTimeInterval: hold)
    }
    guard hold != nil else {
        FileHandle.standardError.write(Data("finished without being killed\n".utf8))
        exit(1)
    }
} catch {
    FileHandle.standardError.write(Data("schedule-cache-writer: \(error)\n".utf8))
    exit(1)
}
