import Foundation
import PlotKit
import XCTest

/// Issue 23's acceptance program: every container, mark and modifier of Swift Charts' API that
/// PlotKit promises, written as Apple's documentation writes it against `import PlotKit` alone,
/// each chart rendered to PNG, PDF and SVG. What each draws is asserted by the tests of each
/// mark; this one proves the whole surface compiles together and renders.
final class SwiftChartsTourTests: XCTestCase {
    struct Reading: Identifiable {
        let id: Int
        var day: Date
        var city: String
        var celsius: Double
        var rain: Float
    }

    struct Job {
        var name: String
        var start: Int
        var end: Int
    }

    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static let readings: [Reading] = (0..<24).map { index in
        Reading(
            id: index, day: utc.date(from: DateComponents(year: 2026, month: 1 + index % 12, day: 15))!,
            city: index < 12 ? "Oslo" : "Lisbon", celsius: Double(index % 12) * (index < 12 ? 1.5 : 1) + 3,
            rain: Float(30 + index % 5 * 7))
    }

    /// Every container: `Chart { }`, `ForEach` by `Identifiable` and by key, `Plot`, `if`/`else`,
    /// several marks an element; lines with their points, a rule, an annotation, the axes' and
    /// the plot's modifiers.
    func containersAndLines(showRule: Bool) -> ChartContentCarrier {
        let oslo = Self.readings.filter { $0.city == "Oslo" }
        return ChartContentCarrier(
            Chart {
                Plot {
                    ForEach(oslo) { reading in
                        LineMark(x: .value("Day", reading.day), y: .value("°C", reading.celsius))
                            .interpolationMethod(.catmullRom)
                            .lineStyle(StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [6, 2]))
                            .foregroundStyle(.orange)
                        PointMark(x: .value("Day", reading.day), y: .value("°C", reading.celsius))
                            .symbol(.diamond)
                            .symbolSize(60)
                            .foregroundStyle(.orange)
                            .annotation(position: .top, alignment: .leading, spacing: 4) {
                                Text(reading.celsius == 19.5 ? "max" : "").font(.caption)
                            }
                    }
                }
                if showRule {
                    RuleMark(y: .value("Mean", 11.25))
                } else {
                    RuleMark(y: .value("Zero", 0))
                }
            }
            .chartXAxisLabel("2026")
            .chartYAxisLabel("temperature")
            .chartYScale(domain: 0...25)
            .chartXAxis {
                AxisMarks(values: .stride(by: .month, count: 2)) { _ in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel(format: .dateTime.month(.abbreviated))
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: .automatic(desiredCount: 5)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0)))
                }
            }
            .chartLegend(.hidden)
            .chartPlotStyle { $0.background(Color(red: 0.97, green: 0.97, blue: 1, opacity: 1)) }
            .frame(width: 640, height: 400))
    }

    func testEveryContainerMarkAndModifierRendersToEachFormat() throws {
        let readings = Self.readings
        let jobs = [Job(name: "Design", start: 0, end: 4), Job(name: "Build", start: 3, end: 9)]
        let charts: [(String, ChartContentCarrier)] = [
            ("containers", containersAndLines(showRule: true)),
            ("else", containersAndLines(showRule: false)),
            (
                "series",
                ChartContentCarrier(
                    Chart(readings) {
                        LineMark(x: .value("Day", $0.day), y: .value("°C", $0.celsius))
                            .foregroundStyle(by: .value("City", $0.city))
                            .symbol(by: .value("City", $0.city))
                            .interpolationMethod(.monotone)
                    }
                    .chartForegroundStyleScale(["Oslo": Color.blue, "Lisbon": .red])
                    .chartSymbolScale(["Oslo": BasicChartSymbolShape.circle, "Lisbon": .square])
                    .chartLegend(position: .top))
            ),
            (
                "bars",
                ChartContentCarrier(
                    Chart(readings, id: \.id) {
                        BarMark(x: .value("Month", $0.day, unit: .month), y: .value("Rain", $0.rain))
                            .foregroundStyle(by: .value("City", $0.city))
                            .position(by: .value("City", $0.city))
                            .cornerRadius(3)
                            .opacity(0.9)
                    }
                    .chartForegroundStyleScale(domain: ["Oslo", "Lisbon"], range: [Color.teal, .indigo])
                    .chartXScale(type: .date))
            ),
            (
                "stacked areas",
                ChartContentCarrier(
                    Chart(readings) {
                        AreaMark(x: .value("Day", $0.day), y: .value("Rain", Double($0.rain)))
                            .foregroundStyle(by: .value("City", $0.city))
                    })
            ),
            (
                "ranges",
                ChartContentCarrier(
                    Chart {
                        ForEach(jobs, id: \.name) { job in
                            BarMark(
                                xStart: .value("Day", job.start), xEnd: .value("Day", job.end),
                                y: .value("Job", job.name))
                        }
                    })
            ),
            (
                "upright ranges",
                ChartContentCarrier(
                    Chart(jobs, id: \.name) {
                        BarMark(x: .value("Job", $0.name), yStart: .value("Day", $0.start), yEnd: .value("Day", $0.end))
                    })
            ),
            (
                "band",
                ChartContentCarrier(
                    Chart(readings.prefix(12)) {
                        AreaMark(
                            x: .value("Day", $0.day), yStart: .value("°C", $0.celsius - 2),
                            yEnd: .value("°C", $0.celsius + 2))
                    })
            ),
            (
                "rules and spans",
                ChartContentCarrier(
                    Chart {
                        ForEach(1..<20, id: \.self) { value in
                            PointMark(x: .value("Dose", Double(value)), y: .value("Effect", log(Double(value))))
                                .symbol(.triangle)
                        }
                        RuleMark(x: .value("Threshold", 5.0))
                        RuleMark(x: .value("Window", 10.0), yStart: .value("Effect", 0.5), yEnd: .value("Effect", 2.5))
                        RuleMark(xStart: .value("Dose", 12.0), xEnd: .value("Dose", 18.0), y: .value("Effect", 1))
                        RectangleMark(
                            xStart: .value("Dose", 2.0), xEnd: .value("Dose", 4.0), yStart: .value("Effect", 0.0),
                            yEnd: .value("Effect", 3.0)
                        )
                        .foregroundStyle(Color.yellow.opacity(0.3))
                    }
                    .chartXScale(type: .log)
                    .chartXAxis(.hidden))
            ),
            (
                "heat map",
                ChartContentCarrier(
                    Chart(readings) {
                        RectangleMark(x: .value("City", $0.city), y: .value("Month", "\($0.id % 12 + 1)"))
                            .foregroundStyle(by: .value("°C", $0.celsius))
                    }
                    .chartForegroundStyleScale(range: Gradient(colors: [.white, .blue])))
            ),
            (
                "donut",
                ChartContentCarrier(
                    Chart(jobs, id: \.name) {
                        SectorMark(
                            angle: .value("Days", $0.end - $0.start), innerRadius: .ratio(0.5),
                            outerRadius: .inset(10), angularInset: 1.5
                        )
                        .foregroundStyle(by: .value("Job", $0.name))
                    })
            ),
            (
                "pie",
                ChartContentCarrier(
                    Chart(jobs, id: \.name) {
                        SectorMark(angle: .value("Days", $0.end - $0.start), outerRadius: .fixed(120))
                            .foregroundStyle(by: .value("Job", $0.name))
                    }
                    .chartYAxis(.hidden))
            ),
            (
                "function",
                ChartContentCarrier(
                    Chart {
                        LinePlot(x: "x", y: "sin x", domain: 0...(2 * Double.pi)) { sin($0) }
                            .interpolationMethod(.cardinal)
                    }
                    .chartXScale(domain: 0...7, type: .linear))
            ),
        ]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-charts-tour-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, chart) in charts {
            let renderer = chart.renderer(theme: name == "else" ? .dark : .light)
            let magics: [(String, [UInt8])] = [
                ("png", [0x89, 0x50, 0x4E, 0x47]), ("pdf", Array("%PDF".utf8)), ("svg", Array("<?xml".utf8)),
            ]
            for (format, magic) in magics {
                let url = folder.appendingPathComponent("\(name).\(format)")
                XCTAssertNoThrow(try renderer.write(to: url), "\(name).\(format)")
                let head = try [UInt8](Data(contentsOf: url).prefix(magic.count))
                XCTAssertEqual(head, magic, "\(name).\(format)")
            }
            let png = try renderer.pngData(scale: 2)
            XCTAssertEqual(
                png.count > 8 ? pixelSize(png) : nil, [Int(renderer.width * 2), Int(renderer.height * 2)], name)
            XCTAssertTrue(String(decoding: try renderer.pdfData().prefix(4), as: UTF8.self) == "%PDF", name)
            XCTAssertTrue(String(decoding: try renderer.svgData(), as: UTF8.self).contains("<svg"), name)
        }
    }

    /// A PNG's width and height, from its header.
    func pixelSize(_ png: Data) -> [Int] {
        let bytes = [UInt8](png.prefix(24))
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return [int(16), int(20)]
    }
}

/// Charts of different content types in one list: each keeps its renderer.
struct ChartContentCarrier {
    let renderer: (Theme) -> ChartRenderer

    init<Content: ChartContent>(_ chart: Chart<Content>) {
        renderer = { ChartRenderer(content: chart, theme: $0) }
    }

    func renderer(theme: Theme) -> ChartRenderer { renderer(theme) }
}
