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

    private func luminance(_ c: Color) -> Double {
        func channel(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }

    private func contrast(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
