/// Numbers as PlotKit's SVG writes them: rounded to a few decimals, trailing zeros and a lone
/// point dropped, never "-0", no exponent, the same digits on every machine. Two decimals of a
/// layout unit are a fiftieth of a device pixel at the 4x detail a vector page is laid out for.
enum SVGNumber {
    /// A magnitude held to this: beyond it a coordinate is off any page, and Int64 still holds
    /// its hundredths.
    static let largest = 1e15

    /// Appends `value`'s digits to `out`; NaN is written as 0, infinities as `largest`.
    static func append(_ value: Double, decimals: Int = 2, to out: inout [UInt8]) {
        let decimals = min(max(decimals, 0), 3)
        var power: Int64 = 1
        for _ in 0..<decimals { power *= 10 }
        let held = value.isNaN ? 0 : min(max(value, -largest), largest)
        let scaled = Int64((held * Double(power)).rounded())
        guard scaled != 0 else {
            out.append(UInt8(ascii: "0"))
            return
        }
        if scaled < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        appendDigits(of: magnitude / UInt64(power), to: &out)
        var fraction = magnitude % UInt64(power)
        guard fraction != 0 else { return }
        var width = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        out.append(UInt8(ascii: "."))
        var digits = [UInt8](repeating: UInt8(ascii: "0"), count: width)
        for index in stride(from: width - 1, through: 0, by: -1) {
            digits[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
        }
        out += digits
    }

    /// The digits `append` writes, as a string.
    static func string(_ value: Double, decimals: Int = 2) -> String {
        var out: [UInt8] = []
        append(value, decimals: decimals, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendDigits(of value: UInt64, to out: inout [UInt8]) {
        if value >= 10 { appendDigits(of: value / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
