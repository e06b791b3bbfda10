import Input
import PlotCore
import Points

/// The points a user named with --input: a file or standard input, CSV, JSON or a saved answer
/// of the points service.
enum PointsFile {
    static func read(_ path: String, format: PointsFormat?) throws -> PointSeries {
        do {
            return try Input.PointsFile.read(path, format: format, envelope: PointsServiceResponse())
        } catch let error as InputError {
            throw CLIError(error.message, status: ExitStatus.of(error) ?? .badData)
        } catch let error as PointsServiceError {
            throw CLIError("\(Input.PointsFile.name(path)): \(error)", status: .badData)
        }
    }
}
