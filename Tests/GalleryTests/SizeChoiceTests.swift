import Gallery
import PlotCore
import XCTest

/// Which size of a photo is downloaded for a cell: the smallest that covers it, whatever order
/// VK lists the letters in; never the original for a grid.
final class SizeChoiceTests: XCTestCase {
    /// A 1600x1200 photo as VK lists it: letters out of order.
    let sizes = [
        ImageVariant(type: "x", url: "x", width: 604, height: 453),
        ImageVariant(type: "s", url: "s", width: 75, height: 56),
        ImageVariant(type: "w", url: "w", width: 1600, height: 1200),
        ImageVariant(type: "q", url: "q", width: 320, height: 240),
        ImageVariant(type: "m", url: "m", width: 130, height: 98),
        ImageVariant(type: "z", url: "z", width: 1080, height: 810),
        ImageVariant(type: "r", url: "r", width: 510, height: 383),
        ImageVariant(type: "y", url: "y", width: 807, height: 605),
    ]

    func choice(_ width: Double, _ height: Double, _ fit: ImageFit) -> String? {
        ImageVariant.choose(sizes.shuffled(), covering: Size(width, height), fit: fit)?.type
    }

    func testSmallestCoveringASquareCell() {
        // A square cell must be covered in height too when cropped to fill it.
        XCTAssertEqual(choice(250, 250, .cover), "r")  // 510x383 covers 250x250; q (320x240) is 10 short
        XCTAssertEqual(choice(500, 500, .cover), "y")  // x is 453 tall
        XCTAssertEqual(choice(70, 50, .cover), "s")
    }

    func testTheSameCellAtTwiceThePixelDensity() {
        XCTAssertEqual(choice(240, 240, .cover), "q")
        XCTAssertEqual(choice(450, 450, .cover), "x")
    }

    func testContainNeedsOnlyOneSideCovered() {
        // Fitted inside 600x600, a 4:3 photo is 600x450: x (604x453) covers it.
        XCTAssertEqual(choice(600, 600, .contain), "x")
        XCTAssertEqual(choice(600, 600, .cover), "y")
    }

    func testNothingCoversAPage() {
        XCTAssertEqual(choice(3000, 3000, .cover), "w")
        XCTAssertEqual(ImageVariant.largest(sizes.shuffled())?.type, "w")
    }

    func testPaddedPreviewsOnlyAsALastResort() {
        let previews = [
            ImageVariant(url: "padded", width: 1280, height: 720, padded: true),
            ImageVariant(url: "small", width: 320, height: 180),
        ]
        XCTAssertEqual(ImageVariant.choose(previews, covering: Size(800, 450), fit: .cover)?.url, "small")
        XCTAssertEqual(
            ImageVariant.choose([previews[0]], covering: Size(800, 450), fit: .cover)?.url, "padded")
    }

    func testSizesNotGivenFallBackToTheLargestLetter() {
        let unsized = [
            ImageVariant(type: "m", url: "m", width: 0, height: 0),
            ImageVariant(type: "x", url: "x", width: 0, height: 0),
            ImageVariant(type: "s", url: "s", width: 0, height: 0),
        ]
        XCTAssertEqual(ImageVariant.choose(unsized, covering: Size(100, 100), fit: .cover)?.url, "x")
        XCTAssertNil(ImageVariant.choose([], covering: Size(100, 100), fit: .cover))
    }
}
