/// PlotKit's version, said once, here: `plot --version`, the User-Agent its requests send and
/// the Creator of the PDFs it writes all read it.
package enum PlotKitVersion {
    package static let number = "0.1.0"

    /// "PlotKit 0.1.0": what made a file, as its metadata says.
    package static var creator: String { "PlotKit \(number)" }
}
