import XCTest

@testable import PlotCore

final class ThemeTests: XCTestCase {
    /// The light theme is the look charts had before themes: no golden may change.
    func testLightThemeKeepsTodaysColours() {
        let page = Size(800, 500)
        let themed = ChartStyle(page: page, theme: .light)
        let plain = ChartStyle(page: page)
        XCTAssertEqual(themed, plain)
        XCTAssertEqual(plain.textColor, Color(hex: 0x222222))
        XCTAssertEqual(plain.gridColor, Color(hex: 0xe3e3e3))
        XCTAssertEqual(plain.lineColor, Color(hex: 0x1f63b4))
        XCTAssertEqual(plain.background, .white)
    }

    func testDarkThemeInvertsTheInk() {
        let dark = ChartStyle(page: Size(800, 500), theme: .dark)
        XCTAssertEqual(dark.background, Theme.dark.background)
        XCTAssertGreaterThan(luminance(dark.textColor), luminance(dark.background) + 0.6)
        XCTAssertGreaterThan(luminance(dark.gridColor), luminance(dark.background))
    }

    /// Every palette colour must stand off both backgrounds (WCAG contrast of at least 1.5:1 for
    /// graphics; petroff10 was chosen for having neither black nor pale yellow).
    func testPaletteReadsOnBothThemes() {
        XCTAssertEqual(Palette.petroff10.count, 10)
        XCTAssertEqual(Set(Palette.petroff10).count, 10)
        for theme in [Theme.light, Theme.dark] {
            for colour in theme.palette {
                XCTAssertGreaterThan(contrast(colour, theme.background), 1.5, "\(colour) on \(theme.background)")
            }
        }
        XCTAssertEqual(Theme.light.seriesColor(10), Theme.light.seriesColor(0))
    }

    /// On the dark page every series colour reaches WCAG 2.1's 3:1 for graphics (1.4.11): the
    /// trial's dark red virginica triangles sank into it. Only the two that fell short differ
    /// from petroff10, each lighter than before and barely over 3:1 (lightened no more than needed).
    func testTheDarkPaletteReachesThreeToOneAndIsPetroff10Otherwise() {
        let dark = Theme.dark.palette
        XCTAssertEqual(dark.count, Palette.petroff10.count)
        for (index, (colour, original)) in zip(dark, Palette.petroff10).enumerated() {
            XCTAssertGreaterThanOrEqual(contrast(colour, Theme.dark.background), 3, "\(index): \(colour)")
            if contrast(original, Theme.dark.background) >= 3 {
                XCTAssertEqual(colour, original, "\(index) kept")
            } else {
                XCTAssertGreaterThan(luminance(colour), luminance(original), "\(index) lighter")
                XCTAssertLessThan(contrast(colour, Theme.dark.background), 3.1, "\(index) no lighter than needed")
            }
        }
        XCTAssertNotEqual(dark[2], Palette.petroff10[2], "the dark red is lightened")
    }

    private func luminance(_ c: Color) -> Double {
        func channel(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }

    private func contrast(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
