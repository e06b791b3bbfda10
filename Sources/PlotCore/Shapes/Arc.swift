import Foundation

/// A circular or annular sector, ported from d3-shape's `arc`: a pie slice (inner radius 0) or
/// a donut segment, with optional rounded corners and padding. Angles are radians clockwise
/// from 12 o'clock (y grows downward), around `center`.
///
/// The outline streams into any `PathSink`; its circular parts are cubic Beziers, not SVG `A`
/// commands, so Cairo and SVG sinks draw the same curves.
package struct Arc: Sendable, Equatable {
    package var innerRadius: Double
    package var outerRadius: Double
    package var startAngle: Double
    package var endAngle: Double
    /// The angular gap kept between this and adjacent arcs (a pie's `padAngle`).
    package var padAngle: Double
    /// The radius at which `padAngle` becomes a gap of constant width; nil for d3's default,
    /// sqrt(innerRadius² + outerRadius²).
    var padRadius: Double?
    /// Rounds the corners; at most half the ring's thickness.
    package var cornerRadius: Double
    package var center: Point

    package init(
        innerRadius: Double, outerRadius: Double, startAngle: Double, endAngle: Double, padAngle: Double = 0,
        padRadius: Double? = nil, cornerRadius: Double = 0, center: Point = Point(0, 0)
    ) {
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.padAngle = padAngle
        self.padRadius = padRadius
        self.cornerRadius = cornerRadius
        self.center = center
    }

    /// The arc of a pie slice, with the slice's angles and pad angle.
    package init(
        slice: PieSlice, innerRadius: Double, outerRadius: Double, cornerRadius: Double = 0,
        center: Point = Point(0, 0)
    ) {
        self.init(
            innerRadius: innerRadius, outerRadius: outerRadius, startAngle: slice.startAngle,
            endAngle: slice.endAngle, padAngle: slice.padAngle, cornerRadius: cornerRadius, center: center)
    }

    /// The middle of the arc's centre line (d3's `arc.centroid`): where a label goes.
    package var centroid: Point {
        let r = (innerRadius + outerRadius) / 2
        let a = (startAngle + endAngle) / 2 - .pi / 2
        return Point(center.x + cos(a) * r, center.y + sin(a) * r)
    }

    /// The outline as a recorded path.
    package var path: Path {
        var path = Path()
        draw(into: &path)
        return path
    }

    private static let epsilon = 1e-12

    /// Streams the outline into a sink, as d3's arc generator does into a context.
    package func draw<Sink: PathSink>(into sink: inout Sink) {
        let epsilon = Self.epsilon
        let tau = 2 * Double.pi
        var context = ArcPathBuilder(sink: Translated(sink: sink, by: center))
        defer { sink = context.sink.sink }
        var r0 = innerRadius
        var r1 = outerRadius
        let a0 = startAngle - .pi / 2
        let a1 = endAngle - .pi / 2
        let da = abs(a1 - a0)
        let cw = a1 > a0
        let origin = Point(0, 0)

        if r1 < r0 { swap(&r0, &r1) }

        if !(r1 > epsilon) {
            // A point.
            context.move(to: origin)
        } else if da > tau - epsilon {
            // A circle or annulus.
            context.move(to: Point(r1 * cos(a0), r1 * sin(a0)))
            context.arc(center: origin, radius: r1, from: a0, to: a1, anticlockwise: !cw)
            if r0 > epsilon {
                context.move(to: Point(r0 * cos(a1), r0 * sin(a1)))
                context.arc(center: origin, radius: r0, from: a1, to: a0, anticlockwise: cw)
            }
        } else {
            // A circular or annular sector. Names follow d3's arc.js so the port can be checked.
            var a01 = a0
            var a11 = a1
            var a00 = a0
            var a10 = a1
            var da0 = da
            var da1 = da
            let ap = padAngle / 2
            let rp = ap > epsilon ? (padRadius ?? (r0 * r0 + r1 * r1).squareRoot()) : 0
            let rc = min(abs(r1 - r0) / 2, cornerRadius)
            var rc0 = rc
            var rc1 = rc

            if rp > epsilon {
                var p0 = Self.asin(rp / r0 * sin(ap))
                var p1 = Self.asin(rp / r1 * sin(ap))
                da0 -= p0 * 2
                if da0 > epsilon {
                    p0 *= cw ? 1 : -1
                    a00 += p0
                    a10 -= p0
                } else {
                    da0 = 0
                    a00 = (a0 + a1) / 2
                    a10 = a00
                }
                da1 -= p1 * 2
                if da1 > epsilon {
                    p1 *= cw ? 1 : -1
                    a01 += p1
                    a11 -= p1
                } else {
                    da1 = 0
                    a01 = (a0 + a1) / 2
                    a11 = a01
                }
            }

            let x01 = r1 * cos(a01)
            let y01 = r1 * sin(a01)
            let x10 = r0 * cos(a10)
            let y10 = r0 * sin(a10)

            if rc > epsilon {
                let x11 = r1 * cos(a11)
                let y11 = r1 * sin(a11)
                let x00 = r0 * cos(a00)
                let y00 = r0 * sin(a00)
                // Restrict the corner radius to the sector angle; if the sides do not meet,
                // the arc is too small for corners at all.
                if da < .pi {
                    if let oc = Self.intersect(x01, y01, x00, y00, x11, y11, x10, y10) {
                        let ax = x01 - oc.x
                        let ay = y01 - oc.y
                        let bx = x11 - oc.x
                        let by = y11 - oc.y
                        let cosine =
                            (ax * bx + ay * by) / ((ax * ax + ay * ay).squareRoot() * (bx * bx + by * by).squareRoot())
                        let kc = 1 / sin(Self.acos(cosine) / 2)
                        let lc = (oc.x * oc.x + oc.y * oc.y).squareRoot()
                        rc0 = min(rc, (r0 - lc) / (kc - 1))
                        rc1 = min(rc, (r1 - lc) / (kc + 1))
                    } else {
                        rc0 = 0
                        rc1 = 0
                    }
                }
            }

            if !(da1 > epsilon) {
                // The sector has collapsed to a line.
                context.move(to: Point(x01, y01))
            } else if rc1 > epsilon {
                // The outer ring has rounded corners.
                let t0 = Self.cornerTangents(r0 * cos(a00), r0 * sin(a00), x01, y01, r1, rc1, cw)
                let t1 = Self.cornerTangents(r1 * cos(a11), r1 * sin(a11), x10, y10, r1, rc1, cw)
                context.move(to: Point(t0.cx + t0.x01, t0.cy + t0.y01))
                if rc1 < rc {
                    // The corners have merged.
                    context.arc(
                        center: Point(t0.cx, t0.cy), radius: rc1, from: atan2(t0.y01, t0.x01),
                        to: atan2(t1.y01, t1.x01), anticlockwise: !cw)
                } else {
                    context.arc(
                        center: Point(t0.cx, t0.cy), radius: rc1, from: atan2(t0.y01, t0.x01),
                        to: atan2(t0.y11, t0.x11), anticlockwise: !cw)
                    context.arc(
                        center: origin, radius: r1, from: atan2(t0.cy + t0.y11, t0.cx + t0.x11),
                        to: atan2(t1.cy + t1.y11, t1.cx + t1.x11), anticlockwise: !cw)
                    context.arc(
                        center: Point(t1.cx, t1.cy), radius: rc1, from: atan2(t1.y11, t1.x11),
                        to: atan2(t1.y01, t1.x01), anticlockwise: !cw)
                }
            } else {
                // The outer ring is a plain circular arc.
                context.move(to: Point(x01, y01))
                context.arc(center: origin, radius: r1, from: a01, to: a11, anticlockwise: !cw)
            }

            if !(r0 > epsilon) || !(da0 > epsilon) {
                // No inner ring: a circular sector, or an annular one collapsed by padding.
                context.line(to: Point(x10, y10))
            } else if rc0 > epsilon {
                // The inner ring has rounded corners.
                let t0 = Self.cornerTangents(x10, y10, r1 * cos(a11), r1 * sin(a11), r0, -rc0, cw)
                let t1 = Self.cornerTangents(x01, y01, r0 * cos(a00), r0 * sin(a00), r0, -rc0, cw)
                context.line(to: Point(t0.cx + t0.x01, t0.cy + t0.y01))
                if rc0 < rc {
                    context.arc(
                        center: Point(t0.cx, t0.cy), radius: rc0, from: atan2(t0.y01, t0.x01),
                        to: atan2(t1.y01, t1.x01), anticlockwise: !cw)
                } else {
                    context.arc(
                        center: Point(t0.cx, t0.cy), radius: rc0, from: atan2(t0.y01, t0.x01),
                        to: atan2(t0.y11, t0.x11), anticlockwise: !cw)
                    context.arc(
                        center: origin, radius: r0, from: atan2(t0.cy + t0.y11, t0.cx + t0.x11),
                        to: atan2(t1.cy + t1.y11, t1.cx + t1.x11), anticlockwise: cw)
                    context.arc(
                        center: Point(t1.cx, t1.cy), radius: rc0, from: atan2(t1.y11, t1.x11),
                        to: atan2(t1.y01, t1.x01), anticlockwise: !cw)
                }
            } else {
                // The inner ring is a plain circular arc.
                context.arc(center: origin, radius: r0, from: a10, to: a00, anticlockwise: cw)
            }
        }
        context.close()
    }

    private static func asin(_ x: Double) -> Double { x >= 1 ? .pi / 2 : x <= -1 ? -.pi / 2 : Foundation.asin(x) }
    private static func acos(_ x: Double) -> Double { x > 1 ? 0 : x < -1 ? .pi : Foundation.acos(x) }

    /// Where the lines (x0,y0)-(x1,y1) and (x2,y2)-(x3,y3) cross, nil when parallel.
    private static func intersect(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double,
        _ y3: Double
    ) -> Point? {
        let x10 = x1 - x0
        let y10 = y1 - y0
        let x32 = x3 - x2
        let y32 = y3 - y2
        var t = y32 * x10 - x32 * y10
        if t * t < epsilon { return nil }
        t = (x32 * (y0 - y2) - y32 * (x0 - x2)) / t
        return Point(x0 + t * x10, y0 + t * y10)
    }

    /// The corner circle of radius rc tangent to the side through (x0,y0)-(x1,y1) and to the
    /// ring of radius r1 (d3's cornerTangents, after mathworld's circle-line intersection).
    private static func cornerTangents(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ r1: Double, _ rc: Double, _ cw: Bool
    ) -> (cx: Double, cy: Double, x01: Double, y01: Double, x11: Double, y11: Double) {
        let x01 = x0 - x1
        let y01 = y0 - y1
        let lo = (cw ? rc : -rc) / (x01 * x01 + y01 * y01).squareRoot()
        let ox = lo * y01
        let oy = -lo * x01
        let x11 = x0 + ox
        let y11 = y0 + oy
        let x10 = x1 + ox
        let y10 = y1 + oy
        let x00 = (x11 + x10) / 2
        let y00 = (y11 + y10) / 2
        let dx = x10 - x11
        let dy = y10 - y11
        let d2 = dx * dx + dy * dy
        let r = r1 - rc
        let D = x11 * y10 - x10 * y11
        let d = (dy < 0 ? -1 : 1) * max(0, r * r * d2 - D * D).squareRoot()
        var cx0 = (D * dy - dx * d) / d2
        var cy0 = (-D * dx - dy * d) / d2
        let cx1 = (D * dy + dx * d) / d2
        let cy1 = (-D * dx + dy * d) / d2
        let dx0 = cx0 - x00
        let dy0 = cy0 - y00
        let dx1 = cx1 - x00
        let dy1 = cy1 - y00
        // The closer of the two intersections.
        if dx0 * dx0 + dy0 * dy0 > dx1 * dx1 + dy1 * dy1 {
            cx0 = cx1
            cy0 = cy1
        }
        return (cx0, cy0, -ox, -oy, cx0 * (r1 / r - 1), cy0 * (r1 / r - 1))
    }
}

/// Moves every point of a path by an offset on its way into another sink.
struct Translated<Sink: PathSink>: PathSink {
    var sink: Sink
    let offset: Point

    init(sink: Sink, by offset: Point) {
        self.sink = sink
        self.offset = offset
    }

    private func moved(_ point: Point) -> Point { Point(point.x + offset.x, point.y + offset.y) }
    mutating func move(to point: Point) { sink.move(to: moved(point)) }
    mutating func line(to point: Point) { sink.line(to: moved(point)) }
    mutating func curve(to end: Point, control1: Point, control2: Point) {
        sink.curve(to: moved(end), control1: moved(control1), control2: moved(control2))
    }
    mutating func close() { sink.close() }
}
