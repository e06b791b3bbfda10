import PlotCore

/// A renderer that remembers what a scene draws, in order, each with the clip it was drawn
/// in: the one scene walker the tests share (what a user sees, without pixels).
public struct SceneRecorder: Renderer {
    public struct Fill: Equatable {
        public var path: Path
        public var color: Color
        /// The innermost clip it was drawn in, if any.
        public var clip: Rect?
    }

    public struct Stroke: Equatable {
        public var path: Path
        public var color: Color
        public var lineWidth: Double
        public var dash: [Double]
        public var clip: Rect?
    }

    public private(set) var backgrounds: [Color] = []
    public private(set) var fills: [Fill] = []
    public private(set) var strokes: [Stroke] = []
    public private(set) var runs: [TextRun] = []
    public private(set) var images: [PlacedImage] = []
    /// Every clip pushed, outermost first.
    public private(set) var clips: [Rect] = []
    private var clipStack: [Rect] = []

    public init() {}

    /// What these items draw.
    public init(_ items: [SceneItem]) { draw(items) }

    /// What this page draws, its background too.
    public init(_ page: ScenePage) { draw(page) }

    /// The text of every run, in drawing order.
    public var texts: [String] { runs.map(\.text) }

    public mutating func paintBackground(_ color: Color, size: Size) { backgrounds.append(color) }
    public mutating func fill(_ path: Path, color: Color) {
        fills.append(Fill(path: path, color: color, clip: clipStack.last))
    }
    public mutating func stroke(_ path: Path, color: Color, lineWidth: Double, dash: [Double]) {
        strokes.append(Stroke(path: path, color: color, lineWidth: lineWidth, dash: dash, clip: clipStack.last))
    }
    public mutating func draw(_ run: TextRun) { runs.append(run) }
    public mutating func draw(_ image: PlacedImage) { images.append(image) }
    public mutating func pushClip(_ rect: Rect) {
        clips.append(rect)
        clipStack.append(rect)
    }
    public mutating func popClip() { clipStack.removeLast() }
}

extension Scene {
    /// Each page recorded.
    public var recorded: [SceneRecorder] { pages.map(SceneRecorder.init) }
    /// Every page's texts, in order.
    public var texts: [String] { pages.flatMap { SceneRecorder($0).texts } }
}
