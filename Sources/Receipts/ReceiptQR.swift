/// The text of a receipt's QR code, `t=20201017T1923&s=1498.00&fn=9289000100412345&i=12345&fp=3456789012&n=1`,
/// checked field by field before anything is sent (the fiscal receipt's QR format, FNS order
/// ММВ-7-20/229@): each error names the field and what it should be.
public struct ReceiptQR: Sendable, Equatable {
    public var text: String
    /// Kopecks.
    public var total: Int
    public var fiscalDrive: String
    public var document: String
    public var fiscalSign: String

    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var field: String
        public var description: String
    }

    static let fields = ["t", "s", "fn", "i", "fp", "n"]

    public init(_ text: String) throws {
        let trimmed = text.trimmingWhitespace
        var values: [String: String] = [:]
        for pair in trimmed.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard Self.fields.contains(name) else {
                throw Problem(field: name, description: "QR field '\(name)' is not one of t, s, fn, i, fp, n")
            }
            guard values[name] == nil else {
                throw Problem(field: name, description: "QR field \(name) is given twice")
            }
            values[name] = parts.count > 1 ? String(parts[1]) : ""
        }
        func field(_ name: String) throws -> String {
            guard let value = values[name], !value.isEmpty else {
                throw Problem(field: name, description: "QR field \(name) is missing (\(Self.meaning[name] ?? ""))")
            }
            return value
        }
        func bad(_ name: String, _ value: String) -> Problem {
            Problem(
                field: name, description: "QR field \(name) must be \(Self.meaning[name] ?? "valid"), not '\(value)'")
        }
        let t = try field("t")
        guard Self.validTime(t) else { throw bad("t", t) }
        let s = try field("s")
        guard let total = Money.kopecks(s), total > 0, !s.contains(","), !s.hasPrefix("-") else { throw bad("s", s) }
        let fn = try field("fn")
        guard fn.count == 16, Self.digits(fn) else { throw bad("fn", fn) }
        let i = try field("i")
        guard (1...10).contains(i.count), Self.digits(i), Int(i) ?? 0 > 0 else { throw bad("i", i) }
        let fp = try field("fp")
        guard (1...10).contains(fp.count), Self.digits(fp), (UInt64(fp) ?? .max) <= UInt64(UInt32.max) else {
            throw bad("fp", fp)
        }
        let n = try field("n")
        guard ["1", "2", "3", "4"].contains(n) else { throw bad("n", n) }
        self.text = trimmed
        self.total = total
        fiscalDrive = fn
        document = i
        fiscalSign = fp
    }

    static let meaning = [
        "t": "the purchase time as yyyyMMddTHHmm (e.g. 20201017T1923)",
        "s": "the total in rubles, at most two decimals after a point (e.g. 1498.00)",
        "fn": "the fiscal drive's number, 16 digits",
        "i": "the fiscal document's number, 1 to 10 digits",
        "fp": "the fiscal sign, 1 to 10 digits (up to 4294967295)",
        "n": "the operation type, 1 to 4 (1: a purchase)",
    ]

    static func digits(_ text: String) -> Bool { !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber } }

    /// yyyyMMddTHHmm, seconds allowed, a real day and time.
    static func validTime(_ text: String) -> Bool {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 8, [4, 6].contains(parts[1].count), digits(String(parts[0])),
            digits(String(parts[1])), let year = Int(parts[0].prefix(4)),
            let month = Int(parts[0].dropFirst(4).prefix(2)),
            let day = Int(parts[0].suffix(2)), let hour = Int(parts[1].prefix(2)),
            let minute = Int(parts[1].dropFirst(2).prefix(2))
        else { return false }
        let second = parts[1].count == 6 ? Int(parts[1].suffix(2)) ?? 99 : 0
        guard (2000...2100).contains(year), (1...12).contains(month), hour < 24, minute < 60, second < 60 else {
            return false
        }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }
}
