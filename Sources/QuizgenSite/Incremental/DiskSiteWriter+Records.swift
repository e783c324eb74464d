import CQuizgenShims
import Foundation
import QuizgenCore

#if canImport(Glibc)
    import Glibc
#endif

extension DiskSiteWriter {
    /// A plugin's record beside the output folder (`.Site.quizgen-search` for `Site/` and
    /// `search`), like the cache: never published with the site.
    func recordURL(_ name: String) -> URL? {
        guard !name.isEmpty,
            name.utf8.allSatisfy({
                ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D
            })
        else { return nil }
        return parent.appendingPathComponent(".\(output.lastPathComponent).quizgen-\(name)")
    }

    public func publishedFile(_ path: String) async -> [UInt8]? {
        guard !path.isEmpty, path.split(separator: "/").allSatisfy({ $0 != ".." && $0 != "." }),
            let data = FileManager.default.contents(atPath: output.path + "/" + path)
        else { return nil }
        return [UInt8](data)
    }

    public func record(named name: String, in range: Range<Int>) async -> [UInt8]? {
        guard let url = recordURL(name), range.lowerBound >= 0 else { return nil }
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        let end = min(range.upperBound, Int(info.st_size))
        guard end > range.lowerBound else { return [] }
        var bytes = [UInt8](repeating: 0, count: end - range.lowerBound)
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return pread(fd, base + done, buffer.count - done, off_t(range.lowerBound + done))
            }
            guard count > 0 else { return nil }
            done += count
        }
        return bytes
    }

    public func storeRecord(_ bytes: [UInt8], named name: String) async {
        guard let url = recordURL(name) else { return }
        let temporary = parent.appendingPathComponent("\(stagingPrefix)\(getpid())-\(name)")
        if bytes.withUnsafeBytes({ quizgen_write_file(temporary.path, $0.baseAddress, $0.count) })
            != 0
            || rename(temporary.path, url.path) != 0
        {
            unlink(temporary.path)
            unlink(url.path)
        }
    }

    public func appendRecord(_ bytes: [UInt8], named name: String) async {
        guard let url = recordURL(name) else { return }
        let fd = open(url.path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        // A short write leaves an update the next read rejects as a whole: that build is then full.
        if written != bytes.count { unlink(url.path) }
    }
}
