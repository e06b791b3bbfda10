import PlotCore

extension JSONScanner {
    /// An array of {x, y} objects, x and y numbers or numeric strings, straight into a
    /// PointSeries (no object per point); other members are checked and skipped.
    package mutating func points() throws -> PointSeries {
        var series = PointSeries()
        series.reserveCapacity(min((bytes.count - index) / 16 + 16, 1 << 28))
        var number = 0
        try array { scanner in
            number += 1
            guard scanner.peek() == UInt8(ascii: "{") else {
                throw InputError("point \(number) is not an object with x and y")
            }
            var x: Double??
            var y: Double??
            try scanner.objectKeys { scanner, key, escaped in
                switch scanner.keyByte(key, escaped) {
                case UInt8(ascii: "x"): x = .some(try scanner.coordinate("x", point: number))
                case UInt8(ascii: "y"): y = .some(try scanner.coordinate("y", point: number))
                default: try scanner.skipValue()
                }
            }
            guard let xValue = x, let xNumber = xValue else { throw InputError("point \(number) has no x") }
            guard let yValue = y, let yNumber = yValue else { throw InputError("point \(number) has no y") }
            series.append(x: xNumber, y: yNumber)
            scanner.reportProgress()
        }
        return series
    }

    /// The key's one byte when it is a single unescaped ASCII letter, else 0.
    private func keyByte(_ key: Range<Int>, _ escaped: Bool) -> UInt8 {
        key.count == 1 && !escaped ? bytes[key.lowerBound] : 0
    }

    /// A coordinate: a JSON number, or a string holding one; nil for JSON null (counted as missing).
    mutating func coordinate(_ name: String, point: Int) throws -> Double? {
        switch peek() {
        case UInt8(ascii: "\""):
            let (range, escaped) = try stringRange()
            if !escaped, let value = DecimalParser.parse(bytes, range) { return value }
            let text = escaped ? try decodeString(range) : text(range)
            if let value = Double(text.trimmingWhitespace) { return value }
            throw InputError("point \(point): \(name) \"\(text.clipped)\" is not a number")
        case UInt8(ascii: "n"):
            try literal("null")
            return nil
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let range = try numberRange()
            guard let value = DecimalParser.parse(bytes, range) else {
                throw Malformed(offset: range.lowerBound, expected: "a number")
            }
            return value
        default:
            try skipValue()
            throw InputError("point \(point): \(name) is not a number")
        }
    }
}
