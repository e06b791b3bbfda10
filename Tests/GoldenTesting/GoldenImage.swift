import Foundation
import PlotRender
import XCTest

/// Compares a rendered picture with its reference in Goldens/. Anti-aliasing may move a few
/// pixels a little; a moved line or a missing label moves many pixels a lot. So a pixel
/// "differs" when a channel is off by more than `channelTolerance`, and the picture fails when
/// more than `maxDifferingShare` of its pixels differ.
///
/// `PLOTKIT_RECORD_GOLDENS=1 swift test` writes the references anew.
public struct GoldenImage {
    public static var channelTolerance: UInt32 { 24 }
    public static var maxDifferingShare: Double { 0.00002 }

    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    public static let goldens = packageRoot.appendingPathComponent("Goldens")
    public static let failures = packageRoot.appendingPathComponent(".build/golden-failures")
    public static var recording: Bool { ProcessInfo.processInfo.environment["PLOTKIT_RECORD_GOLDENS"] == "1" }

    public struct Comparison {
        public var differing: Int
        public var total: Int
        public var share: Double { total == 0 ? 0 : Double(differing) / Double(total) }
        public var matches: Bool { share <= GoldenImage.maxDifferingShare }
        public var diff: RasterImage
    }

    /// Pixels that differ are red on a faded copy of the expected picture.
    public static func compare(_ actual: RasterImage, _ expected: RasterImage) -> Comparison? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        var differing = 0
        var diff = expected
        for index in actual.pixels.indices {
            let a = actual.pixels[index]
            let e = expected.pixels[index]
            var worst: UInt32 = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                let ca = (a >> UInt32(shift)) & 0xff
                let ce = (e >> UInt32(shift)) & 0xff
                worst = max(worst, ca > ce ? ca - ce : ce - ca)
            }
            if worst > channelTolerance {
                differing += 1
                diff.pixels[index] = 0xffff_0000
            } else {
                let gray = (((e >> 8) & 0xff) / 4) + 191
                diff.pixels[index] = 0xff00_0000 | (gray << 16) | (gray << 8) | gray
            }
        }
        return Comparison(differing: differing, total: actual.pixels.count, diff: diff)
    }

    /// Asserts that `actual` matches Goldens/NAME.png, or records it when recording.
    public static func assertMatches(
        _ actual: RasterImage, named name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let goldenURL = goldens.appendingPathComponent(name + ".png")
        if recording {
            try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
            try Data(actual.png()).write(to: goldenURL)
            return
        }
        guard let data = FileManager.default.contents(atPath: goldenURL.path) else {
            XCTFail(
                "no golden \(goldenURL.path): record it with PLOTKIT_RECORD_GOLDENS=1 swift test", file: file,
                line: line)
            return
        }
        let expected = try RasterImage(png: Array(data))
        let comparison = compare(actual, expected)
        if let comparison, comparison.matches { return }
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actualURL = failures.appendingPathComponent(name + "-actual.png")
        try Data(actual.png()).write(to: actualURL)
        guard let comparison else {
            XCTFail(
                "\(name): size \(actual.width)x\(actual.height) differs from the golden's \(expected.width)x\(expected.height); actual: \(actualURL.path)",
                file: file, line: line)
            return
        }
        let diffURL = failures.appendingPathComponent(name + "-diff.png")
        try Data(comparison.diff.png()).write(to: diffURL)
        XCTFail(
            "\(name): \(comparison.differing) of \(comparison.total) pixels differ (\(String(format: "%.4f", comparison.share * 100))%, allowed \(maxDifferingShare * 100)%); actual: \(actualURL.path), diff: \(diffURL.path)",
            file: file, line: line)
    }

    /// Asserts that two renderings of the same picture match within the golden tolerance;
    /// on failure writes both and their diff next to the golden failures.
    public static func assertSimilar(
        _ actual: RasterImage, _ expected: RasterImage, named name: String,
        maxDifferingShare: Double = GoldenImage.maxDifferingShare, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        guard let comparison = compare(actual, expected) else {
            XCTFail("\(name): the two pictures differ in size", file: file, line: line)
            return
        }
        if comparison.share <= maxDifferingShare { return }
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let urls = ["actual", "expected", "diff"].map { failures.appendingPathComponent("\(name)-\($0).png") }
        for (image, url) in zip([actual, expected, comparison.diff], urls) { try Data(image.png()).write(to: url) }
        XCTFail(
            "\(name): \(comparison.differing) of \(comparison.total) pixels differ; see \(urls.map(\.path).joined(separator: ", "))",
            file: file, line: line)
    }

    /// The rows `top..<bottom` of an image, e.g. to leave out a note line that differs on purpose.
    public static func rows(_ image: RasterImage, _ range: Range<Int>) -> RasterImage {
        let rows = range.clamped(to: 0..<image.height)
        return RasterImage(
            width: image.width, height: rows.count,
            pixels: Array(image.pixels[(rows.lowerBound * image.width)..<(rows.upperBound * image.width)]))
    }
}
