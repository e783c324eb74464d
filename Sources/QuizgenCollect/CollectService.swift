import Crypto
import Foundation
import QuizgenCore

/// The collector's rules, without HTTP: starting attempts, receiving submissions and releasing
/// results. The JSON API and the HTML forms both go through it, so both validate, time and
/// store alike. Server times decide: the attempt's creation is the start and the receipt is
/// the finish.
public struct CollectService: Sendable {
    /// The site's exams and templates.
    public let site: CollectSite
    /// Where attempts and submissions are kept.
    public let store: any CollectStore
    let key: SymmetricKey
    let timeZone: TimeZone
    /// The server's clock (injected, so tests can move it).
    let now: @Sendable () -> Date
    /// Tells the teacher's consoles what changed.
    public let hub: ConsoleHub

    /// The longest examinee name accepted, in characters.
    public static let maxExamineeLength = 200
    /// How long a token of an attempt without a deadline submits.
    static let openEndedValidity: TimeInterval = 7 * 24 * 3600
    /// How long after its deadline a token still submits when late work is accepted.
    static let lateValidity: TimeInterval = 24 * 3600

    /// Creates the service.
    ///
    /// - Parameters:
    ///   - site: The loaded site.
    ///   - store: The store.
    ///   - secret: The HMAC secret of attempt tokens.
    ///   - timeZone: The zone of `opens`/`closes` written without one.
    ///   - now: The clock.
    ///   - hub: Where the consoles hear of changes (one for every service of a store that is
    ///     made again, as the preview makes its own after each build).
    public init(
        site: CollectSite, store: any CollectStore, secret: String, timeZone: TimeZone = .current,
        now: @escaping @Sendable () -> Date = { Date() }, hub: ConsoleHub = ConsoleHub()
    ) {
        self.hub = hub
        self.site = site
        self.store = store
        self.key = SymmetricKey(data: Data(SHA256.hash(data: Data(secret.utf8))))
        self.timeZone = timeZone
        self.now = now
    }

    /// A started attempt and its token.
    public struct Started: Sendable, Hashable {
        /// The attempt as stored.
        public var attempt: Attempt
        /// Its signed bearer token.
        public var token: String
        /// Whether the start continued an attempt already open (its token came with the start,
        /// or the student's roster access code).
        public var continued = false
        /// The answers last saved as the continued attempt's draft (canonical JSON), so that
        /// another device continues with them; `nil` for a new attempt or without a draft.
        public var draftAnswers: String?
        /// The variant of a parametric exam the attempt was given, `nil` for other exams.
        public var variant: String?
    }

    /// Starts an attempt of the exam `code` for `examinee`, or continues the open attempt
    /// whose token `continuing` is (the same browser starting again).
    ///
    /// An examinee (names compared by ``ExamineeKey``) has at most the exam's
    /// ``Exam/attemptLimit`` attempts, and while one is open (not handed in, time not up) no
    /// other starts under the name without its token: nobody replaces another's attempt by
    /// typing their name.
    ///
    /// With a roster, `examinee` is the student id: an id not on it, or a wrong personal
    /// access code, is refused; the attempt is under the roster's name, with the student's
    /// accommodations (time, attempts); and the right access code continues the student's
    /// open attempt from any device.
    ///
    /// `startKey`, a random key the page makes before it asks, is kept with a new attempt: when
    /// the answer to a start is lost (the collector killed after its commit, the network gone)
    /// the page asks again with the same key and continues that attempt.
    ///
    /// - Throws: `CollectError` 404 for an unknown exam, 400 for a bad name, 403 outside the
    ///   exam's window or for an id or code the roster refuses, 409 for an attempt open
    ///   elsewhere or no attempts left; 500 when the store fails.
    public func start(
        code: String, examinee rawName: String, accessCode: String? = nil,
        startKey: String? = nil, continuing held: String? = nil, variant: String? = nil
    )
        async throws(CollectError) -> Started
    {
        guard let exam = site.exam(code: code) else {
            throw CollectError(
                404, "there is no exam with the code '\(code.prefix(80))' here", key: "no_exam",
                ["code": String(code.prefix(80))])
        }
        let examinee = rawName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !examinee.isEmpty else {
            throw CollectError(400, "'examinee' must be a non-empty name", key: "name_empty")
        }
        guard examinee.count <= Self.maxExamineeLength else {
            throw CollectError(
                400, "'examinee' must be at most \(Self.maxExamineeLength) characters",
                key: "name_long", ["count": String(Self.maxExamineeLength)])
        }
        guard
            !examinee.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw CollectError(
                400, "'examinee' must not contain control characters", key: "name_control")
        }
        if let startKey, !Self.isStartKey(startKey) {
            throw CollectError(
                400, "'start_key' must be 16 to 128 letters, digits, '-' or '_'",
                key: "start_key")
        }
        // The variant of a parametric exam: in exam mode a fresh one drawn here from a random
        // seed that never leaves the collector; in practice mode (whose pages carry their keys)
        // the one whose taking page the student started from, else the one their name (or
        // student id) gives.
        var chosenVariant: String?
        if exam.isParametric {
            if let variant {
                guard exam.isVariant(variant), !Exam.isDrawnVariant(variant) else {
                    throw CollectError(
                        400,
                        "'variant' must be a variant of '\(exam.exam.code)', 1 to \(exam.exam.variants)",
                        key: "variant")
                }
                chosenVariant = variant
            } else {
                chosenVariant = String(Exam.variant(for: examinee, count: exam.exam.variants))
            }
            if Self.drawsVariants(exam) { chosenVariant = Self.drawnVariant() }
        }
        let entry = try rosterEntry(exam: exam.exam, id: examinee, accessCode: accessCode)
        let started = now()
        let window = window(of: exam.exam)
        // The sentence for people gives the time as the exam page does (the site's zone and
        // language); the JSON's `error` keeps RFC 3339 for programs.
        if let opens = window.opens, started < opens {
            throw CollectError(
                403,
                "the exam '\(exam.exam.code)' opens at \(Self.text(opens)); it cannot be started yet",
                key: "not_open",
                ["code": exam.exam.code, "time": site.timeText(opens)])
        }
        if let closes = window.closes, started >= closes {
            throw CollectError(
                403,
                "the exam '\(exam.exam.code)' closed at \(Self.text(closes)); no new attempts are accepted",
                key: "closed",
                ["code": exam.exam.code, "time": site.timeText(closes)])
        }
        if let closed = try await closedAt(exam: exam.exam.slug) {
            throw CollectError(
                403,
                "the exam '\(exam.exam.code)' was closed by the teacher at \(Self.text(closed)); no new attempts are accepted",
                key: "closed",
                ["code": exam.exam.code, "time": site.timeText(closed)])
        }
        var attempt = Attempt(
            id: Self.randomID(), exam: exam.exam.slug, examinee: entry?.name ?? examinee,
            startedAt: started, deadline: nil, student: entry?.id, startKey: startKey)
        attempt.deadline = deadline(of: attempt, exam: exam.exam)
        let nameKey = identity(of: attempt)
        if let held,
            let open = try await openAttempt(
                token: held, exam: exam.exam, examineeKey: nameKey, at: started)
        {
            return try await continuing(
                Started(attempt: open, token: held, continued: true))
        }
        let limit = entry.map { $0.attemptLimit(exam.exam.attemptLimit) } ?? exam.exam.attemptLimit
        let grace = Double(exam.exam.grading.lateGraceSeconds + ExamGrading.timeUpToleranceSeconds)
        // A student who proved who they are with their access code continues their open
        // attempt from this device (the other one died, or stays in the classroom).
        let proven = entry?.code != nil
        let continued: Attempt?
        do {
            continued = try await store.start(attempt, examineeKey: nameKey) { prior in
                // With a limit, one attempt at a time: an open one is someone's exam in progress.
                let open = prior.last(where: {
                    !$0.handedIn
                        && ($0.attempt.deadline.map { started < $0.addingTimeInterval(grace) }
                            ?? true)
                })
                // The same page asking again (its first answer was lost), or a student who
                // proved who they are.
                if let open, proven || (startKey != nil && open.attempt.startKey == startKey) {
                    return open.attempt
                }
                if limit != nil, open != nil {
                    throw CollectError(
                        409,
                        "an attempt of '\(exam.exam.code)' under this name is already open; continue it where it was started",
                        key: "attempt_open", ["code": exam.exam.code])
                }
                if let limit, prior.count >= limit {
                    throw CollectError(
                        409,
                        "'\(exam.exam.code)' allows \(limit) attempt\(limit == 1 ? "" : "s") per examinee, and this name has used them",
                        key: limit == 1 ? "attempt_used" : "attempts_used",
                        ["code": exam.exam.code, "count": String(limit)])
                }
                return nil
            }
        } catch let refusal as CollectError {
            throw refusal
        } catch {
            throw CollectError(500, "the submission store failed; nothing was stored (try again)")
        }
        if let open = continued {
            return try await continuing(
                Started(
                    attempt: open, token: token(for: open, exam: exam.exam).signed(with: key),
                    continued: true))
        }
        if let chosenVariant {
            try await storing {
                try await store.setVariant(attempt: attempt.id, variant: chosenVariant)
            }
        }
        await hub.changed(attempt.exam)
        var new = Started(
            attempt: attempt, token: token(for: attempt, exam: exam.exam).signed(with: key))
        new.variant = chosenVariant
        return new
    }

    /// `started`, a continued attempt, with the answers of its draft and its variant.
    func continuing(_ started: Started) async throws(CollectError) -> Started {
        var started = started
        started.draftAnswers = try await storing {
            try await store.draft(ofAttempt: started.attempt.id)
        }?.answers
        if let exam = site.exams[started.attempt.exam] {
            started.variant = try await variant(of: started.attempt, exam: exam)
        }
        return started
    }

    /// The attempt `token` opens when it is an open attempt of `exam` under the examinee `key`
    /// (not handed in, its token unexpired), else `nil`.
    ///
    /// - Throws: A 500 when the store fails: a store that cannot answer is not "no open
    ///   attempt", which would start another one.
    func openAttempt(token text: String, exam: Exam, examineeKey nameKey: String, at now: Date)
        async throws(CollectError) -> Attempt?
    {
        // A token this collector did not sign (or that was altered) opens nothing.
        guard let token = try? AttemptToken(verifying: text, secret: key), token.exam == exam.slug,
            now <= token.expires
        else { return nil }
        guard let attempt = try await storing({ try await store.attempt(id: token.attempt) }),
            identity(of: attempt) == nameKey
        else { return nil }
        return try await isHandedIn(attempt) ? nil : attempt
    }

    /// The token of `attempt`: it submits until the exam closes (plus grace); without a
    /// window, until the deadline plus grace when late work is rejected, a day after the
    /// deadline when it is accepted, or a week after the start without a deadline. The grace
    /// includes ``ExamGrading/timeUpToleranceSeconds``: the page's own hand-in at time-up
    /// arrives a moment after the deadline.
    func token(for attempt: Attempt, exam: Exam) -> AttemptToken {
        let grace = Double(exam.grading.lateGraceSeconds + ExamGrading.timeUpToleranceSeconds)
        var expires: Date
        if let closes = window(of: exam).closes {
            let extra = Double(accommodation(of: attempt)?.extraSeconds(exam.timeLimitSeconds) ?? 0)
            expires = closes.addingTimeInterval(extra + grace)
        } else if let deadline = attempt.deadline {
            expires = deadline.addingTimeInterval(
                exam.grading.latePolicy == .reject ? grace : max(grace, Self.lateValidity))
        } else {
            expires = attempt.startedAt.addingTimeInterval(Self.openEndedValidity)
        }
        // A teacher's extension may move the deadline past the exam's closing.
        if let deadline = attempt.deadline {
            expires = max(expires, deadline.addingTimeInterval(grace))
        }
        return AttemptToken(attempt: attempt.id, exam: attempt.exam, expires: expires)
    }

    /// The exam's window as instants.
    func window(of exam: Exam) -> (opens: Date?, closes: Date?) {
        (exam.opens?.date(in: timeZone), exam.closes?.date(in: timeZone))
    }

    /// Checks the bearer token of attempt `id` and loads the attempt.
    ///
    /// - Parameter checkExpiry: Submissions need an unexpired token; results do not.
    func authorise(_ id: String, token text: String?, checkExpiry: Bool) async throws(CollectError)
        -> (Attempt, AttemptToken)
    {
        guard Self.isID(id) else {
            throw CollectError(404, "there is no attempt '\(id.prefix(64))'")
        }
        guard let text, !text.isEmpty else {
            throw CollectError(
                401, "this request needs the attempt's token (Authorization: Bearer <token>)")
        }
        let token: AttemptToken
        do {
            token = try AttemptToken(verifying: text, secret: key)
        } catch {
            throw CollectError(
                401, "the attempt token is not valid (not issued by this collector, or altered)")
        }
        guard token.attempt == id else {
            throw CollectError(403, "the attempt token belongs to another attempt")
        }
        let found = try await storing { try await store.attempt(id: id) }
        guard let attempt = found else { throw CollectError(404, "there is no attempt '\(id)'") }
        // The expiry the token was signed with, or a later one when the student's roster
        // entry gives them more time since (an accommodation added while the attempt ran).
        var expires = token.expires
        if let exam = site.exams[attempt.exam] {
            expires = max(expires, self.token(for: attempt, exam: exam.exam).expires)
        }
        if checkExpiry, now() > expires {
            throw CollectError(
                401,
                "the attempt token expired at \(Self.text(expires)); submissions for this attempt are closed",
                key: "expired",
                ["time": site.timeText(expires)])
        }
        return (attempt, token)
    }

    /// Runs a store call, turning its failure into a 500 that says nothing of the data.
    func storing<T: Sendable>(_ body: () async throws -> T) async throws(CollectError) -> T {
        do {
            return try await body()
        } catch {
            throw CollectError(500, "the submission store failed; nothing was stored (try again)")
        }
    }

    /// `2026-11-24T09:00:00Z`.
    static func text(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// The same with milliseconds, for receipts.
    static func preciseText(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }

    /// Whether the collector draws each attempt's variant itself: an exam in exam mode with
    /// parametric questions. (A practice page embeds its key by design, so its attempts keep
    /// the page's published variant and "Try another like this" works as without a collector.)
    static func drawsVariants(_ exam: AssembledExam) -> Bool {
        exam.isParametric && exam.exam.mode != .practice
    }

    /// A fresh variant for one attempt: `seed-` and 128 bits from the system's cryptographic
    /// generator (``Exam/isDrawnVariant(_:)``). Kept in the store, never sent to the page.
    static func drawnVariant() -> String {
        Exam.drawnVariantPrefix + randomID()
    }

    /// 32 random hex digits.
    static func randomID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let value = generator.next() as UInt64
            let hex = String(value, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    static func isID(_ text: String) -> Bool {
        text.utf8.count == 32
            && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
