import CPlotBuildStamp
import PlotCore

/// The version of PlotKit's `plot` (`PlotKitVersion`'s, which the PDFs' Creator says too) for
/// `plot --version` and the User-Agent every request sends.
enum PlotVersion {
    static let number = PlotKitVersion.number

    /// "PlotKit/0.1.0": what a service's logs see.
    static var userAgent: String { "PlotKit/\(number)" }

    /// The commit the binary was built from when scripts/package said it ("3f2c1a9b0d4e", with
    /// "-dirty" when the tree had uncommitted changes); nil in a source build.
    static var commit: String? {
        guard let text = plotkit_build_commit() else { return nil }
        let commit = String(cString: text)
        return commit.isEmpty ? nil : commit
    }

    /// What `plot --version` prints: "0.1.0 (commit 3f2c1a9b0d4e)" for a package, the number
    /// alone for a source build, which knows no commit.
    static var shown: String { commit.map { "\(number) (commit \($0))" } ?? number }
}
