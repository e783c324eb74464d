import Foundation
import Hummingbird

extension CollectResponder {
    /// A JSON response (sorted keys, no caching).
    static func json(_ status: Int, _ object: [String: Any]) -> Response {
        let data =
            (try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return bytes(status, [UInt8](data) + [0x0A], type: "application/json; charset=utf-8")
    }

    /// `{"error": "…"}` with the error's status.
    static func error(_ error: CollectError) -> Response {
        var response = json(error.status, ["error": error.message])
        headers(of: error, into: &response)
        return response
    }

    /// `{"error": "…", "error_text": "…", "error_key": "…"}`: the English sentence for
    /// programs, the sentence in the site's language for the exam page, and the refusal's key
    /// (when it has one) for the page's script.
    func refusal(_ error: CollectError) -> Response {
        var object: [String: Any] = [
            "error": error.message, "error_text": error.text(in: service.site.catalog),
        ]
        // What the page acts on (`handed_in`: show the result), not a sentence to parse.
        if let key = error.key { object["error_key"] = key }
        var response = Self.json(error.status, object)
        Self.headers(of: error, into: &response)
        return response
    }

    /// The headers a refusal carries: `WWW-Authenticate` with a 401, `Retry-After` with a 429.
    static func headers(of error: CollectError, into response: inout Response) {
        if error.status == 401 {
            response.headers[.wwwAuthenticate] = "Bearer realm=\"quizgen-collect\""
        }
        if let seconds = error.retryAfter { response.headers[.retryAfter] = String(seconds) }
    }

    static func html(_ status: Int, _ text: String) -> Response {
        var response = bytes(status, Array(text.utf8), type: "text/html; charset=utf-8")
        response.headers[.contentSecurityPolicy] = "frame-ancestors 'none'"
        return response
    }

    static func bytes(_ status: Int, _ body: [UInt8], type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        headers[.contentLength] = String(body.count)
        return Response(
            status: HTTPResponse.Status(code: status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    static func redirect(_ location: String) -> Response {
        var headers = HTTPFields()
        headers[.location] = location
        headers[.cacheControl] = "no-store"
        headers[.contentLength] = "0"
        return Response(status: .seeOther, headers: headers)
    }

    static func notAllowed(_ allow: String) -> Response {
        var response = error(CollectError(405, "method not allowed here; use \(allow)"))
        response.headers[.allow] = allow
        return response
    }

    /// The attempt's token as an HttpOnly, SameSite=Lax cookie scoped to the attempt's URLs
    /// (the form path cannot send an Authorization header).
    static func cookie(for started: CollectService.Started) -> String {
        "quizgen_attempt=\(started.token); Path=/v1/attempts/\(started.attempt.id)/; HttpOnly; SameSite=Lax; Max-Age=604800"
    }

    /// The same token scoped to starting the exam (`/v1/exams/`), so that the same browser
    /// starting again without JavaScript continues its attempt instead of being refused.
    static func examCookie(for started: CollectService.Started) -> String {
        "\(examCookie(started.attempt.exam))=\(started.token); Path=/v1/exams/; HttpOnly; SameSite=Lax; Max-Age=604800"
    }

    /// The name of the exam-scoped cookie of the exam `slug`.
    static func examCookie(_ slug: String) -> String {
        "quizgen_open_" + slug.replacingOccurrences(of: "-", with: "_")
    }

    /// The attempt token from the cookie `name` (default: the attempt's), if the request has one.
    static func cookieToken(_ request: Request, name: String = "quizgen_attempt") -> String? {
        for header in request.headers[values: .cookie] {
            for part in header.split(separator: ";") {
                let pair = part.trimmingCharacters(in: .whitespaces)
                if pair.hasPrefix(name + "=") { return String(pair.dropFirst(name.count + 1)) }
            }
        }
        return nil
    }

    /// Whether the client asked for HTML (a browser navigating) rather than JSON.
    static func wantsHTML(_ request: Request) -> Bool {
        guard let accept = request.headers[.accept]?.lowercased() else { return false }
        return accept.contains("text/html") && !accept.hasPrefix("application/json")
    }
}
