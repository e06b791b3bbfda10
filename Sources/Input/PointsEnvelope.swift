import PlotCore

/// An object around the points that some files hold, such as a service's answer saved to disk.
/// The JSON reader knows no keys of its own: the feature that owns the format supplies this.
package protocol PointsEnvelope {
    /// What the scanner kept of the object, not yet judged.
    associatedtype Content

    /// Names the envelope in "holds neither an array of points nor ...": "a points service answer".
    var name: String { get }

    /// Walks the object at the scanner (its `{` next) and keeps what `points(in:)` needs.
    func read(_ scanner: inout JSONScanner) throws -> Content

    /// The points the object holds, or the error it stands for. Called only once the whole JSON
    /// is known to be well formed, so a truncated file is reported as malformed, not as an answer.
    func points(in content: Content) throws -> PointSeries
}
