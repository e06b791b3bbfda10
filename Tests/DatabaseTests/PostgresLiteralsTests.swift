import XCTest

@testable import Database

/// The constant arrays written into PostgreSQL's SQL name exactly the values they stand for.
final class PostgresLiteralsTests: XCTestCase {
    func testInstantsAreWrittenInUTCToTheMicrosecond() {
        XCTAssertEqual(PostgresLiterals.utc(micros: 0), "1970-01-01 00:00:00.000000+00")
        XCTAssertEqual(PostgresLiterals.utc(micros: -1), "1969-12-31 23:59:59.999999+00")
        XCTAssertEqual(PostgresLiterals.utc(micros: 1_577_836_801_000_000), "2020-01-01 00:00:01.000000+00")
        XCTAssertEqual(PostgresLiterals.utc(micros: 1_709_208_000_500_000), "2024-02-29 12:00:00.500000+00")
        XCTAssertEqual(PostgresLiterals.utc(micros: -8_520_336_000_000_000), "1700-01-01 00:00:00.000000+00")
    }

    func testTimesThatNoSingleInstantHasAreRefused() {
        XCTAssertEqual(
            PostgresLiterals.instants([1_577_836_801, 0.000001]),
            #"'{"2020-01-01 00:00:01.000000+00","1970-01-01 00:00:00.000001+00"}'::timestamptz[]"#)
        // Between two microseconds, beyond 2^33 s, not finite: written as doubles instead.
        XCTAssertNil(PostgresLiterals.instants([1_577_836_801.0000004]))
        XCTAssertNil(PostgresLiterals.instants([0x1p33]))
        XCTAssertNil(PostgresLiterals.instants([.infinity]))
        XCTAssertEqual(PostgresLiterals.instants([]), "'{}'::timestamptz[]")
    }

    func testDoublesAreWrittenSoTheyReadBackTheSame() {
        XCTAssertEqual(
            PostgresLiterals.doubles([0.1, -0.0, 1e-300, nil, .nan, .infinity, -.infinity]),
            "'{0.1,-0.0,1e-300,NULL,NaN,Infinity,-Infinity}'::double precision[]")
    }

    /// An extreme without the row that holds it (the rows changed between the passes) makes
    /// no answer, so the one-pass query answers instead.
    func testAnExtremeWithoutItsPartnerMakesNoAnswer() {
        let extremes: [[Double?]] = [[3, 2, 10, 11, -1, 4, nil]]
        XCTAssertEqual(
            ChartQueries.merged(extremes: extremes, partners: [[3, 1, 4, 10, 11]], series: 1),
            [[3, 2, 10, 1, 11, 4, -1, 10, 4, 11, nil]])
        XCTAssertNil(ChartQueries.merged(extremes: extremes, partners: [[3, 1, nil, 10, 11]], series: 1))
        XCTAssertNil(ChartQueries.merged(extremes: extremes, partners: [], series: 1))
    }
}
