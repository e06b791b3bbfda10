import XCTest

@testable import Input

/// `LabelCoder`: a code a distinct label in first-seen order, short labels (up to 8 bytes)
/// compared as one word and longer ones byte by byte, so that labels alike in their first 8
/// bytes, or alike but for their length, stay apart.
final class LabelCoderTests: XCTestCase {
    func codes(_ labels: [String], _ coder: inout LabelCoder) -> [Int32] {
        labels.map { label in
            var text = label
            return text.withUTF8 { coder.code($0, 0..<$0.count) }
        }
    }

    func testLabelsAlikeButForALaterByteOrTheirLengthHaveCodesOfTheirOwn() {
        var coder = LabelCoder()
        let labels = [
            "G09", "G18", "G09", "", "a", "a\u{0}", "abcdefgh", "abcdefghi", "abcdefghj", "abcdefgh", "Зеленоград",
            "Зеленоградск", "a\u{0}", "G18",
        ]
        XCTAssertEqual(codes(labels, &coder), [0, 1, 0, 2, 3, 4, 5, 6, 7, 5, 8, 9, 4, 1])
        XCTAssertEqual(
            coder.labels,
            ["G09", "G18", "", "a", "a\u{0}", "abcdefgh", "abcdefghi", "abcdefghj", "Зеленоград", "Зеленоградск"])
    }

    func testExistingFindsOnlyWhatWasCoded() {
        var coder = LabelCoder()
        var text = "Oslo"
        XCTAssertNil(text.withUTF8 { coder.existing($0, 0..<$0.count) })
        XCTAssertEqual(coder.code("Oslo"), 0)
        XCTAssertEqual(text.withUTF8 { coder.existing($0, 0..<$0.count) }, 0)
        XCTAssertTrue(coder.labels == ["Oslo"], "looking up adds nothing")
    }

    /// Ten thousand labels: the table grows, every label keeps its code.
    func testManyLabelsKeepTheirCodes() {
        var coder = LabelCoder()
        let labels = (0..<10_000).map { "label \($0 * 7919 % 10_000)" }
        XCTAssertEqual(codes(labels, &coder), (0..<10_000).map(Int32.init))
        XCTAssertEqual(codes(labels.reversed(), &coder), (0..<10_000).reversed().map(Int32.init))
    }
}
