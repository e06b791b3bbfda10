// The address VK's login ends on (`plot gallery login --redirect-url`, and the authorize page's
// Location): OAuthRedirect on any text gives a grant with a token and an expiry of zero or more
// seconds, or one of its Failures; nothing else (its throws are typed), and never a trap in
// the percent-decoding or the unwrapping of `authorize_url`.
import Gallery

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let grant = try OAuthRedirect.parse(text)
        precondition(!grant.token.isEmpty, "an empty token")
        precondition(grant.expiresIn >= 0, "a negative expiry")
    } catch {
        _ = error.description
    }
    return 0
}
