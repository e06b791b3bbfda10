import Foundation

/// Runs one job a part at once, a thread each (Dispatch's pool, as wide as the cores), and
/// returns their results in part order: what lets a reader split a file over the cores, or a
/// chart go over ten million points on both, and put the pieces back together in input order.
package enum Parallel {
    /// Arrays shorter than this are gone over on one thread: splitting them saves less than it
    /// costs (a pass over 2^17 doubles takes about a tenth of a millisecond; handing a part to
    /// another thread, some microseconds). A 10^6-row table's columns are split.
    package static let splitAbove = 1 << 17

    package static func map<Value>(_ count: Int, _ job: (Int) -> Value) -> [Value] {
        if count == 1 { return [job(0)] }
        let slots = UnsafeMutablePointer<Value?>.allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
        defer {
            slots.deinitialize(count: count)
            slots.deallocate()
        }
        withoutActuallyEscaping(job) { job in
            // Each thread writes its own slot only; the pool returns when all are done.
            let shared = Unchecked(value: (job, slots))
            DispatchQueue.concurrentPerform(iterations: count) { index in
                shared.value.1[index] = shared.value.0(index)
            }
        }
        return (0..<count).map { slots[$0]! }
    }

    package static func map<Value>(_ count: Int, _ job: (Int) throws -> Value) throws -> [Value] {
        try map(count) { index in Result { try job(index) } }.map { try $0.get() }
    }

    /// `job` of each of `items` at once, the results in the items' order.
    package static func map<Item, Value>(_ items: [Item], _ job: (Item) -> Value) -> [Value] {
        map(items.count) { job(items[$0]) }
    }

    /// `values.map(transform)`, a long array's parts on the cores at once: most of such a map's
    /// time is the first touch of the new array's fresh memory, which the parts share.
    package static func elementwise<Value, Mapped>(_ values: [Value], _ transform: (Value) -> Mapped) -> [Mapped] {
        let parts = ranges(values.count, threads: ProcessInfo.processInfo.activeProcessorCount)
        guard parts.count > 1 else { return values.map(transform) }
        return [Mapped](unsafeUninitializedCapacity: values.count) { buffer, initialized in
            let start = buffer.baseAddress!
            _ = map(parts) { range in
                for index in range { (start + index).initialize(to: transform(values[index])) }
            }
            initialized = values.count
        }
    }

    /// How many of the indexes `0..<count` satisfy `test`, counted in parts at once.
    package static func count(_ count: Int, threads: Int, where test: (Int) -> Bool) -> Int {
        map(ranges(count, threads: threads)) { range in
            var found = 0
            for index in range where test(index) { found += 1 }
            return found
        }.reduce(0, +)
    }

    /// `0..<count` cut into at most `threads` ranges of about the same length, in order, each
    /// at least `splitAbove` long (many cores do not cut a short array into crumbs); one range
    /// when `count` is at most `splitAbove`.
    /// `smallest` lowers that length for work heavier a value than a pass.
    package static func ranges(_ count: Int, threads: Int, smallest: Int = splitAbove) -> [Range<Int>] {
        let smallest = max(1, smallest)
        let parts = count > smallest ? max(1, min(threads, count / smallest)) : 1
        return (0..<parts).map { count * $0 / parts..<count * ($0 + 1) / parts }
    }
}

/// Hands values Swift cannot prove safe to another thread; `Parallel.map` keeps each thread
/// to its own slot.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}
