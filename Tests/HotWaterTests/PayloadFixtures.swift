import Foundation
import XCTest

@testable import DemoServer
@testable import HotWater

/// Payloads as the demo server sends them, good and faulty, built once per test run (the
/// good schedule and the bombs take a moment to deflate).
enum PayloadFixtures {
    static let goodZip: Data = {
        (try? HotWaterPayload.good(schedule: Data(HotWaterScheduleGenerator.json().utf8))) ?? Data()
    }()

    static let goodBody = Data(HotWaterPayload.envelope(classifiers: [(4, goodZip.base64EncodedString())]).utf8)

    static func body(_ fault: HotWaterFault) throws -> Data {
        Data(try HotWaterPayload.answer(fault) { goodZip }.body.utf8)
    }

    static func envelope(zip: Data) -> Data {
        Data(HotWaterPayload.envelope(classifiers: [(4, zip.base64EncodedString())]).utf8)
    }

    static func envelope(rowsJSON: String) throws -> Data {
        envelope(zip: try HotWaterPayload.zip(name: HotWaterPayload.entryName, data: Data(rowsJSON.utf8)))
    }
}

func XCTAssertRefused(
    _ body: Data, limits: PayloadLimits = .standard, _ expected: (PayloadError) -> Bool, mentions: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let schedule = try ScheduleDecoder(limits: limits).decode(body)
        XCTFail("accepted \(schedule.rows.count) rows", file: file, line: line)
    } catch let error as PayloadError {
        XCTAssertTrue(expected(error), "wrong refusal: \(error)", file: file, line: line)
        XCTAssertTrue(
            error.description.contains(mentions), "\"\(error)\" does not say \(mentions)", file: file, line: line)
        XCTAssertFalse(error.description.contains("\n"), file: file, line: line)
    } catch {
        XCTFail("not a PayloadError: \(error)", file: file, line: line)
    }
}
