extension SeriesMarks {
    /// The M4 columns of each line that `items` takes from its index (`M4Pyramid`), nil for the
    /// others, made before the lines are drawn and on up to `chart.threads` threads: a view of
    /// ten indexed series spends most of its time there, waiting on memory column by column,
    /// and each series' columns depend on nothing but its own points. The same columns as one
    /// series after another.
    func indexedColumns(_ lines: [ChartMarks.Line], _ m4: M4Decimation) -> [M4Columns?] {
        let indexed = lines.indices.filter { number in
            let line = lines[number]
            return isDecimatedWhole(line, m4) && chart.series[line.series].pyramid?.indexes(line.points) == true
        }
        var columns = [M4Columns?](repeating: nil, count: lines.count)
        let parts = Parallel.ranges(indexed.count, threads: chart.threads, smallest: 1)
        let found = Parallel.map(parts) { part in
            part.map { chart.series[lines[indexed[$0]].series].pyramid?.columns(m4, viewY: y.visible) }
        }
        for (number, answer) in zip(indexed, found.joined()) { columns[number] = answer }
        return columns
    }
}
