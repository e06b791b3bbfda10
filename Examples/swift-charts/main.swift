// Chart code as Apple's Swift Charts documentation writes it, drawn on Linux by PlotKit.
// Run: swift run example-swift-charts [output.png|.pdf|.svg]
import Foundation
import PlotKit

struct MonthlyHoursOfSunshine: Identifiable {
    let id = UUID()
    var city: String
    var date: Date
    var hoursOfSunshine: Double

    init(city: String, month: Int, hoursOfSunshine: Double) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        self.city = city
        self.date = calendar.date(from: DateComponents(year: 2020, month: month))!
        self.hoursOfSunshine = hoursOfSunshine
    }
}

let seattle = [74.0, 99, 154, 201, 247, 234, 304, 248, 197, 122, 77, 62]
let cupertino = [196.0, 203, 271, 307, 366, 374, 403, 383, 336, 287, 200, 185]
let data =
    seattle.enumerated().map {
        MonthlyHoursOfSunshine(city: "Seattle", month: $0.offset + 1, hoursOfSunshine: $0.element)
    }
    + cupertino.enumerated().map {
        MonthlyHoursOfSunshine(city: "Cupertino", month: $0.offset + 1, hoursOfSunshine: $0.element)
    }

let chart = Chart(data) {
    LineMark(
        x: .value("Month", $0.date),
        y: .value("Hours of Sunshine", $0.hoursOfSunshine)
    )
    .foregroundStyle(by: .value("City", $0.city))
}
.chartForegroundStyleScale(["Seattle": .blue, "Cupertino": .orange])
.chartXAxis {
    AxisMarks(values: .stride(by: .month, count: 2)) { _ in
        AxisGridLine()
        AxisTick()
        AxisValueLabel(format: .dateTime.month(.abbreviated))
    }
}
.chartTitle("Hours of sunshine, 2020")

let output = CommandLine.arguments.dropFirst().first ?? "sunshine.png"
do {
    // PNG, PDF or SVG by the extension; `pngData(scale:)` gives the bytes instead.
    try ChartRenderer(content: chart, width: 1200, height: 700).write(to: URL(fileURLWithPath: output))
    print("wrote \(output)")
} catch {
    FileHandle.standardError.write(Data("example-swift-charts: \(error)\n".utf8))
    exit(1)
}
