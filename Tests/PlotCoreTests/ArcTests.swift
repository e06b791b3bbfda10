import Foundation
import XCTest

@testable import PlotCore

/// Every path case of d3-shape test/arc-test.js (named by its `it(...)` title), compared by
/// geometry: d3 writes circular parts as SVG `A` commands, PlotKit as cubic Beziers, so each
/// `A` must match a run of Beziers that starts and ends where it does, with points along them on
/// the same circle and inside the same sweep. Moves, lines and closes must match one to one.
/// Points are compared to 1e-3, the precision of d3's own assertPathEqual.
final class ArcTests: XCTestCase {
    // (it(...) title, innerRadius, outerRadius, cornerRadius, padAngle, startAngle, endAngle, d3's path)
    static let d3Cases: [(String, Double, Double, Double, Double, Double, Double, String)] = [
        (
            "arc().innerRadius(0).outerRadius(0) renders a point", 0.0, 0.0, 0.0, 0.0, 0.0, 6.283185307179586,
            "M0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(0) renders a point", 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
            "M0,0Z"
        ),
        (
            "a negative angle span proceeds anticlockwise", 0.0, 100.0, 0.0, 0.0, 0.0, -1.5707963267948966,
            "M0,-100A100,100,0,0,0,-100,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a clockwise circle if r > 0 and θ₁ - θ₀ ≥ τ",
            0.0, 100.0, 0.0, 0.0, 0.0, 6.283185307179586,
            "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a clockwise circle if r > 0 and θ₁ - θ₀ ≥ τ",
            0.0, 100.0, 0.0, 0.0, 0.0, 9.42477796076938,
            "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a clockwise circle if r > 0 and θ₁ - θ₀ ≥ τ",
            0.0, 100.0, 0.0, 0.0, -6.283185307179586, 0.0,
            "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a clockwise circle if r > 0 and θ₁ - θ₀ ≥ τ",
            0.0, 100.0, 0.0, 0.0, -3.141592653589793, 3.141592653589793,
            "M0,100A100,100,0,1,1,0,-100A100,100,0,1,1,0,100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a clockwise circle if r > 0 and θ₁ - θ₀ ≥ τ",
            0.0, 100.0, 0.0, 0.0, -9.42477796076938, 0.0,
            "M0,100A100,100,0,1,1,0,-100A100,100,0,1,1,0,100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders an anticlockwise circle if r > 0 and θ₀ - θ₁ ≥ τ",
            0.0, 100.0, 0.0, 0.0, 0.0, -6.283185307179586,
            "M0,-100A100,100,0,1,0,0,100A100,100,0,1,0,0,-100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders an anticlockwise circle if r > 0 and θ₀ - θ₁ ≥ τ",
            0.0, 100.0, 0.0, 0.0, 0.0, -9.42477796076938,
            "M0,-100A100,100,0,1,0,0,100A100,100,0,1,0,0,-100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders an anticlockwise circle if r > 0 and θ₀ - θ₁ ≥ τ",
            0.0, 100.0, 0.0, 0.0, 6.283185307179586, 0.0,
            "M0,-100A100,100,0,1,0,0,100A100,100,0,1,0,0,-100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders an anticlockwise circle if r > 0 and θ₀ - θ₁ ≥ τ",
            0.0, 100.0, 0.0, 0.0, 3.141592653589793, -3.141592653589793,
            "M0,100A100,100,0,1,0,0,-100A100,100,0,1,0,0,100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders an anticlockwise circle if r > 0 and θ₀ - θ₁ ≥ τ",
            0.0, 100.0, 0.0, 0.0, 9.42477796076938, 0.0,
            "M0,100A100,100,0,1,0,0,-100A100,100,0,1,0,0,100Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a clockwise annulus if r₀ > 0, r₁ > 0 and θ₀ - θ₁ ≥ τ",
            50.0, 100.0, 0.0, 0.0, 0.0, 6.283185307179586,
            "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100M0,-50A50,50,0,1,0,0,50A50,50,0,1,0,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a clockwise annulus if r₀ > 0, r₁ > 0 and θ₀ - θ₁ ≥ τ",
            50.0, 100.0, 0.0, 0.0, 0.0, 9.42477796076938,
            "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100M0,50A50,50,0,1,0,0,-50A50,50,0,1,0,0,50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a clockwise annulus if r₀ > 0, r₁ > 0 and θ₀ - θ₁ ≥ τ",
            50.0, 100.0, 0.0, 0.0, -6.283185307179586, 0.0,
            "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100M0,-50A50,50,0,1,0,0,50A50,50,0,1,0,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a clockwise annulus if r₀ > 0, r₁ > 0 and θ₀ - θ₁ ≥ τ",
            50.0, 100.0, 0.0, 0.0, -3.141592653589793, 3.141592653589793,
            "M0,100A100,100,0,1,1,0,-100A100,100,0,1,1,0,100M0,50A50,50,0,1,0,0,-50A50,50,0,1,0,0,50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a clockwise annulus if r₀ > 0, r₁ > 0 and θ₀ - θ₁ ≥ τ",
            50.0, 100.0, 0.0, 0.0, -9.42477796076938, 0.0,
            "M0,100A100,100,0,1,1,0,-100A100,100,0,1,1,0,100M0,-50A50,50,0,1,0,0,50A50,50,0,1,0,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders an anticlockwise annulus if r₀ > 0, r₁ > 0 and θ₁ - θ₀ ≥ τ",
            50.0, 100.0, 0.0, 0.0, 0.0, -6.283185307179586,
            "M0,-100A100,100,0,1,0,0,100A100,100,0,1,0,0,-100M0,-50A50,50,0,1,1,0,50A50,50,0,1,1,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders an anticlockwise annulus if r₀ > 0, r₁ > 0 and θ₁ - θ₀ ≥ τ",
            50.0, 100.0, 0.0, 0.0, 0.0, -9.42477796076938,
            "M0,-100A100,100,0,1,0,0,100A100,100,0,1,0,0,-100M0,50A50,50,0,1,1,0,-50A50,50,0,1,1,0,50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders an anticlockwise annulus if r₀ > 0, r₁ > 0 and θ₁ - θ₀ ≥ τ",
            50.0, 100.0, 0.0, 0.0, 6.283185307179586, 0.0,
            "M0,-100A100,100,0,1,0,0,100A100,100,0,1,0,0,-100M0,-50A50,50,0,1,1,0,50A50,50,0,1,1,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders an anticlockwise annulus if r₀ > 0, r₁ > 0 and θ₁ - θ₀ ≥ τ",
            50.0, 100.0, 0.0, 0.0, 3.141592653589793, -3.141592653589793,
            "M0,100A100,100,0,1,0,0,-100A100,100,0,1,0,0,100M0,50A50,50,0,1,1,0,-50A50,50,0,1,1,0,50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders an anticlockwise annulus if r₀ > 0, r₁ > 0 and θ₁ - θ₀ ≥ τ",
            50.0, 100.0, 0.0, 0.0, 9.42477796076938, 0.0,
            "M0,100A100,100,0,1,0,0,-100A100,100,0,1,0,0,100M0,-50A50,50,0,1,1,0,50A50,50,0,1,1,0,-50Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a small clockwise sector if r > 0 and π > θ₁ - θ₀ ≥ 0",
            0.0, 100.0, 0.0, 0.0, 0.0, 1.5707963267948966,
            "M0,-100A100,100,0,0,1,100,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a small clockwise sector if r > 0 and π > θ₁ - θ₀ ≥ 0",
            0.0, 100.0, 0.0, 0.0, 6.283185307179586, 7.853981633974483,
            "M0,-100A100,100,0,0,1,100,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a small clockwise sector if r > 0 and π > θ₁ - θ₀ ≥ 0",
            0.0, 100.0, 0.0, 0.0, -3.141592653589793, -1.5707963267948966,
            "M0,100A100,100,0,0,1,-100,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a small anticlockwise sector if r > 0 and π > θ₀ - θ₁ ≥ 0",
            0.0, 100.0, 0.0, 0.0, 0.0, -1.5707963267948966,
            "M0,-100A100,100,0,0,0,-100,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a small anticlockwise sector if r > 0 and π > θ₀ - θ₁ ≥ 0",
            0.0, 100.0, 0.0, 0.0, -6.283185307179586, -7.853981633974483,
            "M0,-100A100,100,0,0,0,-100,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a small anticlockwise sector if r > 0 and π > θ₀ - θ₁ ≥ 0",
            0.0, 100.0, 0.0, 0.0, 3.141592653589793, 1.5707963267948966,
            "M0,100A100,100,0,0,0,100,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a large clockwise sector if r > 0 and τ > θ₁ - θ₀ ≥ π",
            0.0, 100.0, 0.0, 0.0, 0.0, 4.71238898038469,
            "M0,-100A100,100,0,1,1,-100,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a large clockwise sector if r > 0 and τ > θ₁ - θ₀ ≥ π",
            0.0, 100.0, 0.0, 0.0, 6.283185307179586, 10.995574287564276,
            "M0,-100A100,100,0,1,1,-100,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a large clockwise sector if r > 0 and τ > θ₁ - θ₀ ≥ π",
            0.0, 100.0, 0.0, 0.0, -3.141592653589793, 1.5707963267948966,
            "M0,100A100,100,0,1,1,100,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a large anticlockwise sector if r > 0 and τ > θ₀ - θ₁ ≥ π",
            0.0, 100.0, 0.0, 0.0, 0.0, -4.71238898038469,
            "M0,-100A100,100,0,1,0,100,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a large anticlockwise sector if r > 0 and τ > θ₀ - θ₁ ≥ π",
            0.0, 100.0, 0.0, 0.0, -6.283185307179586, -10.995574287564276,
            "M0,-100A100,100,0,1,0,100,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁) renders a large anticlockwise sector if r > 0 and τ > θ₀ - θ₁ ≥ π",
            0.0, 100.0, 0.0, 0.0, 3.141592653589793, -1.5707963267948966,
            "M0,100A100,100,0,1,0,-100,0L0,0Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a small clockwise annular sector if r₀ > 0, r₁ > 0 and π > θ₁ - θ₀ ≥ 0",
            50.0, 100.0, 0.0, 0.0, 0.0, 1.5707963267948966,
            "M0,-100A100,100,0,0,1,100,0L50,0A50,50,0,0,0,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a small clockwise annular sector if r₀ > 0, r₁ > 0 and π > θ₁ - θ₀ ≥ 0",
            50.0, 100.0, 0.0, 0.0, 6.283185307179586, 7.853981633974483,
            "M0,-100A100,100,0,0,1,100,0L50,0A50,50,0,0,0,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a small clockwise annular sector if r₀ > 0, r₁ > 0 and π > θ₁ - θ₀ ≥ 0",
            50.0, 100.0, 0.0, 0.0, -3.141592653589793, -1.5707963267948966,
            "M0,100A100,100,0,0,1,-100,0L-50,0A50,50,0,0,0,0,50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a small anticlockwise annular sector if r₀ > 0, r₁ > 0 and π > θ₀ - θ₁ ≥ 0",
            50.0, 100.0, 0.0, 0.0, 0.0, -1.5707963267948966,
            "M0,-100A100,100,0,0,0,-100,0L-50,0A50,50,0,0,1,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a small anticlockwise annular sector if r₀ > 0, r₁ > 0 and π > θ₀ - θ₁ ≥ 0",
            50.0, 100.0, 0.0, 0.0, -6.283185307179586, -7.853981633974483,
            "M0,-100A100,100,0,0,0,-100,0L-50,0A50,50,0,0,1,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a small anticlockwise annular sector if r₀ > 0, r₁ > 0 and π > θ₀ - θ₁ ≥ 0",
            50.0, 100.0, 0.0, 0.0, 3.141592653589793, 1.5707963267948966,
            "M0,100A100,100,0,0,0,100,0L50,0A50,50,0,0,1,0,50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a large clockwise annular sector if r₀ > 0, r₁ > 0 and τ > θ₁ - θ₀ ≥ π",
            50.0, 100.0, 0.0, 0.0, 0.0, 4.71238898038469,
            "M0,-100A100,100,0,1,1,-100,0L-50,0A50,50,0,1,0,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a large clockwise annular sector if r₀ > 0, r₁ > 0 and τ > θ₁ - θ₀ ≥ π",
            50.0, 100.0, 0.0, 0.0, 6.283185307179586, 10.995574287564276,
            "M0,-100A100,100,0,1,1,-100,0L-50,0A50,50,0,1,0,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a large clockwise annular sector if r₀ > 0, r₁ > 0 and τ > θ₁ - θ₀ ≥ π",
            50.0, 100.0, 0.0, 0.0, -3.141592653589793, 1.5707963267948966,
            "M0,100A100,100,0,1,1,100,0L50,0A50,50,0,1,0,0,50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a large anticlockwise annular sector if r₀ > 0, r₁ > 0 and τ > θ₀ - θ₁ ≥ π",
            50.0, 100.0, 0.0, 0.0, 0.0, -4.71238898038469,
            "M0,-100A100,100,0,1,0,100,0L50,0A50,50,0,1,1,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a large anticlockwise annular sector if r₀ > 0, r₁ > 0 and τ > θ₀ - θ₁ ≥ π",
            50.0, 100.0, 0.0, 0.0, -6.283185307179586, -10.995574287564276,
            "M0,-100A100,100,0,1,0,100,0L50,0A50,50,0,1,1,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁) renders a large anticlockwise annular sector if r₀ > 0, r₁ > 0 and τ > θ₀ - θ₁ ≥ π",
            50.0, 100.0, 0.0, 0.0, 3.141592653589793, -1.5707963267948966,
            "M0,100A100,100,0,1,0,-100,0L-50,0A50,50,0,1,1,0,50Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(0).cornerRadius(r) renders a point", 0.0, 0.0, 5.0, 0.0, 0.0,
            6.283185307179586,
            "M0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(0).cornerRadius(r) renders a point", 0.0, 0.0, 5.0, 0.0, 0.0, 0.0,
            "M0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a clockwise circle if r > 0 and θ₁ - θ₀ ≥ τ",
            0.0, 100.0, 5.0, 0.0, 0.0, 6.283185307179586,
            "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a clockwise circle if r > 0 and θ₁ - θ₀ ≥ τ",
            0.0, 100.0, 5.0, 0.0, 0.0, 9.42477796076938,
            "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a clockwise circle if r > 0 and θ₁ - θ₀ ≥ τ",
            0.0, 100.0, 5.0, 0.0, -6.283185307179586, 0.0,
            "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a clockwise circle if r > 0 and θ₁ - θ₀ ≥ τ",
            0.0, 100.0, 5.0, 0.0, -3.141592653589793, 3.141592653589793,
            "M0,100A100,100,0,1,1,0,-100A100,100,0,1,1,0,100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a clockwise circle if r > 0 and θ₁ - θ₀ ≥ τ",
            0.0, 100.0, 5.0, 0.0, -9.42477796076938, 0.0,
            "M0,100A100,100,0,1,1,0,-100A100,100,0,1,1,0,100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders an anticlockwise circle if r > 0 and θ₀ - θ₁ ≥ τ",
            0.0, 100.0, 5.0, 0.0, 0.0, -6.283185307179586,
            "M0,-100A100,100,0,1,0,0,100A100,100,0,1,0,0,-100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders an anticlockwise circle if r > 0 and θ₀ - θ₁ ≥ τ",
            0.0, 100.0, 5.0, 0.0, 0.0, -9.42477796076938,
            "M0,-100A100,100,0,1,0,0,100A100,100,0,1,0,0,-100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders an anticlockwise circle if r > 0 and θ₀ - θ₁ ≥ τ",
            0.0, 100.0, 5.0, 0.0, 6.283185307179586, 0.0,
            "M0,-100A100,100,0,1,0,0,100A100,100,0,1,0,0,-100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders an anticlockwise circle if r > 0 and θ₀ - θ₁ ≥ τ",
            0.0, 100.0, 5.0, 0.0, 3.141592653589793, -3.141592653589793,
            "M0,100A100,100,0,1,0,0,-100A100,100,0,1,0,0,100Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders an anticlockwise circle if r > 0 and θ₀ - θ₁ ≥ τ",
            0.0, 100.0, 5.0, 0.0, 9.42477796076938, 0.0,
            "M0,100A100,100,0,1,0,0,-100A100,100,0,1,0,0,100Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a clockwise annulus if r₀ > 0, r₁ > 0 and θ₀ - θ₁ ≥ τ",
            50.0, 100.0, 5.0, 0.0, 0.0, 6.283185307179586,
            "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100M0,-50A50,50,0,1,0,0,50A50,50,0,1,0,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a clockwise annulus if r₀ > 0, r₁ > 0 and θ₀ - θ₁ ≥ τ",
            50.0, 100.0, 5.0, 0.0, 0.0, 9.42477796076938,
            "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100M0,50A50,50,0,1,0,0,-50A50,50,0,1,0,0,50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a clockwise annulus if r₀ > 0, r₁ > 0 and θ₀ - θ₁ ≥ τ",
            50.0, 100.0, 5.0, 0.0, -6.283185307179586, 0.0,
            "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100M0,-50A50,50,0,1,0,0,50A50,50,0,1,0,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a clockwise annulus if r₀ > 0, r₁ > 0 and θ₀ - θ₁ ≥ τ",
            50.0, 100.0, 5.0, 0.0, -3.141592653589793, 3.141592653589793,
            "M0,100A100,100,0,1,1,0,-100A100,100,0,1,1,0,100M0,50A50,50,0,1,0,0,-50A50,50,0,1,0,0,50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a clockwise annulus if r₀ > 0, r₁ > 0 and θ₀ - θ₁ ≥ τ",
            50.0, 100.0, 5.0, 0.0, -9.42477796076938, 0.0,
            "M0,100A100,100,0,1,1,0,-100A100,100,0,1,1,0,100M0,-50A50,50,0,1,0,0,50A50,50,0,1,0,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders an anticlockwise annulus if r₀ > 0, r₁ > 0 and θ₁ - θ₀ ≥ τ",
            50.0, 100.0, 5.0, 0.0, 0.0, -6.283185307179586,
            "M0,-100A100,100,0,1,0,0,100A100,100,0,1,0,0,-100M0,-50A50,50,0,1,1,0,50A50,50,0,1,1,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders an anticlockwise annulus if r₀ > 0, r₁ > 0 and θ₁ - θ₀ ≥ τ",
            50.0, 100.0, 5.0, 0.0, 0.0, -9.42477796076938,
            "M0,-100A100,100,0,1,0,0,100A100,100,0,1,0,0,-100M0,50A50,50,0,1,1,0,-50A50,50,0,1,1,0,50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders an anticlockwise annulus if r₀ > 0, r₁ > 0 and θ₁ - θ₀ ≥ τ",
            50.0, 100.0, 5.0, 0.0, 6.283185307179586, 0.0,
            "M0,-100A100,100,0,1,0,0,100A100,100,0,1,0,0,-100M0,-50A50,50,0,1,1,0,50A50,50,0,1,1,0,-50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders an anticlockwise annulus if r₀ > 0, r₁ > 0 and θ₁ - θ₀ ≥ τ",
            50.0, 100.0, 5.0, 0.0, 3.141592653589793, -3.141592653589793,
            "M0,100A100,100,0,1,0,0,-100A100,100,0,1,0,0,100M0,50A50,50,0,1,1,0,-50A50,50,0,1,1,0,50Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders an anticlockwise annulus if r₀ > 0, r₁ > 0 and θ₁ - θ₀ ≥ τ",
            50.0, 100.0, 5.0, 0.0, 9.42477796076938, 0.0,
            "M0,100A100,100,0,1,0,0,-100A100,100,0,1,0,0,100M0,-50A50,50,0,1,1,0,50A50,50,0,1,1,0,-50Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a small clockwise sector if r > 0 and π > θ₁ - θ₀ ≥ 0",
            0.0, 100.0, 5.0, 0.0, 0.0, 1.5707963267948966,
            "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,0,1,99.861400,-5.263158A5,5,0,0,1,94.868330,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a small clockwise sector if r > 0 and π > θ₁ - θ₀ ≥ 0",
            0.0, 100.0, 5.0, 0.0, 6.283185307179586, 7.853981633974483,
            "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,0,1,99.861400,-5.263158A5,5,0,0,1,94.868330,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a small clockwise sector if r > 0 and π > θ₁ - θ₀ ≥ 0",
            0.0, 100.0, 5.0, 0.0, -3.141592653589793, -1.5707963267948966,
            "M0,94.868330A5,5,0,0,1,-5.263158,99.861400A100,100,0,0,1,-99.861400,5.263158A5,5,0,0,1,-94.868330,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a small anticlockwise sector if r > 0 and π > θ₀ - θ₁ ≥ 0",
            0.0, 100.0, 5.0, 0.0, 0.0, -1.5707963267948966,
            "M0,-94.868330A5,5,0,0,0,-5.263158,-99.861400A100,100,0,0,0,-99.861400,-5.263158A5,5,0,0,0,-94.868330,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a small anticlockwise sector if r > 0 and π > θ₀ - θ₁ ≥ 0",
            0.0, 100.0, 5.0, 0.0, -6.283185307179586, -7.853981633974483,
            "M0,-94.868330A5,5,0,0,0,-5.263158,-99.861400A100,100,0,0,0,-99.861400,-5.263158A5,5,0,0,0,-94.868330,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a small anticlockwise sector if r > 0 and π > θ₀ - θ₁ ≥ 0",
            0.0, 100.0, 5.0, 0.0, 3.141592653589793, 1.5707963267948966,
            "M0,94.868330A5,5,0,0,0,5.263158,99.861400A100,100,0,0,0,99.861400,5.263158A5,5,0,0,0,94.868330,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a large clockwise sector if r > 0 and τ > θ₁ - θ₀ ≥ π",
            0.0, 100.0, 5.0, 0.0, 0.0, 4.71238898038469,
            "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,1,1,-99.861400,5.263158A5,5,0,0,1,-94.868330,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a large clockwise sector if r > 0 and τ > θ₁ - θ₀ ≥ π",
            0.0, 100.0, 5.0, 0.0, 6.283185307179586, 10.995574287564276,
            "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,1,1,-99.861400,5.263158A5,5,0,0,1,-94.868330,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a large clockwise sector if r > 0 and τ > θ₁ - θ₀ ≥ π",
            0.0, 100.0, 5.0, 0.0, -3.141592653589793, 1.5707963267948966,
            "M0,94.868330A5,5,0,0,1,-5.263158,99.861400A100,100,0,1,1,99.861400,-5.263158A5,5,0,0,1,94.868330,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a large anticlockwise sector if r > 0 and τ > θ₀ - θ₁ ≥ π",
            0.0, 100.0, 5.0, 0.0, 0.0, -4.71238898038469,
            "M0,-94.868330A5,5,0,0,0,-5.263158,-99.861400A100,100,0,1,0,99.861400,5.263158A5,5,0,0,0,94.868330,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a large anticlockwise sector if r > 0 and τ > θ₀ - θ₁ ≥ π",
            0.0, 100.0, 5.0, 0.0, -6.283185307179586, -10.995574287564276,
            "M0,-94.868330A5,5,0,0,0,-5.263158,-99.861400A100,100,0,1,0,99.861400,5.263158A5,5,0,0,0,94.868330,0L0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a large anticlockwise sector if r > 0 and τ > θ₀ - θ₁ ≥ π",
            0.0, 100.0, 5.0, 0.0, 3.141592653589793, -1.5707963267948966,
            "M0,94.868330A5,5,0,0,0,5.263158,99.861400A100,100,0,1,0,-99.861400,-5.263158A5,5,0,0,0,-94.868330,0L0,0Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a small clockwise annular sector if r₀ > 0, r₁ > 0 and π > θ₁ - θ₀ ≥ 0",
            50.0, 100.0, 5.0, 0.0, 0.0, 1.5707963267948966,
            "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,0,1,99.861400,-5.263158A5,5,0,0,1,94.868330,0L54.772256,0A5,5,0,0,1,49.792960,-4.545455A50,50,0,0,0,4.545455,-49.792960A5,5,0,0,1,0,-54.772256Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a small clockwise annular sector if r₀ > 0, r₁ > 0 and π > θ₁ - θ₀ ≥ 0",
            50.0, 100.0, 5.0, 0.0, 6.283185307179586, 7.853981633974483,
            "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,0,1,99.861400,-5.263158A5,5,0,0,1,94.868330,0L54.772256,0A5,5,0,0,1,49.792960,-4.545455A50,50,0,0,0,4.545455,-49.792960A5,5,0,0,1,0,-54.772256Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a small clockwise annular sector if r₀ > 0, r₁ > 0 and π > θ₁ - θ₀ ≥ 0",
            50.0, 100.0, 5.0, 0.0, -3.141592653589793, -1.5707963267948966,
            "M0,94.868330A5,5,0,0,1,-5.263158,99.861400A100,100,0,0,1,-99.861400,5.263158A5,5,0,0,1,-94.868330,0L-54.772256,0A5,5,0,0,1,-49.792960,4.545455A50,50,0,0,0,-4.545455,49.792960A5,5,0,0,1,0,54.772256Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a small anticlockwise annular sector if r₀ > 0, r₁ > 0 and π > θ₀ - θ₁ ≥ 0",
            50.0, 100.0, 5.0, 0.0, 0.0, -1.5707963267948966,
            "M0,-94.868330A5,5,0,0,0,-5.263158,-99.861400A100,100,0,0,0,-99.861400,-5.263158A5,5,0,0,0,-94.868330,0L-54.772256,0A5,5,0,0,0,-49.792960,-4.545455A50,50,0,0,1,-4.545455,-49.792960A5,5,0,0,0,0,-54.772256Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a small anticlockwise annular sector if r₀ > 0, r₁ > 0 and π > θ₀ - θ₁ ≥ 0",
            50.0, 100.0, 5.0, 0.0, -6.283185307179586, -7.853981633974483,
            "M0,-94.868330A5,5,0,0,0,-5.263158,-99.861400A100,100,0,0,0,-99.861400,-5.263158A5,5,0,0,0,-94.868330,0L-54.772256,0A5,5,0,0,0,-49.792960,-4.545455A50,50,0,0,1,-4.545455,-49.792960A5,5,0,0,0,0,-54.772256Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a small anticlockwise annular sector if r₀ > 0, r₁ > 0 and π > θ₀ - θ₁ ≥ 0",
            50.0, 100.0, 5.0, 0.0, 3.141592653589793, 1.5707963267948966,
            "M0,94.868330A5,5,0,0,0,5.263158,99.861400A100,100,0,0,0,99.861400,5.263158A5,5,0,0,0,94.868330,0L54.772256,0A5,5,0,0,0,49.792960,4.545455A50,50,0,0,1,4.545455,49.792960A5,5,0,0,0,0,54.772256Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a large clockwise annular sector if r₀ > 0, r₁ > 0 and τ > θ₁ - θ₀ ≥ π",
            50.0, 100.0, 5.0, 0.0, 0.0, 4.71238898038469,
            "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,1,1,-99.861400,5.263158A5,5,0,0,1,-94.868330,0L-54.772256,0A5,5,0,0,1,-49.792960,4.545455A50,50,0,1,0,4.545455,-49.792960A5,5,0,0,1,0,-54.772256Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a large clockwise annular sector if r₀ > 0, r₁ > 0 and τ > θ₁ - θ₀ ≥ π",
            50.0, 100.0, 5.0, 0.0, 6.283185307179586, 10.995574287564276,
            "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,1,1,-99.861400,5.263158A5,5,0,0,1,-94.868330,0L-54.772256,0A5,5,0,0,1,-49.792960,4.545455A50,50,0,1,0,4.545455,-49.792960A5,5,0,0,1,0,-54.772256Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a large clockwise annular sector if r₀ > 0, r₁ > 0 and τ > θ₁ - θ₀ ≥ π",
            50.0, 100.0, 5.0, 0.0, -3.141592653589793, 1.5707963267948966,
            "M0,94.868330A5,5,0,0,1,-5.263158,99.861400A100,100,0,1,1,99.861400,-5.263158A5,5,0,0,1,94.868330,0L54.772256,0A5,5,0,0,1,49.792960,-4.545455A50,50,0,1,0,-4.545455,49.792960A5,5,0,0,1,0,54.772256Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a large anticlockwise annular sector if r₀ > 0, r₁ > 0 and τ > θ₀ - θ₁ ≥ π",
            50.0, 100.0, 5.0, 0.0, 0.0, -4.71238898038469,
            "M0,-94.868330A5,5,0,0,0,-5.263158,-99.861400A100,100,0,1,0,99.861400,5.263158A5,5,0,0,0,94.868330,0L54.772256,0A5,5,0,0,0,49.792960,4.545455A50,50,0,1,1,-4.545455,-49.792960A5,5,0,0,0,0,-54.772256Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a large anticlockwise annular sector if r₀ > 0, r₁ > 0 and τ > θ₀ - θ₁ ≥ π",
            50.0, 100.0, 5.0, 0.0, -6.283185307179586, -10.995574287564276,
            "M0,-94.868330A5,5,0,0,0,-5.263158,-99.861400A100,100,0,1,0,99.861400,5.263158A5,5,0,0,0,94.868330,0L54.772256,0A5,5,0,0,0,49.792960,4.545455A50,50,0,1,1,-4.545455,-49.792960A5,5,0,0,0,0,-54.772256Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).cornerRadius(rᵧ) renders a large anticlockwise annular sector if r₀ > 0, r₁ > 0 and τ > θ₀ - θ₁ ≥ π",
            50.0, 100.0, 5.0, 0.0, 3.141592653589793, -1.5707963267948966,
            "M0,94.868330A5,5,0,0,0,5.263158,99.861400A100,100,0,1,0,-99.861400,-5.263158A5,5,0,0,0,-94.868330,0L-54.772256,0A5,5,0,0,0,-49.792960,-4.545455A50,50,0,1,1,4.545455,49.792960A5,5,0,0,0,0,54.772256Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).cornerRadius(rᵧ) restricts rᵧ to |r₁ - r₀| / 2", 90.0, 100.0,
            .infinity, 0.0, 0.0, 1.5707963267948966,
            "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,0,1,99.861400,-5.263158A5,5,0,0,1,94.868330,0L94.868330,0A5,5,0,0,1,89.875260,-4.736842A90,90,0,0,0,4.736842,-89.875260A5,5,0,0,1,0,-94.868330Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).cornerRadius(rᵧ) restricts rᵧ to |r₁ - r₀| / 2", 100.0, 90.0,
            .infinity, 0.0, 0.0, 1.5707963267948966,
            "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,0,1,99.861400,-5.263158A5,5,0,0,1,94.868330,0L94.868330,0A5,5,0,0,1,89.875260,-4.736842A90,90,0,0,0,4.736842,-89.875260A5,5,0,0,1,0,-94.868330Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).cornerRadius(rᵧ) merges adjacent corners when rᵧ is relatively large",
            10.0, 100.0, .infinity, 0.0, 0.0, 1.5707963267948966,
            "M0,-41.421356A41.421356,41.421356,0,1,1,41.421356,0L24.142136,0A24.142136,24.142136,0,0,1,0,-24.142136Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).cornerRadius(rᵧ) merges adjacent corners when rᵧ is relatively large",
            100.0, 10.0, .infinity, 0.0, 0.0, 1.5707963267948966,
            "M0,-41.421356A41.421356,41.421356,0,1,1,41.421356,0L24.142136,0A24.142136,24.142136,0,0,1,0,-24.142136Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(0).startAngle(0).endAngle(τ).padAngle(δ) does not pad a point", 0.0, 0.0,
            0.0, 0.1, 0.0, 6.283185307179586,
            "M0,0Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(0).endAngle(τ).padAngle(δ) does not pad a circle", 0.0,
            100.0, 0.0, 0.1, 0.0, 6.283185307179586,
            "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(0).endAngle(τ).padAngle(δ) does not pad an annulus", 50.0,
            100.0, 0.0, 0.1, 0.0, 6.283185307179586,
            "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100M0,-50A50,50,0,1,0,0,50A50,50,0,1,0,0,-50Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).padAngle(δ) pads the outside of a circular sector",
            0.0, 100.0, 0.0, 0.1, 0.0, 1.5707963267948966,
            "M4.997917,-99.875026A100,100,0,0,1,99.875026,-4.997917L0,0Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).padAngle(δ) pads an annular sector",
            50.0, 100.0, 0.0, 0.1, 0.0, 1.5707963267948966,
            "M5.587841,-99.843758A100,100,0,0,1,99.843758,-5.587841L49.686779,-5.587841A50,50,0,0,0,5.587841,-49.686779Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).padAngle(δ) may collapse the inside of an annular sector",
            10.0, 100.0, 0.0, 0.2, 0.0, 1.5707963267948966,
            "M10.033134,-99.495408A100,100,0,0,1,99.495408,-10.033134L7.071068,-7.071068Z"
        ),
        (
            "arc().innerRadius(0).outerRadius(r).startAngle(θ₀).endAngle(θ₁).padAngle(δ).cornerRadius(rᵧ) rounds and pads a circular sector",
            0.0, 100.0, 10.0, 0.1, 0.0, 1.5707963267948966,
            "M4.470273,-89.330939A10,10,0,0,1,16.064195,-98.701275A100,100,0,0,1,98.701275,-16.064195A10,10,0,0,1,89.330939,-4.470273L0,0Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).padAngle(δ).cornerRadius(rᵧ) rounds and pads an annular sector",
            50.0, 100.0, 10.0, 0.1, 0.0, 1.5707963267948966,
            "M5.587841,-88.639829A10,10,0,0,1,17.319823,-98.488698A100,100,0,0,1,98.488698,-17.319823A10,10,0,0,1,88.639829,-5.587841L57.939790,-5.587841A10,10,0,0,1,48.283158,-12.989867A50,50,0,0,0,12.989867,-48.283158A10,10,0,0,1,5.587841,-57.939790Z"
        ),
        (
            "arc().innerRadius(r₀).outerRadius(r₁).startAngle(θ₀).endAngle(θ₁).padAngle(δ).cornerRadius(rᵧ) rounds and pads a collapsed annular sector",
            10.0, 100.0, 10.0, 0.2, 0.0, 1.5707963267948966,
            "M9.669396,-88.145811A10,10,0,0,1,21.849183,-97.583878A100,100,0,0,1,97.583878,-21.849183A10,10,0,0,1,88.145811,-9.669396L7.071068,-7.071068Z"
        ),
        (
            "arc() handles a very small arc with rounded corners", 15.0, 24.0, 4.0, 0.0, 1.19999999, 1.2,
            "M22.369,-8.697L13.981,-5.435Z"
        ),
    ]

    func testPathsMatchD3() {
        for (name, inner, outer, corner, pad, start, end, expected) in Self.d3Cases {
            let arc = Arc(
                innerRadius: inner, outerRadius: outer, startAngle: start, endAngle: end, padAngle: pad,
                cornerRadius: corner)
            if let mismatch = D3PathComparison.mismatch(arc.path, expected) {
                XCTFail(
                    "\(name) [\(start), \(end)]: \(mismatch)\n  ours: \(arc.path.svgPathData())\n  d3:   \(expected)")
            }
        }
    }

    /// The comparison itself must fail on a wrong shape: the other sweep, another radius, a
    /// missing line.
    func testComparisonRejectsWrongPaths() {
        let quarter = Arc(innerRadius: 0, outerRadius: 100, startAngle: 0, endAngle: .pi / 2).path
        XCTAssertNil(D3PathComparison.mismatch(quarter, "M0,-100A100,100,0,0,1,100,0L0,0Z"))
        XCTAssertNotNil(D3PathComparison.mismatch(quarter, "M0,-100A100,100,0,1,0,100,0L0,0Z"))
        XCTAssertNotNil(D3PathComparison.mismatch(quarter, "M0,-100A90,90,0,0,1,100,0L0,0Z"))
        XCTAssertNotNil(D3PathComparison.mismatch(quarter, "M0,-100A100,100,0,0,1,100,0Z"))
    }

    // d3-shape test/arc-test.js: "arc().centroid(…) computes the midpoint of the center line of the arc"
    func testCentroid() {
        let cases: [(Double, Double, Double, Double, Point)] = [
            (0, 100, 0, .pi, Point(50, 0)), (0, 100, 0, .pi / 2, Point(35.355339, -35.355339)),
            (50, 100, 0, -.pi, Point(-75, 0)), (50, 100, 0, -.pi / 2, Point(-53.033009, -53.033009)),
        ]
        for (inner, outer, start, end, expected) in cases {
            let centroid = Arc(innerRadius: inner, outerRadius: outer, startAngle: start, endAngle: end).centroid
            XCTAssertEqual(centroid.x, expected.x, accuracy: 1e-6)
            XCTAssertEqual(centroid.y, expected.y, accuracy: 1e-6)
        }
    }

    func testCenterMovesTheWholeShape() {
        let arc = Arc(innerRadius: 50, outerRadius: 100, startAngle: 0, endAngle: .pi / 2)
        var moved = arc
        moved.center = Point(300, 200)
        XCTAssertEqual(moved.path.elements.count, arc.path.elements.count)
        XCTAssertEqual(moved.centroid.x, arc.centroid.x + 300, accuracy: 1e-9)
        guard case .move(let first) = moved.path.elements[0] else { return XCTFail("starts with a move") }
        XCTAssertEqual(first.x, 300, accuracy: 1e-9)
        XCTAssertEqual(first.y, 100, accuracy: 1e-9)
    }

    func testBeziersSpanAtMostAQuarterTurn() {
        // A full circle is four pieces, a sector of 135 degrees two.
        let circle = Arc(innerRadius: 0, outerRadius: 100, startAngle: 0, endAngle: 2 * .pi).path
        XCTAssertEqual(circle.elements.filter { if case .curve = $0 { true } else { false } }.count, 4)
        let sector = Arc(innerRadius: 0, outerRadius: 100, startAngle: 0, endAngle: 3 * .pi / 4).path
        XCTAssertEqual(sector.elements.filter { if case .curve = $0 { true } else { false } }.count, 2)
    }
}

/// Compares a PlotKit path with a d3 path string by geometry (see ArcTests).
enum D3PathComparison {
    enum Command {
        case move(Point), line(Point), arc(radius: Double, large: Bool, sweep: Bool, end: Point), close
    }

    static func parse(_ data: String) -> [Command] {
        var commands: [Command] = []
        var letter: Character?
        var number = ""
        var numbers: [Double] = []
        func flush() {
            if !number.isEmpty, let value = Double(number) { numbers.append(value) }
            number = ""
        }
        func emit() {
            flush()
            switch letter {
            case "M": commands.append(.move(Point(numbers[0], numbers[1])))
            case "L": commands.append(.line(Point(numbers[0], numbers[1])))
            case "A":
                commands.append(
                    .arc(
                        radius: numbers[0], large: numbers[3] != 0, sweep: numbers[4] != 0,
                        end: Point(numbers[5], numbers[6])))
            case "Z": commands.append(.close)
            default: break
            }
            numbers = []
        }
        for character in data {
            if "MLAZ".contains(character) {
                if letter != nil { emit() }
                letter = character
            } else if character == "," {
                flush()
            } else {
                number.append(character)
            }
        }
        emit()
        return commands
    }

    static let tolerance = 1e-3

    private static func near(_ a: Point, _ b: Point) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    private static func bezier(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p3.x
        let y = u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p3.y
        return Point(x, y)
    }

    /// Nil when the paths match, else what differs.
    static func mismatch(_ path: Path, _ d3: String) -> String? {
        let ours = path.elements
        var index = 0
        var pen = Point(0, 0)
        for command in parse(d3) {
            guard index < ours.count else { return "ours ends before \(command)" }
            switch command {
            case .move(let point):
                guard case .move(let p) = ours[index], near(p, point) else { return "element \(index): want M\(point)" }
                pen = p
                index += 1
            case .line(let point):
                guard case .line(let p) = ours[index], near(p, point) else { return "element \(index): want L\(point)" }
                pen = p
                index += 1
            case .close:
                guard case .close = ours[index] else { return "element \(index): want Z" }
                index += 1
            case .arc(let r, let large, let sweep, let end):
                // SVG's endpoint-to-centre conversion (SVG 1.1 F.6.5) for a circle.
                let hx = (pen.x - end.x) / 2
                let hy = (pen.y - end.y) / 2
                let half = hx * hx + hy * hy
                let coefficient = (large != sweep ? 1 : -1) * max(0, (r * r - half) / half).squareRoot()
                let center = Point(coefficient * hy + (pen.x + end.x) / 2, -coefficient * hx + (pen.y + end.y) / 2)
                let startAngle = atan2(pen.y - center.y, pen.x - center.x)
                var sweepAngle = atan2(end.y - center.y, end.x - center.x) - startAngle
                if sweep && sweepAngle < 0 { sweepAngle += 2 * .pi }
                if !sweep && sweepAngle > 0 { sweepAngle -= 2 * .pi }
                // Beziers from the pen until one ends where the arc does.
                var from = pen
                var reachedEnd = false
                while !reachedEnd {
                    guard index < ours.count, case .curve(let c1, let c2, let to) = ours[index] else {
                        return "element \(index): want a Bezier of the arc to \(end)"
                    }
                    for t in [0.25, 0.5, 0.75, 1.0] {
                        let p = bezier(from, c1, c2, to, t)
                        let distance = ((p.x - center.x) * (p.x - center.x) + (p.y - center.y) * (p.y - center.y))
                            .squareRoot()
                        if abs(distance - r) > r * 3e-4 + tolerance {
                            return "element \(index): off the circle by \(distance - r)"
                        }
                        var progressed = atan2(p.y - center.y, p.x - center.x) - startAngle
                        progressed = sweep ? progressed : -progressed
                        progressed = progressed.truncatingRemainder(dividingBy: 2 * .pi)
                        if progressed < -1e-6 { progressed += 2 * .pi }
                        if t < 1 && progressed > abs(sweepAngle) + 1e-6 { return "element \(index): outside the sweep" }
                    }
                    index += 1
                    from = to
                    reachedEnd = near(to, end)
                }
                pen = from
            }
        }
        return index == ours.count ? nil : "ours has \(ours.count - index) more elements"
    }
}
