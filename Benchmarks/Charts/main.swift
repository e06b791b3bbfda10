// Swift Charts' API on Linux, timed in-process (issue 23): a 1,000-point `LineMark` chart to
// PNG bytes, and 10^6 `PointMark`s to PNG bytes. Run by Benchmarks/charts.sh beside the same
// chart through the CLI and matplotlib's savefig; prints one JSON object.
// Usage: plotkit-charts LINE.csv POINTS.csv RUNS
import Foundation
import PlotKit

struct Sample: Identifiable {
    let id: Int
    let x: Double
    let y: Double
}

/// The rows of an `x,y` CSV with a header, read once before any timing.
func samples(_ path: String) throws -> [Sample] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\n").dropFirst().enumerated().map { index, line in
        let fields = line.split(separator: ",")
        return Sample(id: index, x: Double(fields[0])!, y: Double(fields[1])!)
    }
}

/// Wall time of `body`, in milliseconds.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// Peak resident memory of this process so far, in MiB (`VmHWM`).
func peakMiB() -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let runs = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: plotkit-charts LINE.csv POINTS.csv RUNS\n".utf8))
    exit(64)
}
let line = try samples(arguments[1])
let cloud = try samples(arguments[2])

// Everything a handler does per chart: the chart, its renderer, the PNG's bytes.
var lineBytes = 0
let lineTimes = try (0..<runs).map { _ in
    try milliseconds {
        let chart = Chart(line) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
        lineBytes = try ChartRenderer(content: chart, width: 800, height: 500).pngData().count
    }
}

// 10^6 markers: the engine draws at most one a device pixel, so the page costs its pixels.
var buildTime = 0.0
var renderTime = 0.0
var cloudBytes = 0
for _ in 0..<max(1, runs / 10) {
    var renderer: ChartRenderer?
    buildTime += milliseconds {
        let chart = Chart(cloud) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
        renderer = ChartRenderer(content: chart, width: 800, height: 500)
    }
    renderTime += try milliseconds { cloudBytes = try renderer!.pngData().count }
}
let cloudRuns = Double(max(1, runs / 10))

let report: [String: Any] = [
    "line_ms": lineTimes, "line_png_bytes": lineBytes,
    "points_build_ms": buildTime / cloudRuns, "points_render_ms": renderTime / cloudRuns,
    "points_png_bytes": cloudBytes, "peak_mib": peakMiB(),
]
let json = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
print(String(decoding: json, as: UTF8.self))
