/// Cairo names an SVG's surfaces and images after a counter of the whole process
/// (`<g id="surface61">`), so the same page drawn twice by one process (a server) differs from the
/// page drawn first by another. Renumbered in order of first appearance, per kind, an SVG holds
/// the same bytes whatever was drawn before it; every reference (`#surface61`) is renamed with
/// its id.
enum SVGSurfaceIDs {
    static let kinds: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]

    static func renumbered(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var names: [[UInt8]: [UInt8]] = [:]
        var counts = [Int](repeating: 0, count: kinds.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            out.append(byte)
            index += 1
            // An id starts after `id="` or `#`: both end in '"' or '#'.
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") else { continue }
            for (number, kind) in kinds.enumerated() where bytes[index...].starts(with: kind) {
                var end = index + kind.count
                while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
                guard end > index + kind.count, end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { break }
                let name = Array(bytes[index..<end])
                if names[name] == nil {
                    counts[number] += 1
                    names[name] = kind + Array(String(counts[number]).utf8)
                }
                out += names[name]!
                index = end
                break
            }
        }
        return out
    }
}
