/// What to draw, decided entirely by PlotCore: a plain value a renderer turns into pixels or
/// vectors. Coordinates are page layout units, y pointing down.
public struct Scene: Sendable, Equatable {
    public var pages: [ScenePage]
    /// Device pixels per layout unit the scene was laid out for (its page's `scale`): a raster
    /// is `size * scale` pixels, and the chart decimated its lines for that many columns.
    /// Vector output draws layout units as points and keeps the detail for a viewer's zoom.
    public var scale: Double

    public init(pages: [ScenePage], scale: Double = 1) {
        self.pages = pages
        self.scale = scale
    }
}

public struct ScenePage: Sendable, Equatable {
    public var size: Size
    public var background: Color?
    public var items: [SceneItem]

    public init(size: Size, background: Color? = .white, items: [SceneItem] = []) {
        self.size = size
        self.background = background
        self.items = items
    }
}

public indirect enum SceneItem: Sendable, Equatable {
    case path(Path, PathStyle)
    case text(TextRun)
    /// Items drawn only inside the rectangle.
    case clipped(Rect, [SceneItem])
    /// A bitmap scaled into a rectangle.
    case image(PlacedImage)
}

public struct Color: Sendable, Equatable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

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

    public static let white = Color(hex: 0xffffff)
    public static let black = Color(hex: 0x000000)
}

public struct PathStyle: Sendable, Equatable {
    public var stroke: Color?
    public var lineWidth: Double
    public var fill: Color?
    public var dash: [Double]

    public init(stroke: Color? = nil, lineWidth: Double = 1, fill: Color? = nil, dash: [Double] = []) {
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.fill = fill
        self.dash = dash
    }
}

public struct FontSpec: Sendable, Equatable, Hashable {
    public var family: String
    /// Size in layout units.
    public var size: Double
    public var bold: Bool

    public init(family: String = FontSpec.defaultFamily, size: Double, bold: Bool = false) {
        self.family = family
        self.size = size
        self.bold = bold
    }

    public static let defaultFamily = "DejaVu Sans"
}

/// A line of text placed by its layout box: `origin` is the top-left corner of the box the
/// measurer reported, so the renderer needs no positioning logic of its own.
public struct TextRun: Sendable, Equatable {
    public var text: String
    public var origin: Point
    public var font: FontSpec
    public var color: Color
    /// Degrees the box is turned about its origin, clockwise on the page (y points down): -90
    /// reads upwards, as a crowded axis's category labels do.
    public var angle: Double

    public init(text: String, origin: Point, font: FontSpec, color: Color, angle: Double = 0) {
        self.text = text
        self.origin = origin
        self.font = font
        self.color = color
        self.angle = angle
    }
}
