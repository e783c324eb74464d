import Foundation
import Hummingbird
import QuizgenCore
import QuizgenGrading
import QuizgenRendering
import QuizgenSite
import ServiceLifecycle

/// The teacher's console, under `/teacher/`: signing in, the exams, each exam's live view
/// (with its server-sent events), marking and results for students, and the actions. Every
/// page and action needs the session cookie; every action (a POST) also the session's CSRF
/// token in its form and no other origin.
extension CollectResponder {
    /// Whether `path` is the console's.
    static func isTeacherPath(_ path: String) -> Bool {
        path == "/teacher" || path.hasPrefix("/teacher/")
    }

    /// The route pattern (for the log) and the response of a console request.
    func teacherRoute(_ request: Request, address: String) async -> (String, Response) {
        guard let auth = teacher else {
            return (
                "/teacher",
                Self.error(CollectError(404, "the teacher's console is not served here"))
            )
        }
        let path = request.uri.path
        if path == "/teacher" { return ("/teacher", Self.redirect(TeacherPaths.root)) }
        let rest = path.dropFirst(TeacherPaths.root.count).split(
            separator: "/", omittingEmptySubsequences: false
        ).map(String.init)
        let method = request.method
        let now = service.now()
        if rest == ["console.js"] {
            return (
                "/teacher/console.js",
                method == .get || method == .head
                    ? Self.bytes(
                        200, Array(TeacherScript.source.utf8),
                        type: "text/javascript; charset=utf-8")
                    : Self.notAllowed("GET, HEAD")
            )
        }
        if rest == ["login"] {
            guard method == .post else { return ("/teacher/login", Self.notAllowed("POST")) }
            return ("/teacher/login", await login(request, auth: auth, address: address))
        }
        let session = Self.cookieToken(request, name: TeacherAuth.cookieName).flatMap {
            auth.session(cookie: $0, now: now)
        }
        guard let session else {
            if rest == [""], method == .get || method == .head {
                return ("/teacher/", page(TeacherLoginPage(), status: 200))
            }
            let error = CollectError(
                401, "sign in to the teacher's console first (\(TeacherPaths.root))")
            return (
                "/teacher/*",
                Self.wantsHTML(request) ? page(TeacherLoginPage(), status: 401) : Self.error(error)
            )
        }
        var form = FormFields()
        if method == .post {
            if let refusal = teacherOriginRefusal(request) {
                return ("/teacher/* (refused origin)", Self.error(refusal))
            }
            do throws(CollectError) {
                form = try FormFields.strict(try await collect(request))
            } catch {
                return ("/teacher/*", Self.error(error))
            }
            guard auth.checks(csrf: form["csrf"], for: session) else {
                return (
                    "/teacher/* (no CSRF token)",
                    Self.error(
                        CollectError(
                            403,
                            "this form lacks the console's CSRF token of your session; reload the page and try again"
                        ))
                )
            }
        } else if method != .get && method != .head {
            return ("/teacher/*", Self.notAllowed("GET, HEAD, POST"))
        }
        let csrf = auth.csrf(for: session)
        switch (rest.first ?? "", method) {
        case ("", .get),
            ("", .head) where rest.count == 1:
            do throws(CollectError) {
                return ("/teacher/", try await examsPage(session, csrf: csrf))
            } catch {
                return ("/teacher/", teacherError(error, request: request))
            }
        case ("logout", .post) where rest.count == 1:
            var response = Self.redirect(TeacherPaths.root)
            response.headers[values: .setCookie] = [
                "\(TeacherAuth.cookieName)=; Path=/teacher/; HttpOnly; SameSite=Strict; Max-Age=0"
                    + (secureCookies(request) ? "; Secure" : "")
            ]
            return ("/teacher/logout", response)
        case ("exams", _) where rest == ["exams", "dashboard", "glossary", ""]:
            return (
                "/teacher/exams/dashboard/glossary/",
                page(GradingGlossary(prefix: TeacherPaths.root), status: 200)
            )
        case ("exams", _) where rest.count >= 3:
            let slug = rest[1]
            guard service.site.exams[slug] != nil else {
                return (
                    "/teacher/exams/:slug",
                    Self.error(CollectError(404, "there is no exam '\(slug.prefix(80))' here"))
                )
            }
            return await examRoute(
                Array(rest.dropFirst(2)), slug: slug, request: request, session: session,
                csrf: csrf, form: form)
        default:
            return (
                "/teacher/*",
                Self.error(CollectError(404, "no such page of the console: \(path.prefix(100))"))
            )
        }
    }

    /// The pages and actions of one exam: `rest` is the path after `/teacher/exams/<slug>/`.
    func examRoute(
        _ rest: [String], slug: String, request: Request, session: TeacherAuth.Session,
        csrf: String, form: FormFields
    ) async -> (String, Response) {
        let method = request.method
        let isGet = method == .get || method == .head
        let pattern = "/teacher/exams/:slug/" + (rest.first ?? "")
        do throws(CollectError) {
            switch rest {
            case [""] where isGet:
                return (
                    pattern, try await examPage(slug, view: .live, session: session, csrf: csrf)
                )
            case ["marking", ""] where isGet:
                let names = request.uri.queryParameters["names"] == "1"
                return (
                    pattern,
                    try await examPage(
                        slug, view: .marking, session: session, csrf: csrf, showNames: names)
                )
            case ["results", ""] where isGet:
                return (
                    pattern, try await examPage(slug, view: .results, session: session, csrf: csrf)
                )
            case ["events"] where isGet:
                return (pattern, events(slug))
            case ["gradebook.csv"] where isGet:
                let console = try await service.console(exam: slug)
                let url = TeacherExamAdapter.resultURL(
                    exam: console.exam.exam, secret: resultsSecret, site: service.site.context)
                var response = Self.bytes(
                    200, Array(GradingFormat.gradebookCSV(console.results, resultURL: url).utf8),
                    type: "text/csv; charset=utf-8")
                response.headers[.init("Content-Disposition")!] =
                    "attachment; filename=\"\(slug)-gradebook.csv\""
                return (pattern, response)
            case ["close"] where method == .post:
                guard form["confirm"] == "yes" else {
                    throw CollectError(
                        400, "tick the box that says you mean to close the exam for everyone")
                }
                _ = try await service.closeEarly(exam: slug, teacher: session.teacher)
                return (pattern, Self.redirect(TeacherPaths.exam(slug)))
            case ["marks"] where method == .post:
                guard let attemptID = form["attempt"], let question = form["question"],
                    let pointsText = form["points"]?.replacingOccurrences(of: ",", with: "."),
                    let points = Double(pointsText.trimmingCharacters(in: .whitespaces))
                else {
                    throw CollectError(
                        400,
                        "a mark needs the answer's attempt, its question and the points as a number"
                    )
                }
                guard CollectService.isID(attemptID),
                    let attempt = try await service.storing({
                        try await service.store.attempt(id: attemptID)
                    }), attempt.exam == slug
                else { throw CollectError(404, "there is no such answer of this exam") }
                try await service.mark(
                    exam: slug, examinee: attempt.examinee, question: question, points: points,
                    comment: form["comment"] ?? "", teacher: session.teacher)
                let names = form["names"] == "1" ? "?names=1" : ""
                return (
                    pattern,
                    Self.redirect(TeacherPaths.exam(slug) + "marking/" + names)
                )
            case let parts
            where parts.count == 3 && parts[0] == "attempts" && parts[2] == "reopen"
                && method == .post:
                guard
                    let minutes = form["minutes"].flatMap({
                        Int($0.trimmingCharacters(in: .whitespaces))
                    })
                else {
                    throw CollectError(
                        400, "the time to reopen for must be a whole number of minutes")
                }
                _ = try await service.reopen(
                    attempt: parts[1], exam: slug, minutes: minutes, teacher: session.teacher)
                return (
                    "/teacher/exams/:slug/attempts/:id/reopen",
                    Self.redirect(TeacherPaths.exam(slug))
                )
            case let parts
            where parts.count == 3 && parts[0] == "attempts" && parts[2] == "extend"
                && method == .post:
                guard
                    let minutes = form["minutes"].flatMap({
                        Int($0.trimmingCharacters(in: .whitespaces))
                    })
                else {
                    throw CollectError(400, "the extra time must be a whole number of minutes")
                }
                _ = try await service.extend(
                    attempt: parts[1], exam: slug, minutes: minutes, teacher: session.teacher)
                return (
                    "/teacher/exams/:slug/attempts/:id/extend",
                    Self.redirect(TeacherPaths.exam(slug))
                )
            default:
                throw CollectError(
                    404, "no such page of the console: \(request.uri.path.prefix(100))")
            }
        } catch {
            return (pattern, teacherError(error, request: request))
        }
    }

    /// A refusal in the console: an HTML page for a browser, JSON otherwise.
    func teacherError(_ error: CollectError, request: Request) -> Response {
        let json = request.headers[.accept]?.lowercased().hasPrefix("application/json") ?? false
        guard !json, Self.wantsHTML(request) || Self.isForm(request) else {
            return Self.error(error)
        }
        let catalog = service.site.catalog
        let page = CollectMessage(
            title: catalog.text("console.error_title"),
            paragraphs: [Self.sentence(error.message)], linkText: catalog.text("console.back"),
            linkURL: TeacherPaths.root)
        return Self.html(error.status, service.site.html(page) ?? error.message)
    }

    /// `POST /teacher/login`: the teacher's name and the console's secret; a session cookie and
    /// 303 to the console, or the sign-in page again with why.
    func login(_ request: Request, auth: TeacherAuth, address: String) async -> Response {
        let catalog = service.site.catalog
        if let refusal = teacherOriginRefusal(request) { return Self.error(refusal) }
        if let wait = await loginLimiter.admit(address, now: service.now()) {
            var error = CollectError(
                429, "too many sign-ins from this address; try again in \(wait) s")
            error.retryAfter = wait
            var response = page(
                TeacherLoginPage(
                    error: catalog.text("console.too_many", ["seconds": String(wait)])),
                status: 429)
            Self.headers(of: error, into: &response)
            return response
        }
        let form: FormFields
        do throws(CollectError) {
            form = try FormFields.strict(try await collect(request))
        } catch {
            return Self.error(error)
        }
        let name = (form["teacher"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.count <= TeacherAuth.maxNameLength,
            !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            return page(
                TeacherLoginPage(error: catalog.text("console.name_needed"), teacher: ""),
                status: 400)
        }
        guard auth.accepts(form["secret"] ?? "") else {
            return page(
                TeacherLoginPage(error: catalog.text("console.wrong_secret"), teacher: name),
                status: 403)
        }
        let (_, cookie) = auth.session(for: name, now: service.now())
        var response = Self.redirect(TeacherPaths.root)
        response.headers[values: .setCookie] = [
            "\(TeacherAuth.cookieName)=\(cookie); Path=/teacher/; HttpOnly; SameSite=Strict; Max-Age=\(Int(TeacherAuth.lifetime))"
                + (secureCookies(request) ? "; Secure" : "")
        ]
        return response
    }

    /// Whether the console's cookie is marked `Secure`: when the collector is reached over TLS
    /// (its proxy says so, and the proxy is trusted) or the site's collector URL is `https`.
    func secureCookies(_ request: Request) -> Bool {
        if trustProxy,
            request.headers[.init("X-Forwarded-Proto")!]?.lowercased().hasPrefix("https") == true
        {
            return true
        }
        return service.site.config.collectURL?.lowercased().hasPrefix("https://") ?? false
    }

    /// A console action comes from the console's own pages: an `Origin` (browsers send one
    /// with every POST) must be this collector's, not the site's nor `null`.
    func teacherOriginRefusal(_ request: Request) -> CollectError? {
        guard let origin = request.headers[.origin] else { return nil }
        let host = request.head.authority ?? ""
        if !host.isEmpty, origin.hasSuffix("://" + host),
            origin.hasPrefix("http://") || origin.hasPrefix("https://")
        {
            return nil
        }
        return CollectError(
            403, "the teacher's console accepts actions only from its own pages")
    }

    /// Renders a console page; the console's pages are never framed or cached, and tell no
    /// other origin where they are (`same-origin`: the console's own forms still carry their
    /// Origin, which `no-referrer` would make `null`).
    func page<Model: Sendable>(_ model: Model, status: Int) -> Response {
        var response = Self.html(status, service.site.html(model) ?? "")
        response.headers[.init("Referrer-Policy")!] = "same-origin"
        response.headers[.contentSecurityPolicy] =
            "frame-ancestors 'none'; form-action 'self'; base-uri 'none'; object-src 'none'"
        return response
    }

    func examsPage(_ session: TeacherAuth.Session, csrf: String) async throws(CollectError)
        -> Response
    {
        var entries: [TeacherExamsPage.Entry] = []
        for exam in service.site.exams.values.sorted(by: { $0.exam.code < $1.exam.code }) {
            let slug = exam.exam.slug
            let attempts = try await service.storing {
                try await service.store.attempts(ofExam: slug)
            }
            let handedIn = Set(
                try await service.storing { try await service.store.submissions(ofExam: slug) }
                    .map(\.attempt))
            entries.append(
                TeacherExamsPage.Entry(
                    exam: exam, started: attempts.count, handedIn: handedIn.count))
        }
        return page(TeacherExamsPage(session: session, csrf: csrf, exams: entries), status: 200)
    }

    func examPage(
        _ slug: String, view: TeacherExamPage.View, session: TeacherAuth.Session, csrf: String,
        showNames: Bool = false
    ) async throws(CollectError) -> Response {
        let console = try await service.console(exam: slug)
        var model = TeacherExamPage(
            session: session, csrf: csrf, view: view, console: console, showNames: showNames,
            resultsSecret: resultsSecret)
        // The link and QR code of the exam's landing page: the same view.
        let share = ExamShareView.link(console.exam.exam, site: service.site.context)
        model.shareURL = share?.url
        model.shareSVG = share?.svg
        return page(model, status: 200)
    }

    /// `text/event-stream` for exam `slug`: a `change` event whenever something of the exam
    /// changes at this collector, and a `tick` every few seconds (so the console also sees what
    /// other collectors sharing the store did), until shutdown.
    func events(_ slug: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-store"
        let hub = service.hub
        let body = ResponseBody { writer in
            let stream = await hub.subscribe(exam: slug)
            try await writer.write(ByteBuffer(string: "retry: 2000\n: connected\n\n"))
            try await withGracefulShutdownHandler {
                for await event in stream {
                    try await writer.write(ByteBuffer(string: "event: \(event)\ndata: \(slug)\n\n"))
                }
            } onGracefulShutdown: {
                Task { await hub.close() }
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }
}
