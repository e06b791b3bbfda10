import Foundation
import PlotCore
import PostgresTesting
import XCTest

@testable import Database

/// PostgreSQL's quicker queries give the answers of the slower ones they replace, row for row:
/// the extent from the columns as they are, and M4's columns in two passes.
final class PostgresTwoPassTests: XCTestCase {
    /// Ties everywhere: three rows per instant, y of few values (each the lowest or highest of
    /// many rows), gaps, rows without an x, and a y kept as numeric.
    private func makeTable() throws {
        try TestPostgres.execute(
            """
            DROP TABLE IF EXISTS plotkit_two_pass;
            CREATE TABLE plotkit_two_pass AS
              SELECT CASE WHEN i % 1009 = 0 THEN NULL
                          ELSE timestamptz '2024-01-01 00:00:00+00' + (i / 3) * interval '1.25 second' END AS t,
                     (i / 3) * 0.5 AS n,
                     (i::bigint * 7919) % 11 AS a,
                     CASE WHEN i % 97 = 0 THEN NULL ELSE round(CAST(sin(i / 300.0) * 10 AS numeric), 3) END AS b
              FROM generate_series(1, 30000) AS i;
            """)
    }

    private func open() async throws -> PostgresRows {
        let url = try TestPostgres.require()
        guard case .postgres(let address) = try DatabaseURL(url) else { throw XCTSkip("not a PostgreSQL URL") }
        return try await PostgresRows.connect(address, shownAs: url)
    }

    private func queries(x: String, conversion: ValueConversion, instant: Bool) -> ChartQueries {
        ChartQueries(
            dialect: .postgres, query: "SELECT t, n, a, b FROM plotkit_two_pass", rawX: "q.\(x)",
            rawYs: ["q.a", "q.b"], xConversion: conversion, xIsInstant: instant)
    }

    func testTwoPassesAnswerAsTheOnePassQuery() async throws {
        try makeTable()
        let rows = try await open()
        let start = 1_704_067_200.0
        let cases: [(ChartQueries, [Interval])] = [
            (queries(x: "t", conversion: .seconds(zone: nil), instant: true), [Interval(start + 40, start + 9000)]),
            // The same instants picked by their doubles, as for a time read in a zone.
            (queries(x: "t", conversion: .seconds(zone: nil), instant: false), [Interval(start, start + 12_500)]),
            (queries(x: "n", conversion: .number, instant: false), [Interval(0, 5000), Interval(100.25, 2222)]),
        ]
        var checked = 0
        for (queries, ranges) in cases {
            for range in ranges {
                for width in [700.0, 3.0] {
                    let mapping = M4Decimation(visible: range, left: 10.3, width: width)
                    let extremes = try await rows.rows(
                        queries.columnExtremes(mapping).sql, queries.columnExtremes(mapping).arguments)
                    let partners = queries.columnPartners(mapping, extremes: extremes)
                    let merged = ChartQueries.merged(
                        extremes: extremes, partners: try await rows.rows(partners.sql, partners.arguments), series: 2)
                    let onePass = queries.columns(mapping)
                    let expected = try await rows.rows(onePass.sql, onePass.arguments)
                    XCTAssertGreaterThan(expected.count, 3)
                    XCTAssertEqual(merged, expected, "\(queries.rawX) \(range) \(width)")
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 8)
        await rows.close()
    }

    /// Times a microsecond either side of each column's edge go to the columns that converting
    /// them to seconds gives: the edges found in Swift are PostgreSQL's.
    func testInstantsAtColumnEdgesGoWhereTheirSecondsGo() async throws {
        let start = 1_704_067_200.0
        let mapping = M4Decimation(visible: Interval(start + 0.3, start + 4321.7), left: 33.6, width: 987.4)
        let edges = try XCTUnwrap(InstantColumnEdges.micros(ChartQueries.arguments(mapping)))
        XCTAssertEqual(edges.count, mapping.columns + 1)
        let times = edges.flatMap { [$0 - 1, $0, $0 + 1] }
        let values = times.enumerated().map { "('\(PostgresLiterals.utc(micros: $1))'::timestamptz, \($0 % 89))" }
        try TestPostgres.execute(
            "DROP TABLE IF EXISTS plotkit_edges; CREATE TABLE plotkit_edges (t timestamptz, a float8)")
        let rows = try await open()
        _ = try await rows.rows("INSERT INTO plotkit_edges VALUES \(values.joined(separator: ", "))", [])
        let queries = ChartQueries(
            dialect: .postgres, query: "SELECT t, a FROM plotkit_edges", rawX: "q.t", rawYs: ["q.a"],
            xConversion: .seconds(zone: nil), xIsInstant: true)
        let extremes = try await rows.rows(queries.columnExtremes(mapping).sql, [])
        let partners = queries.columnPartners(mapping, extremes: extremes)
        let merged = ChartQueries.merged(
            extremes: extremes, partners: try await rows.rows(partners.sql, partners.arguments), series: 1)
        let onePass = queries.columns(mapping)
        let expected = try await rows.rows(onePass.sql, onePass.arguments)
        XCTAssertEqual(expected.count, mapping.columns + 2)
        XCTAssertEqual(merged, expected)
        await rows.close()
    }

    func testTheExtentOfTheColumnsAsTheyAreIsTheExtentOfTheirValues() async throws {
        try makeTable()
        let rows = try await open()
        for queries in [
            queries(x: "t", conversion: .seconds(zone: nil), instant: true),
            queries(x: "n", conversion: .number, instant: false),
        ] {
            for range in [nil, Interval(1_704_067_300, 1_704_070_000), Interval(10, 600)] {
                let quick = queries.extentOfColumnsAsTheyAre(xRange: range)
                let slow = queries.extentOfConvertedRows(xRange: range)
                let answer = try await rows.rows(quick.sql, quick.arguments)
                let expected = try await rows.rows(slow.sql, slow.arguments)
                XCTAssertEqual(answer, expected, "\(queries.rawX) \(String(describing: range))")
                XCTAssertEqual(answer.first?[0], 30_000)
            }
        }
        await rows.close()
    }
}
