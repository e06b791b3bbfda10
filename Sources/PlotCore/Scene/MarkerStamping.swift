/// A renderer that draws markers (`PathStyle.isMarker`) its own way. A raster renderer draws a
/// marker's shape once and copies it to each place, centred on the device pixel's centre
/// nearest to the marker's: what matplotlib's Agg backend does (its `draw_markers` renders the
/// marker once and stamps it at whole pixels). Tens of thousands of markers then cost a copy
/// each, not a fill and a stroke each.
package protocol MarkerStamping {
    /// Draws `path`, a marker, with `style`; false when it cannot (the path is drawn as any).
    func stamp(_ path: Path, style: PathStyle) -> Bool
}
