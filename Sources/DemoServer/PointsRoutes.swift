import Hummingbird

/// The points service: `pointsList` as described in API.md section 1.
struct PointsRoutes: Sendable {
    static let path: RouterPath = "/mobws/json/pointsList"

    let configuration: DemoServerConfiguration
    let random: SharedRandom

    func register(on router: Router<BasicRequestContext>) {
        router.post(Self.path) { request, _ in try await answer(request) }
        router.get(Self.path) { request, _ in try await answer(request) }
    }

    func answer(_ request: Request) async throws -> Response {
        let parameters = try await ServiceHelpers.parameters(of: request)
        guard let text = parameters["count"], let count = Int(text), count > 0, count <= configuration.maxCount else {
            return ServiceHelpers.json(PointsGenerator.badParameters)
        }
        let generator = PointsGenerator(numericCoordinates: configuration.numericCoordinates)
        let body = random.withGenerator { rng -> String in
            // Random -1 errors, like upstream; either layout seen in the wild.
            let roll = Double(rng.next() >> 11) / Double(1 << 53)
            if roll < configuration.errorRate {
                return PointsGenerator.failure(message: PointsGenerator.russianError, nested: rng.next() % 2 == 0)
            }
            return generator.success(count: count, using: &rng)
        }
        return ServiceHelpers.json(body)
    }
}
