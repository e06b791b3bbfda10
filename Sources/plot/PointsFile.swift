import Foundation
import PlotCore

/// Reads the points a user named: a file or standard input, CSV or JSON.
enum PointsFile {
    static func read(_ path: String, format: PointsFormat?) throws -> PointSeries {
        let name = path == "-" ? "standard input" : path
        let series: PointSeries
        do {
            if path == "-" {
                let bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
                let format = format ?? PointsFormat.detect(name: nil, bytes: bytes)
                series = try bytes.withUnsafeBufferPointer { try format.read($0) }
            } else {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    throw CLIError("cannot read \(path): no such file", status: .noInput)
                }
                guard !isDirectory.boolValue else {
                    throw CLIError("cannot read \(path): it is a folder", status: .noInput)
                }
                let file = try MappedFile(path: path)
                let format = format ?? PointsFormat.detect(name: path, bytes: Array(file.bytes.prefix(64)))
                series = try format.read(file.bytes, consumed: file.release(upTo:))
            }
        } catch let error as InputError {
            throw CLIError("\(name): \(error.message)", status: .badData)
        } catch let error as PointsServiceError {
            throw CLIError("\(name): \(error)", status: .badData)
        }
        guard !series.isEmpty else {
            let dropped = series.droppedNonFinite
            throw CLIError(
                dropped > 0
                    ? "\(name) holds no finite points (\(dropped) NaN or infinite dropped)" : "\(name) holds no points",
                status: .badData)
        }
        return series
    }
}
