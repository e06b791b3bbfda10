/// One slice of a pie: its value and angles, as d3-shape's pie gives them. Angles are radians
/// clockwise from 12 o'clock, the convention `Arc` draws with.
package struct PieSlice: Sendable, Equatable {
    /// The slice's place in the input (slices come back in input order).
    package var inputIndex: Int
    /// Its place around the pie after sorting (d3's `index`).
    package var index: Int
    package var value: Double
    package var startAngle: Double
    package var endAngle: Double
    package var padAngle: Double

    package init(inputIndex: Int, index: Int, value: Double, startAngle: Double, endAngle: Double, padAngle: Double) {
        self.inputIndex = inputIndex
        self.index = index
        self.value = value
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.padAngle = padAngle
    }
}

/// The pie layout, ported from d3-shape's `pie`: each value gets an angle in proportion to its
/// share of the sum of positive values (zero, negative and NaN values get none), slices laid
/// out from `startAngle` largest first (unless `sortsByValue` is off) with `padAngle` between.
package struct Pie: Sendable, Equatable {
    package var startAngle: Double
    package var endAngle: Double
    /// The gap between adjacent slices, at most the span divided by the slice count.
    package var padAngle: Double
    /// d3's default `sortValues(descending)`: the largest value starts the pie. When false,
    /// slices go around in input order.
    package var sortsByValue: Bool

    package init(startAngle: Double = 0, endAngle: Double = 2 * .pi, padAngle: Double = 0, sortsByValue: Bool = true) {
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.padAngle = padAngle
        self.sortsByValue = sortsByValue
    }

    /// The slices of these values, in input order.
    package func slices(_ values: [Double]) -> [PieSlice] {
        let tau = 2 * Double.pi
        let n = Double(values.count)
        var a0 = startAngle
        let da = min(tau, max(-tau, endAngle - a0))
        let p = min(abs(da) / n, padAngle)
        let pa = p * (da < 0 ? -1 : 1)
        let sum = values.reduce(0) { $1 > 0 ? $0 + $1 : $0 }
        var order = Array(values.indices)
        if sortsByValue {
            // Descending and stable; NaN, which d3's comparator cannot order, goes last.
            order.sort { i, j in
                let a = values[i]
                let b = values[j]
                if a.isNaN || b.isNaN { return !a.isNaN && b.isNaN || (a.isNaN == b.isNaN && i < j) }
                return a != b ? a > b : i < j
            }
        }
        let k = sum != 0 ? (da - n * pa) / sum : 0
        var slices = [PieSlice?](repeating: nil, count: values.count)
        for (rank, j) in order.enumerated() {
            let v = values[j]
            let a1 = a0 + (v > 0 ? v * k : 0) + pa
            slices[j] = PieSlice(inputIndex: j, index: rank, value: v, startAngle: a0, endAngle: a1, padAngle: p)
            a0 = a1
        }
        return slices.map { $0! }
    }
}
