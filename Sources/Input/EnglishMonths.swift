/// English month names in a cell's bytes, without a String: what `TimeParser` reads in
/// `Jan 1 2000` and a time format's `%b` and `%B`.
enum EnglishMonths {
    /// January...December or their first three letters (and "Sept"), any case, at `index`:
    /// 1...12, the index moved past the word; nil (index unmoved) for any other word.
    static func match(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int, end: Int) -> Int? {
        var probe = index
        var key: UInt64 = 0
        var count = 0
        while probe < end, count < 10 {
            let lower = bytes[probe] | 0x20
            guard lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") else { break }
            key = key << 5 | UInt64(lower - 0x60)
            count += 1
            probe += 1
        }
        guard count >= 3, let month = keys[key] else { return nil }
        index = probe
        return month
    }

    /// Letters packed five bits each, so a cell's word is looked up without a String.
    private static func pack(_ word: Substring) -> UInt64 {
        word.utf8.reduce(0) { $0 << 5 | UInt64($1 - 0x60) }
    }

    private static let keys: [UInt64: Int] = {
        let names = [
            "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
            "november", "december",
        ]
        var keys: [UInt64: Int] = [pack("sept"): 9]
        for (offset, name) in names.enumerated() {
            keys[pack(Substring(name))] = offset + 1
            keys[pack(name.prefix(3))] = offset + 1
        }
        return keys
    }()
}
