/// Each way the receipts service can fail, a base URL away: `/fault/NAME/api/v2.1/...`.
public enum ReceiptsFault: String, CaseIterable, Sendable {
    /// The feed's third page (skip 100 and on) answers 401: the session "died" mid-feed, for
    /// good. Sessions begun after such a death (the user's new one) are spared.
    case expireMidFeed = "expire-mid-feed"
    /// The feed's third page (skip 100 and on) answers HTTP 500: a failure midway through the feed.
    case failMidFeed = "fail-mid-feed"
    /// Feed pages after the first are cut off halfway through their body (the connection closes
    /// before Content-Length bytes).
    case truncatedPage = "truncated-page"
    /// Every request answers HTTP 500 with an HTML page.
    case serverError = "server-error"
}
