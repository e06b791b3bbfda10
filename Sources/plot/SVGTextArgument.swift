import ArgumentParser

/// `--svg-text`: how an SVG sets its text, as `<text>` a reader can search, copy and hear (the
/// default), or as the glyph outlines Cairo's SVG surface draws.
enum SVGTextArgument: String, CaseIterable, ExpressibleByArgument {
    case text
    case outlines
}
