extension DataChart {
    /// Series shorter than this are not indexed: one pass over them costs about a
    /// millisecond, less than the index would save.
    package static let indexAbove = 1 << 16

    /// Indexes each long line series held in x order (`M4Pyramid`), so each later view with
    /// another viewport costs its pixel columns, not its points: for a chart kept and drawn
    /// many times (`plot serve`). The pictures are the same. Returns the bytes the indexes hold.
    @discardableResult
    package mutating func indexForViews() -> Int {
        guard kind == .line else { return 0 }
        var bytes = 0
        for index in series.indices where series[index].digest == nil && series[index].points.count > Self.indexAbove {
            series[index].pyramid = M4Pyramid(series[index].points, threads: threads)
            bytes += series[index].pyramid?.bytes ?? 0
        }
        return bytes
    }
}
