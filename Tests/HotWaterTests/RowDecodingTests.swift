import Foundation
import XCTest

@testable import HotWater

/// Rows decode leniently: whitespace-only is empty, a numeric house is taken, odd rows are kept.
final class RowDecodingTests: XCTestCase {
    func rows(_ json: String) throws -> [ScheduleRow] {
        try ScheduleDecoder.rows(Data(json.utf8))
    }

    func testTheUpstreamSample() throws {
        let row = try XCTUnwrap(
            try rows(
                #"[{"Населенный пункт":"Санкт-Петербург","Адрес жилого здания":"Краснопутиловская","№ дома":"65","корпус":"","литер":"","Период отключения ГВС":"22.06.2020-05.07.2020"}]"#
            ).first)
        XCTAssertEqual(
            row,
            ScheduleRow(
                settlement: "Санкт-Петербург", street: "Краснопутиловская", house: "65", period: "22.06.2020-05.07.2020"
            ))
    }

    func testWhitespaceOnlyIsEmptyAndNumbersAreText() throws {
        let row = try XCTUnwrap(
            try rows(
                #"[{"Адрес жилого здания":"  Ветеранов ","№ дома":15,"корпус":"  ","литер":null,"Период отключения ГВС":" "}]"#
            )
            .first)
        XCTAssertEqual(row.street, "Ветеранов")
        XCTAssertEqual(row.house, "15")
        XCTAssertEqual(row.building, "")
        XCTAssertEqual(row.letter, "")
        XCTAssertEqual(row.period, "")
        XCTAssertEqual(row.settlement, "", "a missing field is empty, not an error")
        XCTAssertEqual(try rows(#"[{"№ дома":15.0,"корпус":2}]"#).first?.house, "15")
        XCTAssertEqual(try rows(#"[{"№ дома":15.5}]"#).first?.house, "15.5")
    }

    func testRowsThatAreNotObjectsAreSkippedTheRestKept() throws {
        XCTAssertEqual(try rows(#"[null, 3, {"№ дома":"1"}, "x"]"#).map(\.house), ["1"])
    }
}
