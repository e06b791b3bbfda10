// URLs as the CLI takes them (--url, --base-url) and as a redirect's Location names them:
// RequestTarget on any text gives a host, a port in range and a request line without
// spaces or line breaks, or a TransportError.invalidURL; nothing else.
@testable import Transport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let target = try RequestTarget(text)
        precondition((1...65535).contains(target.port))
        precondition(!target.host.isEmpty)
        precondition(
            !target.pathAndQuery.utf8.contains { $0 <= 0x20 || $0 == 0x7F },
            "the request line would carry \(target.pathAndQuery.debugDescription)")
        precondition(!target.hostHeader.utf8.contains { $0 == 0x0D || $0 == 0x0A }, "a line break in Host")
        _ = target.hostIsIPAddress
        _ = target.endpoint
    } catch TransportError.invalidURL {
    } catch {
        fatalError("RequestTarget threw \(error)")
    }
    return 0
}
