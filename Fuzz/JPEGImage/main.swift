// JPEG files for `plot grid`: the marker walk (EXIF orientation, Adobe segment), TurboJPEG's
// header through JPEGDecoder, and a decode at 1/8 scale. Any bytes give pixels or an
// ImageDecodeError; nothing else.
@testable import PlotRender

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let markers = JPEGMarkers(bytes)
    precondition((1...8).contains(markers.orientation))
    do {
        let header = try JPEGDecoder.header(bytes)
        // Bounded so one input costs milliseconds: the cap itself is ImageLimits' business.
        guard header.width * header.height <= 16_000_000 else { return 0 }
        let pixels = try JPEGDecoder.decode(bytes, header: header, shrink: 8)
        precondition(pixels.pixels.count == pixels.width * pixels.height)
    } catch {
        _ = error.description
    }
    return 0
}
