import Foundation

/// How many views are drawn at once, and which of those waiting are still wanted: at most
/// `drawing` at a time (one a core), at most `waiting` in line behind them (more are refused,
/// 503, and the server goes on), and a waiting view whose page has since asked for a newer one
/// (the same `tab`, a higher `seq`) leaves the line undrawn (409). A page panned fast costs the
/// views it shows, not every view it passed; another tab's views wait their turn, first come
/// first drawn.
final class ViewGate: @unchecked Sendable {
    /// Over `waiting` views in line, or longer in line than the view may wait.
    struct Busy: Error {}
    /// A newer view of the same page came before this one was drawn.
    struct Superseded: Error {}

    let drawing: Int
    let waiting: Int

    private struct Waiter {
        let id: Int
        let ticket: ViewTicket?
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var active = 0
    private var line: [Waiter] = []
    private var nextID = 0
    /// The newest `seq` each page has asked for.
    private var newest: [String: Int] = [:]
    /// Pages remembered at most: past it they are forgotten, which only lets an older view of
    /// a forgotten page be drawn.
    static let maxPages = 4096

    init(drawing: Int = ProcessInfo.processInfo.activeProcessorCount, waiting: Int = 64) {
        self.drawing = max(1, drawing)
        self.waiting = max(0, waiting)
    }

    /// Waits for a turn to draw, at most `seconds` in line (then `Busy`); every `enter` that
    /// returns is followed by one `leave`. A view older than its page's newest is `Superseded`
    /// at once, and sends the page's older waiting views away.
    func enter(_ ticket: ViewTicket?, waitingAtMost seconds: Double) async throws {
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                var gone: [Waiter] = []
                lock.lock()
                if Task.isCancelled {
                    lock.unlock()
                    continuation.resume(throwing: CancellationError())
                    return
                }
                if let ticket {
                    if ticket.seq < newest[ticket.tab] ?? Int.min {
                        lock.unlock()
                        continuation.resume(throwing: Superseded())
                        return
                    }
                    if newest.count >= Self.maxPages && newest[ticket.tab] == nil { newest.removeAll() }
                    newest[ticket.tab] = ticket.seq
                    gone = line.filter { $0.ticket.map { $0.tab == ticket.tab && $0.seq < ticket.seq } ?? false }
                    line.removeAll { $0.ticket.map { $0.tab == ticket.tab && $0.seq < ticket.seq } ?? false }
                }
                if active < drawing && line.isEmpty {
                    active += 1
                    lock.unlock()
                    continuation.resume()
                } else if line.count >= waiting {
                    lock.unlock()
                    continuation.resume(throwing: Busy())
                } else {
                    line.append(Waiter(id: id, ticket: ticket, continuation: continuation))
                    lock.unlock()
                    // Past its time in line a view is answered busy, not left to hang.
                    Task { [weak self] in
                        try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1e9))
                        self?.remove { $0.id == id }.forEach { $0.continuation.resume(throwing: Busy()) }
                    }
                }
                for waiter in gone { waiter.continuation.resume(throwing: Superseded()) }
            }
        } onCancel: {
            // The client went away: its place in line is given up.
            remove { $0.id == id }.forEach { $0.continuation.resume(throwing: CancellationError()) }
        }
    }

    /// Views waiting for a turn.
    var inLine: Int {
        lock.lock()
        defer { lock.unlock() }
        return line.count
    }

    /// A drawn view's turn is over: the next in line draws.
    func leave() {
        lock.lock()
        active -= 1
        var next: Waiter?
        if active < drawing, !line.isEmpty {
            next = line.removeFirst()
            active += 1
        }
        lock.unlock()
        next?.continuation.resume()
    }

    private func remove(where matches: (Waiter) -> Bool) -> [Waiter] {
        lock.lock()
        defer { lock.unlock() }
        let gone = line.filter(matches)
        line.removeAll(where: matches)
        return gone
    }
}
