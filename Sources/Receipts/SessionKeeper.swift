/// What to do when the service ends a session (HTTP 401): the user's choice, asked on a
/// terminal or given with `--on-expired`.
public enum SessionRecovery: Sendable, Equatable {
    /// Sign in again (the password asked for or read by the caller).
    case login(name: String, password: String)
    /// Carry on in a new anonymous session.
    case anonymous
    /// Stop: the request fails with the 401.
    case fail
}

/// What the keeper did on the user's behalf, for the caller to say in its own words.
public enum SessionEvent: Sendable, Equatable {
    /// There was no session: an anonymous one was started.
    case startedAnonymous
    /// The session ended midway; a new anonymous one carries on.
    case continuedAnonymously
    /// The session ended midway; signed in again as this login.
    case signedInAgain(String)
}

/// Keeps a command's requests inside a session: starts an anonymous one when there is none,
/// and when the service ends the session midway (401), asks `recover` what to do, does it, and
/// sends the refused request once more. A second 401 in a row is the answer.
public final class SessionKeeper {
    public let client: ReceiptsClient
    /// The session's account, as the service last said; nil before one is known.
    public private(set) var account: Account?
    /// Decides what to do about an ended session (`account` is the one that ended).
    let recover: (_ ended: Account?) async throws -> SessionRecovery
    /// Told what the keeper did on the user's behalf.
    let notice: (SessionEvent) -> Void

    public init(
        client: ReceiptsClient, account: Account?,
        recover: @escaping (_ ended: Account?) async throws -> SessionRecovery,
        notice: @escaping (SessionEvent) -> Void
    ) {
        self.client = client
        self.account = account
        self.recover = recover
        self.notice = notice
    }

    /// A command that needs a session and has none starts an anonymous one, and says so. A
    /// signed-in session that ended since is not "none": `recover` decides, as after a 401.
    public func ensureSession() async throws {
        switch SessionStanding(account: account, hasCookie: client.hasSessionCookie, now: client.clock()) {
        case .live: return
        case .ended(let ended, let at): try await renew(ended, failing: .sessionEnded(ended, at: at))
        case .none:
            account = try await client.startAnonymous()
            notice(.startedAnonymous)
        }
    }

    /// `request` in the session; after a 401, the recovery chosen and one retry.
    public func run<T>(_ request: () async throws -> T) async throws -> T {
        do {
            return try await request()
        } catch ReceiptsError.sessionRejected {
            try await renew(account, failing: .sessionRejected)
            return try await request()
        }
    }

    /// Does what `recover` chooses for the `ended` session: a new session, or `failure` thrown.
    private func renew(_ ended: Account?, failing failure: ReceiptsError) async throws {
        switch try await recover(ended) {
        case .fail:
            throw failure
        case .anonymous:
            account = try await client.startAnonymous()
            notice(.continuedAnonymously)
        case .login(let name, let password):
            account = try await client.login(name, password: password)
            notice(.signedInAgain(name))
        }
    }

    /// Signs in, replacing any session.
    public func login(_ name: String, password: String) async throws {
        account = try await client.login(name, password: password)
    }

    public func startAnonymous() async throws {
        account = try await client.startAnonymous()
    }

    /// Ends the session on the service (when it still has one) and forgets it.
    public func logout() async throws {
        if client.hasSessionCookie { try await client.logout() }
        account = nil
    }
}
