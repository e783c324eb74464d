import Foundation
import QuizgenCore
import QuizgenRemoteMedia
import QuizgenRendering

/// Fetches the remote media content names and publishes the copies under `media/remote/`:
/// a failure is a located `media.remote-failed` warning and the placeholder
/// (`/media/remote/unavailable.svg`), never a link to the other host; a host kept linked on
/// purpose (`remote_media.linked_hosts`) is left as written.
enum RemoteMediaPublisher {
    /// The placeholder shown for a medium the build could not fetch: a neutral frame with a
    /// crossed-out picture. The `<img>` keeps the author's alt text.
    static let placeholderSVG = Array(
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">\
        <rect x="1" y="1" width="318" height="178" fill="#eef0f3" stroke="#5b6470" stroke-width="2" stroke-dasharray="8 6"/>\
        <path d="M118 124l30-36 22 26 14-16 26 26z" fill="#5b6470"/><circle cx="198" cy="70" r="10" fill="#5b6470"/>\
        <path d="M108 146L212 38" stroke="#5b6470" stroke-width="5" stroke-linecap="round"/></svg>

        """.utf8)

    /// The fetcher the build's options and config ask for.
    static func fetcher(for context: BuildContext) -> RemoteMediaFetcher {
        RemoteMediaFetcher(
            config: context.config.remoteMedia, root: context.options.root,
            offline: context.options.offline)
    }

    /// Fetches what `requests` name (each URL once per build), adds the copies to
    /// `context.staticFiles` and warns at each request that failed.
    ///
    /// - Returns: Where every medium fetched so far shows from; the `remote-media` step hands
    ///   it to the site's renderer.
    @discardableResult
    static func publish(_ requests: [RemoteMediaRequest], into context: inout BuildContext) async
        -> RemoteMediaSources
    {
        var state = context[RemoteMediaState.self]
        let pending = requests.map(\.url).filter { state.outcomes[$0] == nil }
        if !pending.isEmpty {
            context.progress("fetching \(Set(pending).count) remote media")
            let fetched = await fetcher(for: context).fetch(pending)
            state.outcomes.merge(fetched) { _, new in new }
        }
        var files: [OutputFile] = []
        record(
            requests, state: &state, files: &files, diagnostics: &context.diagnostics,
            notes: &context.notes)
        context.staticFiles += files
        context[RemoteMediaState.self] = state
        return RemoteMediaSources(
            routes: state.routes, config: context.config.remoteMedia,
            basePath: context.site.basePath)
    }

    /// Turns the outcomes of `requests` into routes, files (each path once), warnings and notes.
    static func record(
        _ requests: [RemoteMediaRequest], state: inout RemoteMediaState, files: inout [OutputFile],
        diagnostics: inout Diagnostics, notes: inout [String]
    ) {
        var noted: Set<String> = []
        for request in requests {
            switch state.outcomes[request.url] {
            case .fetched(let path, let bytes, let note)?:
                state.routes.routes[request.url] = "/" + path
                if state.published.insert(path).inserted {
                    files.append(OutputFile(path: path, contents: bytes, source: request.location))
                }
                if let note, noted.insert(request.url).inserted {
                    notes.append("\(request.what) '\(request.url)' \(note)")
                }
            case .failed(let failure)?:
                diagnostics.warning(
                    "media.remote-failed",
                    "\(request.what) '\(request.url)' could not be fetched: \(failure); the page shows a placeholder",
                    at: request.location)
                let path = String(RemoteMediaRoutes.placeholder.dropFirst())
                if state.published.insert(path).inserted {
                    files.append(OutputFile(path: path, contents: placeholderSVG))
                }
            case .linked?, nil:
                break
            }
        }
    }
}
