import PlotCore
import XCTest

@testable import Input

/// Files saved in windows-1252 (Excel's "CSV" on Western European Windows), read through
/// `--encoding`. Expected characters are Python's cp1252 codec's
/// (`bytes([b]).decode('cp1252')`), which agrees with the WHATWG index on every assigned byte.
final class TextEncodingTests: XCTestCase {
    func transcoded(_ bytes: [UInt8], _ encoding: TextEncoding = .windows1252) -> String? {
        bytes.withUnsafeBufferPointer { encoding.utf8($0) }.map { String(decoding: $0, as: UTF8.self) }
    }

    func testEveryHighByte() throws {
        let assigned = (0x80...0x9F).filter { ![0x81, 0x8D, 0x8F, 0x90, 0x9D].contains($0) }.map(UInt8.init)
        XCTAssertEqual(transcoded(assigned), "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ")
        let upper = (0xA0...0xFF).map(UInt8.init)
        XCTAssertEqual(
            transcoded(upper).map { Array($0.unicodeScalars.map(\.value)) }, (0xA0...0xFF).map(UInt32.init))
        XCTAssertEqual(transcoded([0x81, 0x41]).map { Array($0.unicodeScalars.map(\.value)) }, [0x81, 0x41])
    }

    func testASCIIAndUTF8NeedNoCopy() {
        XCTAssertNil(transcoded(Array("plain,ascii\n1,2\n".utf8)))
        XCTAssertNil(transcoded(Array("Köln".utf8), .utf8))
    }

    func testNames() {
        for name in ["utf-8", "UTF8"] { XCTAssertEqual(TextEncoding(name: name), .utf8, name) }
        for name in ["windows-1252", "CP1252", "iso-8859-1", "ISO8859-1", "latin1", "Latin-1"] {
            XCTAssertEqual(TextEncoding(name: name), .windows1252, name)
        }
        XCTAssertNil(TextEncoding(name: "utf-16"))
        XCTAssertEqual(TextEncoding.names.compactMap(TextEncoding.init(name:)).count, TextEncoding.names.count)
    }

    /// A German export: `Stadt;Wert` with München, Köln and „Süd“ in windows-1252 bytes.
    let german: [UInt8] = [
        83, 116, 97, 100, 116, 59, 87, 101, 114, 116, 10,  // Stadt;Wert
        77, 252, 110, 99, 104, 101, 110, 59, 49, 44, 53, 10,  // München;1,5
        75, 246, 108, 110, 59, 50, 10,  // Köln;2
        132, 83, 252, 100, 147, 59, 51, 10,  // „Süd“;3
    ]

    func testAGermanExportReadsWithItsEncoding() throws {
        let reading = try TableReader.read(german, options: TableReadOptions(encoding: .windows1252))
        let city = reading.table.columns[0]
        XCTAssertEqual((0..<city.count).map { city.text(at: $0) }, ["München", "Köln", "„Süd“"])
        XCTAssertEqual(reading.table.columns[1].values, .numbers([1.5, 2, 3]))
        XCTAssertFalse(reading.holdsReplacementCharacters)
        let unsaid = try TableReader.read(german)
        XCTAssertTrue(unsaid.holdsReplacementCharacters, "read as UTF-8, its umlauts are U+FFFD")
    }
}
