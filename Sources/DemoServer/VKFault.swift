/// Each way the VK emulation can misbehave, for tests and demos: chosen per request under
/// `/fault/NAME/vk/...` (the API base `https://HOST/fault/NAME/vk/` keeps it for every call and
/// every image URL it hands out), or for every request by `DemoServerConfiguration.vkFault`.
public enum VKFault: String, CaseIterable, Sendable {
    /// Every method call: error 6, "Too many requests per second".
    case rateLimit = "rate-limit"
    /// Every method call: error 5, "User authorization failed".
    case badToken = "bad-token"
    /// Every method call: HTTP 500 with an HTML page.
    case serverError = "server-error"
    /// Every method call: HTTP 200 with a body that is not JSON.
    case notJSON = "not-json"
    /// The lists are fine; every tenth photo's images answer 404, and photo 7's are cut in half.
    case brokenImages = "broken-images"
    /// The authorize page redirects as when the user presses Cancel (`#error=access_denied`).
    case deny
    /// The authorize page redirects in the 2024 form: the token URL percent-encoded in an
    /// `authorize_url=` query parameter.
    case wrappedRedirect = "wrapped-redirect"
}
