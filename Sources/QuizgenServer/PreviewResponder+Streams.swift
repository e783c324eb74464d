import Foundation
import Hummingbird
import QuizgenCollect
import QuizgenCore
import ServiceLifecycle

extension PreviewResponder {
    /// The largest submission body accepted (256 KiB).
    static let maxSubmissionBytes = 256 * 1024

    /// `text/event-stream`: a `reload` event after every build, until shutdown.
    ///
    /// The stream subscribes before it writes its first comment, so a client that has read
    /// `: connected` is sure to see the next build.
    func events() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-cache"
        let hub = state.hub
        let body = ResponseBody { writer in
            let stream = await hub.subscribe()
            try await writer.write(ByteBuffer(string: "retry: 1000\n: connected\n\n"))
            try await withGracefulShutdownHandler {
                for await message in stream {
                    try await writer.write(ByteBuffer(string: message))
                }
            } onGracefulShutdown: {
                Task { await hub.close() }
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }

    /// `POST /_quizgen/submit/<code>`: 201 with the stored path, 400 or 413 with a reason.
    func submit(_ request: Request, code rawCode: String) async -> Response {
        guard let code = rawCode.removingPercentEncoding, Self.isExamCode(code) else {
            return Self.json(
                .badRequest,
                ["error": "the exam code in the URL must be letters, digits, '-', '_' or '.'"])
        }
        if let length = request.headers[.contentLength].flatMap(Int.init),
            length > Self.maxSubmissionBytes
        {
            return Self.json(
                .contentTooLarge,
                ["error": "a submission may be at most \(Self.maxSubmissionBytes) bytes"])
        }
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: Self.maxSubmissionBytes)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            return Self.json(
                .contentTooLarge,
                ["error": "a submission may be at most \(Self.maxSubmissionBytes) bytes"])
        } catch {
            return Self.json(.badRequest, ["error": "the request body could not be read"])
        }
        var body = Array(buffer.readableBytesView)
        // Without JavaScript the page posts its form: read it as the collector does, answer in
        // HTML.
        let isForm = FormSubmission.isForm(request.headers[.contentType])
        do {
            if isForm {
                guard let exam = await collector?.exam(code: code) else {
                    return Self.html(
                        .notFound, "No such exam", "There is no exam with the code \(code).")
                }
                body = try FormSubmission.json(form: body, exam: exam, at: Date())
            }
            let submission = try Submission(body: body, code: code)
            let stored = try await submissions.store(body, for: submission)
            if isForm {
                return Self.html(
                    .created, "Your answers are saved",
                    "They were stored as \(stored) for your teacher.")
            }
            return Self.json(.created, ["stored": stored])
        } catch let error as CollectError {
            return Self.html(.badRequest, "Your answers were not saved", error.message)
        } catch let error as SubmissionError {
            if isForm {
                return Self.html(.badRequest, "Your answers were not saved", error.message)
            }
            return Self.json(.badRequest, ["error": error.message])
        } catch {
            return Self.json(
                .internalServerError, ["error": "the submission was not stored: \(error)"])
        }
    }

    /// A small HTML page for the form path (the text escaped).
    static func html(_ status: HTTPResponse.Status, _ title: String, _ text: String) -> Response {
        let page =
            "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>\(MarkupEscaping.html(title))</title></head>\n<body><main><h1>\(MarkupEscaping.html(title))</h1>\n<p>\(MarkupEscaping.html(text))</p>\n</main></body></html>\n"
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-cache"
        return bytes(status, Array(page.utf8), headers: headers)
    }

    /// Exam codes as written in exam files: `GEO-MID`, `chem_1.2`.
    static func isExamCode(_ code: String) -> Bool {
        !code.isEmpty && code.count <= 100 && code.first != "."
            && code.unicodeScalars.allSatisfy {
                $0.isASCII
                    && (CharacterSet.alphanumerics.contains($0)
                        || "-_.".unicodeScalars.contains($0))
            }
    }

    static func json(_ status: HTTPResponse.Status, _ object: [String: String]) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        let data =
            (try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return bytes(status, Array(data) + [0x0A], headers: headers)
    }
}
