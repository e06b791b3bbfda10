import Foundation
import PlotCore
import XCTest

@testable import Input

/// Wall times around every offset change of every zone read to the instant Python's `zoneinfo`
/// gives with `fold=0`: a repeated wall time is its first occurrence, a skipped one reads with
/// the offset before the change. Read in file order (one parser, its remembered span in play),
/// in reverse, and one at a time (a typed `--x-range` bound), so no remembered offset leaks.
final class ZoneTransitionTests: XCTestCase {
    /// Seconds since 1970 of a wall time read as UTC, written as a file writes it.
    static func text(_ local: Double) -> String {
        let civil = CivilTime(epochSeconds: local)
        func two(_ value: Int) -> String { NumberText.zeroPadded(value, width: 2) }
        return "\(NumberText.zeroPadded(civil.year, width: 4))-\(two(civil.month))-\(two(civil.day))"
            + " \(two(civil.hour)):\(two(civil.minute)):\(two(Int(civil.second)))"
    }

    func read(_ text: String, _ parser: inout TimeParser) -> Double? {
        var text = text
        return text.withUTF8 { parser.parse($0, 0..<$0.count) }
    }

    /// Printed by Python 3.11's zoneinfo against Debian 12's tzdata:
    /// `int(datetime(2010, 3, 14, 2, 30, tzinfo=ZoneInfo("America/Los_Angeles")).timestamp())`.
    /// Gaps, overlaps, a 30-minute change (Lord Howe), a skipped day (Apia), changes of the
    /// standard offset (Moscow, Caracas), a change at midnight (São Paulo) and at 00:00 (Tehran).
    static let zoneinfo: [(zone: String, wall: String, instant: Double)] = [
        ("America/Los_Angeles", "2010-03-14 01:00", 1_268_557_200),
        ("America/Los_Angeles", "2010-03-14 02:00", 1_268_560_800),  // skipped: 02:00-08:00
        ("America/Los_Angeles", "2010-03-14 02:30", 1_268_562_600),  // skipped: 02:30-08:00
        ("America/Los_Angeles", "2010-03-14 03:00", 1_268_560_800),
        ("America/Los_Angeles", "2010-06-01 12:00", 1_275_418_800),
        ("America/Los_Angeles", "2010-11-07 01:30", 1_289_118_600),  // twice: the first, -07:00
        ("America/Los_Angeles", "2010-11-07 02:00", 1_289_124_000),
        ("Europe/Berlin", "2026-03-29 02:30", 1_774_747_800),  // skipped: 02:30+01:00
        ("Europe/Berlin", "2026-10-25 02:30", 1_792_888_200),  // twice: the first, +02:00
        ("Europe/Berlin", "2026-10-25 03:00", 1_792_893_600),
        ("Australia/Lord_Howe", "2026-04-05 01:45", 1_775_313_900),  // twice: +11:00
        ("Australia/Lord_Howe", "2026-10-04 02:15", 1_791_042_300),  // skipped: +10:30
        ("Pacific/Apia", "2011-12-29 23:59", 1_325_239_140),
        ("Pacific/Apia", "2011-12-30 12:00", 1_325_282_400),  // the day Samoa skipped: -10:00
        ("Pacific/Apia", "2011-12-31 00:00", 1_325_239_200),
        ("Europe/Moscow", "2011-03-27 02:30", 1_301_182_200),
        ("Europe/Moscow", "2014-10-26 01:30", 1_414_272_600),  // twice: +04:00
        ("America/Caracas", "2007-12-09 02:45", 1_197_182_700),
        ("America/Sao_Paulo", "2018-11-04 00:30", 1_541_302_200),
        ("Asia/Tehran", "2022-03-22 00:30", 1_647_896_400),
    ]

    func testZoneinfoSample() throws {
        for (name, wall, instant) in Self.zoneinfo {
            var fresh = TimeParser(zone: try XCTUnwrap(TimeZone(identifier: name), name))
            XCTAssertEqual(read(wall, &fresh), instant, "\(name) \(wall)")
            XCTAssertEqual(TimeText.seconds(wall, timeZone: TimeZone(identifier: name)), instant, "\(name) \(wall)")
        }
        // Read in a row, as a file reads them: the remembered offset must not carry a wrong one.
        for name in Set(Self.zoneinfo.map(\.zone)) {
            var running = TimeParser(zone: TimeZone(identifier: name))
            for (_, wall, instant) in Self.zoneinfo.filter({ $0.zone == name }) {
                XCTAssertEqual(read(wall, &running), instant, "\(name) \(wall), read after the rows before it")
            }
        }
    }

    /// Every zone Foundation knows, every change of offset from 1970 to 2037: just before,
    /// at the start of, inside, at the end of and after the gap or the overlap. The instant
    /// expected follows from the two offsets alone: before the change local - before; after
    /// it local - after; in the gap or the overlap local - before (zoneinfo's fold=0).
    func testEveryTransitionOfEveryZone() throws {
        let end = 2_145_916_800.0  // 2038-01-01
        var checked = 0
        var failures: [String] = []
        for name in TimeZone.knownTimeZoneIdentifiers {
            guard let zone = TimeZone(identifier: name) else { continue }
            func offset(_ instant: Double) -> Double {
                Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: instant)))
            }
            var transitions: [Double] = []
            var next = zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: 0))
            while let date = next, date.timeIntervalSince1970 < end {
                transitions.append(date.timeIntervalSince1970)
                next = zone.nextDaylightSavingTimeTransition(after: date)
            }
            var samples: [(wall: Double, instant: Double)] = []
            for (index, change) in transitions.enumerated() {
                let (before, after) = (offset(change - 1), offset(change))
                if before == after { continue }
                // Changes two days apart or closer overlap each other's samples: none in 1970-2037.
                if index > 0, change - transitions[index - 1] < 2 * 86_400 { continue }
                let (low, high) = (change + min(before, after), change + max(before, after))
                for wall in [low - 60, low, (low + high) / 2, high - 60, high, high + 60] {
                    samples.append((wall, wall < low ? wall - before : wall >= high ? wall - after : wall - before))
                }
            }
            let texts = samples.map { Self.text($0.wall) }
            for order in [Array(samples.indices), samples.indices.reversed()] {
                var running = TimeParser(zone: zone)
                for index in order {
                    var fresh = TimeParser(zone: zone)
                    let (inRow, alone) = (read(texts[index], &running), read(texts[index], &fresh))
                    checked += 1
                    if inRow != samples[index].instant || alone != samples[index].instant, failures.count < 20 {
                        failures.append(
                            "\(name) \(texts[index]): expected \(samples[index].instant), in a row \(inRow ?? .nan), alone \(alone ?? .nan)"
                        )
                    }
                }
            }
        }
        XCTAssertEqual(failures, [])
        XCTAssertGreaterThan(checked, 100_000, "every zone's changes were walked")
    }

    /// The smallest case: a file with a skipped wall time before summer rows. The
    /// summer row is 12:00-07:00 (`zoneinfo`: 1275418800), not an hour off; the skipped one
    /// reads as zoneinfo reads it and is counted.
    func testASkippedWallTimeLeavesNoWrongOffsetBehind() throws {
        let text = "date,v\n2010/03/14 01:00,1\n2010/03/14 02:00,2\n2010/03/14 03:00,3\n2010/06/01 12:00,4\n"
        let options = TableReadOptions(timeZone: try XCTUnwrap(TimeZone(identifier: "America/Los_Angeles")))
        let reading = try TableReader.read(Array(text.utf8), options: options)
        guard case .times(let values) = reading.table.columns[0].values else { return XCTFail("not times") }
        XCTAssertEqual(values, [1_268_557_200, 1_268_560_800, 1_268_560_800, 1_275_418_800])
        XCTAssertEqual(reading.skippedWallTimes, 1)
    }
}
