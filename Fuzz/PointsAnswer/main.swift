// The points service's answer (and the same answer saved to a file): PointsServiceResponse
// decodes any body into points, an InputError or a PointsServiceError; nothing else.
import Input
import Points

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Array(UnsafeBufferPointer(start: data, count: size))
    for read in [
        { try PointsServiceResponse.decode(body) },
        { try body.withUnsafeBufferPointer { try JSONPointsReader.read($0, envelope: PointsServiceResponse()) } },
    ] {
        do {
            _ = try read()
        } catch is InputError {
        } catch let error as PointsServiceError {
            _ = error.description
        } catch {
            fatalError("the points answer threw \(error)")
        }
    }
    return 0
}
