import Database
import FileOutput
import Input
import PlotCore
import PlotRender
import Storage
import Transport

/// How every `plot` command ends, the same table for all (docs/CLI.md: Exit status). The values are
/// sysexits.h's, which scripts and mail filters already know; each kind of failure gets the one
/// whose meaning fits, and no two failures a user would act on differently share one.
enum ExitStatus: Int32, CaseIterable {
    case success = 0
    /// EX_USAGE: a flag, a value or a combination of flags is wrong; nothing was done.
    case usage = 64
    /// EX_DATAERR: the input holds no usable points (a bad line, no points, malformed JSON).
    case badData = 65
    /// EX_NOINPUT: the input file does not exist or cannot be read; `--offline` with no cache.
    case noInput = 66
    /// EX_UNAVAILABLE: the service could not be reached: no connection, or it timed out
    /// (`demo-server`: the port cannot be listened on).
    case unavailable = 69
    /// EX_SOFTWARE: a failure nobody classified, e.g. Cairo refusing to draw: a bug to report.
    case internalError = 70
    /// EX_CANTCREAT: the output cannot be written (a missing folder, a closed pipe...).
    case cannotWriteOutput = 73
    /// EX_IOERR: a file PlotKit keeps for itself (the token, the cache) cannot be read or written.
    case storage = 74
    /// EX_PROTOCOL: the service answered but said no (an HTTP error status, its own error code)
    /// or answered with something unusable (not HTTP, cut off, too large, not its format).
    case serviceFailed = 76
    /// EX_NOPERM: a login is needed: not logged in, or the token was rejected.
    case loginNeeded = 77
    /// EX_CONFIG: the server is not trusted (certificate, host name, pin, TLS): trusting it is
    /// a setting only the user can change, so this is never lumped with the network.
    case untrusted = 78

    init(_ kind: FailureKind) {
        switch kind {
        case .noConnection, .timedOut: self = .unavailable
        case .untrusted: self = .untrusted
        case .refused, .malformed: self = .serviceFailed
        case .invalidSettings: self = .usage
        }
    }

    /// The status of an error that is not ArgumentParser's own; nil leaves it to ArgumentParser.
    static func of(_ error: any Error) -> ExitStatus? {
        switch error {
        case let error as CLIError: return error.status
        case let error as any ClassifiedFailure: return ExitStatus(error.failureKind)
        case let error as InputError:
            switch error.cause {
            case .unreadable: return .noInput
            case .usage: return .usage
            case .invalid: return .badData
            }
        case let error as ChartDataError: return error.isUsage ? .usage : .badData
        case is OutputFileError: return .cannotWriteOutput
        case is StorageError: return .storage
        case let error as RenderError: return error.cause == .request ? .usage : .internalError
        case let error as M4IndexError:
            switch error {
            case .noSuchTable, .missing: return .noInput
            case .notATable, .xNotNumber, .nameTooLong, .notPostgres: return .usage
            case .noPermission: return .cannotWriteOutput
            case .stale: return .badData
            }
        case let error as DatabaseChartError:
            switch error.kind {
            case .usage: return .usage
            case .badData: return .badData
            case .noInput: return .noInput
            case .unavailable: return .unavailable
            }
        default: return nil
        }
    }
}
