/// Gives each distinct label a code, in first-seen order, looking labels up by their bytes:
/// a category cell costs a hash and a compare, and a String only the first time it is seen.
struct LabelCoder {
    private(set) var labels: [String] = []
    /// Label i's bytes are `storage[starts[i]..<starts[i + 1]]`.
    private var storage: [UInt8] = []
    private var starts: [Int] = [0]
    private var hashes: [UInt64] = []
    /// Open addressing, linear probing: a code, or -1 for an empty slot.
    private var slots = [Int32](repeating: -1, count: 64)

    mutating func code(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for index in range {
            hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let code = Int(slots[slot])
            if hashes[code] == hash, starts[code + 1] - starts[code] == range.count,
                storage[starts[code]..<starts[code + 1]].elementsEqual(bytes[range])
            {
                return Int32(code)
            }
            slot = (slot + 1) & mask
        }
        let code = Int32(labels.count)
        labels.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
        storage.append(contentsOf: bytes[range])
        starts.append(storage.count)
        hashes.append(hash)
        slots[slot] = code
        if labels.count * 2 > slots.count { grow() }
        return code
    }

    mutating func code(_ text: String) -> Int32 {
        var text = text
        return text.withUTF8 { code($0, 0..<$0.count) }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (code, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(code)
        }
    }
}
