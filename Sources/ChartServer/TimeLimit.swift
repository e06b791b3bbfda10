import Foundation

/// A view that takes longer than its limit to draw is answered as too slow, and the server
/// answers the next one: drawing is not interruptible, so it finishes on its own task and its
/// result is dropped.
enum TimeLimit {
    struct Exceeded: Error {}

    static func run<T: Sendable>(seconds: Double, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
        let once = Once<T>()
        return try await withCheckedThrowingContinuation { continuation in
            once.set(continuation)
            let timer = Task {
                try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
                once.resume(with: .failure(Exceeded()))
            }
            Task {
                let result: Result<T, any Error>
                do { result = .success(try await work()) } catch { result = .failure(error) }
                once.resume(with: result)
                timer.cancel()
            }
        }
    }

    /// Resumes its continuation with the first result only.
    private final class Once<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<T, any Error>?

        func set(_ continuation: CheckedContinuation<T, any Error>) {
            lock.lock()
            self.continuation = continuation
            lock.unlock()
        }

        func resume(with result: Result<T, any Error>) {
            lock.lock()
            let waiting = continuation
            continuation = nil
            lock.unlock()
            waiting?.resume(with: result)
        }
    }
}
