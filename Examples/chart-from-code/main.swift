// Draws a chart from Swift code, without the CLI: `import PlotKit` is all it takes.
// Run: swift run example-chart [output.png|.pdf|.svg]
import Foundation
import PlotKit

let xs = stride(from: 0.0, through: 24, by: 1.5).map { $0 }
let ys = xs.map { 18 + 7 * sin(($0 - 9) / 24 * 2 * .pi) }
let series = try PointSeries(xs: xs, ys: ys)

let output = CommandLine.arguments.dropFirst().first ?? "example.png"
let format = OutputFormat(fileName: output) ?? .png
let chart = DataChart(
    kind: .line, series: [ChartSeries(name: "Oslo", points: series)], title: "Temperature over a day",
    xTitle: "hour", yTitle: "°C", curve: .monotoneX)
// The format says how its pages are kept and what detail a vector page keeps.
let page = format.page(PageSpec(size: Size(1200, 700)))
let text = PangoTextEngine()
let scene = DataChartPage(chart: chart, page: page).scene(measurer: text)

do {
    let written = try PageWriter(output: SceneOutput(text: text)).write(scene, format: format, to: OutputTarget(output))
    print("wrote " + written.paths.joined(separator: ", "))
} catch {
    FileHandle.standardError.write(Data("example-chart: \(error)\n".utf8))
    exit(1)
}
