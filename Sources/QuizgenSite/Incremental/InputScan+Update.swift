import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenLoading

#if canImport(Glibc)
    import Glibc
#endif

/// A listing brought up to date from the paths a watcher saw change (`quizgen serve`), instead
/// of listed and `stat`ed anew.
extension InputScan {
    /// Most changed paths `updating(_:changed:options:plugins:)` applies one by one; more (a
    /// checkout of another branch) are listed as a whole.
    static let updateLimit = 2_000

    /// `previous` with the files at `paths` (absolute: what a file-system watcher reported since
    /// `previous` was listed) stat'ed again, added or removed, and a folder among them listed
    /// again: the listing `list(_:plugins:)` would make now, without listing and `stat`ing every
    /// file. `nil` when the change is not one it applies (a link, an unreadable folder, the root
    /// or the extra submissions' folder itself, too many paths): then list everything.
    static func list(
        _ options: BuildOptions, plugins: [String], updating previous: Listing,
        changed paths: Set<String>
    ) -> Listing? {
        let started = FileStamp.now()
        guard paths.count <= updateLimit,
            !previous.keys.contains(where: { $0.hasPrefix("unreadable ") })
        else { return nil }
        let root = options.root.path
        let base = root + "/"
        guard previous.base == base else { return nil }
        let output = options.output.path
        let extra = options.extraSubmissions?.standardizedFileURL.path
        var listing = previous
        listing.startedAt = started
        listing.identity = ContentHash.hex(identityHasher(options, plugins: plugins).finalize())
        for path in paths.sorted() {
            if path == output || path.hasPrefix(output + "/") { continue }
            // The key, and the part of it below the folder it was listed from.
            let key: String
            let below: Substring
            if path == root || path == extra { return nil }
            // The extra submissions first: they are usually below the root, in a hidden folder.
            if let extra, path.hasPrefix(extra + "/") {
                key = path
                below = path.dropFirst(extra.count + 1)
            } else if path.hasPrefix(base) {
                key = String(path.dropFirst(base.count))
                below = key[...]
            } else {
                continue
            }
            // Not an input when a name on its way is not (a hidden file, an editor's backup).
            guard !below.isEmpty,
                KnownInputs.isInput(
                    path, root: options.root, extraSubmissions: options.extraSubmissions)
            else { continue }
            var info = stat()
            let found = lstat(path, &info) == 0
            if found, (info.st_mode & S_IFMT) == S_IFLNK { return nil }
            // Whatever was listed at the key or below it goes; what is there now comes in.
            listing.remove(key)
            guard found else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                var keys: [String] = []
                var unreadable: Set<String> = []
                collect(
                    path, key: key + "/", skipping: output,
                    inside: SitePathGuard(
                        root: key.hasPrefix("/") ? options.extraSubmissions! : options.root),
                    into: &keys, unreadable: &unreadable)
                guard unreadable.isEmpty else { return nil }
                listing.insert(keys)
            } else {
                listing.insert([key])
            }
        }
        return listing
    }
}

extension InputScan.Listing {
    /// The index of the first key not before `key`.
    func position(of key: String) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Removes `key` and every key below it (`key/...`).
    mutating func remove(_ key: String) {
        // Keys below the folder sort after `key/`, which may come well after `key` itself
        // (`key-a`, `key.md` sort between them).
        let folder = key + "/"
        let below = position(of: folder)
        var end = below
        while end < keys.count, keys[end].hasPrefix(folder) { end += 1 }
        keys.removeSubrange(below..<end)
        stamps.removeSubrange(below..<end)
        let at = position(of: key)
        if at < keys.count, keys[at] == key, Array(keys[at].utf8) == Array(key.utf8) {
            keys.remove(at: at)
            stamps.remove(at: at)
        }
    }

    /// Adds `added` (sorted, none listed yet), each `stat`ed now.
    mutating func insert(_ added: [String]) {
        guard !added.isEmpty else { return }
        let fresh = added.map { key -> FileStamp? in
            FileStamp.of(key.hasPrefix("/") ? key : base + key)?.stamp
        }
        // A folder's keys are contiguous in the order; a file is one key.
        let at = position(of: added[0])
        keys.insert(contentsOf: added, at: at)
        stamps.insert(contentsOf: fresh, at: at)
    }
}
