import DemoServer
import Foundation
import HotWater
import PlotCore
import PlotRender
import Transport

// The hot-water pipeline on the full demo payload (~3.6 MB of JSON, ~13.6k rows): fetched once
// from an in-process demo server, then timed stage by stage over several runs; medians printed.
// Run through Benchmarks/hot-water.sh (release build).

let runs = max(1, Int(CommandLine.arguments.dropFirst().first ?? "") ?? 5)

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let server = try DemoServer(configuration: DemoServerConfiguration(enableTestRoutes: false))
let (port, caPEM) = try await server.start()
let url = "https://localhost:\(port)\(HotWaterClient.path)?classifiersId=4"
let body = Data(try await HTTPTransport(trust: .only(caPEM: caPEM)).get(url: url).requireSuccess().body)
await server.stop()

let strings = try HotWaterStrings.load(.ru)
let text = ScheduleEntryText(strings: strings)
let engine = PangoTextEngine()
var decode: [Double] = []
var format: [Double] = []
var layout: [Double] = []
var pdf: [Double] = []
var png: [Double] = []
var summary = ""
for _ in 0..<runs {
    var schedule = Schedule(version: "", classifierName: "", rows: [])
    decode.append(try seconds { schedule = try ScheduleDecoder().decode(body) })
    var entries: [[String]] = []
    format.append(seconds { entries = schedule.rows.map(text.lines) })
    let note = HotWaterNote(
        strings: strings, total: entries.count, matched: entries.count, search: nil, version: schedule.version,
        moment: "12 августа 2020, 16:45", cached: false)
    var scene = Scene(pages: [])
    layout.append(
        seconds {
            scene =
                HotWaterPage(
                    entries: entries, strings: strings, page: .portrait, note: note, emptyMessage: strings.empty
                ).scene(measurer: engine).scene
        })
    var bytes = 0
    pdf.append(try seconds { bytes = try SceneOutput(text: engine).pdf(scene).count })
    png.append(try seconds { _ = try SceneOutput(text: engine).raster(scene).png() })
    summary = "\(body.count) B answer, \(schedule.rows.count) rows, \(scene.pages.count) PDF pages (\(bytes) B)"
}
print(summary)
print("median of \(runs) runs, seconds:")
for (name, values) in [
    ("decode (base64 + unzip + JSON rows)", decode), ("four-line entries", format),
    ("layout of every page", layout), ("render PDF, every page", pdf), ("render PNG, first page", png),
] {
    print("  " + name.padding(toLength: 38, withPad: " ", startingAt: 0) + String(format: "%7.3f", median(values)))
}
let totals = (0..<runs).map { decode[$0] + format[$0] + layout[$0] + pdf[$0] }
print(
    "  " + "total, payload to full PDF".padding(toLength: 38, withPad: " ", startingAt: 0)
        + String(format: "%7.3f", median(totals)))
