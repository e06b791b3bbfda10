import ArgumentParser
import Foundation
import Receipts

/// `plot receipts search TEXT -o FILE`: the places and receipts matching TEXT, 50 at a time.
struct ReceiptsSearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Draw the places and receipts matching a text (shop, address or item).")

    @Argument(help: "What to look for (any case; ё and е alike).")
    var text: String

    @Option(parsing: .unconditional, help: "Stop after N receipts.")
    var limit: Int?

    @OptionGroup var service: ReceiptsServiceArguments

    @OptionGroup(title: "When the session ends") var recovery: ReceiptsRecoveryArguments

    @OptionGroup var page: ReceiptsPageArguments

    func validate() throws {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError(
                "nothing to search for: give a text (places near you: plot receipts nearby --near LAT,LON)")
        }
        if let limit, limit < 1 { throw ValidationError("--limit must be a whole number of at least 1") }
    }

    func run() async throws {
        if try await showCertificate(service) { return }
        _ = try page.requireOutput()
        let words = ReceiptsText(page.lang)
        let query = text.trimmingCharacters(in: .whitespaces)
        let found = try await service.withKeeper(recovery: recovery) { keeper in
            try await Spinner.run("searching") { try await SearchLoader.load(query, keeper: keeper, limit: limit) }
        }
        let (places, receipts, skipped) = (found.places, found.receipts, found.skipped)
        var entries: [ReceiptsEntry] = []
        if !places.isEmpty {
            entries.append(.header(words.placesSection))
            entries += places.map { .place($0, distance: nil) }
        }
        if !receipts.isEmpty {
            entries.append(.header(words.receiptsSection))
            entries += receipts.map { .receipt($0) }
        }
        let note = ReceiptsNotes.search(
            query: query, receipts: receipts.count, places: places.count, skipped: skipped, text: words)
        try page.write(
            entries: entries, title: "\(words.searchTitle): \(query)", note: note, empty: words.nothingFound)
    }
}

extension ReceiptsSearchCommand: CallsAService {
    var serviceHints: ServiceHints { ReceiptsServiceArguments.hints("search") }
}

/// `plot receipts nearby --near LAT,LON -o FILE`: the places nearest a location.
struct ReceiptsNearbyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nearby", abstract: "Draw the places nearest a location, with their distance and products.")

    @Option(
        help: ArgumentHelp(
            "Where you are, in degrees: latitude,longitude (e.g. 55.7887,49.1221).", valueName: "lat,lon"))
    var near: String?

    @Option(parsing: .unconditional, help: "Draw at most N places.")
    var limit: Int?

    @OptionGroup var service: ReceiptsServiceArguments

    @OptionGroup(title: "When the session ends") var recovery: ReceiptsRecoveryArguments

    @OptionGroup var page: ReceiptsPageArguments

    func validate() throws {
        if let near, Coordinate(near) == nil {
            throw ValidationError(
                "--near must be latitude,longitude in degrees (-90 to 90, -180 to 180), e.g. 55.7887,49.1221")
        }
        if let limit, limit < 1 { throw ValidationError("--limit must be a whole number of at least 1") }
    }

    func run() async throws {
        if try await showCertificate(service) { return }
        // The app's "allow geolocation" button: a command line has no location of its own.
        guard let near, let location = Coordinate(near) else {
            throw CLIError(
                "no location to look near: give it with --near LAT,LON (e.g. --near 55.7887,49.1221;"
                    + " a map's \"what's here\" shows both)", status: .usage)
        }
        _ = try page.requireOutput()
        let words = ReceiptsText(page.lang)
        let nearest = try await service.withKeeper(recovery: recovery) { keeper in
            try await SearchLoader.nearby(location, keeper: keeper, limit: limit)
        }
        try page.write(
            entries: nearest.map { .place($0.place, distance: $0.distance) }, title: words.placesTitle,
            note: ReceiptsNotes.nearby(count: nearest.count, location: location, text: words), empty: words.nothingFound
        )
    }
}

extension ReceiptsNearbyCommand: CallsAService {
    var serviceHints: ServiceHints { ReceiptsServiceArguments.hints("nearby") }
}

/// `plot receipts add QR`: adds a receipt from its QR text, each field checked before sending.
struct ReceiptsAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a receipt from its QR code's text (t=...&s=...&fn=...&i=...&fp=...&n=1).")

    @Argument(
        help: "The QR code's text, quoted: 't=20201017T1923&s=1498.00&fn=9289000100412345&i=12345&fp=3456789012&n=1'.")
    var qr: String

    @OptionGroup var service: ReceiptsServiceArguments

    @OptionGroup(title: "When the session ends") var recovery: ReceiptsRecoveryArguments

    func run() async throws {
        let code: ReceiptQR
        do {
            code = try ReceiptQR(qr)
        } catch let problem as ReceiptQR.Problem {
            throw CLIError(problem.description, status: .badData)
        }
        if try await showCertificate(service) { return }
        let receipt = try await service.withKeeper(recovery: recovery) { keeper in
            try await keeper.ensureSession()
            return try await keeper.run { try await keeper.client.add(code) }
        }
        let text = ReceiptsText(.en)
        print(
            "added the receipt of \(text.dateTime(receipt)) for \(text.money(receipt.total ?? code.total)) (\(receipt.id))"
        )
    }
}

extension ReceiptsAddCommand: CallsAService {
    var serviceHints: ServiceHints { ReceiptsServiceArguments.hints("add") }
}
