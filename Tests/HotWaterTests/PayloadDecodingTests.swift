import Foundation
import XCTest

@testable import DemoServer
@testable import HotWater

/// Every broken and hostile payload is refused with the check that failed; the good one decodes.
final class PayloadDecodingTests: XCTestCase {
    func testTheDemoScheduleDecodesWhole() throws {
        let schedule = try ScheduleDecoder().decode(PayloadFixtures.goodBody)
        XCTAssertEqual(schedule.rows.count, HotWaterScheduleGenerator.rowCount)
        XCTAssertEqual(schedule.version, "26")
        XCTAssertEqual(schedule.classifierName, "График остановок ТЭЦ ТГК-1 2016г")
        XCTAssertEqual(schedule.rows[0].settlement, "Санкт-Петербург")
        XCTAssertEqual(schedule.rows[0].street, "Краснопутиловская")
        XCTAssertTrue(schedule.rows.contains { $0.street == "Ветеранов" })
        XCTAssertTrue(schedule.rows.contains { !$0.building.isEmpty })
        XCTAssertTrue(schedule.rows.contains { !$0.letter.isEmpty })
        let unparsed = schedule.rows.filter {
            if case .unparsed = ShutdownPeriod($0.period) { return true } else { return false }
        }
        XCTAssertGreaterThanOrEqual(unparsed.count, 5, "the demo keeps a few malformed periods")
    }

    /// Like upstream's: ~3.9 MB of JSON deflated well under the ratio cap.
    func testTheDemoPayloadHasTheRealSize() throws {
        let entry = try PayloadUnzipper().entry(zip: PayloadFixtures.goodZip)
        XCTAssertEqual(entry.path, "disconnect_teploset.json")
        XCTAssertGreaterThan(entry.data.count, 3_500_000)
        XCTAssertLessThan(entry.data.count, 4_200_000)
        print("demo payload: \(entry.data.count) bytes from \(PayloadFixtures.goodZip.count) zipped")
        XCTAssertLessThan(entry.data.count / PayloadFixtures.goodZip.count, PayloadLimits.standard.maxRatio / 2)
    }

    func testTheSameScheduleEveryTime() {
        XCTAssertEqual(HotWaterScheduleGenerator.json(), HotWaterScheduleGenerator.json())
    }

    func testEnvelopeFaults() throws {
        XCTAssertRefused(try PayloadFixtures.body(.badStatus), { $0 == .badStatus("error") }, mentions: "status")
        XCTAssertRefused(
            try PayloadFixtures.body(.emptyClassifiers), { $0 == .noClassifiers }, mentions: "no classifiers")
        XCTAssertRefused(
            try PayloadFixtures.body(.missingClassifier), { $0 == .classifierMissing(id: 4, present: ["3"]) },
            mentions: "no classifier 4")
        XCTAssertRefused(
            try PayloadFixtures.body(.notJSON), { if case .envelopeNotJSON = $0 { true } else { false } },
            mentions: "not the classifiers JSON")
        XCTAssertRefused(
            Data(#"{"status":"result","responseData":{"classifiers":[{"classifierId":"4","file":""}]}}"#.utf8),
            { $0 == .noFile(classifier: 4) }, mentions: "no file")
    }

    func testInvalidBase64() throws {
        XCTAssertRefused(try PayloadFixtures.body(.invalidBase64), { $0 == .invalidBase64 }, mentions: "base64")
    }

    func testNotAZip() throws {
        XCTAssertRefused(try PayloadFixtures.body(.notZip), { $0 == .notAZip }, mentions: "not a zip")
    }

    func testCorruptAndTruncatedZips() throws {
        let corrupt: (PayloadError) -> Bool = { if case .corruptZip = $0 { true } else { false } }
        XCTAssertRefused(try PayloadFixtures.body(.corruptZip), corrupt, mentions: "corrupt")
        XCTAssertRefused(try PayloadFixtures.body(.truncatedZip), corrupt, mentions: "no end of central directory")
        // A directory that claims an entry beyond its end.
        var bytes = [UInt8](try HotWaterPayload.zip(name: "a.json", data: Data("[]".utf8)))
        bytes[bytes.count - 14] = 9
        bytes[bytes.count - 12] = 9
        XCTAssertRefused(PayloadFixtures.envelope(zip: Data(bytes)), corrupt, mentions: "lists 9 entries")
    }

    /// Fuzz/ZipPayload's finding, its crashing input: the local header's extra field (100 bytes)
    /// runs past the archive, and ZIPFoundation trapped seeking there. Refused before it looks.
    func testLocalHeaderRunningPastTheArchive() throws {
        let zip = try XCTUnwrap(
            Data(
                base64Encoded:
                    "UEsDBBQAAAAAADxid13G6pXvCgAAAAoACQBkAAAAAGF0YS5qc29uW3si0J0iOjF9XVBLAQIUA34iOjJ9XVBLAQIUAxTvCgAAAAoAAAADAAAAAAAAAAkAAAAAAAAAAAAAAIABAAAAAGRhdGEuanNvblBLBQYAAAAAAQABADcAAAAxAAAAAAA="
            ))
        XCTAssertThrowsError(try PayloadUnzipper().entry(zip: zip)) { error in
            guard case .corruptZip(let detail)? = error as? PayloadError else { return XCTFail("\(error)") }
            XCTAssertTrue(detail.hasSuffix("\" lies outside the archive"), detail)
        }
    }

    /// Fuzz/ZipPayload's second finding (Fuzz/HotWaterAnswer found it through the envelope),
    /// its crashing input: the directory calls the entry stored, 237 bytes packed and 482
    /// unpacked, with a data descriptor; ZIPFoundation looked for the descriptor 482 bytes on,
    /// past the end, and trapped.
    func testStoredEntryWithTwoSizes() throws {
        let zip = try XCTUnwrap(
            Data(
                base64Encoded:
                    "UEsDBBQAAAAIADxid128YOis7QAAAOIBAAAJAAAAZGF0YS5qc29ulVBBbsJADPzKas8QbaICEl+peEmFREKlHpAAUYkDqEL8IEDSpgkJXxh/oS/prCM4cYCDV7bXM+Px65vFF1KJkaNi1Khlhl+Di0xZlJLYobHYI22rLnbIJWFMcJAp35PtcGCJjHkuscE3ClI1OKEx+EWm0EIWSrThlFerOUAJMrXDR/ZK/iw829/72hDX4IyU6LDnFUo0xHpM7Jkila1IrMso+VJ7O12uIDwzxCREVjKXD3XHPQw+scJeSaLA9YPIRa7reoEbaGrHHfPYVTbUqHChFu08dYZtuwwjvWPYhs8aceHNSPhyTb2RwegfUEsBAhQDAAAIFAAAPGJ3Xbxg6KztAAAA4gEAAAkAAAAAAAAAAAAAAIABAAAAAGRhdH1dUEtvblBLBQYAAAAAAQABADcAAAAUAQAAAAA="
            ))
        XCTAssertThrowsError(try PayloadUnzipper().entry(zip: zip)) { error in
            guard case .corruptZip(let detail)? = error as? PayloadError else { return XCTFail("\(error)") }
            XCTAssertTrue(detail.hasSuffix("\" has two different sizes"), detail)
        }
    }

    func testNoEntryAndSeveralEntries() throws {
        XCTAssertRefused(try PayloadFixtures.body(.noEntry), { $0 == .noEntry }, mentions: "no entry")
        XCTAssertRefused(
            try PayloadFixtures.body(.severalEntries),
            { $0 == .severalEntries(names: ["disconnect_teploset.json", "readme.txt"]) }, mentions: "2 entries")
    }

    func testEntryPathsThatLeaveTheFolder() throws {
        XCTAssertRefused(
            try PayloadFixtures.body(.pathTraversal), { $0 == .unsafeEntryPath("../disconnect_teploset.json") },
            mentions: "..")
        for path in ["/etc/passwd", "a/../../b.json", "..\\b.json", "C:/b.json"] {
            let zip = try HotWaterPayload.zip(name: path, data: Data("[]".utf8))
            XCTAssertRefused(PayloadFixtures.envelope(zip: zip), { $0 == .unsafeEntryPath(path) }, mentions: "leaves")
        }
    }

    func testZipBombOverTheRatioCap() throws {
        XCTAssertRefused(
            try PayloadFixtures.body(.zipBombRatio),
            { if case .zipBomb(.declaredRatio(20 << 20, _, 200)) = $0 { true } else { false } }, mentions: "ratio cap")
    }

    func testZipBombOverTheSizeCap() throws {
        XCTAssertRefused(
            try PayloadFixtures.body(.zipBombSize),
            { if case .zipBomb(.declaredSize(80 << 20, 64 << 20)) = $0 { true } else { false } }, mentions: "size cap")
    }

    /// Headers that understate the size pass the declared checks; counting bytes stops it.
    func testZipBombWithLyingHeaders() throws {
        XCTAssertRefused(
            try PayloadFixtures.body(.zipBombLying),
            { $0 == .zipBomb(.inflatedPastDeclared(declared: 1_000_000)) }, mentions: "inflated past")
    }

    /// With a tight size cap, the real schedule is refused before inflating, naming the cap.
    func testCapsAreConfigurable() throws {
        XCTAssertRefused(
            PayloadFixtures.goodBody, limits: PayloadLimits(maxUncompressedBytes: 1 << 20),
            { if case .zipBomb(.declaredSize(_, 1 << 20)) = $0 { true } else { false } }, mentions: "size cap")
        XCTAssertRefused(
            PayloadFixtures.goodBody, limits: PayloadLimits(maxRatio: 5),
            { if case .zipBomb(.declaredRatio(_, _, 5)) = $0 { true } else { false } }, mentions: "ratio cap of 5:1")
    }

    func testRowsThatAreNotJSON() throws {
        XCTAssertRefused(
            try PayloadFixtures.envelope(rowsJSON: "{\"rows\":1}"),
            { if case .rowsNotJSON = $0 { true } else { false } }, mentions: "not a JSON array")
        XCTAssertRefused(
            try PayloadFixtures.envelope(rowsJSON: "[{\"a\":"),
            { if case .rowsNotJSON = $0 { true } else { false } }, mentions: "invalid JSON")
    }

    /// Base64 broken into lines, as MIME encoders write it, is still base64.
    func testBase64WithLineBreaks() throws {
        let zip = try HotWaterPayload.zip(name: "disconnect_teploset.json", data: Data("[]".utf8))
        let wrapped = zip.base64EncodedString(options: [.lineLength76Characters, .endLineWithCarriageReturn])
        XCTAssertEqual(try PayloadUnzipper().entry(base64: wrapped).data, Data("[]".utf8))
    }
}
