// JSON points files (`plot --input points.json`): the streaming scanner on any bytes returns
// points or throws InputError; nothing else, and no stack overflow however deep the nesting.
import Input

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    do {
        let series = try JSONPointsReader.read(bytes, consumed: { precondition($0 <= size) })
        precondition(series.count <= size / 13 + 1, "more points than the bytes can hold")
    } catch is InputError {
    } catch {
        fatalError("JSONPointsReader threw \(error), not an InputError")
    }
    return 0
}
