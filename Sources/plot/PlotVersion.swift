/// The version of PlotKit's `plot`: said once, here, for `plot --version` and the User-Agent
/// every request sends.
enum PlotVersion {
    static let number = "0.1.0"

    /// "PlotKit/0.1.0": what a service's logs see.
    static var userAgent: String { "PlotKit/\(number)" }
}
