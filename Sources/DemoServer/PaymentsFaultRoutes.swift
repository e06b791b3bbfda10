import Hummingbird

/// Test-only misbehaviours of the payments service: base URLs under /test/payments/ whose
/// `login` and `payments` fail one way each, so client tests meet them on demand.
struct PaymentsFaultRoutes: Sendable {
    func register(on router: Router<BasicRequestContext>) {
        for name in ["login", "payments"] {
            // A crashed upstream behind a proxy: HTTP 500 with a page, not the service's JSON.
            router.on("/test/payments/status-500/\(name)", method: .post) { _, _ in ServiceHelpers.serverErrorPage() }
            router.on("/test/payments/status-500/\(name)", method: .get) { _, _ in ServiceHelpers.serverErrorPage() }
            // A captive portal or misrouted request: HTTP 200 with HTML.
            router.on("/test/payments/html/\(name)", method: .post) { _, _ in ServiceHelpers.portalPage() }
            router.on("/test/payments/html/\(name)", method: .get) { _, _ in ServiceHelpers.portalPage() }
        }
    }
}
