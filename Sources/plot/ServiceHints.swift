import Gallery
import Payments
import PlotCore
import Points
import Receipts
import Transport

/// The lower layers say what happened; the CLI adds which of its flags help, for the command
/// that ran (`plot`, `plot payments list`...), so each failure of a service call ends in one
/// line that says what to do.
struct ServiceHints {
    /// The command as typed, e.g. "plot hot-water".
    let command: String

    /// The error's own line, a hint when there is one, and the CLI's exit status for its kind.
    func failure(_ error: any Error) -> CLIError? {
        guard let kind = FailureKind.of(error) else { return nil }
        let line = Self.prefix(of: error) + String(describing: error)
        let status: ExitStatus
        switch error {
        case PaymentsError.tokenRejected, VKError.tokenRejected, ReceiptsError.sessionRejected,
            ReceiptsError.sessionEnded:
            status = .loginNeeded
        default: status = ExitStatus(kind)
        }
        return CLIError(hint(for: error).map { "\(line); \($0)" } ?? line, status: status)
    }

    func hint(for error: any Error) -> String? {
        switch error {
        case PaymentsError.tokenRejected: return "log in again with plot payments login --login NAME"
        case PaymentsError.transport(let transport), VKError.transport(let transport),
            ReceiptsError.transport(let transport):
            return hint(for: transport)
        case VKError.tokenRejected: return "log in again with plot gallery login"
        case VKError.tooManyRequests: return "wait a little and run it again"
        case ReceiptsError.sessionRejected, ReceiptsError.sessionEnded:
            return
                "sign in again with plot receipts login --login NAME, or carry on anonymously with --on-expired anonymous"
        case ReceiptsError.refused(_, "wrong_credentials"?, _):
            return "check the login and password (the demo's: demo, 12345)"
        case TransportError.certificateNotTrusted:
            return "inspect it with \(command) --show-cert, then trust that CA with --ca-file FILE"
                + " or the server key with --pin-sha256 PIN"
        case TransportError.pinMismatch:
            return "check the key with \(command) --show-cert before pinning it"
        case TransportError.tlsFailed:
            return "see what the server presents with \(command) --show-cert"
        case TransportError.timedOut(_, let phase):
            return phase.hasPrefix("connecting") ? "allow more with --connect-timeout S" : "allow more with --timeout S"
        case TransportError.bodyTooLarge: return "allow more with --max-response BYTES"
        case let transport as TransportError where transport.failureKind == .noConnection:
            return "check the network and --url"
        default: return nil
        }
    }

    /// The points service's own words need saying whose they are.
    private static func prefix(of error: any Error) -> String {
        error is PointsServiceError ? "points service: " : ""
    }
}

/// A command that talks to a service: its failures get `serviceHints` added.
protocol CallsAService {
    var serviceHints: ServiceHints { get }
}
