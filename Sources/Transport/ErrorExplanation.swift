import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

extension HTTPTransport {
    /// Turns a raw NIO / NIOSSL / collector error into a TransportError.
    /// For certificate failures it may open one more connection (that
    /// refuses the certificate and sends nothing) to name the CA or the names.
    func explain(
        _ error: any Error,
        target: RequestTarget,
        recorder: PeerRecorder,
        waitingFor phase: String
    ) async -> TransportError {
        if let known = error as? TransportError { return known }
        if let failure = error as? ExchangeFailure {
            return await explain(failure, target: target, recorder: recorder, waitingFor: phase)
        }
        return explainConnect(error, target: target)
    }

    /// Errors from opening the TCP connection.
    func explainConnect(_ error: any Error, target: RequestTarget) -> TransportError {
        if case ChannelError.connectTimeout = error {
            let limit = min(options.connectTimeout, options.totalTimeout)
            return .timedOut(seconds: limit.seconds, phase: "connecting to \(target.endpoint)")
        }
        if let connection = error as? NIOConnectionError {
            // No address to even try: the name did not resolve.
            if connection.connectionErrors.isEmpty { return .cannotResolve(host: target.host) }
            let reasons = connection.connectionErrors.map { Self.reason(of: $0.error) }
            return .cannotConnect(host: target.host, port: target.port, reason: reasons.first ?? "failed")
        }
        return .cannotConnect(host: target.host, port: target.port, reason: Self.reason(of: error))
    }

    private func explain(
        _ failure: ExchangeFailure,
        target: RequestTarget,
        recorder: PeerRecorder,
        waitingFor phase: String
    ) async -> TransportError {
        let host = target.host
        let closedEarly: TransportError =
            failure.headReceived
            ? .truncatedResponse(host: host, received: failure.bodyBytes, expected: failure.expectedBodyBytes)
            : .connectionClosed(host: host)
        switch failure.cause {
        case .timedOut:
            return .timedOut(seconds: options.totalTimeout.seconds, phase: "waiting for \(phase) \(target.endpoint)")
        case .bodyTooLarge:
            return .bodyTooLarge(limit: options.maxBodyBytes)
        case .closed:
            return closedEarly
        case .channelError(let error):
            if let pin = recorder.mismatchedPin { return .pinMismatch(host: host, actualPin: pin) }
            if let extra = error as? NIOSSLExtraError, extra == .failedToValidateHostname {
                let leaf = await presentedChain(target, recorder: recorder).first
                return .hostNameMismatch(host: host, certificateNames: leaf?.hostNames ?? [])
            }
            if case NIOSSLError.handshakeFailed(let reason) = error {
                return await explainHandshake(reason, target: target, recorder: recorder)
            }
            if Self.isPrematureClose(error) { return closedEarly }
            if error is HTTPParserError {
                return .malformedResponse(host: host, detail: "\(error)")
            }
            return .tlsFailed(host: host, detail: Self.reason(of: error))
        }
    }

    private func explainHandshake(_ reason: BoringSSLError, target: RequestTarget, recorder: PeerRecorder) async
        -> TransportError
    {
        let text = "\(reason)"
        guard text.contains("CERTIFICATE_VERIFY_FAILED") else {
            if case .sslError(let stack) = reason, stack.contains(.eofDuringHandshake) {
                return .connectionClosed(host: target.host)
            }
            return .tlsFailed(host: target.host, detail: text)
        }
        let chain = await presentedChain(target, recorder: recorder)
        guard let top = chain.last else {
            return .certificateNotTrusted(host: target.host, issuer: "unknown", detail: "")
        }
        let now = Date()
        var detail = "a CA that is neither a system root nor one of the extra trusted CAs"
        if let leaf = chain.first, leaf.notAfter < now {
            detail = "and it expired on \(CertificateReport.day(leaf.notAfter))"
        } else if let leaf = chain.first, leaf.notBefore > now {
            detail = "and it is not valid before \(CertificateReport.day(leaf.notBefore))"
        }
        return .certificateNotTrusted(host: target.host, issuer: top.issuerName, detail: detail)
    }

    /// The chain as the server presented it: from this connection's
    /// callback when there was one, else from a capture-only probe.
    func presentedChain(_ target: RequestTarget, recorder: PeerRecorder) async -> [CertificateSummary] {
        var chain = recorder.chain
        if chain.isEmpty {
            let probe = PeerRecorder()
            _ = try? await exchange(target, request: nil, verification: .captureOnly, recorder: probe)
            chain = probe.chain
        }
        return chain.compactMap { try? CertificateSummary($0) }
    }

    /// A server that went away mid-exchange, as NIOSSL / NIOHTTP1 report it.
    static func isPrematureClose(_ error: any Error) -> Bool {
        if let ssl = error as? NIOSSLError, ssl == .uncleanShutdown { return true }
        if let parser = error as? HTTPParserError, parser == .invalidEOFState { return true }
        if let io = error as? IOError, [ECONNRESET, EPIPE].contains(io.errnoCode) { return true }
        return false
    }

    /// "connection refused" rather than "IOError { errno: 111 ... }".
    static func reason(of error: any Error) -> String {
        if let io = error as? IOError { return String(cString: strerror(io.errnoCode)).lowercased() }
        return "\(error)"
    }
}

extension TimeAmount {
    var seconds: Double { Double(nanoseconds) / 1_000_000_000 }
}
