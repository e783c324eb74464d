import Foundation
import Hummingbird
import QuizgenCollect
import QuizgenCore

/// Answers every preview request from memory: pages, the reload stream and submissions.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    /// The prefix of the server's own endpoints; no site file can live below it.
    static let internalPrefix = "/_quizgen/"
    /// The submission endpoint's prefix, followed by the exam code.
    static let submitPrefix = "/_quizgen/submit/"
    /// The longest request target accepted.
    static let maxTargetLength = 8192

    let state: PreviewState
    let submissions: SubmissionStore
    /// The in-process collector (`/v1/…`), if its store could be opened.
    let collector: PreviewCollector?
    /// Whether ``gradingPrefix`` serves the separate grading folder (loopback servers only).
    var servesGrading = false

    func respond(to request: Request, context: Context) async throws -> Response {
        var response = await answer(request)
        // No answer is sniffed into another type: a medium stays what its extension says.
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }

    /// The response to `request`, before the headers every response gets.
    func answer(_ request: Request) async -> Response {
        let path = request.uri.path
        if request.uri.string.utf8.count > Self.maxTargetLength {
            return Self.plain(.uriTooLong, "request target too long\n")
        }
        // The collector's API, and on a loopback preview the teacher's console (never for the
        // students of a LAN preview).
        if let collector,
            CollectEndpoint.handles(path) || (servesGrading && CollectEndpoint.isConsole(path))
        {
            let generation = await state.snapshot.generation
            await collector.finishExpiredAttempts()
            let response = await collector.endpoint(generation: generation).respond(
                to: request, address: "127.0.0.1")
            if request.method != .get, request.method != .head, response.status.code < 400 {
                await collector.exportSubmissions()
            }
            return response
        }
        if path.hasPrefix(Self.submitPrefix) {
            guard request.method == .post else { return Self.notAllowed(allow: "POST") }
            return await submit(request, code: String(path.dropFirst(Self.submitPrefix.count)))
        }
        guard request.method == .get || request.method == .head else {
            return Self.notAllowed(allow: "GET, HEAD")
        }
        if path == PreviewInjector.eventsPath { return events() }
        if path.hasPrefix(Self.gradingPrefix) {
            return await gradingPage(
                String(path.dropFirst(Self.gradingPrefix.count)), request: request)
        }
        if path.hasPrefix(Self.internalPrefix) { return await notFound(request) }
        switch SitePath.resolve(path) {
        case .refused(let why):
            return Self.plain(.badRequest, "bad request: \(why)\n")
        case .key(let key):
            return await page(key, request: request)
        }
    }

    /// A site file, a folder's `index.html`, a redirect to the folder, or the 404 page.
    func page(_ key: String, request: Request) async -> Response {
        let snapshot = await state.snapshot
        if snapshot.files.isEmpty { return Self.noBuildYet(snapshot) }
        let lookup = key.isEmpty || key.hasSuffix("/") ? key + "index.html" : key
        guard let bytes = snapshot.files[lookup] else {
            if !key.isEmpty, !key.hasSuffix("/"), snapshot.files[key + "/index.html"] != nil {
                var headers = HTTPFields()
                let query = request.uri.query.map { "?\($0)" } ?? ""
                headers[.location] = "/" + key + "/" + query
                headers[.cacheControl] = "no-cache"
                headers[.contentLength] = "0"
                return Response(status: .found, headers: headers)
            }
            return await notFound(request)
        }
        let type = ContentTypes.forPath(lookup)
        let tag = Self.etag(generation: snapshot.generation, path: lookup)
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-cache"
        headers[.eTag] = tag
        if let match = request.headers[.ifNoneMatch], Self.matches(match, tag) {
            return Response(status: .notModified, headers: headers)
        }
        let body =
            ContentTypes.isHTML(type)
            ? PreviewInjector.inject(into: bytes, overlay: snapshot.overlay) : bytes
        return Self.bytes(.ok, body, headers: headers, head: request.method == .head)
    }

    /// The theme's `404.html` with status 404 (plain text if the site has none).
    func notFound(_ request: Request) async -> Response {
        let snapshot = await state.snapshot
        var headers = HTTPFields()
        headers[.cacheControl] = "no-cache"
        guard let page = snapshot.files["404.html"] else {
            return Self.plain(.notFound, "not found\n")
        }
        headers[.contentType] = ContentTypes.forPath("404.html")
        let body = PreviewInjector.inject(into: page, overlay: snapshot.overlay)
        return Self.bytes(.notFound, body, headers: headers, head: request.method == .head)
    }

    /// Before the first good build there is nothing to serve but the diagnostics.
    static func noBuildYet(_ snapshot: PreviewState.Snapshot) -> Response {
        let html =
            "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>quizgen: build failed</title></head>\n<body>\n</body></html>\n"
        var headers = HTTPFields()
        headers[.contentType] = ContentTypes.forPath("index.html")
        headers[.cacheControl] = "no-cache"
        return bytes(
            .serviceUnavailable,
            PreviewInjector.inject(into: Array(html.utf8), overlay: snapshot.overlay),
            headers: headers)
    }

    /// `"g<generation>-<hash of path>"`: a new build never matches an old tag.
    static func etag(generation: Int, path: String) -> String {
        "\"g\(generation)-\(String(StableHash.of(path), radix: 16))\""
    }

    /// Whether an `If-None-Match` value names `tag` (weak comparison, lists and `*`).
    static func matches(_ header: String, _ tag: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            var value = candidate.trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("W/") { value.removeFirst(2) }
            return value == "*" || value == tag
        }
    }

    static func bytes(
        _ status: HTTPResponse.Status, _ body: [UInt8], headers: HTTPFields, head: Bool = false
    ) -> Response {
        var headers = headers
        headers[.contentLength] = String(body.count)
        let buffer = head ? ByteBuffer() : ByteBuffer(bytes: body)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: buffer))
    }

    static func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.cacheControl] = "no-cache"
        return bytes(status, Array(text.utf8), headers: headers)
    }

    static func notAllowed(allow: String) -> Response {
        var response = plain(.methodNotAllowed, "method not allowed\n")
        response.headers[.allow] = allow
        return response
    }
}
