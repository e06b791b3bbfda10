import Foundation
import ZIPFoundation

/// Turns the classifier's `file` (base64 of a deflate zip with one JSON entry) into the entry's
/// bytes, in memory, refusing anything hostile or broken with the check that failed.
/// Sizes are checked twice: as the directory declares them before inflating, and as bytes
/// actually come out while inflating, since a hostile header can lie.
public struct PayloadUnzipper: Sendable {
    public var limits: PayloadLimits

    public init(limits: PayloadLimits = .standard) {
        self.limits = limits
    }

    /// The base64 text as sent; line breaks and spaces some encoders insert are ignored.
    public func entry(base64 text: String) throws -> (path: String, data: Data) {
        let compact = text.filter { !$0.isWhitespace }
        guard !compact.isEmpty, let zip = Data(base64Encoded: compact) else { throw PayloadError.invalidBase64 }
        return try entry(zip: zip)
    }

    public func entry(zip: Data) throws -> (path: String, data: Data) {
        let bytes = [UInt8](zip)
        guard ZipDirectory.looksLikeZip(bytes) else { throw PayloadError.notAZip }
        let directory = try ZipDirectory(bytes)
        guard let record = directory.records.first else { throw PayloadError.noEntry }
        guard directory.records.count == 1 else {
            throw PayloadError.severalEntries(names: directory.records.map(\.path))
        }
        try Self.checkPath(record.path)
        try checkDeclaredSizes(record)

        let archive: Archive
        do {
            archive = try Archive(data: zip, accessMode: .read)
        } catch {
            throw PayloadError.corruptZip(detail: "unreadable archive (\(error))")
        }
        guard let entry = archive.makeIterator().next(),
            entry.uncompressedSize == record.uncompressedSize, entry.compressedSize == record.compressedSize
        else { throw PayloadError.corruptZip(detail: "the entry's local header does not match the directory") }
        guard entry.type == .file else { throw PayloadError.entryNotAFile(record.path) }
        return (record.path, try inflate(entry, in: archive, declared: record))
    }

    /// `..` anywhere, or an absolute path, would write outside a folder if anyone extracted it
    /// to disk; a payload that tries it is hostile, not just odd.
    static func checkPath(_ path: String) throws {
        let parts = path.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "/" || $0 == "\\" })
        if path.hasPrefix("/") || path.hasPrefix("\\") || parts.contains("..") || path.contains(":") {
            throw PayloadError.unsafeEntryPath(path)
        }
        if path.isEmpty || path.hasSuffix("/") { throw PayloadError.entryNotAFile(path) }
    }

    /// The caps as unsigned numbers; a cap below 1 counts as 1 rather than trapping.
    private var sizeCap: UInt64 { UInt64(max(1, limits.maxUncompressedBytes)) }
    private var ratioCap: UInt64 { UInt64(max(1, limits.maxRatio)) }

    func checkDeclaredSizes(_ record: ZipDirectory.Record) throws {
        if record.uncompressedSize > sizeCap {
            throw PayloadError.zipBomb(
                .declaredSize(declared: record.uncompressedSize, cap: limits.maxUncompressedBytes))
        }
        if record.uncompressedSize > max(record.compressedSize, 1) * ratioCap {
            throw PayloadError.zipBomb(
                .declaredRatio(
                    declared: record.uncompressedSize, compressed: record.compressedSize, cap: limits.maxRatio))
        }
    }

    /// Inflates, counting bytes as they come and stopping at the first cap crossed.
    private func inflate(_ entry: Entry, in archive: Archive, declared: ZipDirectory.Record) throws -> Data {
        var output = Data()
        output.reserveCapacity(Int(declared.uncompressedSize))
        let ratioLimit = max(declared.compressedSize, 1) * ratioCap
        let checksum: CRC32
        do {
            checksum = try archive.extract(entry, skipCRC32: false) { chunk in
                let total = UInt64(output.count + chunk.count)
                if total > sizeCap {
                    throw PayloadError.zipBomb(.inflatedSize(cap: limits.maxUncompressedBytes))
                }
                if total > ratioLimit {
                    throw PayloadError.zipBomb(
                        .inflatedRatio(compressed: declared.compressedSize, cap: limits.maxRatio))
                }
                if total > declared.uncompressedSize {
                    throw PayloadError.zipBomb(.inflatedPastDeclared(declared: declared.uncompressedSize))
                }
                output.append(chunk)
            }
        } catch let error as PayloadError {
            throw error
        } catch {
            throw PayloadError.corruptZip(detail: "the entry does not inflate (\(error))")
        }
        guard UInt64(output.count) == declared.uncompressedSize else {
            throw PayloadError.corruptZip(
                detail: "the entry inflated to \(output.count) bytes, not the \(declared.uncompressedSize) declared")
        }
        guard checksum == entry.checksum else {
            throw PayloadError.corruptZip(detail: "the entry's CRC-32 does not match its contents")
        }
        return output
    }
}
