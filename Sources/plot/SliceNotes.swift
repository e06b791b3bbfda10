import Foundation
import PlotCore

/// What a pie or a donut leaves out, said on stderr: a category whose sum is zero or less
/// has no slice, so the user learns which, and that a donut's centre is the slices' total
/// rather than the sum of every value (profit.csv: 230 in the slices, 190 in all).
enum SliceNotes {
    /// The note, or nil when every category has its slice.
    static func note(_ chart: DataChart) -> String? {
        let leftOut = chart.leftOutSlices
        guard !leftOut.isEmpty, let series = chart.series.first else { return nil }
        let number = { (value: Double) in TickLabelFormat(decimals: 6).string(for: value).trimmingZeros }
        let shownCount = 5
        var names = leftOut.prefix(shownCount).map { "\($0.label) (\($0.value.isNaN ? "no value" : number($0.value)))" }
        if leftOut.count > shownCount { names.append("\(leftOut.count - shownCount) more") }
        var text = "the \(chart.kind) leaves out \(names.joined(separator: ", ")): a slice needs a sum above 0"
        if chart.kind == .donut {
            let all = series.points.ys.reduce(0) { $1.isNaN ? $0 : $0 + $1 }
            let left = leftOut.reduce(0) { $1.value.isNaN ? $0 : $0 + $1.value }
            text +=
                "; its centre shows the slices' total, \(number(all - left)); the sum of every value is \(number(all))"
        }
        return text
    }

    static func print(_ chart: DataChart) {
        guard let note = note(chart) else { return }
        StderrNote.say(note)
    }
}
