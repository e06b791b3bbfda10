import NIOConcurrencyHelpers
import NIOSSL

/// What the verification callback saw, read after the handshake ends so that
/// errors can name the issuer or the server's actual pin.
final class PeerRecorder: Sendable {
    private struct State {
        var chain: [NIOSSLCertificate] = []
        var mismatchedPin: String?
    }
    private let state = NIOLockedValueBox(State())

    var chain: [NIOSSLCertificate] { state.withLockedValue { $0.chain } }
    var mismatchedPin: String? { state.withLockedValue { $0.mismatchedPin } }

    func record(chain: [NIOSSLCertificate]) {
        state.withLockedValue { $0.chain = chain }
    }

    func record(mismatchedPin: String) {
        state.withLockedValue { $0.mismatchedPin = mismatchedPin }
    }
}
