import Foundation

/// A bounds-checked reading of a zip's central directory, done before ZIPFoundation sees the
/// archive: entry count, names and declared sizes come from here. ZIP64 is refused, so every
/// size and offset fits in 32 bits and no sum over them can overflow, whatever a hostile
/// archive claims. The payload is tens of kilobytes; it never needs ZIP64.
struct ZipDirectory {
    struct Record: Equatable {
        var path: String
        var compressedSize: UInt64
        var uncompressedSize: UInt64
        var method: UInt16
        var localHeaderOffset: UInt64
    }

    var records: [Record]

    static let localHeaderSignature: UInt32 = 0x0403_4B50
    static let centralHeaderSignature: UInt32 = 0x0201_4B50
    static let endSignature: UInt32 = 0x0605_4B50
    static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    static let endRecordSize = 22
    static let centralHeaderSize = 46
    static let localHeaderSize = 30

    /// True when the bytes start as a zip does: a local file header, or the end record of an
    /// empty archive.
    static func looksLikeZip(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        let signature = read32(bytes, 0)
        return signature == localHeaderSignature || signature == endSignature
    }

    /// Throws `PayloadError.corruptZip` for anything out of bounds or inconsistent.
    init(_ bytes: [UInt8]) throws {
        guard let end = Self.findEndRecord(bytes) else {
            throw PayloadError.corruptZip(detail: "no end of central directory record")
        }
        if end >= 20, Self.read32(bytes, end - 20) == Self.zip64LocatorSignature {
            throw PayloadError.corruptZip(detail: "ZIP64 archives are not accepted")
        }
        let diskEntries = Self.read16(bytes, end + 8)
        let count = Self.read16(bytes, end + 10)
        let size = UInt64(Self.read32(bytes, end + 12))
        let offset = UInt64(Self.read32(bytes, end + 16))
        guard count != 0xFFFF, size != 0xFFFF_FFFF, offset != 0xFFFF_FFFF else {
            throw PayloadError.corruptZip(detail: "ZIP64 archives are not accepted")
        }
        guard diskEntries == count, Self.read16(bytes, end + 4) == 0 else {
            throw PayloadError.corruptZip(detail: "multi-disk archives are not accepted")
        }
        guard offset + size <= UInt64(end) else {
            throw PayloadError.corruptZip(detail: "the central directory lies outside the archive")
        }
        var records: [Record] = []
        var position = Int(offset)
        let directoryEnd = Int(offset + size)
        for index in 0..<Int(count) {
            guard position + Self.centralHeaderSize <= directoryEnd,
                Self.read32(bytes, position) == Self.centralHeaderSignature
            else {
                throw PayloadError.corruptZip(
                    detail: "the central directory lists \(count) entries but entry \(index + 1) is unreadable")
            }
            let nameLength = Int(Self.read16(bytes, position + 28))
            let extraLength = Int(Self.read16(bytes, position + 30))
            let commentLength = Int(Self.read16(bytes, position + 32))
            let next = position + Self.centralHeaderSize + nameLength + extraLength + commentLength
            guard next <= directoryEnd else {
                throw PayloadError.corruptZip(detail: "entry \(index + 1) runs past the central directory")
            }
            let nameBytes = bytes[
                (position + Self.centralHeaderSize)..<(position + Self.centralHeaderSize + nameLength)]
            let record = Record(
                path: String(decoding: nameBytes, as: UTF8.self),
                compressedSize: UInt64(Self.read32(bytes, position + 20)),
                uncompressedSize: UInt64(Self.read32(bytes, position + 24)),
                method: Self.read16(bytes, position + 10),
                localHeaderOffset: UInt64(Self.read32(bytes, position + 42)))
            guard record.compressedSize != 0xFFFF_FFFF, record.uncompressedSize != 0xFFFF_FFFF,
                record.localHeaderOffset != 0xFFFF_FFFF
            else { throw PayloadError.corruptZip(detail: "ZIP64 archives are not accepted") }
            guard record.localHeaderOffset + record.compressedSize <= offset else {
                throw PayloadError.corruptZip(detail: "entry \"\(record.path)\" lies outside the archive")
            }
            // The local header's own name and extra lengths place the data: ZIPFoundation seeks
            // there and traps past the end (found by Fuzz/ZipPayload), so they are checked too.
            // ZIPFoundation finds a data descriptor (flag bit 3, 12 bytes at least) after the
            // data, whose size it takes as the uncompressed one for a stored entry: a stored
            // entry whose two sizes differ sent it past the end as well.
            let flags = Self.read16(bytes, position + 8)
            guard record.method != 0 || record.compressedSize == record.uncompressedSize else {
                throw PayloadError.corruptZip(detail: "stored entry \"\(record.path)\" has two different sizes")
            }
            let descriptor = flags & 0x0008 != 0 ? 12 : 0
            let local = Int(record.localHeaderOffset)
            guard local + Self.localHeaderSize <= Int(offset), Self.read32(bytes, local) == Self.localHeaderSignature,
                local + Self.localHeaderSize + Int(Self.read16(bytes, local + 26)) + Int(Self.read16(bytes, local + 28))
                    + Int(record.compressedSize) + descriptor <= Int(offset)
            else { throw PayloadError.corruptZip(detail: "entry \"\(record.path)\" lies outside the archive") }
            records.append(record)
            position = next
        }
        self.records = records
    }

    /// The end record is the last 22 bytes plus a comment of up to 65,535 bytes.
    private static func findEndRecord(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= endRecordSize else { return nil }
        let last = bytes.count - endRecordSize
        let first = max(0, last - 0xFFFF)
        for start in stride(from: last, through: first, by: -1) where read32(bytes, start) == endSignature {
            // The comment length must reach exactly the end, or this is data that looks like one.
            if start + endRecordSize + Int(read16(bytes, start + 20)) == bytes.count { return start }
        }
        return nil
    }

    static func read16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    static func read32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }
}
