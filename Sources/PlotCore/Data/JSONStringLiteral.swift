/// A string written as a JSON string literal (RFC 8259): quotes, backslashes and control
/// characters escaped, everything else as it is. The one writer of the demo server's answers,
/// `plot serve`'s and chart files.
package enum JSONStringLiteral {
    /// Appends `text` to `out` as a literal; with `escapingLessThan`, `<` as `\u003c`, so the
    /// JSON can stand inside an HTML page without closing a script.
    package static func write(_ text: String, escapingLessThan: Bool = false, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<" where escapingLessThan: out += "\\u003c"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// `text` as a literal.
    package static func of(_ text: String, escapingLessThan: Bool = false) -> String {
        var out = ""
        write(text, escapingLessThan: escapingLessThan, to: &out)
        return out
    }
}
