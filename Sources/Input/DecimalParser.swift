import Foundation

/// Parses decimal numbers straight from bytes. The common case - up to 19 significant digits
/// with a small exponent - is exact by Clinger's fast path (the mantissa and the power of ten
/// are both exact doubles, so one multiplication or division rounds correctly); anything else
/// goes to strtod, so every result is the correctly rounded double.
package enum DecimalParser {
    /// 10^power for 0...22, each exact. A switch, not a global array: a global is checked for
    /// its one-time initialization on every read, and this sits in every number's path.
    @inlinable @inline(__always)
    static func powerOfTen(_ power: Int) -> Double {
        switch power {
        case 0: return 1
        case 1: return 1e1
        case 2: return 1e2
        case 3: return 1e3
        case 4: return 1e4
        case 5: return 1e5
        case 6: return 1e6
        case 7: return 1e7
        case 8: return 1e8
        case 9: return 1e9
        case 10: return 1e10
        case 11: return 1e11
        case 12: return 1e12
        case 13: return 1e13
        case 14: return 1e14
        case 15: return 1e15
        case 16: return 1e16
        case 17: return 1e17
        case 18: return 1e18
        case 19: return 1e19
        case 20: return 1e20
        case 21: return 1e21
        default: return 1e22
        }
    }

    /// The number in `bytes[range]` (surrounding blanks allowed), or nil when it is not one.
    /// `decimalComma` also accepts "," as the decimal separator.
    @inlinable
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, decimalComma: Bool = false)
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
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative || bytes[index] == UInt8(ascii: "+") { index += 1 }
        guard var digits = scanDigits(bytes, from: index, to: end, decimalComma: decimalComma) else { return nil }
        if digits.end < end {
            // Only an exponent may follow the digits.
            guard bytes[digits.end] == 0x65 || bytes[digits.end] == 0x45,  // e, E
                let power = smallExponent(bytes, digits.end + 1, end)
            else { return nil }
            digits.exponent += power
        }
        return exact(digits, negative: negative)
    }

    /// A run of digits with at most one decimal point, up to the first other byte.
    @usableFromInline
    struct Digits {
        @usableFromInline var mantissa: UInt64
        /// The power of ten the mantissa is to be scaled by.
        @usableFromInline var exponent: Int
        /// Where the run stopped.
        @usableFromInline var end: Int

        @usableFromInline
        init(mantissa: UInt64, exponent: Int, end: Int) {
            self.mantissa = mantissa
            self.exponent = exponent
            self.end = end
        }
    }

    /// nil when the run holds no digit or more than 19 significant digits.
    @inlinable
    static func scanDigits(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, decimalComma: Bool)
        -> Digits?
    {
        // The common case in a tight loop a part: with at most 19 digits in all the mantissa
        // cannot overflow, so no digit needs counting as it goes (this loop is most of the
        // time a CSV file of numbers takes to read).
        // Through the base pointer: a buffer's subscript unwraps it on every byte.
        guard start < end, let base = bytes.baseAddress else { return nil }
        var index = start
        var mantissa: UInt64 = 0
        while index < end, case let digit = base[index] &- 0x30, digit < 10 {
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index += 1
        }
        var count = index - start
        var exponent = 0
        if index < end, base[index] == 0x2E || (decimalComma && base[index] == 0x2C) {
            index += 1
            let fraction = index
            while index < end, case let digit = base[index] &- 0x30, digit < 10 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
                index += 1
            }
            exponent = fraction - index
            count += index - fraction
        }
        guard count > 0 else { return nil }
        if count <= 19 { return Digits(mantissa: mantissa, exponent: exponent, end: index) }
        return countedDigits(bytes, from: start, to: end, decimalComma: decimalComma)
    }

    /// `scanDigits` for long runs: leading zeros are not significant, so a long run may still fit.
    @usableFromInline
    static func countedDigits(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, decimalComma: Bool)
        -> Digits?
    {
        var index = start
        var mantissa: UInt64 = 0
        var significant = 0
        var exponent = 0
        var sawDigit = false
        var sawPoint = false
        while index < end {
            let byte = bytes[index]
            let digit = byte &- 0x30
            if digit < 10 {
                guard significant < 19 else { return nil }  // too many digits for an exact mantissa
                mantissa = mantissa &* 10 &+ UInt64(digit)
                if mantissa != 0 { significant += 1 }
                if sawPoint { exponent -= 1 }
                sawDigit = true
            } else if !sawPoint && (byte == 0x2E || (decimalComma && byte == 0x2C)) {
                sawPoint = true
            } else {
                break
            }
            index += 1
        }
        return sawDigit ? Digits(mantissa: mantissa, exponent: exponent, end: index) : nil
    }

    /// mantissa x 10^exponent when Clinger's fast path makes it exact, else nil.
    @inlinable @inline(__always)
    static func exact(_ digits: Digits, negative: Bool) -> Double? {
        guard digits.mantissa < (1 << 53), digits.exponent >= -22, digits.exponent <= 22 else { return nil }
        var value = Double(digits.mantissa)
        if digits.exponent < 0 {
            value /= powerOfTen(-digits.exponent)
        } else if digits.exponent > 0 {
            value *= powerOfTen(digits.exponent)
        }
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
    package static func scanPlain(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Double, Int)? {
        guard let base = bytes.baseAddress, let short = scanShort(base, from: start, count: bytes.count) else {
            return scanPlainByBytes(bytes, from: start)
        }
        return short
    }

    /// `scanPlain`'s common case, small enough for a hot loop to inline: a number whose whole
    /// part and fraction have under 8 digits each, not near the end of the bytes. nil sends
    /// the loop to `scanPlain`.
    @inline(always)
    static func scanShort(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> (Double, Int)? {
        guard start + 9 <= count else { return nil }
        let negative = base[start] == UInt8(ascii: "-")
        guard let digits = eightAtATime(base, from: negative ? start + 1 : start, count: count),
            base[digits.end] != 0x65 && base[digits.end] != 0x45
        else { return nil }
        var value = Double(digits.mantissa)
        if digits.exponent < 0 { value /= powerOfTen(-digits.exponent) }
        return (negative ? -value : value, digits.end)
    }

    /// 10^-power for 0...7, each the nearest double: for estimates (`NumberRange`).
    @inline(always)
    static func inversePowerOfTen(_ power: Int) -> Double {
        switch power {
        case 0: return 1
        case 1: return 1e-1
        case 2: return 1e-2
        case 3: return 1e-3
        case 4: return 1e-4
        case 5: return 1e-5
        case 6: return 1e-6
        default: return 1e-7
        }
    }

    /// `scanPlain` a byte at a time: near the end of the bytes, and for long numbers.
    @inline(never)
    static func scanPlainByBytes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Double, Int)? {
        guard start < bytes.count else { return nil }
        let negative = bytes[start] == UInt8(ascii: "-")
        guard let digits = scanDigits(bytes, from: negative ? start + 1 : start, to: bytes.count, decimalComma: false),
            digits.end == bytes.count || (bytes[digits.end] != 0x65 && bytes[digits.end] != 0x45),
            let value = exact(digits, negative: negative)
        else { return nil }
        return (value, digits.end)
    }

    /// `scanDigits` (no decimal comma) eight bytes at a time, as simdjson and fast_float read
    /// digits: the whole part and the fraction are each found and converted in a few word
    /// operations, with no branch a digit (a digit loop mispredicts on every number whose
    /// length differs from the last). nil when a part holds 8 digits or more, or the bytes end
    /// within 8 of a part's start: `scanDigits` reads those, with the same result.
    @inline(always)
    static func eightAtATime(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Digits? {
        guard start + 8 <= count else { return nil }
        let whole = DigitWord(base + start)
        guard whole.count < 8 else { return nil }
        var end = start + whole.count
        guard base[end] == 0x2E else {
            return whole.count == 0 ? nil : Digits(mantissa: whole.value, exponent: 0, end: end)
        }
        end += 1
        guard end + 8 <= count else { return nil }
        let fraction = DigitWord(base + end)
        guard fraction.count < 8, whole.count + fraction.count > 0 else { return nil }
        return Digits(
            mantissa: whole.value &* DigitWord.powerOfTen(fraction.count) &+ fraction.value,
            exponent: -fraction.count, end: end + fraction.count)
    }
}

/// The run of ASCII digits (up to 8) at the start of 8 bytes, and its value.
struct DigitWord {
    /// How many of the 8 bytes are digits before the first that is not (8 when all are).
    let count: Int
    let value: UInt64

    @inline(always)
    init(_ pointer: UnsafePointer<UInt8>) {
        let word = UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
        // A byte's top bit is set here when it is not a digit ('0' is 0x30, '9' is 0x39). Carries
        // and borrows run only from a byte that is not a digit to those after it, so the first
        // such byte is always found right.
        let notDigits = ((word &+ 0x4646_4646_4646_4646) | (word &- 0x3030_3030_3030_3030)) & 0x8080_8080_8080_8080
        count = notDigits.trailingZeroBitCount >> 3
        // The digits' values moved to the word's end, zeros (leading zeros) before them.
        let digits = count == 0 ? 0 : (word &- 0x3030_3030_3030_3030) &<< UInt64(64 - 8 * count)
        // fast_float's parse_eight_digits_unrolled: pairs, then fours, then all eight.
        let pairs = (digits &* 10) &+ (digits >> 8)
        value =
            (((pairs & 0x0000_00FF_0000_00FF) &* 0x000F_4240_0000_0064)
                &+ (((pairs >> 16) & 0x0000_00FF_0000_00FF) &* 0x0000_2710_0000_0001)) >> 32
    }

    /// 10^power for 0...7.
    @inline(always)
    static func powerOfTen(_ power: Int) -> UInt64 {
        switch power {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1000
        case 4: return 10000
        case 5: return 100_000
        case 6: return 1_000_000
        default: return 10_000_000
        }
    }
}
