// The zip inside the hot-water answer, fuzzed as raw bytes (through the envelope's base64 a
// fuzzer rarely reaches it): ZipDirectory's bounds checks, then ZIPFoundation, then the rows.
// Any bytes give the entry or a PayloadError, within the caps; nothing else.
import Foundation

@testable import HotWater

let limits = PayloadLimits(maxUncompressedBytes: 1 << 20, maxRatio: 200)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        let entry = try PayloadUnzipper(limits: limits).entry(zip: Data(bytes: data, count: size))
        precondition(entry.data.count <= limits.maxUncompressedBytes, "inflated past the cap")
        precondition(entry.data.count <= max(size, 1) * limits.maxRatio, "inflated past the ratio")
        _ = try ScheduleDecoder.rows(entry.data)
    } catch let error as PayloadError {
        _ = error.description
    } catch {
        fatalError("PayloadUnzipper threw \(error)")
    }
    return 0
}
