import Foundation

/// How a band axis's category labels stand under their bands when they do not fit side by
/// side, as matplotlib's and Excel's users turn them: at -45° (reading up to the right, ending
/// at their tick) when the turned lines keep apart, else at -90° (reading upwards), and only
/// when even those would touch, every k-th. Cut with "…" only past `depthLimit`.
struct TurnedLabels: Equatable {
    /// 0 (flat), -45 or -90 degrees.
    var angle: Double
    /// Every k-th label is written.
    var every: Int

    static let flat = TurnedLabels(angle: 0, every: 1)

    /// The least turn that keeps labels `widest` wide apart at `step` from each other: flat
    /// when they fit with `gap` between, else -45° or -90° when their lines keep `linePitch`
    /// apart, thinned only at -90°.
    static func choose(widest: Double, step: Double, gap: Double, font: FontSpec) -> TurnedLabels {
        if widest + gap < step { return .flat }
        let pitch = linePitch(font)
        // Two parallel lines at -45° are step·sin 45° apart.
        if pitch * 2.0.squareRoot() <= step { return TurnedLabels(angle: -45, every: 1) }
        return TurnedLabels(angle: -90, every: every(pitch: pitch, step: step))
    }

    /// How close lines of labels may stand, baseline to baseline: 1.1 em, a little tighter than
    /// body text's leading (the glyphs of a line take about 0.95 em of it), never touching.
    static func linePitch(_ font: FontSpec) -> Double { font.size * 1.1 }

    /// Every how many lines `pitch` apart one is written when lines stand `step` apart.
    static func every(pitch: Double, step: Double) -> Int {
        step >= pitch ? 1 : Int((pitch / max(step, 1e-9)).rounded(.up))
    }

    private static let c = 0.5.squareRoot()

    /// How far below the labels' top line a label `width` wide and `height` tall reaches.
    func depth(width: Double, height: Double) -> Double {
        switch angle {
        case 0: return height
        case -45: return Self.c * (width + height)
        default: return width
        }
    }

    /// The widest label whose depth stays within `depth`.
    func widthFitting(depth: Double, height: Double) -> Double {
        switch angle {
        case 0: return .infinity
        case -45: return depth / Self.c - height
        default: return depth
        }
    }

    /// How far left and right of its tick a label reaches.
    func reach(width: Double, height: Double) -> (left: Double, right: Double) {
        switch angle {
        case 0: return (width / 2, width / 2)
        case -45: return (Self.c * (width + height / 2), Self.c * height / 2)
        default: return (height / 2, height / 2)
        }
    }

    /// The run of a label under the tick at `x`, its turned box's top at `top`: flat, centred
    /// on the tick; turned, the label's end (the middle of its box's right edge) at the tick.
    func run(_ text: String, x: Double, top: Double, size: TextMetrics, font: FontSpec, color: Color) -> TextRun {
        let (width, height) = (size.width, size.height)
        let origin: Point
        switch angle {
        case 0: origin = Point(x - width / 2, top)
        case -45: origin = Point(x - Self.c * (width + height / 2), top + Self.c * width)
        default: origin = Point(x - height / 2, top + width)
        }
        return TextRun(text: text, origin: origin, font: font, color: color, angle: angle)
    }
}
