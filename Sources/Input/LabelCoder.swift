/// Gives each distinct label a code, in first-seen order, looking labels up by their bytes:
/// a category cell costs a hash and a compare, and a String only the first time it is seen.
/// A label of up to 8 bytes (most categories: "G09", "Oslo", "200") is hashed and compared as
/// one word.
struct LabelCoder {
    private(set) var labels: [String] = []
    /// Label i's bytes are `storage[starts[i]..<starts[i + 1]]`.
    private var storage: [UInt8] = []
    private var starts: [Int] = [0]
    private var hashes: [UInt64] = []
    /// Label i's first 8 bytes as one word (`word`), to compare short labels at once.
    private var words: [UInt64] = []
    /// Open addressing, linear probing: a code, or -1 for an empty slot.
    private var slots = [Int32](repeating: -1, count: 64)

    /// The code of the label in `bytes[range]`, given now if it is new.
    mutating func code(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int32 {
        let (found, slot, hash, word) = find(bytes, range)
        if found >= 0 { return found }
        let code = Int32(labels.count)
        labels.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
        storage.append(contentsOf: bytes[range])
        starts.append(storage.count)
        hashes.append(hash)
        words.append(word)
        slots[slot] = code
        if labels.count * 2 > slots.count { grow() }
        return code
    }

    /// The code of the label in `bytes[range]` if it has one; nil for a label not seen yet.
    func existing(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int32? {
        let found = find(bytes, range).code
        return found >= 0 ? found : nil
    }

    mutating func code(_ text: String) -> Int32 {
        var text = text
        return text.withUTF8 { code($0, 0..<$0.count) }
    }

    /// The label's code (-1 when new), the slot it has or would take, its hash and its word.
    @inline(__always)
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (
        code: Int32, slot: Int, hash: UInt64, word: UInt64
    ) {
        let word = Self.word(bytes, range)
        let short = range.count <= 8
        var hash: UInt64
        if short {
            // One multiply mixes a word's bytes (Fibonacci hashing); the length tells "a" from "a\0".
            hash = (word ^ UInt64(range.count) << 59) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        } else {
            hash = 0xcbf2_9ce4_8422_2325  // FNV-1a
            for index in range { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let code = Int(slots[slot])
            if hashes[code] == hash, starts[code + 1] - starts[code] == range.count, words[code] == word,
                short || storage[starts[code]..<starts[code + 1]].elementsEqual(bytes[range])
            {
                return (Int32(code), slot, hash, word)
            }
            slot = (slot + 1) & mask
        }
        return (-1, slot, hash, word)
    }

    /// Up to the first 8 bytes of `bytes[range]`, the first in the lowest byte.
    @inline(__always)
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var word: UInt64 = 0
        for (shift, index) in range.prefix(8).enumerated() { word |= UInt64(bytes[index]) << (8 * shift) }
        return word
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
