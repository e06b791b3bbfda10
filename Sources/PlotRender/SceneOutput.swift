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
        case .document: return [try file(scene, format: format)]
        case .filePerPage:
            return try scene.pages.map { try file(Scene(pages: [$0], scale: scene.scale), format: format) }
        }
    }

    /// One file of the scene's pages in the format.
    private func file(_ scene: Scene, format: OutputFormat) throws -> [UInt8] {
        switch format {
        case .pdf: return try pdf(scene)
        case .png: return try raster(scene).png(encoder: pngEncoder)
        case .svg: return try svg(scene.pages[0])
        }
    }

    /// A page drawn into pixels at the scene's scale: `size * scale`, anti-aliased.
    public func raster(_ scene: Scene, page index: Int = 0) throws -> RasterImage {
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
        return RasterImage(surface: surface!)
    }

    /// Every page of the scene; text stays text, dates are fixed.
    package func pdf(_ scene: Scene) throws -> [UInt8] {
        guard let first = scene.pages.first else { throw RenderError("the scene has no page") }
        return try stream { write, closure in
            let surface = cairo_pdf_surface_create_for_stream(write, closure, first.size.width, first.size.height)
            defer { cairo_surface_destroy(surface) }
            try check(surface, "the PDF")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.pdfDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, Self.pdfDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, PlotKitVersion.creator)
            let cairo = cairo_create(surface)
            defer { cairo_destroy(cairo) }
            for page in scene.pages {
                cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
                draw(page, on: cairo!)
                cairo_show_page(cairo)
            }
            cairo_surface_finish(surface)
            try check(surface, "the PDF")
        }
    }

    /// The bytes of an SVG file of one page.
    package func svg(_ page: ScenePage) throws -> [UInt8] {
        let bytes = try stream { write, closure in
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
        return SVGSurfaceIDs.renumbered(bytes)
    }

    private final class ByteSink {
        var bytes: [UInt8] = []
    }

    /// Runs `body` with a Cairo write callback that collects the bytes in memory.
    private func stream(
        _ body: (cairo_write_func_t, UnsafeMutableRawPointer) throws -> Void
    ) throws -> [UInt8] {
        let sink = ByteSink()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        try withExtendedLifetime(sink) {
            try body(write, Unmanaged.passUnretained(sink).toOpaque())
        }
        return sink.bytes
    }

    private func check(_ surface: OpaquePointer?, _ what: String) throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot draw \(what): \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
