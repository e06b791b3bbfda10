import Foundation
import Transport
import XCTest

/// The one percent-encoder of queries and form bodies: the same text Foundation's
/// `addingPercentEncoding` gives with the unreserved characters, which the clients used before.
final class PercentEncodingTests: XCTestCase {
    func testValuesAsFoundationEncodesThem() {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let texts = [
            "", "plain-text_1.0~", "a b", "a+b=c&d", "50%", "/?#[]@!$'()*,;:", "ёлка Ёж", "日本", "🙂", "tab\there",
            "\u{0}", "https://oauth.vk.com/blank.html", "55.7887,49.1221",
        ]
        for text in texts {
            XCTAssertEqual(PercentEncoding.encoded(text), text.addingPercentEncoding(withAllowedCharacters: unreserved))
        }
        XCTAssertEqual(PercentEncoding.encoded("ё"), "%D1%91")
        XCTAssertEqual(PercentEncoding.encoded("a b", spaceAsPlus: true), "a+b")
        XCTAssertEqual(PercentEncoding.encoded("a+b", spaceAsPlus: true), "a%2Bb")
    }

    func testAQueryKeepsItsOrder() {
        XCTAssertEqual(
            PercentEncoding.query([("q", "молоко 3,2%"), ("skip", "0"), ("a", "")]),
            "q=%D0%BC%D0%BE%D0%BB%D0%BE%D0%BA%D0%BE%203%2C2%25&skip=0&a=")
        XCTAssertEqual(PercentEncoding.query([]), "")
    }
}
