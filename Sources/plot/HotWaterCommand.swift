import ArgumentParser
import Foundation
import HotWater
import PlotCore
import PlotRender
import Storage
import Transport

/// `plot hot-water -o FILE`: the St Petersburg hot-water shutdown schedule, fetched (or from
/// the cache when the fetch fails, or with --offline), filtered, and drawn as pages.
struct HotWaterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hot-water",
        abstract: "Draw the St Petersburg hot-water shutdown schedule to PNG, PDF or SVG.",
        discussion: """
            The schedule comes from the classifiers service (--url; default: a demo server \
            started inside this command) as a zipped JSON file, and is kept in \
            $XDG_CACHE_HOME/plotkit/hot-water.sqlite. When a fetch fails, the cached schedule is drawn \
            and the page says from when; not when the service's certificate is not trusted, which \
            is for you to decide (see --show-cert). PDF output holds every page; PNG and SVG write a file a page \
            (NAME-2.png, ...) up to \(HotWaterCommand.rasterPageCap) pages.
            """)

    /// Raster output writes a file a page; past this, PDF is the format for the whole schedule.
    static let rasterPageCap = 20

    @OptionGroup(title: "Service and trust") var address: ServiceAddress<HotWaterAddress>

    @Option(help: ArgumentHelp("Only streets containing this text (any case; ё and е alike).", valueName: "text"))
    var search: String?

    @Option(parsing: .unconditional, help: "Draw at most N entries.")
    var limit: Int?

    @Option(help: "Language of the page and messages: ru or en (default: from LC_ALL, LC_MESSAGES or LANG).")
    var lang: HotWaterLanguage?

    @Flag(help: "Draw the cached schedule without asking the service.")
    var offline = false

    @Option(
        parsing: .unconditional,
        help: "After a failed fetch, try again up to N times, waiting 0.5 s, 1 s, 2 s... in between.")
    var retry = 0

    @OptionGroup(title: "Service and trust")
    var service: ServiceOptions

    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Output file (.png, .pdf, .svg); - writes PNG to standard output.", valueName: "file"))
    var output: String?

    @OptionGroup(title: "Page")
    var pages: PageOptions<PortraitPages>

    func outputFormat() throws -> OutputFormat { try pages.outputFormat(for: output) }
    func page() throws -> PageSpec { try pages.page() }

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be a whole number of at least 1") }
        guard (0...RetryPolicy.maxRetries).contains(retry) else {
            throw ValidationError("--retry must be a whole number from 0 to \(RetryPolicy.maxRetries)")
        }
        let fetchOnly = (address.flagGiven.map { [$0] } ?? []) + (retry > 0 ? ["--retry"] : []) + service.given
        if offline, let first = fetchOnly.first {
            throw ValidationError("--offline draws from the cache alone: drop \(first)")
        }
        _ = try outputFormat()
        _ = try page()
    }

    func run() async throws {
        if service.showCert {
            print(
                try await service.withService(url: address.url) { transport, base in
                    try await transport.showCertificateChain(url: base)
                })
            return
        }
        // Checked here rather than in validate(), so that an unknown option is what gets reported.
        guard output != nil else {
            throw ValidationError("no output: give -o FILE (.png, .pdf, .svg), or -o - for standard output")
        }
        let strings = try HotWaterStrings.load(lang ?? .fromEnvironment(ProcessInfo.processInfo.environment))
        let loaded = try await load(strings)
        if case .cached(let failure?) = loaded.origin {
            let moment = ScheduleEntryText(strings: strings).moment(loaded.dated.fetchedAt, timeZone: .current)
            note(strings.format(strings.fallback, ["reason": failure.reason, "date": moment]))
        }
        if let problem = loaded.cacheProblem { note(strings.format(strings.cacheNotSaved, ["reason": problem])) }
        try draw(loaded, strings: strings)
    }

    /// Fetched, or cached; a `HotWaterError` becomes its message in the chosen language.
    private func load(_ strings: HotWaterStrings) async throws -> LoadedSchedule {
        let access = try CacheAccess(
            fileName: ScheduleCache.fileName, offline: offline, open: { try ScheduleCache(directory: $0) }
        ) { error in
            note(strings.format(strings.cacheNotSaved, ["reason": String(describing: error)]))
        }
        let loader = ScheduleLoader(cache: access.cache, cachePath: access.path, createCache: access.create)
        do {
            if offline { return try loader.offline() }
            return try await loader.load { try await fetch(strings) }
        } catch let error as HotWaterError {
            throw CLIError(error.message(strings, remedies: Self.remedies), status: Self.status(of: error))
        }
    }

    private func fetch(_ strings: HotWaterStrings) async throws -> Schedule {
        try await service.withService(url: address.url) { transport, base in
            let client = HotWaterClient(transport: transport, baseURL: base)
            return try await RetryPolicy(retries: retry).run(
                { try await client.fetch() },
                willRetry: { attempt, error, wait in
                    let seconds = Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18
                    note(
                        strings.format(
                            strings.retrying,
                            ["attempt": String(attempt), "reason": String(describing: error), "seconds": "\(seconds)"]))
                })
        }
    }

    private func draw(_ loaded: LoadedSchedule, strings: HotWaterStrings) throws {
        guard let output else { return }
        let schedule = loaded.dated.schedule
        let query = search.map(StreetSearch.init)
        var rows = query.map { query in schedule.rows.filter(query.matches) } ?? schedule.rows
        let matched = rows.count
        if let limit { rows = Array(rows.prefix(limit)) }
        let text = ScheduleEntryText(strings: strings)
        let cached: Bool
        if case .cached = loaded.origin { cached = true } else { cached = false }
        let note = HotWaterNote(
            strings: strings, total: schedule.rows.count, matched: matched, search: query?.query,
            version: schedule.version, moment: text.moment(loaded.dated.fetchedAt, timeZone: .current), cached: cached)
        let format = try outputFormat()
        let empty =
            query.map { strings.format(strings.noMatches, ["query": $0.query]) } ?? strings.empty
        let page = format.page(try page())
        let engine = PangoTextEngine()
        let (scene, shown) = HotWaterPage(
            entries: rows.map(text.lines), strings: strings, page: page, note: note, emptyMessage: empty,
            maxFiles: Self.rasterPageCap
        ).scene(measurer: engine)
        if shown < rows.count {
            self.note(
                "\(format.rawValue.uppercased()) output holds the first \(shown) of \(rows.count) entries"
                    + " (\(Self.rasterPageCap) pages); write PDF for all, or narrow with --search or --limit")
        }
        try PageOutput.write(
            scene, format: format, to: output, text: engine, svgTextAsOutlines: pages.svgTextAsOutlines)
    }

    /// The messages' remedies, in this command's flags.
    static let remedies = HotWaterRemedies(
        retry: "plot hot-water --retry 3", showCertificate: "plot hot-water --show-cert",
        trustCA: "--ca-file FILE", pinKey: "--pin-sha256 PIN", offline: "--offline")

    static func status(of error: HotWaterError) -> ExitStatus {
        switch error {
        case .fetchFailed(let failure): return failure.kind.map(ExitStatus.init) ?? .internalError
        case .offlineNoCache: return .noInput
        }
    }

    private func note(_ text: String) { StderrNote.say(text) }
}

extension HotWaterLanguage: ExpressibleByArgument {}

/// `plot hot-water --url`: the service's root, once `--base-url`.
enum HotWaterAddress: ServiceAddressKind {
    static var help: String {
        "The service's root, e.g. \(HotWaterClient.upstreamBaseURL) (default: the embedded demo server)."
    }
    static var oldFlag: String { "base-url" }
}

extension HotWaterCommand: CallsAService {
    var serviceHints: ServiceHints { ServiceHints(command: "plot hot-water") }
}
