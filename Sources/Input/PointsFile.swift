import Foundation
import PlotCore

/// Reads the points a user named: a file (mapped, and given back to the kernel as it is read)
/// or standard input, CSV or JSON.
public enum PointsFile {
    /// How messages name the input: the path, or "standard input" for "-".
    public static func name(_ path: String) -> String { path == "-" ? "standard input" : path }

    /// Throws `InputError` worded for the user (naming the file), or the envelope's own errors.
    /// An input without a finite point is an error too: there would be nothing to draw.
    public static func read(
        _ path: String, format: PointsFormat?, envelope: (any PointsEnvelope)? = nil
    ) throws -> PointSeries {
        let name = name(path)
        let series: PointSeries
        if path == "-" {
            let bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
            let format = format ?? PointsFormat.detect(name: nil, bytes: bytes)
            series = try naming(name) { try format.read(bytes, envelope: envelope) }
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw InputError("cannot read \(path): no such file", cause: .unreadable)
            }
            guard !isDirectory.boolValue else {
                throw InputError("cannot read \(path): it is a folder", cause: .unreadable)
            }
            let file = try MappedFile(path: path)
            let format = format ?? PointsFormat.detect(name: path, bytes: Array(file.bytes.prefix(64)))
            series = try naming(name) {
                try format.read(file.bytes, envelope: envelope, consumed: file.release(upTo:))
            }
        }
        guard !series.isEmpty else {
            let dropped = series.droppedNonFinite
            throw InputError(
                dropped > 0
                    ? "\(name) holds no finite points (\(dropped) NaN or infinite dropped)" : "\(name) holds no points")
        }
        return series
    }

    /// The readers' errors say what is wrong inside the input; the user also needs which input.
    private static func naming(_ name: String, _ read: () throws -> PointSeries) throws -> PointSeries {
        do { return try read() } catch let error as InputError {
            throw InputError("\(name): \(error.message)", cause: error.cause)
        }
    }
}
