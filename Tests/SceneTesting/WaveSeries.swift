import Foundation
import PlotCore

/// Test data of the pyramid and the views that read it: a slow wave with noise, x in order
/// with ties, single gaps and runs of gaps; a line whose blocks span a little of y each, as a
/// measured signal's do. `repeats` repeats a point now and then (hover's ties), `whole` rounds
/// the values, and `shuffled` puts the points out of x order.
public func waveSeries<Generator: RandomNumberGenerator>(
    count: Int, phase: Double, using generator: inout Generator, repeats: Bool = false, whole: Bool = false,
    shuffled: Bool = false
) -> PointSeries {
    var (xs, ys) = ([Double](), [Double]())
    var x = 0.0
    for index in 0..<count {
        if generator.next() % 3 == 0 { x += Double(generator.next() % 5) / 4 }
        let gap = generator.next() % 50 == 0 || (index / 500) % 40 == 7
        let wave = 20 * sin(Double(index) / 2_000 + phase) + 20
        let repeated = repeats && index > 0 && generator.next() % 20 == 0 && !ys[index - 1].isNaN
        xs.append(x)
        // The noise is drawn only for a point that takes it, as the seeds' data was made.
        if gap {
            ys.append(.nan)
        } else if repeated {
            ys.append(ys[index - 1])
        } else {
            let value = wave + Double(generator.next() % 8) / 2
            ys.append(whole ? value.rounded() : value)
        }
    }
    guard shuffled else { return PointSeries(adopting: xs, ys)! }
    let order = (0..<count).map { ($0, generator.next()) }.sorted { $0.1 < $1.1 }.map(\.0)
    return PointSeries(adopting: order.map { xs[$0] }, order.map { ys[$0] })!
}
