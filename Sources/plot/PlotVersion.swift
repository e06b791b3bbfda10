import PlotCore

/// The version of PlotKit's `plot` (`PlotKitVersion`'s, which the PDFs' Creator says too) for
/// `plot --version` and the User-Agent every request sends.
enum PlotVersion {
    static let number = PlotKitVersion.number

    /// "PlotKit/0.1.0": what a service's logs see.
    static var userAgent: String { "PlotKit/\(number)" }
}
