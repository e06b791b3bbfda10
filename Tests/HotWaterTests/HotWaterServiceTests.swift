import DemoServer
import Foundation
import Transport
import XCTest

@testable import HotWater

/// The client against the demo server over TLS: the schedule, and every fault by its URL.
final class HotWaterServiceTests: XCTestCase {
    static let server = ServerBox()

    func client(fault: HotWaterFault? = nil) async throws -> HotWaterClient {
        let (port, caPEM) = try await Self.server.start()
        let base = "https://localhost:\(port)" + (fault.map { "/fault/\($0.rawValue)" } ?? "")
        return HotWaterClient(transport: try HTTPTransport(trust: .only(caPEM: caPEM)), baseURL: base)
    }

    func testTheScheduleOverTLS() async throws {
        let client = try await client()
        XCTAssertTrue(client.url.hasSuffix("/UniversalMobileService/classifiers/downloadClassifiers?classifiersId=4"))
        let schedule = try await client.fetch()
        XCTAssertEqual(schedule.rows.count, 13_600)
        XCTAssertEqual(schedule.version, "26")
    }

    func testEveryFaultIsRefusedWithItsReason() async throws {
        let expected: [HotWaterFault: String] = [
            .badStatus: "status \"error\"", .emptyClassifiers: "no classifiers", .missingClassifier: "no classifier 4",
            .invalidBase64: "not valid base64", .notZip: "not a zip", .corruptZip: "does not inflate",
            .truncatedZip: "no end of central directory", .noEntry: "no entry", .severalEntries: "2 entries",
            .pathTraversal: "../disconnect_teploset.json", .zipBombRatio: "ratio cap", .zipBombSize: "size cap",
            .zipBombLying: "inflated past the 1000000 bytes", .serverError: "HTTP status 500",
            .notJSON: "not the classifiers JSON",
        ]
        XCTAssertEqual(Set(expected.keys), Set(HotWaterFault.allCases), "every fault is tested")
        for (fault, words) in expected {
            do {
                let schedule = try await client(fault: fault).fetch()
                XCTFail("\(fault): accepted \(schedule.rows.count) rows")
            } catch {
                let failure = FetchFailure(error)
                XCTAssertEqual(failure.kind, fault == .serverError ? .refused : .malformed, "\(fault)")
                XCTAssertTrue(failure.reason.contains(words), "\(fault): \(failure.reason)")
            }
        }
    }

    func testConnectionRefusedIsNoInternet() async throws {
        let client = HotWaterClient(transport: try HTTPTransport(), baseURL: "https://127.0.0.1:9")
        do {
            _ = try await client.fetch()
            XCTFail("fetched from a closed port")
        } catch {
            XCTAssertEqual(FetchFailure(error).kind, .noConnection, "\(error)")
        }
    }

    func testAFullURLIsUsedAsGiven() {
        XCTAssertEqual(
            HotWaterClient.url(
                base: "https://h/UniversalMobileService/classifiers/downloadClassifiers?classifiersId=4"),
            "https://h/UniversalMobileService/classifiers/downloadClassifiers?classifiersId=4")
        XCTAssertEqual(
            HotWaterClient.url(base: "https://h/"),
            "https://h/UniversalMobileService/classifiers/downloadClassifiers?classifiersId=4")
    }
}

/// One demo server for the class, started on first use.
actor ServerBox {
    private var started: (server: DemoServer, port: Int, caPEM: String)?

    func start() async throws -> (Int, String) {
        if let started { return (started.port, started.caPEM) }
        let server = try DemoServer(configuration: DemoServerConfiguration(enableTestRoutes: false))
        let (port, caPEM) = try await server.start()
        started = (server, port, caPEM)
        return (port, caPEM)
    }
}
