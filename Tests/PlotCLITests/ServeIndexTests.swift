import Foundation
import XCTest

/// `plot serve` indexes a long file once (`M4Pyramid`) and draws each view from the index:
/// each view must still be, byte for byte, the file `plot` writes for its ranges.
final class ServeIndexTests: XCTestCase {
    /// 300,000 rows in x order, noisy, with ties and gaps (empty y), beyond `indexAbove`.
    static let long: String = {
        var state: UInt64 = 25
        var rows = ["x,y"]
        rows.reserveCapacity(300_001)
        for index in 0..<300_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let noise = Int(state >> 58)
            let y = index % 997 < 3 ? "" : String(Int(40 * sin(Double(index) / 9_000)) + noise)
            rows.append("\(index / 2),\(y)")
        }
        return rows.joined(separator: "\n") + "\n"
    }()

    func testIndexedViewsAreTheCommandsFiles() async throws {
        let served = try ServedPlot(["--input", "long.csv"], files: ["long.csv": Self.long])
        defer { served.stop() }
        XCTAssertTrue(served.stderr.contains("indexed 300000 points for views"), served.stderr)
        // The whole file (through the blocks), a part of it, a few hundred points (each drawn).
        for (x, y) in [("-100..150100", "-60..110"), ("20000.5..90000", "-20..40"), ("70000..70150", "-50..100")] {
            let view = try await served.get("/view.png?x=\(x)&y=\(y)&w=400&h=260")
            XCTAssertEqual(view.status, 200, view.text)
            let cli = try served.plot.run([
                "--input", "long.csv", "--x-range", x, "--y-range", y, "--size", "400x260", "-o", "cli.png",
            ])
            XCTAssertEqual(cli.status, 0, cli.stderr)
            let file = try Data(contentsOf: served.plot.folder.appendingPathComponent("cli.png"))
            XCTAssertEqual(view.body, file, "x \(x), y \(y): the indexed view differs from plot's file")
        }
    }
}
