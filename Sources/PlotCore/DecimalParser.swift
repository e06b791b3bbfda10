import Foundation

/// Parses decimal numbers straight from bytes. The common case - up to 19 significant digits
/// with a small exponent - is exact by Clinger's fast path (the mantissa and the power of ten
/// are both exact doubles, so one multiplication or division rounds correctly); anything else
/// goes to strtod, so every result is the correctly rounded double.
public enum DecimalParser {
    private static let powersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

    /// The number in `bytes[range]` (surrounding blanks allowed), or nil when it is not one.
    /// `decimalComma` also accepts "," as the decimal separator.
    @inlinable
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, decimalComma: Bool = false)
        -> Double?
    {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
        guard start < end else { return nil }
        return fastPath(bytes, start, end, decimalComma) ?? slowPath(bytes, start, end, decimalComma)
    }

    @usableFromInline
    static func fastPath(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ decimalComma: Bool) -> Double?
    {
        var index = start
        var negative = false
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var sawDigit = false
        var sawPoint = false
        while index < end {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                sawDigit = true
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(byte - 0x30)
                    if mantissa != 0 { digits += 1 }
                    if sawPoint { exponent -= 1 }
                } else {
                    return nil  // too many digits for an exact mantissa
                }
            } else if !sawPoint && (byte == 0x2E || (decimalComma && byte == 0x2C)) {
                sawPoint = true
            } else if byte == 0x65 || byte == 0x45 {  // e, E
                guard sawDigit, let power = smallExponent(bytes, index + 1, end) else { return nil }
                exponent += power
                index = end
                break
            } else {
                return nil
            }
            index += 1
        }
        guard sawDigit, mantissa < (1 << 53), exponent >= -22, exponent <= 22 else { return nil }
        var value = Double(mantissa)
        if exponent < 0 { value /= powersOfTen[-exponent] } else if exponent > 0 { value *= powersOfTen[exponent] }
        return negative ? -value : value
    }

    @usableFromInline
    static func smallExponent(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var index = start
        var negative = false
        if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        guard index < end, end - index <= 3 else { return nil }
        var value = 0
        while index < end {
            let byte = bytes[index]
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
            index += 1
        }
        return negative ? -value : value
    }

    /// strtod on a copy of the field: exotic forms (nan, inf, hex, long mantissas) and
    /// exponents out of the fast path's range. Rejects what strtod would only partly read.
    @usableFromInline
    static func slowPath(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ decimalComma: Bool) -> Double?
    {
        guard end - start < 400 else { return nil }
        // strtod would also read hexadecimal ("0x10" as 16): not a decimal in a data file.
        for index in start..<end where bytes[index] == UInt8(ascii: "x") || bytes[index] == UInt8(ascii: "X") {
            return nil
        }
        var field = [CChar](repeating: 0, count: end - start + 1)
        for offset in 0..<(end - start) {
            let byte = bytes[start + offset]
            field[offset] = CChar(bitPattern: decimalComma && byte == 0x2C ? 0x2E : byte)
        }
        return field.withUnsafeBufferPointer { buffer -> Double? in
            var stop: UnsafeMutablePointer<CChar>?
            let value = strtod(buffer.baseAddress!, &stop)
            guard let stop, stop - UnsafeMutablePointer(mutating: buffer.baseAddress!) == end - start else {
                return nil
            }
            return value
        }
    }

    /// The plain decimal starting at `start` ("-12.5", no blanks, no exponent) and the index just
    /// after it; nil when what is there is anything else, or beyond the exact fast path. For
    /// readers' hot loops, which fall back to `parse` on nil.
    @inlinable
    public static func scanPlain(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Double, Int)? {
        var index = start
        let end = bytes.count
        guard index < end else { return nil }
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var sawDigit = false
        var sawPoint = false
        while index < end {
            let byte = bytes[index]
            let digit = byte &- 0x30
            if digit < 10 {
                guard digits < 19 else { return nil }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                if mantissa != 0 { digits += 1 }
                if sawPoint { exponent -= 1 }
                sawDigit = true
            } else if byte == 0x2E && !sawPoint {
                sawPoint = true
            } else if byte == 0x65 || byte == 0x45 {
                return nil
            } else {
                break
            }
            index += 1
        }
        guard sawDigit, mantissa < (1 << 53), exponent >= -22 else { return nil }
        var value = Double(mantissa)
        if exponent < 0 { value /= powersOfTenTable[-exponent] }
        return (negative ? -value : value, index)
    }

    @usableFromInline
    static let powersOfTenTable: [Double] = (0...22).map { pow(10, Double($0)) }
}
