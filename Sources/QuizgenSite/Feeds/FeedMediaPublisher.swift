import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenLoading

/// Copies the media files a feed ships into the site as `/media/<hash8>-<name>`: only those
/// `MediaPolicy` publishes (SVG sanitised); the importers reported the others where the source
/// names them.
enum FeedMediaPublisher {
    /// The output files and the route of each, by its path in the source.
    ///
    /// - Parameters:
    ///   - feed: The published feed (only its attachments and avatars are copied).
    ///   - source: The feed's folder or `.zip`.
    static func publish(_ feed: Feed, from source: URL) -> (
        files: [OutputFile], routes: [String: String]
    ) {
        var declared: [String: String] = [:]
        for media in feed.posts.flatMap(\.media) + feed.messages.flatMap(\.media) {
            if let path = media.localPath { declared[path] = media.mediaType }
        }
        var paths = Set(declared.keys)
        paths.formUnion(feed.users.compactMap(\.avatar).filter { !$0.contains("://") })
        let bytes = FeedMediaCollector.collect(from: source, paths: paths)
        var files: [OutputFile] = []
        var routes: [String: String] = [:]
        for path in bytes.keys.sorted() {
            guard let read = bytes[path],
                let data = MediaPolicy.publishable(read, name: path, declaredType: declared[path])
            else { continue }
            let name = fileName(path)
            let output = "media/\(ContentHash.hex8(data))-\(name)"
            routes[path] = "/" + output
            files.append(OutputFile(path: output, contents: data))
        }
        return (files, routes)
    }

    /// The file's last path component, slugified, with its extension kept.
    static func fileName(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        let ext = (last as NSString).pathExtension.lowercased()
        let stem = Slug.make((last as NSString).deletingPathExtension)
        let safeExt = Slug.make(ext)
        let base = stem.isEmpty ? "file" : stem
        return safeExt.isEmpty ? base : "\(base).\(safeExt)"
    }
}
