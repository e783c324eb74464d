import Crypto
import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenLoading

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
    /// Every input file's stamp and hash, by path relative to the root.
    var files: [String: FileStamp]
    /// Paths whose bytes differ from the previous record's, or that it lacks.
    var changed: [String] = []
    /// Paths the previous record has and this scan did not find.
    var removed: [String] = []
    /// How many files were read and hashed (the rest reused the recorded hash).
    var hashedCount = 0
    /// Paths whose stamps the previous record did not vouch for (read and hashed again): the
    /// only ones whose recorded stamp can differ from this scan's.
    var restamped: [String] = []

    /// Scans the inputs of a build of `options` with `plugins`, reusing the hashes of `previous`
    /// (recorded by a scan that started at `recordedAt`) where their stamps vouch for them.
    static func scan(
        _ options: BuildOptions, plugins: [String], previous: [String: FileStamp] = [:], recordedAt: Int64 = 0
    ) -> InputScan {
        scan(list(options, plugins: plugins), previous: previous, recordedAt: recordedAt)
    }

    /// What a scan finds before it consults the previous record: the identity and every file's
    /// stamp, sorted by path. Needs no record, so it can run while the record is read.
    struct Listing: Sendable {
        var startedAt: Int64
        var identity: String
        /// Absolute paths, sorted.
        var paths: [String]
        /// The same paths relative to the root (the keys of the record).
        var keys: [String]
        /// Each file's stamp without hash, or `nil` when it could not be `stat`ed.
        var stamps: [FileStamp?]
    }

    /// Lists the inputs of a build of `options` with `plugins`.
    static func list(_ options: BuildOptions, plugins: [String]) -> Listing {
        let started = FileStamp.now()
        var identity = SHA256()
        func add(_ text: String) { identity.update(data: Array(text.utf8) + [0]) }
        add("quizgen-fingerprint 2")
        add(binaryIdentity())
        add(plugins.joined(separator: ","))
        add("\(options.strict) \(String(describing: options.includeKeys)) \(String(describing: options.dashboard))")
        add("\(options.clock.now.timeIntervalSince1970) \(options.preview) \(options.root.path) \(options.output.path)")
        for key in options.environment.keys.sorted() where key.hasPrefix("QUIZGEN_") || key == "SOURCE_DATE_EPOCH" {
            add("\(key)=\(options.environment[key] ?? "")")
        }
        var found: [(path: String, stamp: FileStamp?)] = []
        walk(options.root.path, skipping: options.output.path, into: &found)
        // Usually below a hidden folder (`.quizgen/`), which the walk above leaves out.
        if let extra = options.extraSubmissions {
            add("extra-submissions \(extra.standardizedFileURL.path)")
            walk(extra.standardizedFileURL.path, skipping: options.output.path, into: &found)
        }
        found.sort { $0.path < $1.path }
        // Recorded relative to the root (which the identity names): shorter to hash, store and read.
        let base = options.root.path + "/"
        return Listing(
            startedAt: started, identity: ContentHash.hex(identity.finalize()), paths: found.map(\.path),
            keys: found.map { $0.path.hasPrefix(base) ? String($0.path.dropFirst(base.count)) : $0.path },
            stamps: found.map(\.stamp))
    }

    /// Completes `listing` into a scan, reusing the hashes of `previous` (recorded by a scan
    /// that started at `recordedAt`) where their stamps vouch for them and reading the rest.
    static func scan(_ listing: Listing, previous: [String: FileStamp], recordedAt: Int64) -> InputScan {
        var stale: [Int] = []
        var stamps = listing.stamps
        var recorded = [String?](repeating: nil, count: stamps.count)
        for index in stamps.indices {
            guard let stamp = stamps[index] else { continue }
            let old = previous[listing.keys[index]]
            recorded[index] = old?.hash
            if let old, old.vouches(for: stamp, recordedAt: recordedAt) {
                stamps[index]?.hash = old.hash
            } else {
                stale.append(index)
            }
        }
        let hashes = ContentHasher.hash(stale.map { listing.paths[$0] })
        for (index, hash) in zip(stale, hashes) { stamps[index]?.hash = hash }
        let restamped = stale.map { listing.keys[$0] }

        var hasher = SHA256()
        hasher.update(data: Array(listing.identity.utf8) + [0])
        var scan = InputScan(
            fingerprint: "", identity: listing.identity, startedAt: listing.startedAt, files: [:], hashedCount: stale.count,
            restamped: restamped)
        scan.files.reserveCapacity(stamps.count)
        for (index, key) in listing.keys.enumerated() {
            guard let stamp = stamps[index] else {
                hasher.update(data: Array("missing \(key)".utf8) + [0])
                continue
            }
            hasher.update(data: Array("\(key) \(stamp.hash)".utf8) + [0])
            scan.files[key] = stamp
            if recorded[index] != stamp.hash { scan.changed.append(key) }
        }
        // Every recorded path found again means none was removed; otherwise list them.
        if recorded.lazy.filter({ $0 != nil }).count != previous.count {
            scan.removed = previous.keys.filter { scan.files[$0] == nil }.sorted()
        }
        scan.fingerprint = ContentHash.hex(hasher.finalize())
        return scan
    }

    /// Size and times of the running executable.
    static func binaryIdentity() -> String {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return CommandLine.arguments.first ?? "" }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }

    /// Lists every file below `folder` (but `output`) with its stamp. Folders are told apart by
    /// the directory entry's type where the file system gives it; the files are then `stat`ed in
    /// parallel across cores.
    static func walk(_ folder: String, skipping output: String, into found: inout [(path: String, stamp: FileStamp?)]) {
        var listed: [String] = []
        collect(folder, skipping: output, into: &listed, unreadable: &found)
        let paths = listed
        let stamps = ParallelChunks.map(count: paths.count, chunkSize: 512) { range in
            // Each file is `stat`ed relative to its folder, opened once per run of files in it,
            // so the kernel does not walk the whole path again for every file.
            var folder = "", descriptor: Int32 = -1
            defer { if descriptor >= 0 { close(descriptor) } }
            return range.map { index -> FileStamp? in
                let path = paths[index]
                guard let slash = path.lastIndex(of: "/") else { return FileStamp.of(path)?.stamp }
                let parent = String(path[..<slash])
                if parent != folder {
                    if descriptor >= 0 { close(descriptor) }
                    folder = parent
                    descriptor = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                }
                guard descriptor >= 0 else { return FileStamp.of(path)?.stamp }
                return FileStamp.of(String(path[path.index(after: slash)...]), in: descriptor)
            }
        }
        found.reserveCapacity(found.count + paths.count)
        for (path, stamp) in zip(paths, stamps.joined()) { found.append((path, stamp)) }
    }

    /// Unlike the content loaders, follows links to folders: whatever a link leads to may be
    /// read by some step, so it counts as input.
    static func collect(
        _ folder: String, skipping output: String, into paths: inout [String], unreadable: inout [(path: String, stamp: FileStamp?)]
    ) {
        guard let entries = ContentFiles.entries(of: folder) else {
            unreadable.append(("unreadable \(folder)", nil))
            return
        }
        // Hidden files are not inputs, but for the theme lock, which decides the stale-override warnings.
        for entry in entries
        where (!entry.name.hasPrefix(".") || entry.name == ThemeLock.fileName) && !entry.name.hasSuffix("~") && entry.path != output {
            switch entry.kind {
            case .folder, .linkToFolder: collect(entry.path, skipping: output, into: &paths, unreadable: &unreadable)
            case .file: paths.append(entry.path)
            }
        }
    }
}
