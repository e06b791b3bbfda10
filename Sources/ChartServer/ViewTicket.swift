/// Which page asked for a view, and its how-manieth: `tab` (1 to 32 letters, digits, `-` or
/// `_`, made by the page) and `seq` (a whole number the page counts up). Optional: a request
/// without them is never superseded.
struct ViewTicket: Sendable, Equatable {
    let tab: String
    let seq: Int

    init(tab: String, seq: Int) {
        self.tab = tab
        self.seq = seq
    }

    /// The ticket of a query, nil without one, or `ViewRefused` for a malformed one.
    init?(query: [String: String]) throws(ViewRefused) {
        switch (query["tab"], query["seq"]) {
        case (nil, nil): return nil
        case (let tab?, let seq?):
            guard (1...32).contains(tab.utf8.count), tab.utf8.allSatisfy(Self.isTabByte) else {
                throw ViewRefused("tab must be 1 to 32 letters, digits, - or _")
            }
            guard (1...15).contains(seq.utf8.count), seq.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                let number = Int(seq)
            else {
                throw ViewRefused("seq must be a whole number from 0 to 999999999999999")
            }
            self.init(tab: tab, seq: number)
        default: throw ViewRefused("tab and seq go together")
        }
    }

    private static func isTabByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default: return byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }
}
