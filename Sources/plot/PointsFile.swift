import Foundation
import PlotCore

/// Reads the points a user named: a file or standard input, CSV or JSON.
enum PointsFile {
    static func read(_ path: String, format: PointsFormat?) throws -> PointSeries {
        let name = path == "-" ? "standard input" : path
        let bytes: [UInt8]
        if path == "-" {
            bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CLIError("cannot read \(path): no such file")
            }
            guard !isDirectory.boolValue else { throw CLIError("cannot read \(path): it is a folder") }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CLIError("cannot read \(path): permission denied or unreadable")
            }
            bytes = Array(data)
        }
        let format = format ?? PointsFormat.detect(name: path == "-" ? nil : path, bytes: bytes)
        let series: PointSeries
        do {
            series = try format.read(bytes)
        } catch let error as InputError {
            throw CLIError("\(name): \(error.message)")
        } catch let error as PointsServiceError {
            throw CLIError("\(name): \(error)")
        }
        guard !series.isEmpty else {
            let dropped = series.droppedNonFinite
            throw CLIError(
                dropped > 0
                    ? "\(name) holds no finite points (\(dropped) NaN or infinite dropped)" : "\(name) holds no points")
        }
        return series
    }
}
