import Foundation
import Hummingbird
import NIOConcurrencyHelpers

/// The St Petersburg hot-water schedule (API.md section 3):
/// `GET /UniversalMobileService/classifiers/downloadClassifiers?classifiersId=4`, and the same
/// under `/fault/NAME/...` answering with that fault (see `HotWaterFault`), so a client can be
/// pointed at a broken service with nothing but its base URL.
struct HotWaterRoutes: Sendable {
    static let path = "/UniversalMobileService/classifiers/downloadClassifiers"

    let configuration: DemoServerConfiguration
    /// The good zip, built on first use and then reused: the schedule never changes.
    private let schedule = NIOLockedValueBox<Data?>(nil)

    init(configuration: DemoServerConfiguration) {
        self.configuration = configuration
    }

    func register(on router: Router<BasicRequestContext>) {
        router.get(RouterPath(Self.path)) { request, _ in
            try answer(request, fault: configuration.hotWaterFault)
        }
        router.get(RouterPath("/fault/:fault" + Self.path)) { request, context in
            let name = context.parameters.get("fault") ?? ""
            guard let fault = HotWaterFault(rawValue: name) else {
                let known = HotWaterFault.allCases.map(\.rawValue).joined(separator: ", ")
                return ServiceHelpers.json(
                    #"{"status":"error","errorMessage":"unknown fault \#(name); known: \#(known)"}"#, status: .notFound)
            }
            return try answer(request, fault: fault)
        }
    }

    func answer(_ request: Request, fault: HotWaterFault?) throws -> Response {
        // Upstream answers other classifier ids too; this server knows only the schedule.
        if fault == nil, request.uri.queryParameters["classifiersId"].map(String.init) != "4" {
            return ServiceHelpers.json(HotWaterPayload.envelope(classifiers: []))
        }
        let answer = try HotWaterPayload.answer(fault) { try zippedSchedule() }
        return ServiceHelpers.json(answer.body, status: .init(code: answer.status))
    }

    func zippedSchedule() throws -> Data {
        if let built = schedule.withLockedValue({ $0 }) { return built }
        let built = try HotWaterPayload.good(schedule: Data(HotWaterScheduleGenerator.json().utf8))
        schedule.withLockedValue { $0 = built }
        return built
    }
}
