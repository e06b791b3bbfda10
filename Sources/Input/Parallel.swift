import Foundation

/// Runs one job a chunk at once, a thread each (Dispatch's pool, as wide as the cores), and
/// returns their results in chunk order: what lets a reader split a file over the cores and
/// put the pieces back together in input order.
enum Parallel {
    static func map<Value>(_ count: Int, _ job: (Int) throws -> Value) throws -> [Value] {
        if count == 1 { return [try job(0)] }
        let slots = UnsafeMutablePointer<Result<Value, any Error>?>.allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
        defer {
            slots.deinitialize(count: count)
            slots.deallocate()
        }
        withoutActuallyEscaping(job) { job in
            // Each thread writes its own slot only; the pool returns when all are done.
            let shared = Unchecked(value: (job, slots))
            DispatchQueue.concurrentPerform(iterations: count) { index in
                shared.value.1[index] = Result { try shared.value.0(index) }
            }
        }
        return try (0..<count).map { try slots[$0]!.get() }
    }
}

/// Hands values Swift cannot prove safe to another thread; `Parallel.map` keeps each thread
/// to its own slot.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}
