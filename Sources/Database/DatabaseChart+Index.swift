import Foundation
import PlotCore

extension DatabaseChart {
    /// An index found fresh or just built: what a view needs to pick its levels.
    struct OpenIndex {
        let table: M4IndexTable
        /// Rows with an x, and their x's extent.
        let rows: Double
        let extent: Interval
        let coarsest: Int

        func levels(for mapping: M4Decimation) -> [Int] {
            M4IndexTable.levels(for: mapping, rows: rows, extent: extent, coarsest: coarsest)
        }
    }

    /// The chart of TABLE's columns `x` (numbers) and `ys` (as `chart(query:)` takes them),
    /// drawn from TABLE's M4 index (`M4IndexTable`): the picture of `chart(query: "SELECT *
    /// FROM TABLE")`, each view costing about the pixel columns' buckets. `build`: write the
    /// index when it is missing or stale (`plot --index`); without it such an index is refused.
    package func chart(
        index table: String, x: String, ys: [String], kind: ChartKind, logY: Bool, xRange: Interval?, build: Bool
    ) async throws -> DataChart {
        guard source.dialect == .postgres else { throw M4IndexError.notPostgres }
        guard Self.kinds.contains(kind) else {
            throw DatabaseChartError(
                .usage, "--kind \(kind.rawValue) is not drawn from a database: use line, step, scatter or area")
        }
        guard !table.isEmpty, table.utf8.count <= M4IndexTable.longestName else {
            throw M4IndexError.nameTooLong(table)
        }
        self.kind = kind
        // The planner prices a view's join of a few buckets with TABLE's rows at millions of
        // rows, and would compile it (JIT): 2 s of a view that runs in 5 ms.
        _ = try await source.rows("SET jit = off", [])
        let probe = M4IndexTable(table: table, x: "", ys: [])
        guard let presence = try await fetch((probe.presence, [])).first else { throw M4IndexError.noSuchTable(table) }
        guard presence[0] == 1 else { throw M4IndexError.noSuchTable(table) }
        guard presence[1] == 1 else { throw M4IndexError.notATable(table) }
        let query = "SELECT * FROM \(probe.quotedTable)"
        let columns = try await source.columns(of: query)
        let (xColumn, yColumns) = try Self.resolve(x: x, ys: ys, in: columns)
        switch xColumn.kind {
        case .number: break
        case .time: throw M4IndexError.xNotNumber(table: table, column: xColumn.name, type: "times")
        case .other(let type): throw M4IndexError.xNotNumber(table: table, column: xColumn.name, type: type)
        case .unknown: throw M4IndexError.xNotNumber(table: table, column: xColumn.name, type: "no known type")
        }
        try Self.checkY(yColumns, dialect: .postgres)
        let indexTable = M4IndexTable(table: table, x: xColumn.name, ys: yColumns.map(\.name))
        var meta = presence[2] == 1 ? try await fetch((indexTable.meta, [])).first : nil
        if meta?[0] != 1 {
            guard build else {
                throw presence[2] == 1 ? M4IndexError.stale(table: table) : M4IndexError.missing(table: table)
            }
            indexBuilt = try await self.build(indexTable, stampFile: presence[3], stampChanges: presence[4])
            meta = try await fetch((indexTable.meta, [])).first
        }
        guard let meta, let lower = meta[3], let upper = meta[4] else {
            throw DatabaseChartError(.badData, "the query returned no rows")
        }
        let raw = { (column: QueryColumn) in "q." + SQLDialect.identifier(column.name) }
        let queries = ChartQueries(
            dialect: .postgres, query: query, rawX: raw(xColumn), rawYs: yColumns.map(raw), xConversion: .number)
        self.queries = queries
        let open = OpenIndex(
            table: indexTable, rows: meta[2] ?? 0, extent: Interval(lower, upper),
            coarsest: Int(meta[M4IndexTable.metaHead + M4IndexTable.metaPerSeries * yColumns.count] ?? 0))
        index = open
        // `ChartQueries.extent`'s row: the index's, with y's extent in the range from a view of
        // one pixel column over it, and no stray cell (PostgreSQL's casts admit none).
        var extent = Array(meta[1...4])
        var inRange: [Double?]?
        if let xRange {
            let whole = M4Decimation(visible: xRange, left: 0, width: 1)
            let rows = try await fetch(indexTable.columns(whole, levels: open.levels(for: whole), queries: queries))
            inRange = rows.first { $0[0] == 0 }
        }
        for index in yColumns.indices {
            let base = M4IndexTable.metaHead + M4IndexTable.metaPerSeries * index
            extent += Array(meta[base..<base + M4IndexTable.metaPerSeries])
            if xRange != nil {
                // The one column's lowest and highest y (`ChartQueries.columns`' row).
                let column = ChartQueries.columnsHead + ChartQueries.columnsPerSeries * index
                extent += [inRange?[column + 4] ?? nil, inRange?[column + 6] ?? nil]
            }
        }
        extent += Array(repeating: Double?.some(0), count: 1 + yColumns.count)
        return try await chart(
            extent: extent, xColumn: xColumn, yColumns: yColumns, axis: .linear, logY: logY, xRange: xRange)
    }

    /// The first value of `sql`'s first row (0 when there is none).
    private func number(_ sql: String) async throws -> Double {
        let rows = try await source.rows(sql, [])
        return rows.first?.first.flatMap { $0 } ?? 0
    }

    /// Builds `table`'s index, dropping an older one, in one transaction.
    private func build(_ table: M4IndexTable, stampFile: Double?, stampChanges: Double?) async throws
        -> M4IndexTable.Built
    {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            for statement in table.build() { _ = try await source.rows(statement, []) }
            var level = M4IndexTable.finestLevel
            while try await number(table.buckets(at: level)) > 1 {
                level += M4IndexTable.levelStep
                _ = try await source.rows(table.coarser(level), [])
            }
            _ = try await source.rows(table.describe(stampFile: stampFile, stampChanges: stampChanges), [])
            for statement in table.finish { _ = try await source.rows(statement, []) }
        } catch let error as DatabaseChartError {
            _ = try? await source.rows("ROLLBACK", [])
            // insufficient_privilege: no CREATE on the schema, or not TABLE's owner (the btree).
            if error.sqlState == "42501" {
                throw M4IndexError.noPermission(table: table.table, message: error.serverMessage ?? error.description)
            }
            throw error
        }
        let took = clock.now - start
        let sizes = try await source.rows(table.sizes, []).first ?? []
        return M4IndexTable.Built(
            seconds: Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18,
            bytes: Int(sizes.first.flatMap { $0 } ?? 0), btreeBytes: Int(sizes.last.flatMap { $0 } ?? 0))
    }
}
