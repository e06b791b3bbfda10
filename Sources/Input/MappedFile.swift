import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file mapped read-only into memory. Readers walk it once from the start; pages already
/// read are handed back to the kernel, so a 200 MB input does not stay resident as a whole.
final class MappedFile {
    let bytes: UnsafeBufferPointer<UInt8>
    private let base: UnsafeMutableRawPointer?
    private let length: Int
    private var released = 0

    init(path: String) throws {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw InputError("cannot read \(path): \(String(cString: strerror(errno)))", cause: .unreadable)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw InputError("cannot read \(path): \(String(cString: strerror(errno)))", cause: .unreadable)
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw InputError("cannot read \(path): not a regular file", cause: .unreadable)
        }
        length = Int(status.st_size)
        if length == 0 {
            base = nil
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let mapped, mapped != MAP_FAILED else {
            throw InputError("cannot read \(path): \(String(cString: strerror(errno)))", cause: .unreadable)
        }
        madvise(mapped, length, MADV_SEQUENTIAL)
        base = mapped
        bytes = UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: length)
    }

    /// Gives back the whole pages before `offset`; reading them again would fault them back in.
    func release(upTo offset: Int) {
        guard let base else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let end = (min(offset, length) / page) * page
        guard end > released else { return }
        madvise(base + released, end - released, MADV_DONTNEED)
        released = end
    }

    /// Gives back the whole pages inside `range`, without bookkeeping: readers walking chunks of
    /// the file on several threads each release what they have read.
    func release(_ range: Range<Int>) {
        guard let base else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (max(0, range.lowerBound) + page - 1) / page * page
        let end = min(range.upperBound, length) / page * page
        guard end > start else { return }
        madvise(base + start, end - start, MADV_DONTNEED)
    }

    deinit {
        if let base { munmap(base, length) }
    }
}
