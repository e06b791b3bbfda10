import XCTest

@testable import PlotCore

/// Expected values from d3-scale test/log-test.js. d3 labels with its "s" format (SI prefixes:
/// "100m", "1k"); PlotKit labels with plain grouped decimals ("0.1", "1,000"), so the label
/// tests keep d3's choice of which ticks are blank and write PlotKit's text for the others.
final class LogScaleTests: XCTestCase {
    private func assertClose(_ a: Double, _ b: Double, _ message: String = "", line: UInt = #line) {
        XCTAssertEqual(a, b, accuracy: 1e-6, message, line: line)
    }

    /// d3's round(x) in log-test.js: to 12 decimals.
    private func round12(_ values: [Double]) -> [Double] { values.map { ($0 * 1e12).rounded() / 1e12 } }

    // d3-scale test/log-test.js: "scaleLog() has the expected defaults"
    func testDefaultsMapAndInvert() {
        let x = LogScale(domain: 1, 10, range: 0, 1)
        assertClose(x(5), 0.69897)
        assertClose(x.invert(0.69897), 5)
        assertClose(x(3.162278), 0.5)
        assertClose(x.invert(0.5), 3.162278)
    }

    // d3-scale test/log-test.js: "log(x) maps a number x to a number y",
    // "log.invert(y) maps a number y to a number x", "log(x) does not clamp by default"
    func testMapsAndInverts() {
        let x = LogScale(domain: 1, 2, range: 0, 1)
        for (value, position) in [(0.5, -1.0), (1.0, 0.0), (1.5, 0.5849625), (2.0, 1.0), (2.5, 1.3219281)] {
            assertClose(x(value), position)
            assertClose(x.invert(position), value)
        }
        let unclamped = LogScale(domain: 1, 10, range: 0, 1)
        assertClose(unclamped(0.5), -0.3010299)
        assertClose(unclamped(15), 1.1760913)
    }

    // d3-scale test/log-test.js: "log.domain(…) can take negative values"
    func testNegativeDomain() {
        let x = LogScale(domain: -100, -1, range: 0, 1)
        XCTAssertEqual(
            x.ticks().map(LogTickFormat.label),
            [
                "−100", "−90", "−80", "−70", "−60", "−50", "−40", "−30", "−20", "−10", "−9", "−8", "−7", "−6", "−5",
                "−4", "−3", "−2", "−1",
            ])
        assertClose(x(-50), 0.150515)
    }

    // d3-scale test/log-test.js: "log.ticks(…) returns exact ticks, with no floating point error"
    func testTicksAreExact() {
        XCTAssertEqual(LogScale(domain: 0.15, 0.68, range: 0, 1).ticks(), [0.2, 0.3, 0.4, 0.5, 0.6])
        XCTAssertEqual(LogScale(domain: 0.68, 0.15, range: 0, 1).ticks(), [0.6, 0.5, 0.4, 0.3, 0.2])
        XCTAssertEqual(LogScale(domain: -0.15, -0.68, range: 0, 1).ticks(), [-0.2, -0.3, -0.4, -0.5, -0.6])
        XCTAssertEqual(LogScale(domain: -0.68, -0.15, range: 0, 1).ticks(), [-0.6, -0.5, -0.4, -0.3, -0.2])
    }

    // d3-scale test/log-test.js: "log.ticks() generates the expected power-of-ten for ascending ticks"
    // and "... for descending domains"
    func testPowerOfTenTicks() {
        let tenths = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]
        XCTAssertEqual(
            round12(LogScale(domain: 1e-1, 1e1, range: 0, 1).ticks()), tenths + [2, 3, 4, 5, 6, 7, 8, 9, 10])
        XCTAssertEqual(round12(LogScale(domain: 1e-1, 1e0, range: 0, 1).ticks()), tenths)
        XCTAssertEqual(round12(LogScale(domain: -1e0, -1e-1, range: 0, 1).ticks()), tenths.map { -$0 }.reversed())
        XCTAssertEqual(
            round12(LogScale(domain: -1e-1, -1e1, range: 0, 1).ticks()),
            [-10, -9, -8, -7, -6, -5, -4, -3, -2, -1, -0.9, -0.8, -0.7, -0.6, -0.5, -0.4, -0.3, -0.2, -0.1].reversed())
        XCTAssertEqual(round12(LogScale(domain: -1e-1, -1e0, range: 0, 1).ticks()), tenths.map { -$0 })
        XCTAssertEqual(round12(LogScale(domain: 1e0, 1e-1, range: 0, 1).ticks()), tenths.reversed())
    }

    // d3-scale test/log-test.js: "log.ticks() generates the expected power-of-ten ticks for small domains"
    func testSmallDomains() {
        XCTAssertEqual(LogScale(domain: 1, 5, range: 0, 1).ticks(), [1, 2, 3, 4, 5])
        XCTAssertEqual(LogScale(domain: 5, 1, range: 0, 1).ticks(), [5, 4, 3, 2, 1])
        XCTAssertEqual(LogScale(domain: -1, -5, range: 0, 1).ticks(), [-1, -2, -3, -4, -5])
        XCTAssertEqual(LogScale(domain: -5, -1, range: 0, 1).ticks(), [-5, -4, -3, -2, -1])
        let s = LogScale(domain: 286.9252014, 329.4978332, range: 0, 1)
        XCTAssertEqual(s.ticks(count: 1), [300])
        XCTAssertEqual(s.ticks(count: 2), [300])
        XCTAssertEqual(s.ticks(count: 3), [300, 320])
        XCTAssertEqual(s.ticks(count: 4), [290, 300, 310, 320])
        XCTAssertEqual(s.ticks(), [290, 295, 300, 305, 310, 315, 320, 325])
    }

    // d3-scale test/log-test.js: "log.ticks() generates linear ticks when the domain extent is small"
    func testLinearTicksForNarrowDomains() {
        XCTAssertEqual(
            LogScale(domain: 41, 42, range: 0, 1).ticks(),
            [41, 41.1, 41.2, 41.3, 41.4, 41.5, 41.6, 41.7, 41.8, 41.9, 42])
        XCTAssertEqual(
            LogScale(domain: 42, 41, range: 0, 1).ticks(),
            [42, 41.9, 41.8, 41.7, 41.6, 41.5, 41.4, 41.3, 41.2, 41.1, 41])
        XCTAssertEqual(
            LogScale(domain: 1600, 1400, range: 0, 1).ticks(),
            [1600, 1580, 1560, 1540, 1520, 1500, 1480, 1460, 1440, 1420, 1400])
    }

    // d3-scale test/log-test.js: "log.base(base).ticks() generates the expected power-of-base ticks"
    // and "log.base(b) sets the log base, changing the ticks"
    func testOtherBases() {
        XCTAssertEqual(
            round12(LogScale(domain: 0.1, 100, range: 0, 1, base: M_E).ticks()),
            [0.135335283237, 0.367879441171, 1, 2.718281828459, 7.389056098931, 20.085536923188, 54.598150033144])
        let binary = LogScale(domain: 1, 32, range: 0, 1, base: 2)
        XCTAssertEqual(binary.ticks().map(binary.tickFormat().string(for:)), ["1", "2", "4", "8", "16", "32"])
    }

    // d3-scale test/log-test.js: "log.nice() nices the domain, extending it to powers of ten"
    // and "log.nice() works on degenerate domains"
    func testNice() {
        let cases: [((Double, Double), (Double, Double))] = [
            ((1.1, 10.9), (1, 100)), ((10.9, 1.1), (100, 1)), ((0.7, 11.001), (0.1, 100)),
            ((123.1, 6.7), (1000, 1)), ((0.01, 0.49), (0.01, 1)), ((1.5, 50), (1, 100)),
            ((0, 0), (0, 0)), ((0.5, 0.5), (0.1, 1)),
        ]
        for ((start, end), (niceStart, niceEnd)) in cases {
            let niced = LogScale(domain: start, end, range: 0, 1).niced()
            XCTAssertEqual([niced.domainStart, niced.domainEnd], [niceStart, niceEnd], "nice(\(start), \(end))")
        }
        let x = LogScale(domain: 1.5, 50, range: 0, 1).niced()
        assertClose(x(1), 0)
        assertClose(x(100), 1)
    }

    // d3-scale test/log-test.js: "log.tickFormat(count) returns a filtered \"s\" format"
    func testTickFormatBlanksToAboutCount() {
        let s = LogScale(domain: 1e-1, 1e1, range: 0, 1)
        let t = s.ticks()
        let all = [
            "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1", "2", "3", "4", "5", "6", "7",
            "8", "9", "10",
        ]
        func keeping(_ kept: Set<String>) -> [String] { all.map { kept.contains($0) ? $0 : "" } }
        XCTAssertEqual(
            t.map(s.tickFormat().string(for:)),
            keeping(["0.1", "0.2", "0.3", "0.4", "0.5", "1", "2", "3", "4", "5", "10"]))
        XCTAssertEqual(t.map(s.tickFormat(count: 10).string(for:)), t.map(s.tickFormat().string(for:)))
        XCTAssertEqual(t.map(s.tickFormat(count: 5).string(for:)), keeping(["0.1", "0.2", "1", "2", "10"]))
        XCTAssertEqual(t.map(s.tickFormat(count: 1).string(for:)), keeping(["0.1", "1", "10"]))
        XCTAssertEqual(t.map(s.tickFormat(count: 0).string(for:)), keeping(["0.1", "1", "10"]))
    }

    // d3-scale test/log-test.js: "log.tickFormat(count) filters ticks to about count"
    func testTickFormatOnDescendingDomain() {
        let x = LogScale(domain: 1, 10, range: 0, 1)
        XCTAssertEqual(
            x.ticks().map(x.tickFormat(count: 5).string(for:)), ["1", "2", "3", "4", "5", "", "", "", "", "10"])
        let y = LogScale(domain: 100, 1, range: 0, 1)
        XCTAssertEqual(
            y.ticks().map(y.tickFormat(count: 10).string(for:)),
            ["100", "", "", "", "", "50", "40", "30", "20", "10", "", "", "", "", "5", "4", "3", "2", "1"])
    }

    // d3-scale test/log-test.js: "log.ticks(count) filters powers-of-ten ticks for huge domains"
    func testHugeDomainTicksArePowers() {
        let x = LogScale(domain: 1e10, 1, range: 0, 1)
        XCTAssertEqual(
            x.ticks().map(x.tickFormat().string(for:)),
            [
                "10,000,000,000", "1,000,000,000", "100,000,000", "10,000,000", "1,000,000", "100,000", "10,000",
                "1,000", "100", "10", "1",
            ])
        let tiny = LogScale(domain: 1e-29, 1e-1, range: 0, 1)
        XCTAssertEqual(
            tiny.ticks(),
            [1e-28, 1e-26, 1e-24, 1e-22, 1e-20, 1e-18, 1e-16, 1e-14, 1e-12, 1e-10, 1e-8, 1e-6, 1e-4, 1e-2])
    }

    // d3-scale test/log-test.js: "log.ticks() generates log ticks" (0.95...1.05e8, tickFormat(8))
    func testManyDecadesKeepOneLabelEach() {
        let x = LogScale(domain: 0.95, 1.05e8, range: 0, 1)
        XCTAssertEqual(
            x.ticks().map(x.tickFormat(count: 8).string(for:)).filter { !$0.isEmpty },
            ["1", "10", "100", "1,000", "10,000", "100,000", "1,000,000", "10,000,000", "100,000,000"])
    }

    // d3-scale test/log-test.js: "log.ticks() generates ticks that cover the domain" and
    // "... cover the niced domain"
    func testTicksCoverTheDomain() {
        let expected = [
            "0.01", "0.02", "0.03", "0.1", "0.2", "0.3", "1", "2", "3", "10", "20", "30", "100", "200", "300",
            "1,000", "2,000", "3,000", "10,000",
        ]
        for x in [
            LogScale(domain: 0.01, 10000, range: 0, 1), LogScale(domain: 0.0124123, 1230.4, range: 0, 1).niced(),
        ] {
            let labels = x.ticks(count: 20).map(x.tickFormat(count: 20).string(for:))
            XCTAssertEqual(labels.count, 55)
            XCTAssertEqual(labels.filter { !$0.isEmpty }, expected)
            XCTAssertEqual(labels.last, "10,000")
            XCTAssertEqual(labels[0..<9], ["0.01", "0.02", "0.03", "", "", "", "", "", ""])
        }
    }

    // d3-scale test/log-test.js: "log.ticks() returns the empty array when the domain is degenerate"
    func testDegenerateDomainsHaveNoTicks() {
        for (start, end) in [(0.0, 1.0), (1, 0), (0, -1), (-1, 0), (-1, 1), (0, 0)] {
            XCTAssertEqual(LogScale(domain: start, end, range: 0, 1).ticks(), [], "ticks(\(start), \(end))")
        }
    }

    func testFirstNonPositiveNamesTheValueAndIndex() {
        XCTAssertNil(LogScale.firstNonPositive(in: [1, 2, .nan, 3]))
        let found = LogScale.firstNonPositive(in: [3, 0.5, -2, 0])
        XCTAssertEqual(found?.index, 2)
        XCTAssertEqual(found?.value, -2)
        XCTAssertEqual(LogScale.firstNonPositive(in: [0.0])?.index, 0)
    }
}
