import NIOCore
import NIOSSL

/// How the server's certificate is judged on one connection.
enum PeerVerification: Sendable {
    /// BoringSSL checks the chain against the trust roots; NIOSSL checks the name.
    case standard
    /// The leaf key must match one of these pins; NIOSSL still checks the name.
    case pinned(Set<String>)
    /// Record the presented chain and refuse it: used to show or explain a
    /// certificate without ever sending a request over that connection.
    case captureOnly

    /// The NIOSSL custom verification callback for this mode, if any.
    /// Pinned mode replaces BoringSSL's chain check on purpose: the key is
    /// the identity, so an unknown or expired CA does not matter.
    func callback(recorder: PeerRecorder) -> NIOSSLCustomVerificationCallback? {
        switch self {
        case .standard:
            return nil
        case .pinned(let pins):
            return { chain, promise in
                recorder.record(chain: chain)
                guard let leaf = chain.first, let pin = try? spkiSHA256(of: leaf) else {
                    promise.succeed(.failed)
                    return
                }
                if pins.contains(pin) {
                    promise.succeed(.certificateVerified)
                } else {
                    recorder.record(mismatchedPin: pin)
                    promise.succeed(.failed)
                }
            }
        case .captureOnly:
            return { chain, promise in
                recorder.record(chain: chain)
                promise.succeed(.failed)
            }
        }
    }
}
