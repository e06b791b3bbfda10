import Foundation
import PlotRender

/// The last few pictures drawn, by view and format: the page asks for a view's geometry
/// (`view.json`) and then for its picture (`view.svg`), and drawing the geometry makes the
/// picture too, so the second request is answered without drawing the view again.
final class ViewCache: @unchecked Sendable {
    struct Key: Hashable {
        let view: ChartView
        let format: OutputFormat
        /// The changes of the data read before the view was asked for (`ViewChanges`): a
        /// watched file's newer rows are never answered with an older picture.
        let version: Int
    }

    /// Pictures kept at most, the oldest dropped first: a page needs one, a few pages a few.
    static let capacity = 8

    private let lock = NSLock()
    private var entries: [(key: Key, bytes: [UInt8])] = []

    func picture(_ key: Key) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        return entries.last { $0.key == key }?.bytes
    }

    func keep(_ bytes: [UInt8], for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.key == key }
        entries.append((key, bytes))
        if entries.count > Self.capacity { entries.removeFirst() }
    }
}
