/// Numbers that are most likely instants: pandas' `to_json()` writes a date column as
/// milliseconds since 1970 (`"date": 946684800000`), and logs write Unix seconds. They read as
/// numbers, rightly (an id, a count, a size are numbers too), so they are only ever suggested
/// as times, never taken for them: when the column's name says time and every value is a
/// whole number of seconds or milliseconds between 1990 and 2100.
package enum EpochNumbers {
    package enum Unit: String, Sendable, Equatable {
        case seconds = "unix-s"
        case milliseconds = "unix-ms"

        /// How a message names the unit: "milliseconds".
        package var words: String { self == .seconds ? "seconds" : "milliseconds" }
    }

    /// What a column of numbers most likely is, and a value of it as a date to show.
    package struct Reading: Sendable, Equatable {
        package var unit: Unit
        /// The column's first value, and it read in `unit` (`2000-01-01`, or with its time).
        package var example: Double
        package var exampleDate: String
    }

    /// 1990-01-01 and 2100-01-01 in seconds since 1970: the years such numbers are dates of.
    static let earliest = 631_152_000.0
    static let latest = 4_102_444_800.0

    /// The words a column of times is named by (`date`, `created_at`, `startTime`, `ts`).
    static let timeWords: Set<String> = [
        "date", "time", "timestamp", "datetime", "ts", "epoch", "created", "updated", "modified", "day", "when",
        "dt", "at",
    ]

    /// The unit `values` are in when `name` names a time and all of them (one at least; missing
    /// ones aside) are whole seconds or milliseconds in 1990-2100; nil otherwise.
    package static func reading(name: String, values: [Double]) -> Reading? {
        guard namesTime(name), let first = values.first(where: { !$0.isNaN }) else { return nil }
        for unit in [Unit.milliseconds, .seconds] {
            let scale = unit == .milliseconds ? 1000.0 : 1
            let fits = values.allSatisfy { value in
                value.isNaN
                    || (value == value.rounded() && value >= earliest * scale && value <= latest * scale)
            }
            if fits {
                return Reading(unit: unit, example: first, exampleDate: CivilTime(epochSeconds: first / scale).iso8601)
            }
        }
        return nil
    }

    /// Whether one of the name's words (split at what is not a letter, and before a capital
    /// after a small letter) is a word times are named by.
    static func namesTime(_ name: String) -> Bool {
        var words: [String] = []
        var word = ""
        var previousLower = false
        for character in name {
            if !character.isLetter || (character.isUppercase && previousLower) {
                if !word.isEmpty { words.append(word.lowercased()) }
                word = character.isLetter ? String(character) : ""
            } else {
                word.append(character)
            }
            previousLower = character.isLowercase
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        return words.contains(where: timeWords.contains)
    }
}
