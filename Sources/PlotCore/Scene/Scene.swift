/// What to draw, decided entirely by PlotCore: a plain value a renderer turns into pixels or
/// vectors. Coordinates are page layout units, y pointing down.
public struct Scene: Sendable, Equatable {
    /// The pages, in order.
    public var pages: [ScenePage]
    /// Device pixels per layout unit the scene was laid out for (its page's `scale`): a raster
    /// is `size * scale` pixels, and the chart decimated its lines for that many columns.
    /// Vector output draws layout units as points and keeps the detail for a viewer's zoom.
    public var scale: Double

    package init(pages: [ScenePage], scale: Double = 1) {
        self.pages = pages
        self.scale = scale
    }
}

/// One page of a scene: its size, background and what is drawn on it, in order.
public struct ScenePage: Sendable, Equatable {
    /// The page's size in layout units.
    public var size: Size
    /// The colour the page is filled with first; nil for a transparent page.
    public var background: Color?
    /// What is drawn, back to front.
    public var items: [SceneItem]
    /// The page in words for screen readers (an SVG's title and description); nil when the
    /// layout had nothing to say beyond the page's own text.
    package var summary: PageSummary?

    package init(size: Size, background: Color? = .white, items: [SceneItem] = []) {
        self.size = size
        self.background = background
        self.items = items
    }
}

/// One thing drawn on a page.
public indirect enum SceneItem: Sendable, Equatable {
    /// A path filled and/or stroked.
    case path(Path, PathStyle)
    /// A line of text.
    case text(TextRun)
    /// Items drawn only inside the rectangle.
    case clipped(Rect, [SceneItem])
    /// A bitmap scaled into a rectangle.
    case image(PlacedImage)
}

/// A colour, components 0...1, not premultiplied.
public struct Color: Sendable, Equatable, Hashable {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) to 1.
    public var alpha: Double

    /// The colour of these components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 0xRRGGBB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
            blue: Double(hex & 0xff) / 255, alpha: alpha)
    }

    /// Opaque white.
    public static let white = Color(hex: 0xffffff)
    /// Opaque black.
    public static let black = Color(hex: 0x000000)
}

/// How a path is drawn: filled, stroked, or both.
public struct PathStyle: Sendable, Equatable {
    /// The stroke's colour; nil for no stroke.
    public var stroke: Color?
    /// The stroke's width in layout units.
    public var lineWidth: Double
    /// The fill's colour; nil for no fill.
    public var fill: Color?
    /// On and off lengths of a dashed stroke; empty for solid.
    public var dash: [Double]
    /// One of many markers of a series (those thinned to one a device pixel: a dense scatter,
    /// a box's outliers). A raster renderer may draw its shape once, centred on the nearest
    /// device pixel's centre, and copy it (`MarkerStamping`).
    package var isMarker: Bool

    package init(
        stroke: Color? = nil, lineWidth: Double = 1, fill: Color? = nil, dash: [Double] = [], isMarker: Bool = false
    ) {
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.fill = fill
        self.dash = dash
        self.isMarker = isMarker
    }
}

/// A font: a family, a size and a weight.
public struct FontSpec: Sendable, Equatable, Hashable {
    /// A fontconfig family name.
    public var family: String
    /// Size in layout units.
    public var size: Double
    /// Bold rather than regular.
    public var bold: Bool

    /// A font of `family` at `size`.
    public init(family: String = FontSpec.defaultFamily, size: Double, bold: Bool = false) {
        self.family = family
        self.size = size
        self.bold = bold
    }

    @usableFromInline package static let defaultFamily = "DejaVu Sans"
}

/// A line of text placed by its layout box: `origin` is the top-left corner of the box the
/// measurer reported, so the renderer needs no positioning logic of its own.
public struct TextRun: Sendable, Equatable {
    /// The text, one line.
    public var text: String
    /// The top-left corner of the text's layout box.
    public var origin: Point
    /// The font it is set in.
    public var font: FontSpec
    /// Its colour.
    public var color: Color
    /// Degrees the box is turned about its origin, clockwise on the page (y points down): -90
    /// reads upwards, as a crowded axis's category labels do.
    public var angle: Double

    package init(text: String, origin: Point, font: FontSpec, color: Color, angle: Double = 0) {
        self.text = text
        self.origin = origin
        self.font = font
        self.color = color
        self.angle = angle
    }
}
