import Foundation

/// The whole hot-water schedule as one classifier delivered it.
public struct Schedule: Sendable, Equatable {
    /// The classifier's version, e.g. "26"; a new version means new data upstream.
    public var version: String
    /// e.g. "График остановок ТЭЦ ТГК-1 2016г".
    public var classifierName: String
    public var rows: [ScheduleRow]

    public init(version: String, classifierName: String, rows: [ScheduleRow]) {
        self.version = version
        self.classifierName = classifierName
        self.rows = rows
    }
}

/// A schedule and when it was fetched from the service.
public struct DatedSchedule: Sendable, Equatable {
    public var schedule: Schedule
    public var fetchedAt: Date

    public init(schedule: Schedule, fetchedAt: Date) {
        self.schedule = schedule
        self.fetchedAt = fetchedAt
    }
}
