extension UnsafeBufferPointer where Element == Double {
    /// The first index in `from..<to` whose value passes `test`, or `to`: a binary search over
    /// values along which `test` turns from false to true once (x in order against a bound).
    package func partitionPoint(_ from: Int, _ to: Int, where test: (Double) -> Bool) -> Int {
        var (low, high) = (from, to)
        while low < high {
            let middle = low + (high - low) / 2
            if test(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
