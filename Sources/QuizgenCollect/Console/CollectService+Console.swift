import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenLoading

extension CollectService {
    /// One attempt as the teacher's console shows it.
    public struct ConsoleAttempt: Sendable, Hashable {
        /// Where the attempt is.
        public enum State: String, Sendable, Hashable {
            /// Started, not handed in, time not up.
            case running
            /// Time is up and the collector has not finished it yet (it does every few seconds).
            case timeUp = "time-up"
            /// Handed in by the student.
            case handedIn = "handed-in"
            /// Never handed in: the collector finished it at time-up with the last saved answers.
            case finishedByServer = "finished-by-server"
        }

        /// The attempt.
        public var attempt: Attempt
        /// Where it is.
        public var state: State
        /// How many questions have an answer in the last save (the draft, or the hand-in).
        public var answered: Int
        /// When the answers were last saved or handed in.
        public var savedAt: Date?
        /// When the submission that counts was received.
        public var handedInAt: Date?
        /// The time a teacher gave the attempt, in seconds.
        public var extensionSeconds: Int
        /// When a teacher reopened it after its hand-in, if one did.
        public var reopenedAt: Date?
    }

    /// An exam as the teacher's console shows it: every attempt, the results graded as the
    /// build grades the exported files, the marks and the log of teachers' actions.
    public struct ExamConsole: Sendable {
        /// The exam.
        public var exam: AssembledExam
        /// Every attempt, oldest first.
        public var attempts: [ConsoleAttempt]
        /// The submissions graded with the build's grader, the console's marks included.
        public var results: ExamResults
        /// The marks given in the console.
        public var marks: [StoredMark]
        /// The teachers' actions, oldest first.
        public var actions: [ConsoleAction]
        /// When a teacher closed the exam for everyone, if one did.
        public var closedAt: Date?
        /// The server's time of this view.
        public var now: Date
    }

    /// The time a teacher gave `attempt` in the console, in seconds.
    func extraSeconds(of attempt: Attempt) async throws(CollectError) -> Int {
        try await storing { try await store.extensions(ofExam: attempt.exam) }[attempt.id] ?? 0
    }

    /// The name of the setting that records an exam closed early.
    static func closedSetting(_ slug: String) -> String { "closed:" + slug }

    /// When a teacher closed exam `slug` for everyone, if one did.
    func closedAt(exam slug: String) async throws(CollectError) -> Date? {
        try await storing { try await store.setting(Self.closedSetting(slug)) }.flatMap {
            SubmissionDocument.date($0)
        }
    }

    /// The console's view of exam `slug`.
    ///
    /// - Throws: 404 for an exam not served here; 500 when the store fails.
    public func console(exam slug: String) async throws(CollectError) -> ExamConsole {
        guard let exam = site.exams[slug] else {
            throw CollectError(404, "there is no exam '\(slug.prefix(80))' here")
        }
        let moment = now()
        let attempts = try await storing { try await store.attempts(ofExam: slug) }
        let drafts = try await storing { try await store.drafts(ofExam: slug) }
        let extensions = try await storing { try await store.extensions(ofExam: slug) }
        let submissions = try await storing { try await store.submissions(ofExam: slug) }
        let marks = try await storing { try await store.marks(ofExam: slug) }
        let actions = try await storing { try await store.actions(ofExam: slug) }
        let reopenings = try await storing { try await store.reopenings(ofExam: slug) }
        var latest: [String: StoredSubmission] = [:]
        for submission in submissions {
            if let held = latest[submission.attempt], held.sequence > submission.sequence {
                continue
            }
            latest[submission.attempt] = submission
        }
        let rows = attempts.map { attempt -> ConsoleAttempt in
            let reopened = reopenings[attempt.id]
            // A submission from before a reopening no longer closes the attempt.
            let handedIn = latest[attempt.id].flatMap { submission in
                reopened.map { submission.receivedAt >= $0 } ?? true ? submission : nil
            }
            let state: ConsoleAttempt.State
            if let handedIn {
                state = handedIn.finishedByServer ? .finishedByServer : .handedIn
            } else if let deadline = attempt.deadline, moment > deadline {
                state = .timeUp
            } else {
                state = .running
            }
            let draft = drafts[attempt.id]
            return ConsoleAttempt(
                attempt: attempt, state: state,
                answered: Self.answeredCount(handedIn?.answers ?? draft?.answers ?? "{}"),
                savedAt: handedIn?.receivedAt ?? draft?.savedAt, handedInAt: handedIn?.receivedAt,
                extensionSeconds: extensions[attempt.id] ?? 0, reopenedAt: reopened)
        }
        return ExamConsole(
            exam: exam, attempts: rows,
            results: results(
                of: exam, submissions: submissions, marks: marks, extensions: extensions,
                variants: exam.isParametric
                    ? try await storing { try await store.variants(ofExam: slug) } : [:]),
            marks: marks,
            actions: actions, closedAt: try await closedAt(exam: slug), now: moment)
    }

    /// The submissions of `exam` graded as `quizgen build` grades the files `collect export`
    /// writes of them (the same documents, read by the build's reader), with `marks` as the
    /// exported `marks.yaml`.
    func results(
        of exam: AssembledExam, submissions: [StoredSubmission], marks: [StoredMark],
        extensions: [String: Int], variants: [String: String] = [:]
    ) -> ExamResults {
        let slug = exam.exam.slug
        let exporter = SubmissionExporter(store: store, exams: site.exams)
        var set = SubmissionSet(examSlug: slug)
        var diagnostics = Diagnostics()
        // In the order the build reads the folder: by file name.
        let named = submissions.map { (SubmissionExporter.fileName($0), $0) }.sorted {
            $0.0 < $1.0
        }
        for (name, submission) in named {
            let path = "Content/submissions/\(slug)/\(name)"
            if let read = SubmissionDocument.submission(
                Array(
                    exporter.document(
                        submission, extraSeconds: extensions[submission.attempt] ?? 0,
                        variant: variants[submission.attempt]
                    ).utf8), path: path, examSlug: slug,
                into: &diagnostics)
            {
                set.submissions.append(read)
            }
        }
        set.marks = marks.map {
            $0.manual(path: "Content/submissions/\(slug)/marks.yaml")
        }
        return SubmissionGrader(exam: exam, roster: site.rosters[slug]).grade(
            set, into: &diagnostics)
    }

    /// How many questions `answers` (a JSON object) answers: values that are not empty.
    static func answeredCount(_ answers: String) -> Int {
        guard
            let object = (try? JSONSerialization.jsonObject(with: Data(answers.utf8)))
                as? [String: Any]
        else { return 0 }
        return object.values.filter { value in
            switch value {
            case let text as String: return !text.trimmingCharacters(in: .whitespaces).isEmpty
            case let list as [Any]: return !list.isEmpty
            case let pairs as [String: Any]: return !pairs.isEmpty
            default: return false
            }
        }.count
    }

    /// The longest extension a teacher can give at once, in minutes (the longest time limit).
    public static let maxExtensionMinutes = 720

    /// The attempt `id` of exam `slug` a teacher's action is about, and its exam, with `minutes`
    /// (what the action calls `what`) checked.
    ///
    /// - Throws: 400 for minutes outside 1…720; 404 for an unknown attempt or exam.
    func target(attempt id: String, exam slug: String, minutes: Int, what: String)
        async throws(CollectError) -> (Attempt, AssembledExam)
    {
        guard (1...Self.maxExtensionMinutes).contains(minutes) else {
            throw CollectError(400, "\(what) must be 1 to \(Self.maxExtensionMinutes) minutes")
        }
        guard Self.isID(id), let attempt = try await storing({ try await store.attempt(id: id) }),
            attempt.exam == slug, let exam = site.exams[slug]
        else { throw CollectError(404, "there is no attempt '\(id.prefix(64))' of this exam") }
        return (attempt, exam)
    }

    /// Gives attempt `id` of exam `slug` `minutes` more, on top of any extension before, and
    /// logs it under `teacher`.
    ///
    /// - Returns: The attempt with its new deadline.
    /// - Throws: 404 for an unknown attempt; 400 for minutes outside 1…720; 409 for an attempt
    ///   handed in or without a deadline.
    public func extend(attempt id: String, exam slug: String, minutes: Int, teacher: String)
        async throws(CollectError) -> Attempt
    {
        let (found, exam) = try await target(
            attempt: id, exam: slug, minutes: minutes, what: "the extra time")
        var attempt = found
        if try await isHandedIn(attempt) {
            throw CollectError(
                409, "\(attempt.examinee) has handed in; there is no time left to extend")
        }
        guard let base = deadline(of: attempt, exam: exam.exam) else {
            throw CollectError(
                409,
                "'\(exam.exam.code)' has no time limit and no closing time: no deadline to move")
        }
        let total =
            (try await storing { try await store.extensions(ofExam: slug) }[id] ?? 0) + minutes * 60
        attempt.deadline = base.addingTimeInterval(Double(total))
        let moved = attempt.deadline
        try await storing {
            try await store.setExtension(attempt: id, seconds: total, deadline: moved)
        }
        try await log(
            .extend, exam: slug, subject: attempt.examinee, detail: "+\(minutes) min",
            teacher: teacher)
        return attempt
    }

    /// Opens attempt `id` of exam `slug` again after its hand-in (or its finish at time-up),
    /// for `minutes` from now: the student continues it with their answers (the page learns it
    /// when it asks for the result) and hands in again; at the new deadline the collector
    /// finishes it as at time-up. Logged under `teacher`.
    ///
    /// - Returns: The attempt with its new deadline.
    /// - Throws: 404 for an unknown attempt; 400 for minutes outside 1…720; 409 for an attempt
    ///   not handed in (give it more time instead).
    public func reopen(attempt id: String, exam slug: String, minutes: Int, teacher: String)
        async throws(CollectError) -> Attempt
    {
        let (found, exam) = try await target(
            attempt: id, exam: slug, minutes: minutes, what: "the time to reopen for")
        var attempt = found
        guard try await isHandedIn(attempt) else {
            throw CollectError(
                409, "\(attempt.examinee) has not handed in; give more time instead of reopening")
        }
        let moment = now()
        let deadline = moment.addingTimeInterval(Double(minutes * 60))
        // The grading's time limit reaches the new deadline: the hand-in is on time there, in
        // the collector and in the build (the export's extra_seconds).
        var seconds = try await extraSeconds(of: attempt)
        let limit = timeLimit(of: attempt, exam: exam.exam)
        if limit > 0 {
            let needed = Int(deadline.timeIntervalSince(attempt.startedAt).rounded(.up)) - limit
            seconds = max(seconds, needed)
        }
        guard seconds <= SubmissionDocument.maxExtraSeconds else {
            throw CollectError(
                409,
                "\(attempt.examinee)'s attempt started more than a week ago; it can no longer be reopened"
            )
        }
        attempt.deadline = deadline
        try await storing {
            try await store.reopen(attempt: id, at: moment, deadline: deadline, seconds: seconds)
        }
        try await log(
            .reopen, exam: slug, subject: attempt.examinee, detail: "\(minutes) min",
            teacher: teacher)
        return attempt
    }

    /// Closes exam `slug` for everyone now: no new attempt starts, and every attempt not handed
    /// in is finished with its last saved answers, as at time-up. Logged under `teacher`.
    ///
    /// - Returns: How many attempts it finished.
    public func closeEarly(exam slug: String, teacher: String) async throws(CollectError) -> Int {
        guard site.exams[slug] != nil else {
            throw CollectError(404, "there is no exam '\(slug.prefix(80))' here")
        }
        let moment = now()
        _ = try await storing {
            try await store.setting(Self.closedSetting(slug)) { Self.preciseText(moment) }
        }
        let open = try await storing { try await store.attemptsNotHandedIn() }.filter {
            $0.attempt.exam == slug
        }
        var finished = 0
        for (attempt, draft) in open {
            try await storing { try await store.setDeadline(attempt: attempt.id, to: moment) }
            var closed = attempt
            closed.deadline = moment
            if try await finish(closed, draft: draft, at: moment) { finished += 1 }
        }
        try await log(
            .close, exam: slug, subject: "",
            detail: "\(finished) attempt\(finished == 1 ? "" : "s") finished", teacher: teacher)
        return finished
    }

    /// Keeps a teacher's mark for `examinee`'s answer to `question` of exam `slug`.
    ///
    /// - Throws: 404 for an unknown exam or question; 400 for points outside 0…the question's
    ///   weight or a comment over 2,000 characters.
    public func mark(
        exam slug: String, examinee: String, question: String, points: Double, comment: String,
        teacher: String
    ) async throws(CollectError) {
        guard let exam = site.exams[slug] else {
            throw CollectError(404, "there is no exam '\(slug.prefix(80))' here")
        }
        guard let item = exam.questions.first(where: { $0.question.id == question }) else {
            throw CollectError(404, "'\(exam.exam.code)' has no question '\(question.prefix(80))'")
        }
        // Hundredths, as marks.yaml writes them: the console and the build count alike.
        let points = (points * 100).rounded() / 100
        guard points.isFinite, points >= 0, points <= item.weight else {
            throw CollectError(
                400,
                "the mark must be between 0 and \(NumberText.twoPlaces(item.weight)), the question's weight"
            )
        }
        guard comment.count <= 2000 else {
            throw CollectError(400, "a comment may be at most 2000 characters")
        }
        let submissions = try await storing { try await store.submissions(ofExam: slug) }
        guard submissions.contains(where: { $0.examinee == examinee }) else {
            throw CollectError(404, "nobody of that name has handed in '\(exam.exam.code)'")
        }
        let mark = StoredMark(
            exam: slug, examinee: examinee, question: question, points: points,
            comment: comment, teacher: teacher, markedAt: now())
        try await storing { try await store.setMark(mark) }
        try await log(
            .mark, exam: slug, subject: examinee,
            detail: "\(question): \(NumberText.twoPlaces(points))", teacher: teacher)
    }

    /// Logs an action and tells the consoles.
    func log(
        _ kind: ConsoleAction.Kind, exam: String, subject: String, detail: String, teacher: String
    ) async throws(CollectError) {
        let action = ConsoleAction(
            id: Self.randomID(), exam: exam, at: now(), teacher: teacher, kind: kind,
            subject: subject, detail: detail)
        try await storing { try await store.record(action) }
        await hub.changed(exam)
    }

    /// The marks of an exam as `marks.yaml` (docs/grading.md), each teacher's comment after
    /// its mark.
    public static func marksYAML(_ marks: [StoredMark]) -> String {
        var text =
            marksHeader + "\n"
            + "# Give marks in the console (an edit here is replaced at the next export).\n"
        var examinee: String?
        for mark in marks.sorted(by: {
            ($0.examinee, $0.question) < ($1.examinee, $1.question)
        }) {
            if mark.examinee != examinee {
                text += YAMLText.doubleQuoted(mark.examinee) + ":\n"
                examinee = mark.examinee
            }
            text +=
                "  " + YAMLText.doubleQuoted(mark.question) + ": "
                + NumberText.twoPlaces(mark.points)
            let comment = mark.comment.split(whereSeparator: \.isNewline).joined(separator: " ")
            if !comment.isEmpty { text += "  # " + comment }
            text += "\n"
        }
        return text
    }

    /// The first line `marksYAML` writes: an export replaces only a file that begins so.
    public static let marksHeader =
        "# Written by 'quizgen collect export' from the marks given in the teacher's console."

}
