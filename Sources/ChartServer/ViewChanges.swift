import Foundation

/// `plot serve --watch`'s news for the open pages: each change of the chart's data is counted
/// and every page following `/events` (at most `maxListeners` at once) is woken to send the count
/// as it is then. Telling never waits for a page: a listener holds one wake-up at most, so a
/// slow one skips to the newest count.
package final class ViewChanges: @unchecked Sendable {
    // Unchecked: `count`, `listeners` and `nextID` are read and changed under `lock` alone.

    /// Pages following at once, at most: each holds one of the browser's few connections to the
    /// server and one of the server's, for as long as it is open.
    package static let maxListeners = 64

    private let lock = NSLock()
    private var count = 0
    private var listeners: [Int: AsyncStream<Void>.Continuation] = [:]
    private var nextID = 0

    package init() {}

    /// The data changed: every listener is woken to send the new count.
    package func announce() {
        let continuations = lock.withLock {
            count += 1
            return Array(listeners.values)
        }
        for continuation in continuations { continuation.yield() }
    }

    /// How many changes there were since start.
    var version: Int { lock.withLock { count } }

    /// A new listener, woken once at once (to send the count as it is); nil when
    /// `maxListeners` listen already.
    func listen() -> Listener? {
        let (wakes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id: Int? = lock.withLock {
            guard listeners.count < Self.maxListeners else { return nil }
            nextID += 1
            listeners[nextID] = continuation
            continuation.yield()
            return nextID
        }
        guard let id else { return nil }
        return Listener(id: id, wakes: wakes, continuation: continuation, changes: self)
    }

    /// How many listen now.
    var listening: Int { lock.withLock { listeners.count } }

    fileprivate func stopListening(_ id: Int) {
        let continuation = lock.withLock { listeners.removeValue(forKey: id) }
        continuation?.finish()
    }

    /// One page's place among the listeners, given back when it is dropped (the page left, or
    /// its answer was never sent).
    final class Listener: Sendable {
        let wakes: AsyncStream<Void>
        private let id: Int
        private let continuation: AsyncStream<Void>.Continuation
        private let changes: ViewChanges

        fileprivate init(
            id: Int, wakes: AsyncStream<Void>, continuation: AsyncStream<Void>.Continuation, changes: ViewChanges
        ) {
            self.id = id
            self.wakes = wakes
            self.continuation = continuation
            self.changes = changes
        }

        /// Wakes this listener with no change: it says the stream is still there.
        func wake() { continuation.yield() }

        deinit { changes.stopListening(id) }
    }
}
