// The hot-water service's answer: the JSON envelope, the base64 zip inside it, the unzip
// checks and the rows. Any body gives a Schedule or a PayloadError; nothing else.
import Foundation
import HotWater

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        _ = try ScheduleDecoder().decode(Data(bytes: data, count: size))
    } catch let error as PayloadError {
        _ = error.description
    } catch {
        fatalError("ScheduleDecoder threw \(error)")
    }
    return 0
}
