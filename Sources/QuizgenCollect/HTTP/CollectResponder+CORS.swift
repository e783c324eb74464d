import Hummingbird

extension CollectResponder {
    /// Adds `Access-Control-Allow-Origin` for the site's origin (and only for it).
    func cors(_ request: Request, into response: inout Response) {
        guard let origin = request.headers[.origin], allowedOrigins.contains(origin) else { return }
        response.headers[.accessControlAllowOrigin] = origin
        // The page reads Retry-After to wait before starting again; scripts see it only so.
        response.headers[.accessControlExposeHeaders] = "Retry-After"
        response.headers[.vary] = "Origin"
    }

    /// Answers a CORS preflight: allowed for the site's origin, refused (403) for any other.
    func preflight(_ request: Request) -> Response {
        guard let origin = request.headers[.origin], allowedOrigins.contains(origin) else {
            return Self.error(
                CollectError(403, "cross-origin requests are accepted only from the site's origin"))
        }
        var headers = HTTPFields()
        headers[.accessControlAllowMethods] = "GET, POST, PUT, OPTIONS"
        headers[.accessControlAllowHeaders] = "Authorization, Content-Type"
        headers[.accessControlMaxAge] = "600"
        headers[.contentLength] = "0"
        return Response(status: .noContent, headers: headers)
    }

    /// A request from a page of another origin (neither the site's nor the collector's own
    /// pages) is refused before anything is read or stored. `Origin: null` (a sandboxed page,
    /// a file, a redirect) is refused too, except for the form hand-in, which the collector's own
    /// exam page posts without a referrer (Chromium then sends `null`), and which its handler
    /// accepts only with the attempt's valid token.
    func originRefusal(_ request: Request, formHandIn: Bool) -> CollectError? {
        guard let origin = request.headers[.origin], !allowedOrigins.contains(origin) else {
            return nil
        }
        if origin == "null" {
            return formHandIn
                ? nil
                : CollectError(403, "requests from an opaque origin (null) are not accepted here")
        }
        let host = request.head.authority ?? ""
        if !host.isEmpty, origin.hasSuffix("://" + host) { return nil }
        return CollectError(
            403,
            "requests from \(origin.prefix(100)) are not accepted; only the site's origin may call this collector"
        )
    }
}
