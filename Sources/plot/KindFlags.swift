import ArgumentParser
import PlotCore

/// Chart flags that mean something for some kinds of chart only (`--smooth` draws a curve
/// through a line's points; a bar has none). Given for another kind, such a flag would be
/// quietly ignored; it is refused instead, as a usage error naming the flag and the kinds it
/// works with. One table and one check, for every chart: of the service's points (always a
/// line), of a file and of a database.
enum KindFlags {
    struct Rule {
        var flag: String
        var kinds: [ChartKind]
        /// Why the other kinds cannot take it, when that is not plain ("they stand on zero").
        var why: String?

        init(_ flag: String, _ kinds: [ChartKind], why: String? = nil) {
            self.flag = flag
            self.kinds = kinds
            self.why = why
        }
    }

    /// Kinds with x and y axes: every kind but pie and donut.
    static let withAxes = ChartKind.allCases.filter(\.isCartesian)

    static let rules: [Rule] = [
        Rule("--smooth", [.line, .area]),
        Rule("--alpha", [.line, .area], why: "the parameter of --smooth catmull-rom"),
        Rule("--markers", [.line], why: "a scatter is its markers, other kinds have none"),
        Rule("--stack", [.area, .bar]),
        Rule("--bar-orientation", [.bar]),
        Rule("--bins", [.histogram]),
        Rule("--step", [.step]),
        Rule("--agg", [.bar, .pie, .donut], why: "the kinds that make one value of the rows of an x"),
        Rule("--table", [.line], why: "it lists the points of lines of numbers"),
        Rule("--log-x", withAxes),
        Rule("--log-y", [.line, .scatter, .step], why: "bars, areas and histograms stand on zero"),
        Rule("--zoom", withAxes),
        Rule("--center", withAxes),
        Rule("--x-range", withAxes),
        Rule("--y-range", withAxes),
        Rule("--legend", withAxes, why: "a pie names its slices beside them"),
        Rule("--x-label", withAxes, why: "a pie has no axes"),
        Rule("--y-label", withAxes, why: "a pie has no axes"),
        Rule("--hline", withAxes),
        Rule("--vline", withAxes),
    ]

    /// Refuses the first of `given` that `kind` would ignore.
    static func check(_ given: [String], kind: ChartKind) throws {
        for rule in rules where given.contains(rule.flag) && !rule.kinds.contains(kind) {
            throw ValidationError(
                "\(rule.flag) is for \(describe(rule.kinds)), not --kind \(kind.rawValue)"
                    + (rule.why.map { " (\($0))" } ?? "") + ": drop it")
        }
    }

    /// "--kind line or area", "charts with axes (every --kind but pie and donut)".
    static func describe(_ kinds: [ChartKind]) -> String {
        if kinds == withAxes { return "charts with axes (every --kind but pie and donut)" }
        let names = kinds.map(\.rawValue)
        guard let last = names.last else { return "no --kind" }
        return "--kind " + (names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last)
    }
}
