import Foundation
import QuizgenCore

#if canImport(Glibc)
    import Glibc
#endif

/// How the published manifest `old` becomes `new`: when they are as long (hashes replaced
/// in place), only the 4 KB blocks that differ are written into the file; otherwise the file
/// is replaced. Writing a 10,000-page site's 750 KB manifest anew on every one-page rebuild
/// made the file system allocate it and free the old one each time. A manifest with other
/// hard links (a copy made with `cp -al` or `rsync --link-dest`) is replaced, never changed
/// under the other names.
struct ManifestEdit: ~Copyable {
    /// The manifest opened for writing in place, or -1 when it is replaced.
    let fd: Int32
    /// The blocks that differ, when written in place.
    let blocks: [Range<Int>]

    init(old: PublishedManifest, new: PublishedManifest, in output: URL) {
        let path = output.path + "/" + OutputManifest.fileName
        var fd: Int32 = -1
        if old.bytes.count == new.bytes.count {
            fd = open(path, O_WRONLY | O_CLOEXEC)
            var info = stat()
            if fd >= 0, fstat(fd, &info) != 0 || info.st_nlink != 1 {
                close(fd)
                fd = -1
            }
        }
        self.fd = fd
        guard fd >= 0 else {
            blocks = []
            return
        }
        var blocks: [Range<Int>] = []
        old.bytes.withUnsafeBytes { before in
            new.bytes.withUnsafeBytes { after in
                guard let was = before.baseAddress, let now = after.baseAddress else { return }
                var offset = 0
                while offset < after.count {
                    let length = min(4096, after.count - offset)
                    if memcmp(was + offset, now + offset, length) != 0 {
                        blocks.append(offset..<(offset + length))
                    }
                    offset += length
                }
            }
        }
        self.blocks = blocks
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Writes `new`'s differing blocks in place, or replaces the file.
    func apply(_ new: PublishedManifest, writer: DiskSiteWriter) throws {
        guard fd >= 0 else {
            return try writer.replace(OutputManifest.fileName, with: new.bytes)
        }
        let written = new.bytes.withUnsafeBytes { after -> Bool in
            guard let now = after.baseAddress else { return after.isEmpty }
            return blocks.allSatisfy {
                pwrite(fd, now + $0.lowerBound, $0.count, off_t($0.lowerBound)) == $0.count
            }
        }
        guard written else {
            throw SiteWriterError(
                "cannot write \(writer.output.path)/\(OutputManifest.fileName): \(String(cString: strerror(errno)))"
            )
        }
    }
}
