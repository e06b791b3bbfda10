import CCairo
import Foundation
import PlotCore

/// Measures and draws text with Pango on its own font map, with hinting off so that a text's
/// size does not depend on the output's scale or format: what layout measured is what is drawn.
///
/// Font sizes are taken up to 1,024 layout units: a larger one (infinity too) is set at that
/// size, and one of zero, below zero or NaN measures nothing and draws nothing.
public final class PangoTextEngine: TextMeasuring {
    /// The largest font size set, in layout units. FreeType refuses faces of more than 65,535
    /// pixels, and a refused face stays refused for the whole process, so larger sizes never
    /// reach it, even at a scale of 64.
    private static let largestFontSize = 1024.0

    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// Measuring and drawing use separate contexts: drawing re-targets its context at each
    /// Cairo context, measuring must stay untransformed.
    private let measuringContext: OpaquePointer
    private let drawingContext: OpaquePointer
    private var descriptions: [FontSpec: OpaquePointer] = [:]
    /// The first text measured loads fontconfig's configuration and the fonts, some
    /// milliseconds: that is begun on another thread as the engine is made, while the caller
    /// reads its data, and waited for before the engine is first used.
    private let warmedUp = DispatchSemaphore(value: 0)
    private var warm = false

    /// An engine with its own font map; its fonts start loading on another thread at once.
    /// One thread at a time may use it (`forThisThread` keeps one a thread).
    public init() {
        fontMap = pango_cairo_font_map_new()
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        measuringContext = pango_font_map_create_context(fontMap)
        drawingContext = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        for context in [measuringContext, drawingContext] {
            pango_cairo_context_set_font_options(context, options)
            pango_cairo_context_set_resolution(context, 72)
            // Unrounded glyph positions: text width then scales exactly with font size.
            pango_context_set_round_glyph_positions(context, 0)
        }
        cairo_font_options_destroy(options)
        // The engine is this thread's to touch until it signals.
        let handed = HandedOver(engine: self)
        Thread.detachNewThread {
            for bold in [false, true] {
                _ = handed.engine.measureWarm("0123456789.,-", font: FontSpec(size: 12, bold: bold))
            }
            handed.engine.warmedUp.signal()
        }
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(measuringContext))
        g_object_unref(UnsafeMutableRawPointer(drawingContext))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    private func description(for font: FontSpec) -> OpaquePointer {
        if let cached = descriptions[font] { return cached }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, font.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        descriptions[font] = description
        return description
    }

    private func layout(_ text: String, font: FontSpec, in context: OpaquePointer) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_font_description(layout, description(for: font))
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    /// The size of `text` set in `font`, as it will be drawn.
    public func measure(_ text: String, font: FontSpec) -> TextMetrics {
        guard let font = Self.settable(font) else { return TextMetrics(width: 0, height: 0, baseline: 0) }
        waitUntilWarm()
        return measureWarm(text, font: font)
    }

    /// The font as it is set, or nil when its size sets nothing.
    static func settable(_ font: FontSpec) -> FontSpec? {
        guard font.size > 0 else { return nil }
        var settable = font
        settable.size = min(font.size, largestFontSize)
        return settable
    }

    private func waitUntilWarm() {
        if warm { return }
        // Handed on, so that a second caller waiting too would not wait forever.
        warmedUp.wait()
        warmedUp.signal()
        warm = true
    }

    private func measureWarm(_ text: String, font: FontSpec) -> TextMetrics {
        let layout = layout(text, font: font, in: measuringContext)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return TextMetrics(
            width: Double(logical.width) / scale, height: Double(logical.height) / scale,
            baseline: Double(pango_layout_get_baseline(layout)) / scale)
    }

    /// Draws the run with the top-left of its layout box at the run's origin, turned about it
    /// by the run's angle.
    func draw(_ run: TextRun, on cairo: OpaquePointer) {
        guard let font = Self.settable(run.font) else { return }
        waitUntilWarm()
        let turned = run.angle != 0
        if turned {
            cairo_save(cairo)
            cairo_translate(cairo, run.origin.x, run.origin.y)
            cairo_rotate(cairo, run.angle * .pi / 180)
        }
        // After the turn: Pango lays the glyphs out for the matrix they are drawn with.
        pango_cairo_update_context(cairo, drawingContext)
        let layout = layout(run.text, font: font, in: drawingContext)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_set_source_rgba(cairo, run.color.red, run.color.green, run.color.blue, run.color.alpha)
        cairo_move_to(cairo, turned ? 0 : run.origin.x, turned ? 0 : run.origin.y)
        pango_cairo_show_layout(cairo, layout)
        if turned { cairo_restore(cairo) }
    }
}

/// The engine lent to the thread that warms it up; no other thread uses it meanwhile.
private struct HandedOver: @unchecked Sendable {
    let engine: PangoTextEngine
}
