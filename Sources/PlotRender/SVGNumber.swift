/// Numbers as PlotKit's SVG writes them: rounded to a few decimals, trailing zeros and a lone
/// point dropped, never "-0", no exponent, the same digits on every machine. Two decimals of a
/// layout unit are a fiftieth of a device pixel at the 4x detail a vector page is laid out for.
enum SVGNumber {
    /// A magnitude held to this: beyond it a coordinate is off any page, and Int64 still holds
    /// its hundredths.
    static let largest = 1e15

    /// Appends `value`'s digits to `out`; NaN is written as 0, infinities as `largest`. The
    /// digits are made on the stack and appended at once: a view of ten dense lines writes
    /// some 400,000 numbers, and an array a number was an eighth of its time.
    static func append(_ value: Double, decimals: Int = 2, to out: inout [UInt8]) {
        let decimals = min(max(decimals, 0), 3)
        let power: UInt64 = decimals == 0 ? 1 : decimals == 1 ? 10 : decimals == 2 ? 100 : 1000
        let held = value.isNaN ? 0 : min(max(value, -largest), largest)
        let scaled = Int64((held * Double(power)).rounded())
        guard scaled != 0 else {
            out.append(UInt8(ascii: "0"))
            return
        }
        let magnitude = scaled.magnitude
        var whole = magnitude / power
        var fraction = magnitude % power
        var width = decimals
        while fraction != 0, fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        // At most a sign, 16 digits, a point and 3 decimals, written from the right.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
            var start = digits.count
            func put(_ byte: UInt8) {
                start -= 1
                digits[start] = byte
            }
            if fraction != 0 {
                for _ in 0..<width {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
            }
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole != 0
            if scaled < 0 { put(UInt8(ascii: "-")) }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// The digits `append` writes, as a string.
    static func string(_ value: Double, decimals: Int = 2) -> String {
        var out: [UInt8] = []
        append(value, decimals: decimals, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
