/// When to mark each data point with a dot.
public enum MarkerMode: String, Sendable, CaseIterable {
    /// Only when few enough points are visible for the dots to stay apart.
    case auto
    case always
    case never
}

/// What a chart shows, apart from its data.
public struct ChartOptions: Sendable, Equatable {
    public var title: String?
    public var curve: Curve
    public var viewport: ViewportRequest
    public var markers: MarkerMode

    /// `auto` markers are drawn up to this many visible points.
    public static let autoMarkerLimit = 60
    /// Decimation starts above this many points per pixel column, as M4 suggests.
    public static let pointsPerColumn = 4

    public init(
        title: String? = nil, curve: Curve = .linear, viewport: ViewportRequest = ViewportRequest(),
        markers: MarkerMode = .auto
    ) {
        self.title = title
        self.curve = curve
        self.viewport = viewport
        self.markers = markers
    }
}
