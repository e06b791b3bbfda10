/// Counting line breaks eight bytes at a time: how a CSV file's chunks learn how many rows
/// each can hold before any is read, so that all can write into one column at once.
enum LineBreaks {
    /// How many bytes of `bytes` are "\n".
    static func count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var count = 0
        var index = 0
        while index + 8 <= bytes.count {
            // Up to 255 words summed byte by byte before a byte could overflow.
            var sums: UInt64 = 0
            let stop = min(bytes.count - 7, index + 255 * 8)
            while index < stop {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let zeroed = word ^ (ones &* 0x0A)
                // A byte's top bit is set exactly when it was "\n" (no carry crosses bytes).
                let isBreak = ~(((zeroed & lows) &+ lows) | zeroed) & ~lows
                sums &+= isBreak >> 7
                index += 8
            }
            // The eight byte sums (up to 255 each) added in four 16-bit lanes, then across them.
            let pairs = (sums & 0x00FF_00FF_00FF_00FF) &+ ((sums >> 8) & 0x00FF_00FF_00FF_00FF)
            count += Int((pairs &* 0x0001_0001_0001_0001) >> 48)
        }
        while index < bytes.count {
            if base[index] == 0x0A { count += 1 }
            index += 1
        }
        return count
    }
}
