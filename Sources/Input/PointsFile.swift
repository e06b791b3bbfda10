import Foundation
import PlotCore

/// Reads the points a user named: a file (mapped, and given back to the kernel as it is read)
/// or standard input, CSV or JSON.
public enum PointsFile {
    /// How messages name the input: the path, or "standard input" for "-".
    package static func name(_ path: String) -> String { InputFile.name(path) }

    /// The points in the file at `path` (standard input for "-"), CSV or JSON: `format`, or
    /// nil for the one the name's extension or the first byte names.
    /// - Throws: `InputError` worded for the user (naming the file). An input without a finite
    ///   point is an error too: there would be nothing to draw.
    public static func read(_ path: String, format: PointsFormat?) throws -> PointSeries {
        try read(path, format: format, envelope: nil)
    }

    /// The same, with `envelope` opening a JSON object around the points (a service's saved
    /// answer); it throws the envelope's own errors too.
    package static func read(
        _ path: String, format: PointsFormat?, envelope: (any PointsEnvelope)?
    ) throws -> PointSeries {
        let series = try InputFile.read(path) { bytes, name, release in
            let format =
                format ?? PointsFormat.detect(name: path == "-" ? nil : path, bytes: Array(bytes.prefix(64)))
            return try format.read(bytes, envelope: envelope, consumed: release.map { release in { release(0..<$0) } })
        }
        guard !series.isEmpty else {
            let name = name(path)
            let dropped = series.droppedNonFinite
            throw InputError(
                dropped > 0
                    ? "\(name) holds no finite points (\(dropped) NaN or infinite dropped)" : "\(name) holds no points")
        }
        return series
    }
}
