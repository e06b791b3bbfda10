import Foundation

/// Where a kept session stands, from its account and whether the jar still holds its cookie:
/// live; a signed-in session that ended (the user chooses what now, as after a 401); or none
/// (never one, or an anonymous one that ended, which a new anonymous one replaces as well).
public enum SessionStanding: Sendable, Equatable {
    case none
    case live(Account)
    /// Ended at its expiry, or, when its cookie went before, by `now` at the latest.
    case ended(Account, at: Date)

    public init(account: Account?, hasCookie: Bool, now: Date) {
        guard let account else {
            self = .none
            return
        }
        if account.expiresAt > now, hasCookie {
            self = .live(account)
        } else if account.kind == .user {
            self = .ended(account, at: min(account.expiresAt, now))
        } else {
            self = .none
        }
    }

    /// `status`'s line: "no session", "anonymous until ...", "signed in as demo until ...",
    /// "session of demo ended at 2026-11-23 13:05 UTC".
    public func statusLine(timeZone: TimeZone) -> String {
        switch self {
        case .none: return "no session"
        case .live(let account): return account.statusLine(timeZone: timeZone)
        case .ended(let account, let at):
            return "session of \(account.name ?? "?") ended at \(Account.moment(at, timeZone: timeZone))"
        }
    }
}
