import XCTest

@testable import ChartServer

/// `plot serve`'s gate: at most `drawing` views drawn at once, at most `waiting` in line (more
/// are refused), and a waiting view whose page asked for a newer one is sent away undrawn.
final class ViewGateTests: XCTestCase {
    /// What became of a view that asked for its turn.
    enum Outcome: Equatable {
        case drew, busy, superseded, cancelled, failed
    }

    /// Asks for a turn on a task of its own; once given, holds it until `leave` is called.
    func ask(_ gate: ViewGate, _ ticket: ViewTicket?, waitingAtMost seconds: Double = 60) -> Task<Outcome, Never> {
        Task {
            do {
                try await gate.enter(ticket, waitingAtMost: seconds)
                return .drew
            } catch is ViewGate.Busy {
                return .busy
            } catch is ViewGate.Superseded {
                return .superseded
            } catch is CancellationError {
                return .cancelled
            } catch {
                return .failed
            }
        }
    }

    /// Waits until `gate` has `count` views in line (each `ask` is a task of its own).
    func waitForLine(_ gate: ViewGate, _ count: Int) async throws {
        for _ in 0..<500 where gate.inLine != count { try await Task.sleep(nanoseconds: 2_000_000) }
        XCTAssertEqual(gate.inLine, count)
    }

    func testOneDrawsTheNextWaitsAndOneMoreIsRefused() async throws {
        let gate = ViewGate(drawing: 1, waiting: 1)
        let first = await ask(gate, nil).value
        XCTAssertEqual(first, .drew)
        let second = ask(gate, nil)
        try await waitForLine(gate, 1)
        let third = await ask(gate, nil).value
        XCTAssertEqual(third, .busy, "over the line's length")
        gate.leave()
        let secondOutcome = await second.value
        XCTAssertEqual(secondOutcome, .drew, "the first's turn passed to the one waiting")
        gate.leave()
        XCTAssertEqual(gate.inLine, 0)
    }

    func testANewerViewOfAPageSendsItsWaitingOlderOneAway() async throws {
        let gate = ViewGate(drawing: 1, waiting: 8)
        _ = await ask(gate, nil).value  // holds the one turn
        let older = ask(gate, ViewTicket(tab: "page-v", seq: 1))
        let otherPage = ask(gate, ViewTicket(tab: "other-v", seq: 1))
        try await waitForLine(gate, 2)
        let newer = ask(gate, ViewTicket(tab: "page-v", seq: 2))
        let olderOutcome = await older.value
        XCTAssertEqual(olderOutcome, .superseded)
        try await waitForLine(gate, 2)
        gate.leave()
        let otherOutcome = await otherPage.value
        XCTAssertEqual(otherOutcome, .drew, "another page's view keeps its place, first come first drawn")
        gate.leave()
        let newerOutcome = await newer.value
        XCTAssertEqual(newerOutcome, .drew)
        gate.leave()
        // A view older than its page's newest (sent before it, arrived after) is not drawn.
        let late = await ask(gate, ViewTicket(tab: "page-v", seq: 1)).value
        XCTAssertEqual(late, .superseded)
        let next = await ask(gate, ViewTicket(tab: "page-v", seq: 3)).value
        XCTAssertEqual(next, .drew)
        gate.leave()
    }

    /// A view waits in line at most its time, then is answered busy; one whose client went
    /// away leaves the line; and the turns go on to those still waiting.
    func testALineHasATimeLimitAndACancelledViewLeavesIt() async throws {
        let gate = ViewGate(drawing: 1, waiting: 8)
        _ = await ask(gate, nil).value  // holds the one turn
        let impatient = await ask(gate, nil, waitingAtMost: 0.05).value
        XCTAssertEqual(impatient, .busy, "answered after 50 ms in line")
        XCTAssertEqual(gate.inLine, 0)
        let gone = ask(gate, nil)
        let staying = ask(gate, nil)
        try await waitForLine(gate, 2)
        gone.cancel()
        let goneOutcome = await gone.value
        XCTAssertEqual(goneOutcome, .cancelled)
        XCTAssertEqual(gate.inLine, 1)
        gate.leave()
        let stayingOutcome = await staying.value
        XCTAssertEqual(stayingOutcome, .drew)
        gate.leave()
    }
}
