import XCTest

@testable import Receipts

/// Each QR field checked before anything is sent, the error naming the field.
final class ReceiptQRTests: XCTestCase {
    let good = "t=20201017T1923&s=1498.00&fn=9289000100412345&i=12345&fp=3456789012&n=1"

    func testAGoodCodeIsRead() throws {
        let qr = try ReceiptQR(good)
        XCTAssertEqual(qr.total, 149_800)
        XCTAssertEqual(qr.fiscalDrive, "9289000100412345")
        XCTAssertEqual(
            try ReceiptQR("  " + good.replacingOccurrences(of: "T1923", with: "T192305") + "\n").document, "12345")
    }

    func testEachBadFieldIsNamed() {
        let cases: [(String, String)] = [
            (good.replacingOccurrences(of: "t=20201017T1923", with: "t=20201317T1923"), "t"),
            (good.replacingOccurrences(of: "t=20201017T1923", with: "t=2020-10-17"), "t"),
            (good.replacingOccurrences(of: "t=20201017T1923", with: "t=20210229T1200"), "t"),
            (good.replacingOccurrences(of: "s=1498.00", with: "s=1498.001"), "s"),
            (good.replacingOccurrences(of: "s=1498.00", with: "s=-5"), "s"),
            (good.replacingOccurrences(of: "s=1498.00", with: "s=0"), "s"),
            (good.replacingOccurrences(of: "fn=9289000100412345", with: "fn=928900010041234"), "fn"),
            (good.replacingOccurrences(of: "fn=9289000100412345", with: "fn=92890001004123ab"), "fn"),
            (good.replacingOccurrences(of: "&i=12345", with: "&i=0"), "i"),
            (good.replacingOccurrences(of: "fp=3456789012", with: "fp=9999999999"), "fp"),
            (good.replacingOccurrences(of: "n=1", with: "n=7"), "n"),
            (good.replacingOccurrences(of: "&n=1", with: ""), "n"),
            (good + "&x=1", "x"),
            (good + "&s=1", "s"),
        ]
        for (text, field) in cases {
            XCTAssertThrowsError(try ReceiptQR(text), text) { error in
                let problem = error as? ReceiptQR.Problem
                XCTAssertEqual(problem?.field, field, text)
                XCTAssertTrue(problem?.description.contains("QR field") ?? false)
                XCTAssertFalse(problem?.description.contains("\n") ?? true, "one line")
            }
        }
    }
}
