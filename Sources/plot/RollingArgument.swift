import ArgumentParser
import PlotCore

/// `--rolling N` (the last N rows) or `--rolling 7d` (a span of time: s, min, h, d or w).
struct RollingArgument: ExpressibleByArgument {
    let text: String
    let window: RollingWindow

    static let units: [(suffix: String, seconds: Double)] = [
        ("min", 60), ("s", 1), ("h", 3600), ("d", 86_400), ("w", 604_800),
    ]

    init?(argument: String) {
        text = argument
        if let rows = Int(argument), (1...1_000_000).contains(rows) {
            window = .rows(rows)
            return
        }
        for (suffix, seconds) in Self.units where argument.hasSuffix(suffix) {
            guard let count = Double(argument.dropLast(suffix.count)), count > 0, count.isFinite else { return nil }
            window = .span(count * seconds)
            return
        }
        return nil
    }
}
