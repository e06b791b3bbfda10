import Foundation

/// Every file under a folder with its bytes and permissions, to tell whether a run touched any.
struct FolderSnapshot: Equatable {
    struct Entry: Equatable {
        var bytes: Data
        var permissions: Int
    }

    var files: [String: Entry]

    init(_ folder: URL) {
        files = [:]
        let root = folder.resolvingSymlinksInPath().path
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            let path = root + "/" + relative
            let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
            let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                files[relative + "/"] = Entry(bytes: Data(), permissions: permissions)
            } else {
                let bytes = FileManager.default.contents(atPath: path) ?? Data()
                files[relative] = Entry(bytes: bytes, permissions: permissions)
            }
        }
    }

    /// What differs from `other`, one path a line; empty when nothing does.
    func differences(from other: FolderSnapshot) -> [String] {
        Set(files.keys).union(other.files.keys).sorted().compactMap { path in
            switch (other.files[path], files[path]) {
            case (nil, _?): return "\(path) created"
            case (_?, nil): return "\(path) deleted"
            case (let before?, let after?) where before != after: return "\(path) changed"
            default: return nil
            }
        }
    }
}
