import FileOutput
import PlotRender

/// Text files written whole or not at all, as pictures are.
enum OutputFileText {
    static func write(_ text: String, to path: String) throws {
        try OutputFile.write(Array(text.utf8), to: path)
    }
}
