import Foundation
import ZIPFoundation

/// Zips a folder with ZIPFoundation, for feeds whose `source:` is a `.zip`.
enum ZipMaker {
    static func zip(_ folder: URL, to archiveURL: URL) throws {
        try FileManager.default.createDirectory(
            at: archiveURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let archive = try Archive(url: archiveURL, accessMode: .create)
        let root = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [(String, Data)] = []
        while let url = enumerator?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            if isDirectory.boolValue { continue }
            files.append(
                (
                    String(url.standardizedFileURL.path.dropFirst(root.count + 1)),
                    try Data(contentsOf: url)
                ))
        }
        for (path, data) in files.sorted(by: { $0.0 < $1.0 }) {
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count),
                compressionMethod: .deflate,
                provider: { position, size in data.subdata(in: Int(position)..<Int(position) + size)
                })
        }
    }
}
