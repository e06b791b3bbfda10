import PlotCore

/// One page as an SVG file written by `SVGRenderer`: sized in CSS pixels (a layout unit each),
/// its `<title>` and `<desc>` the page's summary (what a screen reader announces), then the
/// page's background and items.
enum SVGDocument {
    static func bytes(of page: ScenePage, text: PangoTextEngine, pngEncoder: PNGEncoder) throws -> [UInt8] {
        var renderer = SVGRenderer(text: text, pngEncoder: pngEncoder)
        let width = SVGNumber.string(page.size.width)
        let height = SVGNumber.string(page.size.height)
        // xml:space keeps a run's spaces as Pango sets them, rather than collapsed.
        renderer.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" \
            width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" xml:space="preserve">

            """)
        if let summary = page.summary {
            renderer.write("<title>" + XMLText.escaped(summary.title) + "</title>\n")
            renderer.write("<desc>" + XMLText.escaped(summary.description) + "</desc>\n")
        }
        renderer.draw(page)
        renderer.closeClips()
        renderer.write("</svg>\n")
        if let failure = renderer.failure { throw failure }
        return renderer.out
    }
}
