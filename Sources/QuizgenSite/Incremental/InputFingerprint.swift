import Crypto
import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenLoading
import QuizgenSystem

#if canImport(Glibc)
    import Glibc
#endif

/// A hash of everything a build reads: every file below the site root (path and a hash of its
/// bytes), the options, the plugins and the quizgen binary itself. Equal fingerprints mean the
/// build would produce the same site. Contents rather than modification times, so that two edits
/// within one tick of the file system's clock are never missed; but a file whose `stat` stamp is
/// that of the last build's scan, and old enough (see `FileStamp`), keeps its recorded hash
/// instead of being read again.
///
/// Hidden files and folders (`.git`, `.build`, ...) and the output folder are left out; so are
/// files outside the root, which the core pipeline never reads.
struct InputScan: Sendable {
    /// The hash of the identity and every file's path and content hash.
    var fingerprint: String
    /// The hash of everything but the files: binary, plugins, options, environment.
    var identity: String
    /// When the scan started (wall clock, nanoseconds since the epoch).
    var startedAt: Int64
    /// The record the scan started from.
    private(set) var previous: FileRecords = [:]
    /// The stamps of the files read again (all of them without a record), by path.
    private(set) var updates: [String: FileStamp] = [:]
    /// Paths whose bytes differ from the previous record's, or that it lacks.
    var changed: [String] = []
    /// Paths the previous record has and this scan did not find.
    var removed: [String] = []
    /// How many files were read and hashed (the rest reused the recorded hash).
    var hashedCount = 0
    /// Paths whose stamps the previous record did not vouch for (read and hashed again): the
    /// only ones whose recorded stamp can differ from this scan's.
    var restamped: [String] = []

    /// Every input file's stamp and hash, by path relative to the root: the record with the
    /// stamps read again and without the removed files. Made when asked for (a full build
    /// records it), never by a build that skips or patches: copying 10,000 stamps was a
    /// millisecond of a one-page rebuild.
    var files: [String: FileStamp] {
        var files = previous.all
        for (path, stamp) in updates { files[path] = stamp }
        for path in removed { files[path] = nil }
        return files
    }

    /// Scans the inputs of a build of `options` with `plugins`, reusing the hashes of `previous`
    /// (recorded by a scan that started at `recordedAt`) where their stamps vouch for them.
    static func scan(
        _ options: BuildOptions, plugins: [String], previous: [String: FileStamp] = [:],
        recordedAt: Int64 = 0
    ) -> InputScan {
        scan(
            list(options, plugins: plugins), previous: FileRecords(previous), recordedAt: recordedAt
        )
    }

    /// What a scan finds before it consults the previous record: the identity and every file's
    /// stamp, sorted by path. Needs no record, so it can run while the record is read.
    struct Listing: Sendable {
        var startedAt: Int64
        var identity: String
        /// The root's path with a final `/`: what a key below the root is relative to.
        var base: String
        /// The files' paths relative to the root (the keys of the record), or absolute for files
        /// outside it; sorted.
        var keys: [String]
        /// Each file's stamp without hash, or `nil` when it could not be `stat`ed.
        var stamps: [FileStamp?]

        /// The absolute path of file `index`.
        func path(_ index: Int) -> String {
            keys[index].hasPrefix("/") ? keys[index] : base + keys[index]
        }
    }

    /// Lists the inputs of a build of `options` with `plugins`.
    static func list(_ options: BuildOptions, plugins: [String]) -> Listing {
        let started = FileStamp.now()
        var identity = identityHasher(options, plugins: plugins)
        func add(_ text: String) { identity.update(data: Array(text.utf8) + [0]) }
        // Recorded relative to the root (which the identity names): shorter to hash, store and
        // read.
        let base = options.root.path + "/"
        var keys: [String] = []
        var unreadable: Set<String> = []
        let site = SitePathGuard(root: options.root)
        collect(
            options.root.path, key: "", skipping: options.output.path, inside: site, into: &keys,
            unreadable: &unreadable)
        // Usually below a hidden folder (`.quizgen/`), which the walk above leaves out.
        if let extra = options.extraSubmissions {
            let folder = extra.standardizedFileURL.path
            collect(
                folder, key: folder + "/", skipping: options.output.path,
                inside: SitePathGuard(root: extra), into: &keys,
                unreadable: &unreadable)
        }
        // The walk gives the root's keys in order; an unreadable folder's mark or the extra
        // submissions' absolute keys are sorted in.
        if !unreadable.isEmpty || options.extraSubmissions != nil { keys.sort() }
        var listing = Listing(
            startedAt: started, identity: ContentHash.hex(identity.finalize()), base: base,
            keys: keys, stamps: [])
        listing.stamps = stamps(of: listing, unreadable: unreadable)
        return listing
    }

    /// The hash of everything but the files (binary, plugins, options, environment), to which
    /// the listing adds the extra submissions' folder.
    static func identityHasher(_ options: BuildOptions, plugins: [String]) -> SHA256 {
        var identity = SHA256()
        func add(_ text: String) { identity.update(data: Array(text.utf8) + [0]) }
        add("quizgen-fingerprint 3")
        add(binaryIdentity())
        add(plugins.joined(separator: ","))
        add(
            "\(options.strict) \(String(describing: options.includeKeys)) \(String(describing: options.dashboard))"
        )
        add(
            "\(options.clock.now.timeIntervalSince1970) \(options.preview) \(options.root.path) \(options.output.path)"
        )
        for key in options.environment.keys.sorted()
        where key.hasPrefix("QUIZGEN_") || key == "SOURCE_DATE_EPOCH" {
            add("\(key)=\(options.environment[key] ?? "")")
        }
        if let extra = options.extraSubmissions {
            add("extra-submissions \(extra.standardizedFileURL.path)")
        }
        return identity
    }

    /// Completes `listing` into a scan, reusing the hashes of `previous` (recorded by a scan
    /// that started at `recordedAt`) where their stamps vouch for them and reading the rest.
    static func scan(_ listing: Listing, previous: FileRecords, recordedAt: Int64) -> InputScan {
        // Each listed file's record, found by walking the sorted record beside the sorted
        // listing; then whether its stamp vouches for the file, on every core.
        let entries = previous.entries(for: listing.keys)
        let vouched = Array(
            ParallelChunks.map(count: listing.keys.count, chunkSize: 4_096) { range in
                range.map { index -> Bool in
                    guard let stamp = listing.stamps[index], let entry = entries[index],
                        let old = previous.stamp(of: entry)
                    else { return false }
                    return old.vouches(for: stamp, recordedAt: recordedAt)
                }
            }.joined())
        let stale = listing.keys.indices.filter { listing.stamps[$0] != nil && !vouched[$0] }
        let hashes = ContentHasher.hash(stale.map { listing.path($0) })
        var fresh: [Int: String] = [:]
        for (index, hash) in zip(stale, hashes) { fresh[index] = hash }

        var scan = InputScan(
            fingerprint: "", identity: listing.identity, startedAt: listing.startedAt,
            hashedCount: stale.count,
            restamped: stale.map { listing.keys[$0] })
        // A stamp the record vouched for is the recorded one: the files are the record's with
        // the restamped ones replaced.
        scan.previous = previous
        for index in stale {
            var stamp = listing.stamps[index]
            stamp?.hash = fresh[index] ?? ""
            scan.updates[listing.keys[index]] = stamp
        }
        // The fingerprint hashes each run of `fingerprintChunk` files (`key hash\0` a file, fed
        // without building the line, a vouched file's hash from where its record lies) on every
        // core, then the identity and the runs' hashes in order.
        let chunks = ParallelChunks.map(
            count: listing.keys.count, chunkSize: Self.fingerprintChunk
        ) { range -> (digest: [UInt8], changed: [String], found: Int) in
            // The chunk's lines gathered into one buffer, hashed with one call.
            var lines: [UInt8] = []
            lines.reserveCapacity(range.count * 96)
            var changed: [String] = []
            var found = 0
            for index in range {
                let key = listing.keys[index]
                guard listing.stamps[index] != nil else {
                    lines += Array("missing \(key)".utf8) + [0]
                    continue
                }
                if entries[index] != nil { found += 1 }
                lines += key.utf8
                lines.append(0x20)
                if let hash = fresh[index] {
                    lines += hash.utf8
                    if entries[index].flatMap({ previous.hash(of: $0) }) != hash {
                        changed.append(key)
                    }
                } else if let entry = entries[index] {
                    previous.withHash(of: entry) { lines += $0 }
                }
                lines.append(0)
            }
            return (Array(SHA256.hash(data: lines)), changed, found)
        }
        var hasher = SHA256()
        hasher.update(data: Array(listing.identity.utf8) + [0])
        for chunk in chunks { hasher.update(data: chunk.digest) }
        scan.changed = chunks.flatMap(\.changed)
        let found = chunks.reduce(0) { $0 + $1.found }
        // Every recorded path found again means none was removed; otherwise list them.
        if found != previous.count {
            let listed = Set(
                listing.keys.indices.lazy.filter { listing.stamps[$0] != nil }.map {
                    listing.keys[$0]
                })
            scan.removed = previous.paths.filter { !listed.contains($0) }.sorted()
        }
        scan.fingerprint = ContentHash.hex(hasher.finalize())
        return scan
    }

    /// How many files' lines the fingerprint hashes together (a fixed number, so the fingerprint
    /// does not depend on the number of cores).
    static let fingerprintChunk = 4_096

    /// The stamps that differ from those `cache` recorded: a file whose stamp the record
    /// vouched for has the recorded stamp, so only the restamped can.
    func changes(since cache: BuildCache) -> [String: FileStamp] {
        var changes: [String: FileStamp] = [:]
        for (path, stamp) in updates where cache.files[path] != stamp { changes[path] = stamp }
        return changes
    }

    /// Feeds the UTF-8 bytes of `text` to `hasher` without copying them into an array.
    static func update(_ hasher: inout SHA256, _ text: String) {
        var text = text
        text.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
    }

    /// Size and times of the running executable.
    static func binaryIdentity() -> String {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return CommandLine.arguments.first ?? "" }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }

    /// The stamp of every file of `listing`, `stat`ed in parallel across cores; `nil` for the
    /// folders in `unreadable`.
    static func stamps(of listing: Listing, unreadable: Set<String>) -> [FileStamp?] {
        let keys = listing.keys
        return Array(
            ParallelChunks.map(count: keys.count, chunkSize: 512) { range in
                // Each file is `stat`ed relative to its folder, opened once per run of files in it,
                // so the kernel does not walk the whole path again for every file.
                var folder: Substring = ""
                var descriptor: Int32 = -1
                defer { if descriptor >= 0 { close(descriptor) } }
                return range.map { index -> FileStamp? in
                    let key = keys[index]
                    if !unreadable.isEmpty, unreadable.contains(key) { return nil }
                    let slash = key.utf8.lastIndex(of: 0x2F)
                    let parent = slash.map { $0 == key.startIndex ? key[...$0] : key[..<$0] } ?? ""
                    if parent != folder || descriptor < 0 {
                        if descriptor >= 0 { close(descriptor) }
                        folder = parent
                        let path = parent.hasPrefix("/") ? String(parent) : listing.base + parent
                        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                    }
                    guard descriptor >= 0 else { return FileStamp.of(listing.path(index))?.stamp }
                    let name = slash.map { key[key.index(after: $0)...] } ?? key[...]
                    return name.withCString { FileStamp.of($0, in: descriptor) }
                }
            }.joined())
    }

    /// Whether an entry named `name`, in the folder whose files' keys start with `key`, is an
    /// input. Hidden files are not, but for the theme lock (which decides the stale-override
    /// warnings) and the hidden folders published from `static/` (`.well-known`); nor are
    /// editors' backups (`name~`).
    static func keeps(_ name: String, in key: String) -> Bool {
        (!name.hasPrefix(".") || name == ThemeLock.fileName
            || (key == AuthorFiles.staticFolder + "/"
                && AuthorFiles.publishedHiddenFolders.contains(name)))
            && !name.hasSuffix("~")
    }

    /// Adds the key (`key` + the path below `folder`) of every file below `folder` but `output`,
    /// in the order of the keys: each folder's entries sorted by name, a folder's name with the
    /// `/` its keys continue with (`a-b.md` before `a/`), so no sort of all the keys is needed.
    /// Unlike the content loaders, follows links to folders: whatever a link leads to may be
    /// read by some step, so it counts as input; but not a link that leads outside `inside`,
    /// which no step reads (the confinement rule), so none of its files is opened here either;
    /// a link to a file outside is listed but never opened.
    static func collect(
        _ folder: String, key: String, skipping output: String, inside site: SitePathGuard,
        into keys: inout [String],
        unreadable: inout Set<String>
    ) {
        guard let entries = ContentFiles.entries(of: folder) else {
            let marker = "unreadable \(folder)"
            keys.append(marker)
            unreadable.insert(marker)
            return
        }
        let kept = entries.filter { keeps($0.name, in: key) }
            .map { entry in (entry, sortKey: entry.kind == .file ? entry.name : entry.name + "/") }
            .sorted { $0.sortKey < $1.sortKey }
        for (entry, _) in kept {
            switch entry.kind {
            case .folder, .linkToFolder:
                let path = folder + "/" + entry.name
                guard path != output else { continue }
                if entry.kind == .linkToFolder, site.escape(of: URL(fileURLWithPath: path)) != nil {
                    continue
                }
                collect(
                    path, key: key + entry.name + "/", skipping: output, inside: site, into: &keys,
                    unreadable: &unreadable)
            case .file: keys.append(key + entry.name)
            case .linkToFile:
                // A link out of the site is never read by a step, so not here either: it counts
                // as present (adding or removing it changes the fingerprint), unread.
                let path = folder + "/" + entry.name
                if site.escape(of: URL(fileURLWithPath: path)) != nil {
                    unreadable.insert(key + entry.name)
                }
                keys.append(key + entry.name)
            }
        }
    }
}
