/// What draws a scene: a few primitives a backend must provide, as plotters' DrawingBackend,
/// with everything else derived from them. Cairo and PlotKit's SVG writer implement it in
/// PlotRender; tests record what a scene draws through it. Coordinates are layout units, y down.
public protocol Renderer {
    /// Fills `path` with `color` (non-zero winding).
    mutating func fill(_ path: Path, color: Color)
    /// Strokes `path` with round joins and caps; `dash` is on and off lengths, empty for solid.
    mutating func stroke(_ path: Path, color: Color, lineWidth: Double, dash: [Double])
    /// Draws the run with the top-left of its layout box at `run.origin`.
    mutating func draw(_ run: TextRun)
    /// Draws the bitmap scaled into its rectangle.
    mutating func draw(_ image: PlacedImage)
    /// Until the matching `popClip`, draws only inside `rect` (and inside every outer clip).
    mutating func pushClip(_ rect: Rect)
    /// Ends the innermost clip.
    mutating func popClip()

    /// Covers the whole page; derived as a filled rectangle, a backend may paint instead.
    mutating func paintBackground(_ color: Color, size: Size)
}

extension Renderer {
    /// Fills the page with `color`: a rectangle the size of the page.
    public mutating func paintBackground(_ color: Color, size: Size) {
        fill(.rectangle(Rect(x: 0, y: 0, width: size.width, height: size.height)), color: color)
    }

    /// The fill under the stroke, as a path's style says.
    package mutating func draw(_ path: Path, style: PathStyle) {
        if let fill = style.fill { self.fill(path, color: fill) }
        if let stroke = style.stroke { self.stroke(path, color: stroke, lineWidth: style.lineWidth, dash: style.dash) }
    }

    /// `body`'s drawing kept inside `rect`.
    package mutating func clipped(to rect: Rect, _ body: (inout Self) -> Void) {
        pushClip(rect)
        body(&self)
        popClip()
    }

    /// Walks a page: its background, then every item in order, clips nested.
    public mutating func draw(_ page: ScenePage) {
        if let background = page.background { paintBackground(background, size: page.size) }
        draw(page.items)
    }

    package mutating func draw(_ items: [SceneItem]) {
        // Asked once a list, not a marker: a cast boxes the renderer.
        let stamper = self as? any MarkerStamping
        for item in items {
            switch item {
            case .path(let path, let style):
                if style.isMarker, let stamper, stamper.stamp(path, style: style) { continue }
                draw(path, style: style)
            case .text(let run): draw(run)
            case .image(let image): draw(image)
            case .clipped(let rect, let inner): clipped(to: rect) { $0.draw(inner) }
            }
        }
    }
}
