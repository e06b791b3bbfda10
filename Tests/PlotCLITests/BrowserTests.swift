import Foundation
import XCTest

/// `plot serve` in a real browser: scripts/browser-test.py drives headless Chromium (Debian's
/// `chromium`) over the DevTools protocol: the page loads, a dragged box becomes the view in the
/// URL (its ranges within a pixel of the box's, by the view's geometry), back goes back, '+'
/// zooms to the middle 80%, the wheel out by 1.25 around the pointer, the tooltip says what
/// /near says, dark and a double-click give the whole chart dark, rows appended to the watched
/// file (`--watch`) are drawn within a second (a new x tick label in the page's SVG), and nothing
/// is fetched from outside the server. Without chromium or python3-websocket it is skipped; under CI=true
/// it fails instead (scripts/bootstrap installs both).
final class BrowserTests: XCTestCase {
    func testADraggedBoxIsTheNextViewInTheURL() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("no /usr/bin/python3: run scripts/bootstrap")
            }
            throw XCTSkip("no /usr/bin/python3: scripts/bootstrap installs it")
        }
        let script = PlotProcess.packageRoot.appendingPathComponent("scripts/browser-test.py").path
        let process = Process()
        // Debian's python, which python3-websocket installs into (a pyenv python3 on PATH has not got it).
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script, try PlotProcess.executable.path]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let missing = ["no chromium on PATH", "No module named 'websocket'"].first { stderr.contains($0) }
        if let missing {
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("\(missing): run scripts/bootstrap") }
            throw XCTSkip("\(missing): scripts/bootstrap installs it")
        }
        XCTAssertEqual(process.terminationStatus, 0, stdout + stderr)
        XCTAssertTrue(stdout.hasPrefix("browser: ok: dragged x "), stdout + stderr)
    }
}
