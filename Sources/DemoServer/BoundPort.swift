import NIOConcurrencyHelpers

/// Hands the listening port (or the start failure) from the server task to
/// `start()`, whichever happens first; later results are ignored.
final class BoundPort: Sendable {
    private struct State {
        var result: Result<Int, any Error>?
        var waiter: CheckedContinuation<Int, any Error>?
    }
    private let state = NIOLockedValueBox(State())

    func resolve(_ result: Result<Int, any Error>) {
        let waiter = state.withLockedValue { state -> CheckedContinuation<Int, any Error>? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(with: result)
    }

    func value() async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            let ready = state.withLockedValue { state -> Result<Int, any Error>? in
                if let result = state.result { return result }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(with: ready) }
        }
    }
}
