import XCTest

@testable import ChartServer

/// `plot serve`'s gate: at most `drawing` views drawn at once, at most `waiting` in line (more
/// are refused), and a waiting view whose page asked for a newer one is sent away undrawn.
final class ViewGateTests: XCTestCase {
    /// What became of a view that asked for its turn.
    enum Outcome: Equatable {
        case drew, busy, superseded
    }

    /// Asks for a turn on a task of its own; once given, holds it until `leave` is called.
    func ask(_ gate: ViewGate, _ ticket: ViewTicket?) -> Task<Outcome, Never> {
        Task {
            do {
                try await gate.enter(ticket)
                return .drew
            } catch is ViewGate.Busy {
                return .busy
            } catch {
                return error is ViewGate.Superseded ? .superseded : .busy
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
        // A view older than one already seen is not sent away by it, nor does it send others.
        let late = await ask(gate, ViewTicket(tab: "page-v", seq: 1)).value
        XCTAssertEqual(late, .drew, "nothing is drawing: it draws at once")
        gate.leave()
    }
}
