import CCairo
import PlotCore

/// Renders scenes to the bytes of a PNG, PDF or SVG file.
public struct SceneOutput {
    /// `CairoRenderer.longPathDefault`, for the initialiser's default.
    @usableFromInline static let longPathDefault = CairoRenderer.longPathDefault

    package let text: PangoTextEngine
    package var pngEncoder: PNGEncoder
    /// Open lines with more segments than this are stroked in pieces (see CairoRenderer).
    var longPathSegments: Int
    /// Whether an SVG sets its text as glyph outlines, as Cairo's SVG surface writes it (the
    /// glyphs exact in any viewer, but no text to search, copy or read aloud). False, the
    /// default: text is `<text>` in the font Pango measured, and the page says what it shows
    /// in `<title>` and `<desc>`.
    public var svgTextAsOutlines = false
    /// Fixed so that the same input gives the same PDF bytes.
    static let pdfDate = "2000-01-01T00:00:00Z"

    /// Output that measures and draws text with `text`, encodes PNGs with `pngEncoder`, and
    /// strokes open lines of more than `longPathSegments` segments (at least 1) in pieces.
    public init(
        text: PangoTextEngine, pngEncoder: PNGEncoder = PNGEncoder(),
        longPathSegments: Int = SceneOutput.longPathDefault
    ) {
        self.text = text
        self.pngEncoder = pngEncoder
        self.longPathSegments = max(1, longPathSegments)
    }

    private func draw(_ page: ScenePage, on cairo: OpaquePointer) {
        var renderer = CairoRenderer(cairo: cairo, text: text, longPath: longPathSegments)
        renderer.draw(page)
    }

    /// The bytes of each file the scene makes in this format: one PDF of every page, or one
    /// PNG or SVG a page (the format's `medium` decides).
    public func files(_ scene: Scene, format: OutputFormat) throws -> [[UInt8]] {
        guard !scene.pages.isEmpty else { throw RenderError("the scene has no page") }
        switch format.medium {
        case .document: return [try pdf(scene)]
        case .filePerPage: return try scene.pages.map { try file(of: $0, scale: scene.scale, format: format) }
        }
    }

    /// One page as a file of its own, in a format whose medium is a file a page (PNG, SVG).
    package func file(of page: ScenePage, scale: Double, format: OutputFormat) throws -> [UInt8] {
        switch format {
        case .png:
            // Encoded from the surface's own pixels: no copy of a page's millions of them.
            return try drawn(Scene(pages: [page], scale: scale)) { surface in
                let (width, height) = (
                    Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface))
                )
                guard let data = cairo_image_surface_get_data(surface) else {
                    throw RenderError("the page has no pixels")
                }
                return try pngEncoder.encode(
                    pixels: data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)))
            }
        case .svg: return try svg(page)
        case .pdf: return try pdf(Scene(pages: [page], scale: scale))
        }
    }

    /// A page drawn into pixels at the scene's scale: `size * scale`, anti-aliased.
    public func raster(_ scene: Scene, page index: Int = 0) throws -> RasterImage {
        try drawn(scene, page: index) { RasterImage(surface: $0) }
    }

    /// `body` of an image surface (ARGB32, flushed) with the page drawn on it at the scene's
    /// scale; the surface is gone when `body` returns.
    private func drawn<Result>(_ scene: Scene, page index: Int = 0, _ body: (OpaquePointer) throws -> Result)
        throws -> Result
    {
        guard scene.pages.indices.contains(index) else { throw RenderError("the scene has no page \(index + 1)") }
        let page = scene.pages[index]
        let scale = scene.scale
        // In Double until checked: a scale or size of NaN, infinity or 1e300 is no Int.
        let sides = ((page.size.width * scale).rounded(), (page.size.height * scale).rounded())
        guard (1...32_767).contains(sides.0), (1...32_767).contains(sides.1) else {
            func text(_ side: Double) -> String { abs(side) < 1e15 ? String(Int(side)) : "\(side)" }
            throw RenderError(
                "an image of \(text(sides.0))x\(text(sides.1)) pixels is outside what can be drawn (1 to 32767 a side)",
                cause: .request)
        }
        let (width, height) = (Int(sides.0), Int(sides.1))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        try check(surface, "an image of \(width)x\(height) pixels")
        let cairo = cairo_create(surface)
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, scale, scale)
        draw(page, on: cairo!)
        cairo_surface_flush(surface)
        return try body(surface!)
    }

    /// Every page of the scene; text stays text, dates are fixed.
    package func pdf(_ scene: Scene) throws -> [UInt8] {
        try gathered { try document(PagedScene(scene), to: $0) }
    }

    /// The PDF of every page, handed to `write` piece by piece as it is made: each page is made
    /// (`PagedScene.page`), drawn and let go before the next, and Cairo writes a page out when
    /// it is shown, so neither the pages nor the file are held whole.
    package func document(_ pages: PagedScene, to write: @escaping Write) throws {
        guard let first = pages.sizes.first else { throw RenderError("the scene has no page") }
        try stream(to: write) { write, closure in
            let surface = cairo_pdf_surface_create_for_stream(write, closure, first.width, first.height)
            defer { cairo_surface_destroy(surface) }
            try check(surface, "the PDF")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.pdfDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, Self.pdfDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, PlotKitVersion.creator)
            let cairo = cairo_create(surface)
            defer { cairo_destroy(cairo) }
            for index in 0..<pages.count {
                let page = pages.page(index)
                cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
                draw(page, on: cairo!)
                cairo_show_page(cairo)
                try check(surface, "the PDF")
            }
            cairo_surface_finish(surface)
            try check(surface, "the PDF")
        }
    }

    /// The bytes of an SVG file of one page: text as `<text>` (`SVGRenderer`), or as Cairo's
    /// glyph outlines when `svgTextAsOutlines` says so.
    package func svg(_ page: ScenePage) throws -> [UInt8] {
        guard svgTextAsOutlines else { return try SVGDocument.bytes(of: page, text: text, pngEncoder: pngEncoder) }
        let bytes = try gathered { sink in
            try stream(to: sink) { write, closure in
                let surface = cairo_svg_surface_create_for_stream(write, closure, page.size.width, page.size.height)
                defer { cairo_surface_destroy(surface) }
                try check(surface, "the SVG")
                cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
                cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
                let cairo = cairo_create(surface)
                defer { cairo_destroy(cairo) }
                draw(page, on: cairo!)
                cairo_surface_finish(surface)
                try check(surface, "the SVG")
            }
        }
        return SVGSurfaceIDs.renumbered(bytes)
    }

    /// Takes a piece of a file's bytes; throws when they cannot be kept (a full disk).
    package typealias Write = (UnsafeRawBufferPointer) throws -> Void

    /// Collects Cairo's many small writes into pieces of `pieceSize` for `write`, and keeps the
    /// first error `write` threw, which Cairo can only hear of as a failed write.
    private final class ByteSink {
        static let pieceSize = 1 << 16
        let write: Write
        var buffer: [UInt8] = []
        var failure: (any Error)?

        init(write: @escaping Write) {
            self.write = write
            buffer.reserveCapacity(Self.pieceSize)
        }

        func take(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard failure == nil else { return false }
            buffer.append(contentsOf: bytes)
            if buffer.count >= Self.pieceSize { flush() }
            return failure == nil
        }

        func flush() {
            guard failure == nil, !buffer.isEmpty else { return }
            do { try buffer.withUnsafeBytes { try write($0) } } catch { failure = error }
            buffer.removeAll(keepingCapacity: true)
        }
    }

    /// Runs `body` with a Cairo write callback that hands the bytes to `write`; an error of
    /// `write`'s is what is thrown, rather than Cairo's word for it.
    private func stream(
        to write: @escaping Write, _ body: (cairo_write_func_t, UnsafeMutableRawPointer) throws -> Void
    ) throws {
        let sink = ByteSink(write: write)
        let callback: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
            let taken = sink.take(UnsafeBufferPointer(start: data, count: Int(length)))
            return taken ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
        }
        try withExtendedLifetime(sink) {
            do {
                try body(callback, Unmanaged.passUnretained(sink).toOpaque())
            } catch {
                throw sink.failure ?? error
            }
        }
        sink.flush()
        if let failure = sink.failure { throw failure }
    }

    /// The bytes `body` writes, gathered in memory: for a file that is wanted whole.
    private func gathered(_ body: (@escaping Write) throws -> Void) throws -> [UInt8] {
        final class Bytes { var all: [UInt8] = [] }
        let bytes = Bytes()
        try body { bytes.all.append(contentsOf: $0) }
        return bytes.all
    }

    private func check(_ surface: OpaquePointer?, _ what: String) throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot draw \(what): \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
