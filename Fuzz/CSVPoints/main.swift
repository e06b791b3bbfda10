// CSV points files (`plot --input points.csv`): CSVPointsReader on any bytes returns points or
// throws InputError; nothing else.
import Input

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    do {
        let series = try CSVPointsReader.read(bytes, consumed: { precondition($0 <= size) })
        precondition(series.count <= size / 3 + 1, "more points than the bytes can hold")
    } catch is InputError {
    } catch {
        fatalError("CSVPointsReader threw \(error), not an InputError")
    }
    return 0
}
