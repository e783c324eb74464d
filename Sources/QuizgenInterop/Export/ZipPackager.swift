import Foundation
import ZIPFoundation

/// Packs files into a zip in memory, deflated, with a fixed modification date so that two
/// exports of the same exam are byte-identical.
enum ZipPackager {
    /// The date every entry carries (2026-01-01 00:00 UTC).
    static let date = Date(timeIntervalSince1970: 1_767_225_600)

    /// The zip of `files` in the given order; a path ending in `/` is a folder.
    ///
    /// - Throws: ZIPFoundation's errors.
    static func zip(_ files: [(String, Data)]) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (path, data) in files {
            if path.hasSuffix("/") {
                try archive.addEntry(
                    with: path, type: .directory, uncompressedSize: Int64(0),
                    modificationDate: date, provider: { (_: Int64, _: Int) in Data() })
                continue
            }
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count),
                modificationDate: date, compressionMethod: .deflate
            ) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return archive.data ?? Data()
    }
}
