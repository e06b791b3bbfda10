/// The file formats a scene renders to.
public enum OutputFormat: String, Sendable, CaseIterable {
    case png
    case pdf
    case svg

    /// From a file name's extension; nil when it names none of the formats.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }
}
