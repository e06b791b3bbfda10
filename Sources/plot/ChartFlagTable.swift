import ArgumentParser
import PlotCore

/// Where a chart's rows come from: the points service (`--count`), a file (`--input`) or a
/// query (`--db`).
enum ChartSource: CaseIterable {
    case points
    case file
    case database

    /// The word for the docs' table.
    var name: String {
        switch self {
        case .points: return "`--count`"
        case .file: return "`--input`"
        case .database: return "`--db`"
        }
    }
}

/// Which chart flag means something where. Given where it means nothing, a flag would be
/// quietly ignored; it is refused instead, as a usage error naming the flag and what it needs.
/// One table for every chart flag, every kind and every source: it refuses misplaced flags
/// (`check`) and writes the table in docs/CLI.md (`markdown`, kept equal by a test).
enum ChartFlagTable {
    struct Rule {
        /// Flags that share their kinds and sources, documented on one line.
        var flags: [String]
        var kinds: [ChartKind]
        var sources: [ChartSource]
        /// Why the other kinds cannot take it, when that is not plain ("they stand on zero").
        var why: String?

        init(_ flags: [String], _ kinds: [ChartKind], _ sources: [ChartSource], why: String? = nil) {
            self.flags = flags
            self.kinds = kinds
            self.sources = sources
            self.why = why
        }
    }

    static let all = ChartKind.allCases
    /// Kinds with x and y axes of values: every kind but pie and donut, and the grids (heatmap
    /// and hist2d: cells fill the plot, and a colour bar is their legend).
    static let withAxes = ChartKind.allCases.filter { $0.isCartesian && !$0.isGrid }
    /// Kinds with axes to title: every kind but pie and donut.
    static let titledAxes = ChartKind.allCases.filter(\.isCartesian)
    /// Every kind but the grids, whose cells are not series.
    static let drawsSeries = ChartKind.allCases.filter { !$0.isGrid }
    /// Kinds that make one value of the rows of an x: not a histogram (it bins its x), nor a
    /// box or a violin (they show every value), nor a 2-D histogram (it counts).
    static let oneValuePerX = ChartKind.allCases.filter { ![.histogram, .box, .violin, .hist2d].contains($0) }
    static let everywhere = ChartSource.allCases
    static let tables: [ChartSource] = [.file, .database]

    static let rules: [Rule] = [
        Rule(["--title", "--theme"], all, everywhere),
        Rule(["--x", "--y", "--kind", "--time-zone", "--lang"], all, tables),
        Rule(["--x-type", "--time-format", "--skip-bad-rows", "--encoding"], all, [.file]),
        Rule(["--group-by"], drawsSeries, [.file], why: "a grid's cells are not series"),
        Rule(
            ["--y2", "--y2-label"], [.line, .scatter, .step], [.file], why: "bars and areas stand on one axis's zero"),
        Rule(["--facet", "--facet-rows", "--facet-columns"], all, [.file]),
        Rule(
            ["--facet-y"], withAxes, [.file],
            why: "a pie has no y axis; the panels of a heat map or a 2-D histogram share its categories or bins"),
        Rule(["--smooth", "--alpha"], [.line, .area], everywhere),
        Rule(["--markers"], [.line], everywhere, why: "a scatter is its markers, other kinds have none"),
        Rule(["--stack"], [.area, .bar], [.file]),
        Rule(["--bar-orientation"], [.bar], [.file]),
        Rule(["--bins"], [.histogram, .hist2d], [.file]),
        Rule(["--value"], [.heatmap], [.file]),
        Rule(["--colormap"], [.heatmap, .hist2d, .scatter], [.file], why: "a scatter's with --color-by"),
        Rule(["--color-by", "--size-by"], [.scatter], [.file], why: "they colour and size markers"),
        Rule(["--palette"], drawsSeries, everywhere, why: "a grid's colours are its --colormap"),
        Rule(["--opacity"], withAxes, everywhere, why: "a pie's slices are opaque"),
        Rule(["--colors"], withAxes, tables, why: "a pie's slices take the palette's colours"),
        Rule(["--marker-size"], [.line, .scatter, .step], everywhere, why: "other kinds have no markers"),
        Rule(["--step"], [.step], tables),
        Rule(
            ["--agg"], oneValuePerX, [.file],
            why: "a histogram bins its x by --bins; a box or violin shows every value of a category"),
        Rule(
            ["--x-unit"], oneValuePerX.filter { $0 != .heatmap }, [.file],
            why:
                "a histogram bins its x by --bins; a box or violin shows every value of a category; a heat map's axes are categories"
        ),
        Rule(
            ["--y-lower", "--y-upper", "--band"], [.line, .area, .step, .scatter, .bar], [.file],
            why: "a band goes under a line, whiskers on a bar or a point"),
        Rule(["--table"], [.line], [.file], why: "it lists the points of lines of numbers"),
        Rule(["--log-x"], withAxes, [.points, .file]),
        Rule(["--trend", "--rolling"], [.line, .scatter, .step], [.points, .file]),
        Rule(
            ["--log-y"], [.line, .scatter, .step, .box], everywhere,
            why: "bars, areas and histograms stand on zero; a violin's density is of the values, not their logarithms"
        ),
        Rule(["--zoom", "--center", "--x-range", "--y-range", "--hline", "--vline", "--span"], withAxes, everywhere),
        Rule(["--annotate"], withAxes, everywhere, why: "a pie writes its slices' values beside them"),
        Rule(["--legend"], withAxes, everywhere, why: "a pie names its slices beside them"),
        Rule(["--x-label", "--y-label"], titledAxes, everywhere, why: "a pie has no axes"),
        Rule(["--chart-only"], [.line], [.points]),
    ]

    /// The rule of one flag.
    static func rule(of flag: String) -> Rule? { rules.first { $0.flags.contains(flag) } }

    /// Refuses the first of `given` that a chart of `kind` from `source` would ignore: first
    /// for its source (a table's flag on the points page), then for its kind.
    static func check(_ given: [String], kind: ChartKind, source: ChartSource) throws {
        for flag in given {
            guard let rule = rule(of: flag), !rule.sources.contains(source) else { continue }
            switch source {
            case .points:
                throw ValidationError("\(flag) charts a table read with --input FILE: give --input, or drop it")
            case .database:
                throw ValidationError("\(flag) is not drawn from a database (--db): drop it")
            case .file:
                throw ValidationError(
                    "\(flag) is for the points page of --count (a chart of --input is the chart alone): drop it")
            }
        }
        for flag in given {
            guard let rule = rule(of: flag), !rule.kinds.contains(kind) else { continue }
            throw ValidationError(
                "\(flag) is for \(describe(rule.kinds)), not --kind \(kind.rawValue)"
                    + (rule.why.map { " (\($0))" } ?? "") + ": drop it")
        }
    }

    /// "--kind line or area", "charts with axes (every --kind but pie and donut)".
    static func describe(_ kinds: [ChartKind]) -> String {
        if kinds == withAxes { return "charts with axes of values (every --kind but pie, donut, heatmap and hist2d)" }
        if kinds == titledAxes { return "charts with axes (every --kind but pie and donut)" }
        if kinds == drawsSeries { return "every --kind but heatmap and hist2d" }
        if kinds == oneValuePerX { return "every --kind but histogram, box, violin and hist2d" }
        let names = kinds.map(\.rawValue)
        guard let last = names.last else { return "no --kind" }
        return "--kind " + (names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last)
    }

    /// The table in docs/CLI.md: each rule's flags, kinds and sources.
    static func markdown() -> String {
        var lines = ["| Flag | Kinds | Sources |", "|---|---|---|"]
        for rule in rules {
            let flags = rule.flags.map { "`\($0)`" }.joined(separator: ", ")
            var kinds: String
            switch rule.kinds {
            case all: kinds = "every kind"
            case withAxes: kinds = "every kind but pie, donut, heatmap and hist2d"
            case titledAxes: kinds = "every kind but pie and donut"
            case drawsSeries: kinds = "every kind but heatmap and hist2d"
            case oneValuePerX: kinds = "every kind but histogram, box, violin and hist2d"
            default: kinds = rule.kinds.map(\.rawValue).joined(separator: ", ")
            }
            if let why = rule.why { kinds += " (\(why))" }
            let sources = rule.sources == everywhere ? "all" : rule.sources.map(\.name).joined(separator: ", ")
            lines.append("| \(flags) | \(kinds) | \(sources) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
