import XCTest

@testable import PlotCore

/// Numbers that look like instants are suggested as times, never taken for them.
final class EpochNumbersTests: XCTestCase {
    /// pandas' `to_json()` dates: 2000-01-01 and 2010-03-01 in milliseconds (`date -u -d ... +%s`).
    func testMillisecondsInAColumnNamedLikeATime() {
        let reading = EpochNumbers.reading(name: "date", values: [946_684_800_000, .nan, 1_267_401_600_000])
        XCTAssertEqual(reading?.unit, .milliseconds)
        XCTAssertEqual(reading?.unit.rawValue, "unix-ms")
        XCTAssertEqual(reading?.exampleDate, "2000-01-01")
        let seconds = EpochNumbers.reading(name: "created_at", values: [1_700_000_000])
        XCTAssertEqual(seconds?.unit, .seconds)
        XCTAssertEqual(seconds?.exampleDate, "2023-11-14T22:13:20Z")
    }

    func testTheNameAndEveryValueMustSayTime() {
        XCTAssertNil(EpochNumbers.reading(name: "price", values: [946_684_800_000]), "not named like a time")
        XCTAssertNil(EpochNumbers.reading(name: "date", values: [946_684_800_000, 12]), "one value is no instant")
        XCTAssertNil(EpochNumbers.reading(name: "date", values: [946_684_800_000.5]), "not whole")
        XCTAssertNil(EpochNumbers.reading(name: "day", values: [1, 2, 31]), "days of a month")
        XCTAssertNil(EpochNumbers.reading(name: "date", values: [.nan]))
        XCTAssertNil(EpochNumbers.reading(name: "date", values: [4_102_444_800_001]), "after 2100")
    }

    func testTheWordsOfAName() {
        for name in ["date", "Date", "timestamp", "created_at", "startTime", "event ts", "DATE_TIME"] {
            XCTAssertTrue(EpochNumbers.namesTime(name), name)
        }
        for name in ["update", "lat", "dates2", "mandate", "stamp"] {
            XCTAssertFalse(EpochNumbers.namesTime(name), name)
        }
    }
}
