import Foundation
import ZIPFoundation

/// Builds zip files for tests with ZIPFoundation, including entries no sane tool would write.
enum ZipBuilder {
    /// Writes a zip holding `files` (path inside the zip -> contents) and returns its URL.
    static func make(_ files: [(String, Data)], named name: String = "export.zip") throws -> URL {
        let url = try SharedFixtures.temporaryFolder().appendingPathComponent(name)
        let archive = try Archive(url: url, accessMode: .create)
        for (path, data) in files {
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count),
                compressionMethod: .deflate,
                provider: { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                })
        }
        return url
    }

    /// Every regular file under `folder`, as (relative path, contents), sorted by path.
    static func files(under folder: URL) throws -> [(String, Data)] {
        let root = folder.standardizedFileURL.path
        var result: [(String, Data)] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            if isDirectory.boolValue { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
            result.append((path, try Data(contentsOf: url)))
        }
        return result.sorted { $0.0 < $1.0 }
    }
}
