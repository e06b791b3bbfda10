import Foundation
import PlotCore

/// The renderer that writes SVG itself, where Cairo's SVG surface would set text as glyph
/// outlines: text stays `<text>` (searchable, copyable, read aloud), in the family, size, weight
/// and colour Pango measured it in, on the baseline Pango put it on. Paths are `d` strings
/// (filled non-zero, stroked with round joins and caps, dashes ending square as Cairo's do),
/// clips are nested `<clipPath>`s, bitmaps PNG data URLs. The same page gives the same bytes:
/// ids are counted per document and numbers written by `SVGNumber`.
package struct SVGRenderer: Renderer {
    let text: PangoTextEngine
    let pngEncoder: PNGEncoder
    /// The document so far.
    private(set) var out: [UInt8] = []
    /// The first image that could not be encoded: thrown once the page is drawn.
    private(set) var failure: (any Error)?
    private var clipsMade = 0
    private var clipsOpen = 0

    init(text: PangoTextEngine, pngEncoder: PNGEncoder) {
        self.text = text
        self.pngEncoder = pngEncoder
    }

    mutating func write(_ string: String) { out += Array(string.utf8) }

    private mutating func write(_ name: String, _ value: Double, decimals: Int = 2) {
        write(" \(name)=\"")
        SVGNumber.append(value, decimals: decimals, to: &out)
        write("\"")
    }

    /// `fill="#rrggbb"` (or stroke), and its opacity when the colour lets the page through.
    private mutating func write(paint name: String, _ color: Color) {
        func byte(_ component: Double) -> Int { component.isNaN ? 0 : Int((min(max(component, 0), 1) * 255).rounded()) }
        let hex = [color.red, color.green, color.blue].map { String(byte($0), radix: 16) }
        write(" \(name)=\"#" + hex.map { $0.count == 1 ? "0" + $0 : $0 }.joined() + "\"")
        let alpha = color.alpha.isNaN ? 0 : min(max(color.alpha, 0), 1)
        if alpha < 1 { write("\(name)-opacity", alpha, decimals: 3) }
    }

    /// The path's data written straight onto the document: the sink holds it while it writes.
    private mutating func write(path: Path) {
        write(" d=\"")
        var sink = SVGPathSink()
        swap(&sink.out, &out)
        path.replay(into: &sink)
        swap(&sink.out, &out)
        write("\"")
    }

    package mutating func paintBackground(_ color: Color, size: Size) {
        write("<rect")
        write("width", size.width)
        write("height", size.height)
        write(paint: "fill", color)
        write("/>\n")
    }

    package mutating func fill(_ path: Path, color: Color) {
        guard !path.isEmpty else { return }
        write("<path")
        write(path: path)
        write(paint: "fill", color)
        write("/>\n")
    }

    package mutating func stroke(_ path: Path, color: Color, lineWidth: Double, dash: [Double]) {
        guard !path.isEmpty else { return }
        write("<path")
        write(path: path)
        write(" fill=\"none\"")
        write(paint: "stroke", color)
        write("stroke-width", lineWidth, decimals: 3)
        // Dashes end square, as CairoRenderer draws them: round ends would close a dotted line.
        write(" stroke-linejoin=\"round\" stroke-linecap=\"\(dash.isEmpty ? "round" : "butt")\"")
        if !dash.isEmpty {
            write(" stroke-dasharray=\"")
            for (index, length) in dash.enumerated() {
                if index > 0 { write(" ") }
                SVGNumber.append(length, decimals: 3, to: &out)
            }
            write("\"")
        }
        write("/>\n")
    }

    /// The run's baseline is Pango's, below the top of its layout box: the text lands where
    /// Cairo draws it. A turned run is turned about its origin, as Cairo turns it.
    package mutating func draw(_ run: TextRun) {
        guard let font = PangoTextEngine.settable(run.font), !run.text.isEmpty else { return }
        let baseline = text.measure(run.text, font: font).baseline
        write("<text")
        if run.angle != 0 {
            write(" transform=\"translate(")
            SVGNumber.append(run.origin.x, to: &out)
            write(" ")
            SVGNumber.append(run.origin.y, to: &out)
            write(") rotate(")
            SVGNumber.append(run.angle, to: &out)
            write(")\"")
            write("y", baseline)
        } else {
            write("x", run.origin.x)
            write("y", run.origin.y + baseline)
        }
        write(" font-family=\"'")
        // A CSS string inside the attribute: its quote and backslash escaped for CSS first.
        let family = font.family.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "'", with: "\\'")
        XMLText.append(family, to: &out)
        write("', sans-serif\"")
        write("font-size", font.size)
        if font.bold { write(" font-weight=\"bold\"") }
        write(paint: "fill", run.color)
        write(">")
        XMLText.append(run.text, to: &out)
        write("</text>\n")
    }

    package mutating func draw(_ image: PlacedImage) {
        let rect = image.rect
        let bitmap = image.bitmap
        guard rect.width > 0, rect.height > 0, failure == nil else { return }
        let png: [UInt8]
        do {
            png = try bitmap.bytes.withUnsafeBytes { bytes in
                try pngEncoder.encode(
                    pixels: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), width: bitmap.width,
                    height: bitmap.height, stride: bitmap.stride)
            }
        } catch {
            failure = error
            return
        }
        write("<image")
        write("x", rect.x)
        write("y", rect.y)
        write("width", rect.width)
        write("height", rect.height)
        write(" preserveAspectRatio=\"none\"")
        if image.filter == .nearest { write(" image-rendering=\"optimizeSpeed\"") }
        write(" xlink:href=\"data:image/png;base64,")
        write(Data(png).base64EncodedString())
        write("\"/>\n")
    }

    package mutating func pushClip(_ rect: Rect) {
        clipsMade += 1
        clipsOpen += 1
        let id = "clip\(clipsMade)"
        write("<clipPath id=\"\(id)\"><rect")
        // A rectangle of negative width is Cairo's as much as a positive one; SVG draws neither.
        write("x", min(rect.minX, rect.maxX))
        write("y", min(rect.minY, rect.maxY))
        write("width", abs(rect.width))
        write("height", abs(rect.height))
        write("/></clipPath>\n<g clip-path=\"url(#\(id))\">\n")
    }

    /// A pop without its push is ignored, as the group it would close was never opened.
    package mutating func popClip() {
        guard clipsOpen > 0 else { return }
        clipsOpen -= 1
        write("</g>\n")
    }

    /// Ends the clips still open, so the document is whole.
    mutating func closeClips() {
        while clipsOpen > 0 { popClip() }
    }
}

/// Streams a path into SVG path data: absolute commands, "M1,2L3,4C5,6 7,8 9,10Z".
struct SVGPathSink: PathSink {
    var out: [UInt8] = []

    private mutating func point(_ point: Point) {
        SVGNumber.append(point.x, to: &out)
        out.append(UInt8(ascii: ","))
        SVGNumber.append(point.y, to: &out)
    }

    mutating func move(to point: Point) {
        out.append(UInt8(ascii: "M"))
        self.point(point)
    }

    mutating func line(to point: Point) {
        out.append(UInt8(ascii: "L"))
        self.point(point)
    }

    mutating func curve(to end: Point, control1: Point, control2: Point) {
        out.append(UInt8(ascii: "C"))
        point(control1)
        out.append(UInt8(ascii: " "))
        point(control2)
        out.append(UInt8(ascii: " "))
        point(end)
    }

    mutating func close() { out.append(UInt8(ascii: "Z")) }
}
