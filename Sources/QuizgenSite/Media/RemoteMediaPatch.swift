import Foundation
import QuizgenCore
import QuizgenRemoteMedia
import QuizgenRendering

/// Remote images in a page patch (`SiteBuilder.patchPages`): the changed pages' images are
/// fetched (or taken from the cache) as a full build would, their copies written with the
/// pages; a failure, or an edit that drops a copy the page showed, is left to a full build,
/// which reports the one and stops publishing the other.
enum RemoteMediaPatch {
    /// The copies of the remote images of `pages`, with the renderer pointed at them, or `nil`
    /// when one fails (the full build warns where it is written).
    static func prepare(
        pages: [Page], config: SiteConfig, options: BuildOptions, site: inout SiteContext
    ) async -> [OutputFile]? {
        let requests = pages.flatMap(RemoteMediaStep.pageImages)
        var state = RemoteMediaState()
        var files: [OutputFile] = []
        if !requests.isEmpty {
            let fetcher = RemoteMediaFetcher(
                config: config.remoteMedia, root: options.root, offline: options.offline)
            state.outcomes = await fetcher.fetch(requests.map(\.url))
            var problems = Diagnostics()
            var notes: [String] = []
            RemoteMediaPublisher.record(
                requests, state: &state, files: &files, diagnostics: &problems, notes: &notes)
            guard problems.items.isEmpty, notes.isEmpty else { return nil }
        }
        site.markdown.remoteMedia = RemoteMediaSources(
            routes: state.routes, config: config.remoteMedia, basePath: site.basePath)
        return files
    }

    /// Whether the page rendered as `new` still shows every remote copy that its published
    /// version `old` showed (else that copy may be left published by no page: a full build).
    static func keepsCopies(old: [UInt8]?, new: [UInt8]) -> Bool {
        guard let old else { return true }
        return references(in: old).isSubset(of: references(in: new))
    }

    /// The names of the copies under `media/remote/` that `html` refers to.
    static func references(in html: [UInt8]) -> Set<String> {
        let marker = Array(RemoteMediaFetcher.publishedFolder.utf8) + [UInt8(ascii: "/")]
        var names: Set<String> = []
        var index = 0
        while index + marker.count <= html.count {
            if html[index] == marker[0], Array(html[index..<index + marker.count]) == marker {
                var end = index + marker.count
                while end < html.count, isNameByte(html[end]) { end += 1 }
                names.insert(String(decoding: html[(index + marker.count)..<end], as: UTF8.self))
                index = end
            } else {
                index += 1
            }
        }
        return names
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
    }
}
