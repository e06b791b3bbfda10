import Foundation
import ZIPFoundation

/// The hot-water service's answer: the envelope around base64 of a deflate zip holding
/// `disconnect_teploset.json`, built with ZIPFoundation as upstream's would be, and the
/// broken and hostile variants of it.
enum HotWaterPayload {
    static let entryName = "disconnect_teploset.json"
    static let classifierName = "График остановок ТЭЦ ТГК-1 2016г"
    static let version = "26"
    /// Entries carry a fixed date, so the same schedule gives the same bytes.
    static let entryDate = Date(timeIntervalSince1970: 1_597_190_400)

    struct Answer: Sendable {
        var status: Int
        var body: String
    }

    /// The envelope of a classifier list, as upstream lays it out.
    static func envelope(status: String = "result", classifiers: [(id: Int, file: String)]) -> String {
        let list = classifiers.map { classifier in
            #"{"classifierId":\#(classifier.id),"classifierName":"\#(classifierName)","#
                + #""file":"\#(classifier.file)","version":"\#(version)"}"#
        }
        return #"{"status":"\#(status)","responseData":{"classifiers":[\#(list.joined(separator: ","))]},"#
            + #""expectedResponseDate":"12.08.2020"}"#
    }

    /// A zip of the given entries, each deflated; the provider streams so large entries are
    /// never held whole.
    static func zip(_ entries: [(name: String, size: Int, chunk: (Int, Int) -> Data)]) throws -> Data {
        let archive = try Archive(accessMode: .create)
        for entry in entries {
            try archive.addEntry(
                with: entry.name, type: .file, uncompressedSize: Int64(entry.size), modificationDate: entryDate,
                compressionMethod: .deflate
            ) { position, size in entry.chunk(Int(position), size) }
        }
        return archive.data ?? Data()
    }

    static func zip(name: String, data: Data) throws -> Data {
        try zip([(name, data.count, { position, size in data.subdata(in: position..<(position + size)) })])
    }

    /// `size` zero bytes, the classic bomb: deflate squeezes them about 1000:1.
    static func zeros(name: String, size: Int) throws -> Data {
        try zip([(name, size, { _, size in Data(count: size) })])
    }

    static func good(schedule: Data) throws -> Data {
        try zip(name: entryName, data: schedule)
    }

    static func answer(_ fault: HotWaterFault?, schedule: () throws -> Data) throws -> Answer {
        func wrap(_ zip: Data) -> Answer {
            Answer(status: 200, body: envelope(classifiers: [(4, zip.base64EncodedString())]))
        }
        guard let fault else { return wrap(try schedule()) }
        switch fault {
        case .badStatus:
            return Answer(
                status: 200, body: #"{"status":"error","responseData":null,"errorMessage":"Сервис недоступен"}"#)
        case .emptyClassifiers:
            return Answer(status: 200, body: envelope(classifiers: []))
        case .missingClassifier:
            return Answer(status: 200, body: envelope(classifiers: [(3, Data("{}".utf8).base64EncodedString())]))
        case .invalidBase64:
            return Answer(status: 200, body: envelope(classifiers: [(4, "UEsDBBQ*not/base64!!")]))
        case .notZip:
            return wrap(Data("%PDF-1.4 this is a document, not an archive".utf8))
        case .corruptZip:
            var zip = try schedule()
            // Damage the start of the deflate stream (its first block gets the reserved type 11),
            // the headers intact: an inflater must fail, whatever comes after.
            let dataStart = 30 + Int(zip[26]) + Int(zip[27]) << 8 + Int(zip[28]) + Int(zip[29]) << 8
            zip[dataStart] = 0xFF
            return wrap(zip)
        case .truncatedZip:
            let zip = try schedule()
            return wrap(zip.prefix(zip.count / 2))
        case .noEntry:
            return wrap(try zip([]))
        case .severalEntries:
            let readme = Data("Графики отключений\n".utf8)
            let zip = try zip([
                (entryName, 2, { _, _ in Data("[]".utf8) }),
                ("readme.txt", readme.count, { position, size in readme.subdata(in: position..<(position + size)) }),
            ])
            return wrap(zip)
        case .pathTraversal:
            return wrap(try zip(name: "../" + entryName, data: Data("[]".utf8)))
        case .zipBombRatio:
            return wrap(try zeros(name: entryName, size: 20 << 20))
        case .zipBombSize:
            return wrap(try zeros(name: entryName, size: 80 << 20))
        case .zipBombLying:
            return wrap(lyingSizes(try zeros(name: entryName, size: 20 << 20), claimed: 1_000_000))
        case .serverError:
            return Answer(status: 500, body: "<html><body><h1>500 Internal Server Error</h1></body></html>")
        case .notJSON:
            return Answer(status: 200, body: "<html><body>Технические работы</body></html>")
        }
    }

    /// Rewrites the uncompressed size in a one-entry zip's local header (offset 22) and
    /// central directory header (offset 24), as a hand-made bomb would.
    static func lyingSizes(_ zip: Data, claimed: UInt32) -> Data {
        var bytes = [UInt8](zip)
        let little = (0..<4).map { UInt8(truncatingIfNeeded: claimed >> (8 * $0)) }
        bytes.replaceSubrange(22..<26, with: little)
        if let central = (0..<(bytes.count - 4)).last(where: { bytes[$0..<($0 + 4)] == [0x50, 0x4B, 0x01, 0x02] }) {
            bytes.replaceSubrange((central + 24)..<(central + 28), with: little)
        }
        return Data(bytes)
    }
}
