import Foundation
import GRDB
import Storage

/// The last schedule fetched, kept in SQLite (`hot-water.sqlite` in the cache folder) so the
/// page can be drawn when the service cannot be reached. Each save replaces the whole
/// schedule in one transaction: readers see the old schedule or the new one, never a mix, and
/// a process killed mid-save leaves the old one (SQLite rolls the torn write back on next open).
public final class ScheduleCache: Sendable {
    public static let fileName = "hot-water.sqlite"

    private let database: CacheDatabase
    public var path: String { database.path }

    public convenience init(directory: CacheDirectory) throws {
        try self.init(path: directory.file(Self.fileName))
    }

    public init(path: String) throws {
        database = try CacheDatabase(path: path, migrator: Self.migrator)
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            // One schedule at most: the row with id 1.
            try db.execute(
                sql: """
                    CREATE TABLE schedule (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        version TEXT NOT NULL,
                        classifier_name TEXT NOT NULL,
                        fetched_at REAL NOT NULL,
                        row_count INTEGER NOT NULL);
                    CREATE TABLE schedule_row (
                        position INTEGER PRIMARY KEY,
                        settlement TEXT NOT NULL,
                        street TEXT NOT NULL,
                        house TEXT NOT NULL,
                        building TEXT NOT NULL,
                        letter TEXT NOT NULL,
                        period TEXT NOT NULL);
                    """)
        }
        return migrator
    }

    /// How often `replace` reports progress, in rows.
    public static let progressStep = 1000

    /// Replaces the cached schedule with `schedule`, all or nothing. `progress` is told the
    /// rows written so far every `progressStep` rows; if it throws, the old schedule stays.
    public func replace(
        with schedule: Schedule, fetchedAt: Date, progress: (Int) throws -> Void = { _ in }
    ) throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM schedule_row")
            let insert = try db.makeStatement(
                sql: """
                    INSERT INTO schedule_row (position, settlement, street, house, building, letter, period)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """)
            for (position, row) in schedule.rows.enumerated() {
                try insert.execute(arguments: [
                    position, row.settlement, row.street, row.house, row.building, row.letter, row.period,
                ])
                if (position + 1) % Self.progressStep == 0 { try progress(position + 1) }
            }
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO schedule (id, version, classifier_name, fetched_at, row_count)
                    VALUES (1, ?, ?, ?, ?)
                    """,
                arguments: [
                    schedule.version, schedule.classifierName, fetchedAt.timeIntervalSince1970, schedule.rows.count,
                ])
        }
    }

    /// The cached schedule, or nil when none was ever saved.
    public func load() throws -> DatedSchedule? {
        try database.read { db -> DatedSchedule? in
            guard let head = try Row.fetchOne(db, sql: "SELECT * FROM schedule WHERE id = 1") else { return nil }
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM schedule_row ORDER BY position").map { row in
                ScheduleRow(
                    settlement: row["settlement"], street: row["street"], house: row["house"],
                    building: row["building"], letter: row["letter"], period: row["period"])
            }
            let expected: Int = head["row_count"]
            guard rows.count == expected else {
                throw StorageError.unreadable(
                    path: path, reason: "it holds \(rows.count) rows where \(expected) were saved")
            }
            let schedule = Schedule(version: head["version"], classifierName: head["classifier_name"], rows: rows)
            return DatedSchedule(
                schedule: schedule, fetchedAt: Date(timeIntervalSince1970: head["fetched_at"]))
        }
    }
}
