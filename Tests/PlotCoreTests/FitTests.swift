import XCTest

@testable import PlotCore

/// Trend lines and moving means against the libraries a data analyst checks them with. The
/// data, and the values below, from numpy 2.4, scipy 1.x, statsmodels 0.15 and pandas 3.1:
///
///     x = np.arange(20.0); y = np.round(np.sin(x / 3) * 5 + x * 0.3, 3); y[10] += 15
///     stats.linregress(x, y); lowess(y, x); lowess(y, x, it=0); lowess(y, x, delta=3.0)
///     pd.Series(y).rolling(3).mean()
final class FitTests: XCTestCase {
    let xs = (0..<20).map(Double.init)
    let ys: [Double] = [
        0.0, 1.936, 3.692, 5.107, 6.06, 6.477, 6.346, 5.715, 4.686, 3.406, 17.047, 0.794, -0.184, -0.745, -0.795,
        -0.295, 0.733, 2.209, 4.003, 5.951,
    ]

    func assertClose(_ actual: [Double], _ expected: [Double], _ tolerance: Double = 1e-9, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, line: line)
        for (index, (a, e)) in zip(actual, expected).enumerated() {
            if e.isNaN {
                XCTAssertTrue(a.isNaN, "[\(index)] \(a) is not NaN", line: line)
            } else {
                XCTAssertEqual(a, e, accuracy: tolerance, "[\(index)]", line: line)
            }
        }
    }

    func testLinearFitIsScipysLinregress() throws {
        let fit = try XCTUnwrap(LinearFit(xs: xs, ys: ys))
        XCTAssertEqual(fit.slope, -0.10783383458646616, accuracy: 1e-12)
        XCTAssertEqual(fit.intercept, 4.631571428571428, accuracy: 1e-12)
        XCTAssertEqual(fit.rSquared, 0.024332672765191802, accuracy: 1e-12)
        XCTAssertNil(LinearFit(xs: [3, 3], ys: [1, 2]), "one x: no line")
    }

    func testLowessIsStatsmodels() {
        assertClose(
            Lowess.smooth(xs: xs, ys: ys),
            [
                2.0184825275585263, 2.697831888033055, 3.320379739463363, 3.8931008471454587, 4.424768886076754,
                4.916657591629673, 5.268401743839124, 4.884537743888631, 4.146872613420655, 3.2537910077808574,
                2.331559487681404, 1.4815570519338077, 0.7913934419711913, 0.3615137012621355, 0.731959230524321,
                1.2795016004446924, 1.8919473676867553, 2.558522280956126, 3.2813398195210484, 4.063599273077067,
            ])
        assertClose(
            Lowess.smooth(xs: xs, ys: ys, iterations: 0),
            [
                1.6983040909543137, 2.4669631666145575, 3.195656235776922, 3.8969588947360303, 4.588060241253982,
                5.285400857938108, 5.918166370291268, 6.223264834280259, 6.021162816001231, 5.352358070634165,
                4.454564096773898, 3.5746846603912585, 2.7275336195752167, 1.9083513249289143, 1.8498031975731863,
                1.9557979120292783, 2.125843221821742, 2.3848307487500597, 2.7441363185965244, 3.206369074836224,
            ])
        assertClose(
            Lowess.smooth(xs: xs, ys: ys, delta: 3),
            [
                1.995033846898974, 2.624954877981599, 3.254875909064224, 3.884796940146849, 4.345940377849571,
                4.807083815552292, 5.268227253255013, 4.5957699660377465, 3.9233126788204795, 3.2508553916032126,
                2.434700003201493, 1.6185446147997733, 0.8023892263980532, 0.9675136458027112, 1.1326380652073689,
                1.2977624846120268, 1.9647234119299881, 2.6316843392479496, 3.2986452665659107, 4.081296555449511,
            ])
    }

    func testRollingMeansArePandas() {
        var withGap = ys
        withGap[5] = .nan
        let rows = RollingMean.of(xs: xs, ys: withGap, window: .rows(3))
        assertClose(
            rows,
            [
                .nan, .nan, 1.8760000000000001, 3.578333333333333, 4.953, .nan, .nan, .nan, 5.582333333333334,
                4.602333333333333, 8.379666666666667, 7.082333333333334, 5.885666666666666, -0.045000000000000005,
                -0.5746666666666668, -0.6116666666666667, -0.119, 0.8823333333333334, 2.315, 4.054333333333333,
            ], 1e-12)
        // pd.Series([1, 2, nan, 4, 5, 6], index=pd.to_datetime([0, 1, 3, 4, 8, 9] days)).rolling("2D").mean()
        let days = [0.0, 1, 3, 4, 8, 9].map { $0 * 86_400 }
        assertClose(
            RollingMean.of(xs: days, ys: [1, 2, .nan, 4, 5, 6], window: .span(2 * 86_400)),
            [1.0, 1.5, .nan, 4.0, 5.0, 5.5])
    }

    /// A chart's trend: a dashed overlay in the series' colour, its equation in the note.
    func testAChartsLinearTrendSaysItsEquation() throws {
        var chart = DataChart(series: [ChartSeries(name: "y", points: try PointSeries(xs: xs, ys: ys))])
        chart.addTrends(.linear)
        XCTAssertEqual(chart.noteTexts, ["trend: y = −0.108x + 4.63, R² = 0.024"])
        XCTAssertEqual(chart.overlays.count, 1)
        XCTAssertEqual(chart.overlays[0].dashed, true)
        XCTAssertEqual(chart.overlays[0].points.ys.first ?? 0, 4.631571428571428, accuracy: 1e-12)
    }
}
