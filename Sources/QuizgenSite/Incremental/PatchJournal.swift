import CQuizgenShims
import Foundation
import QuizgenSystem

#if canImport(Glibc)
    import Glibc
#endif

/// The undo journal of a patch: what the files it replaces held before, kept beside the site
/// (`.Site.quizgen-undo-<pid>/`) until every file is replaced, so that a patch that fails or is
/// killed half-way is rolled back to the previous site (by itself, or by the next build).
///
/// The journal holds a hard link to each file the patch replaces (a `rename` onto the file
/// leaves the linked inode as it was), a note for each file that did not exist, and the old
/// bytes of the manifest's blocks that are rewritten in place. Its `undo` file lists them and
/// is written before the first file changes: a journal without a complete `undo` file was cut
/// short before the site was touched. Removing `undo` is the patch's commit.
struct PatchJournal {
    /// The journal's folder.
    let folder: String
    /// The site's folder.
    let site: String
    /// The `undo` file's bytes so far.
    private var undo = Array("\(Self.header)\n".utf8)
    /// How many files are linked into the folder (named `0`, `1`, ...).
    private var links = 0

    static let header = "quizgen-undo 1"
    static let undoName = "undo"

    /// The journal of a patch of `site` in `folder`.
    init(folder: String, site: String) {
        self.folder = folder
        self.site = site
    }

    /// Makes the journal's folder (removing a leftover of the same name).
    ///
    /// - Throws: `SiteWriterError` when the folder cannot be made.
    func start() throws {
        _ = quizgen_remove_tree(folder)
        guard mkdir(folder, 0o755) == 0 else {
            throw SiteWriterError("cannot create \(folder): \(String(cString: strerror(errno)))")
        }
    }

    /// Keeps the file at `path` below the site as it is now (or the fact that there is none).
    ///
    /// - Throws: `SiteWriterError` when it cannot be kept (the site is not touched yet).
    mutating func keep(_ path: String) throws {
        if link(site + "/" + path, folder + "/\(links)") == 0 {
            append("link \(links)", path.utf8)
            links += 1
        } else if errno == ENOENT {
            append("absent", path.utf8)
        } else {
            throw SiteWriterError(
                "cannot keep \(site)/\(path) while it is replaced: \(String(cString: strerror(errno)))"
            )
        }
    }

    /// Keeps `bytes`, the manifest's bytes at `offset` before they are rewritten in place.
    mutating func keep(manifestBytes bytes: ArraySlice<UInt8>, at offset: Int) {
        append("bytes \(offset)", bytes)
    }

    /// Writes the `undo` file: from here on, the journal rolls the site back.
    ///
    /// - Throws: `SiteWriterError` when it cannot be written.
    func seal() throws {
        let bytes = undoBytes
        let path = folder + "/" + Self.undoName
        guard bytes.withUnsafeBytes({ quizgen_write_file(path, $0.baseAddress, $0.count) }) == 0
        else {
            throw SiteWriterError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// The `undo` file: the records kept so far and its end.
    var undoBytes: [UInt8] { undo + Array("end\n".utf8) }

    /// Removes the journal once every file is replaced: the patch is then complete.
    func discard() {
        // The commit: without `undo`, what is left of the folder is only removed.
        unlink(folder + "/" + Self.undoName)
        for number in 0..<links { unlink(folder + "/\(number)") }
        if rmdir(folder) != 0 { _ = quizgen_remove_tree(folder) }
    }

    /// A record: `kind [number] length`, a line break, the bytes, a line break.
    private mutating func append<Bytes: Sequence<UInt8>>(_ kind: String, _ bytes: Bytes) {
        let body = Array(bytes)
        undo += Array("\(kind) \(body.count)\n".utf8)
        undo += body
        undo.append(0x0A)
    }
}

extension PatchJournal {
    /// What a sealed journal restores.
    enum Entry: Equatable {
        /// The file at `path` is the journal's file `number`.
        case link(number: Int, path: String)
        /// There was no file at `path`.
        case absent(path: String)
        /// The manifest held `bytes` at `offset`.
        case bytes(offset: Int, bytes: [UInt8])
    }

    /// The entries of a complete `undo` file, or `nil` when it is damaged or was cut short.
    static func entries(of undo: [UInt8]) -> [Entry]? {
        var at = 0
        func line() -> [Substring]? {
            guard let end = undo[at...].firstIndex(of: 0x0A) else { return nil }
            defer { at = end + 1 }
            return String(decoding: undo[at..<end], as: UTF8.self).split(separator: " ")
        }
        func body(_ count: Int) -> [UInt8]? {
            guard count >= 0, undo.count - at > count, undo[at + count] == 0x0A else { return nil }
            defer { at += count + 1 }
            return Array(undo[at..<(at + count)])
        }
        guard line() == header.split(separator: " ") else { return nil }
        var entries: [Entry] = []
        while let fields = line() {
            switch (fields.first, fields.count) {
            case ("end", 1):
                return at == undo.count ? entries : nil
            case ("link", 3):
                guard let number = Int(fields[1]), let count = Int(fields[2]),
                    let path = body(count)
                else { return nil }
                entries.append(.link(number: number, path: String(decoding: path, as: UTF8.self)))
            case ("absent", 2):
                guard let count = Int(fields[1]), let path = body(count) else { return nil }
                entries.append(.absent(path: String(decoding: path, as: UTF8.self)))
            case ("bytes", 3):
                guard let offset = Int(fields[1]), offset >= 0, let count = Int(fields[2]),
                    let bytes = body(count)
                else { return nil }
                entries.append(.bytes(offset: offset, bytes: bytes))
            default:
                return nil
            }
        }
        return nil
    }

    /// Puts back what the journal in `folder` kept of the site in `site` and removes the
    /// journal. A journal that was never sealed is only removed (its patch had not begun to
    /// replace files). Running it again after it was cut short finishes the job.
    ///
    /// - Parameters:
    ///   - folder: The journal's folder.
    ///   - site: The site's folder.
    ///   - manifest: The manifest's path below the site.
    /// - Returns: Whether the site is as it was before the patch (the journal is then gone).
    @discardableResult
    static func rollBack(folder: String, site: String, manifest: String) -> Bool {
        guard let undo = FileBytes.read(folder + "/" + undoName),
            let entries = entries(of: undo)
        else {
            return quizgen_remove_tree(folder) == 0 || errno == ENOENT
        }
        var restored = true
        for entry in entries {
            switch entry {
            case .link(let number, let path):
                // A file already put back (an earlier roll-back was cut short) is not in the
                // journal any more.
                if rename(folder + "/\(number)", site + "/" + path) != 0, errno != ENOENT {
                    restored = false
                }
            case .absent(let path):
                if unlink(site + "/" + path) != 0, errno != ENOENT { restored = false }
            case .bytes(let offset, let bytes):
                let fd = open(site + "/" + manifest, O_WRONLY | O_CLOEXEC)
                let written =
                    fd >= 0
                    && bytes.withUnsafeBytes {
                        pwrite(fd, $0.baseAddress, $0.count, off_t(offset)) == $0.count
                    }
                if fd >= 0 { close(fd) }
                if !written { restored = false }
            }
        }
        guard restored else { return false }
        unlink(folder + "/" + undoName)
        return quizgen_remove_tree(folder) == 0
    }
}
