import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A spinner on stderr while waiting on the network, so a slow service does not look hung.
/// Only on a terminal: piped or captured stderr gets nothing, not even a line break.
enum Spinner {
    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    static func run<T>(_ label: String, _ body: () async throws -> T) async throws -> T {
        guard isatty(STDERR_FILENO) == 1 else { return try await body() }
        let spinning = Task {
            var index = 0
            // Only after a moment: a quick answer should not flash.
            try await Task.sleep(for: .milliseconds(150))
            while !Task.isCancelled {
                FileHandle.standardError.write(Data("\r\(frames[index % frames.count]) \(label)…".utf8))
                index += 1
                try await Task.sleep(for: .milliseconds(80))
            }
        }
        do {
            let result = try await body()
            await stop(spinning)
            return result
        } catch {
            await stop(spinning)
            throw error
        }
    }

    /// Waits for the last frame, then clears the line, so no frame lands after the clearing.
    private static func stop(_ spinning: Task<Void, any Error>) async {
        spinning.cancel()
        _ = await spinning.result
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
