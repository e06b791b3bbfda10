import XCTest

@testable import PlotCore

/// Category labels that do not fit side by side turn before any is left out: -45° while the
/// turned lines keep a line's pitch apart, then -90°, and only then every k-th.
final class TurnedLabelsTests: XCTestCase {
    let font = FontSpec(size: 20)  // a line pitch of 22

    func testTheLeastTurnThatFits() {
        let choose = { (widest: Double, step: Double) in
            TurnedLabels.choose(widest: widest, step: step, gap: 16, font: self.font)
        }
        XCTAssertEqual(choose(60, 80), .flat)
        XCTAssertEqual(choose(64, 80), TurnedLabels(angle: -45, every: 1), "flat they would touch")
        XCTAssertEqual(choose(200, 31.2), TurnedLabels(angle: -45, every: 1), "22·√2 = 31.11 apart")
        XCTAssertEqual(choose(200, 31), TurnedLabels(angle: -90, every: 1))
        XCTAssertEqual(choose(200, 22.1), TurnedLabels(angle: -90, every: 1))
        XCTAssertEqual(choose(200, 21.9), TurnedLabels(angle: -90, every: 2), "only now are some left out")
        XCTAssertEqual(choose(200, 7), TurnedLabels(angle: -90, every: 4))
    }

    /// The turned box, its corners turned about the run's origin as the renderer turns them,
    /// ends where the label should: its right end's middle at the tick, its top at `top`,
    /// reaching as far as `reach` and `depth` say.
    func testTheRunEndsAtItsTickAndReachesWhereItSays() {
        let size = TextMetrics(width: 120, height: 24, baseline: 19)
        for angle in [0.0, -45, -90] {
            let turned = TurnedLabels(angle: angle, every: 1)
            let run = turned.run("label", x: 300, top: 500, size: size, font: font, color: .black)
            XCTAssertEqual(run.angle, angle)
            let radians = angle * .pi / 180
            let corners = [(0.0, 0.0), (size.width, 0), (0, size.height), (size.width, size.height)].map { x, y in
                Point(
                    run.origin.x + x * cos(radians) - y * sin(radians),
                    run.origin.y + x * sin(radians) + y * cos(radians))
            }
            let reach = turned.reach(width: size.width, height: size.height)
            XCTAssertEqual(corners.map(\.y).min()!, 500, accuracy: 1e-9, "\(angle): the top")
            XCTAssertEqual(
                corners.map(\.y).max()! - 500, turned.depth(width: size.width, height: size.height), accuracy: 1e-9)
            XCTAssertEqual(300 - corners.map(\.x).min()!, reach.left, accuracy: 1e-9, "\(angle)")
            XCTAssertEqual(corners.map(\.x).max()! - 300, reach.right, accuracy: 1e-9, "\(angle)")
            if angle != 0 {
                // The end of the line, the middle of the box's right edge, is on the tick.
                let end = Point(
                    run.origin.x + size.width * cos(radians) - size.height / 2 * sin(radians),
                    run.origin.y + size.width * sin(radians) + size.height / 2 * cos(radians))
                XCTAssertEqual(end.x, 300, accuracy: 1e-9, "\(angle)")
            }
        }
    }
}
