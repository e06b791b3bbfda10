import Foundation
import Input
import PlotCore
import Points

/// `plot --input FILE`: a table (CSV, TSV, JSON, JSON Lines) or a saved answer of the points
/// service, read into a `DataChart` as the table options say.
enum TableChart {
    static func chart(
        input: String, format: TableFormat?, options: TableChartOptions, title: String?, curve: Curve,
        markers: MarkerMode, viewport: ViewportRequest
    ) throws -> DataChart {
        var chart: DataChart
        if let series = try savedAnswer(input) {
            chart = DataChart(kind: options.kind, series: [ChartSeries(name: "y", points: series)])
        } else {
            let reading = try read(input, format: format, options: options)
            let table = reading.table
            let columns = try ChartColumns(
                x: options.x.map { try resolve($0, in: table) },
                ys: (options.y?.split(separator: ",").map(String.init) ?? []).map { try resolve($0, in: table) },
                groupBy: options.groupBy.map { try resolve($0, in: table) })
            do {
                chart = try DataChart.from(
                    table: table, columns: columns, kind: options.kind, timeZone: options.zone, logX: options.logX,
                    logY: options.logY)
            } catch let error as ChartDataError {
                throw CLIError(error.description, status: error.isUsage ? .usage : .badData)
            }
            if reading.skippedRows > 0 {
                let first = reading.firstSkipped.map { " (first: \($0))" } ?? ""
                chart.notes.append(
                    "\(reading.skippedRows) bad row\(reading.skippedRows == 1 ? "" : "s") skipped\(first)")
            }
        }
        if chart.series.allSatisfy({ $0.points.count == $0.points.missingCount }) {
            throw CLIError("\(Input.PointsFile.name(input)) holds no values to draw", status: .badData)
        }
        chart.stacked = options.stack
        chart.barOrientation = options.barOrientation
        chart.bins = options.bins?.bins ?? .auto
        chart.legend = options.legend
        chart.title = title
        chart.curve = curve
        chart.markers = markers
        chart.viewport = viewport
        return chart
    }

    private static func read(_ input: String, format: TableFormat?, options: TableChartOptions) throws -> TableReading {
        var types: [String: ColumnType] = [:]
        if let xType = options.xType {
            // Without --x the type goes to the column the chart would pick: the first one.
            types[options.x ?? "1"] = xType
        }
        try refuseBinary(input)
        let readOptions = TableReadOptions(
            format: format, columnTypes: types, timeZone: options.zone, skipBadRows: options.skipBadRows)
        do {
            return try TableReader.read(path: input, options: readOptions)
        } catch let error as InputError {
            throw CLIError(error.message, status: error.cause == .unreadable ? .noInput : .badData)
        }
    }

    /// A file with a NUL byte near its start is not a table of text (an image, an archive):
    /// saying so beats a parse error about its "line 6".
    private static func refuseBinary(_ input: String) throws {
        guard input != "-", let handle = FileHandle(forReadingAtPath: input) else { return }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4096), let offset = head.firstIndex(of: 0) else { return }
        throw CLIError(
            "\(input) is not a text table: it holds binary data (a zero byte at offset \(offset - head.startIndex))",
            status: .badData)
    }

    /// A column named by the user; one that is not there is a usage error listing the columns.
    private static func resolve(_ reference: String, in table: DataTable) throws -> Int {
        do {
            return try table.resolveColumn(reference)
        } catch let error as InputError {
            throw CLIError(error.message, status: .usage)
        }
    }

    /// The points of a saved answer of the points service (`{"result": .., "response": ..}`),
    /// or nil when the input is not one. Standard input is never a saved answer: it cannot be
    /// read twice.
    private static func savedAnswer(_ input: String) throws -> PointSeries? {
        guard input != "-", let handle = FileHandle(forReadingAtPath: input) else { return nil }
        let head = (try? handle.read(upToCount: 512)) ?? nil
        try? handle.close()
        guard let head, let text = String(data: head, encoding: .utf8),
            text.drop(while: { $0.isWhitespace }).first == "{",
            text.contains("\"result\"") || text.contains("\"response\"")
        else { return nil }
        return try PointsFile.read(input, format: .json)
    }
}
