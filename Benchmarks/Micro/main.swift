// Micro-benchmarks of PlotKit's hot pieces, each beside its peer in the same run:
// number parsing (vs strtod), table reading (vs the points reader), M4 decimation, curves on
// 10^6 points, PNG encoding (every zlib level x row filter of libpng, vs Cairo's own PNG
// writer) on real charts, and histogram binning of 10^6 values (vs numpy.histogram, "auto").
// Run through Benchmarks/run, or: swift run -c release plotkit-micro [tables]
import CCairo
import CPNGWriter
import Foundation
import Input
import PlotCore
import PlotRender

/// Median wall time of `runs` calls, in milliseconds.
func median(runs: Int = 7, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return times.sorted()[times.count / 2]
}

func row(_ cells: [String]) { print("| " + cells.joined(separator: " | ") + " |") }
func ms(_ value: Double) -> String { String(format: "%.1f ms", value) }

struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
var random = Seeded(state: 42)
let count = 1_000_000
let xs = (0..<count).map { _ in Double.random(in: 0..<1000, using: &random) }
let ys = xs.map { 40 * sin($0 / 90) + 15 * sin($0 / 13) + Double.random(in: -8..<8, using: &random) }

// Number parsing: the same 2 * 10^6 decimal fields, parsed by each.
let text = zip(xs, ys).map { String(format: "%.6f,%.6f\n", $0, $1) }.joined()
let bytes = Array(text.utf8)
var fields: [Range<Int>] = []
var fieldStart = 0
for (index, byte) in bytes.enumerated() where byte == 0x2C || byte == 0x0A {
    fields.append(fieldStart..<index)
    fieldStart = index + 1
}
print("## Number parsing (\(fields.count) fields)\n")
row(["parser", "median", "per field"])
row(["---", "---", "---"])
var sink = 0.0
let fast = bytes.withUnsafeBufferPointer { buffer in
    median { for field in fields { sink += DecimalParser.parse(buffer, field) ?? 0 } }
}
let libc = bytes.withUnsafeBufferPointer { buffer in
    median {
        var scratch = [CChar](repeating: 0, count: 64)
        for field in fields {
            for (offset, index) in field.enumerated() { scratch[offset] = CChar(bitPattern: buffer[index]) }
            scratch[field.count] = 0
            sink += strtod(scratch, nil)
        }
    }
}
row(["DecimalParser", ms(fast), String(format: "%.1f ns", fast * 1e6 / Double(fields.count))])
row(["strtod", ms(libc), String(format: "%.1f ns", libc * 1e6 / Double(fields.count))])
let csv = bytes.withUnsafeBufferPointer { buffer in
    median(runs: 5) { sink += Double((try? CSVPointsReader.read(buffer))?.count ?? 0) }
}
row(["CSVPointsReader, whole file", ms(csv), String(format: "%.0f MB/s", Double(bytes.count) / 1e6 / (csv / 1000))])

try benchmarkTableReading(pointsText: bytes)
// `plotkit-micro tables`: only the readers, without decimation, curves and PNG encoding.
if CommandLine.arguments.dropFirst().first == "tables" { exit(0) }

print("\n## Decimation and curves on 10^6 unsorted points\n")
row(["step", "median"])
row(["---", "---"])
let m4 = M4Decimation(visible: Interval(0, 1000), left: 80, width: 1500)
row(["M4 decimation to 1500 columns", ms(median { sink += Double(m4.decimate(xs: xs, ys: ys).xs.count) })])
let sorted = try PointSeries(xs: xs, ys: ys).sortedByX()
row(["stable sort by x", ms(median(runs: 3) { sink += try! PointSeries(xs: xs, ys: ys).sortedByX().xs[0] })])
for curve in [Curve.linear, .monotoneX, .catmullRom(alpha: 0.5)] {
    row([
        "\(curve) path",
        ms(median(runs: 3) { sink += Double(curve.path(xs: sorted.xs, ys: sorted.ys).elements.count) }),
    ])
}

// PNG encoding of real pictures: the points page, a dense M4 chart, a portrait page.
let textEngine = PangoTextEngine()
let output = SceneOutput(text: textEngine)
let pointsXs = (0..<50).map { _ in Double.random(in: -100..<100, using: &random) }
let pictures: [(String, RasterImage)] = try [
    (
        "chart 1600x1200, 10^6 points",
        output.raster(
            DataChartPage(chart: .points(try PointSeries(xs: xs, ys: ys)), page: PageSpec(size: Size(1600, 1200)))
                .scene(measurer: textEngine))
    ),
    (
        "chart 1600x1200, 50 points",
        output.raster(
            DataChartPage(
                chart: .points(
                    try PointSeries(xs: pointsXs, ys: pointsXs.map { 30 * sin($0 / 15) }), curve: .monotoneX),
                page: PageSpec(size: Size(1600, 1200))
            ).scene(measurer: textEngine))
    ),
    (
        "portrait page 1080x1920",
        output.raster(
            DataChartPage(
                chart: .points(
                    try PointSeries(xs: pointsXs, ys: pointsXs.map { 30 * sin($0 / 15) }), title: "Точки",
                    curve: .catmullRom(alpha: 0.5)), page: .portrait
            ).scene(measurer: textEngine))
    ),
]

/// Cairo's own writer: cairo_surface_write_to_png_stream on the same pixels.
func cairoPNG(_ image: RasterImage) -> Int {
    var pixels = image.pixels
    return pixels.withUnsafeMutableBytes { raw -> Int in
        let surface = cairo_image_surface_create_for_data(
            raw.bindMemory(to: UInt8.self).baseAddress, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height),
            Int32(image.width * 4))
        defer { cairo_surface_destroy(surface) }
        var size = 0
        cairo_surface_write_to_png_stream(
            surface,
            { closure, _, length in
                closure!.assumingMemoryBound(to: Int.self).pointee += Int(length)
                return CAIRO_STATUS_SUCCESS
            }, &size)
        return size
    }
}

let filters: [(String, Int32)] = [
    ("none", Int32(PLOTKIT_PNG_FILTER_NONE)), ("sub", Int32(PLOTKIT_PNG_FILTER_SUB)),
    ("up", Int32(PLOTKIT_PNG_FILTER_UP)), ("paeth", Int32(PLOTKIT_PNG_FILTER_PAETH)),
    ("all", Int32(PLOTKIT_PNG_FILTER_ALL)),
]
print("\n## PNG encoding (median of 7; size relative to Cairo's writer)\n")
for (name, image) in pictures {
    var cairoSize = 0
    let cairoTime = median { cairoSize = cairoPNG(image) }
    print("### \(name)\n")
    row(["encoder", "time", "size", "time vs Cairo", "size vs Cairo"])
    row(["---", "---", "---", "---", "---"])
    row(["Cairo (zlib 6, libpng's adaptive filters)", ms(cairoTime), "\(cairoSize / 1024) KiB", "1.00", "1.00"])
    for level: Int32 in [1, 2, 3, 4, 5, 6, 9] {
        for (filterName, filter) in filters {
            let encoder = PNGEncoder(compressionLevel: level, filters: filter)
            var size = 0
            let time = try median { size = try image.png(encoder: encoder).count }
            row([
                "libpng level \(level), \(filterName)", ms(time), "\(size / 1024) KiB",
                String(format: "%.2f", time / cairoTime), String(format: "%.2f", Double(size) / Double(cairoSize)),
            ])
        }
    }
    print("")
}
print("(checksum \(Int(sink) % 10))")

// Histogram bins of 10^6 values (numpy's bins="auto"), beside numpy itself on the same values.
print("\n## Histogram of 10^6 values, bins \"auto\" (median of 7)\n")
row(["binner", "median", "bins"])
row(["---", "---", "---"])
var histogram = Histogram(values: [], bins: .auto)
let binning = median { histogram = Histogram(values: ys, bins: .auto) }
row(["PlotCore Histogram", ms(binning), "\(histogram.counts.count)"])
let rawValues = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-micro-values.f64")
try ys.withUnsafeBytes { Data($0) }.write(to: rawValues)
let numpy = Process()
numpy.executableURL = URL(fileURLWithPath: "/usr/bin/env")
numpy.arguments = [
    "python3",
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Peers/numpy_histogram.py").path, rawValues.path,
]
let answer = Pipe()
numpy.standardOutput = answer
if (try? numpy.run()) != nil {
    numpy.waitUntilExit()
    let fields = String(decoding: answer.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        .split(separator: " ")
    if numpy.terminationStatus == 0, fields.count == 3, let time = Double(fields[0]) {
        row(["numpy.histogram", ms(time), String(fields[1])])
    } else {
        row(["numpy.histogram", "not run (python3 with numpy missing?)", ""])
    }
}
try? FileManager.default.removeItem(at: rawValues)
