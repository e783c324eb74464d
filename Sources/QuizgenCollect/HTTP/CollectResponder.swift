import Foundation
import Hummingbird
import Logging
import NIOCore
import QuizgenCore

/// Routes the collector's requests: the JSON API, the HTML form path and `/healthz`. Every
/// refusal is a 4xx with `{"error": "…"}` (an HTML page on the form path). The access log
/// names the method, the route pattern, the status and the time taken: never a name, an
/// answer or a token.
struct CollectResponder: HTTPResponder {
    typealias Context = CollectRequestContext

    let service: CollectService
    /// Starts per client address.
    let limiter: AttemptRateLimiter
    /// Starts per exam and examinee's name.
    let examineeLimiter: AttemptRateLimiter
    /// Whether the client's address comes from the reverse proxy's `X-Forwarded-For`.
    let trustProxy: Bool
    let allowedOrigins: Set<String>
    let maxBodyBytes: Int
    let logger: Logger
    /// The teacher's console's checks; `nil` where the console is not served.
    var teacher: TeacherAuth?
    /// Sign-ins to the console per client address.
    var loginLimiter = AttemptRateLimiter(perMinute: 10)
    /// The build's `QUIZGEN_RESULTS_SECRET`, for the console's list of result pages.
    var resultsSecret: String?

    func respond(to request: Request, context: Context) async throws -> Response {
        let peer = context.remoteAddress?.ipAddress
        return await respond(
            to: request, address: trustProxy ? Self.forwardedClient(request.headers) ?? peer : peer)
    }

    /// The client address a reverse proxy forwarded: the last `X-Forwarded-For` entry (the
    /// one the proxy itself appended; earlier ones are the client's own claims), else the last
    /// `for=` of `Forwarded` (RFC 7239).
    static func forwardedClient(_ headers: HTTPFields) -> String? {
        func clean(_ value: Substring) -> String? {
            var text = value.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 {
                text = String(text.dropFirst().dropLast())
            }
            if text.hasPrefix("["), let end = text.firstIndex(of: "]") {
                text = String(text[text.index(after: text.startIndex)..<end])
            } else if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
                text = String(text[..<colon])
            }
            return text.isEmpty || text.count > 64 ? nil : text
        }
        if let forwarded = headers[values: .init("X-Forwarded-For")!].last,
            let last = forwarded.split(separator: ",").last
        {
            return clean(last)
        }
        if let forwarded = headers[values: .init("Forwarded")!].last {
            let element = forwarded.split(separator: ",").last ?? ""
            for pair in element.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2,
                    parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "for"
                {
                    return clean(parts[1])
                }
            }
        }
        return nil
    }

    /// Answers `request` from the client at `address` (for the attempt limit).
    func respond(to request: Request, address: String?) async -> Response {
        let started = ContinuousClock.now
        let (route, response) = await route(request, address: address ?? "unknown")
        var final = response
        if !Self.isTeacherPath(request.uri.path) { cors(request, into: &final) }
        // Every answer, refusals and redirects included, is never sniffed into another type.
        final.headers[.xContentTypeOptions] = "nosniff"
        let elapsed = ContinuousClock.now - started
        let ms =
            Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds)
            / 1e15
        logger.info(
            "request",
            metadata: [
                "method": "\(request.method.rawValue)", "route": "\(route)",
                "status": "\(final.status.code)",
                "ms": "\(String(format: "%.1f", ms))",
            ])
        return final
    }

    /// The route pattern (for the log) and the response.
    func route(_ request: Request, address: String) async -> (String, Response) {
        let parts = request.uri.path.split(separator: "/", omittingEmptySubsequences: false).map(
            String.init)
        let method = request.method
        if request.uri.path == "/healthz" {
            return (
                "/healthz",
                method == .get || method == .head
                    ? Self.json(200, ["status": "ok"]) : Self.notAllowed("GET, HEAD")
            )
        }
        if Self.isTeacherPath(request.uri.path) {
            return await teacherRoute(request, address: address)
        }
        if parts == ["", "v1", "exams", "open"] {
            return (
                "/v1/exams/open",
                method == .get || method == .head ? openExam(request) : Self.notAllowed("GET, HEAD")
            )
        }
        // ["", "v1", "exams", code, "attempts"] / ["", "v1", "attempts", id, "submission" |
        // "result" | "exam"]
        guard parts.count == 5, parts[0].isEmpty, parts[1] == "v1" else {
            return (
                "other",
                Self.error(CollectError(404, "no such endpoint: \(request.uri.path.prefix(100))"))
            )
        }
        if method == .options { return ("preflight", preflight(request)) }
        let formHandIn =
            method == .post && parts[2] == "attempts" && parts[4] == "submission"
            && Self.isForm(request)
        if let refusal = originRefusal(request, formHandIn: formHandIn) {
            return ("refused-origin", Self.error(refusal))
        }
        let key = parts[3].removingPercentEncoding ?? parts[3]
        switch (parts[2], parts[4], method) {
        case ("exams", "attempts", .post):
            return (
                "/v1/exams/:code/attempts", await startAttempt(request, code: key, address: address)
            )
        case ("attempts", "submission", .put):
            return ("/v1/attempts/:id/submission", await submitJSON(request, id: key))
        case ("attempts", "draft", .put):
            return ("/v1/attempts/:id/draft", await saveDraft(request, id: key))
        case ("attempts", "submission", .post):
            return ("/v1/attempts/:id/submission (form)", await submitForm(request, id: key))
        case ("attempts", "result", .get):
            return ("/v1/attempts/:id/result", await result(request, id: key))
        case ("attempts", "exam", .get):
            return ("/v1/attempts/:id/exam", await examForm(request, id: key))
        case ("exams", "attempts", _):
            return ("/v1/exams/:code/attempts", Self.notAllowed("POST, OPTIONS"))
        case ("attempts", "submission", _):
            return ("/v1/attempts/:id/submission", Self.notAllowed("PUT, POST, OPTIONS"))
        case ("attempts", "draft", _):
            return ("/v1/attempts/:id/draft", Self.notAllowed("PUT, OPTIONS"))
        case ("attempts", "result", _), ("attempts", "exam", _):
            return ("/v1/attempts/:id/\(parts[4])", Self.notAllowed("GET, OPTIONS"))
        default:
            return (
                "other",
                Self.error(CollectError(404, "no such endpoint: \(request.uri.path.prefix(100))"))
            )
        }
    }

    /// `POST /v1/exams/{code}/attempts`: JSON `{"examinee": …}` gives 201 JSON; a form gives
    /// 303 to the HTML exam page of the new attempt.
    func startAttempt(_ request: Request, code: String, address: String) async -> Response {
        let isForm = Self.isForm(request)
        do throws(CollectError) {
            if let wait = await limiter.admit(address, now: service.now()) {
                var error = CollectError(
                    429, "too many new attempts from this address; try again in \(wait) s",
                    key: "too_many", ["seconds": String(wait)])
                error.retryAfter = wait
                throw error
            }
            let body = try await collect(request)
            let name: String
            var accessCode: String?
            var startKey: String?
            var variant: String?
            if isForm {
                let fields = try FormFields.strict(body)
                name = fields["examinee"] ?? ""
                accessCode = fields["access_code"]
                variant = fields["variant"].flatMap { $0.isEmpty ? nil : $0 }
            } else {
                guard
                    let object = (try? JSONSerialization.jsonObject(with: Data(body)))
                        as? [String: Any]
                else {
                    throw CollectError(
                        400,
                        "malformed JSON: the body must be a JSON object such as {\"examinee\": \"Ana\"}"
                    )
                }
                guard let given = object["examinee"] as? String else {
                    throw CollectError(400, "'examinee' must be the examinee's name as text")
                }
                name = given
                if let code = object["access_code"], !(code is NSNull) {
                    guard let text = code as? String else {
                        throw CollectError(400, "'access_code' must be the student's code as text")
                    }
                    accessCode = text
                }
                if let given = object["variant"], !(given is NSNull) {
                    if let text = given as? String {
                        variant = text
                    } else if let number = given as? Int {
                        variant = String(number)
                    } else {
                        throw CollectError(400, "'variant' must be the variant's number")
                    }
                }
                if let key = object["start_key"], !(key is NSNull) {
                    guard let text = key as? String else {
                        throw CollectError(400, "'start_key' must be text")
                    }
                    startKey = text
                }
            }
            let nameKey = Slug.make(code) + "\n" + ExamineeKey.make(name)
            if let wait = await examineeLimiter.admit(nameKey, now: service.now()) {
                var error = CollectError(
                    429, "too many new attempts under this name; try again in \(wait) s",
                    key: "too_many_name", ["seconds": String(wait)])
                error.retryAfter = wait
                throw error
            }
            // The same browser starting again continues its open attempt: its token comes as the
            // bearer (the page's script) or as the exam's cookie (the form path).
            let slug = service.site.exam(code: code)?.exam.slug ?? ""
            let held =
                Self.bearer(request) ?? Self.cookieToken(request, name: Self.examCookie(slug))
            let started = try await service.start(
                code: code, examinee: name, accessCode: accessCode, startKey: startKey,
                continuing: held, variant: variant)
            if isForm {
                var response = Self.redirect("/v1/attempts/\(started.attempt.id)/exam")
                response.headers[values: .setCookie] = [
                    Self.cookie(for: started), Self.examCookie(for: started),
                ]
                return response
            }
            var object: [String: Any] = [
                "attempt": started.attempt.id, "token": started.token, "exam": started.attempt.exam,
                "examinee": started.attempt.examinee,
                "started_at": CollectService.preciseText(started.attempt.startedAt),
                "deadline": started.attempt.deadline.map(CollectService.preciseText) ?? NSNull(),
                "submission_url": "/v1/attempts/\(started.attempt.id)/submission",
                "result_url": "/v1/attempts/\(started.attempt.id)/result",
            ]
            if let exam = service.site.exams[started.attempt.exam] {
                object["time_limit"] = service.timeLimit(of: started.attempt, exam: exam.exam)
                object["snapshot"] = exam.snapshotHash
                // A variant the collector drew: the page gets its questions, filled in with the
                // attempt's numbers, rendered as the taking page renders them; never the seed.
                if let variant = started.variant, Exam.isDrawnVariant(variant) {
                    let shown = try await service.shown(exam, for: started.attempt)
                    guard let html = service.site.html(AttemptQuestions(exam: shown)) else {
                        throw CollectError(500, "the attempt's questions could not be rendered")
                    }
                    object["questions_html"] = html
                }
            }
            object["continued"] = started.continued
            if let variant = started.variant, !Exam.isDrawnVariant(variant) {
                object["variant"] = variant
            }
            // The answers saved from the device where the attempt began: another device (or
            // this one after its storage was cleared) continues with them.
            if let draft = started.draftAnswers,
                let answers = try? JSONSerialization.jsonObject(with: Data(draft.utf8))
            {
                object["answers"] = answers
            }
            return Self.json(started.continued ? 200 : 201, object)
        } catch {
            return isForm ? htmlError(error, code: code) : refusal(error)
        }
    }

    /// `PUT /v1/attempts/{id}/submission`: 201 with the receipt (the same receipt for a repeat).
    func submitJSON(_ request: Request, id: String) async -> Response {
        do throws(CollectError) {
            let body = try await collect(request)
            let received = try await service.submit(
                attempt: id, token: Self.bearer(request), body: body)
            return Self.json(201, Self.receipt(received, site: service.site))
        } catch {
            return refusal(error)
        }
    }

    /// `PUT /v1/attempts/{id}/draft`: 200 `{"saved_at": …}`; the answers so far, kept in case
    /// the attempt is never handed in.
    func saveDraft(_ request: Request, id: String) async -> Response {
        do throws(CollectError) {
            let body = try await collect(request)
            let saved = try await service.saveDraft(
                attempt: id, token: Self.bearer(request), body: body)
            return Self.json(
                200,
                [
                    "saved_at": CollectService.preciseText(saved.savedAt),
                    "deadline": saved.deadline.map(CollectService.preciseText) ?? NSNull(),
                ])
        } catch {
            return refusal(error)
        }
    }

    /// The body, at most `maxBodyBytes`.
    func collect(_ request: Request) async throws(CollectError) -> [UInt8] {
        let tooLarge = CollectError(413, "the body is larger than \(maxBodyBytes) bytes")
        if let length = request.headers[.contentLength].flatMap(Int.init), length > maxBodyBytes {
            throw tooLarge
        }
        do {
            var buffer = try await request.body.collect(upTo: maxBodyBytes)
            return buffer.readBytes(length: buffer.readableBytes) ?? []
        } catch is NIOTooManyBytesError {
            throw tooLarge
        } catch {
            throw CollectError(400, "the body could not be read")
        }
    }

    /// The receipt's JSON.
    static func receipt(_ received: CollectService.Received, site: CollectSite) -> [String: Any] {
        let s = received.submission
        return [
            "receipt": s.receipt, "attempt": s.attempt,
            "received_at": CollectService.preciseText(s.receivedAt),
            "received_text": site.timeText(s.receivedAt),
            "answers_sha256": s.answersHash, "sequence": s.sequence, "repeat": !received.isNew,
            "result_url": "/v1/attempts/\(s.attempt)/result",
        ]
    }

    /// The token from `Authorization: Bearer …`, else from the attempt's cookie (form path).
    static func bearer(_ request: Request) -> String? {
        if let header = request.headers[.authorization] {
            let parts = header.split(separator: " ", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "bearer" {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
            return ""
        }
        return nil
    }

    static func isForm(_ request: Request) -> Bool {
        request.headers[.contentType]?.lowercased().hasPrefix("application/x-www-form-urlencoded")
            ?? false
    }
}
