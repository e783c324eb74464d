import Crypto
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A hash of everything a build reads: every file below the site root (path, size and a hash of
/// its bytes, read in parallel), the options, the plugins and the quizgen binary itself. Equal
/// fingerprints mean the build would produce the same site. Contents rather than modification
/// times, so that two edits within one tick of the file system's clock are never missed.
///
/// Hidden files and folders (`.git`, `.build`, ...) and the output folder are left out; so are
/// files outside the root, which the core pipeline never reads.
enum InputFingerprint {
    /// The fingerprint of a build of `options` with `plugins`.
    static func compute(_ options: BuildOptions, plugins: [String]) -> String {
        var hasher = SHA256()
        func add(_ text: String) { hasher.update(data: Array(text.utf8) + [0]) }
        add("quizgen-fingerprint 1")
        add(binaryIdentity())
        add(plugins.joined(separator: ","))
        add("\(options.strict) \(String(describing: options.includeKeys)) \(String(describing: options.dashboard))")
        add("\(options.clock.now.timeIntervalSince1970) \(options.preview) \(options.output.path)")
        for key in options.environment.keys.sorted() where key.hasPrefix("QUIZGEN_") || key == "SOURCE_DATE_EPOCH" {
            add("\(key)=\(options.environment[key] ?? "")")
        }
        var files: [String] = []
        walk(options.root.path, skipping: options.output.path, into: &files)
        files.sort()
        let hashes = ContentHasher.hash(files)
        for (path, hash) in zip(files, hashes) { add("\(path) \(hash)") }
        return hasher.finalize().map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    /// Size and times of the running executable.
    static func binaryIdentity() -> String {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return CommandLine.arguments.first ?? "" }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }

    static func walk(_ folder: String, skipping output: String, into lines: inout [String]) {
        guard let directory = opendir(folder) else {
            lines.append("unreadable \(folder)")
            return
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name.hasPrefix(".") || name.hasSuffix("~") { continue }
            let path = folder + "/" + name
            if path == output { continue }
            var info = stat()
            guard stat(path, &info) == 0 else {
                lines.append("missing \(path)")
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(path, skipping: output, into: &lines)
            } else {
                lines.append(path)
            }
        }
    }
}
