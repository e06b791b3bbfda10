import Foundation
import XCTest

/// `--time-zone` reads alike everywhere: IANA names, `local`, and the offsets the new-user
/// trial typed (+02:00), which once were refused.
final class ZoneArgumentTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    func testNamesLocalAndOffsetsAreZonesAndOthersAreOneLine() throws {
        try plot.write("t.csv", "t,v\n2024-03-01 10:00,1\n2024-03-01 11:00,2\n2024-03-01 12:00,3\n")
        // A negative offset is written with `=`, or the parser takes it for an option.
        for zone in ["Europe/Berlin", "local", "+02:00", "=-0530", "+3", "UTC"] {
            let flag = zone.hasPrefix("=") ? ["--time-zone" + zone] : ["--time-zone", zone]
            let result = try plot.run(["--input", "t.csv"] + flag + ["-o", "t.png"])
            XCTAssertEqual(result.status, 0, "\(zone): \(result.stderr)")
        }
        for zone in ["Mars/Olympus", "+25:00", "+02:75", "+", "02:00"] {
            let result = try plot.run(["--input", "t.csv", "--time-zone", zone, "-o", "bad.png"])
            XCTAssertEqual(result.status, 64, "\(zone)")
            XCTAssertTrue(result.stderr.contains("is not a time zone; give an IANA name"), result.stderr)
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("bad.png")))
    }
}
