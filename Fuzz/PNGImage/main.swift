// PNG files for `plot grid`: libpng behind the C shim that turns its longjmp into a status.
// Any bytes give pixels or an ImageDecodeError; nothing else.
@testable import PlotRender

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    do {
        let (width, height) = try PNGDecoder.size(bytes)
        // Bounded so one input costs milliseconds: the cap itself is ImageLimits' business.
        guard width * height <= 4_000_000 else { return 0 }
        let pixels = try PNGDecoder.decode(bytes)
        precondition(pixels.width == width && pixels.height == height)
    } catch {
        _ = error.description
    }
    return 0
}
