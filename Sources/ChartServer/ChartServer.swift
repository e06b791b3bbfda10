import Foundation
import Hummingbird
import Logging
import PlotCore
import PlotRender

/// `plot serve`'s web server (Hummingbird, plain HTTP): the page, its script and style, and
/// every view of one chart drawn by the engine on request (`ChartViews`), as SVG for the page
/// and as PNG, PDF or SVG to download; `/near` answers the point under the pointer; `/events`
/// tells the pages when the chart's data changed (`--watch`). Every answer passes `ServerGuard`
/// (the access token, the headers, the size of a request).
package struct ChartServer: Sendable {
    package let views: any ChartViews
    package let host: String
    package let port: Int
    /// Required on every request when set (`--host` other than loopback).
    package let token: String?
    /// A view that takes longer to draw is answered 503.
    package let renderSeconds: Double
    /// The changes of the chart's data the pages follow (`/events`), when it is watched.
    package let changes: ViewChanges?

    private let engines = TextEngines()
    private let gate: ViewGate
    private let cache = ViewCache()

    /// - Parameters:
    ///   - drawing: views drawn at once at most (default: one a core); `waiting` more wait in
    ///     line, and past those a view is answered 503.
    ///   - changes: the changes of the chart's data the pages follow, when it is watched.
    package init(
        views: any ChartViews, host: String, port: Int, token: String?, renderSeconds: Double = 10,
        drawing: Int = ProcessInfo.processInfo.activeProcessorCount, waiting: Int = 64, changes: ViewChanges? = nil
    ) {
        self.views = views
        self.host = host
        self.port = port
        self.token = token
        self.renderSeconds = renderSeconds
        gate = ViewGate(drawing: drawing, waiting: waiting)
        self.changes = changes
    }

    /// The page; one whose data is watched says so on its body, so its script follows `/events`.
    private var page: [UInt8] {
        guard changes != nil else { return PackageResources.page_html }
        let html = String(decoding: PackageResources.page_html, as: UTF8.self)
        return Array(html.replacingOccurrences(of: "data-watch=\"\"", with: "data-watch=\"events\"").utf8)
    }

    /// Serves until the process is told to stop (SIGINT, SIGTERM); `onListening` gets the port.
    package func run(onListening: @escaping @Sendable (Int) -> Void) async throws {
        let router = Router()
        router.add(middleware: ServerGuard(token: token))
        let (page, changes) = (self.page, self.changes)
        router.get("/") { _, _ in Self.file(page, type: "text/html; charset=utf-8") }
        router.get("/plot.js") { _, _ in Self.file(PackageResources.plot_js, type: "text/javascript; charset=utf-8") }
        router.get("/plot.css") { _, _ in Self.file(PackageResources.plot_css, type: "text/css; charset=utf-8") }
        router.get("/view.json") { request, _ in await answer(request, format: nil) }
        for format in OutputFormat.allCases {
            router.get("/view.\(format.rawValue)") { request, _ in await answer(request, format: format) }
        }
        router.get("/near") { request, _ in await near(request) }
        router.get("/events") { _, _ in EventStream.response(changes) }
        var logger = Logger(label: "plot-serve")
        logger.logLevel = .critical
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port)),
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
            logger: logger)
        try await app.runService()
    }

    /// The view a request asks for, as a picture (`format`) or, without one, the geometry of
    /// its plot as JSON (`ViewGeometry`; `null` when it has none). The geometry's drawing keeps
    /// the view's SVG for the page's next request, the picture.
    private func answer(_ request: Request, format: OutputFormat?) async -> Response {
        await refusing {
            let parameters = ServerAnswer.parameters(request)
            let view = try ChartView(query: parameters)
            let ticket = try ViewTicket(query: parameters)
            let picture = ViewCache.Key(view: view, format: format ?? .svg, version: changes?.version ?? 0)
            let cache = self.cache
            let keeps = views.holdsItsData
            var bytes = format == nil || !keeps ? nil : cache.picture(picture)
            if bytes == nil {
                bytes = try await draw(view, format: picture.format, ticket: ticket) { page, drawn in
                    let file = try SceneOutput(text: drawn.text).files(drawn.scene, format: picture.format).first ?? []
                    guard format == nil else { return file }
                    if keeps { cache.keep(file, for: picture) }
                    let geometry = ViewGeometry(page: page, plotArea: drawn.plotArea, view: drawn.view)
                    return Array((geometry?.json ?? "null").utf8)
                }
            }
            guard let format else {
                var response = ServerAnswer.response(.ok, type: "application/json", bytes: bytes ?? [])
                // The page compares it with the changes it is told of (`--watch`).
                if changes != nil { response.headers[.init("X-Data-Version")!] = String(picture.version) }
                return response
            }
            var response = ServerAnswer.response(.ok, type: format.contentType, bytes: bytes ?? [])
            response.headers[.contentDisposition] = "inline; filename=\"chart.\(format.rawValue)\""
            return response
        }
    }

    /// `/near?px=..&py=..` with a view's parameters: the point nearest that pixel of the view's
    /// picture (left to right, top to bottom), as JSON, or `null` when none is within reach.
    private func near(_ request: Request) async -> Response {
        await refusing {
            let parameters = ServerAnswer.parameters(request)
            let view = try ChartView(query: parameters)
            let ticket = try ViewTicket(query: parameters)
            guard let px = parameters["px"].flatMap(Double.init), let py = parameters["py"].flatMap(Double.init),
                px.isFinite, py.isFinite
            else { throw ViewRefused("near needs px and py: a pixel of the view's picture") }
            let bytes = try await draw(view, format: .svg, picture: false, ticket: ticket) { page, drawn in
                guard let geometry = ViewGeometry(page: page, plotArea: drawn.plotArea, view: drawn.view),
                    let point = NearestPoint(page: page, geometry: geometry, pixelX: px, pixelY: py)
                else { return Array("null".utf8) }
                return Array(point.json.utf8)
            }
            return ServerAnswer.response(.ok, type: "application/json", bytes: bytes)
        }
    }

    /// A drawn view: its scene, where its plot is, and the engine that measured it.
    struct Drawn {
        var scene: Scene
        var plotArea: Rect
        var view: Viewport?
        var text: PangoTextEngine
    }

    /// Lays out `view` for `format`'s medium within the time limit, when the gate lets it (a
    /// view drawn past its limit keeps its turn until it is done), and hands it to `make`.
    private func draw(
        _ view: ChartView, format: OutputFormat, picture: Bool = true, ticket: ViewTicket?,
        _ make: @escaping @Sendable (DataChartPage, Drawn) throws -> [UInt8]
    ) async throws -> [UInt8] {
        let (views, engines, gate) = (self.views, self.engines, self.gate)
        try await gate.enter(ticket, waitingAtMost: renderSeconds)
        return try await TimeLimit.run(seconds: renderSeconds) {
            defer { gate.leave() }
            return try await engines.with { engine in
                let spec = format.page(PageSpec(size: view.size, scale: 1))
                let page = try await views.page(for: view, on: spec, measurer: engine)
                let drawn = page.drawn(measurer: engine)
                return try make(
                    page, Drawn(scene: drawn.scene, plotArea: drawn.plotArea, view: drawn.view, text: engine))
            }
        }
    }

    /// Runs `body`, answering a refused view 400, one too slow 503 and anything else 500, each
    /// with one line; the error itself goes to stderr, never to the page (it may name a
    /// database's host).
    private func refusing(_ body: () async throws -> Response) async -> Response {
        do {
            return try await body()
        } catch let refused as ViewRefused {
            return ServerAnswer.text(.badRequest, refused.description)
        } catch is ViewGate.Superseded {
            return ServerAnswer.text(.conflict, "a newer view of this page came first: this one was not drawn")
        } catch is ViewGate.Busy {
            return ServerAnswer.text(
                .serviceUnavailable,
                "the server is drawing \(gate.drawing) views with \(gate.waiting) waiting: try again in a moment")
        } catch is TimeLimit.Exceeded {
            return ServerAnswer.text(
                .serviceUnavailable, "the view took longer than \(NumberText.shortest(renderSeconds)) s to draw")
        } catch {
            FileHandle.standardError.write(Data("plot serve: \(error)\n".utf8))
            return ServerAnswer.text(.internalServerError, "the view could not be drawn (the server says why)")
        }
    }

    private static func file(_ bytes: [UInt8], type: String) -> Response {
        ServerAnswer.response(.ok, type: type, bytes: bytes)
    }
}

extension OutputFormat {
    /// The media type a view in this format is answered with.
    var contentType: String {
        switch self {
        case .png: return "image/png"
        case .pdf: return "application/pdf"
        case .svg: return "image/svg+xml"
        }
    }
}
