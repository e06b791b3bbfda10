// The number parser under the CSV and JSON readers, checked against the C library: whatever
// the bytes, parse never reads outside its range, and a number it accepts is exactly the
// double strtod gives for the same text (Clinger's fast path must round as strtod does).
import Foundation
import Input

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 1 else { return 0 }
    // The first byte picks the decimal comma and where the field starts; the rest is the text.
    let decimalComma = data[0] & 1 == 1
    let bytes = UnsafeBufferPointer(start: data + 1, count: size - 1)
    let start = min(Int(data[0] >> 1) % 4, bytes.count)
    let value = DecimalParser.parse(bytes, start..<bytes.count, decimalComma: decimalComma)
    if let (plain, end) = DecimalParser.scanPlain(bytes, from: start) {
        precondition(end > start && end <= bytes.count)
        let again = DecimalParser.parse(bytes, start..<end)
        precondition(again?.bitPattern == plain.bitPattern, "scanPlain and parse disagree")
    }
    guard let value else { return 0 }
    var text = Array(bytes[start...]).map { decimalComma && $0 == UInt8(ascii: ",") ? UInt8(ascii: ".") : $0 }
    while let last = text.last, last == 0x20 || last == 0x09 || last == 0x0D { text.removeLast() }
    text.append(0)
    let expected = text.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { strtod($0.baseAddress!, nil) }
    }
    precondition(
        value.bitPattern == expected.bitPattern || (value.isNaN && expected.isNaN),
        "parse gave \(value), strtod \(expected)")
    return 0
}
