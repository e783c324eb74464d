import Hummingbird

extension PreviewResponder {
    /// Where the preview shows the separate grading folder (`grading: { dashboards: separate }`):
    /// the private dashboards, with their live updates, and the gradebooks.
    static let gradingPrefix = "/_quizgen/grading/"

    /// Whether a server listening on `host` may show the separate grading folder: only on a
    /// loopback address, so that a preview opened to the network (students on the LAN) never
    /// serves names and grades.
    static func servesGrading(host: String) -> Bool {
        ["127.0.0.1", "localhost", "::1"].contains(host.lowercased())
    }

    /// A file of the separate grading folder, a folder's `index.html`, or the 404 page.
    func gradingPage(_ rest: String, request: Request) async -> Response {
        guard servesGrading else { return await notFound(request) }
        guard case .key(let key) = SitePath.resolve("/" + rest) else {
            return Self.plain(.badRequest, "bad request\n")
        }
        let snapshot = await state.snapshot
        let lookup = key.isEmpty || key.hasSuffix("/") ? key + "index.html" : key
        guard let bytes = snapshot.grading[lookup] else {
            if !key.isEmpty, !key.hasSuffix("/"), snapshot.grading[key + "/index.html"] != nil {
                var headers = HTTPFields()
                headers[.location] = Self.gradingPrefix + key + "/"
                headers[.cacheControl] = "no-cache"
                headers[.contentLength] = "0"
                return Response(status: .found, headers: headers)
            }
            return await notFound(request)
        }
        let type = ContentTypes.forPath(lookup)
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        let body =
            ContentTypes.isHTML(type)
            ? PreviewInjector.inject(into: bytes, overlay: snapshot.overlay) : bytes
        return Self.bytes(.ok, body, headers: headers, head: request.method == .head)
    }
}
