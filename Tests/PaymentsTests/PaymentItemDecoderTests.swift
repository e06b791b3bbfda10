import Input
import XCTest

@testable import Payments

/// Every malformed shape the payments list was seen with (API.md section 2), item by item.
final class PaymentItemDecoderTests: XCTestCase {
    func item(_ json: String) throws -> Payment? {
        PaymentItemDecoder.decode(try JSONValue.parse(Array(json.utf8)))
    }

    func list(_ json: String) throws -> PaymentsList {
        guard case .array(let items) = try JSONValue.parse(Array(json.utf8)) else {
            throw XCTSkip("not an array")
        }
        return PaymentItemDecoder.decode(items: items)
    }

    func testAWellFormedItem() throws {
        let payment = try item(#"{"desc":"operation 1","amount":10.5,"currency":"USDT","created":1582148046}"#)
        XCTAssertEqual(
            payment,
            Payment(description: "operation 1", amount: DecimalText("10.5"), currency: "USDT", created: 1_582_148_046))
    }

    func testAmountAsNumberOrNumericString() throws {
        XCTAssertEqual(try item(#"{"desc":"a","amount":100000000.00001}"#)?.amount?.text, "100000000.00001")
        XCTAssertEqual(try item(#"{"desc":"a","amount":"10"}"#)?.amount?.text, "10")
        XCTAssertEqual(try item(#"{"desc":"a","amount":" 12.50 "}"#)?.amount?.text, "12.5")
        XCTAssertEqual(try item(#"{"desc":"a","amount":5.0}"#)?.amount?.text, "5")
    }

    func testAmountOfTheWrongTypeLeavesTheRowWithoutAnAmount() throws {
        for amount in ["true", "null", #""ten""#, "[1]", #"{"v":1}"#, #""""#] {
            let payment = try item(#"{"desc":"a","amount":\#(amount)}"#)
            XCTAssertEqual(payment?.description, "a", amount)
            XCTAssertNil(payment?.amount, amount)
        }
    }

    func testCurrencyMissingNullOrEmpty() throws {
        XCTAssertNil(try item(#"{"desc":"a","amount":1}"#)?.currency)
        XCTAssertNil(try item(#"{"desc":"a","amount":1,"currency":null}"#)?.currency)
        XCTAssertNil(try item(#"{"desc":"a","amount":1,"currency":""}"#)?.currency)
        XCTAssertNil(try item(#"{"desc":"a","amount":1,"currency":"  "}"#)?.currency)
        XCTAssertNil(try item(#"{"desc":"a","amount":1,"currency":["USD"]}"#)?.currency)
        XCTAssertEqual(try item(#"{"desc":"a","amount":1,"currency":"TRON"}"#)?.currency, "TRON")
    }

    func testCreatedIsUnixSecondsAsNumberOrString() throws {
        XCTAssertEqual(try item(#"{"desc":"a","created":1582148046}"#)?.created, 1_582_148_046)
        XCTAssertEqual(try item(#"{"desc":"a","created":"1582148046"}"#)?.created, 1_582_148_046)
        XCTAssertEqual(try item(#"{"desc":"a","created":1582148046.75}"#)?.created, 1_582_148_046)
    }

    func testCreatedZeroMissingOrUnusableIsNoDate() throws {
        for created in ["0", #""0""#, "-5", "null", #""yesterday""#, "true", "1582148046000000", #""""#] {
            XCTAssertNil(try item(#"{"desc":"a","created":\#(created)}"#)?.created, created)
        }
        XCTAssertNil(try item(#"{"desc":"a"}"#)?.created)
    }

    func testDescriptionMissingOrANumber() throws {
        let noDescription = try item(#"{"amount":2.5e3,"currency":"RUB"}"#)
        XCTAssertNil(noDescription?.description)
        XCTAssertEqual(noDescription?.amount?.text, "2500")
        XCTAssertEqual(try item(#"{"desc":42,"amount":1}"#)?.description, "42")
        XCTAssertEqual(try item(#"{"desc":"  padded  ","amount":1}"#)?.description, "padded")
    }

    func testUnknownFieldsAreIgnored() throws {
        let payment = try item(#"{"desc":"a","amount":1,"fee":{"x":[1,2]},"id":7,"desc_ru":"б"}"#)
        XCTAssertEqual(payment, Payment(description: "a", amount: DecimalText("1"), currency: nil, created: nil))
    }

    func testItemsThatAreNotObjectsAreSkipped() throws {
        for bad in [#""operation""#, "null", "42", "true", "[1,2]"] {
            XCTAssertNil(try item(bad), bad)
        }
    }

    func testItemsWithNothingUsableAreSkipped() throws {
        for bad in [
            "{}", #"{"currency":"USD","created":1582148046}"#, #"{"desc":["x"],"amount":{"v":1}}"#,
            #"{"desc":"","amount":"abc"}"#,
        ] {
            XCTAssertNil(try item(bad), bad)
        }
    }

    func testOneBadItemNeverLosesTheOthers() throws {
        let result = try list(
            #"[{"desc":"first","amount":1},"junk",{},null,{"desc":"second","amount":"2"},[3],{"desc":"third"}]"#)
        XCTAssertEqual(result.payments.map(\.description), ["first", "second", "third"])
        XCTAssertEqual(result.skipped, 4)
    }
}
