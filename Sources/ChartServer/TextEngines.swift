import Foundation
import PlotRender

/// Pango engines lent one to a view at a time (an engine is one thread's at a time): made when
/// all are lent, kept when given back, so a server drawing one view after another loads its
/// fonts once.
final class TextEngines: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [PangoTextEngine] = []

    func with<T>(_ body: (PangoTextEngine) async throws -> T) async rethrows -> T {
        let engine = take()
        defer { giveBack(engine) }
        return try await body(engine)
    }

    private func take() -> PangoTextEngine {
        lock.lock()
        let engine = idle.popLast()
        lock.unlock()
        return engine ?? PangoTextEngine()
    }

    private func giveBack(_ engine: PangoTextEngine) {
        lock.lock()
        idle.append(engine)
        lock.unlock()
    }
}
