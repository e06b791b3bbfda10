/// The value at a rank of some values without sorting them all (Hoare's quickselect, as
/// Wirth writes it): a box plot's quartiles of 10^6 values in a few passes, not three sorts.
enum Selection {
    /// The values that would be at `rank` and at `rank + 1` (`rank`'s again when it is the
    /// last) were `values` sorted ascending. `values` is left partly ordered.
    static func pair(at rank: Int, in values: inout [Double]) -> (Double, Double) {
        precondition(values.indices.contains(rank), "a rank of the values")
        return values.withUnsafeMutableBufferPointer { buffer in
            var (low, high) = (0, buffer.count - 1)
            var rounds = 0
            while low < high {
                rounds += 1
                if rounds > 64 {
                    // Values laid out against the pivots: the rest is sorted, as before.
                    buffer[low...high].sort()
                    break
                }
                let pivot = medianOfThree(buffer[low], buffer[low + (high - low) / 2], buffer[high])
                var (i, j) = (low, high)
                while i <= j {
                    while buffer[i] < pivot { i += 1 }
                    while pivot < buffer[j] { j -= 1 }
                    if i <= j {
                        buffer.swapAt(i, j)
                        (i, j) = (i + 1, j - 1)
                    }
                }
                // Now buffer[low...j] <= pivot <= buffer[i...high], and pivots between.
                if rank <= j {
                    high = j
                } else if rank >= i {
                    low = i
                } else {
                    break
                }
            }
            // Everything before `rank` is at most its value, everything after at least.
            var next = buffer[rank]
            if rank + 1 < buffer.count {
                next = buffer[rank + 1]
                for index in (rank + 2)..<buffer.count where buffer[index] < next { next = buffer[index] }
            }
            return (buffer[rank], next)
        }
    }

    private static func medianOfThree(_ a: Double, _ b: Double, _ c: Double) -> Double {
        a < b ? (b < c ? b : (a < c ? c : a)) : (a < c ? a : (b < c ? c : b))
    }
}
